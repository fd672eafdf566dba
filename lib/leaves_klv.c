/*
 * leaves_klv.c: leave values in the KLV and KLV2 files of the wolges and
 * MAGPIE engines, read and written: a word graph (KWG) of the leaves and
 * their values in the graph's word order (wgleaves(5), KLV2).
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wg_private.h"

/* A KWG node: tile (8 bits), accepts, is the last of its list, arc. */
#define KWG_TILE(n)	((n) >> 24)
#define KWG_ACCEPTS	0x800000u
#define KWG_IS_END	0x400000u
#define KWG_ARC(n)	((n) & 0x3fffffu)
#define KLV_SCALE	256.0	/* KLV's int16 values: 1/256 of a point */

int
wg_leaves_klv_kind(const void *data, size_t len, uint32_t *nodes,
    uint32_t *leaves)
{
	const uint8_t *img = data;
	uint64_t k, n, rest;

	if (len < 12)
		return 0;
	k = wg_load_le32(img);
	if (k == 0 || 8 + 4 * k > len)
		return 0;
	n = wg_load_le32(img + 4 + 4 * k);
	rest = len - 8 - 4 * k;
	if (nodes != NULL)
		*nodes = (uint32_t)k;
	if (leaves != NULL)
		*leaves = (uint32_t)n;
	return rest == 4 * n ? 2 : rest == 2 * n ? 1 : 0;
}

/* The walk of a KLV's graph: every word in order, with its place. */
struct klv_walk {
	const uint8_t	*nodes;
	uint32_t	 nnodes;
	uint32_t	 nwords;	/* values in the file */
	const uint8_t	*values;
	int		 kind;		/* 1 KLV, 2 KLV2 */
	const struct wg_leave_index *ix;
	float		*out;		/* by leave index */
	int		 ranked;	/* each word ranked, not in order */
	uint32_t	 seen[WG_RACK_MAX + 1];	/* words of each length */
	uint32_t	 outside;	/* words not in the tile set */
};

static uint32_t
node_at(const struct klv_walk *w, uint32_t i)
{
	return wg_load_le32(w->nodes + 4 * (size_t)i);
}

/* The value of word I, or a message in ERR. */
static int
word_value(const struct klv_walk *w, uint32_t i, float *v)
{
	uint32_t bits;
	int16_t q;

	if (w->kind == 2) {
		bits = wg_load_le32(w->values + 4 * (size_t)i);
		memcpy(v, &bits, sizeof(*v));
		return isfinite(*v) ? 0 : -1;
	}
	q = (int16_t)(uint16_t)(w->values[2 * (size_t)i] |
	    w->values[2 * (size_t)i + 1] << 8);
	*v = (float)(q / KLV_SCALE);
	return 0;
}

/*
 * Walks the graph from ROOT, depth first, so words come in the order of
 * their values: sorted as strings, a word before those it starts.  Each
 * word of the tile set is kept: in order (the words of one length of a
 * graph of exactly the tile set's leaves are in canonical order) or,
 * when RANKED, by its rank.  0, or -1 after a message.
 */
