# The end of the bag (issue 30): doug_v_emely turn 23 of the shared
# records, 7 tiles in the bag, the opponent's rack drawn.  Nearly every
# play-out of 2 plies empties the bag and goes on to the game's end, so
# 2 plies rank as 8 do: C9 B(O)UT has the best SIMVALUE at both (before
# the play-outs went on, 2 plies pruned it), and by WIN% both put C9
# B(O)USE first (its play-outs win more games, though by fewer points on
# average: doc/lab/sim.md).  Needs the shared records and the default
# lexicon from ENABLE.
[ -n "$WG_SHARED" ] && [ -r "$WG_SHARED/gcg/doug_v_emely.gcg" ] || exit 77
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsreplay --turn 23 "$WG_SHARED/gcg/doug_v_emely.gcg" 2>/dev/null |
    grep -v '^rack 1' >p.board
for plies in 2 8; do
	wsgen --sim -q --iterations 256 --candidates 5 --seed 1 \
	    --plies $plies p.board >$plies.out
	echo "== $plies plies: MOVE SIMVALUE WIN%, as ranked"
	cut -f 2,7,10 $plies.out
	echo "== $plies plies: the best SIMVALUE"
	sort -t "$(printf '\t')" -k 7,7 -n -r $plies.out | head -1 | cut -f 2
done
