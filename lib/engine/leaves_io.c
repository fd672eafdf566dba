/*
 * leaves_io.c: leave values in files: the binary format of wgleaves(5)
 * (values alone, in the canonical order of the variant's leaves, checked
 * like a lexicon and tied to the tiles they were made for, the lexicon
 * they were trained with recorded as information), read and written, and
 * the text format written back.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "engine_private.h"
#include "lexicon/lexicon_graph.h"

#define LEAVES_MAGIC	"WGLVS\r\n\032"
#define LEAVES_VERSION	2
#define LEAVES_HEADER	64
#define LEAVES_SCALE	100.0	/* stored in hundredths of a point */
#define LEAVES_LIMIT	327.67	/* the most an int16 holds */

int
wg_leaves_fail(char *errbuf, size_t errsize, const char *name,
    const char *fmt, ...)
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

/* A NUL-padded name of WG_NAME_MAX bytes at P into OUT; 0 or -1. */
static int
stored_name(char *out, const uint8_t *p)
{
	if (memchr(p, '\0', WG_NAME_MAX) == NULL)
		return -1;
	memcpy(out, p, WG_NAME_MAX);
	return 0;
}

int
wg_leaves_info_read(struct wg_leaves_info *in, const char *name,
    const void *data, size_t len, char *errbuf, size_t errsize)
{
	const uint8_t *img = data, *pay;
	size_t paylen, need, i;
	unsigned c, lbytes = 0;

	memset(in, 0, sizeof(*in));
	if (len < LEAVES_HEADER || !wg_leaves_is_binary(data, len))
		return wg_leaves_fail(errbuf, errsize, name, "not a leaves file "
		    "(wgleaves(5))");
	in->format_version = wg_load_le32(img + 8);
	if (in->format_version != 1 && in->format_version != LEAVES_VERSION)
		return wg_leaves_fail(errbuf, errsize, name, "format version %u, not %u",
		    in->format_version, LEAVES_VERSION);
	if (wg_load_le32(img + 12) != LEAVES_HEADER ||
	    wg_load_le32(img + 16) != len - LEAVES_HEADER)
		return wg_leaves_fail(errbuf, errsize, name, "truncated or wrong sizes");
	if (wg_load_le32(img + 20) != wg_image_crc(img, len))
		return wg_leaves_fail(errbuf, errsize, name, "checksum mismatch");
	in->leaves = wg_load_le32(img + 24);
	in->lexicon_words = wg_load_le32(img + 28);
	in->lexicon_crc = wg_load_le32(img + 32);
	in->longest = img[36];
	in->codes = img[37];
	/* Version 2 keeps the letters' bytes at 38; version 1 nothing. */
	i = 38;
	if (in->format_version >= 2) {
		lbytes = img[38] | (unsigned)img[39] << 8;
		i = 40;
	}
	for (; i < LEAVES_HEADER; i++)
		if (img[i] != 0)
			return wg_leaves_fail(errbuf, errsize, name, "reserved header "
			    "bytes set");
	if (in->codes < 2 || in->codes > WG_MAX_LETTERS + 1 ||
	    in->longest < 1 || in->longest >= WG_RACK_MAX)
		return wg_leaves_fail(errbuf, errsize, name, "%u codes, leaves of up to "
		    "%u tiles", in->codes, in->longest);
	pay = img + LEAVES_HEADER;
	paylen = len - LEAVES_HEADER;
	need = WG_NAME_MAX * (in->format_version >= 2 ? 2 : 1) + in->codes +
	    lbytes;
	if (paylen < need || stored_name(in->variant, pay) != 0)
		return wg_leaves_fail(errbuf, errsize, name, "bad variant name");
	pay += WG_NAME_MAX;
	if (in->format_version >= 2) {
		if (stored_name(in->lexicon, pay) != 0)
			return wg_leaves_fail(errbuf, errsize, name, "bad lexicon name");
		pay += WG_NAME_MAX;
	}
	for (c = 0; c < in->codes; c++)
		in->count[c] = pay[c];
	pay += in->codes;
	if (in->format_version >= 2) {
		uint32_t cp;
		size_t step;

		/* The letters, codes 1 and up, one UTF-8 character each. */
		for (i = 0, c = 1; i < lbytes && c < in->codes; c++, i += step)
			if ((step = wg_utf8_decode((const char *)pay + i,
			    lbytes - i, &cp)) == 0)
				break;
		if (i != lbytes || c != in->codes || lbytes >= sizeof(
		    in->letters))
			return wg_leaves_fail(errbuf, errsize, name, "bad letters");
		memcpy(in->letters, pay, lbytes);
		in->letters[lbytes] = '\0';
	}
	in->payload = need;
	return WG_OK;
}

