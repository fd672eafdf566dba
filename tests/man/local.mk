TESTS += tests/man/lint.sh tests/man/examples.sh
EXTRA_DIST += tests/man/lint.sh tests/man/examples.sh

## The C programs of libwordgame(3), taken from the page at make check
## (tests/man/listing.awk prints the block a ".\" test-file: NAME.c"
## comment names), built with the flags of the build against the public
## header alone, and run by the golden cases below.
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
TESTS += tests/man/lookup.sh
EXTRA_DIST += tests/man/lookup.sh tests/man/lookup.out tests/man/lookup.err

check_PROGRAMS += tests/man/bestmove
nodist_tests_man_bestmove_SOURCES = tests/man/bestmove.c
tests_man_bestmove_LDADD = lib/libwordgame.la
TESTS += tests/man/bestmove.sh
EXTRA_DIST += tests/man/bestmove.sh tests/man/bestmove.out \
	tests/man/bestmove.err

check_PROGRAMS += tests/man/finalscores
nodist_tests_man_finalscores_SOURCES = tests/man/finalscores.c
tests_man_finalscores_LDADD = lib/libwordgame.la
TESTS += tests/man/finalscores.sh tests/man/finalscores-logan.sh
EXTRA_DIST += tests/man/finalscores.sh tests/man/finalscores.out \
	tests/man/finalscores.err tests/man/finalscores-logan.sh \
	tests/man/finalscores-logan.out

## Every C program of the page is named, and built above.
TESTS += tests/man/c-examples.sh
EXTRA_DIST += tests/man/c-examples.sh
