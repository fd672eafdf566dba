## Golden cases of wsmove, run by tests/golden-driver.
WSMOVE_CASES = \
	tests/wsmove/apply.sh \
	tests/wsmove/apply-illegal.sh \
	tests/wsmove/bad-board.sh \
	tests/wsmove/bad-variant.sh \
	tests/wsmove/bad-cgp.sh \
	tests/wsmove/bad-move.sh \
	tests/wsmove/bag.sh \
	tests/wsmove/board-man-example.sh \
	tests/wsmove/board-words.sh \
	tests/wsmove/bounds.sh \
	tests/wsmove/cgp.sh \
	tests/wsmove/cgp-many-opcodes.sh \
	tests/wsmove/contiguous.sh \
	tests/wsmove/disconnected.sh \
	tests/wsmove/first-moves.sh \
	tests/wsmove/help.sh \
	tests/wsmove/hole.sh \
	tests/wsmove/huge-input.sh \
	tests/wsmove/json.sh \
	tests/wsmove/language-letters.sh \
	tests/wsmove/letter.sh \
	tests/wsmove/lexicon-missing.sh \
	tests/wsmove/many-reasons.sh \
	tests/wsmove/mismatch.sh \
	tests/wsmove/no-tiles.sh \
	tests/wsmove/no-word.sh \
	tests/wsmove/pass-exchange.sh \
	tests/wsmove/rack.sh \
	tests/wsmove/rules-examples.sh \
	tests/wsmove/spy-seed.sh \
	tests/wsmove/stack-apply.sh \
	tests/wsmove/stack-board.sh \
	tests/wsmove/stack-examples.sh \
	tests/wsmove/stack-illegal.sh \
	tests/wsmove/stack-score.sh \
	tests/wsmove/start.sh \
	tests/wsmove/tile-counts.sh \
	tests/wsmove/usage.sh \
	tests/wsmove/variant-man-example.sh \
	tests/wsmove/variant-name.sh \
	tests/wsmove/position-names.sh \
	tests/wsmove/verbose.sh \
	tests/wsmove/words.sh
TESTS += $(WSMOVE_CASES)
EXTRA_DIST += tests/wsmove/cat.board tests/wsmove/empty.board \
	tests/wsmove/tiny.wgv tests/wsmove/stack.board \
	tests/wsmove/stack-men.board tests/wsmove/stack-words.txt
# Scores in one range, read back as written; a CGP run of 0 (issue 16).
TESTS += tests/wsmove/score-range.sh tests/wsmove/cgp-zero-run.sh

## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSMOVE_CASES = \
	tests/wsmove/variant-where.sh \
	tests/wsmove/keyword-misspelt.sh
TESTS += $(ISSUE15_WSMOVE_CASES)
## Issue 34, item 6: options that mislead.
TESTS += tests/wsmove/options-refused.sh
