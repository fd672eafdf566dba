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
EXTRA_DIST += $(WSREPLAY_CASES) tests/wsreplay/handcheck.wgv \
	tests/wsreplay/game.gcg tests/wsreplay/game.wglog \
	$(WSREPLAY_CASES:.sh=.out) $(WSREPLAY_CASES:.sh=.err) \
	$(WSREPLAY_CASES:.sh=.exit)
