/*
 * leaves.c: leave values for equity ranking, read from a text file of
 * "LEAVE VALUE" lines (wsgen(1), LEAVES).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wg_private.h"

struct leave_entry {
	uint8_t		len;		/* 0: an empty slot */
	uint8_t		codes[WG_RACK_MAX];
	double		value;
};

struct wg_leaves {
	struct leave_entry *slots;
	size_t		 cap;		/* a power of two */
	size_t		 count;
};

static uint64_t
leave_hash(const uint8_t *codes, size_t n)
{
	uint64_t h = 0x9e3779b97f4a7c15ULL ^ n;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= codes[i];
		h *= 0x100000001b3ULL;
	}
	return h ^ h >> 29;
}

static struct leave_entry *
leave_slot(const struct wg_leaves *lv, const uint8_t *codes, size_t n)
{
	size_t i = leave_hash(codes, n) & (lv->cap - 1);

	while (lv->slots[i].len != 0 && (lv->slots[i].len != n ||
	    memcmp(lv->slots[i].codes, codes, n) != 0))
		i = (i + 1) & (lv->cap - 1);
	return &lv->slots[i];
}

static int
leaves_grow(struct wg_leaves *lv)
{
	struct leave_entry *old = lv->slots;
	size_t ocap = lv->cap, i;

	lv->cap = ocap ? ocap * 2 : 1024;
	if ((lv->slots = calloc(lv->cap, sizeof(*lv->slots))) == NULL) {
		lv->slots = old;
		lv->cap = ocap;
		return WG_E_NOMEM;
	}
	for (i = 0; i < ocap; i++)
		if (old[i].len != 0)
			*leave_slot(lv, old[i].codes, old[i].len) = old[i];
	free(old);
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

static int
cmp_code(const void *a, const void *b)
{
	return *(const uint8_t *)a - *(const uint8_t *)b;
}

int
wg_leaves_parse(struct wg_leaves **out, const struct wg_alphabet *alphabet,
    const char *name, const char *text, size_t len, char *errbuf,
    size_t errsize)
{
	struct wg_leaves *lv;
	const char *line = text, *end = text + len;
	unsigned long lineno = 0;
	int rc = WG_E_FORMAT;

	*out = NULL;
	if ((lv = calloc(1, sizeof(*lv))) == NULL || leaves_grow(lv) != WG_OK) {
		free(lv);
		return WG_E_NOMEM;
	}
	for (; line < end; line = memchr(line, '\n', (size_t)(end - line)) ?
	    (const char *)memchr(line, '\n', (size_t)(end - line)) + 1 : end) {
		const char *eol = memchr(line, '\n', (size_t)(end - line));
		const char *p = line, *q;
		uint8_t codes[WG_RACK_MAX];
		size_t n = 0, col;
		char num[64], *numend;
		struct leave_entry *slot;
		double value;

		if (eol == NULL)
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

			col = column(line, p);
			if (*p == '?') {
				code = 0;
				step = 1;
			} else if ((step = wg_utf8_decode(p, (size_t)(eol - p),
			    &cp)) == 0 ||
			    (code = wg_alphabet_code(alphabet, cp)) == 0) {
				wg_msg(errbuf, errsize, "%s:%lu:%zu: not a letter "
				    "of the alphabet", name, lineno, col);
				goto fail;
			}
			if (n == WG_RACK_MAX) {
				wg_msg(errbuf, errsize, "%s:%lu:%zu: leave longer "
				    "than %d tiles", name, lineno, col,
				    WG_RACK_MAX);
				goto fail;
			}
			codes[n++] = (uint8_t)code;
			p += step;
		}
		while (p < eol && (*p == ' ' || *p == '\t'))
			p++;
		col = column(line, p);
		for (q = eol; q > p && (q[-1] == '\r' || q[-1] == ' ' ||
		    q[-1] == '\t'); q--)
			continue;
		if (n == 0 || q == p || (size_t)(q - p) >= sizeof(num)) {
			wg_msg(errbuf, errsize, "%s:%lu:%zu: expected LEAVE "
			    "VALUE", name, lineno, col);
			goto fail;
		}
		memcpy(num, p, (size_t)(q - p));
		num[q - p] = '\0';
		errno = 0;
		value = strtod(num, &numend);
		if (errno != 0 || *numend != '\0' || value != value) {
			wg_msg(errbuf, errsize, "%s:%lu:%zu: '%s' is not a "
			    "number", name, lineno, col, num);
			goto fail;
		}
		qsort(codes, n, 1, cmp_code);
		if ((lv->count + 1) * 2 > lv->cap && leaves_grow(lv) != WG_OK) {
			rc = WG_E_NOMEM;
			goto fail;
		}
		slot = leave_slot(lv, codes, n);
		if (slot->len == 0)
			lv->count++;
		slot->len = (uint8_t)n;
		memcpy(slot->codes, codes, n);
		slot->value = value;
	}
	*out = lv;
	return WG_OK;
fail:
	wg_leaves_free(lv);
	return rc;
}

void
wg_leaves_free(struct wg_leaves *lv)
{
	if (lv == NULL)
		return;
	free(lv->slots);
	free(lv);
}

double
wg_leaves_value(const struct wg_leaves *lv, const uint8_t *codes, size_t n)
{
	uint8_t sorted[WG_RACK_MAX];
	const struct leave_entry *slot;

	if (n == 0 || n > WG_RACK_MAX)
		return 0;
	memcpy(sorted, codes, n);
	qsort(sorted, n, 1, cmp_code);
	slot = leave_slot(lv, sorted, n);
	return slot->len != 0 ? slot->value : 0;
}
