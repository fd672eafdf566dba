TESTS += tests/man/lint.sh tests/man/examples.sh tests/man/exports.sh

## The C programs of libwordgame(3), taken from the page at make check
## (tests/man/listing.awk prints the block a ".\" test-file: NAME.c"
## comment names), built with the flags of the build against the public
## header alone, and run by the golden cases below.  A case is not named
## as its program: make's built-in rule %.out: % would copy the program
## over the case's expected output (tests/man/lookup.out) in make dist.
MAN_C_EXAMPLES = tests/man/lookup.c tests/man/bestmove.c \
	tests/man/finalscores.c
CLEANFILES += $(MAN_C_EXAMPLES)
$(MAN_C_EXAMPLES): $(srcdir)/man/libwordgame.3 $(srcdir)/tests/man/listing.awk
	$(AM_V_GEN)$(MKDIR_P) tests/man && \
	if $(AWK) -v name=$(@F) -f $(srcdir)/tests/man/listing.awk \
	    $(srcdir)/man/libwordgame.3 >$@-t; then mv $@-t $@; \
	else echo "man/libwordgame.3: no block named $(@F)" >&2; \
	    rm -f $@-t; exit 1; fi
EXTRA_DIST += tests/man/listing.awk

check_PROGRAMS += tests/man/lookup
nodist_tests_man_lookup_SOURCES = tests/man/lookup.c
tests_man_lookup_LDADD = lib/libwordgame.la
TESTS += tests/man/libwordgame-lookup.sh

check_PROGRAMS += tests/man/bestmove
nodist_tests_man_bestmove_SOURCES = tests/man/bestmove.c
tests_man_bestmove_LDADD = lib/libwordgame.la
TESTS += tests/man/libwordgame-bestmove.sh

check_PROGRAMS += tests/man/finalscores
nodist_tests_man_finalscores_SOURCES = tests/man/finalscores.c
tests_man_finalscores_LDADD = lib/libwordgame.la
TESTS += tests/man/libwordgame-finalscores.sh tests/man/libwordgame-logan.sh

## Every C program of the page is named, and built above.
TESTS += tests/man/c-examples.sh

## Issue 15: progress, fields scripts need, study queries, messages.
ISSUE15_MAN_CASES = \
	tests/man/pages.sh
TESTS += $(ISSUE15_MAN_CASES)
