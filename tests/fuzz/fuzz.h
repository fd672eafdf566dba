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

/*
 * Each harness defines its entry point with FUZZ_TARGET(NAME): libFuzzer's
 * LLVMFuzzerTestOneInput, or fuzz_one_NAME when all of them are linked
 * into the one replay program (FUZZ_REPLAY).
 */
#ifdef FUZZ_REPLAY
#define FUZZ_TARGET(name) \
	int fuzz_one_##name(const uint8_t *data, size_t size)
#define FUZZ_HARNESS(name) FUZZ_TARGET(name);
#define FUZZ_HARNESSES \
	FUZZ_HARNESS(wordlist) FUZZ_HARNESS(lexicon) FUZZ_HARNESS(board) \
	FUZZ_HARNESS(move) FUZZ_HARNESS(gen) FUZZ_HARNESS(variant) \
	FUZZ_HARNESS(pattern) FUZZ_HARNESS(leaves) FUZZ_HARNESS(record) \
	FUZZ_HARNESS(leaves_bin) FUZZ_HARNESS(leaves_klv) FUZZ_HARNESS(kwg) \
	FUZZ_HARNESS(stats) FUZZ_HARNESS(escape) FUZZ_HARNESS(win)
FUZZ_HARNESSES
#undef FUZZ_HARNESS
#else
#define FUZZ_TARGET(name) \
	int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
FUZZ_TARGET(any);
#endif

/*
 * The variant NAME, read once from the source tree's share/variants (or
 * $WG_FUZZ_VARIANTS) and kept; NULL when there is no such file.
 */
const struct wg_variant *fuzz_variant(const char *name);
/* A variant of four letters and a blank, racks of 3 (its leaves are
   few), made once and kept. */
const struct wg_variant *fuzz_tiny_variant(void);
/* Looks up in LV the leaves of up to a rack of DATA's bytes (as codes of
   V), each length from 0. */
void fuzz_leaves_probe(const struct wg_leaves *lv,
    const struct wg_variant *v, const uint8_t *data, size_t size);

/*
 * Input that starts with a variant file: the text before a line "%%" is
 * read as one (big bags, odd sizes: any variant the reader accepts), and
 * *DATA and *SIZE are moved past the line.  Returns the variant, to be
 * freed with wg_variant_free, or NULL (nothing moved) when the input has
 * no such line or the variant does not read.
 */
struct wg_variant *fuzz_variant_prefix(const uint8_t **data, size_t *size);

/*
 * Writes into bytes 20-23 of the file image IMG[0..SIZE) (a lexicon,
 * leaves or statistics file of 64 bytes or more) the CRC-32 of the rest,
 * as their readers check it, so that mutations reach the checks behind.
 */
void	fuzz_fix_crc(uint8_t *img, size_t size);

/* A small English lexicon built once from a word list in fuzz_common.c. */
const struct wg_lexicon *fuzz_lexicon(void);

/* A language for the byte B: "" (plain A-Z) or one of the seven. */
const char *fuzz_language(uint8_t b);

/*
 * Checks that each word visited is found by wg_lexicon_contains (and that
 * its hooks can be asked for), stopping after FUZZ_VISITS words.
 */
struct fuzz_refind {
	const struct wg_lexicon *lex;
	size_t	 count;
};
int	fuzz_refind_visit(const uint8_t *codes, size_t n, uint64_t blanks,
	    void *arg);

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
