# See stack-market-errors.wglog: scores are checked by hand in its notes.
cp "$CASEDIR/stack-market-errors.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon stack-market-errors.wglog
