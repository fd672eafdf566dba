/*
 * lexicon_build.c: compiles a word list into a minimized DAWG and a GADDAG
 * that shares the DAWG's nodes, by incremental construction over sorted
 * input (no intermediate trie).
 *
 * A GADDAG holds rev(p) ^ s for every word p.s with p non-empty.  The node
 * after "rev(p) ^" is exactly the DAWG node after p, so we keep only the
 * first half: the reversed-prefix graph over the keys rev(p), one for each
 * distinct prefix p, whose last edge says whether p is a word (accepts) and
 * whether p goes on to longer words (prefix).  Move generation finds the
 * second half by walking p in the DAWG.  Without the separator edges far
 * more nodes merge: on ENABLE 515,000 edges in all instead of 824,000.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon_private.h"
#include "lexicon_graph.h"

/* Sorting: MSD radix sort of pointers to length-prefixed code strings. */

static int
str_cmp(const uint8_t *a, const uint8_t *b)
{
	size_t la = a[0], lb = b[0], n = la < lb ? la : lb;
	int c = memcmp(a + 1, b + 1, n);

	if (c != 0)
		return c;
	return la < lb ? -1 : la > lb;
}

static void
insertion_sort(const uint8_t **v, size_t n, size_t depth)
{
	size_t i, j;

	for (i = 1; i < n; i++) {
		const uint8_t *x = v[i];

		for (j = i; j > 0; j--) {
			const uint8_t *y = v[j - 1];
			size_t lx = x[0], ly = y[0], m;
			int c = 0;

			m = lx < ly ? lx : ly;
			if (m > depth)
				c = memcmp(x + 1 + depth, y + 1 + depth,
				    m - depth);
			if (c > 0 || (c == 0 && lx >= ly))
				break;
			v[j] = y;
		}
		v[j] = x;
	}
}

/* Codes are below 64; bucket 0 holds the strings that end at DEPTH. */
#define SORT_BUCKETS	(WG_MAX_LETTERS + 2)

static void
radix_sort(const uint8_t **v, size_t n, size_t depth, const uint8_t **tmp)
{
	size_t count[SORT_BUCKETS], start[SORT_BUCKETS], i, b, pos;

	while (n > 24) {
		memset(count, 0, sizeof(count));
		for (i = 0; i < n; i++)
			count[v[i][0] > depth ? v[i][1 + depth] : 0]++;
		for (pos = 0, b = 0; b < SORT_BUCKETS; b++) {
			start[b] = pos;
			pos += count[b];
		}
		for (i = 0; i < n; i++)
			tmp[start[v[i][0] > depth ? v[i][1 + depth] : 0]++] =
			    v[i];
		memcpy(v, tmp, n * sizeof(*v));
		/* Recurse on all buckets but the last, loop on that one. */
		for (pos = count[0], b = 1; b < SORT_BUCKETS - 1; b++) {
			if (count[b] > 1)
				radix_sort(v + pos, count[b], depth + 1, tmp);
			pos += count[b];
		}
		v += pos;
		n = count[SORT_BUCKETS - 1];
		depth++;
	}
	insertion_sort(v, n, depth);
}

/* Incremental minimization: sibling lists registered in a hash table. */

#define NODE_MAX	(WG_MAX_LETTERS + 1)

struct pending {
	struct wg_edge_build ed[NODE_MAX];
	unsigned	n;
};

struct builder {
	struct wg_edge_build *e;	/* the output edges */
	size_t		 ne;
	size_t		 cap;
	uint32_t	*table;		/* list starts; 0 is an empty slot */
	size_t		 tcap;
	size_t		 tcount;
	uint32_t	 lists;
	struct pending	 path[WG_MAX_WORD + 2];
	uint64_t	 fixed;		/* bytes held besides e and table */
	uint64_t	 budget;	/* the 'memory' limit */
	int		 over_file;	/* stopped: past the file cap */
	size_t		 words;		/* distinct words, for progress */
	wg_progress_fn	 progress;	/* NULL: none */
	void		*progress_arg;
};

/* Bits to write a pointer to one of N edges. */
static unsigned
ptr_bits(uint64_t n)
{
	unsigned b = 1;

	while (b < 32 && ((uint64_t)1 << b) < n)
		b++;
	return b;
}

