/*
 * test_kwg.c: unit tests of KWG word graphs (kwg.c): the nodes of a small
 * graph, words and GADDAG strings read back as made, corrupt and cut
 * files refused by name, and KWGs read as word lists.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "lexicon/lexicon_private.h"
#include "unit.h"

/* Strings packed as wg_wordlist_words lays them out. */
struct strings {
	uint8_t		 buf[1 << 20];
	size_t		 len;
	size_t		 count;
};

static void
add(struct strings *s, const uint8_t *codes, size_t n)
{
	if (s->len + n + 1 > sizeof(s->buf)) {
		fprintf(stderr, "test_kwg: strings full\n");
		exit(1);
	}
	s->buf[s->len] = (uint8_t)n;
	memcpy(s->buf + s->len + 1, codes, n);
	s->len += n + 1;
	s->count++;
}

/* Adds the word spelled by TEXT, A-Z as tiles 1-26 and '?' as 0. */
static void
add_word(struct strings *s, const char *text)
{
	uint8_t codes[WG_MAX_WORD];
	size_t i, n = strlen(text);

	for (i = 0; i < n; i++)
		codes[i] = text[i] == '?' ? 0 : (uint8_t)(text[i] - 'A' + 1);
	add(s, codes, n);
}

static int
collect(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	CHECK_INT(blanks, 0);
	add(arg, codes, n);
	return 0;
}

/* The order of the strings, as in kwg.c, for sorting the expected ones. */
static const uint8_t *sort_base;

static int
cmp_offsets(const void *x, const void *y)
{
	const uint8_t *a = sort_base + *(const size_t *)x;
	const uint8_t *b = sort_base + *(const size_t *)y;
	size_t n = a[0] < b[0] ? a[0] : b[0];
	int c = memcmp(a + 1, b + 1, n);

	return c != 0 ? c : (a[0] > b[0]) - (a[0] < b[0]);
}

/* S sorted, duplicates dropped, in place. */
static void
sort_unique(struct strings *s)
{
	size_t *off, i, k, pos, prev = 0;
	static struct strings out;

	off = malloc((s->count + 1) * sizeof(*off));
	for (i = pos = 0; i < s->count; i++, pos += s->buf[pos] + 1)
		off[i] = pos;
	sort_base = s->buf;
	qsort(off, s->count, sizeof(*off), cmp_offsets);
	out.len = out.count = 0;
	for (k = 0; k < s->count; k++) {
		if (k > 0 && cmp_offsets(&off[k], &prev) == 0)
			continue;
		add(&out, s->buf + off[k] + 1, s->buf[off[k]]);
		prev = off[k];
	}
	free(off);
	memcpy(s, &out, sizeof(out));
}

/* The GADDAG strings of S's words: CARE gives ERAC, RAC@E, AC@RE, C@ARE. */
static void
gaddag_of(const struct strings *s, struct strings *g)
{
	uint8_t str[WG_MAX_WORD + 1];
	size_t pos, n, k, j, m;

	g->len = g->count = 0;
	for (pos = 0; pos < s->len; pos += n + 1) {
		n = s->buf[pos];
		for (k = 1; k <= n; k++) {
			for (j = 0; j < k; j++)
				str[j] = s->buf[pos + k - j];
			m = k;
			if (k < n) {
				str[m++] = 0;
				for (j = k; j < n; j++)
					str[m++] = s->buf[pos + 1 + j];
			}
			add(g, str, m);
		}
	}
}

static struct strings words, got, want;

static void
put_node(uint8_t *data, size_t i, uint32_t node)
{
	data[4 * i] = (uint8_t)node;
	data[4 * i + 1] = (uint8_t)(node >> 8);
	data[4 * i + 2] = (uint8_t)(node >> 16);
	data[4 * i + 3] = (uint8_t)(node >> 24);
}

/* Makes the KWG of WORDS with FLAGS and reads it back into GOT. */
static uint8_t *
make_and_read(unsigned flags, unsigned read_flags, size_t *size)
{
	uint8_t *data = NULL;
	char msg[256] = "";

	CHECK_INT(wg_kwg_make(words.buf, words.len, flags, &data, size, msg,
	    sizeof(msg)), WG_OK);
	CHECK_STR(msg, "");
	got.len = got.count = 0;
	if (data != NULL)
		CHECK_INT(wg_kwg_each(data, *size, "t.kwg", 26, read_flags,
		    collect, &got, msg, sizeof(msg)), WG_OK);
	CHECK_STR(msg, "");
	return data;
}

