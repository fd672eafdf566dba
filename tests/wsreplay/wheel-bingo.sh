# A bingo spins the bonus wheel; Sabotage leaves its points alone.
# Scores and WS$ are checked by hand in the log's notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    "$CASEDIR/wheel-bingo.wglog"
