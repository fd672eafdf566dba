## Benchmarks: programs that print figures, never timed assertions.
EXTRA_PROGRAMS = bench/lexicon_bench
bench_lexicon_bench_SOURCES = bench/lexicon_bench.c
bench_lexicon_bench_LDADD = lib/libwordgame.la
CLEANFILES += $(EXTRA_PROGRAMS)

bench: bench/lexicon_bench$(EXEEXT) share/default.wgl
	bench/lexicon_bench$(EXEEXT) $(WORDLIST)
.PHONY: bench
