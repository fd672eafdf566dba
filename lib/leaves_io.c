/*
 * leaves_io.c: leave values in files: the binary format of wgleaves(5)
 * (values alone, in the canonical order of the variant's leaves, checked
 * like a lexicon and tied to the variant and lexicon they were made for),
 * read and written, and the text format written back.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "wg_private.h"
#include "lexicon_graph.h"

#define LEAVES_MAGIC	"WGLVS\r\n\032"
#define LEAVES_VERSION	1
#define LEAVES_HEADER	64
#define LEAVES_SCALE	100.0	/* stored in hundredths of a point */
#define LEAVES_LIMIT	327.67	/* the most an int16 holds */

static int
fail(char *errbuf, size_t errsize, const char *name, const char *fmt, ...)
{
	va_list ap;
	char msg[400];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	wg_msg(errbuf, errsize, "%s: %s", name, msg);
	return WG_E_FORMAT;
}

int
wg_leaves_is_binary(const void *data, size_t len)
{
	return len >= 8 && memcmp(data, LEAVES_MAGIC, 8) == 0;
}

/* Tiles of code C as the file stores them: at most 255. */
static uint8_t
stored_count(const struct wg_variant *v, unsigned c)
{
	return (uint8_t)(v->count[c] > 255 ? 255 : v->count[c]);
}

int
wg_leaves_read_binary(struct wg_leaves **out, const char *name,
    const void *data, size_t len, const struct wg_variant *v,
    const struct wg_lexicon *lex, char *errbuf, size_t errsize)
{
	const uint8_t *img = data, *pay, *z;
	struct wg_leaves *lv;
	uint32_t nleaves, words, crc, i;
	unsigned codes, longest, c;
	uint8_t *raw;
	uLongf rawlen;
	size_t paylen, zlen;
	int rc;

	*out = NULL;
	if (len < LEAVES_HEADER || !wg_leaves_is_binary(data, len))
		return fail(errbuf, errsize, name, "not a leaves file "
		    "(wgleaves(5))");
	if (wg_load_le32(img + 8) != LEAVES_VERSION)
		return fail(errbuf, errsize, name, "format version %u, not %u",
		    wg_load_le32(img + 8), LEAVES_VERSION);
	if (wg_load_le32(img + 12) != LEAVES_HEADER ||
	    wg_load_le32(img + 16) != len - LEAVES_HEADER)
		return fail(errbuf, errsize, name, "truncated or wrong sizes");
	if (wg_load_le32(img + 20) != wg_image_crc(img, len))
		return fail(errbuf, errsize, name, "checksum mismatch");
	nleaves = wg_load_le32(img + 24);
	longest = img[36];
	codes = img[37];
	for (i = 38; i < LEAVES_HEADER; i++)
		if (img[i] != 0)
			return fail(errbuf, errsize, name, "reserved header "
			    "bytes set");
	pay = img + LEAVES_HEADER;
	paylen = len - LEAVES_HEADER;
	if (paylen < WG_NAME_MAX + codes || memchr(pay, '\0', WG_NAME_MAX) ==
	    NULL)
		return fail(errbuf, errsize, name, "bad variant name");
	if (strcmp((const char *)pay, v->name) != 0)
		return fail(errbuf, errsize, name, "values for variant %s, "
		    "not %s", (const char *)pay, v->name);
	if (codes != v->alphabet->size + 1 || longest + 1 != v->rack_size)
		return fail(errbuf, errsize, name, "values for another tile "
		    "set or rack size than variant %s's", v->name);
	for (c = 0; c < codes; c++)
		if (pay[WG_NAME_MAX + c] != stored_count(v, c))
			return fail(errbuf, errsize, name, "values for another "
			    "tile set than variant %s's", v->name);
	if (lex != NULL) {
		wg_lexicon_identity(lex, &words, &crc);
		if (words != wg_load_le32(img + 28) || crc != wg_load_le32(img + 32))
			return fail(errbuf, errsize, name, "values for another "
			    "lexicon (%u words, CRC %08x; this one has %u "
			    "words, CRC %08x)", wg_load_le32(img + 28),
			    wg_load_le32(img + 32), words, crc);
	}
	if ((rc = wg_leaves_new_dense(&lv, v, lex)) != WG_OK)
		return rc;
	lv->lex_words = wg_load_le32(img + 28);
	lv->lex_crc = wg_load_le32(img + 32);
	if (nleaves != lv->index.total - 1) {
		uint32_t want = lv->index.total - 1;

		wg_leaves_free(lv);
		return fail(errbuf, errsize, name, "%u leaves, variant %s has "
		    "%u", nleaves, v->name, want);
	}
	z = pay + WG_NAME_MAX + codes;
	zlen = paylen - WG_NAME_MAX - codes;
	rawlen = (uLongf)nleaves * 2;
	if ((raw = wg_alloc_large(rawlen)) == NULL) {
		wg_leaves_free(lv);
		return WG_E_NOMEM;
	}
	/* All of the stream and nothing after it: exactly 2 bytes a leave. */
	if (uncompress(raw, &rawlen, z, (uLong)zlen) != Z_OK ||
	    rawlen != (uLongf)nleaves * 2) {
		free(raw);
		wg_leaves_free(lv);
		return fail(errbuf, errsize, name, "damaged values");
	}
	/* High bytes of all the values, then the low bytes. */
	for (i = 0; i < nleaves; i++)
		lv->values[i + 1] = (float)((int16_t)(uint16_t)(raw[i] << 8 |
		    raw[nleaves + i]) / LEAVES_SCALE);
	free(raw);
	*out = lv;
	return WG_OK;
}

