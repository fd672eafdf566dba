/*
 * kwg.c: KWG word graphs, the lexicon format of wolges and MAGPIE (wglex(5)):
 * read with every node and offset checked, and made from a set of words.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon_private.h"

/* A node: tile in bits 24-31, then the flags, then the arc index. */
#define KWG_ACCEPTS	0x800000u
#define KWG_IS_END	0x400000u
#define KWG_ARC_MASK	0x3fffffu
#define KWG_TILE_SHIFT	24

/* The GADDAG's strings are a word's letters and a separator. */
#define KWG_MAX_PATH	(WG_MAX_WORD + 1)

/*
 * Reading.
 */

/* The file being walked, its nodes decoded, and what is known of each. */
struct walk {
	const char	*name;
	uint32_t	*nodes;
	uint32_t	 n;
	unsigned	 max_tile;
	int		 zero_ok;	/* tile 0 is a letter or a separator */
	uint8_t		*state;		/* a list's head: 0 new, 1 being
					   measured, 2 done */
	uint8_t		*longest;	/* a measured list's longest path */
	uint8_t		 path[KWG_MAX_PATH];
	wg_word_visitor	 visit;
	void		*arg;
	char		*errbuf;
	size_t		 errsize;
};

static uint32_t
node_tile(uint32_t node)
{
	return node >> KWG_TILE_SHIFT;
}

static int
corrupt(struct walk *w, uint32_t i, const char *fmt, ...)
{
	char what[160];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	wg_msg(w->errbuf, w->errsize, "%s: malformed KWG: node %lu: %s",
	    w->name, (unsigned long)i, what);
	return WG_E_CORRUPT;
}

/*
 * Checks the list starting at HEAD and, through its arcs, every list below,
 * with paths of at most BUDGET tiles; a list is checked once.
 */
static int
measure(struct walk *w, uint32_t head, unsigned budget)
{
	uint32_t i, node, arc, prev = 0;
	unsigned longest = 0, len;
	int rc;

	if (w->state[head] == 2) {
		if (w->longest[head] > budget)
			return corrupt(w, head, "words longer than %d letters",
			    WG_MAX_WORD);
		return WG_OK;
	}
	if (w->state[head] == 1)
		return corrupt(w, head, "a cycle of arcs");
	w->state[head] = 1;
	for (i = head;; i++) {
		node = w->nodes[i];
		if (node_tile(node) > w->max_tile ||
		    (node_tile(node) == 0 && !w->zero_ok))
			return corrupt(w, i, "tile %u is not a letter of the "
			    "alphabet (1 to %u)", node_tile(node), w->max_tile);
		if (i > head && node_tile(node) <= prev)
			return corrupt(w, i, "tile %u follows tile %u in one "
			    "list (tiles must increase)", node_tile(node), prev);
		prev = node_tile(node);
		arc = node & KWG_ARC_MASK;
		len = 1;
		if (arc == 0 && !(node & KWG_ACCEPTS))
			return corrupt(w, i, "a dead end that ends no word");
		if (arc != 0) {
			if (budget <= 1)
				return corrupt(w, i, "words longer than %d "
				    "letters", WG_MAX_WORD);
			if ((rc = measure(w, arc, budget - 1)) != WG_OK)
				return rc;
			len += w->longest[arc];
		}
		if (len > longest)
			longest = len;
		if (node & KWG_IS_END)
			break;
	}
	w->state[head] = 2;
	w->longest[head] = (uint8_t)longest;
	return WG_OK;
}

/* Visits the words of the list at HEAD, after DEPTH tiles of the path. */
static int
enumerate(struct walk *w, uint32_t head, size_t depth)
{
	uint32_t i, node, arc;
	int rc;

	for (i = head;; i++) {
		node = w->nodes[i];
		w->path[depth] = (uint8_t)node_tile(node);
		if ((node & KWG_ACCEPTS) &&
		    (rc = w->visit(w->path, depth + 1, 0, w->arg)) != 0)
			return rc;
		arc = node & KWG_ARC_MASK;
		if (arc != 0 && (rc = enumerate(w, arc, depth + 1)) != 0)
			return rc;
		if (node & KWG_IS_END)
			return 0;
	}
}

