# See stack-redraw-errors.wglog: scores are checked by hand in its notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    "$CASEDIR/stack-redraw-errors.wglog"
