# The Spec Op example of wglog(5) replays as the page says: ann gains 4 of
# bob's 9 points for WS$250, bob keeps his WS$900.
awk -v name=spyops.wglog -f "$WG_TOP_SRCDIR/tests/man/listing.awk" \
    "$WG_TOP_SRCDIR/man/wglog.5" >example.wglog
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" example.wglog
