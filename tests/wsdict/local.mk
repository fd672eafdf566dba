## Golden cases of wsdict, run by tests/golden-driver: CASE.sh with CASE.out,
## CASE.err and CASE.exit beside it, and the word lists the cases build from.
TESTS += tests/wsdict/anagram-json.sh
TESTS += tests/wsdict/anagram.sh
TESTS += tests/wsdict/build-archives.sh
TESTS += tests/wsdict/build-errors.sh
TESTS += tests/wsdict/build-input.sh
TESTS += tests/wsdict/build-kwg.sh
TESTS += tests/wsdict/build-rejects.sh
TESTS += tests/wsdict/build-zip.sh
TESTS += tests/wsdict/check-json.sh
TESTS += tests/wsdict/check.sh
TESTS += tests/wsdict/dump.sh
TESTS += tests/wsdict/help.sh
TESTS += tests/wsdict/hooks-json.sh
TESTS += tests/wsdict/hooks.sh
TESTS += tests/wsdict/info.sh
TESTS += tests/wsdict/language.sh
TESTS += tests/wsdict/lexicon-bad.sh
TESTS += tests/wsdict/lexicon-find.sh
TESTS += tests/wsdict/output.sh
TESTS += tests/wsdict/pattern-bad.sh
TESTS += tests/wsdict/pattern.sh
TESTS += tests/wsdict/subanagram.sh
TESTS += tests/wsdict/usage.sh
TESTS += tests/wsdict/version.sh

EXTRA_DIST += tests/wsdict/common.sh tests/wsdict/words.txt \
	tests/wsdict/small.txt tests/wsdict/de.txt tests/wsdict/es.txt \
	tests/wsdict/fr.txt tests/wsdict/it.txt tests/wsdict/pt.txt

# Over ENABLE from ../shared, when it is there.
TESTS += tests/wsdict/enable.sh

# The example of wglex(5), run.
TESTS += tests/wsdict/wglex-example.sh

# Limits and output trouble (issue 8).
TESTS += tests/wsdict/check-long-line.sh
TESTS += tests/wsdict/output-errors.sh

# Hostile input, round two (issue 16).
TESTS += tests/wsdict/output-files.sh
TESTS += tests/wsdict/resource-limits.sh
# A word of no letters at column 1 (issue 16).
TESTS += tests/wsdict/hooks-empty.sh
## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSDICT_CASES = \
	tests/wsdict/zip-damaged.sh \
	tests/wsdict/study.sh
TESTS += $(ISSUE15_WSDICT_CASES)
EXTRA_DIST += tests/wsdict/cut-member.zip \
	tests/wsdict/corrupt-member.zip
TESTS += tests/wsdict/build-variant.sh
TESTS += tests/wsdict/check-stdin-bytes.sh
TESTS += tests/wsdict/check-escape.sh
## Issue 34, item 6: options that mislead.
TESTS += tests/wsdict/options-refused.sh
