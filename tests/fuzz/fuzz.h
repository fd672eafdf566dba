/*
 * fuzz.h: helpers shared by the fuzz harnesses (tests/fuzz/fuzz_*.c), which
 * libFuzzer drives under `make fuzz` and tests/fuzz/replay.c replays in
 * `make check`.  The harnesses use only the public interface.
 */
#ifndef WG_FUZZ_H
#define WG_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "wordgame.h"

/* The entry point every harness defines (libFuzzer's name). */
int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * The variant NAME, read once from the source tree's share/variants (or
 * $WG_FUZZ_VARIANTS) and kept; NULL when there is no such file.
 */
const struct wg_variant *fuzz_variant(const char *name);

/* A small English lexicon built once from a word list in fuzz_common.c. */
const struct wg_lexicon *fuzz_lexicon(void);

/* Counts visits, stopping a query after FUZZ_VISITS words. */
#define FUZZ_VISITS	20000
int	fuzz_count_visit(const uint8_t *codes, size_t n, uint64_t blanks,
	    void *arg);

/* Stops the run: an invariant the library promises does not hold. */
#define FUZZ_ASSERT(cond) do { if (!(cond)) fuzz_abort(__FILE__, __LINE__, \
	#cond); } while (0)
void	fuzz_abort(const char *file, int line, const char *what)
	    __attribute__((__noreturn__));

#endif