int
wg_kwg_each(const uint8_t *data, size_t size, const char *name,
    unsigned max_tile, unsigned flags, wg_word_visitor visit, void *arg,
    char *errbuf, size_t errsize)
{
	struct walk w;
	uint32_t i, arc, root;
	int rc;

	memset(&w, 0, sizeof(w));
	w.name = name;
	w.errbuf = errbuf;
	w.errsize = errsize;
	if (max_tile > WG_KWG_MAX_TILE || visit == NULL)
		return WG_E_ARG;
	if (size < 4 || size % 4 != 0) {
		wg_msg(errbuf, errsize, "%s: malformed KWG: %zu bytes, not a "
		    "whole number of 4-byte nodes", name, size);
		return WG_E_CORRUPT;
	}
	if (size / 4 > WG_KWG_MAX_NODES) {
		wg_msg(errbuf, errsize, "%s: malformed KWG: %zu nodes, more "
		    "than an arc index reaches (%lu)", name, size / 4,
		    (unsigned long)WG_KWG_MAX_NODES);
		return WG_E_CORRUPT;
	}
	w.n = (uint32_t)(size / 4);
	w.max_tile = max_tile;
	w.zero_ok = (flags & (WG_KWG_GADDAG | WG_KWG_BLANK)) != 0;
	w.visit = visit;
	w.arg = arg;
	if ((w.nodes = malloc(size)) == NULL ||
	    (w.state = calloc(w.n, 2)) == NULL) {
		free(w.nodes);
		wg_msg(errbuf, errsize, "%s", wg_strerror(WG_E_NOMEM));
		return WG_E_NOMEM;
	}
	w.longest = w.state + w.n;
	for (i = 0; i < w.n; i++) {
		w.nodes[i] = (uint32_t)data[4 * i] |
		    (uint32_t)data[4 * i + 1] << 8 |
		    (uint32_t)data[4 * i + 2] << 16 |
		    (uint32_t)data[4 * i + 3] << 24;
		if ((arc = w.nodes[i] & KWG_ARC_MASK) >= w.n) {
			rc = corrupt(&w, i, "arc index %lu past the last "
			    "node, %lu", (unsigned long)arc,
			    (unsigned long)w.n - 1);
			goto out;
		}
	}
	/* Every list then ends inside the file. */
	if (!(w.nodes[w.n - 1] & KWG_IS_END)) {
		rc = corrupt(&w, w.n - 1, "the last node does not end its "
		    "list (the file is cut short)");
		goto out;
	}
	if (flags & WG_KWG_GADDAG) {
		if (w.n < 2 || node_tile(w.nodes[1]) != 0 ||
		    !(w.nodes[1] & KWG_IS_END)) {
			wg_msg(errbuf, errsize, "%s: a KWG without a GADDAG "
			    "(node 1 is no root)", name);
			rc = WG_E_CORRUPT;
			goto out;
		}
		root = w.nodes[1] & KWG_ARC_MASK;
	} else
		root = w.nodes[0] & KWG_ARC_MASK;
	rc = WG_OK;
	if (root == 0)
		goto out;	/* no words */
	/* Special nodes are not letters: a root pointing at one is bad. */
	if (root < 2 && (flags & WG_KWG_GADDAG)) {
		rc = corrupt(&w, root, "a root node used as a letter");
		goto out;
	}
	if ((rc = measure(&w, root, (flags & WG_KWG_GADDAG) ? KWG_MAX_PATH :
	    WG_MAX_WORD)) != WG_OK)
		goto out;
	rc = enumerate(&w, root, 0);
out:
	free(w.nodes);
	free(w.state);
	return rc;
}

/*
 * Making.  The words are sorted and typed in one after another, as
 * wolges' notes describe: the lists of the path typed so far stay open,
 * and a list is closed (made a state, merged with an equal one made
 * before) when the next word leaves its branch.  States equal at the end
 * of the DAWG and of the GADDAG are merged too, so the GADDAG reuses the
 * DAWG below each separator.
 */

/* An arc of a state: its tile, whether it ends a word, the state below. */
struct arc {
	uint32_t	 child;		/* 0: none */
	uint8_t		 tile;
	uint8_t		 accepts;
};

struct maker {
	struct arc	*arcs;		/* every state's arcs, one after
					   another */
	size_t		 narcs, caparcs;
	uint32_t	*first;		/* state i: arcs first[i]..first[i+1] */
	size_t		 nstates, capstates;
	uint32_t	*table;		/* hash table of states (0: empty) */
	size_t		 tablesize;
	/* The open lists of the path typed, one per depth. */
	struct arc	 open[KWG_MAX_PATH + 1][WG_KWG_MAX_TILE + 1];
	uint8_t		 nopen[KWG_MAX_PATH + 1];
	uint8_t		 typed[KWG_MAX_PATH];
	size_t		 ntyped;
};

