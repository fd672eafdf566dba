/*
 * lexicon_io.c: the lexicon file (wglex(5)): making the image, writing it
 * safely, mapping it back and validating every byte before use.
 */
#include "config.h"

#include <sys/stat.h>

#include <archive.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include "lexicon_private.h"
#include "lexicon_graph.h"

/* The largest lexicon file accepted: far above any real word list. */
#define LEX_MAX_FILE	((size_t)WG_LEX_MAX_FILE)

const char *
wg_dependency_versions(void)
{
	static char buf[128];

	snprintf(buf, sizeof(buf), "%s, zlib %s", archive_version_string(),
	    zlibVersion());
	return buf;
}

uint32_t
wg_load_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

void
wg_store_le32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

/* The CRC-32 of the image: the header but for the CRC field, and payload. */
uint32_t
wg_image_crc(const uint8_t *img, size_t size)
{
	uLong crc = crc32(0L, Z_NULL, 0);
	size_t at, n;

	crc = crc32(crc, img, 20);
	/* In pieces zlib's uInt holds: a statistics file may pass 4 GiB. */
	for (at = 24; at < size; at += n) {
		n = size - at < (1u << 30) ? size - at : (1u << 30);
		crc = crc32(crc, img + at, (uInt)n);
	}
	return (uint32_t)crc;
}

static unsigned
bits_for(uint64_t max)
{
	unsigned n = 1;

	while (n < 64 && (max >> n) != 0)
		n++;
	return n;
}

static size_t
pad8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

/* Sets up LEX's edge accessors from its bit widths. */
static void
lex_set_widths(struct wg_lexicon *lex, unsigned letter_bits,
    unsigned ptr_bits)
{
	lex->letter_bits = letter_bits;
	lex->ptr_bits = ptr_bits;
	lex->edge_bits = letter_bits + 3 + ptr_bits;
	lex->letter_mask = ((uint64_t)1 << letter_bits) - 1;
	lex->edge_mask = ((uint64_t)1 << lex->edge_bits) - 1;
}

int
wg_lex_image_make(struct wg_lexicon **out, const struct wg_alphabet *alphabet,
    const struct wg_lex_layout *lay, const struct wg_edge_build *edges)
{
	struct wg_lexicon *lex;
	size_t langlen = strlen(alphabet->language);
	size_t alen = strlen(alphabet->letters), names, edge_bytes, size, i;
	uint8_t *img, *h, *e;

	if ((lex = calloc(1, sizeof(*lex))) == NULL)
		return WG_E_NOMEM;
	lex_set_widths(lex, bits_for(alphabet->size),
	    bits_for(lay->nedges - 1));
	names = pad8(langlen + alen);
	edge_bytes = ((uint64_t)lay->nedges * lex->edge_bits + 7) / 8;
	size = WG_LEX_HEADER_SIZE + names + edge_bytes + 8;
	if ((img = calloc(1, size)) == NULL) {
		free(lex);
		return WG_E_NOMEM;
	}
	e = img + WG_LEX_HEADER_SIZE + names;
	for (i = 0; i < lay->nedges; i++) {
		uint64_t raw = edges[i].letter |
		    (uint64_t)edges[i].accepts << lex->letter_bits |
		    (uint64_t)edges[i].prefix << (lex->letter_bits + 1) |
		    (uint64_t)edges[i].last << (lex->letter_bits + 2) |
		    (uint64_t)edges[i].ptr << (lex->letter_bits + 3);
		uint64_t bit = (uint64_t)i * lex->edge_bits, v;
		uint8_t *p = e + (bit >> 3);
		unsigned k;

		v = wg_load_le64(p) | raw << (bit & 7);
		for (k = 0; k < 8; k++)
			p[k] = (uint8_t)(v >> (8 * k));
	}
	memcpy(img + WG_LEX_HEADER_SIZE, alphabet->language, langlen);
	memcpy(img + WG_LEX_HEADER_SIZE + langlen, alphabet->letters, alen);
	h = img;
	memcpy(h, WG_LEX_MAGIC, 8);
	wg_store_le32(h + 8, WG_LEX_VERSION);
	wg_store_le32(h + 12, WG_LEX_HEADER_SIZE);
	wg_store_le32(h + 16, (uint32_t)(size - WG_LEX_HEADER_SIZE));
	wg_store_le32(h + 24, lay->words);
	wg_store_le32(h + 28, lay->nedges);
	wg_store_le32(h + 32, lay->dawg_edges);
	wg_store_le32(h + 36, lay->dawg_root);
	wg_store_le32(h + 40, lay->gaddag_root);
	wg_store_le32(h + 44, lay->nodes);
	wg_store_le32(h + 48, lay->dawg_nodes);
	h[52] = (uint8_t)lex->letter_bits;
	h[53] = (uint8_t)lex->ptr_bits;
	h[54] = (uint8_t)lay->max_length;
	h[55] = (uint8_t)alphabet->size;
	h[56] = (uint8_t)alen;
	h[57] = (uint8_t)langlen;
	wg_store_le32(h + 20, wg_image_crc(img, size));
	lex->alphabet = *alphabet;
	lex->owned = img;
	lex->image = img;
	lex->image_size = size;
	lex->edges = e;
	lex->nedges = lay->nedges;
	lex->dawg_edges = lay->dawg_edges;
	lex->dawg_root = lay->dawg_root;
	lex->gaddag_root = lay->gaddag_root;
	lex->words = lay->words;
	lex->nodes = lay->nodes;
	lex->dawg_nodes = lay->dawg_nodes;
	lex->max_length = lay->max_length;
	*out = lex;
	return WG_OK;
}

