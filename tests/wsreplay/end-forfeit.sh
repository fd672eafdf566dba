# Forfeit at any time: with two players the game ends, with three the
# others go on.  Scores are checked by hand in the logs' notes.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    "$CASEDIR/end-forfeit.wglog"
