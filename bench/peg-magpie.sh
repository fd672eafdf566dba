#!/bin/sh
# peg-magpie.sh: our pre-endgame beside MAGPIE's exhaustive one (peg
# -pegtopk all), one thread each, on the turns with BAG tiles in the bag
# (default 1) of the real records in GCG_DIR and of GAMES self-play games
# (seeds 1 to GAMES, made here: the real records have few such turns).
# Each engine is given SECONDS (default 300) of CPU (ulimit -t) and its
# own budget of as much; MAGPIE's row says "partial" when its last stage
# did not finish, ours when SEARCHED is not "all".  Times are CPU
# seconds of the whole process, loading included.  Run from the build
# folder; MAGPIE_DIR holds MAGPIE's release build and the data
# bench/magpie-setup.sh makes (-lex OSPD_ENABLE -leaves OSPD_ZERO).
# Usage: peg-magpie.sh MAGPIE_DIR GCG_DIR [GAMES [BAG [SECONDS]]]
set -u
if [ $# -lt 2 ]; then
	echo "usage: peg-magpie.sh MAGPIE_DIR GCG_DIR [GAMES [BAG [SECONDS]]]" >&2
	exit 2
fi
magpie_dir=$1
gcgdir=$2
games=${3:-20}
bag=${4:-1}
secs=${5:-300}
magpie=$magpie_dir/bin/magpie
[ -x "$magpie" ] || magpie=$magpie_dir/src/bin/magpie
[ -x "$magpie" ] && [ -f "$magpie_dir/READY" ] || {
	echo "peg-magpie.sh: no MAGPIE with its data in $magpie_dir" >&2
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
printf 'position\tours_move\tours_win\tours_spread\tours_cpu_s\tours_searched'
printf '\tmagpie_move\tmagpie_win\tmagpie_spread\tmagpie_cpu_s\tmagpie_stage\tsame\n'
for gcg in "$gcgdir"/*.gcg "$tmp"/selfplay-*.gcg; do
	# Two-player classic records; turns whose mover sees BAG + 7 unseen.
	bin/wsreplay "$gcg" 2>/dev/null | awk -F '\t' -v n="$want" \
	    'NF >= 9 && $1 ~ /^[0-9]+$/ && length($8) == n { print $1 }' |
	while read -r turn; do
		# A record with words ENABLE lacks exits 1: its board is
		# still the position.
		bin/wsreplay --turn "$turn" "$gcg" >"$tmp/p.board" 2>/dev/null
		grep -q '^players 2' "$tmp/p.board" || continue
		ours=$( (ulimit -t "$secs"; /usr/bin/time -f 'cpu %U' \
		    bin/wsgen --peg -n 1 --seconds "$secs" "$tmp/p.board") \
		    2>"$tmp/o.err" | head -n 1)
		ocpu=$(awk '$1 == "cpu" { print $2 }' "$tmp/o.err")
		omove=$(printf '%s\n' "$ours" | cut -f 2)
		owin=$(printf '%s\n' "$ours" | cut -f 6)
		ospread=$(printf '%s\n' "$ours" | cut -f 7)
		osearched=$(printf '%s\n' "$ours" | cut -f 11)
		set -- $(bin/wsreplay --turn "$turn" --cgp "$gcg" 2>/dev/null)
		cgp="$1 ${2%%/*}/ $3 $4"
		(cd "$magpie_dir" && ulimit -t "$secs" &&
		    printf 'cgp %s -lex OSPD_ENABLE -leaves OSPD_ZERO\n%s\n' \
		    "$cgp" "peg -pegtopk all -threads 1 -tlim $secs" |
		    /usr/bin/time -f 'cpu %U' "$magpie" set -mode sync \
		    -savesettings false) >"$tmp/m.out" 2>&1
		mcpu=$(awk '$1 == "cpu" { print $2 }' "$tmp/m.out")
		mstage=$(sed -n 's/^PEG (last completed stage \([0-9]*\)).*/\1/p' \
		    "$tmp/m.out")
		# The first ranked row: "   1  MOVE  wins ties loss win% spread".
		mrow=$(awk '$1 == "1" && NF >= 7 { print; exit }' "$tmp/m.out")
		mmove=$(printf '%s\n' "$mrow" | awk '{ for (i = 2; i <= NF - 5; i++)
		    printf "%s%s", (i > 2 ? " " : ""), $i; print "" }')
		mwin=$(printf '%s\n' "$mrow" | awk '{ print $(NF - 1) }')
		mspread=$(printf '%s\n' "$mrow" | awk '{ print $NF }')
		same=no
		if [ "$omove" = "$mmove" ] && awk -v a="$owin" -v b="$mwin" \
		    'BEGIN { exit !(a - b < 0.06 && b - a < 0.06) }'; then
			same=yes
		fi
		case $mstage in
		1) mstage=complete ;;
		*) mstage=partial ;;
		esac
		printf '%s:%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
		    "${gcg##*/}" "$turn" "$omove" "$owin" "$ospread" "$ocpu" \
		    "$osearched" "$mmove" "$mwin" "$mspread" "$mcpu" "$mstage" \
		    "$same"
	done
done
