## wsreplay: golden cases; the real records of $(SHARED_DIR)/gcg are read
## where they are.
WSREPLAY_CASES = \
	tests/wsreplay/analyze.sh \
	tests/wsreplay/analyze-errors.sh \
	tests/wsreplay/analyze-flags.sh \
	tests/wsreplay/analyze-sim.sh \
	tests/wsreplay/analyze-infer.sh \
	tests/wsreplay/turn-infer.sh \
	tests/wsreplay/analyze-endgame.sh \
	tests/wsreplay/analyze-seconds.sh \
	tests/wsreplay/analyze-peg-sim.sh \
	tests/wsreplay/analyze-html.sh \
	tests/wsreplay/analyze-html-browser.sh \
	tests/wsreplay/analyze-win.sh \
	tests/wsreplay/bad-end.sh \
	tests/wsreplay/bad-log.sh \
	tests/wsreplay/big-bag.sh \
	tests/wsreplay/draws-man-example.sh \
	tests/wsreplay/end-cover-id.sh \
	tests/wsreplay/end-errors.sh \
	tests/wsreplay/end-forfeit.sh \
	tests/wsreplay/end-out.sh \
	tests/wsreplay/end-passes.sh \
	tests/wsreplay/end-timeout-2p.sh \
	tests/wsreplay/empty-input.sh \
	tests/wsreplay/end-timeout-3p.sh \
	tests/wsreplay/every-line.sh \
	tests/wsreplay/garbage.sh \
	tests/wsreplay/gcg-errors.sh \
	tests/wsreplay/gcg-problems.sh \
	tests/wsreplay/illegal.sh \
	tests/wsreplay/tile-counts.sh \
	tests/wsreplay/json.sh \
	tests/wsreplay/json-problems.sh \
	tests/wsreplay/level.sh \
	tests/wsreplay/limits-errors.sh \
	tests/wsreplay/log.sh \
	tests/wsreplay/log-errors.sh \
	tests/wsreplay/market-man-example.sh \
	tests/wsreplay/missing.sh \
	tests/wsreplay/multi-record.sh \
	tests/wsreplay/named-twice.sh \
	tests/wsreplay/resource-limits.sh \
	tests/wsreplay/not-on-rack.sh \
	tests/wsreplay/rack-warning.sh \
	tests/wsreplay/record-lexicon.sh \
	tests/wsreplay/roundtrip.sh \
	tests/wsreplay/selfplay.sh \
	tests/wsreplay/settings-errors.sh \
	tests/wsreplay/shared.sh \
	tests/wsreplay/spec-convert.sh \
	tests/wsreplay/spec-cover-id.sh \
	tests/wsreplay/spec-double-agent.sh \
	tests/wsreplay/spec-errors.sh \
	tests/wsreplay/spec-turn.sh \
	tests/wsreplay/spec-flash-bomb.sh \
	tests/wsreplay/spec-man-example.sh \
	tests/wsreplay/spec-misdirection-errors.sh \
	tests/wsreplay/spec-misdirection.sh \
	tests/wsreplay/spec-sabotage.sh \
	tests/wsreplay/spec-surveillance.sh \
	tests/wsreplay/spec-switch.sh \
	tests/wsreplay/spy-man-example.sh \
	tests/wsreplay/spy-convert.sh \
	tests/wsreplay/spy-json.sh \
	tests/wsreplay/spy-missions.sh \
	tests/wsreplay/spy-tray.sh \
	tests/wsreplay/turn-end-racks.sh \
	tests/wsreplay/xwords.sh \
	tests/wsreplay/spy-cover-ids.sh \
	tests/wsreplay/stack.sh \
	tests/wsreplay/stack-concede.sh \
	tests/wsreplay/stack-convert.sh \
	tests/wsreplay/stack-end.sh \
	tests/wsreplay/stack-length.sh \
	tests/wsreplay/stack-long-turn.sh \
	tests/wsreplay/stack-market.sh \
	tests/wsreplay/stack-market-errors.sh \
	tests/wsreplay/stack-market-turn.sh \
	tests/wsreplay/stack-rainbow-errors.sh \
	tests/wsreplay/stack-redraw.sh \
	tests/wsreplay/stack-redraw-errors.sh \
	tests/wsreplay/stack-wild-rainbow.sh \
	tests/wsreplay/stall.sh \
	tests/wsreplay/summary.sh \
	tests/wsreplay/truncated.sh \
	tests/wsreplay/turn.sh \
	tests/wsreplay/turn-lexicon.sh \
	tests/wsreplay/turn-racks.sh \
	tests/wsreplay/usage.sh \
	tests/wsreplay/wheel-activation.sh \
	tests/wsreplay/wheel-bingo.sh \
	tests/wsreplay/wheel-errors.sh \
	tests/wsreplay/wheel-mission.sh \
	tests/wsreplay/wrong-score.sh \
	tests/wsreplay/wrong-total.sh
