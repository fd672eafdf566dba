/*
 * test_lexicon.c: the lexicon builder, the file loader and the queries,
 * checked against brute force over the word lists they were built from.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "lexicon/lexicon_graph.h"
#include "unit.h"

/* A sorted list of words as C strings over 'A'.. (code = c - 'A' + 1). */
struct words {
	char	**w;
	size_t	  n;
};

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void
words_sort(struct words *ws)
{
	size_t i, u = 0;

	qsort(ws->w, ws->n, sizeof(*ws->w), cmp_str);
	for (i = 0; i < ws->n; i++)
		if (u == 0 || strcmp(ws->w[u - 1], ws->w[i]) != 0)
			ws->w[u++] = ws->w[i];
		else
			free(ws->w[i]);
	ws->n = u;
}

static void
words_free(struct words *ws)
{
	size_t i;

	for (i = 0; i < ws->n; i++)
		free(ws->w[i]);
	free(ws->w);
}

static int
words_has(const struct words *ws, const char *s)
{
	return bsearch(&s, ws->w, ws->n, sizeof(*ws->w), cmp_str) != NULL;
}

/* Whether some word is longer than S and starts with it. */
static int
words_extends(const struct words *ws, const char *s)
{
	size_t lo = 0, hi = ws->n, len = strlen(s);

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (strcmp(ws->w[mid], s) <= 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < ws->n && strncmp(ws->w[lo], s, len) == 0;
}

static size_t
to_codes(const char *s, uint8_t *codes)
{
	size_t i;

	for (i = 0; s[i] != '\0'; i++)
		codes[i] = (uint8_t)(s[i] == '?' ? 0 : s[i] - 'A' + 1);
	return i;
}

static struct wg_alphabet *plain;

static struct wg_lexicon *
build(const struct words *ws)
{
	struct wg_wordlist *list;
	struct wg_lexicon *lex = NULL;
	uint8_t codes[WG_MAX_WORD];
	size_t i;

	CHECK_INT(wg_wordlist_new(&list, plain), WG_OK);
	for (i = 0; i < ws->n; i++)
		wg_wordlist_add(list, codes, to_codes(ws->w[i], codes));
	CHECK_INT(wg_lexicon_build(&lex, list), WG_OK);
	wg_wordlist_free(list);
	return lex;
}

static void
words_from(struct words *ws, const char *const *src)
{
	size_t n = 0;

	while (src[n] != NULL)
		n++;
	ws->w = malloc(n * sizeof(*ws->w));
	for (ws->n = 0; ws->n < n; ws->n++)
		ws->w[ws->n] = strdup(src[ws->n]);
	words_sort(ws);
}

/* Collects query results as strings. */
struct found {
	char	 out[1 << 20];
	size_t	 len;
	size_t	 n;
};

static int
found_add(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	struct found *f = arg;
	size_t i;

	(void)blanks;
	f->n++;
	if (f->len + n + 2 > sizeof(f->out))
		return 1;	/* a test's lists are far shorter */
	for (i = 0; i < n; i++)
		f->out[f->len++] = (char)('A' + codes[i] - 1);
	f->out[f->len++] = ' ';
	f->out[f->len] = '\0';
	return 0;
}

static const char *const small_list[] = {
	"AA", "AB", "ABA", "ABS", "BA", "BAS", "CAB", "CABS", "SCAB", "SCABS",
	"ABACUS", "CABAS", "ABB", "B", "BAA", "AAS", "ABAS", "BABA", "BABAS",
	"ABA", "CAB", NULL
};

static void
test_small(void)
{
	struct words ws;
	struct wg_lexicon *lex;
	struct wg_lexicon_info in;
	struct found f;
	uint8_t c[WG_MAX_WORD];
	uint64_t front, back;
	size_t i;

	words_from(&ws, small_list);
	lex = build(&ws);
	wg_lexicon_info(lex, &in);
	CHECK_INT(in.words, 19);	/* 21 entries, ABA and CAB twice */
	CHECK_INT(in.max_length, 6);
	for (i = 0; i < ws.n; i++)
		CHECK(wg_lexicon_contains(lex, c, to_codes(ws.w[i], c)));
	CHECK(!wg_lexicon_contains(lex, c, to_codes("A", c)));
	CHECK(!wg_lexicon_contains(lex, c, to_codes("SCA", c)));
	CHECK(!wg_lexicon_contains(lex, c, to_codes("CABSS", c)));
	CHECK(!wg_lexicon_contains(lex, c, 0));
	memset(&f, 0, sizeof(f));
	wg_lexicon_each(lex, found_add, &f);
	CHECK_STR(f.out, "AA AAS AB ABA ABACUS ABAS ABB ABS B BA BAA BABA "
	    "BABAS BAS CAB CABAS CABS SCAB SCABS ");
	/* Hooks: S+CAB, CAB+S; in front of BA: A (ABA); behind: A S. */
	wg_lexicon_hooks(lex, c, to_codes("CAB", c), &front, &back);
	CHECK_INT(front, 1 << 19);
	CHECK_INT(back, 1 << 19);
	wg_lexicon_hooks(lex, c, to_codes("BA", c), &front, &back);
	CHECK_INT(front, 1 << 1);
	CHECK_INT(back, 1 << 1 | 1 << 19);
	wg_lexicon_free(lex);
	words_free(&ws);
}

/* The longest path from a root to each run of edges ending on a last
   one (by its first edge), by following every path: small graphs only. */
static void
deepen(const struct wg_lexicon *lex, uint32_t *depth, uint32_t lo,
    uint32_t list, uint32_t d)
{
	uint32_t i, start;

	for (start = list; !wg_raw_last(lex, wg_edge_raw(lex, start - 1));
	    start--)
		continue;
	if (depth[start] >= d)
		return;
	depth[start] = d;
	/* A list shared as the tail of another moves with all of it. */
	for (i = start;; i++) {
		uint64_t raw = wg_edge_raw(lex, i);
		uint32_t ptr = wg_raw_ptr(lex, raw);

		if (ptr >= lo && ptr != 0)
			deepen(lex, depth, lo, ptr, d + 1);
		if (wg_raw_last(lex, raw))
			break;
	}
}

/* Each graph's lists are written deepest first, its root's list last. */
static void
test_lists_deepest_first(void)
{
	struct words ws;
	struct wg_lexicon *lex;
	uint32_t *depth, g, i, j;

	words_from(&ws, small_list);
	lex = build(&ws);
	depth = calloc(lex->nedges, sizeof(*depth));
	for (g = 0; g < 2; g++) {
		uint32_t lo = g ? lex->dawg_edges : 1;
		uint32_t hi = g ? lex->nedges : lex->dawg_edges;

		deepen(lex, depth, lo, g ? lex->gaddag_root : lex->dawg_root, 1);
		/* The root's list ends its graph. */
		CHECK_INT(depth[g ? lex->gaddag_root : lex->dawg_root], 1);
		for (i = g ? lex->gaddag_root : lex->dawg_root;
		    !wg_raw_last(lex, wg_edge_raw(lex, i)); i++)
			continue;
		CHECK_INT(i, hi - 1);
		for (i = lo; i < hi; i++)
			for (j = i + 1; j < hi; j++)
				if (depth[i] != 0 && depth[j] != 0)
					CHECK(depth[i] >= depth[j]);
	}
	free(depth);
	wg_lexicon_free(lex);
	words_free(&ws);
}

/* Every path of the reversed-prefix graph, checked against the list. */
struct rev_check {
	const struct wg_lexicon *lex;
	const struct words *ws;
	char	 path[WG_MAX_WORD + 1];
	size_t	 keys;		/* paths whose last edge says word or prefix */
	size_t	 bad;
};

static void
rev_walk(struct rev_check *r, uint32_t list, size_t depth)
{
	char u[WG_MAX_WORD + 1];
	uint32_t i;
	size_t k;

	for (i = list; list != 0; i++) {
		struct wg_edge e;

		wg_edge_get(r->lex, i, &e);
		r->path[depth] = (char)('A' + e.letter - 1);
		for (k = 0; k <= depth; k++)
			u[k] = r->path[depth - k];
		u[depth + 1] = '\0';
		if (e.accepts != (unsigned)words_has(r->ws, u) ||
		    e.prefix != (unsigned)words_extends(r->ws, u)) {
			if (r->bad++ < 5)
				unit_fail(__FILE__, __LINE__, "reversed %s: "
				    "accepts %u prefix %u", u, e.accepts,
				    e.prefix);
		}
		r->keys += e.accepts || e.prefix;
		if (depth + 1 < WG_MAX_WORD)
			rev_walk(r, e.ptr, depth + 1);
		if (e.last)
			break;
	}
}

/* The distinct non-empty prefixes of the sorted words. */
static size_t
count_prefixes(const struct words *ws)
{
	size_t i, n = 0, lcp;

	for (i = 0; i < ws->n; i++) {
		lcp = 0;
		if (i > 0)
			while (ws->w[i - 1][lcp] != '\0' &&
			    ws->w[i - 1][lcp] == ws->w[i][lcp])
				lcp++;
		n += strlen(ws->w[i]) - lcp;
	}
	return n;
}

static void
check_reverse_graph(const struct words *ws, const struct wg_lexicon *lex)
{
	struct rev_check r;

	memset(&r, 0, sizeof(r));
	r.lex = lex;
	r.ws = ws;
	rev_walk(&r, lex->gaddag_root, 0);
	CHECK_INT(r.bad, 0);
	CHECK_INT(r.keys, count_prefixes(ws));
}

static void
test_reverse_graph_small(void)
{
	struct words ws;
	struct wg_lexicon *lex;

	words_from(&ws, small_list);
	lex = build(&ws);
	check_reverse_graph(&ws, lex);
	wg_lexicon_free(lex);
	words_free(&ws);
}

/* ENABLE, or NULL when ../shared is not there. */
static int
read_enable(struct words *ws, size_t every)
{
	char path[4096], line[256];
	const char *shared = unit_shared();
	size_t cap = 1024, lineno = 0;
	FILE *fp;

	if (shared == NULL)
		return 0;
	snprintf(path, sizeof(path), "%s/lexicons/enable1.txt", shared);
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	ws->w = malloc(cap * sizeof(*ws->w));
	ws->n = 0;
	while (fgets(line, sizeof(line), fp) != NULL) {
		size_t len = strcspn(line, "\r\n"), i;

		line[len] = '\0';
		if (len == 0 || lineno++ % every != 0)
			continue;
		for (i = 0; i < len; i++)
			line[i] = (char)(line[i] - 'a' + 'A');
		if (ws->n == cap)
			ws->w = realloc(ws->w, (cap *= 2) * sizeof(*ws->w));
		ws->w[ws->n++] = strdup(line);
	}
	fclose(fp);
	words_sort(ws);
	return 1;
}

static void
test_reverse_graph_enable_sample(void)
{
	struct words ws;
	struct wg_lexicon *lex;

	if (!read_enable(&ws, 7))
		return;
	lex = build(&ws);
	check_reverse_graph(&ws, lex);
	wg_lexicon_free(lex);
	words_free(&ws);
}

struct dump_check {
	const struct words *ws;
	size_t	 next;
	size_t	 wrong;
};

static int
dump_visit(const uint8_t *codes, size_t n, uint64_t b, void *arg)
{
	struct dump_check *d = arg;
	char w[WG_MAX_WORD + 1];
	size_t i;

	(void)b;
	for (i = 0; i < n; i++)
		w[i] = (char)('A' + codes[i] - 1);
	w[n] = '\0';
	if (d->next >= d->ws->n || strcmp(w, d->ws->w[d->next]) != 0)
		d->wrong++;
	d->next++;
	return 0;
}

/* Every ENABLE word is in; no word with one letter changed, dropped or
 * added is, unless the list has it. */
static void
test_enable_mutations(void)
{
	struct words ws;
	struct wg_lexicon *lex;
	char m[WG_MAX_WORD + 2];
	uint8_t c[WG_MAX_WORD + 1];
	size_t i, k, len, wrong = 0, checked = 0;
	struct dump_check dump_check;

	if (!read_enable(&ws, 1))
		return;
	CHECK_INT(ws.n, 172820);
	lex = build(&ws);
	for (i = 0; i < ws.n; i++) {
		len = strlen(ws.w[i]);
		wrong += !wg_lexicon_contains(lex, c, to_codes(ws.w[i], c));
		for (k = 0; k < len; k++) {
			strcpy(m, ws.w[i]);
			m[k] = (char)('A' + (m[k] - 'A' + 1 + i % 25) % 26);
			wrong += wg_lexicon_contains(lex, c, to_codes(m, c)) !=
			    words_has(&ws, m);
			memmove(m + k, ws.w[i] + k + 1, len - k);
			wrong += wg_lexicon_contains(lex, c, to_codes(m, c)) !=
			    words_has(&ws, m);
			checked += 2;
		}
		snprintf(m, sizeof(m), "%s%c", ws.w[i], (int)('A' + i % 26));
		wrong += wg_lexicon_contains(lex, c, to_codes(m, c)) !=
		    words_has(&ws, m);
	}
	CHECK_INT(wrong, 0);
	CHECK(checked > 1000000);
	/* The dump is the list, in order. */
	dump_check.ws = &ws;
	dump_check.next = 0;
	dump_check.wrong = 0;
	wg_lexicon_each(lex, dump_visit, &dump_check);
	CHECK_INT(dump_check.next, ws.n);
	CHECK_INT(dump_check.wrong, 0);
	wg_lexicon_free(lex);
	words_free(&ws);
}

/* Brute force: can WORD be made from RACK ('?' blanks), using all tiles? */
static int
rack_makes(const char *rack, const char *word, int exact)
{
	int count[27] = { 0 }, i, blanks, used = 0, tiles = 0;

	for (i = 0; rack[i] != '\0'; i++, tiles++)
		count[rack[i] == '?' ? 0 : rack[i] - 'A' + 1]++;
	blanks = count[0];
	for (i = 0; word[i] != '\0'; i++, used++) {
		int l = word[i] - 'A' + 1;

		if (count[l] > 0)
			count[l]--;
		else if (blanks > 0)
			blanks--;
		else
			return 0;
	}
	return !exact || used == tiles;
}

/* Brute force pattern matching, straight from the definition. */
static int
pattern_matches(const char *p, const char *w)
{
	if (*p == '\0')
		return *w == '\0';
	if (*p == '*')
		return pattern_matches(p + 1, w) ||
		    (*w != '\0' && pattern_matches(p, w + 1));
	if (*w == '\0')
		return 0;
	if (*p == '?')
		return pattern_matches(p + 1, w + 1);
	if (*p == '[') {
		const char *q = p + 1;
		int neg = *q == '^', in = 0;

		q += neg;
		for (; *q != ']'; q++)
			in |= *q == *w;
		return in != neg && pattern_matches(q + 1, w + 1);
	}
	return *p == *w && pattern_matches(p + 1, w + 1);
}

static void
expect_brute(const struct words *ws, struct found *got, const char *what,
    int (*pred)(const char *, const char *, int), const char *arg, int flag)
{
	struct found *want = calloc(1, sizeof(*want));
	uint8_t c[WG_MAX_WORD];
	size_t i;

	for (i = 0; i < ws->n; i++)
		if (pred(arg, ws->w[i], flag))
			found_add(c, to_codes(ws->w[i], c), 0, want);
	if (got->n != want->n || strcmp(got->out, want->out) != 0)
		unit_fail(__FILE__, __LINE__, "%s %s: got %zu \"%.200s\", "
		    "want %zu \"%.200s\"", what, arg, got->n, got->out,
		    want->n, want->out);
	unit_checks++;
	free(want);
}

static int
pred_pattern(const char *pat, const char *w, int unused)
{
	(void)unused;
	return pattern_matches(pat, w);
}

static int
pred_sub(const char *rack, const char *w, int len)
{
	return rack_makes(rack, w, 0) && (int)strlen(w) >= len;
}

static void
test_queries_brute_force(void)
{
	static const char *const racks[] = { "RETAINS", "AEINST?", "QU?Z??",
	    "??", "AB", "ZZZZ", "EEEEEEE", "SATIRE?", "?" };
	static const char *const patterns[] = { "?", "??", "Q*", "*Q",
	    "*ING", "[AEIOU]??", "[^AEIOU]?[^S]", "*A*E*", "C?T", "**S",
	    "*", "ZZ*", "[QZ]*[QZ]" };
	struct words ws;
	struct wg_lexicon *lex;
	struct found *got = calloc(1, sizeof(*got));
	uint8_t c[WG_MAX_WORD];
	size_t i, n;

	/* Every 9th ENABLE word keeps brute force quick. */
	if (!read_enable(&ws, 9)) {
		free(got);
		return;
	}
	lex = build(&ws);
	for (i = 0; i < sizeof(racks) / sizeof(racks[0]); i++) {
		n = to_codes(racks[i], c);
		memset(got, 0, sizeof(*got));
		wg_lexicon_anagram(lex, c, n, found_add, got);
		expect_brute(&ws, got, "anagram", rack_makes, racks[i], 1);
		memset(got, 0, sizeof(*got));
		wg_lexicon_subanagram(lex, c, n, 3, 0, found_add, got);
		expect_brute(&ws, got, "subanagram", pred_sub, racks[i], 3);
	}
	for (i = 0; i < sizeof(patterns) / sizeof(patterns[0]); i++) {
		struct wg_pattern *p;

		CHECK_INT(wg_pattern_compile(&p, plain, patterns[i], NULL,
		    NULL), WG_OK);
		memset(got, 0, sizeof(*got));
		if (strcmp(patterns[i], "*") == 0 ||
		    strcmp(patterns[i], "**S") == 0) {
			/* Too many to compare as text: count them. */
			size_t want = 0, k;

			wg_lexicon_match(lex, p, found_add, got);
			for (k = 0; k < ws.n; k++)
				want += pattern_matches(patterns[i], ws.w[k]);
			CHECK_INT(got->n, want);
		} else {
			wg_lexicon_match(lex, p, found_add, got);
			expect_brute(&ws, got, "pattern", pred_pattern,
			    patterns[i], 0);
		}
		wg_pattern_free(p);
	}
	free(got);
	wg_lexicon_free(lex);
	words_free(&ws);
}

static void
test_pattern_errors(void)
{
	struct wg_pattern *p;
	const char *msg = NULL;
	size_t col = 0;

	CHECK_INT(wg_pattern_compile(&p, plain, "AB[CD", &col, &msg),
	    WG_E_FORMAT);
	CHECK_INT(col, 3);
	CHECK_STR(msg, "unclosed '['");
	CHECK_INT(wg_pattern_compile(&p, plain, "A1", &col, &msg),
	    WG_E_FORMAT);
	CHECK_INT(col, 2);
	CHECK_INT(wg_pattern_compile(&p, plain, "[A1]", &col, &msg),
	    WG_E_FORMAT);
	CHECK_INT(col, 3);
	CHECK_INT(wg_pattern_compile(&p, plain,
	    "????????????????????????????????????????????????????????????????",
	    &col, &msg), WG_E_FORMAT);
	CHECK_STR(msg, "pattern too long");
}

static void
put_le32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static void
fix_crc(uint8_t *img, size_t size)
{
	uLong crc = crc32(crc32(0L, img, 20), img + 24, (uInt)(size - 24));

	put_le32(img + 20, (uint32_t)crc);
}

static int
count_visit(const uint8_t *codes, size_t n, uint64_t b, void *arg)
{
	(void)codes;
	(void)n;
	(void)b;
	return ++*(size_t *)arg > 10000000;
}

/* Truncated, corrupted and hostile images are refused or harmless. */
static void
test_hostile_images(void)
{
	struct words ws;
	struct wg_lexicon *lex, *l2;
	uint8_t *img, c[WG_MAX_WORD];
	size_t size, i, ok = 0, refused = 0;
	uint32_t seed = 12345;
	char err[256];
	struct wg_pattern *any;

	wg_pattern_compile(&any, plain, "*", NULL, NULL);
	words_from(&ws, small_list);
	lex = build(&ws);
	size = lex->image_size;
	img = malloc(size);
	memcpy(img, lex->image, size);
	CHECK_INT(wg_lexicon_load_memory(&l2, img, size, err, sizeof(err)),
	    WG_OK);
	wg_lexicon_free(l2);
	for (i = 0; i < size; i++) {
		int rc = wg_lexicon_load_memory(&l2, img, i, err, sizeof(err));

		CHECK_INT(rc, WG_E_CORRUPT);
		CHECK(l2 == NULL);
	}
	/* Any flipped bit: the checksum or the header catches it. */
	for (i = 0; i < size * 8; i++) {
		img[i / 8] ^= (uint8_t)(1 << (i % 8));
		CHECK_INT(wg_lexicon_load_memory(&l2, img, size, err,
		    sizeof(err)), WG_E_CORRUPT);
		img[i / 8] ^= (uint8_t)(1 << (i % 8));
	}
	/* With the checksum made to match: refused, or safe to walk. */
	for (i = 0; i < 20000; i++) {
		size_t bit;
		int rc;

		memcpy(img, lex->image, size);
		seed = seed * 1103515245 + 12345;
		bit = 64 * 8 + (seed >> 8) % ((size - 64) * 8);
		img[bit / 8] ^= (uint8_t)(1 << (bit % 8));
		seed = seed * 1103515245 + 12345;
		if (seed & 0x10000) {
			bit = 64 * 8 + (seed >> 8) % ((size - 64) * 8);
			img[bit / 8] ^= (uint8_t)(1 << (bit % 8));
		}
		fix_crc(img, size);
		rc = wg_lexicon_load_memory(&l2, img, size, err, sizeof(err));
		if (rc == WG_OK) {
			size_t count = 0;
			uint64_t front, back;

			ok++;
			CHECK_INT(wg_lexicon_each(l2, count_visit, &count),
			    WG_OK);
			count = 0;
			wg_lexicon_match(l2, any, count_visit, &count);
			count = 0;
			wg_lexicon_subanagram(l2, c, to_codes("ABCS??", c), 0,
			    0, count_visit, &count);
			wg_lexicon_hooks(l2, c, to_codes("AB", c), &front,
			    &back);
			(void)wg_lexicon_contains(l2, c, to_codes("SCABS", c));
			wg_lexicon_free(l2);
		} else {
			CHECK_INT(rc, WG_E_CORRUPT);
			refused++;
		}
	}
	CHECK(refused > 0);
	wg_pattern_free(any);
	/* A version from the future, a header that lies about sizes. */
	memcpy(img, lex->image, size);
	img[8] = 2;
	CHECK_INT(wg_lexicon_load_memory(&l2, img, size, err, sizeof(err)),
	    WG_E_CORRUPT);
	CHECK(strstr(err, "version 2") != NULL);
	memcpy(img, lex->image, size);
	put_le32(img + 28, 1u << 31);
	fix_crc(img, size);
	CHECK_INT(wg_lexicon_load_memory(&l2, img, size, err, sizeof(err)),
	    WG_E_CORRUPT);
	free(img);
	wg_lexicon_free(lex);
	words_free(&ws);
}

/*
 * A hand-made graph of LISTS sibling lists, each of the letters A and B
 * both pointing to the list before: 2^LISTS words of LISTS letters in a
 * few hundred bytes.  The header claims WORDS words of MAXLEN letters.
 */
static int
load_chain(unsigned lists, uint32_t words, unsigned maxlen, char *err,
    size_t errsize)
{
	struct wg_edge_build e[2 * 80 + 1];
	struct wg_lex_layout lay;
	struct wg_lexicon *lex, *l2;
	unsigned k;
	int rc;

	memset(e, 0, sizeof(e));
	e[0].last = 1;
	for (k = 1; k <= lists; k++) {
		uint32_t below = k == 1 ? 0 : 2 * k - 3;

		e[2 * k - 1].letter = 1;
		e[2 * k].letter = 2;
		e[2 * k].last = 1;
		e[2 * k - 1].ptr = e[2 * k].ptr = below;
		e[2 * k - 1].accepts = e[2 * k].accepts = k == 1;
	}
	memset(&lay, 0, sizeof(lay));
	lay.words = words;
	lay.nedges = lay.dawg_edges = 2 * lists + 1;
	lay.dawg_root = lay.gaddag_root = 2 * lists - 1;
	lay.nodes = lay.dawg_nodes = lists;
	lay.max_length = maxlen;
	if (wg_lex_image_make(&lex, plain, &lay, e) != WG_OK)
		return WG_E_NOMEM;
	rc = wg_lexicon_load_memory(&l2, lex->image, lex->image_size, err,
	    errsize);
	wg_lexicon_free(l2);
	wg_lexicon_free(lex);
	return rc;
}

/* The header's longest word and word count are proved, not trusted. */
static void
test_hostile_paths(void)
{
	char err[256];

	CHECK_INT(load_chain(10, 1024, 10, err, sizeof(err)), WG_OK);
	/* 2^40 words in 81 edges: more than the header can say. */
	CHECK_INT(load_chain(40, UINT32_MAX, 40, err, sizeof(err)),
	    WG_E_CORRUPT);
	CHECK(strstr(err, "1099511627776 words") == NULL);
	CHECK(strstr(err, "words, the header says 4294967295") != NULL);
	CHECK_INT(load_chain(10, 1000, 10, err, sizeof(err)), WG_E_CORRUPT);
	CHECK(strstr(err, "1024 words, the header says 1000") != NULL);
	/* Paths longer than the header's longest word, or than any. */
	CHECK_INT(load_chain(10, 1024, 9, err, sizeof(err)), WG_E_CORRUPT);
	CHECK(strstr(err, "longer than the longest word (9)") != NULL);
	CHECK_INT(load_chain(10, 1024, 11, err, sizeof(err)), WG_E_CORRUPT);
	CHECK(strstr(err, "has 10 letters, the header says 11") != NULL);
	CHECK_INT(load_chain(70, UINT32_MAX, 64, err, sizeof(err)),
	    WG_E_CORRUPT);
	CHECK(strstr(err, "longer than the longest word (64)") != NULL);
}

/* Padding and the trailing bytes are zero, whatever the checksum says. */
static void
test_hostile_padding(void)
{
	struct words ws;
	struct wg_lexicon *lex, *l2;
	uint8_t *img;
	size_t size;
	char err[256];

	words_from(&ws, small_list);
	lex = build(&ws);
	size = lex->image_size;
	img = malloc(size);
	memcpy(img, lex->image, size);
	img[size - 1] = 1;
	fix_crc(img, size);
	CHECK_INT(wg_lexicon_load_memory(&l2, img, size, err, sizeof(err)),
	    WG_E_CORRUPT);
	CHECK(strstr(err, "padding bytes set") != NULL);
	/* The plain alphabet has no language and 26 bytes of letters. */
	memcpy(img, lex->image, size);
	img[WG_LEX_HEADER_SIZE + 27] = 'A';
	fix_crc(img, size);
	CHECK_INT(wg_lexicon_load_memory(&l2, img, size, err, sizeof(err)),
	    WG_E_CORRUPT);
	CHECK(strstr(err, "padding bytes set") != NULL);
	free(img);
	wg_lexicon_free(lex);
	words_free(&ws);
}

static void
test_write_and_find(void)
{
	struct words ws;
	struct wg_lexicon *lex, *l2;
	char dir[] = "/tmp/wgunitXXXXXX", path[4200], found[4200];
	char err[256];
	struct dirent *d;
	DIR *dp;
	size_t entries = 0;

	words_from(&ws, small_list);
	lex = build(&ws);
	CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/small.wgl", dir);
	CHECK_INT(wg_lexicon_write(lex, path), WG_OK);
	CHECK_INT(wg_lexicon_load(&l2, path, err, sizeof(err)), WG_OK);
	CHECK_INT(l2->image_size, lex->image_size);
	CHECK(memcmp(l2->image, lex->image, lex->image_size) == 0);
	/* The file cut short and overwritten while loaded: the lexicon is
	   what was read and checked (a mapped file would fault here). */
	CHECK_INT(truncate(path, 0), 0);
	{
		uint8_t c[WG_MAX_WORD];
		struct found f;

		CHECK(wg_lexicon_contains(l2, c, to_codes("SCABS", c)));
		memset(&f, 0, sizeof(f));
		wg_lexicon_each(l2, found_add, &f);
		CHECK_STR(f.out, "AA AAS AB ABA ABACUS ABAS ABB ABS B BA BAA "
		    "BABA BABAS BAS CAB CABAS CABS SCAB SCABS ");
	}
	wg_lexicon_free(l2);
	CHECK_INT(wg_lexicon_load(&l2, path, err, sizeof(err)),
	    WG_E_CORRUPT);
	CHECK_INT(wg_lexicon_write(lex, path), WG_OK);
	/* Into a folder that is not there: an error, and nothing left. */
	snprintf(path, sizeof(path), "%s/no/such.wgl", dir);
	CHECK_INT(wg_lexicon_write(lex, path), WG_E_IO);
	CHECK_INT(errno, ENOENT);
	/* Found by name along WORDGAME_PATH. */
	setenv("WORDGAME_PATH", "/nonexistent:", 1);
	CHECK_INT(wg_lexicon_find("small", dir, found, sizeof(found)), WG_OK);
	snprintf(path, sizeof(path), "%s/small.wgl", dir);
	CHECK_STR(found, path);
	setenv("WORDGAME_PATH", dir, 1);
	CHECK_INT(wg_lexicon_find("small", NULL, found, sizeof(found)), WG_OK);
	CHECK_INT(wg_lexicon_find("nothere", NULL, found, sizeof(found)),
	    WG_E_IO);
	CHECK_INT(wg_lexicon_load(&l2, dir, err, sizeof(err)), WG_E_IO);
	if ((dp = opendir(dir)) != NULL) {
		while ((d = readdir(dp)) != NULL)
			entries += d->d_name[0] != '.';
		closedir(dp);
	}
	CHECK_INT(entries, 1);
	snprintf(path, sizeof(path), "%s/small.wgl", dir);
	unlink(path);
	rmdir(dir);
	wg_lexicon_free(lex);
	words_free(&ws);
}

int
main(void)
{
	wg_alphabet_new(&plain, NULL);
	RUN(test_small);
	RUN(test_lists_deepest_first);
	RUN(test_reverse_graph_small);
	RUN(test_reverse_graph_enable_sample);
	RUN(test_enable_mutations);
	RUN(test_queries_brute_force);
	RUN(test_pattern_errors);
	RUN(test_hostile_images);
	RUN(test_hostile_paths);
	RUN(test_hostile_padding);
	RUN(test_write_and_find);
	wg_alphabet_free(plain);
	return unit_done();
}
