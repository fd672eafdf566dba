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
	tests/wsgen/peg-budget.sh \
	tests/wsgen/peg-progress.sh \
	tests/wsgen/best.sh \
	tests/wsgen/best-peg-sim.sh \
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
	tests/wsgen/match-sim2-keys.sh \
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
EXTRA_DIST += tests/wsgen/tiny.wgv tests/wsgen/tiny-words.txt
EXTRA_DIST += tests/wsgen/cat.board tests/wsgen/words.txt \
	tests/wsgen/stack.board tests/wsgen/stack-words.txt \
	tests/wsgen/endgame.board tests/wsgen/peg-tiny.wgv \
	tests/wsgen/peg1.board tests/wsgen/peg2.board \
	tests/wsgen/pegfull.wgv tests/wsgen/pegfull.board

## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSGEN_CASES = \
	tests/wsgen/progress.sh \
	tests/wsgen/selfplay-board.sh \
	tests/wsgen/header.sh
TESTS += $(ISSUE15_WSGEN_CASES)
## Issue 34, item 6: options that mislead.
TESTS += tests/wsgen/options-refused.sh tests/wsgen/sim-round.sh
## Issue 34, item 5: the endgame stopped by a signal.
TESTS += tests/wsgen/endgame-stop.sh
EXTRA_DIST += tests/wsgen/endgame-long.board
## Issue 31, item 2: the endgame within a budget.
TESTS += tests/wsgen/endgame-budget.sh
## Issue 31, item 2: the endgame on several threads, and its progress.
TESTS += tests/wsgen/endgame-threads.sh tests/wsgen/endgame-progress.sh
