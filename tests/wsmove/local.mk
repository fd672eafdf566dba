## Golden cases of wsmove, run by tests/golden-driver.
WSMOVE_CASES = \
	tests/wsmove/apply.sh \
	tests/wsmove/apply-illegal.sh \
	tests/wsmove/bad-board.sh \
	tests/wsmove/bad-cgp.sh \
	tests/wsmove/bad-move.sh \
	tests/wsmove/bag.sh \
	tests/wsmove/bounds.sh \
	tests/wsmove/cgp.sh \
	tests/wsmove/contiguous.sh \
	tests/wsmove/disconnected.sh \
	tests/wsmove/first-moves.sh \
	tests/wsmove/help.sh \
	tests/wsmove/hole.sh \
	tests/wsmove/json.sh \
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
	tests/wsmove/start.sh \
	tests/wsmove/usage.sh \
	tests/wsmove/verbose.sh \
	tests/wsmove/words.sh
TESTS += $(WSMOVE_CASES)
EXTRA_DIST += $(WSMOVE_CASES) $(WSMOVE_CASES:.sh=.out) \
	$(WSMOVE_CASES:.sh=.err) $(WSMOVE_CASES:.sh=.exit) \
	tests/wsmove/cat.board tests/wsmove/empty.board tests/wsmove/tiny.wgv
