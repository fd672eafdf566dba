## Golden cases of wsdict, run by tests/golden-driver.
TESTS += tests/wsdict/check-long-line.sh
EXTRA_DIST += tests/wsdict/check-long-line.sh tests/wsdict/check-long-line.out \
	tests/wsdict/check-long-line.err tests/wsdict/check-long-line.exit
TESTS += tests/wsdict/output-errors.sh
EXTRA_DIST += tests/wsdict/output-errors.sh tests/wsdict/output-errors.out \
	tests/wsdict/output-errors.err
