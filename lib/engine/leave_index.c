/*
 * leave_index.c: every leave a tile set allows, numbered in one canonical
 * order, so that leave values can sit in a plain array (and a file can
 * store the values alone).
 *
 * The leaves of N tiles come before those of N + 1; leaves of one length
 * are in the order of their sorted codes (blank 0 first), compared as
 * strings.  Leave 0 is the empty leave.  Comparing sorted codes as strings
 * puts the leave with more copies of the smallest letter where they first
 * differ first, so the rank within a length is a sum, over the letters,
 * of the leaves that hold more of that letter and the same of each
 * smaller one: counts of multisets taken from a table (wgleaves(5)).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine_private.h"

/* N[c][r]: the multisets of R tiles of codes C and up. */
#define N(ix, c, r)	((ix)->multisets[(size_t)(c) * ((ix)->maxlen + 1) + (r)])
/* P[c][r][m]: those of R tiles of codes C and up with more than M of C. */
#define P(ix, c, r, m)	((ix)->more[((size_t)(c) * ((ix)->maxlen + 1) + \
			    (r)) * ((ix)->maxlen + 1) + (m)])

int
wg_leave_index_init(struct wg_leave_index *ix, const unsigned *count,
    unsigned ncodes, unsigned maxlen)
{
	unsigned c, r, m, j, top;
	uint64_t total = 0, sum;

	memset(ix, 0, sizeof(*ix));
	if (ncodes == 0 || ncodes > WG_MAX_LETTERS + 1 || maxlen >= WG_RACK_MAX)
		return WG_E_ARG;
	ix->ncodes = ncodes;
	ix->maxlen = maxlen;
	for (c = 0; c < ncodes; c++)
		ix->cap[c] = (uint8_t)(count[c] < maxlen ? count[c] : maxlen);
	if ((ix->multisets = calloc((size_t)(ncodes + 1) * (maxlen + 1),
	    sizeof(*ix->multisets))) == NULL ||
	    (ix->more = calloc((size_t)ncodes * (maxlen + 1) * (maxlen + 1),
	    sizeof(*ix->more))) == NULL) {
		wg_leave_index_free(ix);
		return WG_E_NOMEM;
	}
	N(ix, ncodes, 0) = 1;
	for (c = ncodes; c-- > 0; )
		for (r = 0; r <= maxlen; r++) {
			sum = 0;
			for (j = 0; j <= ix->cap[c] && j <= r; j++)
				sum += N(ix, c + 1, r - j);
			if (sum > UINT32_MAX) {
				wg_leave_index_free(ix);
				return WG_E_LIMIT;
			}
			N(ix, c, r) = (uint32_t)sum;
			top = ix->cap[c] < r ? ix->cap[c] : r;
			for (m = 0; m <= maxlen; m++) {
				sum = 0;
				for (j = m + 1; j <= top; j++)
					sum += N(ix, c + 1, r - j);
				P(ix, c, r, m) = (uint32_t)sum;
			}
		}
	for (r = 0; r <= maxlen; r++) {
		ix->base[r] = total;
		total += N(ix, 0, r);
	}
	ix->base[maxlen + 1] = total;
	if (total > UINT32_MAX - 1) {
		wg_leave_index_free(ix);
		return WG_E_LIMIT;
	}
	ix->total = (uint32_t)total;
	return WG_OK;
}

int
wg_leave_index_variant(struct wg_leave_index *ix, const struct wg_variant *v)
{
	if (v->rack_size == 0)
		return WG_E_ARG;
	return wg_leave_index_init(ix, v->count, v->alphabet->size + 1,
	    v->rack_size - 1);
}

void
wg_leave_index_free(struct wg_leave_index *ix)
{
	free(ix->multisets);
	free(ix->more);
	ix->multisets = NULL;
	ix->more = NULL;
}

uint32_t
wg_leave_index_rank(const struct wg_leave_index *ix, const uint8_t *codes,
    size_t n)
{
	uint32_t rank;
	unsigned rem = (unsigned)n, from = 0, c, m;
	size_t i = 0;

	if (n > ix->maxlen)
		return WG_LEAVE_NONE;
	rank = (uint32_t)ix->base[n];
	while (i < n) {
		c = codes[i];
		if (c >= ix->ncodes || c < from)
			return WG_LEAVE_NONE;	/* unsorted, or no such code */
		for (m = 0; i < n && codes[i] == c; i++)
			m++;
		if (m > ix->cap[c])
			return WG_LEAVE_NONE;
		/* The letters FROM..C-1 absent, then M of C. */
		rank += N(ix, from, rem) - N(ix, c, rem) + P(ix, c, rem, m);
		rem -= m;
		from = c + 1;
	}
	return rank;
}

/*
 * The rank's sum regrouped, each group's terms known once the tiles after
 * it are: group j of M_j tiles of C_j, before R_j tiles of larger codes,
 * adds N[C_j + 1][R_j] - N[C_j][R_j + M_j] + P[C_j][R_j + M_j][M_j]; the
 * first group's letters absent before it add N[0][n], and the last
 * group's N[C + 1][0], 1, is one too many.  (Terms may be negative: the
 * sum wraps around in 32 bits to the rank.)
 */
uint32_t
wg_leave_index_term(const struct wg_leave_index *ix, unsigned c, unsigned rem,
    unsigned m)
{
	return N(ix, c + 1, rem) - N(ix, c, rem + m) + P(ix, c, rem + m, m);
}

uint32_t
wg_leave_index_sum(const struct wg_leave_index *ix, unsigned n, uint32_t sum)
{
	return n == 0 ? 0 : (uint32_t)ix->base[n] + N(ix, 0, n) - 1 + sum;
}

size_t
wg_leave_index_unrank(const struct wg_leave_index *ix, uint32_t index,
    uint8_t *codes)
{
	unsigned len, rem, c, m, top;
	uint32_t r, block;
	size_t n = 0;

	if (index >= ix->total)
		return 0;
	for (len = 0; ix->base[len + 1] <= index; len++)
		continue;
	r = index - (uint32_t)ix->base[len];
	rem = len;
	for (c = 0; c < ix->ncodes && rem > 0; c++) {
		top = ix->cap[c] < rem ? ix->cap[c] : rem;
		for (m = top; ; m--) {
			block = N(ix, c + 1, rem - m);
			if (r < block || m == 0)
				break;
			r -= block;
		}
		for (; m > 0; m--, rem--)
			codes[n++] = (uint8_t)c;
	}
	return n;
}
