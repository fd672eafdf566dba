/*
 * wsmove: judge moves on a position: legality by the variant's rules and
 * the lexicon, the words formed and the score.
 */
#include "config.h"

#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "cli.h"

#ifndef WG_DATADIR
#define WG_DATADIR "/usr/local/share/wordgame"
#endif

static const char synopsis[] =
    "Usage: wsmove [-l LEX] [-v VARIANT] [--rack RACK] [--no-lexicon] "
    "BOARD MOVE...\n";

enum {
	OPT_APPLY = CHAR_MAX + 1,
	OPT_HEADER,
	OPT_JSON,
	OPT_NO_LEXICON,
	OPT_RACK,
	OPT_SEED,
	OPT_VERBOSE,
	OPT_VERSION
};

static const struct option options[] = {
	{ "apply",	no_argument,		NULL,	OPT_APPLY },
	{ "header",	no_argument,		NULL,	OPT_HEADER },
	{ "help",	no_argument,		NULL,	'h' },
	{ "json",	no_argument,		NULL,	OPT_JSON },
	{ "lexicon",	required_argument,	NULL,	'l' },
	{ "no-lexicon",	no_argument,		NULL,	OPT_NO_LEXICON },
	{ "rack",	required_argument,	NULL,	OPT_RACK },
	{ "seed",	required_argument,	NULL,	OPT_SEED },
	{ "variant",	required_argument,	NULL,	'v' },
	{ "verbose",	no_argument,		NULL,	OPT_VERBOSE },
	{ "version",	no_argument,		NULL,	OPT_VERSION },
	{ NULL,		0,			NULL,	0 }
};

static void
help(void)
{
	printf("%s", synopsis);
	printf(
"Judge each MOVE on the position in BOARD (a board file or a CGP line;\n"
"- is standard input): is it legal, which words it forms, what it scores.\n"
"Prints MOVE<TAB>SCORE<TAB>WORDS for a legal move and\n"
"MOVE<TAB>illegal<TAB>REASONS for an illegal one.\n"
"\n"
"      --apply         play the moves in turn and print the board after them\n"
"      --header        print a line of column names first\n"
"  -h, --help          print this help and exit\n"
"      --json          print one JSON object per move\n"
"  -l, --lexicon=LEX   check words in lexicon LEX (default: the board's, else\n"
"                      'default')\n"
"      --no-lexicon    do not check words\n"
"      --rack=RACK     the tiles of the player on turn (? for a blank)\n"
"      --seed=N        lay out random premiums by seed N when BOARD has none\n"
"  -v, --variant=VARIANT  the game when BOARD names none (default classic)\n"
"      --verbose       show the score of every word, letter by letter\n"
"      --version       print the version and exit\n"
"\n"
"A move is GCG notation: '8D WORD' across from row 8 column D, 'D8 WORD'\n"
"down; letters on the board written out, as '.' or in parentheses; a\n"
"lowercase letter is a blank; '-' passes and '-ABC' exchanges.\n"
"Exit status: 0 all moves legal, 1 some illegal, 2 trouble.\n"
"See wsmove(1), wgboard(5) and wgvariant(5).\n");
	exit(cli_finish(EXIT_YES));
}

struct opts {
	const char	*lexicon;
	const char	*variant;
	const char	*rack;
	int		 no_lexicon;
	int		 apply;
	int		 header;
	int		 json;
	int		 verbose;
	int		 have_seed;
	uint64_t	 seed;
};

