/*
 * wsgen: the best moves for a board and a rack, every place a word fits,
 * and self-play games.  See wsgen(1).
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "cli.h"

static const char synopsis[] =
    "Usage: wsgen [-l LEX] [-v VARIANT] [-n N] [OPTION...] BOARD [RACK]\n"
    "       wsgen [-l LEX] [-v VARIANT] --selfplay N [--seed S] [--length L] "
    "[--log]\n";

enum {
	OPT_DOTS = CHAR_MAX + 1,
	OPT_EQUITY,
	OPT_EXCHANGES,
	OPT_HEADER,
	OPT_JSON,
	OPT_LEAVES,
	OPT_LENGTH,
	OPT_LOG,
	OPT_SEED,
	OPT_SELFPLAY,
	OPT_WORD
};

static const struct option options[] = {
	{ "count",	required_argument,	NULL,	'n' },
	{ "dots",	no_argument,		NULL,	OPT_DOTS },
	{ "equity",	no_argument,		NULL,	OPT_EQUITY },
	{ "exchanges",	no_argument,		NULL,	OPT_EXCHANGES },
	{ "header",	no_argument,		NULL,	OPT_HEADER },
	{ "help",	no_argument,		NULL,	'h' },
	{ "json",	no_argument,		NULL,	OPT_JSON },
	{ "leaves",	required_argument,	NULL,	OPT_LEAVES },
	{ "length",	required_argument,	NULL,	OPT_LENGTH },
	{ "lexicon",	required_argument,	NULL,	'l' },
	{ "log",	no_argument,		NULL,	OPT_LOG },
	{ "quiet",	no_argument,		NULL,	'q' },
	{ "seed",	required_argument,	NULL,	OPT_SEED },
	{ "selfplay",	required_argument,	NULL,	OPT_SELFPLAY },
	{ "variant",	required_argument,	NULL,	'v' },
	{ "version",	no_argument,		NULL,	'V' },
	{ "word",	required_argument,	NULL,	OPT_WORD },
	{ NULL,		0,			NULL,	0 }
};

struct opts {
	const char	*lexicon;
	const char	*variant;
	const char	*leaves;
	const char	*word;
	enum wg_length	 length;
	unsigned	 count;
	unsigned long	 selfplay;
	uint64_t	 seed;
	int		 have_seed;
	int		 dots;
	int		 equity;
	int		 exchanges;
	int		 header;
	int		 json;
	int		 log;
	int		 quiet;
};

static void
help(void)
{
	printf("%s", synopsis);
	printf(
"List the best moves for a board and a rack, best first:\n"
"RANK, MOVE (GCG notation), SCORE, LEAVE and WORDS, tab-separated.\n"
"BOARD is a board file or CGP line ('-': standard input); the rack comes\n"
"from RACK ('?' is a blank) or from the board file.\n"
"\n"
"Options:\n"
"      --dots            write played-through letters as '.'\n"
"      --equity          rank by score plus leave value (needs --leaves)\n"
"      --exchanges       also list the pass and every exchange\n"
"      --header          print a line of column names first\n"
"  -h, --help            show this help and exit\n"
"      --json            print JSON\n"
"      --leaves=FILE     leave values, one \"LEAVE VALUE\" a line\n"
"      --length=L        self-play stacking games short, normal or long\n"
"  -l, --lexicon=LEX     lexicon file or name (default: default)\n"
"      --log             self-play games as native logs (wglog(5)), not GCG\n"
"  -n, --count=N         list the N best (default 10; 0: every move)\n"
"  -q, --quiet           self-play: no progress line on a terminal\n"
"      --seed=S          premium layout of a random variant; self-play seed\n"
"      --selfplay=N      play N games, top move always, and print them (GCG)\n"
"  -v, --variant=NAME    the game (default: as the board says, or classic)\n"
"  -V, --version         show the version and exit\n"
"      --word=WORD       every place WORD can be played\n"
"\n"
"Exit status: 0 moves listed, 1 no legal move, 2 trouble.\n");
	exit(cli_finish(EXIT_YES));
}

static unsigned long
parse_number(const char *arg, const char *name, unsigned long max)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(arg, &end, 10);
	if (errno != 0 || end == arg || *end != '\0' || *arg == '-' ||
	    v > max) {
		cli_error("--%s: '%s' is not a number from 0 to %lu", name, arg,
		    max);
		cli_usage_error(synopsis);
	}
	return v;
}

static enum wg_length
parse_length(const char *arg)
{
	enum wg_length k;

	for (k = WG_LENGTH_SHORT; k <= WG_LENGTH_LONG; k++)
		if (strcmp(arg, wg_length_name(k)) == 0)
			return k;
	cli_error("--length: '%s' is not short, normal or long", arg);
	cli_usage_error(synopsis);
}

/* Spells the words MOVE forms on B, comma-separated, into BUF. */
static void
spell_words(const struct wg_board *b, const struct wg_check *ck, char *buf,
    size_t size)
{
	const struct wg_alphabet *a = b->variant->alphabet;
	size_t used = 0;
	unsigned i, k;

	buf[0] = '\0';
	for (i = 0; i < ck->nwords; i++) {
		uint8_t codes[WG_BOARD_MAX];
		char word[WG_BOARD_MAX * 4 + 1];

		for (k = 0; k < ck->words[i].len; k++)
			codes[k] = WG_CODE(ck->words[i].sq[k]);
		if (wg_alphabet_spell(a, codes, ck->words[i].len, word,
		    sizeof(word)) == (size_t)-1)
			continue;
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    i ? "," : "", word);
		if (used >= size)
			return;
	}
}

