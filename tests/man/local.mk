TESTS += tests/man/lint.sh tests/man/examples.sh
EXTRA_DIST += tests/man/lint.sh tests/man/examples.sh
