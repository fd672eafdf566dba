# Surveillance: WS$75, two a game, no effect on the position.
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-surveillance.wglog"
