/*
 * test_study.c: the study figures of study.c against brute force: every
 * draw from a small bag counted one by one, the alphagram, the order.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "wordgame.h"
#include "unit.h"

/*
 * A bag of 3 A (code 1), 2 B (code 2), 1 C (code 3) and 2 blanks: the 8
 * tiles one by one, so that every draw of N of them is a subset.
 */
static const uint8_t tiles[] = { 1, 1, 1, 2, 2, 3, 0, 0 };
static const unsigned bag[] = { 2, 3, 2, 1 };

/* The draws of N tiles that spell WORD with at most BLANKS blanks. */
static double
brute(const uint8_t *word, size_t n, unsigned blanks)
{
	unsigned need[4] = { 0 }, have[4], set, i, k, nb;
	double count = 0;
	int ok;

	for (i = 0; i < n; i++)
		need[word[i]]++;
	for (set = 0; set < 1u << sizeof(tiles); set++) {
		if ((unsigned)__builtin_popcount(set) != n)
			continue;
		memset(have, 0, sizeof(have));
		for (i = 0; i < sizeof(tiles); i++)
			if (set >> i & 1)
				have[tiles[i]]++;
		nb = have[0];
		/* A letter drawn beyond the word's needs spells nothing. */
		ok = nb <= blanks;
		for (k = 1; k < 4 && ok; k++)
			ok = have[k] <= need[k];
		if (ok)
			count++;
	}
	return count;
}

static void
test_draws_brute(void)
{
	uint8_t w[4];
	unsigned n, blanks, a, b, c, d;

	/* Every word of 1 to 4 letters over A, B, C. */
	for (n = 1; n <= 4; n++)
		for (a = 1; a <= 3; a++)
			for (b = 1; b <= 3; b++)
				for (c = 1; c <= 3; c++)
					for (d = 1; d <= 3; d++) {
						w[0] = (uint8_t)a;
						w[1] = (uint8_t)b;
						w[2] = (uint8_t)c;
						w[3] = (uint8_t)d;
						for (blanks = 0; blanks <= 2;
						    blanks++)
							CHECK_INT(
							    (long long)wg_draw_combinations(
							    bag, w, n, blanks),
							    (long long)brute(w, n,
							    blanks));
					}
}

static void
test_draws_by_hand(void)
{
	/* AAB: C(3,2) C(2,1) = 6; one blank for A: 2 C(3,1) C(2,1) = 12,
	   for B: 2 C(3,2) = 6; two blanks for AA: 1 C(2,1) = 2, for AB:
	   1 C(3,1) = 3: 6 + 18 + 5 = 29. */
	const uint8_t aab[] = { 1, 1, 2 };

	CHECK_INT((long long)wg_draw_combinations(bag, aab, 3, 0), 6);
	CHECK_INT((long long)wg_draw_combinations(bag, aab, 3, 1), 24);
	CHECK_INT((long long)wg_draw_combinations(bag, aab, 3, 2), 29);
}

static void
test_alphagram(void)
{
	const uint8_t w[] = { 3, 1, 2, 1 };
	const uint8_t want[] = { 1, 1, 2, 3 };
	uint8_t g[4];

	wg_alphagram(w, 4, g);
	CHECK(memcmp(g, want, 4) == 0);
}

int
main(void)
{
	unit_run("draws_brute", test_draws_brute);
	unit_run("draws_by_hand", test_draws_by_hand);
	unit_run("alphagram", test_alphagram);
	return unit_done();
}
