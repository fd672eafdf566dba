/*
 * leaves_klv.c: leave values in the KLV and KLV2 files of the wolges and
 * MAGPIE engines, read and written: a word graph (KWG, made and walked by
 * kwg.c) of the leaves and their values in the graph's word order
 * (wgleaves(5), KLV2).
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine_private.h"

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

/* The words of a KLV's graph, in order, each with its value. */
struct klv_walk {
	const char	*name;
	char		*errbuf;
	size_t		 errsize;
	uint32_t	 nwords;	/* values in the file */
	uint32_t	 word;		/* words seen */
	const uint8_t	*values;
	int		 kind;		/* 1 KLV, 2 KLV2 */
	const struct wg_leave_index *ix;
	float		*out;		/* by leave index */
	int		 ranked;	/* each word ranked, not in order */
	uint32_t	 seen[WG_RACK_MAX + 1];	/* words of each length */
	uint32_t	 outside;	/* words not in the tile set */
};

/* The value of word I; -1 when it is not a number. */
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

/* 1 if CODES[0..N) is a sorted leave of IX's tile set. */
static int
in_tile_set(const struct wg_leave_index *ix, const uint8_t *codes,
    size_t n)
{
	size_t i, run = 0;

	if (n > ix->maxlen)
		return 0;
	for (i = 0; i < n; i++) {
		if (codes[i] >= ix->ncodes || (i > 0 && codes[i] < codes[i - 1]))
			return 0;
		run = i > 0 && codes[i] == codes[i - 1] ? run + 1 : 1;
		if (run > ix->cap[codes[i]])
			return 0;
	}
	return 1;
}

/*
 * Each word of the graph in order (wg_kwg_each), the I-th with value I:
 * kept in order (the words of one length of a graph of exactly the tile
 * set's leaves come in canonical order) or, when RANKED, by its rank;
 * words outside the tile set passed over.
 */
static int
klv_visit(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	struct klv_walk *w = arg;
	const struct wg_leave_index *ix = w->ix;
	uint32_t r;
	float v;

	(void)blanks;
	if (w->word >= w->nwords) {
		wg_leaves_fail(w->errbuf, w->errsize, w->name, "more leaves "
		    "in the word graph than the %u values", w->nwords);
		return WG_E_FORMAT;
	}
	if (word_value(w, w->word, &v) != 0) {
		wg_leaves_fail(w->errbuf, w->errsize, w->name, "value %u is "
		    "not a number", w->word);
		return WG_E_FORMAT;
	}
	w->word++;
	if (!in_tile_set(ix, codes, n))
		w->outside++;
	else if (!w->ranked) {
		r = (uint32_t)ix->base[n] + w->seen[n]++;
		if (r < ix->base[n + 1])
			w->out[r] = v;
	} else if ((r = wg_leave_index_rank(ix, codes, n)) != WG_LEAVE_NONE)
		w->out[r] = v;
	return 0;
}

/* One walk of the graph GRAPH[0..SIZE); WG_OK or WG_E_FORMAT. */
static int
klv_walk(struct klv_walk *w, const uint8_t *graph, size_t size)
{
	int rc;

	w->word = 0;
	w->outside = 0;
	memset(w->seen, 0, sizeof(w->seen));
	rc = wg_kwg_each(graph, size, w->name, WG_KWG_MAX_TILE, WG_KWG_BLANK,
	    klv_visit, w, w->errbuf, w->errsize);
	if (rc == WG_E_CORRUPT)
		return WG_E_FORMAT;	/* "NAME: malformed KWG: ..." */
	if (rc != WG_OK)
		return rc;
	if (w->word != w->nwords)
		return wg_leaves_fail(w->errbuf, w->errsize, w->name, "%u "
		    "leaves in the word graph, %u values", w->word,
		    w->nwords);
	return WG_OK;
}

