# Spec Op lines that break the rules, each reported; a Spec Op without
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-errors.wglog"
