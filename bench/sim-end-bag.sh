#!/bin/sh
# sim-end-bag.sh: the end of the bag in simulation (issue 30).
# doug_v_emely turn 23: 7 tiles in the bag, the opponent's rack drawn (its
# line taken out of the position, as MAGPIE draws it), 10 candidates,
# 1000 iterations, seed 1, at 2 plies and at 8: the three best by SIMVALUE
# and the three best as ranked (WIN%, then SIMVALUE).  With the play-outs
# going on to the end once the bag is empty, C9 B(O)UT has the best
# SIMVALUE at 2 plies as at 8 (before, 2 plies pruned it).
# Run from the build folder.  Usage: sim-end-bag.sh GCG_DIR
set -eu
[ $# -eq 1 ] || { echo "usage: sim-end-bag.sh GCG_DIR" >&2; exit 2; }
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
