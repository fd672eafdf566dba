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
EXTRA_DIST += $(WSREPLAY_CASES) \
	tests/wsreplay/analyze.gcg \
	tests/wsreplay/analyze.out \
	tests/wsreplay/analyze-errors.err \
	tests/wsreplay/analyze-errors.out \
	tests/wsreplay/analyze-sim.out \
	tests/wsreplay/analyze-html.out tests/wsreplay/analyze-html.err \
	tests/wsreplay/analyze-html-browser.out tests/wsreplay/analyze-win.out \
	tests/wsreplay/analyze-infer.gcg \
	tests/wsreplay/analyze-infer.out \
	tests/wsreplay/turn-infer.out \
	tests/wsreplay/turn-infer.err \
	tests/wsreplay/analyze-endgame.out \
	tests/wsreplay/game.gcg \
	tests/wsreplay/game.wglog \
	tests/wsreplay/handcheck.wgv \
	tests/wsreplay/spec-cover-id.wglog \
	tests/wsreplay/spec-double-agent.wglog \
	tests/wsreplay/spec-errors.wglog \
	tests/wsreplay/spec-turn.wglog \
	tests/wsreplay/spec-flash-bomb.wglog \
	tests/wsreplay/spec-misdirection.wglog \
	tests/wsreplay/spec-sabotage.wglog \
	tests/wsreplay/spec-surveillance.wglog \
	tests/wsreplay/spec-switch.wglog \
	tests/wsreplay/spyops.wgv \
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
	tests/wsreplay/stackend.wgv \
	tests/wsreplay/stack-concede.out \
	tests/wsreplay/stack-convert.out \
	tests/wsreplay/stack-end.err \
	tests/wsreplay/stack-end.exit \
	tests/wsreplay/stack-end.out \
	tests/wsreplay/stack-length.err \
	tests/wsreplay/stack-length.exit \
	tests/wsreplay/stack-length.out \
	tests/wsreplay/stack-long-turn.err \
	tests/wsreplay/stack-long-turn.out \
	tests/wsreplay/stack-market-errors.err \
	tests/wsreplay/stack-market-errors.exit \
	tests/wsreplay/stack-market-errors.out \
	tests/wsreplay/stack-market-turn.err \
	tests/wsreplay/stack-market-turn.exit \
	tests/wsreplay/stack-market-turn.out \
	tests/wsreplay/stack-market.out \
	tests/wsreplay/stack-rainbow-errors.err \
	tests/wsreplay/stack-rainbow-errors.exit \
	tests/wsreplay/stack-rainbow-errors.out \
	tests/wsreplay/stack-redraw-errors.err \
	tests/wsreplay/stack-redraw-errors.exit \
	tests/wsreplay/stack-redraw-errors.out \
	tests/wsreplay/stack-redraw.out \
	tests/wsreplay/stack-wild-rainbow.err \
	tests/wsreplay/stack-wild-rainbow.exit \
	tests/wsreplay/stack-wild-rainbow.out \
	tests/wsreplay/bad-end.err \
	tests/wsreplay/bad-end.exit \
	tests/wsreplay/bad-end.out \
	tests/wsreplay/big-bag.out \
	tests/wsreplay/resource-limits.out \
	tests/wsreplay/resource-limits.err \
	tests/wsreplay/bad-log.err \
	tests/wsreplay/bad-log.exit \
	tests/wsreplay/every-line.out \
	tests/wsreplay/garbage.err \
	tests/wsreplay/garbage.exit \
	tests/wsreplay/gcg-errors.err \
	tests/wsreplay/gcg-errors.exit \
	tests/wsreplay/gcg-problems.err \
	tests/wsreplay/gcg-problems.exit \
	tests/wsreplay/gcg-problems.out \
	tests/wsreplay/illegal.err \
	tests/wsreplay/illegal.exit \
	tests/wsreplay/illegal.out \
	tests/wsreplay/json.out \
	tests/wsreplay/json-problems.err \
	tests/wsreplay/json-problems.exit \
	tests/wsreplay/json-problems.out \
	tests/wsreplay/log.out \
	tests/wsreplay/log-errors.err \
	tests/wsreplay/log-errors.exit \
	tests/wsreplay/missing.err \
	tests/wsreplay/named-twice.err \
	tests/wsreplay/named-twice.exit \
	tests/wsreplay/named-twice.out \
	tests/wsreplay/missing.out \
	tests/wsreplay/not-on-rack.err \
	tests/wsreplay/not-on-rack.exit \
	tests/wsreplay/not-on-rack.out \
	tests/wsreplay/rack-warning.err \
	tests/wsreplay/rack-warning.out \
	tests/wsreplay/roundtrip.out \
	tests/wsreplay/selfplay.out \
	tests/wsreplay/shared.out \
	tests/wsreplay/spec-convert.err \
	tests/wsreplay/spec-convert.exit \
	tests/wsreplay/spec-convert.out \
	tests/wsreplay/spec-cover-id.out \
	tests/wsreplay/spec-double-agent.out \
	tests/wsreplay/spec-errors.err \
	tests/wsreplay/spec-errors.exit \
	tests/wsreplay/spec-errors.out \
	tests/wsreplay/spec-turn.err \
	tests/wsreplay/spec-turn.exit \
	tests/wsreplay/spec-turn.out \
	tests/wsreplay/spec-flash-bomb.out \
	tests/wsreplay/spec-man-example.out \
	tests/wsreplay/spec-misdirection.out \
	tests/wsreplay/spec-sabotage.out \
	tests/wsreplay/spec-surveillance.out \
	tests/wsreplay/spec-switch.out \
	tests/wsreplay/spec-misdirection-errors.err \
	tests/wsreplay/spec-misdirection-errors.exit \
	tests/wsreplay/spec-misdirection-errors.out \
	tests/wsreplay/stack.err \
	tests/wsreplay/stack.out \
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
	tests/wsreplay/wrong-total.out \
	tests/wsreplay/end-cover-id.wglog \
	tests/wsreplay/end-errors.wglog \
	tests/wsreplay/end-forfeit.wglog \
	tests/wsreplay/end-out.wglog \
	tests/wsreplay/end-passes.wglog \
	tests/wsreplay/end-timeout-2p.wglog \
	tests/wsreplay/end-timeout-3p.wglog \
	tests/wsreplay/limits-errors.wglog \
	tests/wsreplay/wheel-activation.wglog \
	tests/wsreplay/wheel-bingo.wglog \
	tests/wsreplay/wheel-errors.wglog \
	tests/wsreplay/wheel-mission.wglog \
	tests/wsreplay/spyend.wgv \
	tests/wsreplay/end-cover-id.out \
	tests/wsreplay/end-errors.out \
	tests/wsreplay/end-errors.err \
	tests/wsreplay/end-errors.exit \
	tests/wsreplay/end-forfeit.out \
	tests/wsreplay/end-out.out \
	tests/wsreplay/end-passes.out \
	tests/wsreplay/end-timeout-2p.out \
	tests/wsreplay/end-timeout-3p.out \
	tests/wsreplay/level.out \
	tests/wsreplay/level.err \
	tests/wsreplay/level.exit \
	tests/wsreplay/limits-errors.out \
	tests/wsreplay/limits-errors.err \
	tests/wsreplay/limits-errors.exit \
	tests/wsreplay/settings-errors.err \
	tests/wsreplay/settings-errors.exit \
	tests/wsreplay/spy-convert.out \
	tests/wsreplay/spy-json.out \
	tests/wsreplay/spy-missions.err \
	tests/wsreplay/spy-missions.out \
	tests/wsreplay/spy-tray.err \
	tests/wsreplay/spy-tray.exit \
	tests/wsreplay/spy-tray.out \
	tests/wsreplay/turn-end-racks.out \
	tests/wsreplay/xwords.out \
	tests/wsreplay/xwords.err \
	tests/wsreplay/spy-cover-ids.err \
	tests/wsreplay/spy-cover-ids.exit \
	tests/wsreplay/spy-cover-ids.out \
	tests/wsreplay/wheel-activation.out \
	tests/wsreplay/wheel-bingo.out \
	tests/wsreplay/wheel-errors.out \
	tests/wsreplay/wheel-errors.err \
	tests/wsreplay/wheel-errors.exit \
	tests/wsreplay/wheel-mission.out \
	tests/wsreplay/spy-man-example.out \
	tests/wsreplay/draws-man-example.out \
	tests/wsreplay/market-man-example.out \
	tests/wsreplay/empty-input.err \
	tests/wsreplay/empty-input.exit \
	tests/wsreplay/empty-input.out \
	tests/wsreplay/multi-record.err \
	tests/wsreplay/multi-record.out

## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSREPLAY_CASES = \
	tests/wsreplay/fields.sh
TESTS += $(ISSUE15_WSREPLAY_CASES)
EXTRA_DIST += \
	tests/wsreplay/fields.sh \
	tests/wsreplay/fields.out \
	tests/wsreplay/fields.err

## wsreplay --html: the viewer page, its pictures, and the page in a
## browser (skipped without chromium).
WSREPLAY_HTML_CASES = \
	tests/wsreplay/html.sh \
	tests/wsreplay/html-browser.sh \
	tests/wsreplay/html-errors.sh \
	tests/wsreplay/html-svg-valid.sh
TESTS += $(WSREPLAY_HTML_CASES)
EXTRA_DIST += $(WSREPLAY_HTML_CASES) tests/wsreplay/html-short.gcg \
	tests/wsreplay/html.out tests/wsreplay/html.err \
	tests/wsreplay/html.exit tests/wsreplay/html-browser.out \
	tests/wsreplay/html-errors.out tests/wsreplay/html-errors.err \
	tests/wsreplay/html-svg-valid.out
# Conversions that read back, with --summary's exit status; messages of
# numbers out of range and draws too long (issue 16).
TESTS += tests/wsreplay/convert-status.sh tests/wsreplay/record-messages.sh
EXTRA_DIST += tests/wsreplay/convert-status.sh \
	tests/wsreplay/convert-status.out tests/wsreplay/convert-status.err \
	tests/wsreplay/record-messages.sh tests/wsreplay/record-messages.out \
	tests/wsreplay/record-messages.err tests/wsreplay/stack-convert.err \
	tests/wsreplay/stack-convert.exit
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
EXTRA_DIST += $(RECORDS_CASES) tests/wsreplay/handcheck-out.gcg \
	tests/wsreplay/handcheck-stall.gcg