static void
spell_leave(const struct wg_alphabet *a, const struct wg_gen_move *m,
    char *buf, size_t size)
{
	size_t used = 0;
	unsigned i;

	buf[0] = '\0';
	for (i = 0; i < m->nleave && used < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    m->leave[i] == 0 ? "?" : wg_alphabet_letter(a, m->leave[i]),
		    m->leave_rainbow >> i & 1 ? "*" : "");
}

static void
move_text(const struct wg_board *b, const struct wg_gen_move *gm, int dots,
    char *buf, size_t size)
{
	struct wg_move m = gm->move;
	unsigned i;

	if (dots)
		for (i = 0; i < m.len; i++)
			if (m.tiles[i] & WG_THROUGH)
				m.tiles[i] = WG_THROUGH;
	if (wg_move_write(&m, b->variant->alphabet, dots ? NULL : b, buf,
	    size) == (size_t)-1)
		snprintf(buf, size, "?");
}

static void
print_moves(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_gen *gen, int n)
{
	char move[WG_MOVE_TEXT_MAX], leave[WG_RACK_MAX * 4 + 1];
	char words[(WG_BOARD_MAX + 1) * (WG_BOARD_MAX * 4 + 1)];
	const struct wg_gen_move *m;
	struct wg_check ck;
	int i;

	if (o->json)
		printf("[");
	else if (o->header)
		printf("rank\tmove\tscore\tleave\twords%s\n", o->equity ?
		    "\tequity" : "");
	for (i = 0; i < n; i++) {
		m = wg_gen_result(gen, (size_t)i);
		move_text(b, m, o->dots, move, sizeof(move));
		spell_leave(b->variant->alphabet, m, leave, sizeof(leave));
		words[0] = '\0';
		if (m->move.kind == WG_MOVE_PLACE) {
			wg_move_check(b, &m->move, lex, &ck);
			spell_words(b, &ck, words, sizeof(words));
		}
		if (o->json) {
			printf("%s\n  {\"rank\": %d, \"move\": ", i ? "," : "",
			    i + 1);
			cli_json_string(stdout, move);
			printf(", \"score\": %d, \"leave\": ", m->score);
			cli_json_string(stdout, leave);
			printf(", \"words\": [");
			if (words[0] != '\0') {
				char *w, *save;

				for (w = strtok_r(words, ",", &save); w != NULL;
				    w = strtok_r(NULL, ",", &save)) {
					cli_json_string(stdout, w);
					if (save != NULL && *save != '\0')
						printf(", ");
				}
			}
			printf("]");
			if (o->equity)
				printf(", \"equity\": %.3f", m->equity);
			printf("}");
			continue;
		}
		printf("%d\t%s\t%d\t%s\t%s", i + 1, move, m->score, leave,
		    words);
		if (o->equity)
			printf("\t%.3f", m->equity);
		putchar('\n');
	}
	if (o->json)
		printf("%s]\n", n ? "\n" : "");
}

/* Makes the generator; on failure says why and returns the WG_E_* code. */
static int
gen_open(struct wg_gen **gen, const struct wg_lexicon *lex,
    const struct wg_variant *v)
{
	int rc;

	if ((rc = wg_gen_new(gen, lex, v)) == WG_E_LIMIT)
		cli_error("the lexicon is too large for the move generator "
		    "(at most 32 letters and 16777215 edges)");
	else if (rc != WG_OK)
		cli_error("%s", wg_strerror(rc));
	return rc;
}

