/*
 * leaves.c: leave values for equity ranking, read from a text file of
 * "LEAVE VALUE" lines (wsgen(1), LEAVES), and looked up, in a hash table
 * for a text file or by the leave's canonical index (leave_index.c) for
 * values made for a variant (leaves_io.c, leave_train.c) and for a text
 * file read for one (its leaves of the variant's tile set).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_private.h"

/*
 * 1 if S is a decimal number: [+-]digits[.digits][e[+-]digits], with a
 * digit before or after the point.  strtod also takes "inf", "nan" and
 * hexadecimal, which no leave file means.
 */
static int
is_decimal(const char *s)
{
	int digits = 0;

	if (*s == '+' || *s == '-')
		s++;
	for (; *s >= '0' && *s <= '9'; s++)
		digits++;
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			digits++;
	if (digits == 0)
		return 0;
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '+' || *s == '-')
			s++;
		if (*s < '0' || *s > '9')
			return 0;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	return *s == '\0';
}

uint64_t
wg_leave_hash(const uint8_t *codes, size_t n)
{
	uint64_t h = 0x9e3779b97f4a7c15ULL ^ n;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= codes[i];
		h *= 0x100000001b3ULL;
	}
	return h ^ h >> 29;
}

static int
cmp_key(const uint8_t *a, size_t alen, const uint8_t *b, size_t blen)
{
	if (alen != blen)
		return alen < blen ? -1 : 1;
	return memcmp(a, b, alen);
}

static size_t
bucket_of(const struct wg_leaves *lv, const uint8_t *codes, size_t n)
{
	return (size_t)(wg_leave_hash(codes, n) & (lv->nbuckets - 1));
}

/*
 * Groups the entries read by bucket (a counting sort, which keeps the
 * lines' order within a bucket), then sorts each bucket by codes, the
 * last line of each leave taking the place of those before it.  Buckets
 * hold a few entries: no sort of the whole file, nor its scratch memory.
 */
static int
leaves_index(struct wg_leaves *lv)
{
	struct leave_entry *sorted, e;
	size_t i, j, n = lv->count, b, start, end, kept = 0;
	int c = 0;

	for (lv->nbuckets = 1; lv->nbuckets < n; lv->nbuckets *= 2)
		continue;
	if ((lv->bucket = calloc(lv->nbuckets + 1, sizeof(*lv->bucket))) ==
	    NULL || (sorted = malloc((n ? n : 1) * sizeof(*sorted))) == NULL)
		return WG_E_NOMEM;
	for (i = 0; i < n; i++) {
		b = bucket_of(lv, lv->entries[i].codes, lv->entries[i].len);
		lv->entries[i].order = (uint32_t)b;
		lv->bucket[b + 1]++;
	}
	for (b = 0; b < lv->nbuckets; b++)
		lv->bucket[b + 1] += lv->bucket[b];
	/* BUCKET[b] moves on as bucket b fills, then is set back. */
	for (i = 0; i < n; i++)
		sorted[lv->bucket[lv->entries[i].order]++] = lv->entries[i];
	for (b = lv->nbuckets; b > 0; b--)
		lv->bucket[b] = lv->bucket[b - 1];
	lv->bucket[0] = 0;
	free(lv->entries);
	/* Each bucket sorted in place, moved down over the lines dropped:
	   an entry is read before anything is written where it was. */
	for (b = 0; b < lv->nbuckets; b++) {
		start = lv->bucket[b];
		end = lv->bucket[b + 1];
		lv->bucket[b] = (uint32_t)kept;
		for (i = start; i < end; i++) {
			e = sorted[i];
			for (j = kept; j > lv->bucket[b] && (c = cmp_key(e.codes,
			    e.len, sorted[j - 1].codes, sorted[j - 1].len)) < 0;
			    j--)
				continue;
			if (j > lv->bucket[b] && c == 0) {
				sorted[j - 1] = e;	/* a later line */
				continue;
			}
			memmove(&sorted[j + 1], &sorted[j],
			    (kept - j) * sizeof(*sorted));
			sorted[j] = e;
			kept++;
		}
	}
	lv->bucket[lv->nbuckets] = (uint32_t)kept;
	lv->entries = sorted;
	lv->count = kept;
	lv->cap = n;
	return WG_OK;
}

static int
leaves_add(struct wg_leaves *lv, const uint8_t *codes, size_t n,
    double value)
{
	struct leave_entry *e;
	size_t ncap;

	if (lv->count == lv->cap) {
		ncap = lv->cap ? lv->cap * 2 : 1024;
		if (ncap > UINT32_MAX || (e = realloc(lv->entries,
		    ncap * sizeof(*e))) == NULL)
			return WG_E_NOMEM;
		lv->entries = e;
		lv->cap = ncap;
	}
	e = &lv->entries[lv->count];
	e->order = (uint32_t)lv->count++;
	e->len = (uint8_t)n;
	memcpy(e->codes, codes, n);
	e->value = value;
	return WG_OK;
}

