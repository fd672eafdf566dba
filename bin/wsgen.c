/*
 * wsgen: the best moves for a board and a rack, every place a word fits,
 * and self-play games.  See wsgen(1).
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
#include <time.h>
#include <unistd.h>

#include "wordgame.h"
#include "cli.h"

static const char synopsis[] =
    "Usage: wsgen [-l LEX] [-v VARIANT] [-n N] [OPTION...] BOARD [RACK]\n"
    "       wsgen [-l LEX] [-v VARIANT] --selfplay N [--seed S] [--length L] "
    "[--log]\n"
    "       wsgen [-l LEX] [-v VARIANT] --selfplay N [--seed S] [--pairs]\n"
    "             --player1 SPEC --player2 SPEC [--stats]\n"
    "       wsgen [-l LEX] [-v VARIANT] --train-leaves OUT [--games N]\n"
    "             [--generations G] [--seed S] [--threads T] [--leaves FILE]\n"
    "             [--smoothing K] [--text]\n"
    "       wsgen [-l LEX] [-v VARIANT] --train-stats OUT [--games N] "
    "[--seed S]\n"
    "             [--threads T] [--leaves FILE]\n"
    "       wsgen [-l LEX] [-v VARIANT] --merge-stats OUT [--smoothing K] "
    "[--text]\n"
    "             STATS...\n"
    "       wsgen [-l LEX] [-v VARIANT] --leaves FILE --write-leaves OUT "
    "[--text]\n"
    "       wsgen --leaves-info FILE [--header | --json]\n"
    "       wsgen [-l LEX] [-v VARIANT] --train-win OUT [--games N] [--seed S]\n"
    "             [--threads T] [--leaves FILE]\n"
    "       wsgen [-l LEX] [-v VARIANT] --check-win FILE [--games N] "
    "[--seed S]\n"
    "             [--threads T] [--leaves FILE] [--header]\n"
    "       wsgen [-l LEX] [-v VARIANT] --endgame [--plies N] [--seconds S] "
    "[--pv]\n"
    "             [--threads T] BOARD [RACK]\n"
    "       wsgen [-l LEX] [-v VARIANT] --sim [--plies P] [--iterations N | "
    "--seconds S]\n"
    "             [--threads T] [--candidates K] [--seed S] [--win FILE] BOARD "
    "[RACK]\n"
    "       wsgen [-l LEX] [-v VARIANT] --infer MOVE [--margin M] [--sim] "
    "BOARD [RACK]\n"

    "       wsgen [-l LEX] [-v VARIANT] --peg [--candidates K] [--seconds S] "
    "BOARD [RACK]\n"
    "       wsgen [-l LEX] [-v VARIANT] --best [--seconds S] BOARD [RACK]\n";

enum {
	OPT_DOTS = CHAR_MAX + 1,
	OPT_ENDGAME,
	OPT_BEST,
	OPT_PEG,
	/* Simulation. */
	OPT_CANDIDATES,
	OPT_ITERATIONS,
	OPT_SECONDS,
	OPT_SIM,
	/* The rest. */
	OPT_EQUITY,
	OPT_EXCHANGES,
	OPT_HEADER,
	OPT_INFER,
	OPT_JSON,
	OPT_LEAVES,
	OPT_LEAVES_INFO,
	OPT_LENGTH,
	OPT_LIMIT,
	OPT_LOG,
	OPT_MARGIN,
	OPT_PLIES,
	OPT_PV,
	OPT_SEED,
	OPT_SELFPLAY,
	OPT_WORD,
	/* Leave training and matches (issue 12). */
	OPT_GAMES,
	OPT_GENERATIONS,
	OPT_MERGE_STATS,
	OPT_PAIRS,
	OPT_PLAYER1,
	OPT_PLAYER2,
	OPT_SMOOTHING,
	OPT_STATS,
	OPT_TEXT,
	OPT_THREADS,
	OPT_TRAIN_LEAVES,
	OPT_TRAIN_STATS,
	OPT_WRITE_LEAVES,
	/* Win tables (issue 30). */
	OPT_CHECK_WIN,
	OPT_TRAIN_WIN,
	OPT_WIN
};

static const struct option options[] = {
	{ "best",	no_argument,		NULL,	OPT_BEST },
	{ "candidates",	required_argument,	NULL,	OPT_CANDIDATES },
	{ "count",	required_argument,	NULL,	'n' },
	{ "dots",	no_argument,		NULL,	OPT_DOTS },
	{ "endgame",	no_argument,		NULL,	OPT_ENDGAME },
	{ "equity",	no_argument,		NULL,	OPT_EQUITY },
	{ "exchanges",	no_argument,		NULL,	OPT_EXCHANGES },
	{ "header",	no_argument,		NULL,	OPT_HEADER },
	{ "help",	no_argument,		NULL,	'h' },
	{ "infer",	required_argument,	NULL,	OPT_INFER },
	{ "iterations",	required_argument,	NULL,	OPT_ITERATIONS },
	{ "json",	no_argument,		NULL,	OPT_JSON },
	{ "leaves",	required_argument,	NULL,	OPT_LEAVES },
	{ "leaves-info", required_argument,	NULL,	OPT_LEAVES_INFO },
	{ "length",	required_argument,	NULL,	OPT_LENGTH },
	{ "lexicon",	required_argument,	NULL,	'l' },
	{ "limit",	required_argument,	NULL,	OPT_LIMIT },
	{ "log",	no_argument,		NULL,	OPT_LOG },
	{ "margin",	required_argument,	NULL,	OPT_MARGIN },
	{ "peg",	no_argument,		NULL,	OPT_PEG },
	{ "plies",	required_argument,	NULL,	OPT_PLIES },
	{ "pv",		no_argument,		NULL,	OPT_PV },
	{ "quiet",	no_argument,		NULL,	'q' },
	{ "seconds",	required_argument,	NULL,	OPT_SECONDS },
	{ "seed",	required_argument,	NULL,	OPT_SEED },
	{ "selfplay",	required_argument,	NULL,	OPT_SELFPLAY },
	{ "sim",	no_argument,		NULL,	OPT_SIM },
	{ "threads",	required_argument,	NULL,	OPT_THREADS },
	{ "variant",	required_argument,	NULL,	'v' },
	{ "version",	no_argument,		NULL,	'V' },
	{ "word",	required_argument,	NULL,	OPT_WORD },
	/* Leave training and matches. */
	{ "games",	required_argument,	NULL,	OPT_GAMES },
	{ "generations", required_argument,	NULL,	OPT_GENERATIONS },
	{ "merge-stats", required_argument,	NULL,	OPT_MERGE_STATS },
	{ "pairs",	no_argument,		NULL,	OPT_PAIRS },
	{ "player1",	required_argument,	NULL,	OPT_PLAYER1 },
	{ "player2",	required_argument,	NULL,	OPT_PLAYER2 },
	{ "smoothing",	required_argument,	NULL,	OPT_SMOOTHING },
	{ "stats",	no_argument,		NULL,	OPT_STATS },
	{ "text",	no_argument,		NULL,	OPT_TEXT },
	{ "train-leaves", required_argument,	NULL,	OPT_TRAIN_LEAVES },
	{ "train-stats", required_argument,	NULL,	OPT_TRAIN_STATS },
	{ "write-leaves", required_argument,	NULL,	OPT_WRITE_LEAVES },
	/* Win tables. */
	{ "check-win",	required_argument,	NULL,	OPT_CHECK_WIN },
	{ "train-win",	required_argument,	NULL,	OPT_TRAIN_WIN },
	{ "win",	required_argument,	NULL,	OPT_WIN },
	{ NULL,		0,			NULL,	0 }
};