/*
 * 1 if the builder may grow to CAP edges and a table of TCAP slots within
 * its budget.
 */
static int
within_budget(const struct builder *b, size_t cap, size_t tcap)
{
	return b->fixed + (uint64_t)cap * sizeof(*b->e) +
	    (uint64_t)tcap * sizeof(*b->table) <= b->budget;
}

/*
 * Hashes a list from its end, so that the hash of every tail of a stored
 * list comes out of the same loop (see list_store).
 */
static uint64_t
edge_hash(const struct wg_edge_build *e, uint64_t tail)
{
	uint64_t h = tail ^ ((uint64_t)e->ptr << 8 | (uint64_t)e->letter << 1 |
	    e->accepts);

	h *= 0xff51afd7ed558ccdULL;
	return h ^ h >> 32;
}

static uint64_t
list_hash(const struct wg_edge_build *ed, unsigned n)
{
	uint64_t h = 0x9e3779b97f4a7c15ULL;

	while (n-- > 0)
		h = edge_hash(&ed[n], h);
	return h;
}

static int
list_equal(const struct wg_edge_build *a, const struct wg_edge_build *b,
    unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		if (a[i].ptr != b[i].ptr || a[i].letter != b[i].letter ||
		    a[i].accepts != b[i].accepts || a[i].prefix != b[i].prefix ||
		    a[i].last != b[i].last)
			return 0;
	return 1;
}

/* Puts position ID, whose list hashes to H, into the table. */
static void
table_put(struct builder *b, uint32_t id, uint64_t h)
{
	size_t slot;

	for (slot = h & (b->tcap - 1); b->table[slot] != 0;
	    slot = (slot + 1) & (b->tcap - 1))
		continue;
	b->table[slot] = id;
	b->tcount++;
}

static int
table_grow(struct builder *b)
{
	size_t ncap = b->tcap ? b->tcap * 2 : 1 << 16, i;
	uint32_t *old = b->table;
	size_t ocap = b->tcap;

	/* The old table and the new one, both held while rehashing. */
	if (!within_budget(b, b->cap, ncap + ocap))
		return WG_E_LIMIT;
	if ((b->table = calloc(ncap, sizeof(*b->table))) == NULL) {
		b->table = old;
		return WG_E_NOMEM;
	}
	b->tcap = ncap;
	b->tcount = 0;
	for (i = 0; i < ocap; i++) {
		uint32_t id = old[i];
		unsigned n = 1;

		if (id == 0)
			continue;
		while (!b->e[id + n - 1].last)
			n++;
		table_put(b, id, list_hash(b->e + id, n));
	}
	free(old);
	return WG_OK;
}

/*
 * Returns the list id of node P's edges (0 for no edges).  A list equal to
 * one stored before, or to the tail of one, is shared rather than stored
 * again: every tail of every stored list is in the table.
 */
static int
node_register(struct builder *b, struct pending *p, uint32_t *id)
{
	size_t slot;
	unsigned i;
	uint64_t h, hashes[NODE_MAX + 1];
	int rc;

	if (p->n == 0) {
		*id = 0;
		return WG_OK;
	}
	for (i = 0; i < p->n; i++)
		p->ed[i].last = i + 1 == p->n;
	if ((b->tcount + p->n) * 2 > b->tcap && (rc = table_grow(b)) != WG_OK)
		return rc;
	hashes[p->n] = 0x9e3779b97f4a7c15ULL;
	for (i = p->n; i-- > 0;)
		hashes[i] = edge_hash(&p->ed[i], hashes[i + 1]);
	h = hashes[0];
	for (slot = h & (b->tcap - 1); b->table[slot] != 0;
	    slot = (slot + 1) & (b->tcap - 1)) {
		uint32_t cand = b->table[slot];

		if (cand + p->n <= b->ne && list_equal(b->e + cand, p->ed, p->n)) {
			*id = cand;
			return WG_OK;
		}
	}
	if (b->ne + p->n > b->cap) {
		size_t ncap = b->cap * 2 + p->n;
		struct wg_edge_build *ne;

		/* realloc may hold the old array and the new at once. */
		if (!within_budget(b, ncap + b->cap, b->tcap))
			return WG_E_LIMIT;
		if ((ne = realloc(b->e, ncap * sizeof(*ne))) == NULL)
			return WG_E_NOMEM;
		b->e = ne;
		b->cap = ncap;
	}
	/* Stop as soon as the edges alone outgrow the format's cap. */
	if (b->ne + p->n > UINT32_MAX / 2 || (uint64_t)(b->ne + p->n) *
	    (ptr_bits(b->ne + p->n) + 4) / 8 > WG_LEX_MAX_FILE) {
		b->over_file = 1;
		return WG_E_LIMIT;
	}
	memcpy(b->e + b->ne, p->ed, p->n * sizeof(*p->ed));
	*id = (uint32_t)b->ne;
	for (i = 0; i < p->n; i++)
		table_put(b, *id + i, hashes[i]);
	b->ne += p->n;
	b->lists++;
	return WG_OK;
}

