# The time and word-guess limits of a turn, flagged when exceeded.
cp "$CASEDIR/limits-errors.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon limits-errors.wglog
