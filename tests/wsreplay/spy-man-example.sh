# The Wordspionage ending of wglog(5) replays as the page says: ann goes
# out, wins 14 to 8, spins the win wheel, and gains skill points by bob's
# level.
awk -v name=spyend.wglog -f "$WG_TOP_SRCDIR/tests/man/listing.awk" \
    "$WG_TOP_SRCDIR/man/wglog.5" >example.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon example.wglog
