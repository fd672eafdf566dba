# Consecutive passes or swaps: 4, 6 and 8 for 2, 3 and 4 players.  The
# logs name their variants, found in the case's folder.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    "$CASEDIR/end-passes.wglog"
