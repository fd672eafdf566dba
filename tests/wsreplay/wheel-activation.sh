# A black tile spins the Spec Ops wheel; the Spec Op won is then used.
# Scores and WS$ are checked by hand in the log's notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    "$CASEDIR/wheel-activation.wglog"
