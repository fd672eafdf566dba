## Benchmarks: programs that print figures, never timed assertions.
## `make bench` builds and runs them all.
EXTRA_PROGRAMS = bench/lexicon_bench
bench_lexicon_bench_SOURCES = bench/lexicon_bench.c
bench_lexicon_bench_LDADD = lib/libwordgame.la $(ZLIB_LIBS)
bench_lexicon_bench_CPPFLAGS = $(AM_CPPFLAGS) $(ZLIB_CFLAGS)
CLEANFILES += $(EXTRA_PROGRAMS)

bench: bench-lexicon
bench-lexicon: bench/lexicon_bench$(EXEEXT)
	@echo "== lexicon: $(WORDLIST)"
	@bench/lexicon_bench$(EXEEXT) $(WORDLIST) bench-lexicon.wgl
.PHONY: bench bench-lexicon