int
wg_lexicon_write(const struct wg_lexicon *lex, const char *path)
{
	return wg_file_write(path, lex->image, lex->image_size);
}

static int
fail(char *errbuf, size_t errsize, const char *name, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (errbuf == NULL || errsize == 0)
		return WG_E_CORRUPT;
	n = snprintf(errbuf, errsize, "%s: ", name);
	if (n >= 0 && (size_t)n < errsize) {
		va_start(ap, fmt);
		vsnprintf(errbuf + n, errsize - (size_t)n, fmt, ap);
		va_end(ap);
	}
	return WG_E_CORRUPT;
}

/*
 * Checks the edges, in one pass.  Their form: each list ends before the
 * array does, letters rise within a list, every pointer points before the
 * list holding it (into an earlier list or its tail, so the graph has no
 * cycle), no prefix flag in the DAWG part, no dead ends.  And what the
 * queries take on trust: no path is longer than the longest word (their
 * buffers hold WG_MAX_WORD letters), the DAWG's longest word and word
 * count are those of the header (so a dump or a query visits at most
 * that many words: a small file cannot hide an exponential number of
 * them).  As pointers go back, each list, taken from its last edge back
 * once it is read, sees every child before its parent.  HEIGHT[i]: the
 * longest path down from any edge of i's list from i on; COUNT[i]: the
 * words below those edges (DAWG only), UINT32_MAX for that many or more.
 */