/* The 1-based column, in characters, of P on LINE. */
static size_t
column(const char *line, const char *p)
{
	size_t col = 1;

	for (; line < p; line++)
		col += ((unsigned char)*line & 0xc0) != 0x80;
	return col;
}

/*
 * The lines of TEXT[0..LEN) into LV: by leave index into its text_values
 * when it has them and the leave is in the tile set (a later line taking
 * the place of an earlier one), else into its entries, indexed at the end.
 */
static int
leaves_parse_into(struct wg_leaves *lv, const struct wg_alphabet *alphabet,
    const char *name, const char *text, size_t len, char *errbuf,
    size_t errsize)
{
	const char *line = text, *end = text + len, *eol, *p0;
	unsigned long lineno = 0;
	size_t lines = 0;
	uint32_t r;
	int rc = WG_E_FORMAT;

	/* Room for a leave a line at once: no copies as the table grows
	   (with values by index, most lines need none). */
	for (p0 = text; lv->text_values == NULL && p0 < end &&
	    (p0 = memchr(p0, '\n', (size_t)(end - p0))) != NULL; p0++)
		lines++;
	if (lv->text_values == NULL && lines + 1 <= UINT32_MAX &&
	    (lv->entries = malloc((lines + 1) * sizeof(*lv->entries))) != NULL)
		lv->cap = lines + 1;
	for (; line < end; line = eol + 1) {
		const char *p = line, *q;
		uint8_t codes[WG_RACK_MAX], code1;
		size_t n = 0, i, k;
		char num[64], *numend;
		double value;

		if ((eol = memchr(line, '\n', (size_t)(end - line))) == NULL)
			eol = end;
		lineno++;
		while (p < eol && (*p == ' ' || *p == '\t'))
			p++;
		if (p == eol || *p == '#' || *p == '\r')
			continue;
		for (; p < eol && *p != ' ' && *p != '\t'; ) {
			uint32_t cp;
			size_t step;
			unsigned code;

			if (*p == '?') {
				code = 0;
				step = 1;
			} else if ((step = wg_utf8_decode(p, (size_t)(eol - p),
			    &cp)) == 0 ||
			    (code = wg_alphabet_code(alphabet, cp)) == 0) {
				wg_msg(errbuf, errsize, "%s:%lu:%zu: not a letter "
				    "of the alphabet", name, lineno,
				    column(line, p));
				return rc;
			}
			if (n == WG_RACK_MAX) {
				wg_msg(errbuf, errsize, "%s:%lu:%zu: leave longer "
				    "than %d tiles", name, lineno,
				    column(line, p), WG_RACK_MAX);
				return rc;
			}
			codes[n++] = (uint8_t)code;
			p += step;
		}
		while (p < eol && (*p == ' ' || *p == '\t'))
			p++;
		for (q = eol; q > p && (q[-1] == '\r' || q[-1] == ' ' ||
		    q[-1] == '\t'); q--)
			continue;
		if (n == 0 || q == p || (size_t)(q - p) >= sizeof(num)) {
			wg_msg(errbuf, errsize, "%s:%lu:%zu: expected LEAVE "
			    "VALUE", name, lineno, column(line, p));
			return rc;
		}
		memcpy(num, p, (size_t)(q - p));
		num[q - p] = '\0';
		errno = 0;
		value = strtod(num, &numend);
		if (!is_decimal(num) || errno != 0 || *numend != '\0') {
			wg_msg(errbuf, errsize, "%s:%lu:%zu: '%s' is not a "
			    "number", name, lineno, column(line, p), num);
			return rc;
		}
		/* Bounded, so that no sum of equities (a simulation's, a
		   trainer's) can overflow. */
		if (value > WG_LEAVE_VALUE_MAX || value < -WG_LEAVE_VALUE_MAX) {
			wg_msg(errbuf, errsize, "%s:%lu:%zu: '%s' is beyond "
			    "the %g points a leave may be worth either way",
			    name, lineno, column(line, p), num,
			    WG_LEAVE_VALUE_MAX);
			return rc;
		}
		/* Insertion: a leave is short, and usually sorted already. */
		for (i = 1; i < n; i++) {
			code1 = codes[i];
			for (k = i; k > 0 && codes[k - 1] > code1; k--)
				codes[k] = codes[k - 1];
			codes[k] = code1;
		}
		if (lv->text_values != NULL && (r = wg_leave_index_rank(
		    &lv->index, codes, n)) != WG_LEAVE_NONE) {
			lv->text_values[r] = value;
			continue;
		}
		if (leaves_add(lv, codes, n, value) != WG_OK)
			return WG_E_NOMEM;
	}
	if (leaves_index(lv) != WG_OK)
		return WG_E_NOMEM;
	return WG_OK;
}

