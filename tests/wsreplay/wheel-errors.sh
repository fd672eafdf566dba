# A wheel spun without its trigger is a problem in the record.
cp "$CASEDIR/wheel-errors.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon wheel-errors.wglog