/*
 * The tiles of a leaves file or of a variant, "?2 A9 ... Z1": each
 * letter (spelled by LETTERS, or by the alphabet A) and its count.
 */
static void
tiles_text(char *out, size_t size, const char *letters,
    const struct wg_alphabet *a, const uint8_t *count, unsigned codes)
{
	size_t used = 0, step;
	unsigned c;
	uint32_t cp;
	int w;

	out[0] = '\0';
	for (c = 0; c < codes && used < size; c++) {
		const char *s = "?";
		char one[8];

		if (c > 0 && a != NULL)
			s = wg_alphabet_letter(a, c);
		else if (c > 0) {
			step = wg_utf8_decode(letters, strlen(letters), &cp);
			if (step == 0 || step >= sizeof(one))
				step = 0;
			memcpy(one, letters, step);
			one[step] = '\0';
			letters += step;
			s = one;
		}
		w = snprintf(out + used, size - used, "%s%s%u", c ? " " : "",
		    s, count[c]);
		if (w < 0)
			break;
		used += (size_t)w;
	}
}

void
wg_leaves_info_tiles(const struct wg_leaves_info *in, char *out,
    size_t size)
{
	if (size > 0)
		tiles_text(out, size, in->letters, NULL, in->count,
		    in->format_version >= 2 ? in->codes : 0);
}

/* 1 if the file IN was made for V's tiles and racks. */
static int
same_tiles(const struct wg_leaves_info *in, const struct wg_variant *v)
{
	unsigned c;

	if (in->codes != v->alphabet->size + 1 ||
	    in->longest + 1 != v->rack_size)
		return 0;
	for (c = 0; c < in->codes; c++)
		if (in->count[c] != stored_count(v, c))
			return 0;
	/* Version 1 names its variant for its letters. */
	if (in->format_version < 2)
		return strcmp(in->variant, v->name) == 0;
	return strcmp(in->letters, wg_alphabet_letters(v->alphabet)) == 0;
}

/* The message for a file IN of other tiles than V's. */
static int
other_tiles(char *errbuf, size_t errsize, const char *name,
    const struct wg_leaves_info *in, const struct wg_variant *v)
{
	uint8_t count[WG_MAX_LETTERS + 1];
	char theirs[WG_MAX_LETTERS * 9 + 16], ours[sizeof(theirs)];
	unsigned c;

	if (in->format_version < 2)
		return wg_leaves_fail(errbuf, errsize, name, "values for variant %s, "
		    "not %s (a version 1 file: its variant stands for its "
		    "tiles)", in->variant, v->name);
	for (c = 0; c <= v->alphabet->size; c++)
		count[c] = stored_count(v, c);
	tiles_text(theirs, sizeof(theirs), in->letters, NULL, in->count,
	    in->codes);
	tiles_text(ours, sizeof(ours), NULL, v->alphabet, count,
	    v->alphabet->size + 1);
	return wg_leaves_fail(errbuf, errsize, name, "values for the tiles %s, racks "
	    "of %u (variant %s); variant %s has the tiles %s, racks of %u",
	    theirs, in->longest + 1, in->variant, v->name, ours,
	    v->rack_size);
}