/* Registers path nodes deeper than TO and links each into its parent. */
static int
path_freeze(struct builder *b, size_t from, size_t to)
{
	size_t d;
	uint32_t id;
	int rc;

	for (d = from; d > to; d--) {
		struct pending *parent = &b->path[d - 1];

		if ((rc = node_register(b, &b->path[d], &id)) != WG_OK)
			return rc;
		parent->ed[parent->n - 1].ptr = id;
	}
	return WG_OK;
}

static size_t
common_prefix(const uint8_t *a, const uint8_t *b)
{
	size_t n = a[0] < b[0] ? a[0] : b[0], i;

	for (i = 0; i < n && a[1 + i] == b[1 + i]; i++)
		continue;
	return i;
}

/*
 * Adds the sorted, unique KEYS[0..N) to the graph and registers the root.
 * With GADDAG set, each key is preceded in memory by its payload: its
 * accepts and prefix flags (1 byte each).
 */
static int
graph_add_sorted(struct builder *b, const uint8_t **keys, size_t n,
    int gaddag, uint32_t *root)
{
	/* Progress: keys [0, n) map to steps [from, from + words). */
	uint64_t from = gaddag ? b->words : 0;
	const uint8_t *prev = NULL;
	size_t depth = 0, i, d;
	int rc;

	b->path[0].n = 0;
	for (i = 0; i < n; i++) {
		const uint8_t *k = keys[i];
		size_t len = k[0], lcp = prev ? common_prefix(prev, k) : 0;

		if ((rc = path_freeze(b, depth, lcp)) != WG_OK)
			return rc;
		for (d = lcp; d < len; d++) {
			struct pending *p = &b->path[d];
			struct wg_edge_build *e = &p->ed[p->n++];

			e->letter = k[1 + d];
			e->accepts = !gaddag && d + 1 == len;
			e->prefix = 0;
			e->ptr = 0;
			b->path[d + 1].n = 0;
		}
		if (gaddag) {
			/* The key's last edge: is p a word, a prefix? */
			struct wg_edge_build *e =
			    &b->path[len - 1].ed[b->path[len - 1].n - 1];

			e->accepts = k[-2];
			e->prefix = k[-1];
		}
		depth = len;
		prev = k;
		if (b->progress != NULL && (i & 0xffff) == 0)
			b->progress(from + (uint64_t)i * b->words / n,
			    2 * b->words, b->progress_arg);
	}
	if ((rc = path_freeze(b, depth, 0)) != WG_OK)
		return rc;
	return node_register(b, &b->path[0], root);
}

/* The DAWG edge for LETTER in LIST, or NULL. */
static const struct wg_edge_build *
build_find(const struct builder *b, uint32_t list, unsigned letter)
{
	const struct wg_edge_build *e;

	if (list == 0)
		return NULL;
	for (e = b->e + list;; e++) {
		if (e->letter == letter)
			return e;
		if (e->letter > letter || e->last)
			return NULL;
	}
}

/*
 * Makes the reversed-prefix keys: for every distinct prefix p of the sorted
 * WORDS, rev(p) with its payload (p is a word; p has extensions).
 */
