# See stack-market.wglog: scores are checked by hand in its notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    "$CASEDIR/stack-market.wglog"
