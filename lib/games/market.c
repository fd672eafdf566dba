/*
 * market.c: the stacking game's market and pool (rules/stacking-
 * marketplace.txt): what purchases cost, the tiles for sale, the pool a
 * game's length gives, and the rainbow tiles racks hold.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "games_private.h"

int
wg_market_cost(unsigned n)
{
	long a = 5, b = 10, c;

	if (n == 0)
		return 0;
	if (n == 1)
		return (int)a;
	/* Each cost the sum of the two before: 5, 10, 15, 25, 40, ... */
	while (n-- > 2) {
		c = a + b;
		if (c > WG_SCORE_MAX)
			return WG_SCORE_MAX;
		a = b;
		b = c;
	}
	return (int)b;
}

const char *
wg_length_name(enum wg_length length)
{
	switch (length) {
	case WG_LENGTH_SHORT:
		return "short";
	case WG_LENGTH_NORMAL:
		return "normal";
	case WG_LENGTH_LONG:
		return "long";
	default:
		return NULL;
	}
}

unsigned
wg_pool_sets(const struct wg_variant *v, enum wg_length length)
{
	return v->lengths && length >= WG_LENGTH_SHORT &&
	    length <= WG_LENGTH_LONG ? (unsigned)length : 1;
}

unsigned
wg_pool_tiles(const struct wg_variant *v, enum wg_length length)
{
	return v->tiles * wg_pool_sets(v, length);
}

void
wg_pool_variant(const struct wg_variant *v, enum wg_length length,
    struct wg_variant *pool)
{
	unsigned sets = wg_pool_sets(v, length), c;

	*pool = *v;
	for (c = 0; c <= v->alphabet->size; c++)
		pool->count[c] = v->count[c] * sets;
	pool->tiles = v->tiles * sets;
}

void
wg_market_put(struct wg_market *mk, const uint8_t *t, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		mk->stock[WG_TILE_CODE(t[i])]++;
}

int
wg_market_take(struct wg_market *mk, unsigned p, uint8_t tile)
{
	uint8_t code = WG_TILE_CODE(tile);

	if (code == 0 || (tile & WG_TILE_RAINBOW))
		return -1;
	if (mk->stock[code] > 0)
		mk->stock[code]--;
	else if (mk->unknown > 0)
		mk->unknown--;
	else
		return -1;
	return wg_market_cost(++mk->bought[p]);
}

unsigned
wg_market_size(const struct wg_market *mk, unsigned letters)
{
	unsigned c, n = mk->unknown;

	for (c = 0; c <= letters; c++)
		n += mk->stock[c];
	return n;
}

unsigned
wg_rainbow_count(const uint8_t *t, unsigned n)
{
	unsigned i, k = 0;

	for (i = 0; i < n; i++)
		k += (t[i] & WG_TILE_RAINBOW) != 0;
	return k;
}

int
wg_rainbow_opening(const uint8_t *t, unsigned n)
{
	unsigned i, wild = 0;

	for (i = 0; i < n; i++)
		wild += WG_TILE_CODE(t[i]) == 0;
	/* One of the rack's non-wild tiles, if it has any. */
	return wg_rainbow_count(t, n) == (wild < n ? 1U : 0U);
}
