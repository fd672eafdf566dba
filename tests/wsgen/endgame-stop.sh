# --endgame stopped by SIGINT or SIGTERM: the solve of this 7-tile
# against 7-tile endgame (turn 19 of self-play game seed 3) takes
# minutes; stopped after a few seconds, wsgen prints the moves as the
# deepest iteration completed ranks them, every one an estimate, says
# so on standard error and dies of the signal.  A signal that comes
# before the first iteration is done (while the lexicon loads) stops the
# solve after it, so the answer always has moves; which iteration it is
# depends on the machine, so the plies are not compared.  The library's
# stop is tested exactly in tests/unit/test_endgame.c (test_stop).
# Needs the default lexicon from ENABLE and timeout(1).
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
command -v timeout >/dev/null || { echo "no timeout(1)" >&2; exit 77; }
wait=$((2 * ${WG_TEST_SCALE:-1}))
for sig in INT TERM; do
	timeout --preserve-status -s $sig $wait wsgen --endgame -n 3 \
	    "$CASEDIR/endgame-long.board" >out 2>err
	echo "exit $?"
	n=$(wc -l <out)
	[ "$n" -ge 1 ] && [ "$n" -le 3 ] && echo "moves listed"
	cut -f 7 out | sort -u
	sed -e "s|$CASEDIR/||" -e 's/after [0-9]* plies/after N plies/' err
done
