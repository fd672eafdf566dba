/*
 * wsdict: build lexicons from word lists and query them (check, anagram,
 * subanagram, pattern, hooks, dump, info).  See wsdict(1).
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "wordgame.h"
#include "cli.h"

static const char synopsis[] =
    "Usage: wsdict build [-q] [-a LETTERS] [--format=FORMAT] [-L LANGUAGE] "
    "[-v VARIANT]\n"
    "                    -o FILE WORDLIST...\n"
    "       wsdict [-l LEXICON] [-c] [-j] COMMAND [ARGUMENT...]\n";

enum { OPT_MIN = CHAR_MAX + 1, OPT_MAX, OPT_LIMIT,
	/* Issue 15: study queries and headers. */
	OPT_BLANKS, OPT_CONTAINS, OPT_HEADER, OPT_LENGTH, OPT_ORDER, OPT_STUDY,
	/* Issue 29: KWG word graphs. */
	OPT_FORMAT
};

/* --order: how word lists are sorted. */
enum order { ORDER_ALPHABET, ORDER_ALPHAGRAM, ORDER_PROBABILITY };

/* The longest line `wsdict check -` reads, as word lists (wsdict(1)). */
#define CHECK_LINE_MAX	4096

static const struct option options[] = {
	{ "alphabet",	required_argument,	NULL, 'a' },
	{ "blanks",	required_argument,	NULL, OPT_BLANKS },
	{ "contains",	required_argument,	NULL, OPT_CONTAINS },
	{ "count",	no_argument,		NULL, 'c' },
	{ "format",	required_argument,	NULL, OPT_FORMAT },
	{ "header",	no_argument,		NULL, OPT_HEADER },
	{ "help",	no_argument,		NULL, 'h' },
	{ "json",	no_argument,		NULL, 'j' },
	{ "language",	required_argument,	NULL, 'L' },
	{ "length",	required_argument,	NULL, OPT_LENGTH },
	{ "lexicon",	required_argument,	NULL, 'l' },
	{ "limit",	required_argument,	NULL, OPT_LIMIT },
	{ "max",	required_argument,	NULL, OPT_MAX },
	{ "min",	required_argument,	NULL, OPT_MIN },
	{ "order",	required_argument,	NULL, OPT_ORDER },
	{ "output",	required_argument,	NULL, 'o' },
	{ "quiet",	no_argument,		NULL, 'q' },
	{ "study",	no_argument,		NULL, OPT_STUDY },
	{ "variant",	required_argument,	NULL, 'v' },
	{ "version",	no_argument,		NULL, 'V' },
	{ NULL,		0,			NULL, 0 }
};

static void
help(void)
{
	printf("%s", synopsis);
	printf(
"Build a lexicon from word lists, or query one.\n"
"\n"
"Commands:\n"
"  build WORDLIST...    compile word lists (text, gzip, any archive, KWG word\n"
"                       graphs) into -o FILE\n"
"  check WORD...        say whether each word is valid ('-': read standard input)\n"
"  anagram RACK         words using every tile of RACK ('?' is a blank)\n"
"  subanagram RACK      words using some of the tiles of RACK\n"
"  pattern PATTERN      words matching PATTERN: ? one letter, * any run,\n"
"                       [ABC] one of a set, [^ABC] none of a set\n"
"  hooks WORD           letters that extend WORD in front and at the back\n"
"  dump                 every word\n"
"  info                 figures about the lexicon\n"
"  study WORD...        each word with its study figures ('-': standard input)\n"
"\n"
"Options:\n"
"  -a, --alphabet=LETTERS  build: the alphabet's letters, in order\n"
"      --blanks=N          probability: blanks that may stand in, 0 to 2\n"
"                          (default 2)\n"
"      --contains=LETTERS  word lists: only words holding all these letters\n"
"  -c, --count             print only the number of results\n"
"      --format=FORMAT     build: wgl (this toolkit's lexicon) or kwg (a KWG\n"
"                          word graph with a GADDAG, as MAGPIE and wolges\n"
"                          load); default kwg when FILE ends in .kwg, else wgl\n"
"      --header            print a header line of column names first\n"
"  -h, --help              show this help and exit\n"
"  -j, --json              print JSON\n"
"  -L, --language=LANG     build: en es it pt de fr pl word-list rules\n"
"      --length=N          word lists: words of N letters only\n"
"  -l, --lexicon=LEXICON   lexicon file or name (default: default)\n"
"      --limit=NAME=N      raise or lower a limit: text, lines, words,\n"
"                          memory (wsdict(1), LIMITS)\n"
"      --max=N             word lists: at most N letters\n"
"      --min=N             word lists: at least N letters\n"
"      --order=ORDER       word lists: alphabet, alphagram or probability\n"
"  -o, --output=FILE       build: the lexicon file to write\n"
"  -q, --quiet             build: do not report entries left out nor show\n"
"                          progress\n"
"      --study             word lists: add alphagram, probability order,\n"
"                          draws, front and back hooks and inner hooks\n"
"  -v, --variant=NAME      probability: the bag of this game (default classic);\n"
"                          build: its language and the words it adds\n"
"  -V, --version           show the version and exit\n"
"\n"
"Exit status: 0 yes (words found, all valid), 1 no, 2 trouble.\n");
	exit(cli_finish(EXIT_YES));
}

struct opts {
	const char	*alphabet;
	const char	*language;
	const char	*lexicon;
	const char	*output;
	const char	*format;	/* build: "wgl", "kwg" or NULL */
	size_t		 min;
	size_t		 max;
	int		 count;
	int		 json;
	int		 quiet;
	/* Study queries (issue 15). */
	const char	*contains;
	const char	*variant;
	unsigned	 blanks;
	enum order	 order;
	int		 header;
	int		 study;
};

