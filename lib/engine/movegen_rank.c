/*
 * movegen_rank.c: the move generator's results in rank order: a heap
 * of the best few while generating, and the final sort, by a radix sort
 * of packed keys when moves rank by score alone.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine_private.h"
#include "movegen.h"

/* Ranking: -1 when A comes before B (wsgen(1), RANKING). */
static int
rank_cmp(const struct wg_gen_move *a, const struct wg_gen_move *b)
{
	unsigned i;

	if (a->equity != b->equity)
		return a->equity > b->equity ? -1 : 1;
	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	if (a->move.kind != b->move.kind)
		return a->move.kind < b->move.kind ? -1 : 1;
	if (a->move.row != b->move.row)
		return a->move.row < b->move.row ? -1 : 1;
	if (a->move.col != b->move.col)
		return a->move.col < b->move.col ? -1 : 1;
	if (a->move.down != b->move.down)
		return a->move.down < b->move.down ? -1 : 1;
	if (a->move.len != b->move.len)
		return a->move.len < b->move.len ? -1 : 1;
	for (i = 0; i < a->move.len; i++)
		if (a->move.tiles[i] != b->move.tiles[i])
			return a->move.tiles[i] < b->move.tiles[i] ? -1 : 1;
	/* The stacking game: the same tiles, rainbow or not. */
	if (a->move.rainbow != b->move.rainbow)
		return a->move.rainbow < b->move.rainbow ? -1 : 1;
	return 0;
}

/* The heap keeps its worst move on top. */
static void
heap_sift_down(struct wg_gen_move *h, size_t n, size_t i)
{
	for (;;) {
		size_t l = 2 * i + 1, r = l + 1, w = i;
		struct wg_gen_move t;

		if (l < n && rank_cmp(&h[l], &h[w]) > 0)
			w = l;
		if (r < n && rank_cmp(&h[r], &h[w]) > 0)
			w = r;
		if (w == i)
			return;
		t = h[i];
		h[i] = h[w];
		h[w] = t;
		i = w;
	}
}

static void
heap_sift_up(struct wg_gen_move *h, size_t i)
{
	while (i > 0) {
		size_t p = (i - 1) / 2;
		struct wg_gen_move t;

		if (rank_cmp(&h[i], &h[p]) <= 0)
			return;
		t = h[i];
		h[i] = h[p];
		h[p] = t;
		i = p;
	}
}

/* Keeps M among the results (all of them, or the LIMIT best). */
void
wg_gen_keep(struct wg_gen *g, const struct wg_gen_move *m)
{
	struct wg_gen_move *slot;

	if (g->limit > 0 && g->nmoves == g->limit) {
		if (rank_cmp(m, &g->moves[0]) >= 0)
			return;
		g->moves[0] = *m;
		heap_sift_down(g->moves, g->nmoves, 0);
		return;
	}
	if ((slot = wg_gen_slot(g)) == NULL)
		return;
	*slot = *m;
	g->nmoves++;
	if (g->limit > 0)
		heap_sift_up(g->moves, g->nmoves - 1);
}

struct wg_gen_move *
wg_gen_slot(struct wg_gen *g)
{
	if (g->nmoves == g->cap) {
		size_t ncap = g->cap ? g->cap * 2 : 256;
		struct wg_gen_move *nm = realloc(g->moves, ncap * sizeof(*nm));

		if (nm == NULL) {
			g->error = WG_E_NOMEM;
			return NULL;
		}
		g->moves = nm;
		g->cap = ncap;
	}
	return &g->moves[g->nmoves];
}

static int
rank_qsort(const void *a, const void *b)
{
	return rank_cmp(a, b);
}

/* Scores the packed key holds; higher ones rank by the comparison. */
#define KEY_SCORE_MAX	0xfffff

/*
 * The ranking packed, smaller first: score (highest first), kind, row,
 * column, direction, length, and the first three tiles.  Equal keys leave
 * only the tiles after those to compare.
 */
static uint64_t
rank_key(const struct wg_gen_move *m)
{
	const struct wg_move *mv = &m->move;
	uint64_t k = (uint64_t)(KEY_SCORE_MAX - m->score);
	unsigned i;

	k = k << 2 | (unsigned)mv->kind;
	k = k << 5 | mv->row;
	k = k << 5 | mv->col;
	k = k << 1 | (unsigned)mv->down;
	k = k << 5 | mv->len;
	for (i = 0; i < 3; i++)
		k = k << 8 | (i < mv->len ? mv->tiles[i] : 0);
	return k;
}

struct keyed {
	uint64_t	 key;
	uint32_t	 index;
};

/*
 * Sorts N keys by an LSD radix sort of their bytes that differ, back and
 * forth between A and TMP; returns the one that holds them sorted.
 */
static struct keyed *
radix_sort(struct keyed *a, struct keyed *tmp, size_t n)
{
	static const unsigned bytes = sizeof(a->key);
	size_t count[sizeof(a->key)][256], i;
	unsigned b;

	/* Every byte's counts in one pass. */
	memset(count, 0, sizeof(count));
	for (i = 0; i < n; i++)
		for (b = 0; b < bytes; b++)
			count[b][a[i].key >> 8 * b & 0xff]++;
	for (b = 0; b < bytes; b++) {
		size_t sum = 0, *c = count[b];
		unsigned shift = 8 * b;
		struct keyed *t;

		if (c[a[0].key >> shift & 0xff] == n)
			continue;	/* one byte for all */
		for (i = 0; i < 256; i++) {
			size_t x = c[i];

			c[i] = sum;
			sum += x;
		}
		for (i = 0; i < n; i++)
			tmp[c[a[i].key >> shift & 0xff]++] = a[i];
		t = a;
		a = tmp;
		tmp = t;
	}
	return a;
}

int
wg_gen_sort(struct wg_gen *g)
{
	struct keyed *keys, *tmp;
	size_t n = g->nmoves, i, j;

	g->ranked = 0;
	for (i = 0; i < n && g->leaves == NULL && g->limit == 0; i++)
		if (g->moves[i].score < 0 || g->moves[i].score > KEY_SCORE_MAX)
			break;
	if (g->leaves != NULL || g->limit > 0 || i < n) {
		/* Equity, or only a few moves: the general comparison. */
		qsort(g->moves, n, sizeof(*g->moves), rank_qsort);
		return WG_OK;
	}
	if (g->order_cap < n) {
		struct keyed *o = realloc(g->order, 2 * n * sizeof(*o));
		uint32_t *r = realloc(g->rank, n * sizeof(*r));

		if (o != NULL)
			g->order = o;
		if (r != NULL)
			g->rank = r;
		if (o == NULL || r == NULL)
			return WG_E_NOMEM;
		g->order_cap = n;
	}
	keys = g->order;
	tmp = keys + n;
	for (i = 0; i < n; i++) {
		keys[i].key = rank_key(&g->moves[i]);
		keys[i].index = (uint32_t)i;
	}
	keys = radix_sort(keys, tmp, n);
	/* Runs of equal keys: by their later tiles (insertion sort, runs
	   are short).  The moves stay where they are; RANK orders them. */
	for (i = 0; i < n; i++) {
		uint32_t x = keys[i].index;

		for (j = i; j > 0 && keys[j - 1].key == keys[i].key &&
		    rank_cmp(&g->moves[x], &g->moves[g->rank[j - 1]]) < 0;
		    j--)
			g->rank[j] = g->rank[j - 1];
		g->rank[j] = x;
	}
	g->ranked = 1;
	return WG_OK;
}
