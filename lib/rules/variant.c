/*
 * variant.c: what a variant means beyond its file: premium multipliers,
 * random layouts, finding variant files.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rules_private.h"

/* Indexed by enum wg_premium. */
const uint8_t wg_letter_mult[7] = { 1, 2, 3, 4, 1, 1, 1 };
const uint8_t wg_word_mult[7] = { 1, 1, 1, 1, 2, 3, 4 };
const char wg_premium_chars[8] = ".dtqDTQ";

int
wg_premium_from_char(int ch)
{
	const char *p;

	if (ch == '*')
		return WG_SQ_NONE;
	if (ch == '\0' || (p = strchr(wg_premium_chars, ch)) == NULL)
		return -1;
	return (int)(p - wg_premium_chars);
}

void
wg_variant_free(struct wg_variant *variant)
{
	if (variant == NULL)
		return;
	wg_alphabet_free(variant->alphabet);
	free(variant);
}

int
wg_variant_find(const char *name, const char *datadir, char *buf,
    size_t size)
{
	/* A name, never a file of the current folder, unless it holds a
	   slash: -v spy is the variant spy whatever the folder holds. */
	if (strchr(name, '/') != NULL)
		return wg_data_find(name, "wgv", "variants", datadir, buf,
		    size);
	return wg_variant_find_named(name, datadir, buf, size);
}

int
wg_variant_find_named(const char *name, const char *datadir, char *buf,
    size_t size)
{
	return wg_data_find_named(name, "wgv", "variants", datadir, buf, size);
}

/* SplitMix64: tiny, and the same sequence everywhere. */
static uint64_t
splitmix(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
wg_variant_shuffle(const struct wg_variant *v, uint64_t seed,
    uint8_t *premium)
{
	unsigned n = v->rows * v->cols, start = v->start_row * v->cols +
	    v->start_col, i, j;
	uint8_t tmp;

	memcpy(premium, v->premium, n);
	/* Fisher-Yates over every square but the start, which is swapped
	   out of the way first and back at the end. */
	tmp = premium[start];
	premium[start] = premium[n - 1];
	premium[n - 1] = tmp;
	for (i = n - 2; i > 0; i--) {
		j = (unsigned)(splitmix(&seed) % (i + 1));
		tmp = premium[i];
		premium[i] = premium[j];
		premium[j] = tmp;
	}
	tmp = premium[start];
	premium[start] = premium[n - 1];
	premium[n - 1] = tmp;
}

int
wg_variant_stalls(const struct wg_variant *v, const struct wg_move *m,
    int score)
{
	switch (v->stall) {
	case WG_STALL_PASSES:
		return m->kind == WG_MOVE_PASS;
	case WG_STALL_NO_PLAY:
		return m->kind != WG_MOVE_PLACE;
	default:
		return score == 0;
	}
}
