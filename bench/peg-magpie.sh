#!/bin/sh
# peg-magpie.sh: our pre-endgame beside MAGPIE's exhaustive one (peg
# -pegtopk all: every split of every candidate to the end of the game,
# each endgame solved to 40 plies, that is exactly; -pegnested false: a
# candidate that leaves tiles in the bag played out as ours does), one
# thread each, run at the same time (their CPU seconds compared, not
# their wall time), on the turns with BAG tiles in the bag (default 1) of
# the two-player records in GCG_DIR and the CGP positions there (FILE.cgp,
# one line: the player on turn's rack first; the bag the tiles neither
# rack nor the board holds), then of self-play games (seeds 1 to GAMES,
# made here: real records have one such turn a game at most).
# Both value the same candidates: the K best by our static equity
# (default 2; wsgen -n K --exchanges --equity), ours with --candidates K,
# MAGPIE's given them with -pegonly (0: every move, each its own).  Each
# engine has SECONDS (default 300) of wall time a position (its own
# budget) and as much CPU time (ulimit -t).  A row says "partial" where
# an engine did not finish; "same" when both finished with the same best
# move (through-letters aside) and win% within 0.06.  Times are CPU
# seconds of the whole process, loading included; the last row sums the
# positions both finished.  Run from the build folder; MAGPIE_DIR holds
# MAGPIE's release build and the data bench/magpie-setup.sh makes (-lex
# OSPD_ENABLE -leaves OSPD_ZERO, its win percentages from ours).
# MAGPIE needs minutes of CPU a candidate where ours needs seconds, so
# its answers can be recorded once and reused: PEG_ENGINES=ours or
# magpie runs one engine only (the other's columns "-"), and
# PEG_MAGPIE_ANSWERS=FILE takes MAGPIE's answer from FILE (rows this
# script printed before: a position whose MAGPIE column says
# "complete" is not run again, its row's figures are used).
# Usage: peg-magpie.sh MAGPIE_DIR GCG_DIR [GAMES [BAG [SECONDS [K]]]]
set -u
if [ $# -lt 2 ]; then
	echo "usage: peg-magpie.sh MAGPIE_DIR GCG_DIR [GAMES [BAG [SECONDS" \
	    "[K]]]]" >&2
	exit 2
fi
magpie_dir=$1
gcgdir=$2
games=${3:-20}
bag=${4:-1}
secs=${5:-300}
k=${6:-2}
engines=${PEG_ENGINES:-both}
answers=${PEG_MAGPIE_ANSWERS:-}
case $engines in
both|ours|magpie) ;;
*)	echo "peg-magpie.sh: PEG_ENGINES: both, ours or magpie" >&2
	exit 2 ;;
esac
if [ -n "$answers" ] && [ ! -r "$answers" ]; then
	echo "peg-magpie.sh: $answers: cannot read" >&2
	exit 2
fi
magpie=$magpie_dir/bin/magpie
[ -x "$magpie" ] || magpie=$magpie_dir/src/bin/magpie
[ -x "$magpie" ] && [ -f "$magpie_dir/READY" ] &&
    [ -f "$magpie_dir/data/strategy/winpct.csv" ] || {
	echo "peg-magpie.sh: no MAGPIE with its data in $magpie_dir" \
	    "(bench/magpie-setup.sh)" >&2
	exit 2
}
export WORDGAME_PATH=${WORDGAME_PATH:-share}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pegbench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
i=1
while [ "$i" -le "$games" ]; do
	bin/wsgen --selfplay 1 --seed "$i" >"$tmp/selfplay-$i.gcg"
	i=$((i + 1))
