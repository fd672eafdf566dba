# A purchase in another player's turn (lib/record/replay.c, replay_turn_action).
cp "$CASEDIR/stack-market-turn.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon stack-market-turn.wglog
