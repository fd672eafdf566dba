# Out of tiles with the bag empty: bob loses his rack's value, ann gains
# it, wins, spins the win wheel, and gains skill points by bob's level.
# Scores and WS$ are checked by hand in the log's notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon "$CASEDIR/end-out.wglog"
