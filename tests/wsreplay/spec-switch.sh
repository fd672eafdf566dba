# Switch: one of ann's tiles for bob's highest; racks checked after it.
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-switch.wglog"
