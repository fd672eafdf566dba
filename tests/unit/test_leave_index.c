/*
 * test_leave_index.c: the canonical numbering of leaves checked against
 * brute force: every multiset of a small tile set listed in order by
 * counting, and the real English tile set's 914,625 leaves (with the empty
 * one) each ranked back to its own number.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine_private.h"
#include "unit.h"

/* Leaves in canonical order by brute force: every sorted code string of
   length LEN within the counts, in string order, appended to OUT. */
static void
list_len(const unsigned *count, unsigned ncodes, unsigned len, uint8_t *cur,
    unsigned at, unsigned from, uint8_t (*out)[WG_RACK_MAX], unsigned *nout)
{
	unsigned c, used, k;

	if (at == len) {
		memcpy(out[*nout], cur, len);
		(*nout)++;
		return;
	}
	for (c = from; c < ncodes; c++) {
		for (used = 0, k = 0; k < at; k++)
			used += cur[k] == c;
		if (used >= count[c])
			continue;
		cur[at] = (uint8_t)c;
		list_len(count, ncodes, len, cur, at + 1, c, out, nout);
	}
}

static void
test_small_set(void)
{
	/* Two blanks, A x3, B x1, C x0, D x2; leaves up to 4 tiles. */
	static const unsigned count[] = { 2, 3, 1, 0, 2 };
	static uint8_t want[4096][WG_RACK_MAX], got[WG_RACK_MAX];
	struct wg_leave_index ix;
	uint8_t cur[WG_RACK_MAX];
	unsigned n = 0, len, i;
	size_t glen;

	for (len = 0; len <= 4; len++) {
		unsigned before = n;

		list_len(count, 5, len, cur, 0, 0, want, &n);
		for (i = before; i < n; i++)
			want[i][WG_RACK_MAX - 1] = (uint8_t)len;
	}
	CHECK_INT(wg_leave_index_init(&ix, count, 5, 4), WG_OK);
	CHECK_INT(ix.total, n);
	for (i = 0; i < n; i++) {
		uint32_t sum = 0;
		unsigned k, rem = 0;

		len = want[i][WG_RACK_MAX - 1];
		CHECK_INT(wg_leave_index_rank(&ix, want[i], len), i);
		/* The same by groups, the largest code first. */
		for (k = len; k > 0; rem += glen) {
			for (glen = 1; glen < k && want[i][k - glen - 1] ==
			    want[i][k - 1]; glen++)
				continue;
			sum += wg_leave_index_term(&ix, want[i][k - 1], rem,
			    (unsigned)glen);
			k -= (unsigned)glen;
		}
		CHECK_INT(wg_leave_index_sum(&ix, len, sum), i);
		glen = wg_leave_index_unrank(&ix, i, got);
		CHECK_INT(glen, len);
		CHECK(memcmp(got, want[i], len) == 0);
	}
	/* Not leaves of the set: unsorted, a C, three blanks, too long. */
	CHECK(wg_leave_index_rank(&ix, (const uint8_t *)"\1\0", 2) ==
	    WG_LEAVE_NONE);
	CHECK(wg_leave_index_rank(&ix, (const uint8_t *)"\3", 1) ==
	    WG_LEAVE_NONE);
	CHECK(wg_leave_index_rank(&ix, (const uint8_t *)"\0\0\0", 3) ==
	    WG_LEAVE_NONE);
	CHECK(wg_leave_index_rank(&ix, (const uint8_t *)"\0\1\1\1\2", 5) ==
	    WG_LEAVE_NONE);
	CHECK(wg_leave_index_rank(&ix, (const uint8_t *)"\5", 1) ==
	    WG_LEAVE_NONE);
	CHECK_INT(wg_leave_index_unrank(&ix, n, got), 0);
	wg_leave_index_free(&ix);
}

static void
test_english(void)
{
	/* The English tile set of 100 tiles; leaves of up to 6 tiles. */
	static const unsigned count[27] = { 2, 9, 2, 2, 4, 12, 2, 3, 2, 9, 1,
	    1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1 };
	struct wg_leave_index ix;
	uint8_t codes[WG_RACK_MAX];
	uint32_t i;
	size_t len;
	unsigned bad = 0;

	CHECK_INT(wg_leave_index_init(&ix, count, 27, 6), WG_OK);
	/* 914,624 leaves of 1 to 6 tiles, as the engines count them. */
	CHECK_INT(ix.total, 914625);
	CHECK_INT(ix.base[2] - ix.base[1], 27);
	for (i = 0; i < ix.total; i++) {
		len = wg_leave_index_unrank(&ix, i, codes);
		bad += wg_leave_index_rank(&ix, codes, len) != i;
	}
	CHECK_INT(bad, 0);
	/* "?" is leave 1, "Z" leave 27, "??" leave 28. */
	CHECK_INT(wg_leave_index_rank(&ix, (const uint8_t *)"\0", 1), 1);
	CHECK_INT(wg_leave_index_rank(&ix, (const uint8_t *)"\32", 1), 27);
	CHECK_INT(wg_leave_index_rank(&ix, (const uint8_t *)"\0\0", 2), 28);
	wg_leave_index_free(&ix);
}

int
main(void)
{
	RUN(test_small_set);
	RUN(test_english);
	return unit_done();
}
