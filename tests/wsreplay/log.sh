# The same game as a native log with its draws replays to the same turns.
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" "$CASEDIR/game.wglog" >log.out
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" "$CASEDIR/game.gcg" >gcg.out
diff gcg.out log.out && echo same