static int
klv_walk(struct klv_walk *w, uint32_t root, const char *name, char *errbuf,
    size_t errsize)
{
	const struct wg_leave_index *ix = w->ix;
	uint32_t at[WG_RACK_MAX], word = 0, node, r;
	uint8_t codes[WG_RACK_MAX], run[WG_RACK_MAX], ok[WG_RACK_MAX];
	int last[WG_RACK_MAX];
	uint64_t steps = 0, most;
	unsigned d = 0, t;
	float v;

	if (root == 0)
		goto count;
	/* A graph of shared lists can spell far more words than it has
	   nodes: no more steps than the words the values allow. */
	most = ((uint64_t)w->nwords + 1) * WG_RACK_MAX + w->nnodes;
	at[0] = root;
	last[0] = -1;
	for (;;) {
		if (at[d] >= w->nnodes || ++steps > most) {
			wg_leaves_fail(errbuf, errsize, name, "damaged word graph (node "
			    "%u of %u)", at[d], w->nnodes);
			return -1;
		}
		node = node_at(w, at[d]);
		t = KWG_TILE(node);
		if ((int)t <= last[d] || (d > 0 && t < codes[d - 1])) {
			wg_leaves_fail(errbuf, errsize, name, "word graph of unsorted "
			    "leaves (node %u)", at[d]);
			return -1;
		}
		last[d] = (int)t;
		codes[d] = (uint8_t)t;
		run[d] = (uint8_t)(d > 0 && codes[d - 1] == t ? run[d - 1] + 1 :
		    1);
		ok[d] = (d == 0 || ok[d - 1]) && t < ix->ncodes &&
		    run[d] <= ix->cap[t] && d + 1 <= ix->maxlen;
		if (node & KWG_ACCEPTS) {
			if (word >= w->nwords) {
				wg_leaves_fail(errbuf, errsize, name, "more leaves in the "
				    "word graph than the %u values",
				    w->nwords);
				return -1;
			}
			if (word_value(w, word, &v) != 0) {
				wg_leaves_fail(errbuf, errsize, name, "value %u is not "
				    "a number", word);
				return -1;
			}
			if (!ok[d])
				w->outside++;
			else if (!w->ranked) {
				r = (uint32_t)ix->base[d + 1] + w->seen[d + 1]++;
				if (r < ix->base[d + 2])
					w->out[r] = v;
			} else if ((r = wg_leave_index_rank(ix, codes, d + 1)) !=
			    WG_LEAVE_NONE)
				w->out[r] = v;
			word++;
		}
		if (KWG_ARC(node) != 0) {
			if (d + 1 == WG_RACK_MAX) {
				wg_leaves_fail(errbuf, errsize, name, "leaves longer "
				    "than %d tiles", WG_RACK_MAX);
				return -1;
			}
			at[++d] = KWG_ARC(node);
			last[d] = -1;
			continue;
		}
		/* The next sibling here or in a list above. */
		while (node_at(w, at[d]) & KWG_IS_END) {
			if (d == 0)
				goto count;
			d--;
		}
		at[d]++;
	}
count:
	if (word != w->nwords) {
		wg_leaves_fail(errbuf, errsize, name, "%u leaves in the word graph, %u "
		    "values", word, w->nwords);
		return -1;
	}
	return 0;
}

int
wg_leaves_read_klv(struct wg_leaves **out, const char *name,
    const void *data, size_t len, const struct wg_variant *v,
    char *errbuf, size_t errsize)
{
	const uint8_t *img = data;
	struct klv_walk w;
	struct wg_leaves *lv;
	uint32_t root, i, n;
	int rc;

	*out = NULL;
	memset(&w, 0, sizeof(w));
	if ((w.kind = wg_leaves_klv_kind(data, len, &w.nnodes, &w.nwords)) ==
	    0)
		return wg_leaves_fail(errbuf, errsize, name, "not a KLV or KLV2 leaves "
		    "file (truncated or wrong sizes)");
	w.nodes = img + 4;
	w.values = img + 8 + 4 * (size_t)w.nnodes;
	if ((rc = wg_leaves_new_dense(&lv, v, NULL)) != WG_OK)
		return rc;
	w.ix = &lv->index;
	w.out = lv->values;
	root = KWG_ARC(node_at(&w, 0));
	if (klv_walk(&w, root, name, errbuf, errsize) != 0) {
		wg_leaves_free(lv);
		return WG_E_FORMAT;
	}
	/* In order only if the words are exactly the tile set's leaves;
	   else again, each by its rank. */
	for (i = 1, n = 0; i <= lv->index.maxlen; i++)
		n += w.seen[i] != lv->index.base[i + 1] - lv->index.base[i];
	if (n != 0 || w.outside != 0) {
		memset(lv->values, 0, (size_t)lv->index.total *
		    sizeof(*lv->values));
		memset(w.seen, 0, sizeof(w.seen));
		w.ranked = 1;
		w.outside = 0;
		if (klv_walk(&w, root, name, errbuf, errsize) != 0) {
			wg_leaves_free(lv);
			return WG_E_FORMAT;
		}
	}
	lv->values[0] = 0;
	*out = lv;
	return WG_OK;
}

/* The KWG the writer makes: lists of nodes, built once for each state. */
struct klv_build {
	const struct wg_leave_index *ix;
	uint32_t	*nodes;
	uint32_t	 n, cap;
	uint32_t	*memo;		/* list of each state, UINT32_MAX: none
					   yet */
};

/*
 * The list of the leaves that may follow a sorted leave whose last tile
 * is L (ncodes: none), held K times, with REM tiles more allowed: every
 * such leave is one, so each node accepts.  Its first node, 0 for none.
 */
