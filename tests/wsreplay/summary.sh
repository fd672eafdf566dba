# Two records in one input: the second is named by its first line.
cat "$CASEDIR/game.gcg" "$CASEDIR/game.gcg" >two.gcg
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" two.gcg
