# The game of wglog(5) on a small board, with its draws (the game of
# game.wglog less its notes), replays as written: every score, total and
# draw adds up and ann goes out, 16 to 6.
awk -v name=draws.wglog -f "$WG_TOP_SRCDIR/tests/man/listing.awk" \
    "$WG_TOP_SRCDIR/man/wglog.5" >example.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon example.wglog
