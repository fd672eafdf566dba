# --analyze and its options: what they do not go with is a usage error
# (exit 2); a game analysis does not play (the stacking game) is refused
# with a message, and the other records are still analysed.
cp "$CASEDIR/analyze.gcg" .
wsreplay --analyze --turn 2 analyze.gcg; echo "exit $?"
wsreplay --analyze --no-lexicon analyze.gcg; echo "exit $?"
wsreplay --sim analyze.gcg; echo "exit $?"
wsreplay --leaves x analyze.gcg; echo "exit $?"
wsreplay --endgame-nodes 5 analyze.gcg; echo "exit $?"
wsreplay --analyze --endgame-nodes -1 analyze.gcg; echo "exit $?"
wsreplay --analyze --endgame-nodes 1000000001 analyze.gcg; echo "exit $?"
wsreplay --analyze --iterations 5 analyze.gcg; echo "exit $?"
wsreplay --analyze --leaves nosuch analyze.gcg; echo "exit $?"
wsreplay --analyze -l nosuch.wgl analyze.gcg 2>&1 |
    sed 's/ and [^ ]*)$/ and DATADIR)/'
wsgen -v stack --selfplay 1 --seed 1 --log >stack.wglog
wsreplay --analyze stack.wglog; echo "exit $?"
wsreplay --analyze stack.wglog analyze.gcg | grep -c '^total'
