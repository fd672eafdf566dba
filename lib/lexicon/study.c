/*
 * study.c: the figures word-study programs such as Zyzzyva show beside a
 * word: its alphagram, the draws that give its tiles, its probability
 * order among the words of its length, and its inner hooks.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lexicon_private.h"

void
wg_alphagram(const uint8_t *codes, size_t n, uint8_t *out)
{
	size_t i, j;
	uint8_t c;

	/* Words are short: insertion sort. */
	for (i = 0; i < n; i++) {
		c = codes[i];
		for (j = i; j > 0 && out[j - 1] > c; j--)
			out[j] = out[j - 1];
		out[j] = c;
	}
}

/* C(N, K) for the small numbers of a bag, exactly as a double. */
static double
choose(unsigned n, unsigned k)
{
	double r = 1;
	unsigned i;

	if (k > n)
		return 0;
	for (i = 1; i <= k; i++)
		r = r * (n - k + i) / i;
	return r;
}

/* The product over the letters of C(tiles in the bag, times needed). */
static double
draws(const unsigned *count, const uint8_t *letter, const unsigned *need,
    size_t nl)
{
	double r = 1;
	size_t i;

	for (i = 0; i < nl && r > 0; i++)
		r *= choose(count[letter[i]], need[i]);
	return r;
}

double
wg_draw_combinations(const unsigned *count, const uint8_t *codes, size_t n,
    unsigned blanks)
{
	uint8_t letter[WG_MAX_WORD] = { 0 };
	unsigned need[WG_MAX_WORD] = { 0 };
	size_t nl = 0, i, j;
	double total;

	if (n > WG_MAX_WORD)
		return 0;
	for (i = 0; i < n; i++) {
		for (j = 0; j < nl && letter[j] != codes[i]; j++)
			;
		if (j == nl) {
			letter[nl] = codes[i];
			need[nl++] = 0;
		}
		need[j]++;
	}
	total = draws(count, letter, need, nl);
	/* One blank standing for one of the word's letters. */
	if (blanks >= 1)
		for (i = 0; i < nl; i++) {
			need[i]--;
			total += choose(count[0], 1) *
			    draws(count, letter, need, nl);
			need[i]++;
		}
	/* Two blanks: for two of its letters, or twice for one. */
	if (blanks >= 2)
		for (i = 0; i < nl; i++) {
			need[i]--;
			for (j = i; j < nl; j++) {
				if (need[j] == 0)
					continue;
				need[j]--;
				total += choose(count[0], 2) *
				    draws(count, letter, need, nl);
				need[j]++;
			}
			need[i]++;
		}
	return total;
}

void
wg_lexicon_inner_hooks(const struct wg_lexicon *lex, const uint8_t *codes,
    size_t n, int *front, int *back)
{
	*front = n > 1 && wg_lexicon_contains(lex, codes + 1, n - 1);
	*back = n > 1 && wg_lexicon_contains(lex, codes, n - 1);
}

/*
 * The lexicon's words, in its order.  Entry I, at BUF + AT[I]: the length
 * N, the N codes, the alphagram's N codes, then I (4 bytes) and the draws
 * (a double), unaligned: read with memcpy.
 */
struct wg_prob_order {
	uint8_t		*buf;
	size_t		*at;
	unsigned	*rank;
	size_t		 n, cap, used, bufcap;
	const unsigned	*count;
	unsigned	 blanks;
	int		 failed;
};

#define ENTRY_TAIL	(sizeof(uint32_t) + sizeof(double))

static double
entry_combos(const uint8_t *e)
{
	double d;

	memcpy(&d, e + 1 + 2 * (size_t)e[0] + sizeof(uint32_t), sizeof(d));
	return d;
}