static int
klv_list(struct klv_build *b, unsigned l, unsigned k, unsigned rem,
    uint32_t *first)
{
	const struct wg_leave_index *ix = b->ix;
	uint32_t arcs[WG_MAX_LETTERS + 1], *nn, start;
	unsigned t, from = l == ix->ncodes ? 0 : l, nkids = 0, j;
	size_t key = ((size_t)l * (ix->maxlen + 1) + k) * (ix->maxlen + 1) +
	    rem;
	uint8_t tiles[WG_MAX_LETTERS + 1];

	*first = 0;
	if (rem == 0)
		return WG_OK;
	if (b->memo[key] != UINT32_MAX) {
		*first = b->memo[key];
		return WG_OK;
	}
	for (t = from; t < ix->ncodes; t++) {
		unsigned held = t == l ? k + 1 : 1;

		if (held > ix->cap[t])
			continue;
		if (klv_list(b, t, held, rem - 1, &arcs[nkids]) != WG_OK)
			return WG_E_NOMEM;
		tiles[nkids++] = (uint8_t)t;
	}
	if (nkids > 0) {
		if (b->n + nkids > b->cap) {
			b->cap = (b->n + nkids) * 2;
			if ((nn = realloc(b->nodes, b->cap * sizeof(*nn))) ==
			    NULL)
				return WG_E_NOMEM;
			b->nodes = nn;
		}
		start = b->n;
		for (j = 0; j < nkids; j++)
			b->nodes[b->n++] = (uint32_t)tiles[j] << 24 |
			    KWG_ACCEPTS | (j + 1 == nkids ? KWG_IS_END : 0) |
			    arcs[j];
		*first = start;
	}
	b->memo[key] = *first;
	return WG_OK;
}

/* Each leave in the graph's word order, its value into *P (KIND's). */
static void
klv_values(const struct wg_leaves *lv, const struct wg_leave_index *ix,
    uint8_t *codes, unsigned len, int kind, uint8_t **p)
{
	unsigned t, from = len == 0 ? 0 : codes[len - 1], held;
	double x;
	float f;
	uint32_t bits;
	long q;

	if (len == ix->maxlen)
		return;
	for (t = from; t < ix->ncodes; t++) {
		for (held = 0; held < len && codes[len - 1 - held] == t; held++)
			continue;
		if (held + 1 > ix->cap[t])
			continue;
		codes[len] = (uint8_t)t;
		x = wg_leaves_value(lv, codes, len + 1);
		if (kind == 2) {
			f = (float)x;
			memcpy(&bits, &f, sizeof(bits));
			wg_store_le32(*p, bits);
			*p += 4;
		} else {
			x *= KLV_SCALE;
			x = x < -32767 ? -32767 : x > 32767 ? 32767 : x;
			q = x < 0 ? (long)(x - 0.5) : (long)(x + 0.5);
			(*p)[0] = (uint8_t)(uint16_t)(int16_t)q;
			(*p)[1] = (uint8_t)((uint16_t)(int16_t)q >> 8);
			*p += 2;
		}
		klv_values(lv, ix, codes, len + 1, kind, p);
	}
}

int
wg_leaves_write_klv(const struct wg_leaves *lv, const struct wg_variant *v,
    int kind, void **out, size_t *len)
{
	struct wg_leave_index ix;
	struct klv_build b;
	uint8_t codes[WG_RACK_MAX], *img = NULL, *p;
	uint32_t root, i, n;
	size_t states, size;
	int rc;

	*out = NULL;
	*len = 0;
	if (kind != 1 && kind != 2)
		return WG_E_ARG;
	if ((rc = wg_leave_index_variant(&ix, v)) != WG_OK)
		return rc;
	memset(&b, 0, sizeof(b));
	b.ix = &ix;
	rc = WG_E_NOMEM;
	states = (size_t)(ix.ncodes + 1) * (ix.maxlen + 1) * (ix.maxlen + 1);
	if ((b.memo = malloc(states * sizeof(*b.memo))) == NULL ||
	    (b.nodes = malloc(1024 * sizeof(*b.nodes))) == NULL)
		goto done;
	memset(b.memo, 0xff, states * sizeof(*b.memo));
	b.cap = 1024;
	b.n = 1;	/* node 0 points to the root list */
	if (klv_list(&b, ix.ncodes, 0, ix.maxlen, &root) != WG_OK)
		goto done;
	b.nodes[0] = KWG_IS_END | root;
	n = ix.total - 1;
	size = 8 + 4 * (size_t)b.n + (size_t)kind * 2 * n;
	if ((img = malloc(size)) == NULL)
		goto done;
	wg_store_le32(img, b.n);
	for (i = 0; i < b.n; i++)
		wg_store_le32(img + 4 + 4 * (size_t)i, b.nodes[i]);
	wg_store_le32(img + 4 + 4 * (size_t)b.n, n);
	p = img + 8 + 4 * (size_t)b.n;
	klv_values(lv, &ix, codes, 0, kind, &p);
	*out = img;
	*len = size;
	img = NULL;
	rc = WG_OK;
done:
	free(img);
	free(b.memo);
	free(b.nodes);
	wg_leave_index_free(&ix);
	return rc;
}
