# See stack-rainbow-errors.wglog: scores are checked by hand in its notes.
cp "$CASEDIR/stack-rainbow-errors.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon stack-rainbow-errors.wglog