static int
order_add(const uint8_t *codes, size_t n, uint64_t blank_mask, void *arg)
{
	struct wg_prob_order *po = arg;
	uint32_t index = (uint32_t)po->n;
	uint8_t *e;
	double d;
	void *p;

	(void)blank_mask;
	if (po->n == po->cap) {
		po->cap = po->cap ? po->cap * 2 : 4096;
		if ((p = realloc(po->at, po->cap * sizeof(*po->at))) == NULL)
			return po->failed = 1;
		po->at = p;
	}
	while (po->used + 1 + 2 * n + ENTRY_TAIL > po->bufcap) {
		po->bufcap = po->bufcap ? po->bufcap * 2 : 65536;
		if ((p = realloc(po->buf, po->bufcap)) == NULL)
			return po->failed = 1;
		po->buf = p;
	}
	po->at[po->n++] = po->used;
	e = po->buf + po->used;
	e[0] = (uint8_t)n;
	memcpy(e + 1, codes, n);
	wg_alphagram(codes, n, e + 1 + n);
	memcpy(e + 1 + 2 * n, &index, sizeof(index));
	d = wg_draw_combinations(po->count, codes, n, po->blanks);
	memcpy(e + 1 + 2 * n + sizeof(index), &d, sizeof(d));
	po->used += 1 + 2 * n + ENTRY_TAIL;
	return 0;
}

/* Length, most draws first, alphagram, then the lexicon's order. */
static int
order_cmp(const void *x, const void *y)
{
	const uint8_t *a = *(const uint8_t *const *)x;
	const uint8_t *b = *(const uint8_t *const *)y;
	double da = entry_combos(a), db = entry_combos(b);
	uint32_t ia, ib;
	int c;

	if (a[0] != b[0])
		return a[0] < b[0] ? -1 : 1;
	if (da != db)
		return da > db ? -1 : 1;
	if ((c = memcmp(a + 1 + a[0], b + 1 + b[0], a[0])) != 0)
		return c;
	memcpy(&ia, a + 1 + 2 * (size_t)a[0], sizeof(ia));
	memcpy(&ib, b + 1 + 2 * (size_t)b[0], sizeof(ib));
	return ia < ib ? -1 : ia > ib;
}

int
wg_prob_order_new(struct wg_prob_order **out, const struct wg_lexicon *lex,
    const unsigned *count, unsigned blanks)
{
	struct wg_prob_order *po;
	const uint8_t **sorted = NULL;
	size_t i, k;
	uint32_t index;
	unsigned r = 0;

	*out = NULL;
	if ((po = calloc(1, sizeof(*po))) == NULL)
		return WG_E_NOMEM;
	po->count = count;
	po->blanks = blanks > 2 ? 2 : blanks;
	wg_lexicon_each(lex, order_add, po);
	k = po->n ? po->n : 1;
	if (po->failed || (sorted = malloc(k * sizeof(*sorted))) == NULL ||
	    (po->rank = malloc(k * sizeof(*po->rank))) == NULL) {
		free(sorted);
		wg_prob_order_free(po);
		return WG_E_NOMEM;
	}
	for (i = 0; i < po->n; i++)
		sorted[i] = po->buf + po->at[i];
	qsort(sorted, po->n, sizeof(*sorted), order_cmp);
	for (i = 0; i < po->n; i++) {
		/* Ranks start again at 1 with each length. */
		if (i == 0 || sorted[i][0] != sorted[i - 1][0])
			r = 0;
		memcpy(&index, sorted[i] + 1 + 2 * (size_t)sorted[i][0],
		    sizeof(index));
		po->rank[index] = ++r;
	}
	free(sorted);
	po->count = NULL;
	*out = po;
	return WG_OK;
}

/* -1, 0, 1 as word I of PO is before, is, or is after CODES[0..N). */
static int
order_word_cmp(const struct wg_prob_order *po, size_t i, const uint8_t *codes,
    size_t n)
{
	const uint8_t *w = po->buf + po->at[i];
	size_t k = w[0] < n ? w[0] : n;
	int c = memcmp(w + 1, codes, k);

	if (c != 0)
		return c < 0 ? -1 : 1;
	return w[0] < n ? -1 : w[0] > n;
}

unsigned
wg_prob_order_get(const struct wg_prob_order *po, const uint8_t *codes,
    size_t n, double *combos)
{
	size_t lo = 0, hi = po->n, mid;
	int c;

	/* The lexicon's order: codes compared as strings, prefixes first. */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		c = order_word_cmp(po, mid, codes, n);
		if (c == 0) {
			if (combos != NULL)
				*combos = entry_combos(po->buf + po->at[mid]);
			return po->rank[mid];
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

void
wg_prob_order_free(struct wg_prob_order *po)
{
	if (po == NULL)
		return;
	free(po->buf);
	free(po->at);
	free(po->rank);
	free(po);
}
