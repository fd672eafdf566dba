# A turn timeout with three players: the player leaves, the others go on.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon "$CASEDIR/end-timeout-3p.wglog"