int
wg_leaves_read_binary(struct wg_leaves **out, const char *name,
    const void *data, size_t len, const struct wg_variant *v,
    const struct wg_lexicon *lex, char *errbuf, size_t errsize)
{
	const uint8_t *img = data, *z;
	struct wg_leaves_info in;
	struct wg_leaves *lv;
	uint32_t nleaves, i;
	uint8_t *raw;
	uLongf rawlen;
	size_t zlen;
	int rc;

	/* The lexicon is information only: values serve every lexicon of
	   the tiles they were made for. */
	(void)lex;
	*out = NULL;
	if ((rc = wg_leaves_info_read(&in, name, data, len, errbuf,
	    errsize)) != WG_OK)
		return rc;
	if (!same_tiles(&in, v))
		return other_tiles(errbuf, errsize, name, &in, v);
	nleaves = in.leaves;
	if ((rc = wg_leaves_new_dense(&lv, v, NULL)) != WG_OK)
		return rc;
	lv->lex_words = in.lexicon_words;
	lv->lex_crc = in.lexicon_crc;
	memcpy(lv->lex_name, in.lexicon, sizeof(lv->lex_name));
	if (nleaves != lv->index.total - 1) {
		uint32_t want = lv->index.total - 1;

		wg_leaves_free(lv);
		return wg_leaves_fail(errbuf, errsize, name, "%u leaves, variant %s has "
		    "%u", nleaves, v->name, want);
	}
	z = img + LEAVES_HEADER + in.payload;
	zlen = len - LEAVES_HEADER - in.payload;
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
		return wg_leaves_fail(errbuf, errsize, name, "damaged values");
	}
	/* High bytes of all the values, then the low bytes. */
	for (i = 0; i < nleaves; i++)
		lv->values[i + 1] = (float)((int16_t)(uint16_t)(raw[i] << 8 |
		    raw[nleaves + i]) / LEAVES_SCALE);
	free(raw);
	*out = lv;
	return WG_OK;
}

void
wg_leaves_set_lexicon(struct wg_leaves *lv, const struct wg_lexicon *lex,
    const char *name)
{
	uint32_t words, crc;

	if (lex != NULL) {
		wg_lexicon_identity(lex, &words, &crc);
		/* Values of another lexicon keep what they say of it. */
		if (lv->lex_words != 0 && (words != lv->lex_words ||
		    crc != lv->lex_crc))
			return;
		lv->lex_words = words;
		lv->lex_crc = crc;
	}
	snprintf(lv->lex_name, sizeof(lv->lex_name), "%s",
	    name != NULL ? name : "");
}

int
wg_leaves_write_binary(const struct wg_leaves *lv, const struct wg_variant *v,
    const struct wg_lexicon *lex, void **out, size_t *len)
{
	const char *letters = wg_alphabet_letters(v->alphabet);
	struct wg_leave_index ix;
	uint8_t codes[WG_RACK_MAX], *raw = NULL, *img = NULL, *p;
	uint32_t n, i, words, crc;
	unsigned c;
	uLongf zlen;
	size_t k, pre, lbytes = strlen(letters);
	double x;
	long q;
	int rc;

	*out = NULL;
	*len = 0;
	if ((rc = wg_leave_index_variant(&ix, v)) != WG_OK)
		return rc;
	n = ix.total - 1;
	pre = LEAVES_HEADER + 2 * WG_NAME_MAX + ix.ncodes + lbytes;
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
	/* The lexicon the values were trained with, as information. */
	words = lv->lex_words;
	crc = lv->lex_crc;
	if (words == 0 && lex != NULL)
		wg_lexicon_identity(lex, &words, &crc);
	wg_store_le32(img + 28, words);
	wg_store_le32(img + 32, crc);
	img[36] = (uint8_t)ix.maxlen;
	img[37] = (uint8_t)ix.ncodes;
	img[38] = (uint8_t)lbytes;
	img[39] = (uint8_t)(lbytes >> 8);
	p = img + LEAVES_HEADER;
	snprintf((char *)p, WG_NAME_MAX, "%s", v->name);
	p += WG_NAME_MAX;
	snprintf((char *)p, WG_NAME_MAX, "%s", lv->lex_name);
	p += WG_NAME_MAX;
	for (c = 0; c < ix.ncodes; c++)
		*p++ = stored_count(v, c);
	memcpy(p, letters, lbytes);
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
	/* A variant's name, never a file of the current folder. */
	return wg_data_find_named(variant, "wglv", "leaves", datadir, buf,
	    size);
}
