/*
 * fuzz_win.c: win probability tables (wgwin(5)), read for any variant.
 * The harness writes the right CRC into the header first, so that the
 * fuzzer gets past it to the checks behind.  A table read must give
 * chances between 0 and 1 that never fall as the spread grows, and must
 * write an image that reads back to the same chances.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* The chances of T at every unseen count and side, checked and summed. */
static double
win_check(const struct wg_win *t)
{
	unsigned umax, smax, u;
	uint32_t games;
	uint64_t seed;
	double sum = 0, p, last;
	int on, s;

	wg_win_limits(t, &umax, &smax, &games, &seed);
	for (u = 0; u <= umax + 1; u++)
		for (on = 0; on < 2; on++) {
			last = 0;
			for (s = -(int)smax - 1; s <= (int)smax + 1; s++) {
				p = wg_win_prob(t, s, u, on);
				FUZZ_ASSERT(p >= 0 && p <= 1 && p >= last);
				last = p;
				sum += p;
			}
		}
	return sum;
}

FUZZ_TARGET(win)
{
	struct wg_win *t, *again;
	uint8_t *img;
	void *out;
	size_t n;
	char err[512];
	int rc;

	if ((img = malloc(size + 1)) == NULL)
		return 0;
	memcpy(img, data, size);
	fuzz_fix_crc(img, size);
	err[0] = '\0';
	rc = wg_win_read(&t, "fuzz", img, size, NULL, err, sizeof(err));
	if (rc == WG_OK) {
		FUZZ_ASSERT(wg_win_write(t, &out, &n) == WG_OK);
		FUZZ_ASSERT(wg_win_read(&again, "again", out, n, NULL, err,
		    sizeof(err)) == WG_OK);
		FUZZ_ASSERT(strcmp(wg_win_variant(t),
		    wg_win_variant(again)) == 0);
		FUZZ_ASSERT(win_check(t) == win_check(again));
		free(out);
		wg_win_free(again);
		wg_win_free(t);
	} else {
		FUZZ_ASSERT(t == NULL && rc < 0);
		if (rc == WG_E_FORMAT)
			FUZZ_ASSERT(strncmp(err, "fuzz:", 5) == 0);
	}
	free(img);
	return 0;
}
