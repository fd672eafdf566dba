# A mission word, here made across by a play down, spins the bonus wheel.
# Scores and WS$ are checked by hand in the log's notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    "$CASEDIR/wheel-mission.wglog"