static struct wg_leaves *
leaves_open(const char *path, const struct wg_alphabet *a)
{
	struct wg_leaves *lv = NULL;
	char err[512];
	char *text;
	size_t len;
	int rc;

	if ((text = cli_slurp(path, &len)) == NULL) {
		cli_error("%s: %s", path, strerror(errno));
		return NULL;
	}
	rc = wg_leaves_parse(&lv, a, path, text, len, err, sizeof(err));
	free(text);
	if (rc != WG_OK) {
		cli_error("%s", rc == WG_E_FORMAT ? err : wg_strerror(rc));
		return NULL;
	}
	return lv;
}

/* The rack to use: RACK, or the board's, or the word's letters. */
static int
pick_rack(const struct opts *o, struct wg_board *b, const char *rack,
    const uint8_t *word, size_t wlen)
{
	if (rack != NULL)
		return cli_rack_set(b, rack);
	if (b->rack_known[b->turn])
		return 0;
	if (o->word != NULL && wlen <= WG_RACK_MAX) {
		/* Where could this word go: assume its own tiles. */
		memcpy(b->rack[b->turn], word, wlen);
		b->rack_len[b->turn] = (unsigned)wlen;
		b->rack_known[b->turn] = 1;
		return 0;
	}
	cli_error("no rack: give RACK, or a board file with the rack of the "
	    "player on turn");
	return -1;
}

static int
solve(const struct opts *o, const char *path, const char *rack)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_leaves *lv = NULL;
	struct wg_gen *gen = NULL;
	struct wg_board *b;
	uint8_t word[WG_MAX_WORD];
	size_t wlen = 0, bad;
	int status = EXIT_TROUBLE, cgp, n, rc;

	if ((b = calloc(1, sizeof(*b))) == NULL) {
		cli_error("%s", wg_strerror(WG_E_NOMEM));
		return EXIT_TROUBLE;
	}
	if (o->variant != NULL && (v = cli_variant_open(o->variant)) == NULL)
		goto done;
	if (cli_board_open(path, o->have_seed, o->seed, b, &v, &cgp) != 0)
		goto done;
	if (o->word != NULL) {
		enum wg_word_status st = wg_alphabet_word(v->alphabet,
		    WG_WORD_QUERY, o->word, strlen(o->word), word, &wlen, &bad);

		if (st != WG_WORD_OK) {
			cli_error("--word '%s': column %zu: %s", o->word, bad,
			    wg_word_status_str(st));
			goto done;
		}
	}
	if (pick_rack(o, b, rack, word, wlen) != 0)
		goto done;
	if ((lex = cli_lexicon_open(o->lexicon)) == NULL)
		goto done;
	if (o->leaves != NULL &&
	    (lv = leaves_open(o->leaves, v->alphabet)) == NULL)
		goto done;
	if ((rc = gen_open(&gen, lex, v)) != WG_OK)
		goto done;
	if (o->word != NULL && (rc = wg_gen_only(gen, word, wlen)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	if (o->equity)
		wg_gen_set_leaves(gen, lv);
	n = wg_gen_run_rainbow(gen, b, b->rack[b->turn], b->rack_len[b->turn],
	    b->rack_rainbow[b->turn], o->count,
	    o->exchanges ? WG_GEN_EXCHANGES : 0);
	if (n < 0) {
		cli_error("%s", wg_strerror(n));
		goto done;
	}
	print_moves(o, b, lex, gen, n);
	status = n > 0 ? EXIT_YES : EXIT_NO;
done:
	wg_gen_free(gen);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	free(b);
	return status;
}

/*
 * Prints the record of self-play game N (from 1), as a native log or as
 * GCG.
 */
static int
print_record(const struct wg_record *r, int log, unsigned long n)
{
	char *text;
	size_t len;
	int rc;

	rc = log ? wg_record_write_log(r, &text, &len) :
	    wg_record_write_gcg(r, &text, &len);
	if (rc != WG_OK) {
		cli_error("self-play game %lu: %s", n, wg_strerror(rc));
		return rc;
	}
	fwrite(text, 1, len, stdout);
	free(text);
	return WG_OK;
}

/* Plays O->SELFPLAY games and prints their records, a blank line apart. */
static int
selfplay(const struct opts *o)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_leaves *lv = NULL;
	struct wg_gen *gen = NULL;
	struct wg_selfplay sp;
	struct cli_progress pr;
	unsigned long i;
	int status = EXIT_TROUBLE, rc;

	if ((v = cli_variant_open(o->variant ? o->variant : "classic")) ==
	    NULL)
		goto done;
	if (o->length != 0 && !v->stacking) {
		cli_error("--length: variant %s is no stacking game", v->name);
		goto done;
	}
	if ((lex = cli_lexicon_open(o->lexicon)) == NULL)
		goto done;
	if (o->leaves != NULL &&
	    (lv = leaves_open(o->leaves, v->alphabet)) == NULL)
		goto done;
	if ((rc = gen_open(&gen, lex, v)) != WG_OK)
		goto done;
	if (o->equity)
		wg_gen_set_leaves(gen, lv);
	memset(&sp, 0, sizeof(sp));
	sp.length = o->length;
	cli_progress_start(&pr, "self-play", "games", o->selfplay,
	    CLI_PROGRESS_STDOUT | (o->quiet ? CLI_PROGRESS_QUIET : 0));
	for (i = 0; i < o->selfplay; i++) {
		struct wg_record *r;

		/* Game I of seed S is the same whatever N is. */
		rc = wg_selfplay_record(gen, o->seed * 1000003 + i, &sp, &r);
		if (rc != WG_OK) {
			cli_error("self-play game %lu: %s", i + 1,
			    wg_strerror(rc));
			goto done;
		}
		if (i > 0)
			putchar('\n');
		rc = print_record(r, o->log, i + 1);
		wg_record_free(r);
		if (rc != WG_OK)
			goto done;
		cli_progress_set(&pr, i + 1);
	}
	cli_progress_end(&pr);
	status = EXIT_YES;
done:
	wg_gen_free(gen);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}