static uint32_t
hash_arcs(const struct arc *a, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i < n; i++) {
		h = (h ^ a[i].tile) * 16777619u;
		h = (h ^ a[i].accepts) * 16777619u;
		h = (h ^ a[i].child) * 16777619u;
		h ^= h >> 15;
	}
	return h;
}

static int
same_arcs(const struct arc *a, const struct arc *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a[i].tile != b[i].tile || a[i].accepts != b[i].accepts ||
		    a[i].child != b[i].child)
			return 0;
	return 1;
}

static int
grow_table(struct maker *m)
{
	size_t size = m->tablesize ? m->tablesize * 2 : 1 << 16;
	uint32_t *t, s;
	size_t j;

	if ((t = calloc(size, sizeof(*t))) == NULL)
		return WG_E_NOMEM;
	for (s = 1; s < m->nstates; s++) {
		j = hash_arcs(m->arcs + m->first[s], m->first[s + 1] -
		    m->first[s]) & (size - 1);
		while (t[j] != 0)
			j = (j + 1) & (size - 1);
		t[j] = s;
	}
	free(m->table);
	m->table = t;
	m->tablesize = size;
	return WG_OK;
}

/* The state of the arcs A[0..N), made if new, in *ID (0: no arcs). */
static int
close_state(struct maker *m, const struct arc *a, size_t n, uint32_t *id)
{
	size_t j, cap;
	uint32_t s, *f;
	struct arc *na;

	*id = 0;
	if (n == 0)
		return WG_OK;
	if ((m->nstates + 1) * 2 > m->tablesize && grow_table(m) != WG_OK)
		return WG_E_NOMEM;
	j = hash_arcs(a, n) & (m->tablesize - 1);
	while ((s = m->table[j]) != 0) {
		if (m->first[s + 1] - m->first[s] == n &&
		    same_arcs(m->arcs + m->first[s], a, n)) {
			*id = s;
			return WG_OK;
		}
		j = (j + 1) & (m->tablesize - 1);
	}
	if (m->narcs + n + 2 > WG_KWG_MAX_NODES)
		return WG_E_LIMIT;
	if (m->narcs + n > m->caparcs) {
		cap = m->caparcs ? m->caparcs * 2 : 1 << 16;
		if ((na = realloc(m->arcs, cap * sizeof(*na))) == NULL)
			return WG_E_NOMEM;
		m->arcs = na;
		m->caparcs = cap;
	}
	if (m->nstates + 2 > m->capstates) {
		cap = m->capstates ? m->capstates * 2 : 1 << 16;
		if ((f = realloc(m->first, cap * sizeof(*f))) == NULL)
			return WG_E_NOMEM;
		m->first = f;
		m->capstates = cap;
	}
	memcpy(m->arcs + m->narcs, a, n * sizeof(*a));
	m->narcs += n;
	s = (uint32_t)m->nstates++;
	m->first[s + 1] = (uint32_t)m->narcs;
	m->table[j] = s;
	*id = s;
	return WG_OK;
}

/* Closes the open lists deeper than DEPTH, linking each to its arc. */
static int
close_to(struct maker *m, size_t depth)
{
	uint32_t id;
	int rc;

	while (m->ntyped > depth) {
		rc = close_state(m, m->open[m->ntyped], m->nopen[m->ntyped],
		    &id);
		if (rc != WG_OK)
			return rc;
		m->nopen[m->ntyped] = 0;
		m->ntyped--;
		m->open[m->ntyped][m->nopen[m->ntyped] - 1].child = id;
	}
	return WG_OK;
}

/* Types S[0..N), which sorts after (or equals) the path typed last. */
static int
type_string(struct maker *m, const uint8_t *s, size_t n)
{
	size_t common = 0;
	struct arc *a;
	int rc;

	while (common < m->ntyped && common < n && m->typed[common] == s[common])
		common++;
	if (common == n && n == m->ntyped)
		return WG_OK;	/* a duplicate */
	if ((rc = close_to(m, common)) != WG_OK)
		return rc;
	for (; m->ntyped < n; m->ntyped++) {
		a = &m->open[m->ntyped][m->nopen[m->ntyped]++];
		a->tile = s[m->ntyped];
		a->accepts = m->ntyped + 1 == n;
		a->child = 0;
		m->typed[m->ntyped] = s[m->ntyped];
	}
	return WG_OK;
}