static int
gaddag_keys(const struct builder *b, uint32_t dawg_root,
    const uint8_t **words, size_t n, uint8_t **bufp, const uint8_t ***keysp,
    size_t *nkeysp)
{
	uint32_t list[WG_MAX_WORD + 1];
	uint8_t accepts[WG_MAX_WORD + 1];
	size_t i, k, total = 0, nkeys = 0, lcp, j;
	const uint8_t *prev = NULL, **keys;
	uint8_t *buf, *p;

	for (i = 0; i < n; i++) {
		lcp = prev ? common_prefix(prev, words[i]) : 0;
		for (k = lcp + 1; k <= words[i][0]; k++)
			total += 3 + k;
		nkeys += words[i][0] - lcp;
		prev = words[i];
	}
	buf = malloc(total ? total : 1);
	keys = malloc((nkeys ? nkeys : 1) * sizeof(*keys));
	if (buf == NULL || keys == NULL) {
		free(buf);
		free(keys);
		return WG_E_NOMEM;
	}
	list[0] = dawg_root;
	prev = NULL;
	p = buf;
	nkeys = 0;
	for (i = 0; i < n; i++) {
		const uint8_t *w = words[i];

		lcp = prev ? common_prefix(prev, w) : 0;
		for (k = lcp + 1; k <= w[0]; k++) {
			const struct wg_edge_build *e =
			    build_find(b, list[k - 1], w[k]);

			/* Every prefix of a word is in the DAWG. */
			list[k] = e ? e->ptr : 0;
			accepts[k] = e ? e->accepts : 0;
			p[0] = accepts[k];
			p[1] = list[k] != 0;
			p[2] = (uint8_t)k;
			for (j = 0; j < k; j++)
				p[3 + j] = w[k - j];
			keys[nkeys++] = p + 2;
			p += 3 + k;
		}
		prev = w;
	}
	*bufp = buf;
	*keysp = keys;
	*nkeysp = nkeys;
	return WG_OK;
}

/*
 * What the keys of the GADDAG half will take, before they are made: the
 * distinct prefixes of the sorted WORDS and their bytes (gaddag_keys).
 */
static void
count_prefixes(const uint8_t **words, size_t n, uint64_t *nkeys,
    uint64_t *bytes)
{
	const uint8_t *prev = NULL;
	size_t i, k, lcp;

	*nkeys = *bytes = 0;
	for (i = 0; i < n; i++) {
		lcp = prev ? common_prefix(prev, words[i]) : 0;
		for (k = lcp + 1; k <= words[i][0]; k++)
			*bytes += 3 + k;
		*nkeys += words[i][0] - lcp;
		prev = words[i];
	}
}

static int
build_fail(char *errbuf, size_t errsize, int rc, const char *fmt, ...)
    __attribute__((__format__(__printf__, 4, 5)));

static int
build_fail(char *errbuf, size_t errsize, int rc, const char *fmt, ...)
{
	va_list ap;

	if (errbuf != NULL && errsize > 0) {
		va_start(ap, fmt);
		vsnprintf(errbuf, errsize, fmt, ap);
		va_end(ap);
	}
	return rc;
}

#define MIB(x)	((unsigned long long)(((x) + (1 << 20) - 1) >> 20))

int
wg_lexicon_build(struct wg_lexicon **out, const struct wg_wordlist *list)
{
	return wg_lexicon_build_progress(out, list, NULL, NULL, NULL, 0);
}

