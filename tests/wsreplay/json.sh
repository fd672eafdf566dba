cp "$CASEDIR/game.gcg" .
wsreplay --no-lexicon --json -v "$CASEDIR/handcheck.wgv" game.gcg
