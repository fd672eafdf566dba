# See stack-redraw-errors.wglog: scores are checked by hand in its notes.
cp "$CASEDIR/stack-redraw-errors.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon stack-redraw-errors.wglog
