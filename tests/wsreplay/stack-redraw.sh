# See stack-redraw.wglog: scores are checked by hand in its notes.
cp "$CASEDIR/stack-redraw.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon stack-redraw.wglog