static uint32_t
node_at(const uint8_t *data, size_t i)
{
	return (uint32_t)data[4 * i] | (uint32_t)data[4 * i + 1] << 8 |
	    (uint32_t)data[4 * i + 2] << 16 | (uint32_t)data[4 * i + 3] << 24;
}

/*
 * The nodes of AB and AC without a GADDAG: node 0 (tile 0, is_end) leads
 * to the root list [A], whose arc leads to [B accepting, C accepting and
 * is_end].  A node is tile << 24 | 0x800000 accepts | 0x400000 is_end |
 * arc index.
 */
static void
test_nodes(void)
{
	uint8_t *data;
	size_t size;

	words.len = words.count = 0;
	add_word(&words, "AC");
	add_word(&words, "AB");
	data = make_and_read(0, 0, &size);
	CHECK_INT(size, 4 * 4);
	CHECK_INT(node_at(data, 0), 0x00400000 | 3);
	CHECK_INT(node_at(data, 1), 0x02800000);
	CHECK_INT(node_at(data, 2), 0x03c00000);
	CHECK_INT(node_at(data, 3), 0x01400000 | 1);
	CHECK_INT(got.count, 2);
	free(data);
}

/*
 * Lists sharing their ends, as wolges and MAGPIE write them: the list
 * after B is the end (C) of the list after A (B, C).  AB, AC and BC.
 */
static void
test_shared_ends(void)
{
	uint32_t nodes[] = { 0x00400001, 0x01000003, 0x02400004, 0x02800000,
	    0x03c00000 };
	uint8_t data[sizeof(nodes)];
	size_t i;

	for (i = 0; i < 5; i++)
		put_node(data, i, nodes[i]);
	got.len = got.count = 0;
	CHECK_INT(wg_kwg_each(data, sizeof(data), "s.kwg", 26, 0, collect,
	    &got, NULL, 0), WG_OK);
	CHECK(got.len == 9 && memcmp(got.buf, "\2\1\2\2\1\3\2\2\3", 9) == 0);
}

/* A word list with prefixes, shared endings and duplicates. */
static const char *const list[] = {
	"CARE", "CARES", "CAR", "CARS", "ARE", "ARES", "BARE", "BARES", "A",
	"CARE", "CARTS", "CART", "ZA", "ZAS", "ERA", "ERAS", "AB", "ABS",
};

static void
test_words_and_gaddag(void)
{
	uint8_t *data;
	size_t i, size;

	words.len = words.count = 0;
	for (i = 0; i < sizeof(list) / sizeof(list[0]); i++)
		add_word(&words, list[i]);
	data = make_and_read(WG_KWG_GADDAG, 0, &size);
	memcpy(&want, &words, sizeof(want));
	sort_unique(&want);
	CHECK_INT(got.count, want.count);
	CHECK(got.len == want.len && memcmp(got.buf, want.buf, got.len) == 0);
	/* Node 1 leads to the GADDAG: every split of every word. */
	got.len = got.count = 0;
	CHECK_INT(wg_kwg_each(data, size, "t.kwg", 26, WG_KWG_GADDAG,
	    collect, &got, NULL, 0), WG_OK);
	gaddag_of(&want, &words);
	memcpy(&want, &words, sizeof(want));
	sort_unique(&want);
	CHECK_INT(got.count, want.count);
	CHECK(got.len == want.len && memcmp(got.buf, want.buf, got.len) == 0);
	free(data);
}

/* Seeded random words, some of 64 letters; blanks in a DAWG only. */
static void
test_random(void)
{
	uint8_t codes[WG_MAX_WORD], *data;
	unsigned long x = 29;
	size_t i, k, n, size;
	unsigned pass;

	for (pass = 0; pass < 2; pass++) {
		words.len = words.count = 0;
		for (i = 0; i < 3000; i++) {
			x = x * 6364136223846793005UL + 1442695040888963407UL;
			n = i % 500 == 0 ? WG_MAX_WORD : 1 + (x >> 33) % 9;
			for (k = 0; k < n; k++) {
				x = x * 6364136223846793005UL + 1;
				codes[k] = (uint8_t)((x >> 40) % (pass ? 6 :
				    5) + (pass ? 0 : 1));
			}
			add(&words, codes, n);
		}
		data = make_and_read(pass ? WG_KWG_BLANK : WG_KWG_GADDAG,
		    pass ? WG_KWG_BLANK : 0, &size);
		memcpy(&want, &words, sizeof(want));
		sort_unique(&want);
		CHECK_INT(got.count, want.count);
		CHECK(got.len == want.len &&
		    memcmp(got.buf, want.buf, got.len) == 0);
		free(data);
	}
}

