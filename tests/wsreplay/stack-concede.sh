# See stack-concede.wglog: scores are checked by hand in its notes.
cp "$CASEDIR/stack-concede.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon stack-concede.wglog