static int
validate_graph(const struct wg_lexicon *given, const char *name,
    char *errbuf, size_t errsize)
{
	/* A copy the stores below cannot alias: its fields stay in
	   registers rather than being read again after each one. */
	const struct wg_lexicon copy = *given, *lex = &copy;
	uint64_t raws[WG_MAX_LETTERS + 1];
	uint8_t *height;
	uint32_t *count, i, list = 1, lists = 0, dawg_lists = 0;
	unsigned prev_letter = 0, n = 0, k;
	int rc = WG_OK;

	if (wg_edge_raw(lex, 0) != (uint64_t)1 << (lex->letter_bits + 2))
		return fail(errbuf, errsize, name, "edge 0 is not the dummy");
	if (lex->dawg_edges < 2 || lex->dawg_edges > lex->nedges ||
	    lex->dawg_root == 0 || lex->dawg_root >= lex->dawg_edges ||
	    lex->gaddag_root == 0 || lex->gaddag_root >= lex->nedges)
		return fail(errbuf, errsize, name, "bad root");
	height = malloc(lex->nedges);
	count = malloc((size_t)lex->dawg_edges * sizeof(*count));
	if (height == NULL || count == NULL) {
		free(height);
		free(count);
		return WG_E_NOMEM;
	}
	for (i = 1; i < lex->nedges; i++) {
		uint64_t raw = wg_edge_raw(lex, i);
		unsigned letter = wg_raw_letter(lex, raw);
		uint32_t ptr = wg_raw_ptr(lex, raw);

		if (i == list) {
			lists++;
			if (i < lex->dawg_edges)
				dawg_lists++;
		} else if (letter <= prev_letter || i == lex->dawg_edges) {
			rc = fail(errbuf, errsize, name,
			    "edge %u: letters out of order", i);
			goto done;
		}
		if (letter == 0 || letter > lex->alphabet.size) {
			rc = fail(errbuf, errsize, name,
			    "edge %u: bad letter %u", i, letter);
			goto done;
		}
		if (wg_raw_prefix(lex, raw) && i < lex->dawg_edges) {
			rc = fail(errbuf, errsize, name,
			    "edge %u: prefix flag in the DAWG", i);
			goto done;
		}
		if (ptr >= list) {
			rc = fail(errbuf, errsize, name,
			    "edge %u: bad pointer %u", i, ptr);
			goto done;
		}
		if (ptr == 0 && !wg_raw_accepts(lex, raw) &&
		    !wg_raw_prefix(lex, raw)) {
			rc = fail(errbuf, errsize, name,
			    "edge %u leads nowhere", i);
			goto done;
		}
		prev_letter = letter;
		/* Letters rise, so a list has at most an alphabet's. */
		raws[n++] = raw;
		if (!wg_raw_last(lex, raw))
			continue;
		for (k = n; k-- > 0;) {
			uint32_t j = list + k, p = wg_raw_ptr(lex, raws[k]);
			unsigned h = 1 + (p != 0 ? height[p] : 0u);
			uint64_t words;

			if (k + 1 < n && height[j + 1] > h)
				h = height[j + 1];
			if (h > lex->max_length) {
				rc = fail(errbuf, errsize, name, "edge %u: a "
				    "path longer than the longest word (%u)",
				    j, lex->max_length);
				goto done;
			}
			height[j] = (uint8_t)h;
			if (j >= lex->dawg_edges)
				continue;
			words = wg_raw_accepts(lex, raws[k]) +
			    (uint64_t)(p != 0 ? count[p] : 0) +
			    (k + 1 < n ? count[j + 1] : 0);
			count[j] = words > UINT32_MAX ? UINT32_MAX :
			    (uint32_t)words;
		}
		list = i + 1;
		n = 0;
	}
	if (list != lex->nedges)
		rc = fail(errbuf, errsize, name, "the last list has no end");
	else if (lists != lex->nodes || dawg_lists != lex->dawg_nodes)
		rc = fail(errbuf, errsize, name, "node counts do not match");
	else if (height[lex->dawg_root] != lex->max_length)
		rc = fail(errbuf, errsize, name, "the longest word has %u "
		    "letters, the header says %u", height[lex->dawg_root],
		    lex->max_length);
	else if (count[lex->dawg_root] != lex->words ||
	    lex->words == UINT32_MAX)
		rc = fail(errbuf, errsize, name, "%s%u words, the header says "
		    "%u", count[lex->dawg_root] == UINT32_MAX ? "at least " :
		    "", count[lex->dawg_root], lex->words);
done:
	free(height);
	free(count);
	return rc;
}

/* 1 if bits FROM..TO of P (LSB first) are all clear. */
static int
zero_bits(const uint8_t *p, uint64_t from, uint64_t to)
{
	for (; from < to; from++)
		if (p[from >> 3] >> (from & 7) & 1)
			return 0;
	return 1;
}

