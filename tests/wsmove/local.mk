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
EXTRA_DIST += $(WSMOVE_CASES) tests/wsmove/cat.board tests/wsmove/empty.board tests/wsmove/tiny.wgv \
	tests/wsmove/stack.board \
	tests/wsmove/stack-men.board \
	tests/wsmove/stack-words.txt \
	tests/wsmove/apply-illegal.err \
	tests/wsmove/apply-illegal.exit \
	tests/wsmove/apply.out \
	tests/wsmove/bad-board.err \
	tests/wsmove/bad-board.exit \
	tests/wsmove/bad-cgp.err \
	tests/wsmove/bad-cgp.exit \
	tests/wsmove/bad-move.err \
	tests/wsmove/bad-move.exit \
	tests/wsmove/bad-move.out \
	tests/wsmove/bad-variant.err \
	tests/wsmove/bad-variant.exit \
	tests/wsmove/bag.out \
	tests/wsmove/board-man-example.out \
	tests/wsmove/board-words.out \
	tests/wsmove/board-words.err \
	tests/wsmove/bounds.exit \
	tests/wsmove/bounds.out \
	tests/wsmove/cgp.out \
	tests/wsmove/contiguous.exit \
	tests/wsmove/contiguous.out \
	tests/wsmove/disconnected.exit \
	tests/wsmove/disconnected.out \
	tests/wsmove/first-moves.out \
	tests/wsmove/help.out \
	tests/wsmove/hole.exit \
	tests/wsmove/hole.out \
	tests/wsmove/json.exit \
	tests/wsmove/json.out \
	tests/wsmove/language-letters.err \
	tests/wsmove/language-letters.out \
	tests/wsmove/letter.err \
	tests/wsmove/letter.exit \
	tests/wsmove/letter.out \
	tests/wsmove/lexicon-missing.err \
	tests/wsmove/lexicon-missing.exit \
	tests/wsmove/many-reasons.exit \
	tests/wsmove/many-reasons.out \
	tests/wsmove/mismatch.exit \
	tests/wsmove/mismatch.out \
	tests/wsmove/no-tiles.exit \
	tests/wsmove/no-tiles.out \
	tests/wsmove/no-word.exit \
	tests/wsmove/no-word.out \
	tests/wsmove/pass-exchange.exit \
	tests/wsmove/pass-exchange.out \
	tests/wsmove/rack.exit \
	tests/wsmove/rack.out \
	tests/wsmove/rules-examples.out \
	tests/wsmove/spy-seed.err \
	tests/wsmove/spy-seed.exit \
	tests/wsmove/spy-seed.out \
	tests/wsmove/stack-apply.out \
	tests/wsmove/stack-board.err \
	tests/wsmove/stack-board.out \
	tests/wsmove/stack-examples.out \
	tests/wsmove/stack-illegal.err \
	tests/wsmove/stack-illegal.out \
	tests/wsmove/stack-score.out \
	tests/wsmove/start.exit \
	tests/wsmove/start.out \
	tests/wsmove/usage.err \
	tests/wsmove/usage.exit \
	tests/wsmove/verbose.exit \
	tests/wsmove/verbose.out \
	tests/wsmove/words.exit \
	tests/wsmove/words.out \
	tests/wsmove/cgp-many-opcodes.out \
	tests/wsmove/huge-input.err \
	tests/wsmove/huge-input.exit \
	tests/wsmove/variant-name.err \
	tests/wsmove/variant-man-example.out \
	tests/wsmove/variant-name.out \
	tests/wsmove/position-names.out \
	tests/wsmove/position-names.err
# Scores in one range, read back as written; a CGP run of 0 (issue 16).
TESTS += tests/wsmove/score-range.sh tests/wsmove/cgp-zero-run.sh
EXTRA_DIST += tests/wsmove/score-range.sh tests/wsmove/score-range.out \
	tests/wsmove/score-range.err tests/wsmove/score-range.exit \
	tests/wsmove/cgp-zero-run.sh tests/wsmove/cgp-zero-run.err \
	tests/wsmove/cgp-zero-run.exit

## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSMOVE_CASES = \
	tests/wsmove/variant-where.sh \
	tests/wsmove/keyword-misspelt.sh
TESTS += $(ISSUE15_WSMOVE_CASES)
EXTRA_DIST += \
	tests/wsmove/variant-where.sh \
	tests/wsmove/variant-where.out \
	tests/wsmove/variant-where.err \
	tests/wsmove/keyword-misspelt.sh \
	tests/wsmove/keyword-misspelt.out \
	tests/wsmove/keyword-misspelt.err
## Issue 34, item 6: options that mislead.
TESTS += tests/wsmove/options-refused.sh
EXTRA_DIST += tests/wsmove/options-refused.sh tests/wsmove/options-refused.out
## Expected outputs that were not in the lists (tests/registered.sh).
EXTRA_DIST += tests/wsmove/bad-variant.out tests/wsmove/tile-counts.err \
	tests/wsmove/tile-counts.exit tests/wsmove/tile-counts.out
