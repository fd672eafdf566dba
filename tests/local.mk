## make check: unit tests of the library and golden cases of the programs.
TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/golden-driver
AM_TESTS_ENVIRONMENT = \
	WG_TOP_BUILDDIR='$(abs_top_builddir)'; export WG_TOP_BUILDDIR; \
	WG_TOP_SRCDIR='$(abs_top_srcdir)'; export WG_TOP_SRCDIR; \
	WG_SHARED='$(SHARED_DIR)'; export WG_SHARED; \
	MANDOC='$(MANDOC)'; export MANDOC; \
	WG_VALGRIND='$(WG_VALGRIND)'; export WG_VALGRIND; \
	WG_LIBTOOL='$(SHELL) $(abs_top_builddir)/libtool'; export WG_LIBTOOL;
EXTRA_DIST += tests/golden-driver tests/README

## make check-valgrind: the whole suite, unit tests and programs, under
## valgrind; any invalid access or definite leak fails the test.
VALGRIND = valgrind
VALGRIND_FLAGS = -q --error-exitcode=99 --leak-check=full \
	--errors-for-leak-kinds=definite
WG_VALGRIND =
check-valgrind:
	@if $(VALGRIND) --version >/dev/null 2>&1; then \
		WG_TEST_SCALE=10 $(MAKE) $(AM_MAKEFLAGS) check \
			WG_VALGRIND='$(VALGRIND) $(VALGRIND_FLAGS)' \
			LOG_COMPILER='$(LIBTOOL) --mode=execute $(VALGRIND) $(VALGRIND_FLAGS)'; \
	else \
		echo "make check-valgrind: $(VALGRIND) not found; skipped"; \
	fi
.PHONY: check-valgrind

UNIT_LIBS = tests/unit/libunit.a lib/libwgcore.la
check_LIBRARIES = tests/unit/libunit.a
tests_unit_libunit_a_SOURCES = tests/unit/unit.c tests/unit/unit.h
tests_unit_libunit_a_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY

include tests/lib/local.mk
include tests/unit/local.mk
include tests/wsdict/local.mk
include tests/wsmove/local.mk
include tests/wsgen/local.mk
include tests/wsreplay/local.mk
include tests/wsboard/local.mk
include tests/man/local.mk
include tests/fuzz/local.mk
include tests/completion/local.mk

## A golden case is listed once, in TESTS; its files are found, not
## listed: its .sh and the .out, .err and .exit beside it, those that
## exist (a missing one means empty output or exit 0).  The other files a
## case reads are listed in its folder's local.mk.
WG_CASES = $(patsubst $(srcdir)/%,%,$(filter %.sh,$(TESTS)))
EXTRA_DIST += $(WG_CASES) $(patsubst $(srcdir)/%,%,$(wildcard $(addprefix \
	$(srcdir)/,$(WG_CASES:.sh=.out) $(WG_CASES:.sh=.err) \
	$(WG_CASES:.sh=.exit))))

## Every test file is registered (issue 32, item 4): tests/registered.sh
## names each file of tests/ that no list of the build holds, each golden
## .out, .err or .exit whose case is not in TESTS, each unit test not in
## TESTS and each C example of the man pages not built.  make check writes
## the lists first (check_DATA is made before the tests run), from a make
## of its own: `make check TESTS=...` must not shorten them.
check_DATA = tests/registered.list
TESTS += tests/registered.sh
EXTRA_DIST += tests/registered.sh
CLEANFILES += tests/registered.list
tests/registered.list: Makefile
	$(AM_V_GEN)$(MKDIR_P) tests && MAKEFLAGS= MAKEOVERRIDES= \
		$(MAKE) -s wg-registered-list >$@-t && mv $@-t $@
wg-registered-list:
	@for f in $(patsubst $(srcdir)/%,%,$(TESTS)); do echo "test $$f"; done
	@for f in $(patsubst $(srcdir)/%,%,$(EXTRA_DIST) $(DIST_SOURCES) \
	    $(DIST_COMMON) $(CLEANFILES) $(MAN_C_EXAMPLES) \
	    $(check_PROGRAMS) $(check_LIBRARIES) $(FUZZ_TARGETS)); do \
		echo "file $$f"; \
	done
.PHONY: wg-registered-list
