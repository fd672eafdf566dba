## Fuzzing.  `make fuzz` builds one libFuzzer program per parser,
## tests/fuzz/fuzz-NAME, compiling the library's sources with clang and
## AddressSanitizer and UndefinedBehaviorSanitizer (tests/README says how to
## run them).  `make check` replays every harness over its seed corpus and
## the inputs that once broke it, compiled normally (tests/fuzz/replay).
FUZZ_HARNESSES = wordlist lexicon board move gen variant pattern leaves \
	record leaves_bin leaves_klv kwg stats escape win
FUZZ_CC = clang
FUZZ_CFLAGS = -g -O1 -fno-omit-frame-pointer -fno-sanitize-recover=undefined
FUZZ_SANITIZE = address,undefined
FUZZ_CPPFLAGS = -I$(top_builddir) -I$(top_srcdir)/lib \
	-I$(top_srcdir)/tests/fuzz -DWG_VERSION='"$(PACKAGE_VERSION)"' \
	-DWG_FUZZ_VARIANTS='"$(abs_top_srcdir)/share/variants"' \
	$(LIBARCHIVE_CFLAGS) $(ZLIB_CFLAGS)
FUZZ_LIBS = $(LIBARCHIVE_LIBS) $(ZLIB_LIBS)
FUZZ_LIB_OBJECTS = $(patsubst lib/%.c,tests/fuzz/obj/%.o, \
	$(filter %.c,$(lib_libwgcore_la_SOURCES)))
# Every private header of the library: an object depends on them all.
FUZZ_LIB_H = $(filter %.h,$(lib_libwgcore_la_SOURCES))
FUZZ_TARGETS = $(FUZZ_HARNESSES:%=tests/fuzz/fuzz-%)

fuzz:
	@$(MKDIR_P) tests/fuzz/obj
	@printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, %s\n' \
		'unsigned long n) { (void)d; (void)n; return 0; }' \
		>tests/fuzz/obj/probe.c
	@if $(FUZZ_CC) -fsanitize=fuzzer,$(FUZZ_SANITIZE) \
		-o tests/fuzz/obj/probe tests/fuzz/obj/probe.c \
		>/dev/null 2>&1; then \
		$(MAKE) $(AM_MAKEFLAGS) $(FUZZ_TARGETS); \
	else \
		echo "make fuzz: $(FUZZ_CC) cannot build libFuzzer programs;" \
			"skipped (install clang and libclang-rt-dev," \
			"or set FUZZ_CC)"; \
	fi

tests/fuzz/obj/%.o: lib/%.c lib/wordgame.h $(FUZZ_LIB_H) config.h
	@$(MKDIR_P) $(@D)
	$(AM_V_CC)$(FUZZ_CC) $(FUZZ_CFLAGS) \
		-fsanitize=fuzzer-no-link,$(FUZZ_SANITIZE) \
		-DWG_BUILDING_LIBRARY $(FUZZ_CPPFLAGS) -c -o $@ $<

tests/fuzz/fuzz-%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.c \
		tests/fuzz/fuzz.h $(FUZZ_LIB_OBJECTS)
	$(AM_V_CCLD)$(FUZZ_CC) $(FUZZ_CFLAGS) \
		-fsanitize=fuzzer,$(FUZZ_SANITIZE) $(FUZZ_CPPFLAGS) -o $@ \
		$(srcdir)/tests/fuzz/fuzz_$*.c $(srcdir)/tests/fuzz/fuzz_common.c \
		$(FUZZ_LIB_OBJECTS) $(FUZZ_LIBS)

clean-local: clean-fuzz
clean-fuzz:
	rm -rf tests/fuzz/obj $(FUZZ_TARGETS)
.PHONY: fuzz clean-fuzz
# The library objects are kept between runs of `make fuzz`.
.SECONDARY: $(FUZZ_LIB_OBJECTS)

EXTRA_DIST += tests/fuzz/corpus tests/fuzz/regress

## The replay: the same harnesses, built normally into one program.
check_PROGRAMS += tests/fuzz/replay
TESTS += tests/fuzz/replay
tests_fuzz_replay_SOURCES = tests/fuzz/replay.c tests/fuzz/fuzz_common.c \
	tests/fuzz/fuzz.h tests/fuzz/fuzz_wordlist.c tests/fuzz/fuzz_lexicon.c \
	tests/fuzz/fuzz_board.c tests/fuzz/fuzz_move.c tests/fuzz/fuzz_gen.c \
	tests/fuzz/fuzz_variant.c tests/fuzz/fuzz_pattern.c \
	tests/fuzz/fuzz_leaves.c tests/fuzz/fuzz_record.c \
	tests/fuzz/fuzz_leaves_bin.c tests/fuzz/fuzz_leaves_klv.c \
	tests/fuzz/fuzz_kwg.c tests/fuzz/fuzz_stats.c \
	tests/fuzz/fuzz_escape.c tests/fuzz/fuzz_win.c
tests_fuzz_replay_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_REPLAY \
	-DWG_FUZZ_VARIANTS='"$(abs_top_srcdir)/share/variants"' $(ZLIB_CFLAGS)
tests_fuzz_replay_LDADD = lib/libwgcore.la $(ZLIB_LIBS)