/* Validates the image IMG[0..SIZE) and sets up LEX over it. */
static int
lex_attach(struct wg_lexicon *lex, const uint8_t *img, size_t size,
    const char *name, char *errbuf, size_t errsize)
{
	char letters[256], language[WG_LANGUAGE_MAX];
	struct wg_alphabet *a;
	uint32_t version, payload;
	size_t alen, langlen, names, edge_bytes;
	unsigned nletters;

	if (size == 0)
		return fail(errbuf, errsize, name, "empty file");
	if (memcmp(img, WG_LEX_MAGIC, size < 8 ? size : 8) != 0)
		return fail(errbuf, errsize, name,
		    "not a wordgame lexicon (no WGLEX header)");
	if (size < WG_LEX_HEADER_SIZE)
		return fail(errbuf, errsize, name,
		    "truncated: shorter than the header");
	version = wg_load_le32(img + 8);
	if (version != WG_LEX_VERSION)
		return fail(errbuf, errsize, name,
		    "unsupported lexicon format version %u (this is %u)",
		    version, WG_LEX_VERSION);
	if (wg_load_le32(img + 12) != WG_LEX_HEADER_SIZE)
		return fail(errbuf, errsize, name, "bad header size %u",
		    wg_load_le32(img + 12));
	payload = wg_load_le32(img + 16);
	if (payload != size - WG_LEX_HEADER_SIZE)
		return fail(errbuf, errsize, name,
		    "%s: %zu bytes, the header says %llu",
		    payload > size - WG_LEX_HEADER_SIZE ? "truncated" :
		    "trailing data", size,
		    (unsigned long long)payload + WG_LEX_HEADER_SIZE);
	if (wg_load_le32(img + 20) != wg_image_crc(img, size))
		return fail(errbuf, errsize, name, "checksum mismatch");
	if (img[58] != 0 || img[59] != 0 || wg_load_le32(img + 60) != 0)
		return fail(errbuf, errsize, name, "reserved header bytes set");

	lex->words = wg_load_le32(img + 24);
	lex->nedges = wg_load_le32(img + 28);
	lex->dawg_edges = wg_load_le32(img + 32);
	lex->dawg_root = wg_load_le32(img + 36);
	lex->gaddag_root = wg_load_le32(img + 40);
	lex->nodes = wg_load_le32(img + 44);
	lex->dawg_nodes = wg_load_le32(img + 48);
	lex->max_length = img[54];
	nletters = img[55];
	alen = img[56];
	langlen = img[57];
	if (img[52] < 1 || img[52] > 6 || img[53] < 1 || img[53] > 32 ||
	    lex->max_length < 1 || lex->max_length > WG_MAX_WORD ||
	    langlen >= WG_LANGUAGE_MAX || lex->nedges < 2 ||
	    lex->nedges > ((uint64_t)1 << img[53]))
		return fail(errbuf, errsize, name, "bad header fields");
	lex_set_widths(lex, img[52], img[53]);
	names = pad8(langlen + alen);
	edge_bytes = ((uint64_t)lex->nedges * lex->edge_bits + 7) / 8;
	if ((uint64_t)names + edge_bytes + 8 != payload)
		return fail(errbuf, errsize, name,
		    "payload size does not match the edge count");
	memcpy(language, img + WG_LEX_HEADER_SIZE, langlen);
	language[langlen] = '\0';
	memcpy(letters, img + WG_LEX_HEADER_SIZE + langlen, alen);
	letters[alen] = '\0';
	if (strlen(letters) != alen || strlen(language) != langlen ||
	    wg_alphabet_new_letters(&a, letters, language) != WG_OK)
		return fail(errbuf, errsize, name, "bad alphabet");
	lex->alphabet = *a;
	wg_alphabet_free(a);
	if (lex->alphabet.size != nletters ||
	    ((uint64_t)1 << lex->letter_bits) <= nletters)
		return fail(errbuf, errsize, name, "bad alphabet size");
	lex->image = img;
	lex->image_size = size;
	lex->edges = img + WG_LEX_HEADER_SIZE + names;
	if (!zero_bits(img, (WG_LEX_HEADER_SIZE + langlen + alen) * 8,
	    (uint64_t)(WG_LEX_HEADER_SIZE + names) * 8) ||
	    !zero_bits(lex->edges, (uint64_t)lex->nedges * lex->edge_bits,
	    ((uint64_t)edge_bytes + 8) * 8))
		return fail(errbuf, errsize, name, "padding bytes set");
	return validate_graph(lex, name, errbuf, errsize);
}