static void
test_make_refuses(void)
{
	uint8_t *data, bad[] = { 2, 1, 0 }, big[] = { 1, 64 };
	size_t size;
	char msg[256];

	CHECK_INT(wg_kwg_make(bad, sizeof(bad), 0, &data, &size, msg,
	    sizeof(msg)), WG_E_ARG);
	CHECK_STR(msg, "word 1: tile 0 (1 to 63)");
	CHECK_INT(wg_kwg_make(big, sizeof(big), 0, &data, &size, msg,
	    sizeof(msg)), WG_E_ARG);
	CHECK_INT(wg_kwg_make(bad, 2, 0, &data, &size, msg, sizeof(msg)),
	    WG_E_ARG);
	CHECK_INT(wg_kwg_make(bad, sizeof(bad), WG_KWG_GADDAG | WG_KWG_BLANK,
	    &data, &size, msg, sizeof(msg)), WG_E_ARG);
	CHECK(data == NULL);
}


/* Reads nodes NODES[0..N), less CUT bytes, with FLAGS; expects MSG. */
static void
expect_refused_as(const uint32_t *nodes, size_t n, size_t cut,
    unsigned flags, const char *msg)
{
	uint8_t data[64];
	char buf[256] = "";
	size_t i;

	for (i = 0; i < n; i++)
		put_node(data, i, nodes[i]);
	got.len = got.count = 0;
	CHECK_INT(wg_kwg_each(data, 4 * n - cut, "bad.kwg", 26, flags,
	    collect, &got, buf, sizeof(buf)), WG_E_CORRUPT);
	CHECK(strncmp(buf, "bad.kwg: ", 9) == 0);
	CHECK(strstr(buf, msg) != NULL);
	CHECK_INT(got.count, 0);
}

static void
expect_refused(const uint32_t *nodes, size_t n, size_t cut, const char *msg)
{
	expect_refused_as(nodes, n, cut, 0, msg);
}

static void
test_corrupt(void)
{
	/* AB, AC as in test_nodes, then spoilt one way at a time. */
	uint32_t good[] = { 0x00400003, 0x02800000, 0x03c00000, 0x01400001 };
	static const struct {
		uint32_t	 node;
		const char	*msg;
	} node2[] = {
		{ 0x02c00000, "node 2: tile 2 follows tile 2 in one list "
		    "(tiles must increase)" },
		{ 0x1bc00000, "node 2: tile 27 is not a letter of the alphabet "
		    "(1 to 26)" },
		{ 0x00c00000, "node 2: tile 0 is not a letter of the alphabet "
		    "(1 to 26)" },
		{ 0x03400000, "node 2: a dead end that ends no word" },
		{ 0x03c00003, "node 3: a cycle of arcs" },
		{ 0x03c00001, "node 1: a cycle of arcs" },
	};
	uint32_t t[4];
	size_t i;

	memcpy(t, good, sizeof(t));
	expect_refused(t, 4, 1, "bad.kwg: malformed KWG: 15 bytes, not a "
	    "whole number of 4-byte nodes");
	expect_refused(t, 3, 0, "bad.kwg: malformed KWG: node 0: arc index 3 "
	    "past the last node, 2");
	expect_refused(t, 1, 4, "bad.kwg: malformed KWG: 0 bytes, not a "
	    "whole number of 4-byte nodes");
	t[3] = 0x01000001;
	expect_refused(t, 4, 0, "bad.kwg: malformed KWG: node 3: the last "
	    "node does not end its list (the file is cut short)");
	/* Node 2, the C of AC, spoilt. */
	for (i = 0; i < sizeof(node2) / sizeof(node2[0]); i++) {
		memcpy(t, good, sizeof(t));
		t[2] = node2[i].node;
		expect_refused(t, 4, 0, node2[i].msg);
	}
	/* A KWG with no GADDAG asked for one. */
	memcpy(t, good, sizeof(t));
	expect_refused_as(t, 4, 0, WG_KWG_GADDAG, "bad.kwg: a KWG without a "
	    "GADDAG (node 1 is no root)");
}

/* Words longer than WG_MAX_WORD: a chain of 65 nodes. */
static void
test_too_long(void)
{
	uint8_t data[4 * 67];
	char buf[256];
	size_t i;

	put_node(data, 0, 0x00400001);
	for (i = 1; i <= 65; i++)
		put_node(data, i, 0x01c00000 | (uint32_t)(i + 1));
	put_node(data, 66, 0x01c00000);
	CHECK_INT(wg_kwg_each(data, sizeof(data), "long.kwg", 26, 0, collect,
	    &got, buf, sizeof(buf)), WG_E_CORRUPT);
	CHECK_STR(buf, "long.kwg: malformed KWG: node 64: words longer than "
	    "64 letters");
	/* 64 letters pass. */
	put_node(data, 64, 0x01c00000);
	got.len = got.count = 0;
	CHECK_INT(wg_kwg_each(data, 65 * 4, "long.kwg", 26, 0, collect,
	    &got, buf, sizeof(buf)), WG_OK);
	CHECK_INT(got.count, 64);
}