/* A word kept to be sorted before it is printed. */
struct kept {
	uint8_t		 codes[WG_MAX_WORD];
	uint8_t		 n;
	uint64_t	 blanks;
	unsigned	 rank;		/* probability order */
};

/* Collects query results for printing. */
struct results {
	const struct wg_alphabet *alphabet;
	const struct opts *o;
	size_t		 n;		/* results found */
	size_t		 items;		/* items printed */
	/* Study queries: filters, figures, words kept for sorting. */
	const struct wg_lexicon *lex;
	struct wg_prob_order *po;
	uint8_t		 contains[WG_MAX_LETTERS + 1];	/* letters needed */
	int		 filter;	/* length or letters to check */
	struct kept	*kept;
	size_t		 nkept, capkept;
	int		 failed;	/* out of memory */
	int		 study_cmd;	/* `study`: valid words listed */
};

/* Spells CODES[0..N), the letters of BLANKS (bit i: position i) lowercase. */
static int
spell_blanks(const struct wg_alphabet *a, const uint8_t *codes, size_t n,
    uint64_t blanks, char *buf, size_t size)
{
	size_t used = 0, k, i;
	const char *s;

	for (i = 0; i < n; i++) {
		s = blanks >> i & 1 ? wg_alphabet_letter_lower(a, codes[i]) :
		    wg_alphabet_letter(a, codes[i]);
		if (s == NULL || (k = strlen(s)) + used >= size)
			return -1;
		memcpy(buf + used, s, k);
		used += k;
	}
	buf[used] = '\0';
	return 0;
}

/* The letters of MASK (bit c: code c), in alphabet order, into BUF. */
static void
spell_mask(const struct wg_alphabet *a, uint64_t mask, char *buf,
    size_t size)
{
	size_t used = 0;
	unsigned c;

	buf[0] = '\0';
	for (c = 1; c <= wg_alphabet_size(a) && used < size; c++)
		if (mask >> c & 1)
			used += (size_t)snprintf(buf + used, size - used, "%s",
			    wg_alphabet_letter(a, c));
}

/*
 * --study: the word's alphagram, probability order and draws, its front
 * and back hooks and its inner hooks, as Zyzzyva shows them.
 */
static void
print_study(struct results *r, const char *word, const uint8_t *codes,
    size_t n)
{
	const struct wg_alphabet *a = r->alphabet;
	char gram[WG_MAX_WORD * 4 + 1], front[WG_MAX_LETTERS * 4 + 1];
	char back[WG_MAX_LETTERS * 4 + 1];
	uint8_t g[WG_MAX_WORD];
	uint64_t fm, bm;
	double combos = 0;
	unsigned rank;
	int inf, inb;

	wg_alphagram(codes, n, g);
	wg_alphabet_spell(a, g, n, gram, sizeof(gram));
	rank = wg_prob_order_get(r->po, codes, n, &combos);
	wg_lexicon_hooks(r->lex, codes, n, &fm, &bm);
	spell_mask(a, fm, front, sizeof(front));
	spell_mask(a, bm, back, sizeof(back));
	wg_lexicon_inner_hooks(r->lex, codes, n, &inf, &inb);
	if (r->o->json) {
		fputs("{\"word\": ", stdout);
		cli_json_string(stdout, word);
		fputs(", \"alphagram\": ", stdout);
		cli_json_string(stdout, gram);
		printf(", \"probability\": %u, \"draws\": %.0f, \"front\": ",
		    rank, combos);
		cli_json_string(stdout, front);
		fputs(", \"back\": ", stdout);
		cli_json_string(stdout, back);
		printf(", \"inner_front\": %s, \"inner_back\": %s}",
		    inf ? "true" : "false", inb ? "true" : "false");
		return;
	}
	printf("%s\t%s\t%u\t%.0f\t%s\t%s\t%d\t%d\n", word, gram, rank, combos,
	    front, back, inf, inb);
}

static void
print_word(struct results *r, const uint8_t *codes, size_t n, uint64_t blanks)
{
	char buf[WG_MAX_WORD * 4 + 1];

	if (spell_blanks(r->alphabet, codes, n, blanks, buf, sizeof(buf)) != 0)
		return;
	if (r->o->json) {
		fputs(r->items++ == 0 ? "\n    " : ",\n    ", stdout);
		if (r->o->study)
			print_study(r, buf, codes, n);
		else
			cli_json_string(stdout, buf);
	} else if (r->o->study)
		print_study(r, buf, codes, n);
	else {
		fputs(buf, stdout);
		putchar('\n');
	}
}

/* --length, --min, --max and --contains: 1 when the word passes. */
static int
passes(const struct results *r, const uint8_t *codes, size_t n)
{
	uint8_t have[WG_MAX_LETTERS + 1];
	size_t i;

	if ((r->o->min > 0 && n < r->o->min) ||
	    (r->o->max > 0 && n > r->o->max))
		return 0;
	if (r->o->contains == NULL)
		return 1;
	memset(have, 0, sizeof(have));
	for (i = 0; i < n; i++)
		have[codes[i]]++;
	for (i = 1; i <= WG_MAX_LETTERS; i++)
		if (have[i] < r->contains[i])
			return 0;
	return 1;
}

