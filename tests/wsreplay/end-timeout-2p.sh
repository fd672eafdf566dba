# A turn timeout in a two-player game: the player who timed out loses.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon "$CASEDIR/end-timeout-2p.wglog"
