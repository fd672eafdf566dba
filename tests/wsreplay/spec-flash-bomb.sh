# Flash Bomb: the premiums left count as plain for the opponents' next
# Scores and WS$ are checked by hand in the log's notes.
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" "$CASEDIR/spec-flash-bomb.wglog"
