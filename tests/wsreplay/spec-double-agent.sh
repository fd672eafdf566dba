# Double Agent: the same half is lost by the opponent and gained.
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-double-agent.wglog"