int
wg_lexicon_load_memory(struct wg_lexicon **out, const void *data, size_t len,
    char *errbuf, size_t errsize)
{
	struct wg_lexicon *lex;
	int rc;

	*out = NULL;
	if (len > LEX_MAX_FILE)
		return fail(errbuf, errsize, "(memory)",
		    "too large for a lexicon");
	if ((lex = calloc(1, sizeof(*lex))) == NULL ||
	    (lex->owned = malloc(len ? len : 1)) == NULL) {
		free(lex);
		return WG_E_NOMEM;
	}
	memcpy(lex->owned, data, len);
	rc = lex_attach(lex, lex->owned, len, "(memory)", errbuf, errsize);
	if (rc != WG_OK) {
		wg_lexicon_free(lex);
		return rc;
	}
	*out = lex;
	return WG_OK;
}

int
wg_lexicon_load(struct wg_lexicon **out, const char *path, char *errbuf,
    size_t errsize)
{
	struct wg_lexicon *lex;
	struct stat st;
	size_t got;
	ssize_t n = 0;
	int fd, rc, e;

	*out = NULL;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		if (errbuf != NULL)
			snprintf(errbuf, errsize, "%s: %s", path,
			    strerror(errno));
		return WG_E_IO;
	}
	if (fstat(fd, &st) != 0)
		e = errno;
	else if (!S_ISREG(st.st_mode))
		e = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
	else
		e = 0;
	if (e != 0) {
		close(fd);
		if (errbuf != NULL)
			snprintf(errbuf, errsize, "%s: %s", path, strerror(e));
		errno = e;
		return WG_E_IO;
	}
	/* A short file is read too: its first bytes say what it is. */
	if (st.st_size == 0 || (uint64_t)st.st_size > LEX_MAX_FILE) {
		close(fd);
		return fail(errbuf, errsize, path, st.st_size == 0 ?
		    "empty file" : "too large for a lexicon");
	}
	/*
	 * Read, not mapped: a file that another program truncates or
	 * rewrites while it is in use must not change what was validated,
	 * nor fault.
	 */
	if ((lex = calloc(1, sizeof(*lex))) == NULL ||
	    (lex->owned = wg_alloc_large((size_t)st.st_size)) == NULL) {
		close(fd);
		free(lex);
		return WG_E_NOMEM;
	}
	for (got = 0; got < (size_t)st.st_size; got += (size_t)n) {
		n = read(fd, lex->owned + got, (size_t)st.st_size - got);
		if (n < 0 && errno == EINTR) {
			n = 0;
			continue;
		}
		if (n <= 0)
			break;
	}
	e = n < 0 ? errno : 0;
	close(fd);
	if (e != 0) {
		wg_lexicon_free(lex);
		if (errbuf != NULL)
			snprintf(errbuf, errsize, "%s: %s", path, strerror(e));
		errno = e;
		return WG_E_IO;
	}
	/* A file cut short meanwhile is checked as it was read. */
	lex->image_size = got;
	rc = lex_attach(lex, lex->owned, got, path, errbuf, errsize);
	if (rc != WG_OK) {
		wg_lexicon_free(lex);
		return rc;
	}
	*out = lex;
	return WG_OK;
}

void
wg_lexicon_free(struct wg_lexicon *lex)
{
	if (lex == NULL)
		return;
	free(lex->owned);
	free(lex);
}

int
wg_lexicon_find(const char *name, const char *datadir, char *buf,
    size_t size)
{
	return wg_data_find(name, "wgl", NULL, datadir, buf, size);
}

int
wg_lexicon_find_named(const char *name, const char *datadir, char *buf,
    size_t size)
{
	return wg_data_find_named(name, "wgl", NULL, datadir, buf, size);
}

int
wg_lexicon_find_any_case(const char *name, const char *datadir, char *buf,
    size_t size)
{
	return wg_data_find_any_case(name, "wgl", datadir, buf, size);
}
