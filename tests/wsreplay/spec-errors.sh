# Spec Op lines that break the rules, each reported; a Spec Op without
# enough WS$ or beyond the game's count is not applied.
# Scores and WS$ are checked by hand in the log's notes.
cp "$CASEDIR/spec-errors.wglog" .
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" spec-errors.wglog
