#!/bin/sh
# endgame-magpie.sh: our exact endgame solver beside MAGPIE's, one thread
# each, on the positions of real records that POSITIONS lists ("GCG TURN"
# a line: the position before that turn, the bag empty).  Run from the
# build folder (make bench-endgame does).  MAGPIE runs only when
# $MAGPIE_DIR (MAGPIE's folder; unset: none) holds READY and a built
# bin/magpie (src/bin/magpie in older trees)
# with the OSPD_ENABLE lexicon (ENABLE converted: bench/magpie-setup.sh
# makes both); else its columns are
# "-" and a line says it was skipped.  MAGPIE searches as many plies as
# ours needed to reach every end, its CGP given the opponent's rack: the
# tiles the mover cannot see, as wsreplay prints them.  Times: ours the
# CPU of the solve alone; MAGPIE's the CPU of the whole process (its data
# loaded too) and the wall time its own clock gives the solve.
# EG_PLIES=N searches both N plies deep (not to the end: the spreads are
# then estimates, each engine's own, and may differ); EG_CPU=S stops each
# solve after S CPU seconds (ulimit -t), its columns then "-": for the
# positions neither solves soon.  EG_MAGPIE_PLIES=N searches MAGPIE alone
# N plies deep (its own default is 6), ours still to the end: for a
# position that MAGPIE cannot search to the end.  Each RECORD:TURN after
# POSITIONS adds the position before TURN of that record (a record kept
# outside GCG_DIR, such as noah_vs_peter.gcg of Macondo's
# gcgio/testdata, turn 32: a Q stuck on one rack).  MAGPIE runs in a
# folder of its own, its data linked in, so that no settings.txt a
# session left in MAGPIE_DIR changes its options.
# Usage: endgame-magpie.sh GCG_DIR POSITIONS [RECORD:TURN ...]
gcgdir=$1
list=$2
shift 2
srcdir=$(dirname "$0")/..
magpie=${MAGPIE_DIR:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/egbench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/magpie" || exit 2
use_magpie=0
magpie_bin=bin/magpie
[ -n "$magpie" ] && [ ! -x "$magpie/$magpie_bin" ] && magpie_bin=src/bin/magpie
if [ -n "$magpie" ] && [ -f "$magpie/READY" ] && [ -x "$magpie/$magpie_bin" ]; then
	use_magpie=1
	magpie=$(cd "$magpie" && pwd)
	ln -s "$magpie/data" "$tmp/magpie/data"
else
	echo "endgame-magpie.sh: no MAGPIE at $magpie (READY and" \
	    "bin/magpie): its columns skipped" >&2
fi
# Each solve's CPU time capped at $EG_CPU seconds, when set.
limit_cpu() {
	[ -z "${EG_CPU:-}" ] || ulimit -t "$EG_CPU"
}
printf 'position\tplies\tour_cpu_s\tour_spread\tmagpie_cpu_s\tmagpie_solve_s\tmagpie_spread\n'
# The positions: "RECORD TURN" a line, the record's path in full.
{
	while read -r game turn; do
		case $game in ''|'#'*) continue ;; esac
		printf '%s %s\n' "$gcgdir/$game" "$turn"
	done <"$list"
	for arg in "$@"; do
		printf '%s %s\n' "${arg%:*}" "${arg##*:}"
	done
} >"$tmp/positions"
while read -r record turn; do
	game=$(basename "$record")
	bin/wsreplay --turn "$turn" "$record" >"$tmp/p.board" 2>/dev/null
	ours=$( (limit_cpu; bench/endgame_bench ${EG_PLIES:+-p "$EG_PLIES"} \
	    "$srcdir/share/variants/classic.wgv" share/default.wgl \
	    "$tmp/p.board") 2>/dev/null | sed -n 2p)
	plies=$(printf '%s\n' "$ours" | cut -f 2)
	[ -n "$plies" ] || plies=${EG_PLIES:-}
	cpu=$(printf '%s\n' "$ours" | cut -f 4)
	[ -n "$ours" ] || cpu=">${EG_CPU:-?}"
	spread=$(printf '%s\n' "$ours" | cut -f 7)
	mcpu=-
	msolve=-
	mspread=-
	if [ "$use_magpie" = 1 ] && [ -n "$plies" ]; then
		# UNSEEN, the eighth column of the turn lines.
		unseen=$(bin/wsreplay "$record" 2>/dev/null |
		    awk -F '\t' -v t="$turn" '$1 == t { print $8 }')
		set -- $(bin/wsreplay --turn "$turn" --cgp "$record" \
		    2>/dev/null)
		cgp="$1 ${2%%/*}/$unseen $3 $4"
		(cd "$tmp/magpie" && limit_cpu && printf 'cgp %s -lex OSPD_ENABLE -leaves %s\n%s\n' \
		    "$cgp" OSPD_ZERO "endgame -eplies ${EG_MAGPIE_PLIES:-$plies} -threads 1 -ttfraction 0.01" |
		    /usr/bin/time -f 'cpu %U' "$magpie/$magpie_bin" set -mode sync \
		    -savesettings false) >"$tmp/m.out" 2>&1
		mcpu=$(awk '$1 == "cpu" { print $2 }' "$tmp/m.out")
		# Its own clock of the solve alone (wall time).
		msolve=$(sed -n 's/^Endgame (depth: [0-9]*, time: \([0-9.]*\)s.*/\1/p' \
		    "$tmp/m.out" | tail -n 1)
		# The line after the header "Play V S ...": the first three
		# numbers in a row are the score, V and S, the final spread.
		mspread=$(awk '
			found {
				for (i = 1; i + 2 <= NF; i++)
					if ($i ~ /^-?[0-9]+$/ &&
					    $(i + 1) ~ /^-?[0-9]+$/ &&
					    $(i + 2) ~ /^-?[0-9]+$/) {
						print $(i + 2)
						exit
					}
			}
			$1 == "Play" { found = 1 }' "$tmp/m.out")
		[ -n "$mspread" ] || mspread=?
		if grep -q 'terminated by signal' "$tmp/m.out"; then
			mcpu=">${EG_CPU:-?}"
			mspread=-
		fi
	fi
	printf '%s:%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$game" "$turn" "$plies" \
	    "$cpu" "$spread" "$mcpu" "$msolve" "$mspread"
done <"$tmp/positions"
