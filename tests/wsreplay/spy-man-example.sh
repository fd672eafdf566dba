# The Wordspionage ending of wglog(5) replays as the page says: ann goes
# out, wins 14 to 8, spins the win wheel, and gains skill points by bob's
# level.
awk '/^\.Bd -literal/ { f = 1; b = ""; next }
    /^\.Ed/ { if (f && b ~ /spyend/) printf "%s", b; f = 0; next }
    f { b = b $0 "\n" }' "$CASEDIR/../../man/wglog.5" >example.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon example.wglog
