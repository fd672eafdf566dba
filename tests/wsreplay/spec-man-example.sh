# The Spec Op example of wglog(5) replays as the page says: ann gains 4 of
# bob's 9 points for WS$250, bob keeps his WS$900.
awk '/^\.Bd -literal/ { f = 1; b = ""; next }
    /^\.Ed/ { if (f && b ~ /spyops/) printf "%s", b; f = 0; next }
    f { b = b $0 "\n" }' "$CASEDIR/../../man/wglog.5" >example.wglog
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" example.wglog
