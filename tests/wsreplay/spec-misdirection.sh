# Misdirection: the premiums left shuffled, the new layout written.
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-misdirection.wglog"
