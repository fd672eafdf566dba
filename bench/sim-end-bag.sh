#!/bin/sh
# sim-end-bag.sh: the end of the bag in simulation (issue 30).
# doug_v_emely turn 23: 7 tiles in the bag, the opponent's rack drawn (its
# line taken out of the position, as MAGPIE draws it), 10 candidates,
# 1000 iterations, seed 1, at 2 plies and at 8: the three best by SIMVALUE
# and the three best as ranked (WIN%, then SIMVALUE).  With the play-outs
# going on to the end once the bag is empty, C9 B(O)UT has the best
# SIMVALUE at 2 plies as at 8 (before, 2 plies pruned it).
# By WIN% it ranks C9 B(O)USE first (doc/lab/sim.md says why).
# With MAGPIE_DIR (a release build, bin/magpie or src/bin/magpie, and its
# OSPD_ENABLE from bench/magpie-setup.sh), MAGPIE's sim of the same
# position too, 2 plies, 10 plays, one thread, seed 1, with our classic
# leave values (KLV2 by wsgen) and our classic win table
# (bench/win_magpie), in a data folder of its own made here (links to
# MAGPIE_DIR/data, which is not written): at 1000 iterations (some 500
# a play, where its win percentages of B(O)UT and B(O)USE are within a
# standard error of each other) and at 20000 (several thousand a play,
# a time limit of 600 s), where they are not.
# Run from the build folder.  Usage: sim-end-bag.sh GCG_DIR [MAGPIE_DIR]
set -eu
[ $# -eq 1 ] || [ $# -eq 2 ] ||
    { echo "usage: sim-end-bag.sh GCG_DIR [MAGPIE_DIR]" >&2; exit 2; }
export WORDGAME_PATH=share
bin/wsreplay --turn 23 "$1/doug_v_emely.gcg" 2>/dev/null |
    grep -v '^rack 1' >sim-end-bag.board || true
for plies in 2 8; do
	bin/wsgen --sim -q --iterations 1000 --seed 1 --plies $plies \
	    sim-end-bag.board >sim-end-bag.out
	echo "== $plies plies: the best by SIMVALUE"
	sort -t "$(printf '\t')" -k 7,7 -n -r sim-end-bag.out | head -3
	echo "== $plies plies: as ranked (WIN%, then SIMVALUE)"
	head -3 sim-end-bag.out
done
rm -f sim-end-bag.board sim-end-bag.out
[ $# -eq 2 ] && [ -n "$2" ] || exit 0
magpie_dir=$(cd "$2" && pwd)
magpie=$magpie_dir/bin/magpie
[ -x "$magpie" ] || magpie=$magpie_dir/src/bin/magpie
[ -x "$magpie" ] && [ -f "$magpie_dir/data/lexica/OSPD_ENABLE.kwg" ] ||
    { echo "sim-end-bag.sh: $2: no MAGPIE ready: skipped" >&2; exit 0; }
[ -x bench/win_magpie ] ||
    { echo "sim-end-bag.sh: make bench/win_magpie first" >&2; exit 2; }
srcdir=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sim-end-bag.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/data/lexica" "$tmp/data/strategy"
for d in "$magpie_dir"/data/*; do
	case $(basename "$d") in lexica|strategy) ;;
	*) ln -s "$d" "$tmp/data/" ;; esac
done
for f in "$magpie_dir"/data/lexica/*; do
	ln -s "$f" "$tmp/data/lexica/"
done
bin/wsgen --leaves "$srcdir/share/leaves/classic.wglv" \
    --write-leaves "$tmp/data/lexica/OSPD_WGCLASSIC.klv2"
bench/win_magpie "$srcdir/share/win/classic.wgwin" \
    >"$tmp/data/strategy/winpct.csv"
# The position as CGP, the opponent's rack left out (drawn).
cgp=$(bin/wsreplay --turn 23 --cgp "$1/doug_v_emely.gcg" 2>/dev/null ||
    true)
set -- $cgp
cgp="$1 ${2%%/*}/ $3 $4"
for it in 1000 20000; do
	echo "== MAGPIE, 2 plies, $it iterations: its sim's best plays"
	gsim="gsim -plies 2 -numplays 10 -iterations $it -threads 1 -seed 1"
	(cd "$tmp" &&
	    printf 'cgp %s -lex OSPD_ENABLE -leaves OSPD_WGCLASSIC\n%s\n' \
	    "$cgp" "$gsim -tlim 600" |
	    "$magpie" set -mode sync -savesettings false) 2>&1 |
	    grep -o '[0-9]*: .*' | head -4
done