struct opts {
	const char	*lexicon;
	const char	*variant;
	const char	*leaves;
	const char	*leaves_info;
	const char	*word;
	enum wg_length	 length;
	unsigned	 count;
	int		 have_count;	/* -n given: --sim prints as many */
	unsigned long	 selfplay;
	uint64_t	 seed;
	int		 have_seed;
	int		 dots;
	int		 equity;
	int		 exchanges;
	int		 header;
	int		 json;
	int		 log;
	/* Leave training and matches. */
	const char	*player[2];
	const char	*train_leaves;
	const char	*train_stats;
	const char	*merge_stats;
	const char	*write_leaves;
	const char	*train_win;
	const char	*check_win;
	const char	*win;		/* --sim: the win table */
	unsigned long	 games;
	unsigned long	 generations;
	unsigned long	 threads;
	unsigned long	 smoothing;
	int		 pairs;
	int		 stats;
	int		 text;
	/* --endgame */
	int		 endgame;
	/* --peg and --best, their budget (and --endgame's: 0 none) and
	   candidates (0: all) */
	int		 peg;
	int		 best;
	double		 seconds;
	unsigned	 candidates;
	unsigned	 plies;
	int		 pv;
	/* --plies and --threads as given: --sim reads them its way */
	const char	*plies_arg;
	const char	*threads_arg;
	struct cli_sim	 sim;		/* --sim and its options */
	/* --infer: the move, and the margin */
	const char	*infer;
	double		 margin;
	int		 margin_given;
	int		 quiet;
	uint64_t	 given;		/* options given (cli_option_given) */
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
"With --sim, simulate the K best moves by static equity (see wsgen(1)) and\n"
"append EQUITY, SIMVALUE, STDERR, ITERATIONS and WIN%%, ranked by WIN%%,\n"
"then SIMVALUE ('-' and by SIMVALUE alone where no win table ships).\n"
"With --infer MOVE, BOARD is the position before MOVE, played by the\n"
"player on turn, and RACK the other player's: list the leaves that player\n"
"may have kept, LEAVE, PROBABILITY and COUNT, the most likely first.\n"
"\n"
"Options:\n"
"      --best            the best move in --seconds, by the method the\n"
"                        position calls for (METHOD)\n"
"      --candidates=K    --sim: moves simulated (default 10); --peg: the K\n"
"                        best by static equity (default: every move)\n"
"      --check-win=FILE  play --games games and print how well the win\n"
"                        table FILE foretold them (calibration)\n"
"      --dots            write played-through letters as '.'\n"
"      --endgame         solve the endgame (bag empty): rank moves by the\n"
"                        final spread after best play by both (SPREAD)\n"
"      --equity          rank by score plus leave value (the variant's\n"
"                        shipped leaves unless --leaves)\n"
"      --exchanges       also list the pass and every exchange\n"
"      --games=N         games of a training generation (default 10000)\n"
"      --generations=G   training generations (default 1)\n"
"      --header          print a line of column names first\n"
"  -h, --help            show this help and exit\n"
"      --infer=MOVE      the leaves the player on turn kept playing MOVE;\n"
"                        with --sim, their racks drawn so after MOVE\n"
"      --iterations=N    --sim: iterations at most (default 1000)\n"
"      --json            print JSON\n"
"      --leaves=FILE     leave values: text, one \"LEAVE VALUE\" a line,\n"
"                        binary (wgleaves(5)), or a KLV2 or KLV\n"
"      --leaves-info=FILE  what a leaves file was made for: its tiles, its\n"
"                        variant and the lexicon it was trained with\n"
"      --length=L        self-play stacking games short, normal or long\n"
"  -l, --lexicon=LEX     lexicon file or name (default: default)\n"
"      --limit=NAME=N    a resource limit (wsdict(1), LIMITS); memory bounds\n"
"                        the training and leave tables\n"
"      --log             self-play games as native logs (wglog(5)), not GCG\n"
"      --margin=M        --infer: points below the best the move may be\n"
"                        (default 5)\n"
"      --merge-stats=OUT merge training statistics into leave values OUT\n"
"      --plies=N         --endgame: search at most N plies (0: to the end);\n"
"                        --sim: turns after each candidate (default 2)\n"
"      --pv              --endgame: also print each move's best line (LINE)\n"
"  -n, --count=N         list the N best (default 10; 0: every move)\n"
"      --pairs           self-play each deal twice, the seats swapped\n"
"      --peg             solve the pre-endgame (1 to 4 tiles in the bag):\n"
"                        rank moves by WIN, the share of draws won, then\n"
"                        SPREAD\n"
"      --player1=SPEC    self-play strategy: score, equity, static, sim or\n"
"                        sim2[,KEY=N...] (the last four :FILE for FILE's\n"
"                        leaves)\n"
"      --player2=SPEC    the other player's (both needed)\n"
"  -q, --quiet           no progress line (self-play, training, --sim)\n"
"      --seconds=S       --sim, --peg: stop after S seconds; --best: the\n"
"                        budget (default 10); --endgame: the deepest search\n"
"                        done within S seconds, not exact\n"
"      --seed=S          premium layout of a random variant; self-play seed\n"
"      --selfplay=N      play N games, top move always, and print them (GCG)\n"
"      --sim             simulate: play the best moves out against drawn racks\n"
"      --smoothing=K     weight of sub-leaves for rare leaves (default 20)\n"
"      --stats           self-play: one TSV line of wins and mean scores\n"
"      --text            write leave values as text, not binary\n"
"      --threads=T       training, --sim, --infer or --endgame threads\n"
"                        (default 1)\n"
"      --train-leaves=OUT  train leave values by self-play into OUT\n"
"      --train-stats=OUT play one training generation, write statistics\n"
"      --train-win=OUT   train a win table (wgwin(5)) by self-play into OUT\n"
"  -v, --variant=NAME    the game (default: as the board says, or classic)\n"
"  -V, --version         show the version and exit\n"
"      --win=FILE        --sim: the win table (default: the variant's)\n"
"      --word=WORD       every place WORD can be played\n"
"      --write-leaves=OUT  write the --leaves values to OUT (binary; a KLV2\n"
"                        or KLV when OUT ends in .klv2 or .klv)\n"
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

/* --margin: points, a decimal fraction from 0 to 1000. */
static double
parse_margin(const char *arg)
{
	char *end;
	double d;

	errno = 0;
	d = strtod(arg, &end);
	if (errno != 0 || end == arg || *end != '\0' || !(d >= 0) ||
	    d > 1000 || *arg < '0' || *arg > '9') {
		cli_error("--margin: '%s' is not a number from 0 to 1000", arg);
		cli_usage_error(synopsis);
	}
	return d;
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

/* WORDS, comma-separated, as JSON strings ", " apart (WORDS is cut). */
static void
print_json_words(char *words)
{
	char *w, *save;

	if (words[0] == '\0')
		return;
	for (w = strtok_r(words, ",", &save); w != NULL;
	    w = strtok_r(NULL, ",", &save)) {
		cli_json_string(stdout, w);
		if (save != NULL && *save != '\0')
			printf(", ");
	}
}

/*
 * Prints the columns of every list for M ranked RANK (from 1): RANK, MOVE,
 * SCORE, LEAVE and WORDS; as JSON, the object's first members, left open
 * for the caller's.
 */
static void
print_move_head(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, int rank, const struct wg_gen_move *m)
{
	char move[WG_MOVE_TEXT_MAX], leave[WG_RACK_MAX * 4 + 1];
	char words[(WG_BOARD_MAX + 1) * (WG_BOARD_MAX * 4 + 1)];
	struct wg_check ck;

	move_text(b, m, o->dots, move, sizeof(move));
	spell_leave(b->variant->alphabet, m, leave, sizeof(leave));
	words[0] = '\0';
	if (m->move.kind == WG_MOVE_PLACE) {
		wg_move_check(b, &m->move, lex, &ck);
		spell_words(b, &ck, words, sizeof(words));
	}
	if (o->json) {
		printf("%s\n  {\"rank\": %d, \"move\": ", rank > 1 ? "," : "",
		    rank);
		cli_json_string(stdout, move);
		printf(", \"score\": %d, \"leave\": ", m->score);
		cli_json_string(stdout, leave);
		printf(", \"words\": [");
		print_json_words(words);
		printf("]");
		return;
	}
	printf("%d\t%s\t%d\t%s\t%s", rank, move, m->score, leave, words);
}

/* Prints M ranked RANK (from 1); with R (--sim), what its simulation
   found. */
static void
print_move(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, int rank, const struct wg_gen_move *m,
    const struct wg_sim_move *r)
{
	print_move_head(o, b, lex, rank, m);
	if (o->json) {
		if (o->equity || r != NULL)
			printf(", \"equity\": %.3f", m->equity);
		if (r != NULL)
			printf(", \"simvalue\": %.3f, \"stderr\": %.3f, "
			    "\"iterations\": %lu, ", r->value, r->stderror,
			    r->iterations);
		if (r != NULL && r->win >= 0)
			printf("\"win\": %.4f, ", r->win);
		else if (r != NULL)
			printf("\"win\": null, ");
		if (r != NULL)
			printf("\"ahead\": %.4f, \"pruned\": %s", r->ahead,
			    r->pruned ? "true" : "false");
		printf("}");
		return;
	}
	if (o->equity || r != NULL)
		printf("\t%.3f", m->equity);
	if (r != NULL)
		printf("\t%.3f\t%.3f\t%lu", r->value, r->stderror,
		    r->iterations);
	if (r != NULL && r->win >= 0)
		printf("\t%.1f", r->win * 100);
	else if (r != NULL)
		printf("\t-");
	putchar('\n');
}

/* --header: the column names of the list (not JSON). */
static void
print_header(const struct opts *o)
{
	if (!o->header || o->json)
		return;
	printf("rank\tmove\tscore\tleave\twords");
	if (o->best)
		printf("\tmethod\tvalue\twin\n");
	else if (o->peg)
		printf("\twin\tspread\twins\tties\tlosses\tsearched\n");
	else if (o->endgame)
		printf("\tspread\texact%s\n", o->pv ? "\tline" : "");
	else if (o->sim.on)
		printf("\tequity\tsimvalue\tstderr\titerations\twin%%\n");
	else
		printf("%s\n", o->equity ? "\tequity" : "");
}

static void
print_moves(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_gen *gen, int n)
{
	int i;

	if (o->json)
		printf("[");
	print_header(o);
	for (i = 0; i < n; i++)
		print_move(o, b, lex, i + 1, wg_gen_result(gen, (size_t)i),
		    NULL);
	if (o->json)
		printf("%s]\n", n ? "\n" : "");
}

/* Progress of a simulation: ARG is a started struct cli_progress. */
static void
sim_progress(unsigned long done, unsigned long total, void *arg)
{
	cli_progress_report(done, total, arg);
}

/* --sim: simulates the position B and prints the candidates. */
static int
simulate(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_leaves *lv,
    const struct wg_infer *inf)
{
	struct wg_sim_options so = o->sim.opt;
	struct cli_progress pr;
	struct wg_sim_move *out;
	struct wg_sim *sim;
	struct wg_win *win;
	size_t n, i;
	int rc;

	if ((out = calloc(so.candidates, sizeof(*out))) == NULL) {
		cli_error("%s", wg_strerror(WG_E_NOMEM));
		return EXIT_TROUBLE;
	}
	if ((rc = wg_sim_new(&sim, lex, b->variant)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		free(out);
		return EXIT_TROUBLE;
	}
	if (cli_win_open(&win, o->win, b->variant) != 0) {
		wg_sim_free(sim);
		free(out);
		return EXIT_TROUBLE;
	}
	so.win = win;
	so.leaves = lv;
	so.infer = inf;
	so.progress = sim_progress;
	so.arg = &pr;
	/* The results come at the end: progress even on a terminal. */
	cli_progress_start(&pr, "simulation", "iterations", so.iterations,
	    o->quiet ? CLI_PROGRESS_QUIET : 0);
	rc = wg_sim_run(sim, b, &so, out, &n);
	cli_progress_end(&pr);
	if (rc != WG_OK) {
		cli_error("%s", wg_sim_error(sim));
		wg_sim_free(sim);
		wg_win_free(win);
		free(out);
		return EXIT_TROUBLE;
	}
	/* -n: the best of the candidates simulated; all by default. */
	if (o->have_count && o->count > 0 && o->count < n)
		n = o->count;
	if (o->json)
		printf("[");
	print_header(o);
	for (i = 0; i < n; i++)
		print_move(o, b, lex, (int)i + 1, &out[i].gen, &out[i]);
	if (o->json)
		printf("%s]\n", n ? "\n" : "");
	wg_sim_free(sim);
	wg_win_free(win);
	free(out);
	return n > 0 ? EXIT_YES : EXIT_NO;
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

/* --endgame: refuses the options it does not go with. */
static void
endgame_usage(const struct opts *o)
{
	const char *bad = o->selfplay ? "selfplay" : o->word ? "word" :
	    o->exchanges ? "exchanges" : o->equity ? "equity" : NULL;

	if (o->endgame && bad != NULL) {
		cli_error("--endgame does not go with --%s", bad);
		cli_usage_error(synopsis);
	}
	if (!o->endgame && !o->sim.on && (o->plies_arg != NULL || o->pv)) {
		cli_error("--%s goes with --endgame%s", o->pv ? "pv" : "plies",
		    o->pv ? "" : " or --sim");
		cli_usage_error(synopsis);
	}
}

/* --best: below so many seconds left, static equity, not the
   pre-endgame (simulation: WG_BEST_SIM_MIN). */
#define BEST_PEG_MIN	0.05

/* Result I's best line: "MOVE SCORE" a move, "; " apart, or JSON. */
static void
endgame_line(const struct opts *o, const struct wg_board *b,
    const struct wg_endgame *eg, size_t i)
{
	const struct wg_endgame_move *line;
	struct wg_gen_move gm;
	char move[WG_MOVE_TEXT_MAX];
	size_t k, n = wg_endgame_line(eg, i, &line);

	printf(o->json ? ", \"line\": [" : "\t");
	for (k = 0; k < n; k++) {
		memset(&gm, 0, sizeof(gm));
		gm.move = line[k].move;
		/* The boards of later moves are not kept: the moves' marks
		   say which letters are played through. */
		if (o->dots)
			move_text(b, &gm, 1, move, sizeof(move));
		else if (wg_move_write(&gm.move, b->variant->alphabet, NULL,
		    move, sizeof(move)) == (size_t)-1)
			snprintf(move, sizeof(move), "?");
		if (o->json) {
			printf("%s{\"move\": ", k ? ", " : "");
			cli_json_string(stdout, move);
			printf(", \"score\": %d, \"out\": %s}", line[k].score,
			    line[k].out ? "true" : "false");
		} else
			printf("%s%s %d", k ? "; " : "", move, line[k].score);
	}
	if (o->json)
		printf("]");
}

/*
 * SIGINT and SIGTERM during --endgame: the solve stops at the deepest
 * iteration completed, its moves are printed, and wsgen then dies of the
 * signal.  A signal ignored at the start (nohup) stays ignored.
 */
static volatile sig_atomic_t endgame_stop;
static const int endgame_signals[] = { SIGINT, SIGTERM };

static void
endgame_on_signal(int sig)
{
	endgame_stop = sig;
}

static void
endgame_catch(void)
{
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = endgame_on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(endgame_signals) / sizeof(endgame_signals[0]);
	    i++)
		if (sigaction(endgame_signals[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(endgame_signals[i], &sa, NULL);
}

/* A solve's progress line (--endgame, --peg): how far it got, the time,
   the best move so far and the positions searched. */
struct solve_progress {
	struct cli_progress	 pr;
	const struct wg_endgame	*eg;	/* the solver, one of the two */
	const struct wg_peg	*pg;
	const struct wg_board	*b;
	struct timespec		 start;
	char			 what[320];
};

/* Starts SP's line, "WHAT" until the first report, for board B. */
static void
solve_progress_start(struct solve_progress *sp, const char *what,
    const struct wg_board *b, int quiet)
{
	sp->b = b;
	clock_gettime(CLOCK_MONOTONIC, &sp->start);
	snprintf(sp->what, sizeof(sp->what), "%s", what);
	/* The answer comes at the end: progress even on a terminal. */
	cli_progress_start(&sp->pr, sp->what, "positions", 0,
	    quiet ? CLI_PROGRESS_QUIET : 0);
}

/* Seconds of the monotonic clock since START. */
static double
seconds_since(const struct timespec *start)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)(ts.tv_sec - start->tv_sec) +
	    (double)(ts.tv_nsec - start->tv_nsec) / 1e9;
}

static void
endgame_progress(uint64_t done, uint64_t total, void *arg)
{
	struct solve_progress *ep = arg;
	struct wg_endgame_info info;
	struct wg_gen_move gm;
	char move[WG_MOVE_TEXT_MAX];
	int n;

	(void)total;
	if (!ep->pr.on)
		return;
	wg_endgame_info(ep->eg, &info);
	n = snprintf(ep->what, sizeof(ep->what), "endgame, %.1f s, %u plies "
	    "searched", seconds_since(&ep->start), info.plies);
	if (info.plies > 0 && n > 0 && (size_t)n < sizeof(ep->what)) {
		memset(&gm, 0, sizeof(gm));
		gm.move = info.best;
		move_text(ep->b, &gm, 0, move, sizeof(move));
		snprintf(ep->what + n, sizeof(ep->what) - (size_t)n,
		    ", best %s %+d%s:", move, info.best_spread,
		    info.exact ? "" : " so far");
	}
	cli_progress_set(&ep->pr, done);
}

/*
 * --endgame: the moves by the final spread they lead to, each with the
 * columns of the other lists, SPREAD and EXACT, and with --pv its line.
 */
static int
endgame(const struct opts *o, const char *path, const struct wg_board *b,
    const struct wg_lexicon *lex)
{
	const struct wg_endgame_move *m;
	struct wg_endgame *eg;
	struct wg_endgame_info info;
	struct solve_progress ep;
	struct wg_gen_move gm;
	int i, n, rc;

	if ((rc = wg_endgame_new(&eg, lex, b->variant)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		return EXIT_TROUBLE;
	}
	ep.eg = eg;
	wg_endgame_set_stop(eg, &endgame_stop, endgame_progress, &ep);
	wg_endgame_set_budget(eg, o->seconds, 0);
	wg_endgame_set_threads(eg, (unsigned)o->threads);
	solve_progress_start(&ep, "endgame", b, o->quiet);
	n = wg_endgame_solve(eg, b, o->plies, o->count);
	cli_progress_end(&ep.pr);
	wg_endgame_info(eg, &info);
	if (n >= 0 && info.stopped && endgame_stop == 0)
		cli_error("%s: the budget of %g seconds ran out after %u "
		    "plies: the moves as searched so far, not exact", path,
		    o->seconds, info.plies);
	else if (n >= 0 && info.stopped)
		cli_error("%s: stopped by %s after %u plies: the moves as "
		    "searched so far, not exact", path, endgame_stop == SIGINT ?
		    "SIGINT" : "SIGTERM", info.plies);
	if (n < 0) {
		cli_error("%s: %s", path, n == WG_E_ARG ?
		    wg_endgame_error(eg) : wg_strerror(n));
		wg_endgame_free(eg);
		return EXIT_TROUBLE;
	}
	if (o->json)
		printf("[");
	print_header(o);
	for (i = 0; i < n; i++) {
		m = wg_endgame_result(eg, (size_t)i);
		memset(&gm, 0, sizeof(gm));
		gm.nleave = wg_move_leave(b->rack[b->turn],
		    b->rack_len[b->turn], &m->move, gm.leave);
		gm.move = m->move;
		gm.score = m->score;
		print_move_head(o, b, lex, i + 1, &gm);
		if (o->json)
			printf(", \"spread\": %d, \"exact\": %s", m->spread,
			    m->exact ? "true" : "false");
		else
			printf("\t%d\t%s", m->spread,
			    m->exact ? "exact" : "estimate");
		if (o->pv)
			endgame_line(o, b, eg, (size_t)i);
		printf(o->json ? "}" : "\n");
	}
	if (o->json)
		printf("%s]\n", n ? "\n" : "");
	wg_endgame_free(eg);
	return EXIT_YES;
}

/* --infer: RACK, when given, is the other player's. */
static int
infer_rack(struct wg_board *b, const char *rack)
{
	int rc;

	if (rack == NULL)
		return 0;
	b->turn = 1 - b->turn;
	rc = cli_rack_set(b, rack);
	b->turn = 1 - b->turn;
	return rc;
}

/*
 * --infer: the leaves the player on turn on B may have kept playing the
 * move of O; with --sim, the position after it simulated, the player's
 * racks drawn from them.
 */
static int
infer(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_leaves *lv)
{
	struct wg_infer_options io;
	struct wg_infer *inf = NULL;
	struct wg_board after;
	struct wg_check ck;
	struct wg_move m;
	int rc, status = EXIT_TROUBLE;

	if (cli_infer_move(b, o->infer, &m) != 0)
		return EXIT_TROUBLE;
	memset(&io, 0, sizeof(io));
	io.margin = o->margin;
	io.threads = o->sim.on ? o->sim.opt.threads : (unsigned)o->threads;
	io.leaves = lv;
	if ((rc = wg_infer_new(&inf, lex, b->variant)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		return EXIT_TROUBLE;
	}
	if ((rc = wg_infer_run(inf, b, &m, &io)) != WG_OK) {
		cli_error("--infer '%s': %s", o->infer, wg_infer_error(inf));
		goto done;
	}
	if (o->sim.on) {
		/* The position after the move, the player's rack unknown:
		   drawn in each iteration, its leave from the inference. */
		after = *b;
		after.rack_known[b->turn] = 0;
		after.rack_len[b->turn] = 0;
		memset(&ck, 0, sizeof(ck));
		if (m.kind == WG_MOVE_PLACE)
			wg_move_check(&after, &m, lex, &ck);
		wg_move_apply(&after, &m, &ck);
		if (wg_infer_count(inf) == 0)
			cli_error("warning: --infer '%s': %s; racks drawn at "
			    "random", o->infer, wg_infer_error(inf));
		status = simulate(o, &after, lex, lv, inf);
		goto done;
	}
	if (wg_infer_count(inf) == 0) {
		cli_error("--infer '%s': %s", o->infer, wg_infer_error(inf));
		status = EXIT_NO;
		goto done;
	}
	cli_infer_print(stdout, inf, b->variant, o->header, o->json,
	    o->have_count ? o->count : 0);
	status = EXIT_YES;
done:
	wg_infer_free(inf);
	return status;
}

/* The moves ranked by the pre-endgame solve PG, at most N. */
static void
peg_print(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_peg *pg, int n)
{
	const struct wg_peg_move *m;
	struct wg_peg_info info;
	char searched[48];
	int i;

	wg_peg_info(pg, &info);
	if (info.complete)
		snprintf(searched, sizeof(searched), "all");
	else
		snprintf(searched, sizeof(searched), "%u/%u", info.decided,
		    info.candidates);
	if (o->json)
		printf("[");
	print_header(o);
	for (i = 0; i < n; i++) {
		m = wg_peg_result(pg, (size_t)i);
		print_move_head(o, b, lex, i + 1, &m->gen);
		if (o->json) {
			printf(", \"win\": %.4f, \"spread\": %.3f, "
			    "\"wins\": %llu, \"ties\": %llu, \"losses\": %llu, "
			    "\"searched\": ", m->win, m->spread,
			    (unsigned long long)m->wins,
			    (unsigned long long)m->ties,
			    (unsigned long long)m->losses);
			cli_json_string(stdout, searched);
			printf("}");
		} else
			printf("\t%.2f\t%.2f\t%llu\t%llu\t%llu\t%s\n",
			    100 * m->win, m->spread,
			    (unsigned long long)m->wins,
			    (unsigned long long)m->ties,
			    (unsigned long long)m->losses, searched);
	}
	if (o->json)
		printf("%s]\n", n ? "\n" : "");
}

/* Says on stderr how far a pre-endgame cut short got. */
static void
peg_note(const char *path, const struct wg_peg *pg)
{
	struct wg_peg_info info;

	wg_peg_info(pg, &info);
	if (!info.complete)
		cli_error("%s: stopped after %.1f s: %u of %u candidates "
		    "decided; a move not decided may be better", path,
		    info.seconds, info.decided, info.candidates);
}

/* --peg's progress: the candidates decided, the best so far. */
static void
peg_progress(uint64_t done, uint64_t total, void *arg)
{
	struct solve_progress *pp = arg;
	const struct wg_peg_move *m;
	struct wg_peg_info info;
	char move[WG_MOVE_TEXT_MAX];
	int n;

	(void)total;
	if (!pp->pr.on)
		return;
	wg_peg_info(pp->pg, &info);
	n = snprintf(pp->what, sizeof(pp->what), "pre-endgame, %.1f s, %u "
	    "of %u candidates decided", seconds_since(&pp->start),
	    info.decided, info.candidates);
	if (n < 0 || (size_t)n >= sizeof(pp->what))
		return;
	if ((m = wg_peg_result(pp->pg, 0)) != NULL) {
		move_text(pp->b, &m->gen, 0, move, sizeof(move));
		snprintf(pp->what + n, sizeof(pp->what) - (size_t)n,
		    ", best %s %.2f%% %+.2f%s:", move, 100 * m->win,
		    m->spread, info.decided < info.candidates ? " so far" :
		    "");
	} else
		snprintf(pp->what + n, sizeof(pp->what) - (size_t)n, ":");
	cli_progress_set(&pp->pr, done);
}

/* --peg: the moves by the share of draws they win, then by spread. */
static int
peg(const struct opts *o, const char *path, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_leaves *lv)
{
	struct wg_peg_options po;
	struct solve_progress pp;
	struct wg_peg *pg;
	int n, rc;

	if ((rc = wg_peg_new(&pg, lex, b->variant)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		return EXIT_TROUBLE;
	}
	memset(&po, 0, sizeof(po));
	po.candidates = o->candidates;
	po.count = o->count;
	po.seconds = o->seconds;
	po.leaves = lv;
	po.stop = &endgame_stop;
	pp.pg = pg;
	po.progress = peg_progress;
	po.progress_arg = &pp;
	solve_progress_start(&pp, "pre-endgame", b, o->quiet);
	n = wg_peg_solve(pg, b, &po);
	cli_progress_end(&pp.pr);
	if (n < 0) {
		cli_error("%s: %s", path, n == WG_E_ARG ? wg_peg_error(pg) :
		    wg_strerror(n));
		wg_peg_free(pg);
		return EXIT_TROUBLE;
	}
	peg_note(path, pg);
	peg_print(o, b, lex, pg, n);
	wg_peg_free(pg);
	return n > 0 ? EXIT_YES : EXIT_NO;
}

/* --best: a clock for the endgame's stop flag. */
struct best_clock {
	struct timespec	 start;
	double		 seconds;
	volatile sig_atomic_t stop;
};

static double
best_elapsed(const struct best_clock *bc)
{
	return seconds_since(&bc->start);
}

static void
best_tick(uint64_t done, uint64_t total, void *arg)
{
	struct best_clock *bc = arg;

	(void)done;
	(void)total;
	if (endgame_stop || best_elapsed(bc) >= bc->seconds)
		bc->stop = 1;
}

/* One line of --best: the move, its METHOD, VALUE and WIN. */
static void
best_line(const struct opts *o, const struct wg_board *b,
    const struct wg_lexicon *lex, int rank, const struct wg_gen_move *m,
    const char *method, double value, double win)
{
	print_move_head(o, b, lex, rank, m);
	if (o->json) {
		printf(", \"method\": ");
		cli_json_string(stdout, method);
		printf(", \"value\": %.3f, \"win\": ", value);
		if (win < 0)
			printf("null}");
		else
			printf("%.4f}", win);
		return;
	}
	printf("\t%s\t%.3f\t", method, value);
	if (win < 0)
		printf("-\n");
	else
		printf("%.2f\n", 100 * win);
}

/*
 * --best: with the bag empty the endgame, with 1 to 4 tiles in it the
 * pre-endgame, else simulation (static equity when the budget is too
 * small for a round), within --seconds.
 */
static int
best(const struct opts *o, const char *path, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_leaves *lv,
    struct wg_gen *gen)
{
	struct best_clock bc;
	const struct wg_variant *v = b->variant;
	unsigned count = o->have_count ? o->count : 1, i;
	enum wg_analysis_method how;
	char method[32];
	int n, rc, status = EXIT_TROUBLE;

	memset(&bc, 0, sizeof(bc));
	clock_gettime(CLOCK_MONOTONIC, &bc.start);
	bc.seconds = o->seconds > 0 ? o->seconds : 10;
	how = wg_best_method(b, bc.seconds);
	if (!wg_variant_plain_moves(v) || b->players != 2) {
		cli_error("%s: --best takes two-player games that do not "
		    "stack", path);
		return EXIT_TROUBLE;
	}
	if (how == WG_ANALYSIS_ENDGAME) {
		struct wg_endgame *eg;
		struct wg_endgame_info info;
		const struct wg_endgame_move *m;
		struct wg_gen_move gm;
		double left;

		if ((rc = wg_endgame_new(&eg, lex, v)) != WG_OK) {
			cli_error("%s", wg_strerror(rc));
			return EXIT_TROUBLE;
		}
		/* The library's clock as well as the flag: it also bounds
		   the lines of an answer found just in time. */
		wg_endgame_set_stop(eg, &bc.stop, best_tick, &bc);
		left = bc.seconds - best_elapsed(&bc);
		wg_endgame_set_budget(eg, left > 1e-6 ? left : 1e-6, 0);
		n = wg_endgame_solve(eg, b, 0, count);
		if (n < 0) {
			cli_error("%s: %s", path, n == WG_E_ARG ?
			    wg_endgame_error(eg) : wg_strerror(n));
			wg_endgame_free(eg);
			return EXIT_TROUBLE;
		}
		wg_endgame_info(eg, &info);
		snprintf(method, sizeof(method), "endgame%s",
		    info.exact ? "" : "/partial");
		if (o->json)
			printf("[");
		print_header(o);
		for (i = 0; i < (unsigned)n && i < count; i++) {
			m = wg_endgame_result(eg, i);
			memset(&gm, 0, sizeof(gm));
			gm.nleave = wg_move_leave(b->rack[b->turn],
			    b->rack_len[b->turn], &m->move, gm.leave);
			gm.move = m->move;
			gm.score = m->score;
			best_line(o, b, lex, (int)i + 1, &gm, method,
			    m->spread, m->spread > 0 ? 1 : m->spread == 0 ?
			    0.5 : 0);
		}
		if (o->json)
			printf("%s]\n", n ? "\n" : "");
		wg_endgame_free(eg);
		return EXIT_YES;
	}
	/* A budget spent already (a slow load, a loaded machine): static
	   equity, as no method has a moment to search. */
	if (how == WG_ANALYSIS_PEG && bc.seconds - best_elapsed(&bc) >=
	    BEST_PEG_MIN) {
		struct wg_peg_options po;
		struct wg_peg_info info;
		struct wg_peg *pg;

		if ((rc = wg_peg_new(&pg, lex, v)) != WG_OK) {
			cli_error("%s", wg_strerror(rc));
			return EXIT_TROUBLE;
		}
		memset(&po, 0, sizeof(po));
		po.count = count;
		/* Its share first: simulation has the rest when it
		   decides nothing useful (wg_best_peg_answers). */
		po.seconds = wg_best_peg_seconds(bc.seconds) -
		    best_elapsed(&bc);
		if (po.seconds < 1e-6)
			po.seconds = 1e-6;
		po.leaves = lv;
		po.stop = &endgame_stop;
		n = wg_peg_solve(pg, b, &po);
		if (n < 0) {
			cli_error("%s: %s", path, n == WG_E_ARG ?
			    wg_peg_error(pg) : wg_strerror(n));
			wg_peg_free(pg);
			return EXIT_TROUBLE;
		}
		wg_peg_info(pg, &info);
		if (!wg_best_peg_answers(&info, wg_peg_result(pg, 0)) &&
		    (n == 0 || bc.seconds - best_elapsed(&bc) >=
		    WG_BEST_SIM_MIN)) {
			/* Stopped before it decided what ranks first:
			   simulation with what is left, else the static
			   best. */
			wg_peg_free(pg);
			how = WG_ANALYSIS_SIM;
			goto simulate;
		}
		snprintf(method, sizeof(method), "peg%s", info.complete ? "" :
		    "/partial");
		if (o->json)
			printf("[");
		print_header(o);
		for (i = 0; i < (unsigned)n; i++) {
			const struct wg_peg_move *m = wg_peg_result(pg, i);

			best_line(o, b, lex, (int)i + 1, &m->gen, method,
			    m->spread, m->win);
		}
		if (o->json)
			printf("%s]\n", n ? "\n" : "");
		wg_peg_free(pg);
		return EXIT_YES;
	}
simulate:
	if (how == WG_ANALYSIS_SIM &&
	    bc.seconds - best_elapsed(&bc) >= WG_BEST_SIM_MIN) {
		struct wg_sim_options so = o->sim.opt;
		struct wg_sim_move *out;
		struct wg_sim *sim;
		size_t k;

		so.plies = 2;
		so.candidates = 10;
		so.threads = 1;
		so.iterations = 0;
		so.seconds = bc.seconds - best_elapsed(&bc);
		so.leaves = lv;
		so.seed = o->seed;
		if ((out = calloc(so.candidates, sizeof(*out))) == NULL) {
			cli_error("%s", wg_strerror(WG_E_NOMEM));
			return EXIT_TROUBLE;
		}
		if ((rc = wg_sim_new(&sim, lex, v)) != WG_OK ||
		    (rc = wg_sim_run(sim, b, &so, out, &k)) != WG_OK) {
			cli_error("%s", rc == WG_E_NOMEM ? wg_strerror(rc) :
			    wg_sim_error(sim));
			wg_sim_free(sim);
			free(out);
			return EXIT_TROUBLE;
		}
		if (o->json)
			printf("[");
		print_header(o);
		for (i = 0; i < k && i < count; i++)
			best_line(o, b, lex, (int)i + 1, &out[i].gen, "sim",
			    out[i].value, out[i].win);
		if (o->json)
			printf("%s]\n", k ? "\n" : "");
		wg_sim_free(sim);
		free(out);
		return k > 0 ? EXIT_YES : EXIT_NO;
	}
	wg_gen_set_leaves(gen, lv);
	n = wg_gen_run(gen, b, b->rack[b->turn], b->rack_len[b->turn], count,
	    WG_GEN_EXCHANGES);
	if (n < 0) {
		cli_error("%s", wg_strerror(n));
		return EXIT_TROUBLE;
	}
	if (o->json)
		printf("[");
	print_header(o);
	for (i = 0; i < (unsigned)n; i++) {
		const struct wg_gen_move *m = wg_gen_result(gen, i);

		best_line(o, b, lex, (int)i + 1, m, "static", m->equity, -1);
	}
	if (o->json)
		printf("%s]\n", n ? "\n" : "");
	status = n > 0 ? EXIT_YES : EXIT_NO;
	return status;
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
	/* Caught from the start: a signal while the lexicon loads stops
	   the solve after its first iteration. */
	if (o->endgame || o->peg || o->best)
		endgame_catch();
	if (o->variant != NULL && (v = cli_variant_open(o->variant)) == NULL)
		goto done;
	/* Under --sim, --seed seeds the simulation, not the layout. */
	if (cli_board_open(path, o->have_seed && !o->sim.on, o->seed, b, &v,
	    &cgp) != 0)
		goto done;
	if (o->infer != NULL && (b->players != 2 ||
	    !wg_variant_plain_moves(v))) {
		cli_error("--infer reads two-player games other than the "
		    "stacking game");
		goto done;
	}
	if (o->word != NULL) {
		enum wg_word_status st = wg_alphabet_word(v->alphabet,
		    WG_WORD_QUERY, o->word, strlen(o->word), word, &wlen, &bad);

		if (st != WG_WORD_OK) {
			cli_error("--word '%s': column %zu: %s", o->word, bad,
			    wg_word_status_str(st));
			goto done;
		}
	}
	if (o->infer != NULL ? infer_rack(b, rack) != 0 :
	    pick_rack(o, b, rack, word, wlen) != 0)
		goto done;
	if ((lex = cli_lexicon_for(o->lexicon, b, v)) == NULL)
		goto done;
	cli_board_words_warn(path, b, lex);
	if (o->endgame) {
		status = endgame(o, path, b, lex);
		goto done;
	}
	/* --sim without --leaves: the shipped ones, or the score alone
	   where none ship. */
	if ((o->equity || o->infer != NULL || ((o->sim.on || o->peg ||
	    o->best) &&
	    (o->leaves != NULL || cli_leaves_ship(v)))) &&
	    (lv = cli_leaves_open(o->leaves, v, lex)) == NULL)
		goto done;
	if ((rc = gen_open(&gen, lex, v)) != WG_OK)
		goto done;
	if (o->word != NULL && (rc = wg_gen_only(gen, word, wlen)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	if (o->infer != NULL) {
		status = infer(o, b, lex, lv);
		goto done;
	}
	if (o->sim.on) {
		status = simulate(o, b, lex, lv, NULL);
		goto done;
	}
	if (o->peg) {
		status = peg(o, path, b, lex, lv);
		goto done;
	}
	if (o->best) {
		status = best(o, path, b, lex, lv, gen);
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

/* A self-play player: its leave values (NULL: by score), the racks
   it looks ahead over (0: static equity), or its simulation. */
struct strategy {
	struct wg_leaves *leaves;
	unsigned	 lookahead;
	int		 simulate;
	struct wg_sim_options sim;
	int		 win;		/* sim2: ranks by the win table */
	unsigned	 infer;		/* sim2: tiles to guess at most */
	unsigned long	 endgame;	/* sim2: the endgame's positions at
					   most (0: it simulates) */
	unsigned long	 late;		/* sim2: iterations once the bag
					   holds a rack or less (0: as
					   the others) */
	struct wg_win	*table;		/* the shipped win table, or NULL */
};

/* sim2's budget unless its spec says otherwise (wsgen(1), MATCHES). */
#define SIM2_CANDIDATES	10
#define SIM2_ITERATIONS	200
#define SIM2_INFER	2

/*
 * The budget of a sim2 player from its spec's ",KEY=N" list, which ends
 * at END: candidates, iterations, threads, infer (the tiles to guess at
 * most), win (0 or 1), plies, endgame (the exact endgame's positions
 * at most, 0 never) and late (the iterations once the bag holds a rack
 * or less, 0 as the others).  Returns 0 after a message.
 */
static int
strategy_budget(struct strategy *st, const char *spec, const char *list,
    const char *end)
{
	static const struct {
		const char	*key;
		unsigned long	 min, max;
	} keys[] = {
		{ "candidates", 1, 100 },
		{ "iterations", 1, 10000000 },
		{ "threads", 1, WG_SIM_MAX_THREADS },
		{ "infer", 0, WG_RACK_MAX },
		{ "win", 0, 1 },
		{ "plies", 1, WG_SIM_MAX_PLIES },
		{ "endgame", 0, 1000000000 },
		{ "late", 0, 10000000 },
	};
	const size_t nkeys = sizeof(keys) / sizeof(keys[0]);
	struct wg_sim_options *o = &st->sim;
	unsigned long n;
	size_t k, len;
	char *stop;

	o->plies = 2;
	o->candidates = SIM2_CANDIDATES;
	o->iterations = SIM2_ITERATIONS;
	o->threads = 1;
	st->infer = SIM2_INFER;
	st->win = 1;
	while (list < end && *list == ',') {
		list++;
		for (k = 0; k < nkeys; k++) {
			len = strlen(keys[k].key);
			if (strncmp(list, keys[k].key, len) == 0 &&
			    list[len] == '=')
				break;
		}
		if (k == nkeys) {
			cli_error("'%s': sim2 takes candidates=N, "
			    "iterations=N, threads=N, infer=N, win=N, "
			    "plies=N, endgame=N and late=N", spec);
			return 0;
		}
		list += len + 1;
		errno = 0;
		n = strtoul(list, &stop, 10);
		if (*list < '0' || *list > '9' || errno != 0 ||
		    n < keys[k].min || n > keys[k].max ||
		    (stop != end && *stop != ',')) {
			cli_error("'%s': %s is a number from %lu to %lu", spec,
			    keys[k].key, keys[k].min, keys[k].max);
			return 0;
		}
		if (k == 0)
			o->candidates = (unsigned)n;
		else if (k == 1)
			o->iterations = n;
		else if (k == 2)
			o->threads = (unsigned)n;
		else if (k == 3)
			st->infer = (unsigned)n;
		else if (k == 4)
			st->win = (int)n;
		else if (k == 5)
			o->plies = (unsigned)n;
		else if (k == 6)
			st->endgame = n;
		else
			st->late = n;
		list = stop;
	}
	if (list != end) {
		cli_error("'%s' is no strategy: sim2's budget is a list of "
		    ",KEY=N", spec);
		return 0;
	}
	return 1;
}

/*
 * Player SPEC: "score"; "equity", "static", "sim" or "sim2", each with the
 * shipped leaves or FILE's after a colon ("equity:FILE"), sim2 with its
 * budget before it ("sim2,iterations=50:FILE").  Equity looks ahead where
 * the variant's layout is random, static never, sim always; sim2
 * simulates 2 plies.  Returns 0 after a message.
 */
static int
strategy_open(struct strategy *st, const char *spec,
    const struct wg_variant *v, const struct wg_lexicon *lex)
{
	static const char *const kinds[] = { "equity", "static", "sim2",
	    "sim" };
	const char *file = NULL, *end;
	size_t k, len;

	memset(st, 0, sizeof(*st));
	if (strcmp(spec, "score") == 0)
		return 1;
	for (k = 0; k < 4; k++) {
		len = strlen(kinds[k]);
		end = spec + len + (k == 2 ? strcspn(spec + len, ":") : 0);
		if (strncmp(spec, kinds[k], len) == 0 && (*end == '\0' ||
		    (*end == ':' && end[1] != '\0'))) {
			file = *end == ':' ? end + 1 : NULL;
			break;
		}
	}
	if (k == 4) {
		cli_error("'%s' is no strategy: score, or equity, static, sim "
		    "or sim2, each alone or with :FILE", spec);
		return 0;
	}
	if (k == 2 && !strategy_budget(st, spec, spec + len, end))
		return 0;
	/* sim2 ranks by the variant's shipped win table, if any, as
	   --sim does. */
	if (k == 2 && st->win && cli_win_open(&st->table, NULL, v) != 0)
		return 0;
	st->sim.win = st->table;
	if (file == NULL && !cli_leaves_ship(v)) {
		cli_error("no leave values ship for variant %s: say %s:FILE",
		    v->name, kinds[k]);
		return 0;
	}
	st->simulate = k == 2;
	st->lookahead = k == 0 ? wg_selfplay_lookahead(v) : k == 3 ?
	    WG_LOOKAHEAD_RACKS : 0;
	return (st->leaves = cli_leaves_open(file, v, lex)) != NULL;
}

/* Wins, ties and points of player 1 and 2 over the games of a match. */
struct tally {
	unsigned long	games, wins[2], ties;
	long long	points[2];
};

/*
 * Plays O->SELFPLAY games and prints their records, a blank line apart,
 * or with --stats one line of the match's tally.  With --player1 and
 * --player2 each plays its own strategy, first in every other game, or
 * in both games of a deal with --pairs.
 */
static int
selfplay(const struct opts *o)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct strategy plv[2];
	struct wg_gen *gen = NULL;
	struct wg_sim *sim = NULL;
	struct wg_infer *inf = NULL;
	struct wg_endgame *eg = NULL;
	struct wg_selfplay sp;
	struct tally t;
	unsigned long i, deal;
	unsigned swap, p1;
	int status = EXIT_TROUBLE, rc;
	struct cli_progress pr;

	memset(&t, 0, sizeof(t));
	memset(plv, 0, sizeof(plv));
	if ((v = cli_variant_open(o->variant ? o->variant : "classic")) ==
	    NULL)
		goto done;
	if (o->length != 0 && !v->lengths) {
		cli_error("--length: variant %s is no stacking game", v->name);
		goto done;
	}
	if ((lex = cli_lexicon_for(o->lexicon, NULL, v)) == NULL)
		goto done;
	/* --equity: both players rank by it, looking ahead as "equity"
	   does (one set of leaves, seen by both seats). */
	if (o->equity) {
		if ((plv[0].leaves = cli_leaves_open(o->leaves, v, lex)) ==
		    NULL)
			goto done;
		plv[0].lookahead = wg_selfplay_lookahead(v);
		plv[1].lookahead = plv[0].lookahead;
	}
	for (i = 0; i < 2 && o->player[0] != NULL; i++)
		if (!strategy_open(&plv[i], o->player[i], v, lex))
			goto done;
	if ((rc = gen_open(&gen, lex, v)) != WG_OK)
		goto done;
	if (o->equity)
		wg_gen_set_leaves(gen, plv[0].leaves);
	if ((plv[0].lookahead > 0 || plv[1].lookahead > 0 ||
	    plv[0].simulate || plv[1].simulate) &&
	    (rc = wg_sim_new(&sim, lex, v)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	if (((plv[0].simulate && plv[0].infer > 0) || (plv[1].simulate &&
	    plv[1].infer > 0)) &&
	    (rc = wg_infer_new(&inf, lex, v)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	if (((plv[0].simulate && plv[0].endgame > 0) ||
	    (plv[1].simulate && plv[1].endgame > 0)) &&
	    (rc = wg_endgame_new(&eg, lex, v)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	memset(&sp, 0, sizeof(sp));
	sp.length = o->length;
	sp.sim = sim;
	sp.infer = inf;
	sp.endgame = eg;
	cli_progress_start(&pr, "self-play", "games", o->selfplay,
	    CLI_PROGRESS_STDOUT | (o->quiet ? CLI_PROGRESS_QUIET : 0));
	for (i = 0; i < o->selfplay; i++) {
		struct wg_record *r;

		/* Game I of seed S is the same whatever N is; with --pairs
		   games 2k and 2k + 1 share a deal. */
		deal = o->pairs ? i / 2 : i;
		swap = o->player[0] != NULL && i % 2 == 1;
		sp.seats = o->player[0] != NULL;
		sp.seat_leaves[0] = plv[swap].leaves;
		sp.seat_leaves[1] = plv[!swap].leaves;
		sp.seat_lookahead[0] = plv[swap].lookahead;
		sp.seat_lookahead[1] = plv[!swap].lookahead;
		sp.seat_sim[0] = plv[swap].simulate ? &plv[swap].sim : NULL;
		sp.seat_sim[1] = plv[!swap].simulate ? &plv[!swap].sim :
		    NULL;
		sp.seat_infer[0] = plv[swap].simulate ? plv[swap].infer : 0;
		sp.seat_infer[1] = plv[!swap].simulate ? plv[!swap].infer : 0;
		sp.seat_endgame[0] = plv[swap].simulate ? plv[swap].endgame :
		    0;
		sp.seat_endgame[1] = plv[!swap].simulate ?
		    plv[!swap].endgame : 0;
		sp.seat_late[0] = plv[swap].simulate ? plv[swap].late : 0;
		sp.seat_late[1] = plv[!swap].simulate ? plv[!swap].late : 0;
		rc = wg_selfplay_record(gen, o->seed * 1000003 + deal, &sp, &r);
		if (rc != WG_OK) {
			cli_error("self-play game %lu: %s", i + 1,
			    wg_strerror(rc));
			goto done;
		}
		/* Player 1 sits in seat SWAP. */
		p1 = swap;
		t.games++;
		t.points[0] += sp.final[p1];
		t.points[1] += sp.final[!p1];
		if (sp.final[p1] == sp.final[!p1])
			t.ties++;
		else
			t.wins[sp.final[p1] < sp.final[!p1]]++;
		if (!o->stats && i > 0)
			putchar('\n');
		rc = o->stats ? WG_OK : print_record(r, o->log, i + 1);
		wg_record_free(r);
		if (rc != WG_OK)
			goto done;
		cli_progress_set(&pr, i + 1);
	}
	cli_progress_end(&pr);
	if (o->stats)
		printf("%lu\t%lu\t%lu\t%lu\t%.2f\t%.2f\n", t.games, t.wins[0],
		    t.wins[1], t.ties, t.games ? (double)t.points[0] /
		    (double)t.games : 0, t.games ? (double)t.points[1] /
		    (double)t.games : 0);
	status = EXIT_YES;
done:
	wg_endgame_free(eg);
	wg_infer_free(inf);
	wg_sim_free(sim);
	wg_gen_free(gen);
	wg_leaves_free(plv[0].leaves);
	wg_leaves_free(plv[1].leaves);
	wg_win_free(plv[0].table);
	wg_win_free(plv[1].table);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}

/* 2 if PATH ends in .klv2, 1 in .klv (any case), else 0. */
static int
klv_kind_of(const char *path)
{
	size_t n = strlen(path);

	if (n >= 5 && strcasecmp(path + n - 5, ".klv2") == 0)
		return 2;
	return n >= 4 && strcasecmp(path + n - 4, ".klv") == 0;
}

/*
 * Writes leave values LV to PATH: binary (wgleaves(5)), a KLV2 or KLV
 * when PATH ends so, or as text; 0 or -1.
 */
static int
write_leaves(const struct opts *o, const char *path,
    const struct wg_leaves *lv, const struct wg_variant *v,
    const struct wg_lexicon *lex)
{
	void *data;
	char *text;
	size_t len;
	int rc, kind;

	if (o->text) {
		rc = wg_leaves_write_text(lv, v, &text, &len);
		data = text;
	} else if ((kind = klv_kind_of(path)) != 0)
		rc = wg_leaves_write_klv(lv, v, kind, &data, &len);
	else
		rc = wg_leaves_write_binary(lv, v, lex, &data, &len);
	if (rc == WG_OK) {
		rc = wg_file_write(path, data, len);
		free(data);
		if (rc != WG_OK) {
			cli_error("%s: %s", path, strerror(errno));
			return -1;
		}
		return 0;
	}
	cli_error("%s: %s", path, wg_strerror(rc));
	return -1;
}

/*
 * The name of the lexicon O trains with, as leave files record it: its
 * file's name without folder and ".wgl", or the variant's lexicon.
 */
static void
lexicon_label(const struct opts *o, const struct wg_variant *v, char *out,
    size_t size)
{
	const char *name = o->lexicon != NULL ? o->lexicon :
	    v->lexicon[0] != '\0' ? v->lexicon : "default";
	const char *slash = strrchr(name, '/');
	size_t n;

	if (slash != NULL)
		name = slash + 1;
	n = strlen(name);
	if (n > 4 && strcmp(name + n - 4, ".wgl") == 0)
		n -= 4;
	snprintf(out, size, "%.*s", (int)n, name);
}

/*
 * The files the trainer's mode writes, checked before its work (which
 * may take hours): 0, or -1 after a message.
 */
static int
check_outputs(const struct opts *o)
{
	const char *out[4];
	int i, bad = 0;

	out[0] = o->train_leaves;
	out[1] = o->train_stats;
	out[2] = o->merge_stats;
	out[3] = o->write_leaves;
	for (i = 0; i < 4; i++)
		if (out[i] != NULL && wg_file_check(out[i]) != WG_OK) {
			cli_error("%s: %s", out[i], strerror(errno));
			bad = 1;
		}
	return bad ? -1 : 0;
}

/*
 * The tables of the trainer's mode against the memory limit, before any
 * is made: statistics of 16 bytes a leave, one a thread and at least
 * two (a generation's and the shard read or the file written), and leave
 * values of at most 16 bytes a leave.  0, or -1 after a message.
 */
static int
check_memory(const struct opts *o, const struct wg_variant *v)
{
	uint64_t leaves, table, need, tables, values, limit;

	if (wg_train_stats_size(v, &leaves, &table) != WG_OK)
		return 0;	/* said by the mode's first call */
	tables = o->write_leaves != NULL ? 0 : o->threads > 2 ?
	    o->threads : 2;
	values = o->train_stats != NULL && o->leaves == NULL ? 0 : 16;
	need = leaves * (tables * (table / leaves) + values);
	if (need <= (limit = wg_limits()->memory))
		return 0;
	cli_error("variant %s: its %llu leaves need %llu bytes of tables, "
	    "more than the memory limit of %llu (--limit memory=N)",
	    v->name, (unsigned long long)leaves, (unsigned long long)need,
	    (unsigned long long)limit);
	return -1;
}

/*
 * The leave trainer's modes: --train-leaves (generations of self-play,
 * each ranking by the values of the last), --train-stats (one
 * generation's statistics, for a shard), --merge-stats (statistics into
 * values) and --write-leaves (values converted).
 */
static int
train(const struct opts *o, char **files, int nfiles)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_leaves *lv = NULL, *next;
	struct wg_train_stats *st = NULL, *part;
	unsigned long g;
	char err[512];
	void *data;
	char *text;
	size_t len;
	int status = EXIT_TROUBLE, rc = WG_OK, f;
	struct cli_progress pr;
	char what[64], lexname[WG_NAME_MAX];

	if (check_outputs(o) != 0)
		return EXIT_TROUBLE;
	if ((v = cli_variant_open(o->variant ? o->variant : "classic")) ==
	    NULL || (lex = cli_lexicon_for(o->lexicon, NULL, v)) == NULL ||
	    check_memory(o, v) != 0)
		goto done;
	if (o->leaves != NULL && (lv = cli_leaves_open(o->leaves, v, lex)) ==
	    NULL)
		goto done;
	lexicon_label(o, v, lexname, sizeof(lexname));
	if (o->write_leaves != NULL) {
		wg_leaves_set_lexicon(lv, lex, lexname);
		status = write_leaves(o, o->write_leaves, lv, v, lex) == 0 ?
		    EXIT_YES : EXIT_TROUBLE;
		goto done;
	}
	if ((rc = wg_train_stats_new(&st, v)) != WG_OK)
		goto done;
	for (f = 0; f < nfiles; f++) {
		if ((text = cli_slurp(files[f], &len)) == NULL) {
			cli_error("%s: %s", files[f], strerror(errno));
			goto done;
		}
		rc = wg_train_stats_read(&part, files[f], text, len, v, lex,
		    err, sizeof(err));
		free(text);
		if (rc == WG_E_FORMAT) {
			cli_error("%s", err);
			rc = WG_OK;	/* said */
			goto done;
		}
		if (rc == WG_OK && (rc = wg_train_stats_merge(st, part)) ==
		    WG_E_LIMIT) {
			cli_error("%s: its sums and those before it add up to "
			    "more than 64 bits hold", files[f]);
			rc = WG_OK;
			wg_train_stats_free(part);
			goto done;	/* said, rc WG_OK */
		}
		wg_train_stats_free(part);
		if (rc != WG_OK)
			goto done;
	}
	for (g = 1; o->merge_stats == NULL && g <= (o->train_stats ? 1 :
	    o->generations); g++) {
		/* Generation G plays games (G-1)N..GN-1 of the seed. */
		if (g > 1 && (rc = wg_train_stats_new(&part, v)) == WG_OK) {
			wg_train_stats_free(st);
			st = part;
		}
		snprintf(what, sizeof(what), "training generation %lu", g);
		cli_progress_start(&pr, what, "games", o->games,
		    o->quiet ? CLI_PROGRESS_QUIET : 0);
		if (rc == WG_OK)
			rc = wg_train_play(st, lex, v, lv, o->seed,
			    (uint64_t)(g - 1) * o->games, o->games,
			    (unsigned)o->threads, cli_progress_report, &pr);
		cli_progress_end(&pr);
		if (rc != WG_OK || o->train_stats != NULL)
			break;
		if ((rc = wg_train_leaves(&next, st, v, lex,
		    (double)o->smoothing)) != WG_OK)
			break;
		wg_leaves_free(lv);
		lv = next;
		wg_leaves_set_lexicon(lv, lex, lexname);
		/* Each generation's values replace the last's in OUT. */
		if (write_leaves(o, o->train_leaves, lv, v, lex) != 0)
			goto done;
	}
	if (rc == WG_OK && o->train_stats != NULL) {
		if ((rc = wg_train_stats_write(st, &data, &len)) != WG_OK)
			goto done;
		rc = wg_file_write(o->train_stats, data, len);
		free(data);
		if (rc != WG_OK) {
			cli_error("%s: %s", o->train_stats, strerror(errno));
			rc = WG_OK;	/* said */
			goto done;
		}
	}
	if (rc == WG_OK && o->merge_stats != NULL) {
		if ((rc = wg_train_leaves(&next, st, v, lex,
		    (double)o->smoothing)) != WG_OK)
			goto done;
		wg_leaves_free(lv);
		lv = next;
		wg_leaves_set_lexicon(lv, lex, lexname);
		if (write_leaves(o, o->merge_stats, lv, v, lex) != 0)
			goto done;
	}
	if (rc == WG_OK)
		status = EXIT_YES;
done:
	if (rc != WG_OK)
		cli_error("%s", rc == WG_E_ARG ? "variant cannot be trained "
		    "(a stacking game, or another tile set)" : wg_strerror(rc));
	wg_train_stats_free(st);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}

/* Spreads a win table counts either way: past them the game is decided. */
#define WIN_SPREAD	600
#define WIN_BINS	10

/* --check-win: the calibration of T on the games of C. */
static int
win_check_print(const struct opts *o, const struct wg_win *t,
    const struct wg_win_counts *c)
{
	struct wg_win_bin bins[WIN_BINS];
	double err, worst, pred = 0, obs = 0;
	uint64_t n = 0;
	unsigned i;

	if (wg_win_calibrate(t, c, bins, WIN_BINS, &err, &worst) != WG_OK) {
		cli_error("%s: a table of variant %s", o->check_win,
		    wg_win_variant(t));
		return EXIT_TROUBLE;
	}
	if (o->header)
		printf("bin\tpositions\tpredicted\tobserved\terror\n");
	for (i = 0; i < WIN_BINS; i++) {
		if (bins[i].positions == 0)
			continue;
		printf("%.1f-%.1f\t%llu\t%.4f\t%.4f\t%.4f\n", bins[i].lo,
		    bins[i].hi, (unsigned long long)bins[i].positions,
		    bins[i].predicted, bins[i].observed, bins[i].predicted >
		    bins[i].observed ? bins[i].predicted - bins[i].observed :
		    bins[i].observed - bins[i].predicted);
		n += bins[i].positions;
		pred += bins[i].predicted * (double)bins[i].positions;
		obs += bins[i].observed * (double)bins[i].positions;
	}
	printf("all\t%llu\t%.4f\t%.4f\t%.4f\n", (unsigned long long)n,
	    n ? pred / (double)n : 0, n ? obs / (double)n : 0, err);
	return EXIT_YES;
}

/*
 * --train-win OUT: plays --games games of self-play by static equity and
 * writes the table fitted to them; --check-win FILE: plays them and
 * prints how well FILE foretold who won.
 */
static int
win_train(const struct opts *o)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_leaves *lv = NULL;
	struct wg_win_counts *c = NULL;
	struct wg_win *t = NULL;
	struct cli_progress pr;
	char err[512];
	void *data;
	size_t len;
	int status = EXIT_TROUBLE, rc;

	if ((v = cli_variant_open(o->variant ? o->variant : "classic")) ==
	    NULL)
		goto done;
	if (!wg_variant_plain_moves(v) || v->min_players > 2 ||
	    v->max_players < 2) {
		cli_error("variant %s: win tables are for two-player games "
		    "other than the stacking game", v->name);
		goto done;
	}
	if (o->check_win != NULL && (rc = wg_win_load(&t, o->check_win, v,
	    WG_DATADIR, err, sizeof(err))) != WG_OK) {
		cli_error("%s", err);
		goto done;
	}
	if (o->train_win != NULL && wg_file_check(o->train_win) != WG_OK) {
		cli_error("%s: %s", o->train_win, strerror(errno));
		goto done;
	}
	/* The shipped leaves, or --leaves; by score where none ship. */
	if ((lex = cli_lexicon_for(o->lexicon, NULL, v)) == NULL ||
	    ((o->leaves != NULL || cli_leaves_ship(v)) &&
	    (lv = cli_leaves_open(o->leaves, v, lex)) == NULL))
		goto done;
	if ((rc = wg_win_counts_new(&c, v, WIN_SPREAD)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	cli_progress_start(&pr, o->train_win ? "win training" :
	    "win check", "games", o->games, o->quiet ? CLI_PROGRESS_QUIET :
	    0);
	rc = wg_win_play(c, lex, v, lv, o->seed, o->games,
	    (unsigned)o->threads, cli_progress_report, &pr);
	cli_progress_end(&pr);
	if (rc != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	if (o->check_win != NULL) {
		status = win_check_print(o, t, c);
		goto done;
	}
	if ((rc = wg_win_fit(&t, c, o->seed)) != WG_OK ||
	    (rc = wg_win_write(t, &data, &len)) != WG_OK) {
		cli_error("%s", wg_strerror(rc));
		goto done;
	}
	rc = wg_file_write(o->train_win, data, len);
	free(data);
	if (rc != WG_OK) {
		cli_error("%s: %s", o->train_win, strerror(errno));
		goto done;
	}
	status = EXIT_YES;
done:
	wg_win_free(t);
	wg_win_counts_free(c);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}

/* --leaves-info of a KLV or KLV2: its kind, leaves and graph alone. */
static int
klv_info(const struct opts *o, int kind, uint32_t nodes, uint32_t leaves)
{
	const char *format = kind == 2 ? "klv2" : "klv";

	if (o->json) {
		printf("{\"format\": \"%s\", \"leaves\": %u, \"nodes\": "
		    "%u}\n", format, (unsigned)leaves, (unsigned)nodes);
		return EXIT_YES;
	}
	if (o->header)
		printf("name\tvalue\n");
	printf("format\t%s\nleaves\t%u\nnodes\t%u\n", format,
	    (unsigned)leaves, (unsigned)nodes);
	return EXIT_YES;
}

/* --leaves-info: what the leaves file says it was made for. */
static int
leaves_info(const struct opts *o)
{
	struct wg_leaves_info in;
	char err[512], tiles[WG_MAX_LETTERS * 9 + 16], crc[16];
	const char *path = o->leaves_info;
	uint32_t nodes, leaves;
	char *data;
	size_t len;
	int rc, kind;

	if ((data = cli_slurp(path, &len)) == NULL) {
		cli_error("%s: %s", path, strerror(errno));
		return EXIT_TROUBLE;
	}
	if (wg_leaves_is_binary(data, len))
		rc = wg_leaves_info_read(&in, path, data, len, err,
		    sizeof(err));
	else if ((kind = wg_leaves_klv_kind(data, len, &nodes, &leaves)) != 0 ||
	    memchr(data, '\0', len < 64 ? len : 64) != NULL) {
		/* Text holds no NUL: a damaged KLV is told as one. */
		if (kind == 0) {
			cli_error("%s: not a KLV or KLV2 leaves file "
			    "(truncated or wrong sizes)", path);
			free(data);
			return EXIT_TROUBLE;
		}
		free(data);
		return klv_info(o, kind, nodes, leaves);
	} else {
		snprintf(err, sizeof(err), "%s: not a binary leaves file "
		    "(text leaves say nothing of what they were made for)",
		    path);
		rc = WG_E_FORMAT;
	}
	free(data);
	if (rc != WG_OK) {
		cli_error("%s", rc == WG_E_FORMAT ? err : wg_strerror(rc));
		return EXIT_TROUBLE;
	}
	wg_leaves_info_tiles(&in, tiles, sizeof(tiles));
	snprintf(crc, sizeof(crc), "%08x", (unsigned)in.lexicon_crc);
	if (o->json) {
		printf("{\"format\": \"wglv\", \"format_version\": %u, "
		    "\"variant\": ", in.format_version);
		cli_json_string(stdout, in.variant);
		fputs(", \"tiles\": ", stdout);
		cli_json_string(stdout, tiles);
		printf(", \"leaves\": %u, \"longest\": %u, \"lexicon\": ",
		    (unsigned)in.leaves, in.longest);
		cli_json_string(stdout, in.lexicon);
		printf(", \"lexicon_words\": %u, \"lexicon_crc\": \"%s\"}\n",
		    (unsigned)in.lexicon_words, in.lexicon_words ? crc : "");
		return EXIT_YES;
	}
	if (o->header)
		printf("name\tvalue\n");
	printf("format\twglv\nformat_version\t%u\nvariant\t%s\ntiles\t%s\n"
	    "leaves\t%u\nlongest\t%u\nlexicon\t%s\nlexicon_words\t%u\n"
	    "lexicon_crc\t%s\n", in.format_version, in.variant,
	    *tiles ? tiles : "-", (unsigned)in.leaves, in.longest,
	    *in.lexicon ? in.lexicon : "-", (unsigned)in.lexicon_words,
	    in.lexicon_words ? crc : "-");
	return EXIT_YES;
}

/*
 * Refuses options that go with no mode given, and modes given together;
 * NARGS operands are left.  0, or -1 after a message.
 */
static int
check_modes(const struct opts *o, int nargs)
{
	int modes = (o->train_leaves != NULL) + (o->train_stats != NULL) +
	    (o->merge_stats != NULL) + (o->write_leaves != NULL) +
	    (o->selfplay > 0) + (o->leaves_info != NULL) +
	    (o->train_win != NULL) + (o->check_win != NULL);
	int training = o->train_leaves != NULL || o->train_stats != NULL ||
	    o->train_win != NULL || o->check_win != NULL;

	if (modes > 1) {
		cli_error("--train-leaves, --train-stats, --merge-stats, "
		    "--write-leaves, --leaves-info, --train-win, --check-win "
		    "and --selfplay go one at a time");
		return -1;
	}
	if ((o->player[0] == NULL) != (o->player[1] == NULL) ||
	    ((o->player[0] != NULL || o->pairs || o->stats) &&
	    o->selfplay == 0)) {
		cli_error("--player1 and --player2 go together, and with "
		    "--pairs and --stats, with --selfplay");
		return -1;
	}
	if ((o->pairs || o->stats) && o->player[0] == NULL) {
		cli_error("--%s goes with a match: --player1 and --player2",
		    o->pairs ? "pairs" : "stats");
		return -1;
	}
	if (o->player[0] != NULL && o->equity) {
		cli_error("--equity goes with no --player1: say equity there");
		return -1;
	}
	if (o->pairs && o->selfplay % 2 != 0) {
		cli_error("--pairs: %lu games are no whole pairs", o->selfplay);
		return -1;
	}
	if (o->write_leaves != NULL && o->leaves == NULL) {
		cli_error("--write-leaves needs --leaves FILE");
		return -1;
	}
	if (o->merge_stats != NULL ? nargs < 1 : modes == 1 &&
	    o->selfplay == 0 && nargs != 0) {
		cli_error(o->merge_stats != NULL ? "--merge-stats: no "
		    "statistics files" : "no operands go with training");
		return -1;
	}
	if (o->text && o->train_leaves == NULL && o->merge_stats == NULL &&
	    o->write_leaves == NULL) {
		cli_error("--text goes with --train-leaves, --merge-stats or "
		    "--write-leaves");
		return -1;
	}
	if (!training && !o->sim.on && o->infer == NULL && !o->endgame &&
	    o->threads != 1) {
		cli_error("--threads goes with --train-leaves, --train-stats, "
		    "--train-win, --check-win, --sim, --infer or --endgame");
		return -1;
	}
	if (o->games == 0 || o->threads == 0 || o->generations == 0) {
		cli_error("--games, --generations and --threads are at least 1");
		return -1;
	}
	return 0;
}

/*
 * Refuses the options the mode O asks for does not take (wsgen(1),
 * SYNOPSIS), rather than ignore them.
 */
static void
check_options(const struct opts *o)
{
	static const struct {
		const char	*mode, *allowed;
	} modes[] = {
		{ "--leaves-info", "leaves-info header json" },
		{ "--train-leaves", "lexicon variant train-leaves games "
		    "generations seed threads leaves smoothing text quiet" },
		{ "--train-stats", "lexicon variant train-stats games seed "
		    "threads leaves quiet" },
		{ "--merge-stats", "lexicon variant merge-stats smoothing text" },
		{ "--write-leaves", "lexicon variant leaves write-leaves text" },
		{ "a match (--player1, --player2)", "lexicon variant selfplay "
		    "seed length log pairs player1 player2 stats quiet" },
		{ "--selfplay", "lexicon variant selfplay seed length log "
		    "equity leaves quiet" },
		{ "--endgame", "lexicon variant count dots endgame header json "
		    "plies pv quiet seconds seed threads" },
		{ "--sim", "lexicon variant candidates count dots header "
		    "infer iterations json leaves margin plies quiet seconds "
		    "seed sim threads win" },
		{ "a move list", "lexicon variant count dots equity exchanges "
		    "header json leaves seed word" },
		{ "--train-win", "lexicon variant train-win games seed threads "
		    "leaves quiet" },
		{ "--check-win", "lexicon variant check-win games seed threads "
		    "leaves header quiet" },
		{ "--infer", "lexicon variant count header infer json leaves "
		    "margin threads" },
		{ "--peg", "lexicon variant candidates count dots header json "
		    "leaves peg quiet seconds" },
		{ "--best", "lexicon variant best count dots header json "
		    "leaves quiet seconds seed" },
	};
	struct opts o2;
	size_t i, m = o->train_win ? 10 : o->check_win ? 11 :
	    o->leaves_info ? 0 : o->train_leaves ? 1 :
	    o->train_stats ? 2 : o->merge_stats ? 3 : o->write_leaves ? 4 :
	    o->player[0] ? 5 : o->selfplay ? 6 : o->endgame ? 7 :
	    o->peg ? 13 : o->best ? 14 : o->sim.on ? 8 : o->infer ? 12 : 9;

	/* --limit: the readers' policy, in every mode. */
	o2 = *o;
	for (i = 0; options[i].name != NULL; i++)
		if (strcmp(options[i].name, "limit") == 0)
			o2.given &= ~(UINT64_C(1) << i);
	cli_options_allowed(options, o2.given, modes[m].allowed,
	    modes[m].mode, synopsis);
	if (o->margin_given && o->infer == NULL) {
		cli_error("--margin goes with --infer");
		cli_usage_error(synopsis);
	}
	if (o->leaves != NULL && (m == 6 || m == 9) && !o->equity) {
		cli_error("--leaves goes with --equity here");
		cli_usage_error(synopsis);
	}
	if (o->log && o->stats) {
		cli_error("--log does not go with --stats: no record is "
		    "printed");
		cli_usage_error(synopsis);
	}
}

/* --plies and --threads: --sim's own way, else as a number. */
static void
plies_threads(struct opts *o)
{
	if (o->sim.on) {
		if (o->plies_arg != NULL)
			cli_sim_option(&o->sim, "plies", o->plies_arg,
			    synopsis);
		if (o->threads_arg != NULL)
			cli_sim_option(&o->sim, "threads", o->threads_arg,
			    synopsis);
		return;
	}
	if (o->plies_arg != NULL)
		o->plies = (unsigned)parse_number(o->plies_arg, "plies", 100);
	if (o->threads_arg != NULL)
		o->threads = parse_number(o->threads_arg, "threads", 256);
}

int
main(int argc, char *argv[])
{
	struct opts o;
	int c;

	cli_init("wsgen", argv);
	memset(&o, 0, sizeof(o));
	o.count = 10;
	o.games = 10000;
	o.generations = 1;
	o.threads = 1;
	o.smoothing = 20;
	o.margin = WG_INFER_MARGIN;
	while ((c = getopt_long(argc, argv, "hl:n:qv:V", options, NULL)) != -1) {
		cli_option_given(options, c, &o.given);
		switch (c) {
		case OPT_CANDIDATES:
		case OPT_ITERATIONS:
		case OPT_SECONDS:
			cli_sim_option(&o.sim, c == OPT_CANDIDATES ?
			    "candidates" : c == OPT_ITERATIONS ? "iterations" :
			    "seconds", optarg, synopsis);
			break;
		case OPT_SIM:
			o.sim.on = 1;
			break;
		case OPT_DOTS:
			o.dots = 1;
			break;
		case OPT_ENDGAME:
			o.endgame = 1;
			break;
		case OPT_PEG:
			o.peg = 1;
			break;
		case OPT_BEST:
			o.best = 1;
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
		case OPT_LEAVES_INFO:
			o.leaves_info = optarg;
			break;
		case OPT_LENGTH:
			o.length = parse_length(optarg);
			break;
		case 'l':
			o.lexicon = optarg;
			break;
		case OPT_LIMIT:
			cli_limit(optarg, synopsis);
			break;
		case OPT_INFER:
			o.infer = optarg;
			break;
		case OPT_MARGIN:
			o.margin = parse_margin(optarg);
			o.margin_given = 1;
			break;
		case OPT_LOG:
			o.log = 1;
			break;
		case OPT_PLIES:
			o.plies_arg = optarg;
			break;
		case OPT_PV:
			o.pv = 1;
			break;
		case 'n':
			o.count = (unsigned)parse_number(optarg, "count",
			    1000000);
			o.have_count = 1;
			break;
		case 'q':
			o.quiet = 1;
			break;
		case OPT_SEED:
			o.seed = parse_number(optarg, "seed", ULONG_MAX);
			o.have_seed = 1;
			break;
		case OPT_SELFPLAY:
			o.selfplay = cli_number("selfplay", optarg, 1,
			    10000000, synopsis);
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
		/* Leave training and matches. */
		case OPT_GAMES:
			o.games = parse_number(optarg, "games", 100000000);
			break;
		case OPT_GENERATIONS:
			o.generations = parse_number(optarg, "generations",
			    1000);
			break;
		case OPT_MERGE_STATS:
			o.merge_stats = optarg;
			break;
		case OPT_PAIRS:
			o.pairs = 1;
			break;
		case OPT_PLAYER1:
		case OPT_PLAYER2:
			o.player[c == OPT_PLAYER2] = optarg;
			break;
		case OPT_SMOOTHING:
			o.smoothing = parse_number(optarg, "smoothing",
			    1000000);
			break;
		case OPT_STATS:
			o.stats = 1;
			break;
		case OPT_TEXT:
			o.text = 1;
			break;
		case OPT_THREADS:
			o.threads_arg = optarg;
			break;
		case OPT_TRAIN_LEAVES:
			o.train_leaves = optarg;
			break;
		case OPT_TRAIN_STATS:
			o.train_stats = optarg;
			break;
		case OPT_WRITE_LEAVES:
			o.write_leaves = optarg;
			break;
		case OPT_CHECK_WIN:
			o.check_win = optarg;
			break;
		case OPT_TRAIN_WIN:
			o.train_win = optarg;
			break;
		case OPT_WIN:
			o.win = optarg;
			break;
		default:
			cli_usage_error(synopsis);
		}
	}
	plies_threads(&o);
	if ((o.peg || o.best) && !o.sim.on) {
		/* Theirs, not the simulation's. */
		o.seconds = o.sim.opt.seconds;
		o.candidates = o.sim.have_candidates ? o.sim.opt.candidates :
		    0;
		o.sim.have_seconds = o.sim.have_candidates = 0;
	}
	if (o.endgame && !o.sim.on) {
		/* --endgame --seconds: the solve's budget. */
		o.seconds = o.sim.opt.seconds;
		o.sim.have_seconds = 0;
	}
	if (o.peg + o.best > 0 && o.peg + o.best + o.endgame + o.sim.on > 1) {
		cli_error("--peg, --best, --endgame and --sim go one at a "
		    "time");
		cli_usage_error(synopsis);
	}
	cli_sim_check(&o.sim, o.seed, synopsis);
	if (o.sim.on && (o.selfplay > 0 || o.word != NULL || o.exchanges ||
	    o.endgame)) {
		cli_error("--sim does not go with --%s", o.selfplay > 0 ?
		    "selfplay" : o.word != NULL ? "word" : o.exchanges ?
		    "exchanges" : "endgame");
		cli_usage_error(synopsis);
	}
	if (check_modes(&o, argc - optind) != 0)
		cli_usage_error(synopsis);
	if ((o.log || o.length != 0) && o.selfplay == 0 && o.train_leaves ==
	    NULL && o.train_stats == NULL && o.merge_stats == NULL &&
	    o.write_leaves == NULL && o.leaves_info == NULL) {
		cli_error("--%s goes with --selfplay",
		    o.log ? "log" : "length");
		cli_usage_error(synopsis);
	}
	endgame_usage(&o);
	if (o.header && (o.json || o.selfplay > 0))
		cli_header_error(o.json ? "--json" : "--selfplay", synopsis);
	check_options(&o);
	if (o.leaves_info != NULL)
		return cli_finish(leaves_info(&o));
	if (o.train_win != NULL || o.check_win != NULL)
		return cli_finish(win_train(&o));
	if (o.train_leaves != NULL || o.train_stats != NULL ||
	    o.merge_stats != NULL || o.write_leaves != NULL)
		return cli_finish(train(&o, argv + optind, argc - optind));
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
	c = cli_finish(solve(&o, argv[optind],
	    optind + 1 < argc ? argv[optind + 1] : NULL));
	if (endgame_stop != 0) {
		/* The moves are out: now die of the signal, as asked. */
		signal(endgame_stop, SIG_DFL);
		raise(endgame_stop);
	}
	return c;
}