EXTRA_DIST += \
	tests/wsreplay/end-classic-passes.out \
	tests/wsreplay/end-lines.err \
	tests/wsreplay/end-lines.out \
	tests/wsreplay/exchange-bag.err \
	tests/wsreplay/exchange-bag.out \
	tests/wsreplay/gcg-challenge.err \
	tests/wsreplay/gcg-challenge.out \
	tests/wsreplay/gcg-encoding.err \
	tests/wsreplay/gcg-encoding.out \
	tests/wsreplay/gcg-exchange-count.out \
	tests/wsreplay/gcg-partial-rack.out \
	tests/wsreplay/gcg-pass-after-out.err \
	tests/wsreplay/gcg-pass-after-out.out \
	tests/wsreplay/gcg-rack-fields.err \
	tests/wsreplay/gcg-rack-fields.out \
	tests/wsreplay/gcg-same-nickname.out \
	tests/wsreplay/gcg-undeclared-player.err \
	tests/wsreplay/gcg-undeclared-player.out \
	tests/wsreplay/gcg-withdrawals.out \
	tests/wsreplay/selfplay-variants.out \
	tests/wsreplay/turn-end.out \
	tests/wsreplay/turn-records.err \
	tests/wsreplay/turn-records.out
TESTS += tests/wsreplay/html-stack-ids.sh
EXTRA_DIST += tests/wsreplay/html-stack-ids.sh \
	tests/wsreplay/html-stack-ids.out
TESTS += tests/wsreplay/escape-text.sh
EXTRA_DIST += tests/wsreplay/escape-text.sh \
	tests/wsreplay/escape-text.out tests/wsreplay/escape-text.err
## Issue 34, item 6: options that mislead.
TESTS += tests/wsreplay/level-json.sh
EXTRA_DIST += tests/wsreplay/level-json.sh tests/wsreplay/level-json.out
## Issue 34, item 5: the viewer page bounded by the 'memory' limit.
TESTS += tests/wsreplay/html-limit.sh
EXTRA_DIST += tests/wsreplay/html-limit.sh tests/wsreplay/html-limit.out \
	tests/wsreplay/html-limit.err
## Expected outputs that were not in the lists (tests/registered.sh).
EXTRA_DIST += tests/wsreplay/analyze-flags.err \
	tests/wsreplay/analyze-flags.out tests/wsreplay/record-lexicon.err \
	tests/wsreplay/record-lexicon.out tests/wsreplay/tile-counts.err \
	tests/wsreplay/tile-counts.exit tests/wsreplay/tile-counts.out \
	tests/wsreplay/turn-lexicon.out tests/wsreplay/turn-racks.err \
	tests/wsreplay/turn-racks.out