/* Types the sorted strings of ORDER (offsets into BUF) into *ROOT. */
static int
make_graph(struct maker *m, const uint8_t *buf, const size_t *order,
    size_t count, uint32_t *root)
{
	size_t i;
	int rc;

	for (i = 0; i < count; i++)
		if ((rc = type_string(m, buf + order[i] + 1,
		    buf[order[i]])) != WG_OK)
			return rc;
	if ((rc = close_to(m, 0)) != WG_OK)
		return rc;
	rc = close_state(m, m->open[0], m->nopen[0], root);
	m->nopen[0] = 0;
	return rc;
}

static const uint8_t *sort_buf;

/* Orders strings (a length byte, then tiles) as a KWG lists them. */
static int
cmp_strings(const void *x, const void *y)
{
	const uint8_t *a = sort_buf + *(const size_t *)x;
	const uint8_t *b = sort_buf + *(const size_t *)y;
	size_t n = a[0] < b[0] ? a[0] : b[0];
	int c;

	if ((c = memcmp(a + 1, b + 1, n)) != 0)
		return c;
	return (a[0] > b[0]) - (a[0] < b[0]);
}

/* Sorts the COUNT strings of BUF[0..LEN) into *ORDER, offsets into BUF. */
static int
sort_strings(const uint8_t *buf, size_t len, size_t count, size_t **order)
{
	size_t i, k;

	if ((*order = malloc((count ? count : 1) * sizeof(**order))) == NULL)
		return WG_E_NOMEM;
	for (i = k = 0; i < len; i += buf[i] + 1)
		(*order)[k++] = i;
	/* qsort has no argument for the buffer; making is not reentrant. */
	sort_buf = buf;
	qsort(*order, count, sizeof(**order), cmp_strings);
	sort_buf = NULL;
	return WG_OK;
}

/*
 * The GADDAG's strings of the COUNT words of WORDS (sorted in ORDER, no
 * two equal): for CARE, ERAC, RAC@E, AC@RE and C@ARE (@ is tile 0).
 */
static int
gaddag_strings(const uint8_t *words, const size_t *order, size_t count,
    uint8_t **out, size_t *outlen, size_t *outcount)
{
	const uint8_t *w;
	size_t i, k, j, n, len = 0, total = 0, pos = 0;
	uint8_t *buf;

	for (i = 0; i < count; i++) {
		n = words[order[i]];
		len += n + 1 + (n - 1) * (n + 2);
		total += n;
	}
	if ((buf = malloc(len ? len : 1)) == NULL)
		return WG_E_NOMEM;
	for (i = 0; i < count; i++) {
		w = words + order[i] + 1;
		n = w[-1];
		for (k = n; k >= 1; k--) {
			buf[pos++] = (uint8_t)(k == n ? n : n + 1);
			for (j = k; j > 0; j--)
				buf[pos++] = w[j - 1];
			if (k < n) {
				buf[pos++] = 0;
				memcpy(buf + pos, w + k, n - k);
				pos += n - k;
			}
		}
	}
	*out = buf;
	*outlen = pos;
	*outcount = total;
	return WG_OK;
}

/* Checks the words of WORDS[0..LEN) and counts them into *COUNT. */
static int
check_words(const uint8_t *words, size_t len, unsigned flags, size_t *count,
    char *errbuf, size_t errsize)
{
	size_t i, k, n;

	*count = 0;
	for (i = 0; i < len; i += n + 1) {
		n = words[i];
		if (n == 0 || n > WG_MAX_WORD || n > len - i - 1) {
			wg_msg(errbuf, errsize, "word %zu: %zu tiles (1 to %d, "
			    "inside the buffer)", *count + 1, n, WG_MAX_WORD);
			return WG_E_ARG;
		}
		for (k = 1; k <= n; k++)
			if (words[i + k] > WG_KWG_MAX_TILE ||
			    (words[i + k] == 0 && !(flags & WG_KWG_BLANK))) {
				wg_msg(errbuf, errsize, "word %zu: tile %u (1 "
				    "to %d%s)", *count + 1, words[i + k],
				    WG_KWG_MAX_TILE, flags & WG_KWG_BLANK ?
				    ", or 0" : "");
				return WG_E_ARG;
			}
		(*count)++;
	}
	return WG_OK;
}

