# Flash Bomb: premiums plain for the opponents' next turn only.
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-flash-bomb.wglog"
