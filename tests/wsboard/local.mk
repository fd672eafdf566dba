## wsboard: golden cases (SVG as text; svg-valid.sh checks it is XML).
WSBOARD_CASES = \
	tests/wsboard/color.sh \
	tests/wsboard/convert.sh \
	tests/wsboard/errors.sh \
	tests/wsboard/help.sh \
	tests/wsboard/last.sh \
	tests/wsboard/pipe.sh \
	tests/wsboard/stack.sh \
	tests/wsboard/svg-stack.sh \
	tests/wsboard/svg-valid.sh \
	tests/wsboard/svg-variants.sh \
	tests/wsboard/svg.sh \
	tests/wsboard/text.sh \
	tests/wsboard/usage.sh
TESTS += $(WSBOARD_CASES)
EXTRA_DIST += tests/wsboard/blank.board tests/wsboard/rainbow.board
## Issue 34, item 6: options that mislead.
TESTS += tests/wsboard/color-refused.sh