done
want=$((bag + 7))
# CPU seconds, user and system, from time(1)'s "cpu U S" line in FILE.
cpu() {
	awk '$1 == "cpu" { printf "%.2f", $2 + $3 }' "$1"
}
printf 'position\tours_move\tours_win\tours_spread\tours_cpu_s\tours'
printf '\tmagpie_move\tmagpie_win\tmagpie_spread\tmagpie_cpu_s\tmagpie'
printf '\tsame\n'
# One position: NAME, our board file, MAGPIE's CGP line.
one() {
	name=$1 board=$2 cgp=$3
	only=
	if [ "$k" -gt 0 ]; then
		only=$(bin/wsgen -n "$k" --exchanges --equity "$board" \
		    2>/dev/null | awk -F '\t' '{
			m = $2; gsub(/[()]/, "", m)
			if (m == "pass" || m == "-") m = "pass"
			sub(/ /, ".", m)
			printf "%s%s", (NR > 1 ? "," : ""), m }')
		[ -n "$only" ] || return
		# MAGPIE takes no exchange in a pre-endgame (it wants 7
		# tiles in the bag; classic.wgv allows 1).
		case ,$only in
		*,-?*)
			printf '%s\tan exchange among the %s best: skipped\n' \
			    "$name" "$k"
			return ;;
		esac
		only="-pegonly $only"
	fi
	recorded=
	[ -n "$answers" ] && recorded=$(awk -F '\t' -v n="$name" \
	    '$1 == n && NF == 12 && $11 == "complete" { print; exit }' \
	    "$answers")
	if [ "$engines" != magpie ]; then
		(ulimit -t "$secs"; exec nice -n 10 /usr/bin/time \
		    -f 'cpu %U %S' bin/wsgen --peg -n 1 --candidates "$k" \
		    --seconds "$secs" "$board") >"$tmp/o.out" \
		    2>"$tmp/o.err" &
	fi
	if [ "$engines" != ours ] && [ -z "$recorded" ]; then
		(cd "$magpie_dir" && ulimit -t "$secs" &&
		    printf 'cgp %s -lex OSPD_ENABLE -leaves OSPD_ZERO\n%s\n' \
		    "$cgp" "peg -pegtopk all -pegnested false -threads 1 \
-tlim $secs $only" |
		    nice -n 10 /usr/bin/time -f 'cpu %U %S' "$magpie" set \
		    -mode sync -savesettings false) >"$tmp/m.out" 2>&1
	fi
	wait
	omove=- owin=- ospread=- ocpu=- odone=-
	if [ "$engines" != magpie ]; then
		ocpu=$(cpu "$tmp/o.err")
		ours=$(head -n 1 "$tmp/o.out")
		omove=$(printf '%s\n' "$ours" | cut -f 2)
		owin=$(printf '%s\n' "$ours" | cut -f 6)
		ospread=$(printf '%s\n' "$ours" | cut -f 7)
		odone=complete
		[ "$(printf '%s\n' "$ours" | cut -f 11)" = all ] ||
		    odone=partial
	fi
	mmove=- mwin=- mspread=- mcpu=- mdone=-
	if [ -n "$recorded" ]; then
		mmove=$(printf '%s\n' "$recorded" | cut -f 7)
		mwin=$(printf '%s\n' "$recorded" | cut -f 8)
		mspread=$(printf '%s\n' "$recorded" | cut -f 9)
		mcpu=$(printf '%s\n' "$recorded" | cut -f 10)
		mdone=complete
	elif [ "$engines" != ours ]; then
		mcpu=$(cpu "$tmp/m.out")
		mstage=$(sed -n \
		    's/^PEG (last completed stage \([0-9]*\)).*/\1/p' \
		    "$tmp/m.out")
		# The first ranked row: "1  MOVE  wins ties loss win%
		# spread", once complete with the depth first and the time
		# and outcomes after: MOVE, win% and spread, tab-separated.
		mrow=$(awk '{
			r = $1 == "1" ? 1 : $2 == "1" && $1 ~ /ply/ ? 2 : 0
			if (r == 0 || NF < r + 6) next
			for (i = r + 2; i + 4 <= NF; i++)
				if ($i ~ /^[0-9]+$/ && $(i + 1) ~ /^[0-9]+$/ &&
				    $(i + 2) ~ /^[0-9]+$/ &&
				    $(i + 3) ~ /^[0-9.]+$/ &&
				    $(i + 4) ~ /^[-+]?[0-9.]+$/)
					break
			if (i + 4 > NF) next
			m = $(r + 1)
			for (j = r + 2; j < i; j++)
				m = m " " $j
			printf "%s\t%s\t%s\n", m, $(i + 3), $(i + 4)
			exit }' "$tmp/m.out")
		mmove=$(printf '%s\n' "$mrow" | cut -f 1)
		mwin=$(printf '%s\n' "$mrow" | cut -f 2)
		mspread=$(printf '%s\n' "$mrow" | cut -f 3)
		mdone=partial
		[ "$mstage" = 1 ] && mdone=complete
	fi
	same=-
	if [ $odone = complete ] && [ $mdone = complete ]; then
		same=no
		if [ "$(printf '%s' "$omove" | tr -d '()')" = \
		    "$(printf '%s' "$mmove" | tr -d '()')" ] &&
		    awk -v a="$owin" -v b="$mwin" 'BEGIN {
			exit !(a - b < 0.06 && b - a < 0.06) }'; then
			same=yes
		fi
	fi
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
	    "$name" "$omove" "$owin" "$ospread" "$ocpu" "$odone" "$mmove" \
	    "$mwin" "$mspread" "$mcpu" "$mdone" "$same"
}
{
	printf 'load\t%s\n' "$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)" \
	    >&2
	for cgpf in "$gcgdir"/*.cgp; do
		[ -f "$cgpf" ] || continue
		line=$(head -n 1 "$cgpf")
		set -- $line
		[ $# -ge 4 ] || continue
		# The bag: 100 tiles less the board's and the racks'.
		n=$(printf '%s %s\n' "$1" "$2" | tr -cd 'A-Za-z?' | wc -c)
		t=$((100 - n))
		[ -n "${2#*/}" ] || t=$((t - 7))
		[ "$t" -eq "$bag" ] || continue
		one "${cgpf##*/}" "$cgpf" "$1 ${2%%/*}/ $3 $4"
	done
	for gcg in "$gcgdir"/*.gcg "$tmp"/selfplay-*.gcg; do
		[ -f "$gcg" ] || continue
		# Turns whose mover sees BAG + 7 tiles unseen.
		bin/wsreplay "$gcg" 2>/dev/null | awk -F '\t' -v n="$want" \
		    'NF >= 9 && $1 ~ /^[0-9]+$/ && length($8) == n { print $1 }' |
		while read -r turn; do
			# A record with words ENABLE lacks exits 1: its board
			# is still the position.
			bin/wsreplay --turn "$turn" "$gcg" >"$tmp/p.board" \
			    2>/dev/null
			grep -q '^players 2' "$tmp/p.board" &&
			    grep -q '^variant classic' "$tmp/p.board" || continue
			set -- $(bin/wsreplay --turn "$turn" --cgp "$gcg" \
			    2>/dev/null)
			one "${gcg##*/}:$turn" "$tmp/p.board" \
			    "$1 ${2%%/*}/ $3 $4" </dev/null
		done
	done
	printf 'load\t%s\n' "$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)" \
	    >&2
} | tee "$tmp/rows"
awk -F '\t' 'NF == 12 && $12 != "-" { n++; s += $12 == "yes"; o += $5; m += $10 }
END { printf "both finished %d, same best %d; CPU s: ours %.2f, MAGPIE %.2f\n",
    n, s, o, m }' "$tmp/rows"