static void
print_breakdown(const struct wg_board *b, const struct wg_check *ck)
{
	const struct wg_variant *v = b->variant;
	char word[WG_BOARD_MAX * 4 + 1];
	unsigned i, k, lm;
	int value;

	for (k = 0; k < ck->nwords; k++) {
		const struct wg_word *w = &ck->words[k];

		wg_word_spell(b, w, word, sizeof(word));
		printf("\t%s\t", word);
		for (i = 0; i < w->len; i++) {
			/* A rainbow tile is starred (it doubles the word). */
			value = wg_word_letter(b, w, i, &lm);
			printf("%s%s%s%d", i ? " + " : "",
			    w->sq[i] & WG_BLANK ? wg_alphabet_letter_lower(
			    v->alphabet, WG_CODE(w->sq[i])) :
			    wg_alphabet_letter(v->alphabet, w->sq[i]),
			    v->rainbow && (w->rainbow >> i & 1) ? "*" : "",
			    value);
			if (lm > 1)
				printf("x%u", lm);
		}
		printf(" = %d\tx%d\t%d\n", w->letters, w->word_mult, w->score);
	}
	if (ck->is_bingo)
		printf("\tbingo\t%d\n", ck->bingo);
}

static void
print_json(const struct wg_board *b, const char *move,
    const struct wg_check *ck, char r[][WG_REASON_MAX], size_t nr)
{
	char word[WG_BOARD_MAX * 4 + 1];
	unsigned k;
	size_t i;

	printf("{\"move\":");
	cli_json_string(stdout, move);
	printf(",\"legal\":%s,\"score\":%d,\"words\":[",
	    ck->reasons ? "false" : "true", ck->score);
	for (k = 0; k < ck->nwords; k++) {
		const struct wg_word *w = &ck->words[k];

		wg_word_spell(b, w, word, sizeof(word));
		printf("%s{\"word\":", k ? "," : "");
		cli_json_string(stdout, word);
		printf(",\"square\":\"%c%u\",\"direction\":\"%s\","
		    "\"letters\":%d,\"word_multiplier\":%d,\"score\":%d,"
		    "\"in_lexicon\":%s}", 'A' + w->col, w->row + 1,
		    w->down ? "down" : "across", w->letters, w->word_mult,
		    w->score, w->valid ? "true" : "false");
	}
	printf("],\"tiles\":%u,\"bingo\":%d,\"reasons\":[", ck->ntiles,
	    ck->bingo);
	for (i = 0; i < nr; i++) {
		if (i > 0)
			putchar(',');
		cli_json_string(stdout, r[i]);
	}
	printf("]}\n");
}

static void
print_text(const struct wg_board *b, const char *move,
    const struct wg_check *ck, char r[][WG_REASON_MAX], size_t nr, int verbose)
{
	char word[WG_BOARD_MAX * 4 + 1];
	unsigned k;
	size_t i;

	printf("%s\t", cli_field(move));
	if (nr > 0) {
		printf("illegal\t");
		for (i = 0; i < nr; i++)
			printf("%s%s", i ? "; " : "", cli_field(r[i]));
	} else {
		printf("%d\t", ck->score);
		for (k = 0; k < ck->nwords; k++) {
			wg_word_spell(b, &ck->words[k], word, sizeof(word));
			printf("%s%s", k ? "," : "", word);
		}
	}
	putchar('\n');
	if (verbose)
		print_breakdown(b, ck);
}

/* Judges one move; returns its exit status. */
static int
judge(const struct opts *o, struct wg_board *b, const struct wg_lexicon *lex,
    const char *arg)
{
	struct wg_move m;
	struct wg_check ck;
	char text[WG_MOVE_TEXT_MAX], r[WG_BOARD_MAX + 16][WG_REASON_MAX];
	const char *msg;
	size_t col, nr;
	int legal;

	if (wg_move_parse(&m, b->variant->alphabet, arg, strlen(arg), &col,
	    &msg) != WG_OK) {
		cli_error("move '%s': column %zu: %s", arg, col, msg);
		return EXIT_TROUBLE;
	}
	legal = wg_move_check(b, &m, lex, &ck);
	if (wg_move_write(&m, b->variant->alphabet, b, text, sizeof(text)) ==
	    (size_t)-1)
		snprintf(text, sizeof(text), "%s", arg);
	nr = wg_check_reasons(b, &m, &ck, r, sizeof(r) / sizeof(r[0]));
	if (o->apply) {
		if (!legal) {
			cli_error("%s: illegal: %s", text, r[0]);
			return EXIT_NO;
		}
		wg_move_apply(b, &m, &ck);
		return EXIT_YES;
	}
	if (o->json)
		print_json(b, text, &ck, r, nr);
	else
		print_text(b, text, &ck, r, nr, o->verbose);
	return legal ? EXIT_YES : EXIT_NO;
}

