## Golden cases of wsdict, run by tests/golden-driver: CASE.sh with CASE.out,
## CASE.err and CASE.exit beside it, and the word lists the cases build from.
TESTS += tests/wsdict/anagram-json.sh
EXTRA_DIST += tests/wsdict/anagram-json.sh tests/wsdict/anagram-json.out
TESTS += tests/wsdict/anagram.sh
EXTRA_DIST += tests/wsdict/anagram.sh tests/wsdict/anagram.out \
	tests/wsdict/anagram.err
TESTS += tests/wsdict/build-archives.sh
EXTRA_DIST += tests/wsdict/build-archives.sh tests/wsdict/build-archives.out
TESTS += tests/wsdict/build-errors.sh
EXTRA_DIST += tests/wsdict/build-errors.sh tests/wsdict/build-errors.out \
	tests/wsdict/build-errors.err
TESTS += tests/wsdict/build-input.sh
EXTRA_DIST += tests/wsdict/build-input.sh tests/wsdict/build-input.out \
	tests/wsdict/build-input.err
TESTS += tests/wsdict/build-kwg.sh
EXTRA_DIST += tests/wsdict/build-kwg.sh tests/wsdict/build-kwg.out \
	tests/wsdict/build-kwg.err
TESTS += tests/wsdict/build-rejects.sh
EXTRA_DIST += tests/wsdict/build-rejects.sh tests/wsdict/build-rejects.out \
	tests/wsdict/build-rejects.err
TESTS += tests/wsdict/build-zip.sh
EXTRA_DIST += tests/wsdict/build-zip.sh tests/wsdict/build-zip.out
TESTS += tests/wsdict/check-json.sh
EXTRA_DIST += tests/wsdict/check-json.sh tests/wsdict/check-json.out
TESTS += tests/wsdict/check.sh
EXTRA_DIST += tests/wsdict/check.sh tests/wsdict/check.out
TESTS += tests/wsdict/dump.sh
EXTRA_DIST += tests/wsdict/dump.sh tests/wsdict/dump.out
TESTS += tests/wsdict/help.sh
EXTRA_DIST += tests/wsdict/help.sh tests/wsdict/help.out
TESTS += tests/wsdict/hooks-json.sh
EXTRA_DIST += tests/wsdict/hooks-json.sh tests/wsdict/hooks-json.out
TESTS += tests/wsdict/hooks.sh
EXTRA_DIST += tests/wsdict/hooks.sh tests/wsdict/hooks.out \
	tests/wsdict/hooks.err
TESTS += tests/wsdict/info.sh
EXTRA_DIST += tests/wsdict/info.sh tests/wsdict/info.out
TESTS += tests/wsdict/language.sh
EXTRA_DIST += tests/wsdict/language.sh tests/wsdict/language.out \
	tests/wsdict/language.err
TESTS += tests/wsdict/lexicon-bad.sh
EXTRA_DIST += tests/wsdict/lexicon-bad.sh tests/wsdict/lexicon-bad.out \
	tests/wsdict/lexicon-bad.err
TESTS += tests/wsdict/lexicon-find.sh
EXTRA_DIST += tests/wsdict/lexicon-find.sh tests/wsdict/lexicon-find.out \
	tests/wsdict/lexicon-find.err
TESTS += tests/wsdict/output.sh
EXTRA_DIST += tests/wsdict/output.sh tests/wsdict/output.out \
	tests/wsdict/output.err
TESTS += tests/wsdict/pattern-bad.sh
EXTRA_DIST += tests/wsdict/pattern-bad.sh tests/wsdict/pattern-bad.out \
	tests/wsdict/pattern-bad.err
TESTS += tests/wsdict/pattern.sh
EXTRA_DIST += tests/wsdict/pattern.sh tests/wsdict/pattern.out
TESTS += tests/wsdict/subanagram.sh
EXTRA_DIST += tests/wsdict/subanagram.sh tests/wsdict/subanagram.out
TESTS += tests/wsdict/usage.sh
EXTRA_DIST += tests/wsdict/usage.sh tests/wsdict/usage.out \
	tests/wsdict/usage.err
TESTS += tests/wsdict/version.sh
EXTRA_DIST += tests/wsdict/version.sh tests/wsdict/version.out

EXTRA_DIST += tests/wsdict/common.sh tests/wsdict/words.txt \
	tests/wsdict/small.txt tests/wsdict/de.txt tests/wsdict/es.txt \
	tests/wsdict/fr.txt tests/wsdict/it.txt tests/wsdict/pt.txt

# Over ENABLE from ../shared, when it is there.
TESTS += tests/wsdict/enable.sh
EXTRA_DIST += tests/wsdict/enable.sh tests/wsdict/enable.out

# The example of wglex(5), run.
TESTS += tests/wsdict/wglex-example.sh
EXTRA_DIST += tests/wsdict/wglex-example.sh tests/wsdict/wglex-example.out

# Limits and output trouble (issue 8).
TESTS += tests/wsdict/check-long-line.sh
EXTRA_DIST += tests/wsdict/check-long-line.sh tests/wsdict/check-long-line.out \
	tests/wsdict/check-long-line.err tests/wsdict/check-long-line.exit
TESTS += tests/wsdict/output-errors.sh
EXTRA_DIST += tests/wsdict/output-errors.sh tests/wsdict/output-errors.out \
	tests/wsdict/output-errors.err

# Hostile input, round two (issue 16).
TESTS += tests/wsdict/output-files.sh
EXTRA_DIST += tests/wsdict/output-files.sh tests/wsdict/output-files.out \
	tests/wsdict/output-files.err
TESTS += tests/wsdict/resource-limits.sh
EXTRA_DIST += tests/wsdict/resource-limits.sh \
	tests/wsdict/resource-limits.out tests/wsdict/resource-limits.err
# A word of no letters at column 1 (issue 16).
TESTS += tests/wsdict/hooks-empty.sh
EXTRA_DIST += tests/wsdict/hooks-empty.sh tests/wsdict/hooks-empty.out \
	tests/wsdict/hooks-empty.err
## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_WSDICT_CASES = \
	tests/wsdict/zip-damaged.sh \
	tests/wsdict/study.sh
TESTS += $(ISSUE15_WSDICT_CASES)
EXTRA_DIST += \
	tests/wsdict/zip-damaged.sh \
	tests/wsdict/zip-damaged.out \
	tests/wsdict/zip-damaged.err \
	tests/wsdict/study.sh \
	tests/wsdict/study.out \
	tests/wsdict/study.err \
	tests/wsdict/cut-member.zip \
	tests/wsdict/corrupt-member.zip
TESTS += tests/wsdict/build-variant.sh
EXTRA_DIST += tests/wsdict/build-variant.sh tests/wsdict/build-variant.out \
	tests/wsdict/build-variant.err
TESTS += tests/wsdict/check-stdin-bytes.sh
EXTRA_DIST += tests/wsdict/check-stdin-bytes.sh \
	tests/wsdict/check-stdin-bytes.out
TESTS += tests/wsdict/check-escape.sh
EXTRA_DIST += tests/wsdict/check-escape.sh tests/wsdict/check-escape.out \
	tests/wsdict/check-escape.err
## Issue 34, item 6: options that mislead.
TESTS += tests/wsdict/options-refused.sh
EXTRA_DIST += tests/wsdict/options-refused.sh tests/wsdict/options-refused.out
