## Golden cases of wsgen, run by tests/golden-driver.
WSGEN_CASES = \
	tests/wsgen/selfplay-first.sh \
	tests/wsgen/variant-name.sh \
	tests/wsgen/all.sh \
	tests/wsgen/big-alphabet.sh \
	tests/wsgen/board-lexicon.sh \
	tests/wsgen/lexicon-language.sh \
	tests/wsgen/openings-once.sh \
	tests/wsgen/endgame.sh \
	tests/wsgen/endgame-errors.sh \
	tests/wsgen/peg.sh \
	tests/wsgen/peg-errors.sh \
	tests/wsgen/best.sh \
	tests/wsgen/blank.sh \
	tests/wsgen/equity.sh \
	tests/wsgen/errors.sh \
	tests/wsgen/example.sh \
	tests/wsgen/exchanges.sh \
	tests/wsgen/exchanges-equity.sh \
	tests/wsgen/help.sh \
	tests/wsgen/infer.sh \
	tests/wsgen/infer-errors.sh \
	tests/wsgen/json.sh \
	tests/wsgen/none.sh \
	tests/wsgen/rack-counts.sh \
	tests/wsgen/selfplay.sh \
	tests/wsgen/selfplay-log.sh \
	tests/wsgen/selfplay-stack.sh \
	tests/wsgen/sim.sh \
	tests/wsgen/sim-errors.sh \
	tests/wsgen/stack.sh \
	tests/wsgen/stack-rainbow.sh \
	tests/wsgen/top.sh \
	tests/wsgen/word.sh
# Leave values, training and matches.
WSGEN_CASES += \
	tests/wsgen/leaves.sh \
	tests/wsgen/leaves-errors.sh \
	tests/wsgen/klv.sh \
	tests/wsgen/match.sh \
	tests/wsgen/match-sim2.sh \
	tests/wsgen/match-sim2-infer.sh \
	tests/wsgen/spy-spec-ops.sh \
	tests/wsgen/own-lexicon.sh \
	tests/wsgen/train.sh
# Issue 34: statistics files checked, outputs checked first, memory.
WSGEN_CASES += \
	tests/wsgen/leave-bounds.sh \
	tests/wsgen/train-memory.sh \
	tests/wsgen/train-output.sh \
	tests/wsgen/train-parallel.sh \
	tests/wsgen/train-shards.sh \
	tests/wsgen/win-train.sh \
	tests/wsgen/sim-win.sh \
	tests/wsgen/sim-end-bag.sh
TESTS += $(WSGEN_CASES)
EXTRA_DIST += tests/wsgen/tiny.wgv tests/wsgen/tiny-words.txt \
	tests/wsgen/leave-bounds.out tests/wsgen/leave-bounds.err \
	tests/wsgen/train-memory.out tests/wsgen/train-memory.err \
	tests/wsgen/train-output.out tests/wsgen/train-output.err \
	tests/wsgen/train-parallel.out tests/wsgen/train-parallel.err \
	tests/wsgen/train-shards.out tests/wsgen/train-shards.err \
	tests/wsgen/win-train.out tests/wsgen/win-train.err \
	tests/wsgen/sim-win.out tests/wsgen/sim-win.err
EXTRA_DIST += $(WSGEN_CASES) tests/wsgen/cat.board tests/wsgen/words.txt \
	tests/wsgen/stack.board tests/wsgen/stack-words.txt \
	tests/wsgen/endgame.board \
	tests/wsgen/peg-tiny.wgv tests/wsgen/peg1.board tests/wsgen/peg2.board \
	tests/wsgen/peg.out tests/wsgen/peg-errors.out tests/wsgen/peg-errors.err \
	tests/wsgen/best.out \
	tests/wsgen/all.out \
	tests/wsgen/selfplay-first.out \
	tests/wsgen/variant-name.out \
	tests/wsgen/variant-name.err \
	tests/wsgen/big-alphabet.err \
	tests/wsgen/board-lexicon.out \
	tests/wsgen/lexicon-language.err \
	tests/wsgen/lexicon-language.out \
	tests/wsgen/openings-once.out \
	tests/wsgen/own-lexicon.out \
	tests/wsgen/klv.out tests/wsgen/klv.err \
	tests/wsgen/big-alphabet.out \
	tests/wsgen/blank.out \
	tests/wsgen/equity.out \
	tests/wsgen/errors.err \
	tests/wsgen/errors.out \
	tests/wsgen/example.out \
	tests/wsgen/exchanges.out \
	tests/wsgen/exchanges-equity.out \
	tests/wsgen/help.out \
	tests/wsgen/json.out \
	tests/wsgen/none.exit \
	tests/wsgen/selfplay.out \
	tests/wsgen/selfplay-log.out \
	tests/wsgen/selfplay-stack.err \
	tests/wsgen/selfplay-stack.out \
	tests/wsgen/sim.out \
	tests/wsgen/infer.out \
	tests/wsgen/infer-errors.err \
	tests/wsgen/infer-errors.out \
	tests/wsgen/sim-errors.err \
	tests/wsgen/sim-errors.out \
	tests/wsgen/stack.out \
	tests/wsgen/stack-rainbow.err \
	tests/wsgen/stack-rainbow.out \
	tests/wsgen/top.out \
	tests/wsgen/word.out

## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSGEN_CASES = \
	tests/wsgen/progress.sh \
	tests/wsgen/selfplay-board.sh \
	tests/wsgen/header.sh
TESTS += $(ISSUE15_WSGEN_CASES)
EXTRA_DIST += \
	tests/wsgen/progress.sh \
	tests/wsgen/progress.out \
	tests/wsgen/selfplay-board.sh \
	tests/wsgen/selfplay-board.err \
	tests/wsgen/selfplay-board.exit \
	tests/wsgen/header.sh \
	tests/wsgen/header.out \
	tests/wsgen/spy-spec-ops.out \
	tests/wsgen/header.err
## Issue 34, item 6: options that mislead.
TESTS += tests/wsgen/options-refused.sh tests/wsgen/sim-round.sh
EXTRA_DIST += tests/wsgen/options-refused.sh tests/wsgen/options-refused.out \
	tests/wsgen/sim-round.sh tests/wsgen/sim-round.out
## Issue 34, item 5: the endgame stopped by a signal.
TESTS += tests/wsgen/endgame-stop.sh
EXTRA_DIST += tests/wsgen/endgame-stop.sh tests/wsgen/endgame-stop.out \
	tests/wsgen/endgame-long.board
## Expected outputs that were not in the lists (tests/registered.sh).
EXTRA_DIST += tests/wsgen/endgame-errors.err tests/wsgen/endgame-errors.out \
	tests/wsgen/endgame.out tests/wsgen/leaves-errors.err \
	tests/wsgen/leaves-errors.out tests/wsgen/leaves.out \
	tests/wsgen/match-sim2.err tests/wsgen/match-sim2.out tests/wsgen/match.out \
	tests/wsgen/rack-counts.err tests/wsgen/rack-counts.exit tests/wsgen/train.out
## Issue 31, item 2: the endgame within a budget.
TESTS += tests/wsgen/endgame-budget.sh
EXTRA_DIST += tests/wsgen/endgame-budget.sh tests/wsgen/endgame-budget.out
## Issue 30: sim2 ranks by the win table and infers.
EXTRA_DIST += tests/wsgen/match-sim2-infer.out tests/wsgen/match-sim2-infer.err \
	tests/wsgen/sim-end-bag.out