static int
collect(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	struct results *r = arg;
	struct kept *k;

	if (r->filter && !passes(r, codes, n))
		return 0;
	r->n++;
	if (r->o->count)
		return 0;
	if (r->o->order == ORDER_ALPHABET) {
		print_word(r, codes, n, blanks);
		return 0;
	}
	if (r->nkept == r->capkept) {
		r->capkept = r->capkept ? r->capkept * 2 : 256;
		if ((k = realloc(r->kept, r->capkept * sizeof(*k))) == NULL) {
			r->failed = 1;
			return 1;
		}
		r->kept = k;
	}
	k = &r->kept[r->nkept++];
	memcpy(k->codes, codes, n);
	k->n = (uint8_t)n;
	k->blanks = blanks;
	k->rank = r->po != NULL ? wg_prob_order_get(r->po, codes, n, NULL) : 0;
	return 0;
}

static int
kept_by_alphagram(const void *x, const void *y)
{
	const struct kept *a = x, *b = y;
	uint8_t ga[WG_MAX_WORD], gb[WG_MAX_WORD];
	size_t n = a->n < b->n ? a->n : b->n;
	int c;

	wg_alphagram(a->codes, a->n, ga);
	wg_alphagram(b->codes, b->n, gb);
	if ((c = memcmp(ga, gb, n)) != 0 || a->n != b->n)
		return c != 0 ? c : a->n < b->n ? -1 : 1;
	return memcmp(a->codes, b->codes, n);
}

static int
kept_by_probability(const void *x, const void *y)
{
	const struct kept *a = x, *b = y;

	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	return a->rank < b->rank ? -1 : a->rank > b->rank;
}

static void
results_free(struct results *r)
{
	free(r->kept);
	r->kept = NULL;
	wg_prob_order_free(r->po);
	r->po = NULL;
}

static void
list_begin(const struct results *r)
{
	if (r->o->json && !r->o->count)
		fputs("{\"words\": [", stdout);
	else if (r->o->header && r->o->study)
		printf("word\talphagram\tprobability\tdraws\tfront\tback\t"
		    "inner_front\tinner_back\n");
	else if (r->o->header)
		printf("word\n");
}

static int
list_end(struct results *r)
{
	size_t i;

	if (r->nkept > 0)
		qsort(r->kept, r->nkept, sizeof(*r->kept),
		    r->o->order == ORDER_ALPHAGRAM ? kept_by_alphagram :
		    kept_by_probability);
	for (i = 0; i < r->nkept; i++)
		print_word(r, r->kept[i].codes, r->kept[i].n,
		    r->kept[i].blanks);
	results_free(r);
	if (r->failed) {
		cli_error("%s", wg_strerror(WG_E_NOMEM));
		return EXIT_TROUBLE;
	}
	if (r->o->count && r->o->json)
		printf("{\"count\": %zu}\n", r->n);
	else if (r->o->count)
		printf("%zu\n", r->n);
	else if (r->o->json)
		printf("%s], \"count\": %zu}\n", r->n ? "\n  " : "", r->n);
	return r->n > 0 ? EXIT_YES : EXIT_NO;
}

/*
 * Reads a rack: letters of the alphabet and '?' for blanks (code 0).
 * Returns the count, or -1 after a message.
 */
static long
parse_rack(const struct wg_alphabet *a, const char *text, uint8_t *rack)
{
	size_t n = 0, col = 1;
	const char *s = text;

	while (*s != '\0') {
		size_t seg = strcspn(s, "?"), got, bad;
		uint8_t codes[WG_MAX_WORD];
		enum wg_word_status st;

		if (seg > 0) {
			st = wg_alphabet_word(a, WG_WORD_QUERY, s, seg, codes,
			    &got, &bad);
			if (st != WG_WORD_OK && st != WG_WORD_BLANK) {
				cli_error("rack '%s': column %zu: %s", text,
				    col + bad - 1, wg_word_status_str(st));
				return -1;
			}
			if (st == WG_WORD_OK) {
				if (n + got > WG_MAX_WORD)
					goto too_long;
				memcpy(rack + n, codes, got);
				n += got;
			}
			col += got;
			s += seg;
		}
		if (*s == '?') {
			if (n == WG_MAX_WORD)
				goto too_long;
			rack[n++] = 0;
			s++;
			col++;
		}
	}
	return (long)n;
too_long:
	cli_error("rack '%s': more than %d tiles", text, WG_MAX_WORD);
	return -1;
}

/* Reads a word argument; returns its length or -1 after a message. */
static long
parse_word(const struct wg_alphabet *a, const char *text, uint8_t *codes)
{
	size_t n, bad;
	enum wg_word_status st;

	st = wg_alphabet_word(a, WG_WORD_QUERY, text, strlen(text), codes, &n,
	    &bad);
	if (st != WG_WORD_OK) {
		cli_error("word '%s': column %zu: %s", text, bad,
		    wg_word_status_str(st));
		return -1;
	}
	return (long)n;
}

/*
 * Checks and prints the word TEXT of LEN bytes; TEXT[LEN] is a NUL.
 * Returns 1 when it is valid.
 */