static int
run(struct opts *o, int argc, char **argv)
{
	static struct wg_board board;
	static char out[WG_BOARD_TEXT_MAX];
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	int status = EXIT_YES, s, cgp, i;

	if (o->variant != NULL && (v = cli_variant_open(o->variant)) == NULL)
		return EXIT_TROUBLE;
	if (cli_board_open(argv[0], o->have_seed, o->seed, &board, &v,
	    &cgp) != 0 ||
	    (o->rack != NULL && cli_rack_set(&board, o->rack) != 0)) {
		wg_variant_free(v);
		return EXIT_TROUBLE;
	}
	if (!o->no_lexicon &&
	    (lex = cli_lexicon_for(o->lexicon, &board, v)) == NULL) {
		wg_variant_free(v);
		return EXIT_TROUBLE;
	}
	cli_board_words_warn(argv[0], &board, lex);
	if (o->header)
		printf("move\tscore\twords\n");
	for (i = 1; i < argc; i++) {
		s = judge(o, &board, lex, argv[i]);
		if (s > status)
			status = s;
		if (o->apply && s != EXIT_YES)
			break;
	}
	if (o->apply && status == EXIT_YES) {
		if ((cgp ? wg_board_write_cgp(&board, out, sizeof(out)) :
		    wg_board_write(&board, out, sizeof(out))) == (size_t)-1) {
			cli_error("%s", wg_strerror(WG_E_LIMIT));
			status = EXIT_TROUBLE;
		} else
			fputs(out, stdout);
	}
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}

int
main(int argc, char *argv[])
{
	struct opts o;
	int c;

	cli_init("wsmove", argv);
	memset(&o, 0, sizeof(o));
	opterr = 0;
	/* '+': options stop at BOARD, so moves such as -ABC are not options. */
	while ((c = getopt_long(argc, argv, "+:hl:v:", options, NULL)) != -1) {
		switch (c) {
		case OPT_APPLY:
			o.apply = 1;
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
		case 'l':
			o.lexicon = optarg;
			break;
		case OPT_NO_LEXICON:
			o.no_lexicon = 1;
			break;
		case OPT_RACK:
			o.rack = optarg;
			break;
		case OPT_SEED:
			o.seed = cli_seed(optarg, synopsis);
			o.have_seed = 1;
			break;
		case 'v':
			o.variant = optarg;
			break;
		case OPT_VERBOSE:
			o.verbose = 1;
			break;
		case OPT_VERSION:
			cli_version();
			break;
		default:
			cli_option_error(c, argv, synopsis);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 2) {
		cli_error("%s", argc == 0 ? "no board" : "no move");
		cli_usage_error(synopsis);
	}
	if (o.lexicon != NULL && o.no_lexicon) {
		cli_error("-l and --no-lexicon exclude each other");
		cli_usage_error(synopsis);
	}
	if (o.header && (o.apply || o.json || o.verbose))
		cli_header_error(o.apply ? "--apply" : o.json ? "--json" :
		    "--verbose", synopsis);
	/* --apply prints a position, in the format it was read in: no
	   judgement of a move to print as JSON or word by word. */
	if (o.apply && (o.json || o.verbose)) {
		cli_error("--%s does not go with --apply, which prints the "
		    "position", o.json ? "json" : "verbose");
		cli_usage_error(synopsis);
	}
	if (o.json && o.verbose) {
		cli_error("--verbose does not go with --json, whose words hold "
		    "their letters, multiplier and score");
		cli_usage_error(synopsis);
	}
	return cli_finish(run(&o, argc, argv));
}
