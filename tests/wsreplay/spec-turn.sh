# A Spec Op in another player's turn (lib/record/replay.c, replay_turn_action).
cp "$CASEDIR/spec-turn.wglog" .
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" spec-turn.wglog