static int
check_one(const struct wg_lexicon *lex, struct results *r, const char *text,
    size_t len)
{
	const struct wg_alphabet *a = wg_lexicon_alphabet(lex);
	uint8_t codes[WG_MAX_WORD];
	char spelled[WG_MAX_WORD * 4 + 1];
	const char *shown = spelled;
	size_t n, bad, shown_len;
	int valid = 0;

	if (wg_alphabet_word(a, WG_WORD_QUERY, text, len, codes, &n, &bad) ==
	    WG_WORD_OK) {
		valid = wg_lexicon_contains(lex, codes, n);
		wg_alphabet_spell(a, codes, n, spelled, sizeof(spelled));
		shown_len = strlen(spelled);
	} else {
		shown = text;
		shown_len = len;
	}
	if (r->study_cmd) {
		if (!valid)
			cli_error("%s: not in the lexicon", cli_field(shown));
		else
			collect(codes, n, 0, r);
		return valid;
	}
	r->n += valid;
	if (r->o->count)
		return valid;
	if (r->o->json) {
		fputs(r->items++ == 0 ? "\n    " : ",\n    ", stdout);
		fputs("{\"word\": ", stdout);
		cli_json_string_len(stdout, shown, shown_len);
		printf(", \"valid\": %s}", valid ? "true" : "false");
	} else {
		cli_escaped(stdout, WG_ESCAPE_TEXT, shown, shown_len);
		printf("\t%s\n", valid ? "valid" : "invalid");
	}
	return valid;
}

/*
 * Checks the words of standard input, one a line; a line longer than
 * CHECK_LINE_MAX bytes is reported and skipped, never held whole.
 * Returns 0, or -1 after a message.
 */
static int
check_stdin(const struct wg_lexicon *lex, struct results *r, int *all)
{
	char line[CHECK_LINE_MAX + 1];	/* and the NUL */
	unsigned long lineno = 0;
	size_t len = 0;
	int c, over = 0, rc = 0;

	do {
		c = getchar();
		if (c != EOF && c != '\n') {
			if (len < CHECK_LINE_MAX)
				line[len++] = (char)c;
			else
				over = 1;
			continue;
		}
		if (c == EOF && len == 0 && !over)
			break;
		lineno++;
		while (len > 0 && line[len - 1] == '\r')
			len--;
		if (over) {
			cli_error("(standard input):%lu: line too long "
			    "(over %d bytes)", lineno, CHECK_LINE_MAX);
			rc = -1;
		} else if (len > 0) {
			line[len] = '\0';
			*all &= check_one(lex, r, line, len);
		}
		len = 0;
		over = 0;
	} while (c != EOF);
	if (ferror(stdin)) {
		cli_error("standard input: %s", strerror(errno));
		return -1;
	}
	return rc;
}

/*
 * Readies R for a query of LEX under O: the --contains letters, and the
 * probability order when --study or --order=probability needs it.
 * Returns 0, or -1 after a message.
 */
static int
results_init(struct results *r, const struct wg_lexicon *lex,
    const struct opts *o)
{
	const struct wg_alphabet *a = wg_lexicon_alphabet(lex);
	unsigned count[WG_MAX_LETTERS + 1];
	struct wg_variant *v;
	uint8_t codes[WG_MAX_WORD];
	unsigned c, k;
	long n, i;
	int rc;

	memset(r, 0, sizeof(*r));
	r->alphabet = a;
	r->o = o;
	r->lex = lex;
	r->filter = o->min > 0 || o->max > 0 || o->contains != NULL;
	if (o->contains != NULL) {
		if ((n = parse_word(a, o->contains, codes)) < 0)
			return -1;
		for (i = 0; i < n; i++)
			r->contains[codes[i]]++;
	}
	if (!o->study && o->order != ORDER_PROBABILITY)
		return 0;
	if ((v = cli_variant_open(o->variant ? o->variant : "classic")) ==
	    NULL)
		return -1;
	/* The bag by letter: the variant's codes may not be the lexicon's. */
	memset(count, 0, sizeof(count));
	count[0] = v->count[0];
	for (c = 1; c <= wg_alphabet_size(a); c++)
		for (k = 1; k <= wg_alphabet_size(v->alphabet); k++)
			if (strcmp(wg_alphabet_letter(a, c),
			    wg_alphabet_letter(v->alphabet, k)) == 0)
				count[c] = v->count[k];
	rc = wg_prob_order_new(&r->po, lex, count, o->blanks);
	wg_variant_free(v);
	if (rc != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		return -1;
	}
	return 0;
}

/*
 * Checks each word of ARGV ('-': the lines of standard input), clearing
 * *ALL at an invalid one.  Returns 1 after trouble reading, else 0.
 */
static int
check_words(const struct wg_lexicon *lex, struct results *r, int argc,
    char **argv, int *all)
{
	int i, trouble = 0;

	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0) {
			if (check_stdin(lex, r, all) != 0)
				trouble = 1;
		} else
			*all &= check_one(lex, r, argv[i], strlen(argv[i]));
	}
	return trouble;
}

static int
cmd_check(const struct wg_lexicon *lex, const struct opts *o, int argc,
    char **argv)
{
	struct results r;
	int all = 1, trouble;

	if (results_init(&r, lex, o) != 0)
		return EXIT_TROUBLE;
	if (o->json && !o->count)
		fputs("{\"results\": [", stdout);
	else if (o->header)
		printf("word\tstatus\n");
	trouble = check_words(lex, &r, argc, argv, &all);
	results_free(&r);
	if (o->count && o->json)
		printf("{\"count\": %zu}\n", r.n);
	else if (o->count)
		printf("%zu\n", r.n);
	else if (o->json)
		printf("%s], \"valid\": %zu}\n", r.items ? "\n  " : "", r.n);
	if (trouble)
		return EXIT_TROUBLE;
	return all ? EXIT_YES : EXIT_NO;
}

static int
cmd_rack(const struct wg_lexicon *lex, const struct opts *o,
    char **argv, int exact)
{
	struct results r;
	uint8_t rack[WG_MAX_WORD];
	long n;

	if (results_init(&r, lex, o) != 0)
		return EXIT_TROUBLE;
	if ((n = parse_rack(r.alphabet, argv[0], rack)) < 0) {
		results_free(&r);
		return EXIT_TROUBLE;
	}
	list_begin(&r);
	if (exact)
		wg_lexicon_anagram(lex, rack, (size_t)n, collect, &r);
	else
		wg_lexicon_subanagram(lex, rack, (size_t)n, o->min, o->max,
		    collect, &r);
	return list_end(&r);
}