int
wg_leaves_write_binary(const struct wg_leaves *lv, const struct wg_variant *v,
    const struct wg_lexicon *lex, void **out, size_t *len)
{
	struct wg_leave_index ix;
	uint8_t codes[WG_RACK_MAX], *raw = NULL, *img = NULL;
	uint32_t n, i, words, crc;
	unsigned c;
	uLongf zlen;
	size_t k, pre;
	double x;
	long q;
	int rc;

	*out = NULL;
	*len = 0;
	if ((rc = wg_leave_index_variant(&ix, v)) != WG_OK)
		return rc;
	n = ix.total - 1;
	pre = LEAVES_HEADER + WG_NAME_MAX + ix.ncodes;
	zlen = compressBound((uLong)n * 2);
	rc = WG_E_NOMEM;
	if ((raw = malloc((size_t)n * 2 + 1)) == NULL ||
	    (img = calloc(1, pre + zlen)) == NULL)
		goto done;
	for (i = 0; i < n; i++) {
		k = wg_leave_index_unrank(&ix, i + 1, codes);
		x = wg_leaves_value(lv, codes, k) * LEAVES_SCALE;
		x = x < -LEAVES_LIMIT * LEAVES_SCALE ? -LEAVES_LIMIT *
		    LEAVES_SCALE : x > LEAVES_LIMIT * LEAVES_SCALE ?
		    LEAVES_LIMIT * LEAVES_SCALE : x;
		q = x < 0 ? (long)(x - 0.5) : (long)(x + 0.5);
		raw[i] = (uint8_t)((uint16_t)(int16_t)q >> 8);
		raw[n + i] = (uint8_t)(uint16_t)(int16_t)q;
	}
	if (compress2(img + pre, &zlen, raw, (uLong)n * 2, 9) != Z_OK)
		goto done;
	memcpy(img, LEAVES_MAGIC, 8);
	wg_store_le32(img + 8, LEAVES_VERSION);
	wg_store_le32(img + 12, LEAVES_HEADER);
	wg_store_le32(img + 16, (uint32_t)(pre - LEAVES_HEADER + zlen));
	wg_store_le32(img + 24, n);
	words = lv->lex_words;
	crc = lv->lex_crc;
	if (lex != NULL)
		wg_lexicon_identity(lex, &words, &crc);
	wg_store_le32(img + 28, words);
	wg_store_le32(img + 32, crc);
	img[36] = (uint8_t)ix.maxlen;
	img[37] = (uint8_t)ix.ncodes;
	snprintf((char *)img + LEAVES_HEADER, WG_NAME_MAX, "%s", v->name);
	for (c = 0; c < ix.ncodes; c++)
		img[LEAVES_HEADER + WG_NAME_MAX + c] = stored_count(v, c);
	wg_store_le32(img + 20, wg_image_crc(img, pre + zlen));
	*out = img;
	*len = pre + zlen;
	img = NULL;
	rc = WG_OK;
done:
	free(raw);
	free(img);
	wg_leave_index_free(&ix);
	return rc;
}

int
wg_leaves_write_text(const struct wg_leaves *lv, const struct wg_variant *v,
    char **out, size_t *len)
{
	const struct wg_alphabet *a = v->alphabet;
	struct wg_leave_index ix;
	uint8_t codes[WG_RACK_MAX];
	char *buf = NULL, *nbuf;
	size_t cap = 0, used = 0, n, k;
	uint32_t i;
	int rc, w;

	*out = NULL;
	*len = 0;
	if ((rc = wg_leave_index_variant(&ix, v)) != WG_OK)
		return rc;
	for (i = 1; i < ix.total; i++) {
		if (cap - used < WG_RACK_MAX * 4 + 32) {
			cap = cap ? cap * 2 : 65536;
			if ((nbuf = realloc(buf, cap)) == NULL) {
				free(buf);
				wg_leave_index_free(&ix);
				return WG_E_NOMEM;
			}
			buf = nbuf;
		}
		n = wg_leave_index_unrank(&ix, i, codes);
		for (k = 0; k < n; k++) {
			const char *s = codes[k] == 0 ? "?" :
			    wg_alphabet_letter(a, codes[k]);
			size_t sl = strlen(s);

			memcpy(buf + used, s, sl);
			used += sl;
		}
		w = snprintf(buf + used, cap - used, " %.2f\n",
		    wg_leaves_value(lv, codes, n));
		used += (size_t)w;
	}
	wg_leave_index_free(&ix);
	*out = buf;
	*len = used;
	return WG_OK;
}

int
wg_leaves_find(const char *variant, const char *datadir, char *buf,
    size_t size)
{
	return wg_data_find(variant, "wglv", "leaves", datadir, buf, size);
}
