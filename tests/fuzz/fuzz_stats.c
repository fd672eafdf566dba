/*
 * fuzz_stats.c: leave training statistics files (wgstats(5)), read for a
 * small variant (tests/wsgen/tiny.wgv's).  The harness writes the right
 * CRC into the header first, so that the fuzzer gets past it to the checks
 * behind; a file read is written back to the same bytes, merged with
 * itself (a sum that would overflow refused, the statistics unchanged)
 * and turned into leave values.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static const char tiny_text[] =
    "name tiny\nalphabet en\nsize 7 7\nstart D4\nplayers 2 2\n"
    "first random\nrack 3\nbingo 10 3\nexchange 3\nout 1 lose\n"
    "stall 2 per-player passes lose\ntie pre-end\n"
    "tile A 14 1\ntile B 10 2\ntile S 6 1\ntile Q 4 5\n"
    "premiums\nt..d..t\n.D...D.\n..d.d..\nd..D..d\n..d.d..\n.D...D.\n"
    "t..d..t\n";

FUZZ_TARGET(stats)
{
	static struct wg_variant *tiny;
	struct wg_train_stats *st, *again;
	struct wg_leaves *lv;
	uint8_t *img;
	void *out, *out2;
	size_t n, n2;
	char err[512];
	int rc;

	if (tiny == NULL && wg_variant_load_memory(&tiny, "tiny", tiny_text,
	    strlen(tiny_text), err, sizeof(err)) != WG_OK)
		return 0;
	if ((img = malloc(size + 1)) == NULL)
		return 0;
	memcpy(img, data, size);
	fuzz_fix_crc(img, size);
	err[0] = '\0';
	rc = wg_train_stats_read(&st, "fuzz", img, size, tiny, NULL, err,
	    sizeof(err));
	if (rc == WG_OK) {
		FUZZ_ASSERT(wg_train_stats_write(st, &out, &n) == WG_OK);
		FUZZ_ASSERT(n == size && memcmp(out, img, n) == 0);
		FUZZ_ASSERT(wg_train_stats_read(&again, "again", out, n, tiny,
		    NULL, err, sizeof(err)) == WG_OK);
		rc = wg_train_stats_merge(st, again);
		FUZZ_ASSERT(rc == WG_OK || rc == WG_E_LIMIT);
		FUZZ_ASSERT(wg_train_stats_write(st, &out2, &n2) == WG_OK);
		FUZZ_ASSERT(n2 == n);
		if (rc == WG_E_LIMIT)
			FUZZ_ASSERT(memcmp(out, out2, n) == 0);
		FUZZ_ASSERT(wg_train_leaves(&lv, st, tiny, NULL, 20) == WG_OK);
		wg_leaves_free(lv);
		free(out2);
		free(out);
		wg_train_stats_free(again);
		wg_train_stats_free(st);
	} else {
		FUZZ_ASSERT(st == NULL && rc < 0);
		if (rc == WG_E_FORMAT)
			FUZZ_ASSERT(strncmp(err, "fuzz:", 5) == 0);
	}
	free(img);
	return 0;
}
