# The position before turn 5 (bob to play ATE), as a board and as CGP.
wsreplay --no-lexicon --turn 5 -v "$CASEDIR/handcheck.wgv" "$CASEDIR/game.gcg"
wsreplay --no-lexicon --turn 5 --cgp -v "$CASEDIR/handcheck.wgv" \
    "$CASEDIR/game.gcg"
wsreplay --no-lexicon --turn 99 -v "$CASEDIR/handcheck.wgv" "$CASEDIR/game.gcg"
