## make check: unit tests of the library and golden cases of the programs.
TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/golden-driver
AM_TESTS_ENVIRONMENT = \
	WG_TOP_BUILDDIR='$(abs_top_builddir)'; export WG_TOP_BUILDDIR; \
	WG_TOP_SRCDIR='$(abs_top_srcdir)'; export WG_TOP_SRCDIR; \
	WG_SHARED='$(SHARED_DIR)'; export WG_SHARED; \
	MANDOC='$(MANDOC)'; export MANDOC;
EXTRA_DIST += tests/golden-driver tests/README

UNIT_LIBS = tests/unit/libunit.a lib/libwordgame.la
check_LIBRARIES = tests/unit/libunit.a
tests_unit_libunit_a_SOURCES = tests/unit/unit.c tests/unit/unit.h
tests_unit_libunit_a_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY

include tests/unit/local.mk
include tests/wsdict/local.mk
include tests/wsmove/local.mk
include tests/wsgen/local.mk
include tests/wsreplay/local.mk
include tests/man/local.mk
