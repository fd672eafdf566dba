# A file that is not there, then a good one: both are reported.
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" nosuch.gcg \
    "$CASEDIR/game.gcg" | sed 's|.*/||'
