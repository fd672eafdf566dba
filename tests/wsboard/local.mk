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
EXTRA_DIST += $(WSBOARD_CASES) \
	tests/wsboard/blank.board \
	tests/wsboard/color.out \
	tests/wsboard/convert.out \
	tests/wsboard/errors.err \
	tests/wsboard/errors.out \
	tests/wsboard/help.out \
	tests/wsboard/last.out \
	tests/wsboard/pipe.out \
	tests/wsboard/rainbow.board \
	tests/wsboard/stack.out \
	tests/wsboard/svg-stack.out \
	tests/wsboard/svg-valid.out \
	tests/wsboard/svg-variants.out \
	tests/wsboard/svg.out \
	tests/wsboard/text.out \
	tests/wsboard/usage.err \
	tests/wsboard/usage.out
## Issue 34, item 6: options that mislead.
TESTS += tests/wsboard/color-refused.sh
EXTRA_DIST += tests/wsboard/color-refused.sh tests/wsboard/color-refused.out
