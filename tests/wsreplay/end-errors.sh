# Timeouts and forfeits that break the rules.
cp "$CASEDIR/end-errors.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon end-errors.wglog
