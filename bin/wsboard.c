/*
 * wsboard: draws a position (a board file or a CGP line) as text for a
 * terminal or as SVG, or writes it in the other of the two formats.
 */
#include "config.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wordgame.h"
#include "cli.h"

static const char synopsis[] =
    "Usage: wsboard [-v VARIANT] [--seed N] [--last MOVE] "
    "[--color[=WHEN] | --svg |\n               --board | --cgp] [FILE]\n";

enum {
	OPT_BOARD = CHAR_MAX + 1,
	OPT_CGP,
	OPT_COLOR,
	OPT_LAST,
	OPT_SEED,
	OPT_SVG,
	OPT_VERSION
};

static const struct option options[] = {
	{ "board",	no_argument,		NULL,	OPT_BOARD },
	{ "cgp",	no_argument,		NULL,	OPT_CGP },
	{ "color",	optional_argument,	NULL,	OPT_COLOR },
	{ "help",	no_argument,		NULL,	'h' },
	{ "last",	required_argument,	NULL,	OPT_LAST },
	{ "seed",	required_argument,	NULL,	OPT_SEED },
	{ "svg",	no_argument,		NULL,	OPT_SVG },
	{ "variant",	required_argument,	NULL,	'v' },
	{ "version",	no_argument,		NULL,	OPT_VERSION },
	{ NULL,		0,			NULL,	0 }
};

static void
help(void)
{
	printf("%s", synopsis);
	printf(
"Draw the position in FILE (a board file or a CGP line; - or none is\n"
"standard input) as text with the premium squares, the racks and the\n"
"scores, or as an SVG picture, or write it as a board file or CGP line.\n"
"\n"
"      --board         write the position as a board file\n"
"      --cgp           write the position as one CGP line\n"
"      --color[=WHEN]  colour the text: always, never or auto (the\n"
"                      default: when standard output is a terminal);\n"
"                      --color alone is always\n"
"  -h, --help          print this help and exit\n"
"      --last=MOVE     mark the tiles MOVE placed ('8H CAT', GCG notation)\n"
"      --seed=N        lay out random premiums by seed N when FILE has none\n"
"      --svg           draw an SVG picture\n"
"  -v, --variant=VARIANT  the game when FILE names none (default classic)\n"
"      --version       print the version and exit\n"
"\n"
"Exit status: 0 success, 2 trouble.\n"
"See wsboard(1) and wgboard(5).\n");
	exit(cli_finish(EXIT_YES));
}

enum output { OUT_TEXT, OUT_SVG, OUT_BOARD, OUT_CGP };

struct opts {
	enum output	 output;
	int		 colour;	/* -1: when standard output is a tty */
	int		 have_colour;	/* --color given */
	const char	*last;
	const char	*variant;
	int		 have_seed;
	uint64_t	 seed;
};

static void
set_output(struct opts *o, enum output out)
{
	if (o->output != OUT_TEXT && o->output != out) {
		cli_error("--svg, --board and --cgp exclude each other");
		cli_usage_error(synopsis);
	}
	o->output = out;
}

/* --last: marks the squares of MOVE that hold a tile. */
static int
mark_last(const struct wg_board *b, const char *text, struct wg_draw *d)
{
	struct wg_move m;
	const char *msg;
	size_t col;

	if (wg_move_parse(&m, b->variant->alphabet, text, strlen(text), &col,
	    &msg) != WG_OK) {
		cli_error("--last '%s': column %zu: %s", text, col, msg);
		return -1;
	}
	if (m.kind != WG_MOVE_PLACE) {
		cli_error("--last '%s': places no tile", text);
		return -1;
	}
	wg_draw_mark_move(d, b, &m);
	return 0;
}

static int
draw(const struct opts *o, const char *path)
{
	static struct wg_board board;
	static char out[WG_BOARD_TEXT_MAX];
	struct wg_variant *v = NULL;
	struct wg_draw d;
	char *text = NULL;
	size_t len = 0;
	int cgp, rc = WG_OK, status = EXIT_TROUBLE;

	if (o->variant != NULL && (v = cli_variant_open(o->variant)) == NULL)
		return EXIT_TROUBLE;
	if (cli_board_open(path, o->have_seed, o->seed, &board, &v, &cgp) != 0)
		goto out;
	wg_draw_init(&d);
	if (o->colour == 1 || (o->colour == -1 && isatty(STDOUT_FILENO)))
		d.flags |= WG_DRAW_COLOUR;
	if (o->last != NULL && mark_last(&board, o->last, &d) != 0)
		goto out;
	switch (o->output) {
	case OUT_TEXT:
		rc = wg_board_draw_text(&board, &d, &text, &len);
		break;
	case OUT_SVG:
		rc = wg_board_draw_svg(&board, &d, &text, &len);
		break;
	case OUT_BOARD:
	case OUT_CGP:
		len = o->output == OUT_CGP ? wg_board_write_cgp(&board, out,
		    sizeof(out)) : wg_board_write(&board, out, sizeof(out));
		if (len == (size_t)-1)
			rc = WG_E_LIMIT;
		else
			fputs(out, stdout);
		break;
	}
	if (rc != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto out;
	}
	if (text != NULL)
		fwrite(text, 1, len, stdout);
	status = EXIT_YES;
out:
	free(text);
	wg_variant_free(v);
	return status;
}

int
main(int argc, char *argv[])
{
	struct opts o;
	int c;

	cli_init("wsboard", argv);
	memset(&o, 0, sizeof(o));
	o.colour = -1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hv:", options, NULL)) != -1) {
		switch (c) {
		case OPT_BOARD:
			set_output(&o, OUT_BOARD);
			break;
		case OPT_CGP:
			set_output(&o, OUT_CGP);
			break;
		case OPT_COLOR:
			o.have_colour = 1;
			if (optarg == NULL || strcmp(optarg, "always") == 0)
				o.colour = 1;
			else if (strcmp(optarg, "never") == 0)
				o.colour = 0;
			else if (strcmp(optarg, "auto") == 0)
				o.colour = -1;
			else {
				cli_error("--color: '%s' is not always, never "
				    "or auto", optarg);
				cli_usage_error(synopsis);
			}
			break;
		case 'h':
			help();
			break;
		case OPT_LAST:
			o.last = optarg;
			break;
		case OPT_SEED:
			o.seed = cli_seed(optarg, synopsis);
			o.have_seed = 1;
			break;
		case OPT_SVG:
			set_output(&o, OUT_SVG);
			break;
		case 'v':
			o.variant = optarg;
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
	if (argc > 1) {
		cli_error("one position at a time");
		cli_usage_error(synopsis);
	}
	if (o.have_colour && o.output != OUT_TEXT) {
		cli_error("--color colours the text: not with --%s",
		    o.output == OUT_SVG ? "svg" : o.output == OUT_BOARD ?
		    "board" : "cgp");
		cli_usage_error(synopsis);
	}
	if (o.last != NULL && (o.output == OUT_BOARD || o.output == OUT_CGP)) {
		cli_error("--last draws: it goes with the text or --svg");
		cli_usage_error(synopsis);
	}
	return cli_finish(draw(&o, argc > 0 ? argv[0] : "-"));
}
