TESTS += tests/man/lint.sh
EXTRA_DIST += tests/man/lint.sh