static int
cmd_pattern(const struct wg_lexicon *lex, const struct opts *o,
    char **argv)
{
	struct results r;
	struct wg_pattern *p;
	const char *msg = "";
	size_t col = 0;
	int rc;

	if (results_init(&r, lex, o) != 0)
		return EXIT_TROUBLE;
	rc = wg_pattern_compile(&p, r.alphabet, argv[0], &col, &msg);
	if (rc != WG_OK) {
		if (rc == WG_E_FORMAT)
			cli_error("pattern '%s': column %zu: %s", argv[0], col,
			    msg);
		else
			cli_error("%s", wg_strerror(rc));
		results_free(&r);
		return EXIT_TROUBLE;
	}
	list_begin(&r);
	wg_lexicon_match(lex, p, collect, &r);
	wg_pattern_free(p);
	return list_end(&r);
}

static void
print_hooks(const struct wg_alphabet *a, const char *side, uint64_t mask,
    const uint8_t *codes, size_t n, int json, int front)
{
	uint8_t word[WG_MAX_WORD + 1];
	char spelled[(WG_MAX_WORD + 1) * 4 + 1];
	unsigned c;
	int first = 1;

	if (json)
		printf("\"%s\": [", side);
	for (c = 1; c <= wg_alphabet_size(a); c++) {
		if (!(mask >> c & 1))
			continue;
		if (json) {
			printf("%s", first ? "" : ", ");
			cli_json_string(stdout, wg_alphabet_letter(a, c));
			first = 0;
			continue;
		}
		if (front) {
			word[0] = (uint8_t)c;
			memcpy(word + 1, codes, n);
		} else {
			memcpy(word, codes, n);
			word[n] = (uint8_t)c;
		}
		wg_alphabet_spell(a, word, n + 1, spelled, sizeof(spelled));
		printf("%s\t%s\t%s\n", side, wg_alphabet_letter(a, c),
		    spelled);
	}
	if (json)
		printf("]");
}