/* Stops when VISIT returns non-zero, and returns that. */
static int
stop_at_two(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	size_t *seen = arg;

	(void)codes;
	(void)n;
	(void)blanks;
	return ++*seen == 2 ? 7 : 0;
}

static void
test_visit_stops(void)
{
	uint8_t *data;
	size_t size, seen = 0;

	words.len = words.count = 0;
	add_word(&words, "AB");
	add_word(&words, "AC");
	add_word(&words, "AD");
	data = make_and_read(0, 0, &size);
	CHECK_INT(wg_kwg_each(data, size, "t.kwg", 26, 0, stop_at_two, &seen,
	    NULL, 0), 7);
	CHECK_INT(seen, 2);
	free(data);
}

/* A KWG, plain or gzipped, read as a word list; a cut one refused. */
static void
test_wordlist(void)
{
	struct wg_alphabet *en;
	struct wg_wordlist *wl;
	uint8_t *data, *gz;
	const uint8_t *w;
	size_t size, len, gzlen;
	uLongf cap;
	z_stream z;

	words.len = words.count = 0;
	add_word(&words, "CARE");
	add_word(&words, "AA");
	add_word(&words, "ZZZ");
	data = make_and_read(WG_KWG_GADDAG, 0, &size);
	CHECK_INT(wg_alphabet_new(&en, "en"), WG_OK);
	CHECK_INT(wg_wordlist_new(&wl, en), WG_OK);
	CHECK_INT(wg_wordlist_read_memory(wl, "w.kwg", data, size), WG_OK);
	w = wg_wordlist_words(wl, &len);
	CHECK_INT(wg_wordlist_count(wl), 3);
	CHECK(len == 12 && memcmp(w, "\2\1\1\4\3\1\22\5\3\32\32\32", 12) == 0);
	wg_wordlist_free(wl);
	/* Compressed: read through libarchive's filters first. */
	cap = size + 1024;
	gz = malloc(cap);
	memset(&z, 0, sizeof(z));
	CHECK_INT(deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 8,
	    Z_DEFAULT_STRATEGY), Z_OK);
	z.next_in = data;
	z.avail_in = (uInt)size;
	z.next_out = gz;
	z.avail_out = (uInt)cap;
	CHECK_INT(deflate(&z, Z_FINISH), Z_STREAM_END);
	gzlen = z.total_out;
	deflateEnd(&z);
	CHECK_INT(wg_wordlist_new(&wl, en), WG_OK);
	CHECK_INT(wg_wordlist_read_memory(wl, "w.kwg.gz", gz, gzlen), WG_OK);
	CHECK_INT(wg_wordlist_count(wl), 3);
	wg_wordlist_free(wl);
	/* Cut short: refused by name, no word kept. */
	CHECK_INT(wg_wordlist_new(&wl, en), WG_OK);
	CHECK_INT(wg_wordlist_read_memory(wl, "cut.kwg", data, size - 8),
	    WG_E_CORRUPT);
	CHECK(strncmp(wg_wordlist_error(wl), "cut.kwg: malformed KWG: ",
	    24) == 0);
	CHECK_INT(wg_wordlist_count(wl), 0);
	wg_wordlist_free(wl);
	/* A tile the alphabet lacks. */
	wg_alphabet_free(en);
	CHECK_INT(wg_alphabet_new_letters(&en, "ABCDE", NULL), WG_OK);
	CHECK_INT(wg_wordlist_new(&wl, en), WG_OK);
	CHECK_INT(wg_wordlist_read_memory(wl, "w.kwg", data, size),
	    WG_E_CORRUPT);
	CHECK(strstr(wg_wordlist_error(wl), "is not a letter of the "
	    "alphabet (1 to 5)") != NULL);
	wg_wordlist_free(wl);
	wg_alphabet_free(en);
	free(gz);
	free(data);
}

int
main(void)
{
	RUN(test_nodes);
	RUN(test_shared_ends);
	RUN(test_words_and_gaddag);
	RUN(test_random);
	RUN(test_make_refuses);
	RUN(test_corrupt);
	RUN(test_too_long);
	RUN(test_visit_stops);
	RUN(test_wordlist);
	return unit_done();
}