/* Lays the states out as nodes after the NSPECIAL root nodes. */
static int
lay_out(const struct maker *m, const uint32_t *roots, size_t nspecial,
    uint8_t **out, size_t *outlen)
{
	size_t total = nspecial + m->narcs, i, s, k;
	uint32_t node, *at;
	uint8_t *p;

	if ((at = malloc(m->nstates * sizeof(*at))) == NULL)
		return WG_E_NOMEM;
	/* State s's arcs are nodes nspecial + first[s] on; 0 has none. */
	at[0] = 0;
	for (s = 1; s < m->nstates; s++)
		at[s] = (uint32_t)(nspecial + m->first[s]);
	if ((p = malloc(total * 4)) == NULL) {
		free(at);
		return WG_E_NOMEM;
	}
	for (i = 0; i < total; i++) {
		if (i < nspecial)
			node = KWG_IS_END | at[roots[i]];
		else {
			k = i - nspecial;
			node = (uint32_t)m->arcs[k].tile << KWG_TILE_SHIFT |
			    (m->arcs[k].accepts ? KWG_ACCEPTS : 0) |
			    at[m->arcs[k].child];
		}
		p[4 * i] = (uint8_t)node;
		p[4 * i + 1] = (uint8_t)(node >> 8);
		p[4 * i + 2] = (uint8_t)(node >> 16);
		p[4 * i + 3] = (uint8_t)(node >> 24);
	}
	/* The last arc of each state ends its list. */
	for (s = 1; s < m->nstates; s++)
		p[4 * (nspecial + m->first[s + 1] - 1) + 2] |= KWG_IS_END >> 16;
	free(at);
	*out = p;
	*outlen = total * 4;
	return WG_OK;
}

static int
maker_init(struct maker *m)
{
	memset(m, 0, sizeof(*m));
	m->capstates = 1 << 16;
	if ((m->first = malloc(m->capstates * sizeof(*m->first))) == NULL)
		return WG_E_NOMEM;
	m->first[0] = m->first[1] = 0;
	m->nstates = 1;		/* state 0: no arcs */
	return grow_table(m);
}

static void
maker_free(struct maker *m)
{
	free(m->arcs);
	free(m->first);
	free(m->table);
}

int
wg_kwg_make(const uint8_t *words, size_t len, unsigned flags, uint8_t **out,
    size_t *outlen, char *errbuf, size_t errsize)
{
	struct maker *m;
	uint8_t *gbuf = NULL;
	size_t count, gcount, glen, *order = NULL, *gorder = NULL;
	uint32_t roots[2] = { 0, 0 };
	int rc;

	*out = NULL;
	*outlen = 0;
	if ((flags & WG_KWG_GADDAG) && (flags & WG_KWG_BLANK)) {
		wg_msg(errbuf, errsize, "a GADDAG has no blank tile");
		return WG_E_ARG;
	}
	if ((rc = check_words(words, len, flags, &count, errbuf, errsize)) !=
	    WG_OK)
		return rc;
	if ((m = malloc(sizeof(*m))) == NULL)
		goto nomem;
	if ((rc = maker_init(m)) != WG_OK)
		goto done;
	if ((rc = sort_strings(words, len, count, &order)) != WG_OK)
		goto done;
	if ((rc = make_graph(m, words, order, count, &roots[0])) != WG_OK)
		goto done;
	if (flags & WG_KWG_GADDAG) {
		if ((rc = gaddag_strings(words, order, count, &gbuf, &glen,
		    &gcount)) != WG_OK ||
		    (rc = sort_strings(gbuf, glen, gcount, &gorder)) != WG_OK)
			goto done;
		/* The DAWG's words are typed: a new start. */
		m->ntyped = 0;
		if ((rc = make_graph(m, gbuf, gorder, gcount, &roots[1])) !=
		    WG_OK)
			goto done;
	}
	rc = lay_out(m, roots, flags & WG_KWG_GADDAG ? 2 : 1, out, outlen);
done:
	if (rc == WG_E_LIMIT)
		wg_msg(errbuf, errsize, "more than %lu nodes, as many as a "
		    "KWG's arc index reaches", (unsigned long)WG_KWG_MAX_NODES);
	else if (rc == WG_E_NOMEM)
		wg_msg(errbuf, errsize, "%s", wg_strerror(rc));
	if (m != NULL)
		maker_free(m);
	free(m);
	free(order);
	free(gorder);
	free(gbuf);
	return rc;
nomem:
	wg_msg(errbuf, errsize, "%s", wg_strerror(WG_E_NOMEM));
	return WG_E_NOMEM;
}
