## wsreplay: golden cases; the real records of $(SHARED_DIR)/gcg are read
## where they are.
WSREPLAY_CASES = \
	tests/wsreplay/bad-end.sh \
	tests/wsreplay/bad-log.sh \
	tests/wsreplay/every-line.sh \
	tests/wsreplay/garbage.sh \
	tests/wsreplay/illegal.sh \
	tests/wsreplay/json.sh \
	tests/wsreplay/log.sh \
	tests/wsreplay/missing.sh \
	tests/wsreplay/named-twice.sh \
	tests/wsreplay/not-on-rack.sh \
	tests/wsreplay/roundtrip.sh \
	tests/wsreplay/selfplay.sh \
	tests/wsreplay/shared.sh \
	tests/wsreplay/stall.sh \
	tests/wsreplay/summary.sh \
	tests/wsreplay/truncated.sh \
	tests/wsreplay/turn.sh \
	tests/wsreplay/usage.sh \
	tests/wsreplay/wrong-score.sh \
	tests/wsreplay/wrong-total.sh
TESTS += $(WSREPLAY_CASES)
EXTRA_DIST += $(WSREPLAY_CASES) \
	tests/wsreplay/game.gcg \
	tests/wsreplay/game.wglog \
	tests/wsreplay/handcheck.wgv \
	tests/wsreplay/bad-end.err \
	tests/wsreplay/bad-end.exit \
	tests/wsreplay/bad-end.out \
	tests/wsreplay/bad-log.err \
	tests/wsreplay/bad-log.exit \
	tests/wsreplay/every-line.out \
	tests/wsreplay/garbage.err \
	tests/wsreplay/garbage.exit \
	tests/wsreplay/illegal.err \
	tests/wsreplay/illegal.exit \
	tests/wsreplay/illegal.out \
	tests/wsreplay/json.out \
	tests/wsreplay/log.out \
	tests/wsreplay/missing.err \
	tests/wsreplay/named-twice.err \
	tests/wsreplay/named-twice.exit \
	tests/wsreplay/missing.out \
	tests/wsreplay/not-on-rack.err \
	tests/wsreplay/not-on-rack.exit \
	tests/wsreplay/not-on-rack.out \
	tests/wsreplay/roundtrip.out \
	tests/wsreplay/selfplay.out \
	tests/wsreplay/shared.out \
	tests/wsreplay/stall.out \
	tests/wsreplay/summary.out \
	tests/wsreplay/truncated.err \
	tests/wsreplay/truncated.exit \
	tests/wsreplay/turn.err \
	tests/wsreplay/turn.exit \
	tests/wsreplay/turn.out \
	tests/wsreplay/usage.err \
	tests/wsreplay/usage.exit \
	tests/wsreplay/wrong-score.err \
	tests/wsreplay/wrong-score.exit \
	tests/wsreplay/wrong-score.out \
	tests/wsreplay/wrong-total.err \
	tests/wsreplay/wrong-total.exit \
	tests/wsreplay/wrong-total.out