int
wg_lexicon_build_progress(struct wg_lexicon **out,
    const struct wg_wordlist *list, wg_progress_fn progress, void *arg,
    char *errbuf, size_t errsize)
{
	struct builder *b = NULL;
	const uint8_t **words = NULL, **tmp = NULL, **keys = NULL;
	uint8_t *keybuf = NULL;
	struct wg_lex_layout lay;
	size_t n = list->count, i, u, nkeys = 0;
	uint64_t prefixes, keybytes, need;
	const uint8_t *p;
	int rc = WG_E_NOMEM;

	*out = NULL;
	if (errbuf != NULL && errsize > 0)
		errbuf[0] = '\0';
	if (n == 0)
		return WG_E_EMPTY;
	memset(&lay, 0, sizeof(lay));
	words = malloc(n * sizeof(*words));
	b = calloc(1, sizeof(*b));
	if (words == NULL || b == NULL)
		goto done;
	b->budget = wg_limits()->memory;
	for (i = 0, p = list->buf; i < n; i++, p += 1 + p[0])
		words[i] = p;
	if ((tmp = malloc(n * sizeof(*tmp))) == NULL)
		goto done;
	radix_sort(words, n, 0, tmp);
	for (u = 0, i = 0; i < n; i++)
		if (u == 0 || str_cmp(words[u - 1], words[i]) != 0)
			words[u++] = words[i];
	n = u;
	for (i = 0; i < n; i++)
		if (words[i][0] > lay.max_length)
			lay.max_length = words[i][0];
	lay.words = (uint32_t)n;
	b->words = n;
	b->progress = progress;
	b->progress_arg = arg;

	/*
	 * The peak, known before any graph is built (wsdict(1)): the list,
	 * two pointers a word, the GADDAG keys (every distinct prefix, its
	 * bytes and two pointers) and at least an edge and two table slots
	 * a key.  Over the budget, stop now rather than after minutes.
	 */
	count_prefixes(words, n, &prefixes, &keybytes);
	b->fixed = list->cap + 2 * (uint64_t)list->count * sizeof(*words);
	need = b->fixed + keybytes + 2 * prefixes * sizeof(*keys) +
	    prefixes * (sizeof(*b->e) + 2 * sizeof(*b->table));
	if (need > b->budget) {
		rc = build_fail(errbuf, errsize, WG_E_LIMIT, "%zu words with "
		    "%llu distinct prefixes need at least %llu MiB to build, "
		    "over the 'memory' limit of %llu MiB", n,
		    (unsigned long long)prefixes, MIB(need), MIB(b->budget));
		goto done;
	}

	/* Room for the usual edge count (about 3 a word), so no rehash. */
	while (b->tcap < n * 8)
		b->tcap = b->tcap ? b->tcap * 2 : 1 << 16;
	if ((b->table = calloc(b->tcap, sizeof(*b->table))) == NULL)
		goto done;
	b->cap = n * 2 + 64;
	if ((b->e = malloc(b->cap * sizeof(*b->e))) == NULL)
		goto done;
	/* Edge 0: the dummy, so that pointer 0 means "no list". */
	memset(&b->e[0], 0, sizeof(b->e[0]));
	b->e[0].last = 1;
	b->ne = 1;
	if ((rc = graph_add_sorted(b, words, n, 0, &lay.dawg_root)) != WG_OK)
		goto limit;
	lay.dawg_edges = (uint32_t)b->ne;
	lay.dawg_nodes = b->lists;

	b->fixed += keybytes + 2 * prefixes * sizeof(*keys);
	rc = gaddag_keys(b, lay.dawg_root, words, n, &keybuf, &keys, &nkeys);
	if (rc != WG_OK)
		goto done;
	rc = WG_E_NOMEM;
	free(tmp);
	if ((tmp = malloc(nkeys * sizeof(*tmp))) == NULL)
		goto done;
	radix_sort(keys, nkeys, 0, tmp);
	if ((rc = graph_add_sorted(b, keys, nkeys, 1, &lay.gaddag_root))
	    != WG_OK)
		goto limit;
	lay.nedges = (uint32_t)b->ne;
	lay.nodes = b->lists;
	/* The lists registered are all made: room for their new order. */
	free(b->table);
	b->table = NULL;
	if ((rc = wg_lex_order(&b->e, &lay)) != WG_OK)
		goto done;
	if (progress != NULL)
		progress(2 * (uint64_t)n, 2 * (uint64_t)n, arg);
	rc = wg_lex_image_make(out, list->alphabet, &lay, b->e);
	goto done;
limit:
	if (rc == WG_E_LIMIT && b->over_file)
		build_fail(errbuf, errsize, rc, "%zu words make more than %zu "
		    "edges: the lexicon would be over the format's cap of "
		    "%llu MiB (wglex(5))", n, b->ne, MIB(WG_LEX_MAX_FILE));
	else if (rc == WG_E_LIMIT)
		build_fail(errbuf, errsize, rc, "%zu words: the build grew "
		    "past the 'memory' limit of %llu MiB after %zu edges", n,
		    MIB(b->budget), b->ne);
done:
	if (b != NULL) {
		free(b->e);
		free(b->table);
	}
	free(b);
	free(words);
	free(tmp);
	free(keys);
	free(keybuf);
	return rc;
}
