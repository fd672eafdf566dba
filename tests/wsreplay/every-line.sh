# Every kind of GCG line on a small board; totals checked by hand in the
# record's notes: ann 16, bob 6 after the rack points and a time penalty.
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" "$CASEDIR/game.gcg"