int
wg_leaves_read_klv(struct wg_leaves **out, const char *name,
    const void *data, size_t len, const struct wg_variant *v,
    char *errbuf, size_t errsize)
{
	const uint8_t *img = data;
	struct klv_walk w;
	struct wg_leaves *lv;
	uint32_t nodes, i, n;
	int rc;

	*out = NULL;
	memset(&w, 0, sizeof(w));
	if ((w.kind = wg_leaves_klv_kind(data, len, &nodes, &w.nwords)) == 0)
		return wg_leaves_fail(errbuf, errsize, name, "not a KLV or "
		    "KLV2 leaves file (truncated or wrong sizes)");
	w.name = name;
	w.errbuf = errbuf;
	w.errsize = errsize;
	w.values = img + 8 + 4 * (size_t)nodes;
	if ((rc = wg_leaves_new_dense(&lv, v, NULL)) != WG_OK)
		return rc;
	w.ix = &lv->index;
	w.out = lv->values;
	rc = klv_walk(&w, img + 4, 4 * (size_t)nodes);
	/* In order only if the words are exactly the tile set's leaves;
	   else again, each by its rank. */
	for (i = 1, n = 0; rc == WG_OK && i <= lv->index.maxlen; i++)
		n += w.seen[i] != lv->index.base[i + 1] - lv->index.base[i];
	if (rc == WG_OK && (n != 0 || w.outside != 0)) {
		memset(lv->values, 0, (size_t)lv->index.total *
		    sizeof(*lv->values));
		w.ranked = 1;
		rc = klv_walk(&w, img + 4, 4 * (size_t)nodes);
	}
	if (rc != WG_OK) {
		wg_leaves_free(lv);
		return rc;
	}
	lv->values[0] = 0;
	*out = lv;
	return WG_OK;
}

/*
 * Each leave of IX's tile set longer than CODES[0..LEN), in sorted order
 * (a leave before those it begins): its words into *W (a length byte,
 * then the codes, as wg_kwg_make takes them) when W is not NULL, else its
 * value in LV into *P as KIND's files hold it.
 */
static void
klv_leaves(const struct wg_leaves *lv, const struct wg_leave_index *ix,
    uint8_t *codes, unsigned len, int kind, uint8_t **w, uint8_t **p)
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
		if (w != NULL) {
			*(*w)++ = (uint8_t)(len + 1);
			memcpy(*w, codes, len + 1);
			*w += len + 1;
		} else if (kind == 2) {
			f = (float)wg_leaves_value(lv, codes, len + 1);
			memcpy(&bits, &f, sizeof(bits));
			wg_store_le32(*p, bits);
			*p += 4;
		} else {
			x = wg_leaves_value(lv, codes, len + 1) * KLV_SCALE;
			x = x < -32767 ? -32767 : x > 32767 ? 32767 : x;
			q = x < 0 ? (long)(x - 0.5) : (long)(x + 0.5);
			(*p)[0] = (uint8_t)(uint16_t)(int16_t)q;
			(*p)[1] = (uint8_t)((uint16_t)(int16_t)q >> 8);
			*p += 2;
		}
		klv_leaves(lv, ix, codes, len + 1, kind, w, p);
	}
}

int
wg_leaves_write_klv(const struct wg_leaves *lv, const struct wg_variant *v,
    int kind, void **out, size_t *len)
{
	struct wg_leave_index ix;
	uint8_t codes[WG_RACK_MAX], *words = NULL, *graph = NULL, *img = NULL;
	uint8_t *p;
	uint32_t n;
	size_t glen, size;
	int rc;

	*out = NULL;
	*len = 0;
	if (kind != 1 && kind != 2)
		return WG_E_ARG;
	if ((rc = wg_leave_index_variant(&ix, v)) != WG_OK)
		return rc;
	n = ix.total - 1;
	rc = WG_E_NOMEM;
	/* The leaves as words, for kwg.c's graph: each leave's tiles are
	   sorted, blank (code 0) first. */
	if ((words = malloc((size_t)n * (ix.maxlen + 1) + 1)) == NULL)
		goto done;
	p = words;
	klv_leaves(lv, &ix, codes, 0, kind, &p, NULL);
	if ((rc = wg_kwg_make(words, (size_t)(p - words), WG_KWG_BLANK, &graph,
	    &glen, NULL, 0)) != WG_OK)
		goto done;
	rc = WG_E_NOMEM;
	size = 4 + glen + 4 + (size_t)kind * 2 * n;
	if ((img = malloc(size)) == NULL)
		goto done;
	wg_store_le32(img, (uint32_t)(glen / 4));
	memcpy(img + 4, graph, glen);
	wg_store_le32(img + 4 + glen, n);
	/* The values in the graph's word order: the same sorted order. */
	p = img + 8 + glen;
	klv_leaves(lv, &ix, codes, 0, kind, NULL, &p);
	*out = img;
	*len = size;
	img = NULL;
	rc = WG_OK;
done:
	free(img);
	free(graph);
	free(words);
	wg_leave_index_free(&ix);
	return rc;
}
