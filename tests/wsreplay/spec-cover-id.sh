# Cover ID: free, two a game; a blank from the bag onto the rack.
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-cover-id.wglog"