/* Reads TEXT for the variant V (NULL: against ALPHABET alone). */
static int
leaves_read(struct wg_leaves **out, const struct wg_variant *v,
    const struct wg_alphabet *alphabet, const char *name, const char *text,
    size_t len, char *errbuf, size_t errsize)
{
	struct wg_leaves *lv;
	int rc = WG_E_NOMEM;

	*out = NULL;
	if ((lv = calloc(1, sizeof(*lv))) == NULL)
		return WG_E_NOMEM;
	/* A variant too large to index, or whose table would pass the
	   memory limit: every leave in the hash. */
	if (v != NULL && wg_leave_index_variant(&lv->index, v) == WG_OK) {
		if ((uint64_t)lv->index.total * sizeof(*lv->text_values) >
		    wg_limits()->memory) {
			wg_leave_index_free(&lv->index);
			memset(&lv->index, 0, sizeof(lv->index));
		} else if ((lv->text_values = calloc(lv->index.total,
		    sizeof(*lv->text_values))) == NULL)
			goto fail;
	}
	if ((rc = leaves_parse_into(lv, alphabet, name, text, len, errbuf,
	    errsize)) != WG_OK)
		goto fail;
	*out = lv;
	return WG_OK;
fail:
	wg_leaves_free(lv);
	return rc;
}

int
wg_leaves_parse(struct wg_leaves **out, const struct wg_alphabet *alphabet,
    const char *name, const char *text, size_t len, char *errbuf,
    size_t errsize)
{
	return leaves_read(out, NULL, alphabet, name, text, len, errbuf,
	    errsize);
}

int
wg_leaves_parse_variant(struct wg_leaves **out, const struct wg_variant *v,
    const char *name, const char *text, size_t len, char *errbuf,
    size_t errsize)
{
	return leaves_read(out, v, v->alphabet, name, text, len, errbuf,
	    errsize);
}

int
wg_leaves_new_dense(struct wg_leaves **out, const struct wg_variant *v,
    const struct wg_lexicon *lex)
{
	struct wg_leaves *lv;
	int rc;

	*out = NULL;
	if ((lv = calloc(1, sizeof(*lv))) == NULL)
		return WG_E_NOMEM;
	if ((rc = wg_leave_index_variant(&lv->index, v)) != WG_OK) {
		free(lv);
		return rc;
	}
	/* The memory limit (wsdict(1), LIMITS) before the table. */
	if ((uint64_t)lv->index.total * sizeof(*lv->values) >
	    wg_limits()->memory) {
		wg_leaves_free(lv);
		return WG_E_LIMIT;
	}
	if ((lv->values = wg_alloc_large((size_t)lv->index.total *
	    sizeof(*lv->values))) == NULL) {
		wg_leaves_free(lv);
		return WG_E_NOMEM;
	}
	snprintf(lv->variant, sizeof(lv->variant), "%s", v->name);
	if (lex != NULL)
		wg_lexicon_identity(lex, &lv->lex_words, &lv->lex_crc);
	*out = lv;
	return WG_OK;
}

void
wg_leaves_free(struct wg_leaves *lv)
{
	if (lv == NULL)
		return;
	free(lv->entries);
	free(lv->bucket);
	free(lv->values);
	free(lv->text_values);
	wg_leave_index_free(&lv->index);
	free(lv);
}

uint32_t
wg_leaves_place(const struct wg_leaves *lv, const uint8_t *codes, size_t n)
{
	uint32_t r;

	if (n == 0 || n > WG_RACK_MAX ||
	    (lv->values == NULL && lv->text_values == NULL))
		return WG_LEAVE_NONE;
	r = wg_leave_index_rank(&lv->index, codes, n);
	/* Not in the text file's tile set: maybe in its table. */
	if (r == WG_LEAVE_NONE && lv->values == NULL)
		return WG_LEAVE_NONE;
	return r;
}

double
wg_leaves_value(const struct wg_leaves *lv, const uint8_t *codes, size_t n)
{
	uint8_t sorted[WG_RACK_MAX];
	const struct leave_entry *e;
	size_t b, lo, hi, mid, i, k;
	uint32_t r;
	int c;

	if (n == 0 || n > WG_RACK_MAX)
		return 0;
	/* Insertion: leaves are short, and usually sorted already. */
	for (i = 0; i < n; i++) {
		for (k = i; k > 0 && sorted[k - 1] > codes[i]; k--)
			sorted[k] = sorted[k - 1];
		sorted[k] = codes[i];
	}
	if ((r = wg_leaves_place(lv, sorted, n)) != WG_LEAVE_NONE)
		return wg_leaves_at(lv, r);
	/* By index, none is 0; a text file's may be in its table. */
	if (lv->values != NULL || lv->nbuckets == 0)
		return 0;
	b = bucket_of(lv, sorted, n);
	lo = lv->bucket[b];
	hi = lv->bucket[b + 1];
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		e = &lv->entries[mid];
		if ((c = cmp_key(sorted, n, e->codes, e->len)) == 0)
			return e->value;
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return 0;
}
