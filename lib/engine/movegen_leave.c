/*
 * movegen_leave.c: the leave values of a run, looked up once.  A rack of
 * n tiles leaves at most 2^n different tile sets; the value of each is
 * found in the leaves at the start of the run and kept in a table (the
 * open engines call it a leave map), so that a move costs one indexed
 * load, not a lookup.  The index of a leave has bit base[c] + j set when
 * a (j + 1)th tile of code c stays on the rack: the counts left give it,
 * and no sorting.  The table also gives the best leave for each number of
 * tiles played, which bounds the equity an anchor can reach.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine_private.h"
#include "movegen.h"

/*
 * The value of the leave CODES[0..N), sorted: from the generator's cache
 * of the leaves it has looked up, else from the leaves.  Successive racks
 * share most of their leaves, and a lookup in a large set of leaves
 * misses the processor's caches.
 */
static double
cached_value(struct wg_gen *g, const uint8_t *codes, unsigned n)
{
	struct leave_cached *e;
	uint64_t key = 0;
	unsigned i;

	if (g->leave_cache == NULL)
		return wg_leaves_value(g->leaves, codes, n);
	for (i = 0; i < n; i++)
		key = key << 6 | (uint64_t)(codes[i] + 1);
	e = &g->leave_cache[(key * 0x9e3779b97f4a7c15ULL) >>
	    (64 - LEAVE_CACHE_BITS)];
	if (e->key != key || e->tag != g->leave_tag) {
		e->key = key;
		e->tag = g->leave_tag;
		e->value = wg_leaves_value(g->leaves, codes, n);
	}
	return e->value;
}

/*
 * The leave LEAF's value, into the map and the best values by tiles
 * played.
 */
static void
leaf_value(struct wg_gen *g, const struct leave_leaf *leaf)
{
	unsigned n = leaf->n, played = g->rack_len - n;
	double trained = n == 0 ? 0 : leaf->place != WG_LEAVE_NONE ?
	    wg_leaves_at(g->leaves, leaf->place) :
	    cached_value(g, leaf->codes, n);
	double value = wg_leave_eval(&g->leave_eval, trained, leaf->codes,
	    n);

	g->leave_map[leaf->index] = value;
	if (value > g->best_leave[played])
		g->best_leave[played] = value;
	if (leaf->blanks < g->blanks && value > g->best_spent[played])
		g->best_spent[played] = value;
}

/*
 * Every leave whose index is INDEX plus bits for the codes before the Ith
 * (each code left 0 to all of its tiles), into the leaves of the run, its
 * value asked of the leaves at once (leaf_value reads it): many lookups
 * are then under way together.  The codes are taken from the largest
 * down: BUF[AT..] holds the leave so far, sorted, N tiles; BLANKS its
 * blanks, and SUM the terms of its place in the values (leave_index.c),
 * RANKED while it has one.
 */
static void
fill(struct wg_gen *g, unsigned i, unsigned index, uint8_t *buf, unsigned at,
    unsigned blanks, uint32_t sum, int ranked)
{
	const struct wg_leave_index *ix = &g->leaves->index;
	unsigned k, c, n = WG_RACK_MAX - at;

	if (i == 0) {
		struct leave_leaf *leaf = &g->leaf[g->nleaves++];

		leaf->index = index;
		leaf->n = (uint8_t)n;
		leaf->blanks = (uint8_t)blanks;
		memcpy(leaf->codes, buf + at, n);
		leaf->place = ranked ? wg_leave_index_sum(ix, n, sum) :
		    WG_LEAVE_NONE;
		if (leaf->place != WG_LEAVE_NONE)
			wg_leaves_prefetch(g->leaves, leaf->place);
		return;
	}
	c = g->leave_code[--i];
	fill(g, i, index, buf, at, blanks, sum, ranked);
	for (k = 1; k <= g->leave_most[i]; k++) {
		buf[--at] = (uint8_t)c;
		index |= 1u << (g->leave_base[c] + k - 1);
		blanks += c == 0;
		fill(g, i, index, buf, at, blanks, ranked && c <
		    ix->ncodes && k <= ix->cap[c] && n + k <= ix->maxlen ?
		    sum + wg_leave_index_term(ix, c, n, k) : 0, ranked &&
		    c < ix->ncodes && k <= ix->cap[c] && n + k <= ix->maxlen);
	}
}

void
wg_gen_leave_map(struct wg_gen *g)
{
	uint8_t codes[WG_RACK_MAX];
	unsigned i, bit = 0;

	g->leave_map_on = 0;
	if (g->leaves == NULL)
		return;
	wg_leave_eval_setup(&g->leave_eval, g->board, g->rack_sorted,
	    g->rack_len);
	if (g->rack_len > LEAVE_MAP_TILES)
		return;
	if (g->leave_cache == NULL && !g->leave_cache_tried) {
		g->leave_cache_tried = 1;
		g->leave_cache = calloc((size_t)1 << LEAVE_CACHE_BITS,
		    sizeof(*g->leave_cache));
	}
	/* The rack sorted: each code's tiles together, codes in order. */
	g->nleave_codes = 0;
	for (i = 0; i < g->rack_len; i++) {
		uint8_t t = g->rack_sorted[i];

		if (i == 0 || t != g->rack_sorted[i - 1]) {
			g->leave_code[g->nleave_codes] = t;
			g->leave_most[g->nleave_codes++] = 0;
			g->leave_base[t] = (uint8_t)bit;
		}
		g->leave_most[g->nleave_codes - 1]++;
		bit++;
	}
	for (i = 0; i <= g->rack_len; i++)
		g->best_leave[i] = g->best_spent[i] =
		    -HUGE_VAL;
	g->nleaves = 0;
	/* By index when the leaves have their values so. */
	fill(g, g->nleave_codes, 0, codes, WG_RACK_MAX, 0, 0,
	    g->leaves->values != NULL || g->leaves->text_values != NULL);
	for (i = 0; i < g->nleaves; i++)
		leaf_value(g, &g->leaf[i]);
	g->leave_map_on = 1;
}

unsigned
wg_gen_leave_index(const struct wg_gen *g)
{
	unsigned i, index = 0;

	for (i = 0; i < g->nleave_codes; i++) {
		uint8_t t = g->leave_code[i];
		unsigned left = t == 0 ? g->count[0] :
		    g->v2l[t] == NO_LETTER ? g->leave_most[i] :
		    g->count[g->v2l[t]];

		index |= ((1u << left) - 1) << g->leave_base[t];
	}
	return index;
}

/* The leave of the index INDEX into M, sorted as the rack is. */
void
wg_gen_leave_of_index(const struct wg_gen *g, unsigned index,
    struct wg_gen_move *m)
{
	unsigned i, k;

	m->nleave = 0;
	m->leave_rainbow = 0;
	for (i = 0; i < g->nleave_codes; i++) {
		uint8_t t = g->leave_code[i];

		for (k = 0; k < g->leave_most[i]; k++)
			if (index >> (g->leave_base[t] + k) & 1)
				m->leave[m->nleave++] = t;
	}
}