static int
popcount64(uint64_t x)
{
	int n = 0;

	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

static int
cmd_hooks(const struct wg_lexicon *lex, const struct opts *o,
    char **argv)
{
	const struct wg_alphabet *a = wg_lexicon_alphabet(lex);
	uint8_t codes[WG_MAX_WORD];
	char spelled[WG_MAX_WORD * 4 + 1];
	uint64_t front, back;
	long n;
	int total;

	if ((n = parse_word(a, argv[0], codes)) < 0)
		return EXIT_TROUBLE;
	wg_lexicon_hooks(lex, codes, (size_t)n, &front, &back);
	total = popcount64(front) + popcount64(back);
	if (o->count) {
		printf(o->json ? "{\"count\": %d}\n" : "%d\n", total);
	} else if (o->json) {
		wg_alphabet_spell(a, codes, (size_t)n, spelled,
		    sizeof(spelled));
		fputs("{\"word\": ", stdout);
		cli_json_string(stdout, spelled);
		fputs(", ", stdout);
		print_hooks(a, "front", front, codes, (size_t)n, 1, 1);
		fputs(", ", stdout);
		print_hooks(a, "back", back, codes, (size_t)n, 1, 0);
		printf(", \"count\": %d}\n", total);
	} else {
		if (o->header)
			printf("side\tletter\tword\n");
		print_hooks(a, "front", front, codes, (size_t)n, 0, 1);
		print_hooks(a, "back", back, codes, (size_t)n, 0, 0);
	}
	return total > 0 ? EXIT_YES : EXIT_NO;
}

static int
cmd_dump(const struct wg_lexicon *lex, const struct opts *o)
{
	struct results r;

	if (results_init(&r, lex, o) != 0)
		return EXIT_TROUBLE;
	list_begin(&r);
	wg_lexicon_each(lex, collect, &r);
	/* Every word listed, or none when the filters leave none: yes. */
	return list_end(&r) == EXIT_TROUBLE ? EXIT_TROUBLE : EXIT_YES;
}

/* `study WORD...`: the words given ('-': standard input) as word lists. */
static int
cmd_study(const struct wg_lexicon *lex, const struct opts *o, int argc,
    char **argv)
{
	struct results r;
	int all = 1, trouble, status;

	if (results_init(&r, lex, o) != 0)
		return EXIT_TROUBLE;
	r.study_cmd = 1;
	list_begin(&r);
	trouble = check_words(lex, &r, argc, argv, &all);
	status = list_end(&r);
	if (trouble || status == EXIT_TROUBLE)
		return EXIT_TROUBLE;
	return all ? EXIT_YES : EXIT_NO;
}

static int
cmd_info(const struct wg_lexicon *lex, const struct opts *o)
{
	const struct wg_alphabet *a = wg_lexicon_alphabet(lex);
	struct wg_lexicon_info in;

	wg_lexicon_info(lex, &in);
	if (o->json) {
		printf("{\"format_version\": %u, \"words\": %u, "
		    "\"nodes\": %u, \"edges\": %u, \"bytes\": %llu, "
		    "\"alphabet\": ", in.format_version, in.words, in.nodes,
		    in.edges, (unsigned long long)in.bytes);
		cli_json_string(stdout, wg_alphabet_letters(a));
		fputs(", \"language\": ", stdout);
		cli_json_string(stdout, wg_alphabet_language(a));
		printf(", \"longest\": %u, \"edge_bits\": %u, "
		    "\"dawg_nodes\": %u, \"dawg_edges\": %u, "
		    "\"dawg_bytes\": %llu}\n", in.max_length, in.edge_bits,
		    in.dawg_nodes, in.dawg_edges,
		    (unsigned long long)in.dawg_bytes);
		return EXIT_YES;
	}
	if (o->header)
		printf("name\tvalue\n");
	printf("format_version\t%u\nwords\t%u\nnodes\t%u\nedges\t%u\n"
	    "bytes\t%llu\nalphabet\t%s\nlanguage\t%s\nlongest\t%u\n"
	    "edge_bits\t%u\ndawg_nodes\t%u\ndawg_edges\t%u\ndawg_bytes\t%llu\n",
	    in.format_version, in.words, in.nodes, in.edges,
	    (unsigned long long)in.bytes, wg_alphabet_letters(a),
	    *wg_alphabet_language(a) ? wg_alphabet_language(a) : "-",
	    in.max_length, in.edge_bits, in.dawg_nodes, in.dawg_edges,
	    (unsigned long long)in.dawg_bytes);
	return EXIT_YES;
}

/* Signals whose default is to end the program, all of them catchable. */
static const int ending_signals[] = {
	SIGALRM, SIGHUP, SIGINT, SIGPIPE, SIGPROF, SIGQUIT, SIGTERM, SIGUSR1,
	SIGUSR2, SIGVTALRM, SIGXCPU, SIGXFSZ
};

/* Removes the lexicon's temporary file, then dies of the signal. */
static void
on_signal(int sig)
{
	wg_lexicon_write_cancel();
	signal(sig, SIG_DFL);
	raise(sig);
}

#define NENDING	(sizeof(ending_signals) / sizeof(ending_signals[0]))

/*
 * Catches the ending signals with HANDLER, keeping their former actions in
 * SAVED; a signal ignored (nohup) stays ignored.
 */
static void
catch_signals(void (*handler)(int), struct sigaction *saved)
{
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sigfillset(&sa.sa_mask);
	for (i = 0; i < NENDING; i++)
		if (sigaction(ending_signals[i], NULL, &saved[i]) == 0 &&
		    saved[i].sa_handler != SIG_IGN)
			sigaction(ending_signals[i], &sa, NULL);
}

static void
restore_signals(const struct sigaction *saved)
{
	size_t i;

	for (i = 0; i < NENDING; i++)
		sigaction(ending_signals[i], &saved[i], NULL);
}

/* Adds the words variant V adds (wgvariant(5) words) to LIST, of A. */
static int
add_variant_words(struct wg_wordlist *list, const struct wg_alphabet *a,
    const struct wg_variant *v)
{
	uint8_t codes[WG_MAX_WORD];
	char word[WG_MAX_WORD * 4 + 1];
	size_t n, used;
	unsigned i, k;

	for (i = 0; i < v->nadd; i++) {
		for (k = 0, used = 0; k < v->add_len[i]; k++)
			used += (size_t)snprintf(word + used,
			    sizeof(word) - used, "%s",
			    wg_alphabet_letter(v->alphabet, v->add[i][k]));
		if (wg_alphabet_word(a, WG_WORD_QUERY, word, used, codes, &n,
		    NULL) != WG_WORD_OK) {
			cli_error("variant %s adds %s, which the alphabet "
			    "cannot spell", v->name, word);
			return -1;
		}
		if (wg_wordlist_add(list, codes, n) != WG_OK) {
			cli_error("%s", wg_strerror(WG_E_NOMEM));
			return -1;
		}
	}
	return 0;
}

/* --format, or else the name of the file built: 1 for a KWG. */
static int
wants_kwg(const struct opts *o)
{
	size_t n = strlen(o->output);

	if (o->format != NULL)
		return strcmp(o->format, "kwg") == 0;
	return n > 4 && strcasecmp(o->output + n - 4, ".kwg") == 0;
}

/* Writes the words of LIST as a KWG with a GADDAG (wglex(5)) to PATH. */
static int
write_kwg(const struct wg_wordlist *list, const char *path)
{
	struct sigaction saved[NENDING];
	const uint8_t *words;
	uint8_t *data;
	char msg[256];
	size_t len, size;
	int rc, e;

	if (wg_wordlist_count(list) == 0) {
		cli_error("no words to build from");
		return EXIT_TROUBLE;
	}
	words = wg_wordlist_words(list, &len);
	if ((rc = wg_kwg_make(words, len, WG_KWG_GADDAG, &data, &size, msg,
	    sizeof(msg))) != WG_OK) {
		cli_error("%s: %s", path, msg);
		return EXIT_TROUBLE;
	}
	catch_signals(on_signal, saved);
	rc = wg_file_write(path, data, size);
	e = errno;
	restore_signals(saved);
	free(data);
	if (rc != WG_OK) {
		cli_error("%s: %s", path, strerror(e));
		return EXIT_TROUBLE;
	}
	return EXIT_YES;
}

static int
cmd_build(const struct opts *o, int argc, char **argv)
{
	const char *language = o->language;
	struct wg_variant *v = NULL;
	struct wg_alphabet *a = NULL;
	struct wg_wordlist *list = NULL;
	struct wg_lexicon *lex = NULL;
	struct sigaction saved[NENDING];
	char msg[512] = "";
	struct cli_progress pr;
	int i, rc, e, status = EXIT_YES;
	size_t k;

	if (argc == 0 || o->output == NULL) {
		cli_error("build needs %s", o->output == NULL ?
		    "-o FILE" : "at least one word list");
		cli_usage_error(synopsis);
	}
	/* -v: the game's language, and its words added below. */
	if (o->variant != NULL) {
		if ((v = cli_variant_open(o->variant)) == NULL)
			return EXIT_TROUBLE;
		language = wg_alphabet_language(v->alphabet);
		if (o->language != NULL && strcmp(o->language, language) != 0) {
			cli_error("-L %s: variant %s plays language '%s'",
			    o->language, v->name, language);
			wg_variant_free(v);
			return EXIT_TROUBLE;
		}
	}
	/* The language first, so that a bad one is not blamed on -a. */
	if ((rc = wg_alphabet_new(&a, language)) != WG_OK) {
		if (rc == WG_E_NOMEM)
			cli_error("%s", wg_strerror(rc));
		else
			cli_error("unknown language '%s' (known: en es it pt "
			    "de fr pl)", o->language);
		wg_variant_free(v);
		return EXIT_TROUBLE;
	}
	if (o->alphabet != NULL) {
		wg_alphabet_free(a);
		rc = wg_alphabet_new_letters(&a, o->alphabet, language);
		if (rc != WG_OK) {
			if (rc == WG_E_NOMEM)
				cli_error("%s", wg_strerror(rc));
			else
				cli_error("alphabet '%s': not 1 to %d distinct "
				    "letters", o->alphabet, WG_MAX_LETTERS);
			wg_variant_free(v);
			return EXIT_TROUBLE;
		}
	}
	if ((rc = wg_wordlist_new(&list, a)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		status = EXIT_TROUBLE;
		goto done;
	}
	/* Every input is read and reported before giving up. */
	cli_progress_start(&pr, "reading", "files", (uint64_t)argc,
	    o->quiet ? CLI_PROGRESS_QUIET : 0);
	for (i = 0; i < argc; i++) {
		if (wg_wordlist_read_file(list, argv[i]) != WG_OK) {
			cli_error("%s", wg_wordlist_error(list));
			status = EXIT_TROUBLE;
		}
		cli_progress_set(&pr, (uint64_t)i + 1);
	}
	cli_progress_end(&pr);
	if (v != NULL && add_variant_words(list, a, v) != 0)
		status = EXIT_TROUBLE;
	if (!o->quiet && wg_wordlist_rejected(list) > 0) {
		cli_error("%zu %s left out:", wg_wordlist_rejected(list),
		    wg_wordlist_rejected(list) == 1 ? "entry" : "entries");
		for (k = 0; wg_wordlist_report(list, k) != NULL; k++)
			cli_error("%s", wg_wordlist_report(list, k));
		if (wg_wordlist_rejected(list) > k)
			cli_error("... and %zu more",
			    wg_wordlist_rejected(list) - k);
	}
	if (status != EXIT_YES)
		goto done;
	if (wants_kwg(o)) {
		status = write_kwg(list, o->output);
		goto done;
	}
	cli_progress_start(&pr, "build", "steps", 0,
	    o->quiet ? CLI_PROGRESS_QUIET : 0);
	rc = wg_lexicon_build_progress(&lex, list, cli_progress_report, &pr,
	    msg, sizeof(msg));
	cli_progress_end(&pr);
	if (rc != WG_OK) {
		if (rc == WG_E_LIMIT && msg[0] != '\0')
			cli_error("%s: %s", o->output, msg);
		else
			cli_error("%s", rc == WG_E_EMPTY ?
			    "no words to build from" : wg_strerror(rc));
		status = EXIT_TROUBLE;
		goto done;
	}
	/* An interrupt ends the write at once and leaves no file. */
	catch_signals(on_signal, saved);
	rc = wg_lexicon_write(lex, o->output);
	e = errno;
	restore_signals(saved);
	if (rc != WG_OK) {
		cli_error("%s: %s", o->output, strerror(e));
		status = EXIT_TROUBLE;
	}
done:
	wg_lexicon_free(lex);
	wg_wordlist_free(list);
	wg_alphabet_free(a);
	wg_variant_free(v);
	return status;
}

/* The options of word lists (wsdict(1), Commands). */
#define LIST_OPTIONS	"blanks contains count header json length lexicon " \
	"limit max min order study variant"

/*
 * Exits with a usage error unless CMD is a command taking ARGC arguments
 * and the options given (GIVEN, cli_option_given) are the command's: an
 * option the man page gives to other commands is refused, not ignored.
 */
static void
check_arguments(const char *cmd, int argc, const struct opts *o,
    uint64_t given)
{
	static const struct {
		const char	*name;
		int		 min, max;
		const char	*options;
	} cmds[] = {
		{ "anagram", 1, 1, LIST_OPTIONS },
		{ "build", 0, INT_MAX, "alphabet format language limit output "
		    "quiet variant" },
		{ "check", 1, INT_MAX, "count header json lexicon limit" },
		{ "dump", 0, 0, LIST_OPTIONS },
		{ "hooks", 1, 1, "count header json lexicon limit" },
		{ "info", 0, 0, "header json lexicon limit" },
		{ "pattern", 1, 1, LIST_OPTIONS },
		{ "study", 1, INT_MAX, LIST_OPTIONS },
		{ "subanagram", 1, 1, LIST_OPTIONS },
	};
	char mode[64];
	size_t i;

	for (i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		if (strcmp(cmd, cmds[i].name) != 0)
			continue;
		snprintf(mode, sizeof(mode), "%s", cmd);
		if (strcmp(cmd, "check") == 0 && o->study) {
			cli_error("--study does not go with check: 'wsdict "
			    "study WORD...' gives the figures of words");
			cli_usage_error(synopsis);
		}
		cli_options_allowed(options, given, cmds[i].options, mode,
		    synopsis);
		/* The bag counts only for the figures that need it. */
		if (strcmp(cmd, "build") != 0 && (o->variant != NULL ||
		    o->blanks != 2) && !o->study && strcmp(cmd, "study") != 0 &&
		    o->order != ORDER_PROBABILITY) {
			cli_error("%s goes with --study, study or "
			    "--order=probability", o->variant != NULL ?
			    "-v (--variant)" : "--blanks");
			cli_usage_error(synopsis);
		}
		if (argc < cmds[i].min || argc > cmds[i].max) {
			cli_error("%s takes %s", cmd, cmds[i].max == 0 ?
			    "no argument" : cmds[i].max == 1 ?
			    "one argument" : "words or '-'");
			cli_usage_error(synopsis);
		}
		return;
	}
	cli_error("unknown command '%s'", cmd);
	cli_usage_error(synopsis);
}

static size_t
parse_count(const char *arg, const char *name)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(arg, &end, 10);
	if (errno != 0 || end == arg || *end != '\0' || *arg == '-' ||
	    v > WG_MAX_WORD) {
		cli_error("--%s: '%s' is not a length from 0 to %d", name, arg,
		    WG_MAX_WORD);
		cli_usage_error(synopsis);
	}
	return (size_t)v;
}

static enum order
parse_order(const char *arg)
{
	if (strcmp(arg, "alphabet") == 0)
		return ORDER_ALPHABET;
	if (strcmp(arg, "alphagram") == 0)
		return ORDER_ALPHAGRAM;
	if (strcmp(arg, "probability") == 0)
		return ORDER_PROBABILITY;
	cli_error("--order: '%s' is not alphabet, alphagram or probability",
	    arg);
	cli_usage_error(synopsis);
}

int
main(int argc, char *argv[])
{
	struct opts o;
	struct wg_lexicon *lex;
	const char *cmd;
	uint64_t given = 0;
	int c, status;

	cli_init("wsdict", argv);
	memset(&o, 0, sizeof(o));
	o.blanks = 2;
	while ((c = getopt_long(argc, argv, "a:chjL:l:o:qv:V", options, NULL))
	    != -1) {
		cli_option_given(options, c, &given);
		switch (c) {
		case 'a':
			o.alphabet = optarg;
			break;
		case 'c':
			o.count = 1;
			break;
		case 'h':
			help();
			break;
		case 'j':
			o.json = 1;
			break;
		case 'L':
			o.language = optarg;
			break;
		case 'l':
			o.lexicon = optarg;
			break;
		case OPT_LIMIT:
			cli_limit(optarg, synopsis);
			break;
		case OPT_MAX:
			o.max = parse_count(optarg, "max");
			break;
		case OPT_MIN:
			o.min = parse_count(optarg, "min");
			break;
		case 'o':
			o.output = optarg;
			break;
		case 'q':
			o.quiet = 1;
			break;
		case OPT_BLANKS:
			o.blanks = (unsigned)parse_count(optarg, "blanks");
			if (o.blanks > 2) {
				cli_error("--blanks: '%s' is not 0, 1 or 2",
				    optarg);
				cli_usage_error(synopsis);
			}
			break;
		case OPT_CONTAINS:
			o.contains = optarg;
			break;
		case OPT_FORMAT:
			if (strcmp(optarg, "wgl") != 0 &&
			    strcmp(optarg, "kwg") != 0) {
				cli_error("--format: '%s' is not wgl or kwg",
				    optarg);
				cli_usage_error(synopsis);
			}
			o.format = optarg;
			break;
		case OPT_HEADER:
			o.header = 1;
			break;
		case OPT_LENGTH:
			o.min = o.max = parse_count(optarg, "length");
			break;
		case OPT_ORDER:
			o.order = parse_order(optarg);
			break;
		case OPT_STUDY:
			o.study = 1;
			break;
		case 'v':
			o.variant = optarg;
			break;
		case 'V':
			cli_version();
			break;
		default:
			cli_usage_error(synopsis);
		}
	}
	if (optind >= argc) {
		cli_error("no command");
		cli_usage_error(synopsis);
	}
	if (o.header && (o.json || o.count))
		cli_header_error(o.json ? "--json" : "--count", synopsis);
	cmd = argv[optind++];
	argc -= optind;
	argv += optind;
	check_arguments(cmd, argc, &o, given);
	if (strcmp(cmd, "build") == 0)
		return cli_finish(cmd_build(&o, argc, argv));
	if ((lex = cli_lexicon_open(o.lexicon)) == NULL)
		return cli_finish(EXIT_TROUBLE);
	if (strcmp(cmd, "check") == 0)
		status = cmd_check(lex, &o, argc, argv);
	else if (strcmp(cmd, "anagram") == 0)
		status = cmd_rack(lex, &o, argv, 1);
	else if (strcmp(cmd, "subanagram") == 0)
		status = cmd_rack(lex, &o, argv, 0);
	else if (strcmp(cmd, "pattern") == 0)
		status = cmd_pattern(lex, &o, argv);
	else if (strcmp(cmd, "hooks") == 0)
		status = cmd_hooks(lex, &o, argv);
	else if (strcmp(cmd, "dump") == 0)
		status = cmd_dump(lex, &o);
	else if (strcmp(cmd, "study") == 0)
		status = cmd_study(lex, &o, argc, argv);
	else
		status = cmd_info(lex, &o);
	wg_lexicon_free(lex);
	return cli_finish(status);
}
