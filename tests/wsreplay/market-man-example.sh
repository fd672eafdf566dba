# The stacking market of wglog(5) (the start of stack-market.wglog)
# replays as the page says: ann's purchases cost 5 and 10, and the S she
# buys onto the board makes SCAT for 12.
awk -v name=market.wglog -f "$WG_TOP_SRCDIR/tests/man/listing.awk" \
    "$WG_TOP_SRCDIR/man/wglog.5" >example.wglog
wsreplay --no-lexicon example.wglog