int
main(int argc, char *argv[])
{
	struct opts o;
	int c;

	cli_init("wsgen", argv);
	memset(&o, 0, sizeof(o));
	o.count = 10;
	while ((c = getopt_long(argc, argv, "hl:n:qv:V", options, NULL)) != -1) {
		switch (c) {
		case OPT_DOTS:
			o.dots = 1;
			break;
		case OPT_EQUITY:
			o.equity = 1;
			break;
		case OPT_EXCHANGES:
			o.exchanges = 1;
			break;
		case OPT_HEADER:
			o.header = 1;
			break;
		case 'h':
			help();
			break;
		case OPT_JSON:
			o.json = 1;
			break;
		case OPT_LEAVES:
			o.leaves = optarg;
			break;
		case OPT_LENGTH:
			o.length = parse_length(optarg);
			break;
		case 'l':
			o.lexicon = optarg;
			break;
		case OPT_LOG:
			o.log = 1;
			break;
		case 'n':
			o.count = (unsigned)parse_number(optarg, "count",
			    1000000);
			break;
		case 'q':
			o.quiet = 1;
			break;
		case OPT_SEED:
			o.seed = parse_number(optarg, "seed", ULONG_MAX);
			o.have_seed = 1;
			break;
		case OPT_SELFPLAY:
			o.selfplay = parse_number(optarg, "selfplay", 10000000);
			break;
		case 'v':
			o.variant = optarg;
			break;
		case 'V':
			cli_version();
			break;
		case OPT_WORD:
			o.word = optarg;
			break;
		default:
			cli_usage_error(synopsis);
		}
	}
	if (o.equity && o.leaves == NULL) {
		cli_error("--equity needs --leaves FILE");
		cli_usage_error(synopsis);
	}
	if ((o.log || o.length != 0) && o.selfplay == 0) {
		cli_error("--%s goes with --selfplay",
		    o.log ? "log" : "length");
		cli_usage_error(synopsis);
	}
	if (o.header && (o.json || o.selfplay > 0))
		cli_header_error(o.json ? "--json" : "--selfplay", synopsis);
	if (o.selfplay > 0) {
		if (optind != argc) {
			cli_error("--selfplay plays from the empty board: "
			    "'%s' is one argument too many", argv[optind]);
			cli_usage_error(synopsis);
		}
		return cli_finish(selfplay(&o));
	}
	if (argc - optind < 1 || argc - optind > 2)
		cli_usage_error(synopsis);
	return cli_finish(solve(&o, argv[optind],
	    optind + 1 < argc ? argv[optind + 1] : NULL));
}
