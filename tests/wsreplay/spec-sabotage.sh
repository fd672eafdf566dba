# Sabotage: half of the opponent's last turn, rounded down, is lost.
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-sabotage.wglog"