TESTS += $(WSREPLAY_CASES)
EXTRA_DIST += tests/wsreplay/analyze.gcg \
	tests/wsreplay/analyze-infer.gcg tests/wsreplay/game.gcg \
	tests/wsreplay/game.wglog tests/wsreplay/handcheck.wgv \
	tests/wsreplay/spec-cover-id.wglog \
	tests/wsreplay/spec-double-agent.wglog \
	tests/wsreplay/spec-errors.wglog tests/wsreplay/spec-turn.wglog \
	tests/wsreplay/spec-flash-bomb.wglog \
	tests/wsreplay/spec-misdirection.wglog \
	tests/wsreplay/spec-sabotage.wglog \
	tests/wsreplay/spec-surveillance.wglog \
	tests/wsreplay/spec-switch.wglog tests/wsreplay/spyops.wgv \
	tests/wsreplay/stack-concede.wglog \
	tests/wsreplay/stack-end-full.wglog \
	tests/wsreplay/stack-end-passes.wglog \
	tests/wsreplay/stack-end-pool.wglog \
	tests/wsreplay/stack-long.wglog \
	tests/wsreplay/stack-market.wglog \
	tests/wsreplay/stack-market-errors.wglog \
	tests/wsreplay/stack-market-turn.wglog \
	tests/wsreplay/stack-rainbow-errors.wglog \
	tests/wsreplay/stack-redraw.wglog \
	tests/wsreplay/stack-redraw-errors.wglog \
	tests/wsreplay/stackend.wgv tests/wsreplay/end-cover-id.wglog \
	tests/wsreplay/end-errors.wglog tests/wsreplay/end-forfeit.wglog \
	tests/wsreplay/end-out.wglog tests/wsreplay/end-passes.wglog \
	tests/wsreplay/end-timeout-2p.wglog \
	tests/wsreplay/end-timeout-3p.wglog \
	tests/wsreplay/limits-errors.wglog \
	tests/wsreplay/wheel-activation.wglog \
	tests/wsreplay/wheel-bingo.wglog \
	tests/wsreplay/wheel-errors.wglog \
	tests/wsreplay/wheel-mission.wglog tests/wsreplay/spyend.wgv

## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSREPLAY_CASES = \
	tests/wsreplay/fields.sh
TESTS += $(ISSUE15_WSREPLAY_CASES)

## wsreplay --html: the viewer page, its pictures, and the page in a
## browser (skipped without chromium).
WSREPLAY_HTML_CASES = \
	tests/wsreplay/html.sh \
	tests/wsreplay/html-browser.sh \
	tests/wsreplay/html-errors.sh \
	tests/wsreplay/html-svg-valid.sh
TESTS += $(WSREPLAY_HTML_CASES)
EXTRA_DIST += tests/wsreplay/html-short.gcg tests/wsreplay/pegfull.gcg
# Conversions that read back, with --summary's exit status; messages of
# numbers out of range and draws too long (issue 16).
TESTS += tests/wsreplay/convert-status.sh tests/wsreplay/record-messages.sh
# Each game's end rules as its document says, and GCG as other tools
# write it (issue 14: records).
RECORDS_CASES = \
	tests/wsreplay/end-classic-passes.sh \
	tests/wsreplay/end-lines.sh \
	tests/wsreplay/exchange-bag.sh \
	tests/wsreplay/gcg-challenge.sh \
	tests/wsreplay/gcg-encoding.sh \
	tests/wsreplay/gcg-exchange-count.sh \
	tests/wsreplay/gcg-partial-rack.sh \
	tests/wsreplay/gcg-pass-after-out.sh \
	tests/wsreplay/gcg-rack-fields.sh \
	tests/wsreplay/gcg-same-nickname.sh \
	tests/wsreplay/gcg-undeclared-player.sh \
	tests/wsreplay/gcg-withdrawals.sh \
	tests/wsreplay/selfplay-variants.sh \
	tests/wsreplay/turn-end.sh \
	tests/wsreplay/turn-records.sh
TESTS += $(RECORDS_CASES)
EXTRA_DIST += tests/wsreplay/handcheck-out.gcg \
	tests/wsreplay/handcheck-stall.gcg
TESTS += tests/wsreplay/html-stack-ids.sh
TESTS += tests/wsreplay/escape-text.sh
## Issue 34, item 6: options that mislead.
TESTS += tests/wsreplay/level-json.sh
## Issue 34, item 5: the viewer page bounded by the 'memory' limit.
TESTS += tests/wsreplay/html-limit.sh
