# See stack-market.wglog: scores are checked by hand in its notes.
cp "$CASEDIR/stack-market.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon stack-market.wglog
