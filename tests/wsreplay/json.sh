cp "$CASEDIR/game.gcg" .
wsreplay --no-lexicon --json -v "$CASEDIR/mini.wgv" game.gcg
