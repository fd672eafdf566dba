# --endgame --seconds: the solve of this 7-tile against 7-tile endgame
# (the one of endgame-stop.sh) takes minutes; with a budget of half a
# second wsgen prints the moves as the deepest iteration completed ranks
# them, every one an estimate (the JSON field "exact" false), says so on
# standard error and exits 0.  Which iteration it is depends on the
# machine, so the plies are not compared; the library's budget is tested
# exactly in tests/unit/test_endgame.c (test_budget).
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen --endgame -n 3 --seconds 0.5 "$CASEDIR/endgame-long.board" >out 2>err
echo "exit $?"
n=$(wc -l <out)
[ "$n" -ge 1 ] && [ "$n" -le 3 ] && echo "moves listed"
cut -f 7 out | sort -u
sed -e "s|$CASEDIR/||" -e 's/after [0-9]* plies/after N plies/' err
wsgen --endgame -n 1 --json --seconds 0.5 "$CASEDIR/endgame-long.board" \
    2>/dev/null | grep -o '"exact": [a-z]*'
# Not a number of seconds.
wsgen --endgame --seconds 0 "$CASEDIR/endgame-long.board" 2>err
echo "exit $?"
head -n 1 err
