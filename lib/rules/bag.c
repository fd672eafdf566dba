/*
 * bag.c: the tiles of a game not yet seen, the seeded random numbers that
 * shuffle them, and the draw and return of tiles that self-play and
 * simulation both make.
 */
#include "config.h"

#include "rules_private.h"

/* splitmix64: small, fast, and the same on every machine. */
uint64_t
wg_next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
wg_bag_shuffle(uint8_t *bag, unsigned n, uint64_t *rng)
{
	unsigned k, j;
	uint8_t t;

	/* Fisher-Yates. */
	for (k = n; k > 1; k--) {
		j = (unsigned)(wg_next_random(rng) % k);
		t = bag[k - 1];
		bag[k - 1] = bag[j];
		bag[j] = t;
	}
}

unsigned
wg_bag_fill(uint8_t *bag, unsigned *n, struct wg_board *b, unsigned p)
{
	unsigned from = b->rack_len[p], i, size = b->variant->rack_size;

	/* Cover IDs come besides the Tile Tray's tiles. */
	for (i = 0; b->variant->blanks_apart && i < from; i++)
		size += b->rack[p][i] == 0;
	while (b->rack_len[p] < size && *n > 0)
		b->rack[p][b->rack_len[p]++] = bag[--*n];
	return b->rack_len[p] - from;
}

void
wg_bag_return(uint8_t *bag, unsigned *n, uint64_t *rng, const uint8_t *t,
    unsigned k)
{
	unsigned i, j;

	for (i = 0; i < k; i++) {
		j = (unsigned)(wg_next_random(rng) % (*n + 1));
		bag[(*n)++] = bag[j];
		bag[j] = t[i];
	}
}

unsigned
wg_board_unseen(const struct wg_board *b, unsigned p, uint8_t *out,
    size_t size)
{
	const struct wg_variant *v = b->variant;
	unsigned left[WG_MAX_LETTERS + 1], c, i, k, n = 0;
	unsigned sets = wg_board_sets(b), cells = b->rows * b->cols;

	for (c = 0; c <= v->alphabet->size; c++)
		left[c] = v->count[c] * sets;
	for (i = 0; i < cells; i++) {
		uint8_t sq = b->sq[i];

		if (sq == 0)
			continue;
		c = sq & WG_BLANK ? 0 : WG_CODE(sq);
		if (c <= v->alphabet->size && left[c] > 0)
			left[c]--;
	}
	for (i = 0; i < b->rack_len[p] && b->rack_known[p]; i++)
		if (b->rack[p][i] <= v->alphabet->size &&
		    left[b->rack[p][i]] > 0)
			left[b->rack[p][i]]--;
	/* Letters first, blanks last, as replay lists them. */
	for (c = 1; c <= v->alphabet->size + 1; c++) {
		unsigned code = c <= v->alphabet->size ? c : 0;

		for (k = 0; k < left[code] && n < size; k++)
			out[n++] = (uint8_t)code;
	}
	return n;
}
