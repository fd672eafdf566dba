# A Cover ID left on the rack does not keep a player from going out.
# Scores are checked by hand in the log's notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon "$CASEDIR/end-cover-id.wglog"
