# --endgame --threads: the endgame of endgame.sh (turn 21 of self-play
# game seed 3) searched on 2 threads gives every move (-n 0) the exact
# spread one thread gives it; the three best, whose spreads differ, come
# in the same order with the same lines.  With a budget the answer is
# the deepest iteration's, as on one thread (endgame-budget.sh).  Moves
# of equal spread may come in another order: the lists are sorted.
# The library's threads are tested in tests/unit/test_endgame.c
# (test_threads, test_budget_seconds).
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen --endgame -n 0 "$CASEDIR/endgame.board" | cut -f 2,6,7 | sort >one
wsgen --endgame -n 0 --threads 2 "$CASEDIR/endgame.board" |
    cut -f 2,6,7 | sort >two
cmp one two && echo "the same spreads: $(wc -l <two) moves"
wsgen --endgame -n 3 --pv --threads 2 "$CASEDIR/endgame.board"
wsgen --endgame -n 2 --threads 2 --seconds 0.3 \
    "$CASEDIR/endgame-long.board" 2>err | cut -f 7
sed -e "s|$CASEDIR/||" -e 's/after [0-9]* plies/after N plies/' err
# At least 1.
wsgen --endgame --threads 0 "$CASEDIR/endgame.board" 2>err
echo "exit $?"
head -n 1 err
