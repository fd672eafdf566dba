/*
 * wsreplay: replays game records (GCG or native logs), checks every move,
 * score and total, and prints the turns, a summary, a position or the
 * record in the other format.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "cli.h"

static const char synopsis[] =
    "Usage: wsreplay [-l LEX] [-v VARIANT] [--json | --summary | --turn N "
    "[--cgp] |\n                --to-gcg | --to-log] [--no-lexicon] "
    "[FILE...]\n       wsreplay --level POINTS\n"
    "       wsreplay [-l LEX] [-v VARIANT] [--no-lexicon] --html [FILE]\n"
    "       wsreplay --analyze [--json | --html] [--leaves FILE] "
    "[--seconds S]\n                [--sim [--plies P] "
    "[--iterations N | --seconds S] [--threads T]\n"
    "                [--candidates K] [--seed S]] [--endgame-nodes N] "
    "[--no-infer]\n                [FILE...]\n"
    "       wsreplay [-l LEX] [-v VARIANT] --turn N --infer [--margin M] "
    "[--leaves FILE]\n                [--header] [FILE]\n";

/* --endgame-nodes at most: about an hour's solve. */
#define ENDGAME_NODES_MAX	1000000000UL

enum {
	OPT_CGP = CHAR_MAX + 1,
	OPT_HEADER,
	OPT_HTML,
	/* Analysis. */
	OPT_ANALYZE,
	OPT_CANDIDATES,
	OPT_ITERATIONS,
	OPT_LEAVES,
	OPT_PLIES,
	OPT_SECONDS,
	OPT_SEED,
	OPT_SIM,
	OPT_ENDGAME_NODES,
	OPT_NO_INFER,
	OPT_THREADS,
	/* Inference. */
	OPT_INFER,
	OPT_MARGIN,
	/* The rest. */
	OPT_JSON,
	OPT_LEVEL,
	OPT_LIMIT,
	OPT_NO_LEXICON,
	OPT_STRICT,
	OPT_SUMMARY,
	OPT_TO_GCG,
	OPT_TO_LOG,
	OPT_TURN,
	OPT_VERSION
};

static const struct option options[] = {
	{ "analyze",	no_argument,		NULL,	OPT_ANALYZE },
	{ "candidates",	required_argument,	NULL,	OPT_CANDIDATES },
	{ "cgp",	no_argument,		NULL,	OPT_CGP },
	{ "header",	no_argument,		NULL,	OPT_HEADER },
	{ "help",	no_argument,		NULL,	'h' },
	{ "html",	no_argument,		NULL,	OPT_HTML },
	{ "infer",	no_argument,		NULL,	OPT_INFER },
	{ "iterations",	required_argument,	NULL,	OPT_ITERATIONS },
	{ "json",	no_argument,		NULL,	OPT_JSON },
	{ "leaves",	required_argument,	NULL,	OPT_LEAVES },
	{ "level",	required_argument,	NULL,	OPT_LEVEL },
	{ "lexicon",	required_argument,	NULL,	'l' },
	{ "limit",	required_argument,	NULL,	OPT_LIMIT },
	{ "margin",	required_argument,	NULL,	OPT_MARGIN },
	{ "no-infer",	no_argument,		NULL,	OPT_NO_INFER },
	{ "no-lexicon",	no_argument,		NULL,	OPT_NO_LEXICON },
	{ "plies",	required_argument,	NULL,	OPT_PLIES },
	{ "quiet",	no_argument,		NULL,	'q' },
	{ "seconds",	required_argument,	NULL,	OPT_SECONDS },
	{ "seed",	required_argument,	NULL,	OPT_SEED },
	{ "sim",	no_argument,		NULL,	OPT_SIM },
	{ "endgame-nodes", required_argument,	NULL,	OPT_ENDGAME_NODES },
	{ "strict",	no_argument,		NULL,	OPT_STRICT },
	{ "summary",	no_argument,		NULL,	OPT_SUMMARY },
	{ "threads",	required_argument,	NULL,	OPT_THREADS },
	{ "to-gcg",	no_argument,		NULL,	OPT_TO_GCG },
	{ "to-log",	no_argument,		NULL,	OPT_TO_LOG },
	{ "turn",	required_argument,	NULL,	OPT_TURN },
	{ "variant",	required_argument,	NULL,	'v' },
	{ "version",	no_argument,		NULL,	OPT_VERSION },
	{ NULL,		0,			NULL,	0 }
};

static void
help(void)
{
	printf("%s", synopsis);
	printf(
"Replay each game record in FILE (GCG or a native log; plain, compressed\n"
"or in an archive; - or none is standard input) and check every move,\n"
"rack, score and total and the end of the game.  Prints one line per turn:\n"
"TURN PLAYER MOVE SCORE TOTAL WORDS LEAVE UNSEEN, tab separated, then a\n"
"result line.\n"
"\n"
"With --analyze, print for each turn a player decided with a known rack\n"
"TURN PLAYER MOVE VALUE BEST BESTVALUE LOSS METHOD FLAGS (phony: words the\n"
"lexicon lacks, played as they stood; withdrawn: challenged off, valued as\n"
"a pass), then TOTAL PLAYER TURNS LOSS for each player; turns with the bag\n"
"empty are solved exactly (METHOD endgame).\n"
"\n"
"      --analyze       the move played against the engine's best, each turn\n"
"      --candidates=K  --sim: moves simulated (default 10)\n"
"      --cgp           with --turn: print a CGP line, not a board file\n"
"      --endgame-nodes=N  --analyze: positions an empty-bag turn's solve may\n"
"                      search (default 500000; 0: no solve)\n"
"      --header        print a line of column names first (turn lines,\n"
"                      --summary)\n"
"  -h, --help          print this help and exit\n"
"      --html          write the game as a web page to step through\n"
"                      (with --analyze: its analysis too)\n"
"      --infer         with --turn N: the leaves the player who moved before\n"
"                      turn N may have kept (LEAVE PROBABILITY COUNT)\n"
"      --iterations=N  --sim: iterations at most (default 1000)\n"
"      --json          print one JSON object per game\n"
"      --leaves=FILE   --analyze: leave values, one \"LEAVE VALUE\" a line\n"
"      --level=POINTS  print the Wordspionage level of a player with POINTS\n"
"                      skill points, and exit\n"
"  -l, --lexicon=LEX   check words in lexicon LEX (default 'default')\n"
"      --limit=NAME=N  raise or lower a limit: text, lines, turns,\n"
"                      memory (the --html page)\n"
"      --margin=M      --infer: points below the best the move may be\n"
"                      (default 5)\n"
"      --no-infer      --analyze --sim: draw the opponent's racks at random,\n"
"                      not from what their last move tells\n"
"      --no-lexicon    do not check words\n"
"      --plies=P       --sim: turns played after each candidate (default 2)\n"
"  -q, --quiet         no progress line on a terminal\n"
"      --seconds=S     --sim: stop each turn's simulation after S seconds;\n"
"                      --analyze without --sim: each turn's budget, the\n"
"                      method by the position (as wsgen --best)\n"
"      --seed=S        --sim: the simulation's seed (default 0)\n"
"      --sim           --analyze: value moves by simulation\n"
"      --strict        warnings (a rack that lacks the tiles kept) make a\n"
"                      record wrong\n"
"      --summary       print one line per game: FILE ok|bad|unfinished\n"
"                      TURNS, then each player's name and final score\n"
"      --threads=T     --sim: threads (default 1)\n"
"      --to-gcg        print the records as GCG\n"
"      --to-log        print the records as native logs (wglog(5))\n"
"      --turn=N        print the position before turn N as a board file\n"
"                      (end: after the record's last line)\n"
"  -v, --variant=VARIANT  the game's rules (default: the record's, else\n"
"                      classic)\n"
"      --version       print the version and exit\n"
"\n"
"Exit status: 0 every record is right, 1 some record is wrong, 2 trouble.\n"
"See wsreplay(1) and wglog(5).\n");
	exit(cli_finish(EXIT_YES));
}

enum mode { MODE_TURNS, MODE_JSON, MODE_SUMMARY, MODE_TURN, MODE_TO_GCG,
	MODE_TO_LOG, MODE_HTML, MODE_ANALYZE };

#define MAX_VARIANTS	8

/* --analyze --html: a turn's analysis, kept for the replay that draws
   the page. */
struct page_turn {
	unsigned	 number;
	struct wg_move	 best;
	char		 best_text[WG_MOVE_TEXT_MAX];
	const char	*method;
	double		 value, best_value, loss;
	double		 win, best_win;
};

struct run {
	enum mode	 mode;
	const char	*lexicon_name;
	const char	*variant_name;
	int		 no_lexicon;
	int		 strict;	/* --strict: warnings are problems */
	int		 cgp;
	unsigned long	 turn;
	struct wg_lexicon *lex;
	char		 lex_name[WG_NAME_MAX];	/* what lex was loaded as */
	char		 lex_checked[WG_NAME_MAX];	/* suits this variant */
	struct wg_variant *variants[MAX_VARIANTS];
	size_t		 nvariants;
	int		 status;
	size_t		 records;	/* printed, for blank lines between */
	/* The game being replayed. */
	const char	*name;
	const struct wg_record *record;
	const struct wg_variant *v;
	int		 found;		/* --analyze: stop */
	/* --turn: the position, printed at the end when the input holds
	   one record. */
	char		 position[WG_BOARD_TEXT_MAX];
	int		 turn_shown;
	size_t		 turn_records;
	/* --to-gcg, --to-log: the records converted, written at the end. */
	char		*out;
	size_t		 out_len;
	size_t		 out_cap;
	/* Progress: files when several are given, else records. */
	struct cli_progress progress;
	int		 quiet;
	int		 header;
	int		 by_file;
	unsigned long	 replayed;
	/* --html: the page of the one game, written at the end. */
	struct wg_viewer *viewer;
	char		*page;
	size_t		 page_len;
	size_t		 games;
	/* --analyze --html: the turns analysed, drawn in the page. */
	int		 analyze_html;
	struct page_turn *page_turns;
	size_t		 npage_turns;
	/* --analyze. */
	int		 json;
	const char	*leaves_name;
	struct cli_sim	 sim;
	uint64_t	 seed;
	struct wg_analyzer *analyzer;
	double		 best_seconds;	/* --analyze --seconds, no --sim */
	unsigned long	 endgame_nodes;	/* --endgame-nodes */
	int		 no_infer;	/* --no-infer */
	/* --turn N --infer: each player's last move so far, and the
	   leaves inferred, printed at the end. */
	int		 infer;
	double		 margin;
	int		 margin_given;
	struct wg_board	 last_before[2];
	struct wg_move	 last_move[2];
	int		 last_known[2];
	int		 any_last;
	unsigned	 last_player;
	char		*infer_text;
	size_t		 infer_len;
	int		 have_endgame_nodes;
	struct wg_leaves *leaves;	/* of LEAVES_VARIANT */
	const struct wg_variant *leaves_variant;
	struct wg_win	*win;		/* of WIN_VARIANT, NULL: none ships */
	const struct wg_variant *win_variant;
	size_t		 analyzed;	/* records, for progress */
	unsigned	 printed;	/* turns of the record */
	int		 opened;	/* its output begun */
	const char	*where;		/* its name */
};

static void
worse(struct run *run, int status)
{
	if (status > run->status)
		run->status = status;
}

/* 1 if a record replayed so is wrong: a problem, or under --strict a
   warning. */
static int
wrong(const struct run *run, const struct wg_replay_result *res)
{
	return res->problems > 0 || (run->strict && res->warnings > 0);
}

/*
 * Makes run->lex the lexicon record R, named WHERE, is checked in: -l,
 * else the lexicon the record names when one of that name is installed,
 * else the variant's, else "default"; loading it unless loaded.  Returns
 * 0, or -1 after a message (a lexicon that cannot load is not tried
 * again).
 */
static int
record_lexicon(struct run *run, const struct wg_record *r, const char *where)
{
	char path[PATH_MAX];
	const char *want = run->lexicon_name != NULL ? run->lexicon_name :
	    run->v->lexicon[0] != '\0' ? run->v->lexicon : "default";
	int named = 0;

	if (run->lexicon_name == NULL && r->lexicon[0] != '\0') {
		if (wg_lexicon_find_any_case(r->lexicon, WG_DATADIR, path,
		    sizeof(path)) == WG_OK) {
			want = r->lexicon;
			named = 1;
		} else
			cli_error("%s: warning: lexicon '%s' is not installed; "
			    "words checked in '%s'", where, r->lexicon, want);
	}
	if (strcmp(run->lex_name, want) != 0) {
		wg_analyzer_free(run->analyzer);
		run->analyzer = NULL;
		wg_leaves_free(run->leaves);
		run->leaves = NULL;
		run->leaves_variant = NULL;
		wg_lexicon_free(run->lex);
		snprintf(run->lex_name, sizeof(run->lex_name), "%s", want);
		run->lex = named ? cli_lexicon_open(path) :
		    run->lexicon_name != NULL || run->v->lexicon[0] == '\0' ?
		    cli_lexicon_open(run->lexicon_name) :
		    cli_lexicon_open_named(want);
		run->lex_checked[0] = '\0';
	}
	if (run->lex == NULL)
		return -1;
	/* Checked once per variant in a row of records. */
	if (strcmp(run->lex_checked, run->v->name) != 0) {
		if (cli_lexicon_check(run->lex, want, run->v, run->name) != 0)
			return -1;
		snprintf(run->lex_checked, sizeof(run->lex_checked), "%s",
		    run->v->name);
	}
	return 0;
}

/* The name of the lexicon that checked the record's words, or NULL. */
static const char *
lexicon_used(const struct run *run)
{
	return run->no_lexicon ? NULL : run->lex_name;
}

static struct wg_variant *
variant_for(struct run *run, const struct wg_record *r)
{
	const char *name = run->variant_name;
	char where[4200];
	size_t i;

	if (name == NULL)
		name = r->variant[0] != '\0' ? r->variant : "classic";
	for (i = 0; i < run->nvariants; i++)
		if (strcmp(run->variants[i]->name, name) == 0)
			return run->variants[i];
	if (run->nvariants == MAX_VARIANTS) {
		wg_variant_free(run->variants[0]);
		memmove(run->variants, run->variants + 1,
		    (MAX_VARIANTS - 1) * sizeof(run->variants[0]));
		run->nvariants--;
	}
	if (run->variant_name == NULL) {
		/* The record names it (a name, never a file): say where. */
		if (r->variant_line > 0)
			snprintf(where, sizeof(where), "%s:%u:%u", run->name,
			    r->variant_line, r->variant_col);
		run->variants[run->nvariants] = cli_variant_open_named(
		    r->variant_line > 0 ? where : NULL, name);
	} else
		run->variants[run->nvariants] = cli_variant_open(name);
	if (run->variants[run->nvariants] == NULL)
		return NULL;
	return run->variants[run->nvariants++];
}

static const char *
tiles(const struct wg_variant *v, const uint8_t *t, unsigned n, char *buf,
    size_t size)
{
	size_t used = 0;
	unsigned i;

	buf[0] = '\0';
	for (i = 0; i < n && used + 5 < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s",
		    t[i] == 0 ? "?" : wg_alphabet_letter(v->alphabet, t[i]));
	return buf;
}

/* A wheel: "[wheel bingo]", "[wheel mission SPY WS$1050]", ... */
static void
wheel_text(const struct wg_event *e, const struct wg_replay_turn *t,
    char *buf, size_t size)
{
	static const char *const triggers[] = {
		"mission ", "bingo", "win", "activation "
	};
	const char *arg = e->wheel == WG_WHEEL_MISSION ||
	    e->wheel == WG_WHEEL_ACTIVATION ? e->move : "";

	if (e->prize == WG_PRIZE_WS)
		snprintf(buf, size, "[wheel %s%s WS$%d]", triggers[e->wheel],
		    arg, t->ws);
	else if (e->prize == WG_PRIZE_SPEC)
		snprintf(buf, size, "[wheel %s%s %s]", triggers[e->wheel], arg,
		    wg_spec_name(e->spec));
	else
		snprintf(buf, size, "[wheel %s%s]", triggers[e->wheel], arg);
}

/* The move column: the move as played, or what the line says. */
static void
move_text(struct run *run, const struct wg_replay_turn *t, char *buf,
    size_t size)
{
	const struct wg_event *e = t->event;

	switch (e->kind) {
	case WG_EV_PLAY:
		if (t->move == NULL || wg_move_write(t->move,
		    run->v->alphabet, t->before, buf, size) == (size_t)-1)
			snprintf(buf, size, "%s", e->move);
		break;
	case WG_EV_WITHDRAW:
		snprintf(buf, size, "--");
		break;
	case WG_EV_CHALLENGE:
		snprintf(buf, size, "(challenge)");
		break;
	case WG_EV_TIME:
		snprintf(buf, size, "(time)");
		break;
	case WG_EV_SPEC:
		snprintf(buf, size, "[%s WS$%d]", e->move, t->ws);
		break;
	case WG_EV_WHEEL:
		wheel_text(e, t, buf, size);
		break;
	case WG_EV_FORFEIT:
		snprintf(buf, size, "[forfeit]");
		break;
	case WG_EV_TIMEOUT:
		snprintf(buf, size, "[timeout]");
		break;
	case WG_EV_CONCEDE:
		snprintf(buf, size, "[concede]");
		break;
	case WG_EV_BUY:
		snprintf(buf, size, "[buy %s %s]", e->move, e->to_board ?
		    "board" : "rack");
		break;
	default:
		snprintf(buf, size, "(%s)", e->move);
		break;
	}
}

static void
words_text(struct run *run, const struct wg_replay_turn *t, char *buf,
    size_t size, int json)
{
	char word[WG_BOARD_MAX * 4 + 1];
	size_t used = 0;
	unsigned i;

	buf[0] = '\0';
	if (t->check == NULL)
		return;
	for (i = 0; i < t->check->nwords && used + 1 < size; i++) {
		wg_word_spell(t->before, &t->check->words[i], word,
		    sizeof(word));
		used += (size_t)snprintf(buf + used, size - used,
		    json ? "%s\"%s\"" : "%s%s", i > 0 ? "," : "", word);
	}
	(void)run;
}

/*
 * --turn: the position AT names the lexicon that checked the record, so
 * that a program reading it uses the same: its name, or the name of its
 * file (-l PATH) when that is a name; none when words were not checked.
 */
static void
turn_lexicon(const struct run *run, struct wg_board *at)
{
	const char *name = lexicon_used(run), *slash;
	size_t n, i;

	at->lexicon[0] = '\0';
	if (name == NULL)
		return;
	if ((slash = strrchr(name, '/')) != NULL)
		name = slash + 1;
	n = strlen(name);
	if (n > 4 && strcmp(name + n - 4, ".wgl") == 0)
		n -= 4;
	if (n == 0 || n >= sizeof(at->lexicon) || name[0] == '.')
		return;
	for (i = 0; i < n; i++)
		if (strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789-_.", name[i]) == NULL)
			return;
	memcpy(at->lexicon, name, n);
	at->lexicon[n] = '\0';
}

/*
 * --turn N: the racks of the other player of a two-player game, which the
 * record tells later: their next line's rack when it is whole (they draw
 * nothing before it), else the rack an end-of-game line lists.
 */
static void
turn_racks(const struct run *run, const struct wg_replay_turn *t,
    struct wg_board *at)
{
	const struct wg_record *r = run->record;
	const struct wg_event *e;
	char why[256];
	unsigned q = 1 - t->player, held;
	size_t k;

	if (r->players != 2 || !wg_variant_plain_moves(run->v))
		return;
	held = t->nunseen < run->v->rack_size ? t->nunseen :
	    run->v->rack_size;
	for (k = (size_t)(t->event - r->events) + 1; k < r->nevents; k++) {
		e = &r->events[k];
		if (e->kind == WG_EV_PLAY && e->player == q) {
			if (e->has_rack && wg_board_set_rack(at, q, e->rack,
			    why, sizeof(why)) == WG_OK && at->rack_len[q] !=
			    held)
				at->rack_known[q] = 0;
			return;
		}
		/* The tiles left on the rack at the end: the rack. */
		if ((e->kind == WG_EV_OUT && e->player != q) ||
		    (e->kind == WG_EV_PENALTY && e->player == q)) {
			if (wg_board_set_rack(at, q, e->move, why,
			    sizeof(why)) == WG_OK && at->rack_len[q] != held)
				at->rack_known[q] = 0;
			return;
		}
	}
}

/* 1 if E is the last line of play of R. */
static int
last_line(const struct wg_record *r, const struct wg_event *e)
{
	size_t k;

	for (k = (size_t)(e - r->events) + 1; k < r->nevents; k++)
		if (r->events[k].kind != WG_EV_NOTE)
			return 0;
	return 1;
}

/* --turn end: the racks the record gives at its end (GCG's #rack1,
   #rack2... pragmas, a log's "rack" lines). */
static void
end_racks(struct run *run, struct wg_board *at)
{
	const struct wg_record *r = run->record;
	char why[256];
	unsigned p;

	for (p = 0; p < r->players && p < WG_MAX_PLAYERS; p++)
		if (r->final_rack[p][0] != '\0' && wg_board_set_rack(at, p,
		    r->final_rack[p], why, sizeof(why)) != WG_OK) {
			cli_error("%s: %s's rack %s given at the end: %s",
			    run->name, r->nick[p], r->final_rack[p], why);
			worse(run, EXIT_NO);
		}
}

static int analysis_leaves(struct run *run);

/*
 * --turn N --infer: before turn N, each player's last move is kept; at
 * turn N, the leaves the other player may have kept with theirs, on the
 * position before it with the rack of N's player, written to infer_text.
 */
static int
turn_infer(struct run *run, const struct wg_replay_turn *t)
{
	struct wg_infer_options io;
	struct wg_infer *inf = NULL;
	struct wg_board b;
	FILE *fp;
	unsigned q = 1 - t->player;
	int rc;

	if (t->number == run->turn)
		run->turn_shown = 1;	/* no "fewer turns" */
	if (t->number != run->turn) {
		if (t->event->kind != WG_EV_PLAY || t->player > 1)
			return 0;
		run->any_last = 1;
		run->last_player = t->player;
		run->last_known[t->player] = t->move != NULL && !(t->flags &
		    (WG_TURN_WITHDRAWN | WG_TURN_CHALLENGE_LOST));
		if (run->last_known[t->player]) {
			run->last_before[t->player] = *t->before;
			run->last_move[t->player] = *t->move;
		}
		return 0;
	}
	if (run->record->players != 2 ||
	    !wg_variant_plain_moves(run->v)) {
		cli_error("--infer reads two-player games other than the "
		    "stacking game");
		worse(run, EXIT_TROUBLE);
		return 1;
	}
	if (!run->any_last || run->last_player != q || !run->last_known[q]) {
		cli_error("--turn %lu --infer: the line before it is no move "
		    "of the other player's", run->turn);
		worse(run, EXIT_TROUBLE);
		return 1;
	}
	if (analysis_leaves(run) != 0 || run->leaves == NULL) {
		if (run->leaves == NULL && run->leaves_variant != NULL)
			cli_error("--infer needs leave values: --leaves FILE");
		worse(run, EXIT_TROUBLE);
		return 1;
	}
	b = run->last_before[q];
	if (t->before->rack_known[t->player]) {
		memcpy(b.rack[t->player], t->before->rack[t->player],
		    t->before->rack_len[t->player]);
		b.rack_len[t->player] = t->before->rack_len[t->player];
		b.rack_known[t->player] = 1;
	}
	memset(&io, 0, sizeof(io));
	io.margin = run->margin;
	io.threads = 1;
	io.leaves = run->leaves;
	if ((rc = wg_infer_new(&inf, run->lex, run->v)) != WG_OK ||
	    (rc = wg_infer_run(inf, &b, &run->last_move[q], &io)) != WG_OK) {
		cli_error("--infer: %s", inf != NULL ? wg_infer_error(inf) :
		    wg_strerror(rc));
		worse(run, EXIT_TROUBLE);
	} else if (wg_infer_count(inf) == 0) {
		cli_error("--infer: %s", wg_infer_error(inf));
		worse(run, EXIT_NO);
	} else if ((fp = open_memstream(&run->infer_text,
	    &run->infer_len)) == NULL) {
		cli_error("%s", wg_strerror(WG_E_NOMEM));
		worse(run, EXIT_TROUBLE);
	} else {
		cli_infer_print(fp, inf, run->v, run->header, 0, 0);
		if (fclose(fp) != 0) {
			cli_error("%s", wg_strerror(WG_E_NOMEM));
			worse(run, EXIT_TROUBLE);
		}
	}
	wg_infer_free(inf);
	return 1;
}

/* --html: turn T in the page, with its analysis under --analyze. */
static int
page_turn(struct run *run, const struct wg_replay_turn *t, const char *move)
{
	struct wg_viewer_analysis a;
	const struct page_turn *pt;
	size_t i;

	for (i = 0; i < run->npage_turns; i++)
		if (run->page_turns[i].number == t->number)
			break;
	if (i == run->npage_turns)
		return wg_viewer_turn(run->viewer, t, move);
	pt = &run->page_turns[i];
	a.best = &pt->best;
	a.best_text = pt->best_text;
	a.method = pt->method;
	a.value = pt->value;
	a.best_value = pt->best_value;
	a.loss = pt->loss;
	a.win = pt->win;
	a.best_win = pt->best_win;
	return wg_viewer_turn_analysed(run->viewer, t, move, &a);
}

static int
on_turn(const struct wg_replay_turn *t, void *arg)
{
	struct run *run = arg;
	char move[WG_MOVE_TEXT_MAX + 48], words[2048], leave[WG_RACK_TEXT];
	char unseen[WG_BAG_MAX * 4 + 1];
	char rack[WG_RACK_TEXT];
	const char *nick = run->record->nick[t->player];
	int rack_known = t->before->rack_known[t->player];
	unsigned placed = t->check != NULL ? t->check->ntiles : 0;
	int bingo = t->check != NULL && t->check->is_bingo;

	if (run->mode == MODE_TURN) {
		/* --turn end (0): the position after each line, the last
		   one kept. */
		struct wg_board at;

		if (run->infer)
			return turn_infer(run, t);
		if (run->turn != 0 && t->number != run->turn)
			return 0;
		at = run->turn == 0 ? *t->after : *t->before;
		turn_lexicon(run, &at);
		if (run->turn != 0)
			turn_racks(run, t, &at);
		else if (last_line(run->record, t->event))
			end_racks(run, &at);
		run->turn_shown = (run->cgp ? wg_board_write_cgp(&at,
		    run->position, sizeof(run->position)) :
		    wg_board_write(&at, run->position,
		    sizeof(run->position))) != (size_t)-1;
		return run->turn != 0;
	}
	if (run->mode == MODE_SUMMARY || run->mode == MODE_TO_GCG ||
	    run->mode == MODE_TO_LOG)
		return 0;
	move_text(run, t, move, sizeof(move));
	if (run->mode == MODE_HTML)
		return page_turn(run, t, move);
	words_text(run, t, words, sizeof(words), run->mode == MODE_JSON);
	tiles(run->v, t->leave, t->nleave, leave, sizeof(leave));
	tiles(run->v, t->unseen, t->nunseen, unseen, sizeof(unseen));
	tiles(run->v, t->before->rack[t->player], t->before->rack_len[t->player],
	    rack, sizeof(rack));
	if (run->mode == MODE_JSON) {
		printf("%s{\"turn\":%u,\"player\":", t->number > 1 ? "," : "",
		    t->number);
		cli_json_string(stdout, nick);
		printf(",\"move\":");
		cli_json_string(stdout, move);
		printf(",\"score\":%d,\"total\":%d,\"words\":[%s],\"leave\":",
		    t->score, t->total, words);
		if (t->leave_known)
			cli_json_string(stdout, leave);
		else
			printf("null");
		printf(",\"unseen\":\"%s\",\"rack\":", unseen);
		if (rack_known)
			cli_json_string(stdout, rack);
		else
			printf("null");
		printf(",\"tiles\":%u,\"bingo\":%s}", placed,
		    bingo ? "true" : "false");
		return 0;
	}
	printf("%u\t%s\t%s\t%d\t%d\t%s\t%s\t%s\t%s\t%u\t%d\n", t->number,
	    cli_field(nick), cli_field(move), t->score, t->total, words, t->leave_known ? leave : "-",
	    unseen, rack_known ? rack : "-", placed, bingo);
	return 0;
}

/*
 * Problems are printed at once, with their column when they have one;
 * --json also lists them in the object.
 */
struct problem_list {
	unsigned	 line;
	unsigned	 col;		/* 0: none */
	char		*msg;
};
static struct problem_list *problems;
static size_t nproblems;

static void
on_problem(unsigned line, unsigned col, const char *msg, void *arg)
{
	struct run *run = arg;
	struct problem_list *p;

	if (col > 0)
		cli_error("%s:%u:%u: %s", run->name, line, col, msg);
	else
		cli_error("%s:%u: %s", run->name, line, msg);
	if (run->mode == MODE_HTML)
		(void)wg_viewer_problem(run->viewer, line, col, msg);
	if (run->mode != MODE_JSON)
		return;
	if ((p = realloc(problems, (nproblems + 1) * sizeof(*p))) == NULL)
		return;
	problems = p;
	problems[nproblems].line = line;
	problems[nproblems].col = col;
	if ((problems[nproblems].msg = strdup(msg)) != NULL)
		nproblems++;
}

static const char *
end_name(const struct wg_replay_result *res)
{
	switch (res->end) {
	case WG_END_OUT:
		return "out";
	case WG_END_STALL:
		return "stall";
	case WG_END_TIMEOUT:
		return "timeout";
	case WG_END_FORFEIT:
		return "forfeit";
	case WG_END_CONCEDE:
		return "concede";
	case WG_END_POOL:
		return "pool";
	case WG_END_FULL:
		return "full";
	default:
		return "unfinished";
	}
}

static const char *
left_name(enum wg_end how)
{
	return how == WG_END_TIMEOUT ? "\"timeout\"" : how == WG_END_FORFEIT ?
	    "\"forfeit\"" : how == WG_END_CONCEDE ? "\"concede\"" : "null";
}

/* The game ended by a player: went out, timed out, forfeited, conceded. */
static int
ended_by_player(enum wg_end how)
{
	return how == WG_END_OUT || how == WG_END_TIMEOUT ||
	    how == WG_END_FORFEIT || how == WG_END_CONCEDE;
}

static const char *
winner_name(const struct wg_record *r, const struct wg_replay_result *res)
{
	return res->winner >= 0 ? r->nick[res->winner] :
	    res->winner == -1 ? "tie" : "-";
}

static void
print_json_end(struct run *run, const struct wg_record *r,
    const struct wg_replay_result *res)
{
	static const char *const accounts[] = { "none", "double", "transfer" };
	size_t i;

	printf("],\"players\":[");
	for (i = 0; i < r->players; i++) {
		printf("%s{\"nick\":", i > 0 ? "," : "");
		cli_json_string(stdout, r->nick[i]);
		printf(",\"name\":");
		cli_json_string(stdout, r->name[i] != NULL ? r->name[i] : "");
		printf(",\"score\":%d,\"before_end\":%d}", res->score[i],
		    res->pre_end[i]);
	}
	printf("]");
	if (res->specs > 0 || res->wordspionage) {
		printf(",\"ws\":[");
		for (i = 0; i < r->players; i++)
			printf("%s%d", i > 0 ? "," : "", res->ws[i]);
		printf("]");
	}
	if (res->wordspionage || run->v->lengths) {
		printf(",\"left\":[");
		for (i = 0; i < r->players; i++)
			printf("%s%s", i > 0 ? "," : "",
			    left_name(res->left[i]));
		printf("]");
	}
	if (res->wordspionage)
		printf(",\"skill\":%s", res->skill ? "true" : "false");
	/* A game whose length makes its pool: its market. */
	if (run->v->lengths) {
		printf(",\"pool\":%u,\"bought\":[", res->pool);
		for (i = 0; i < r->players; i++)
			printf("%s%u", i > 0 ? "," : "", res->bought[i]);
		printf("],\"market\":%u", res->market_left);
	}
	printf(",\"end\":\"%s\",\"out\":", end_name(res));
	if (ended_by_player(res->end))
		cli_json_string(stdout, r->nick[res->out_player]);
	else
		printf("null");
	printf(",\"accounting\":\"%s\",\"winner\":",
	    accounts[res->accounting]);
	cli_json_string(stdout, winner_name(r, res));
	printf(",\"problems\":[");
	for (i = 0; i < nproblems; i++) {
		printf("%s{\"line\":%u,\"column\":", i > 0 ? "," : "",
		    problems[i].line);
		if (problems[i].col > 0)
			printf("%u", problems[i].col);
		else
			printf("null");
		printf(",\"message\":");
		cli_json_string(stdout, problems[i].msg);
		printf("}");
		free(problems[i].msg);
	}
	nproblems = 0;
	printf("],\"ok\":%s}\n", !wrong(run, res) ? "true" : "false");
}

/* After the result line of the stacking game: purchases, who left. */
static void
print_stack_end(const struct wg_record *r, const struct wg_replay_result *res)
{
	size_t i;

	printf("bought");
	for (i = 0; i < r->players; i++)
		printf("\t%s\t%u", cli_field(r->nick[i]), res->bought[i]);
	printf("\n");
	for (i = 0; i < r->players; i++)
		if (res->left[i] == WG_END_CONCEDE)
			printf("left\t%s\tconcede\n", cli_field(r->nick[i]));
}

/* After the result line: WS$, the players who left, skill points. */
static void
print_spy_end(const struct wg_record *r, const struct wg_replay_result *res)
{
	size_t i;

	printf("ws");
	for (i = 0; i < r->players; i++)
		printf("\t%s\t%d", cli_field(r->nick[i]), res->ws[i]);
	printf("\n");
	if (!res->wordspionage)
		return;
	for (i = 0; i < r->players; i++)
		if (res->left[i] != WG_END_NONE)
			printf("left\t%s\t%s\n", cli_field(r->nick[i]),
			    res->left[i] == WG_END_TIMEOUT ? "timeout" :
			    "forfeit");
	if (res->skill && res->skill_from >= 0)
		printf("skill\t%s\t%s\t%s\n", cli_field(r->nick[res->winner]),
		    cli_field(r->nick[res->skill_from]),
		    wg_level_name(r->skill[res->skill_from]));
	else if (res->skill)
		printf("skill\t%s\t-\t-\n", cli_field(r->nick[res->winner]));
	else
		printf("skill\t-\t%s\n", res->winner == -2 ? "unfinished" :
		    res->winner == -1 ? "tie" : "not halfway");
}

/* --html: one game a page; a second is refused. */
static int
html_start(struct run *run, const char *where)
{
	if (run->games++ > 0) {
		cli_error("%s: --html shows one game, and the input holds more",
		    where);
		return 0;
	}
	if (wg_viewer_new(&run->viewer, run->record) != WG_OK) {
		cli_error("%s", wg_strerror(WG_E_NOMEM));
		return 0;
	}
	return 1;
}

static void
html_end(struct run *run, const struct wg_replay_result *res,
    const char *where)
{
	int rc = wg_viewer_finish(run->viewer, res, where, &run->page,
	    &run->page_len);

	if (rc == WG_E_LIMIT)
		cli_error("%s: the page would take more than the 'memory' "
		    "limit of %llu MiB; nothing written", where,
		    (unsigned long long)(wg_limits()->memory >> 20));
	else if (rc != WG_OK)
		cli_error("%s", wg_strerror(rc));
	if (rc != WG_OK)
		worse(run, EXIT_TROUBLE);
	wg_viewer_free(run->viewer);
	run->viewer = NULL;
}

static int	page_analysis(struct run *run, const struct wg_record *r,
		    const char *where);

static void
replay(struct run *run, const struct wg_record *r, const char *where)
{
	struct wg_replay_result res;
	size_t i;
	int rc;

	if ((run->v = variant_for(run, r)) == NULL) {
		worse(run, EXIT_TROUBLE);
		return;
	}
	if (!run->no_lexicon && record_lexicon(run, r, where) != 0) {
		worse(run, EXIT_TROUBLE);
		return;
	}
	run->record = r;
	if (run->mode == MODE_JSON) {
		printf("{\"file\":");
		cli_json_string(stdout, where);
		printf(",\"variant\":");
		cli_json_string(stdout, run->v->name);
		printf(",\"lexicon\":");
		if (lexicon_used(run) != NULL)
			cli_json_string(stdout, lexicon_used(run));
		else
			printf("null");
		printf(",\"turns\":[");
	}
	if (run->mode == MODE_HTML && run->analyze_html && run->games == 0 &&
	    page_analysis(run, r, where) != 0)
		return;
	if (run->mode == MODE_HTML && !html_start(run, where)) {
		worse(run, EXIT_TROUBLE);
		return;
	}
	rc = wg_replay(r, run->v, run->no_lexicon ? NULL : run->lex, on_turn,
	    on_problem, run, &res);
	if (rc < 0)
		worse(run, EXIT_TROUBLE);
	else if (wrong(run, &res))
		worse(run, EXIT_NO);
	switch (run->mode) {
	case MODE_JSON:
		print_json_end(run, r, &res);
		break;
	case MODE_SUMMARY:
		printf("%s\t%s\t%u", cli_field(where), wrong(run, &res) ?
		    "bad" : res.winner == -2 ? "unfinished" : "ok", res.turns);
		for (i = 0; i < r->players; i++)
			printf("\t%s\t%d", cli_field(r->nick[i]),
			    res.score[i]);
		/* The lexicon in the same column whatever the players. */
		for (; i < WG_MAX_PLAYERS; i++)
			printf("\t\t");
		printf("\t%s\n", lexicon_used(run) != NULL ?
		    cli_field(lexicon_used(run)) : "-");
		break;
	case MODE_TURN:
	case MODE_TO_GCG:
	case MODE_TO_LOG:
		break;
	case MODE_HTML:
		html_end(run, &res, where);
		break;
	default:
		printf("result\t%s\t%s", end_name(&res),
		    ended_by_player(res.end) ?
		    cli_field(r->nick[res.out_player]) : "-");
		for (i = 0; i < r->players; i++)
			printf("\t%s\t%d", cli_field(r->nick[i]),
			    res.score[i]);
		printf("\t%s\n", cli_field(winner_name(r, &res)));
		if (res.specs > 0 || res.wordspionage)
			print_spy_end(r, &res);
		if (run->v->lengths)
			print_stack_end(r, &res);
		break;
	}
}

/* --analyze: the record's output begins, once: after a blank line, or
   with its JSON object. */
static void
analysis_header(struct run *run)
{
	if (run->opened)
		return;
	run->opened = 1;
	if (!run->json) {
		if (run->records > 1)
			putchar('\n');
		return;
	}
	printf("%s{\"file\":", run->records > 1 ? "\n" : "");
	cli_json_string(stdout, run->where);
	printf(",\"variant\":");
	cli_json_string(stdout, run->v->name);
	printf(",\"lexicon\":");
	cli_json_string(stdout, run->lex_name);
	printf(",\"turns\":[");
}

/* --analyze: how a turn was valued. */
static const char *
analysis_method(const struct wg_analysis_turn *at)
{
	return at->method == WG_ANALYSIS_ENDGAME ? "endgame" :
	    at->method == WG_ANALYSIS_PEG ? "peg" :
	    at->method == WG_ANALYSIS_SIM ? "sim" : "static";
}

/* --analyze: the flags of a turn, comma separated ("" none). */
static const char *
analysis_flags(const struct wg_analysis_turn *at)
{
	return at->flags & WG_ANALYSIS_PHONY ? "phony" :
	    at->flags & WG_ANALYSIS_WITHDRAWN ? "withdrawn" : "";
}

/* --analyze: one turn's line or JSON object. */
static int
on_analysis(const struct wg_analysis_turn *at, void *arg)
{
	struct run *run = arg;
	const struct wg_replay_turn *t = at->turn;
	const char *nick = run->record->nick[t->player];
	char move[WG_MOVE_TEXT_MAX], best[WG_MOVE_TEXT_MAX];

	if (wg_move_write(t->move, run->v->alphabet, t->before, move,
	    sizeof(move)) == (size_t)-1)
		snprintf(move, sizeof(move), "%s", t->event->move);
	if (wg_move_write(&at->best, run->v->alphabet, t->before, best,
	    sizeof(best)) == (size_t)-1)
		snprintf(best, sizeof(best), "?");
	analysis_header(run);
	if (!run->json) {
		printf("%u\t%s\t%s\t%.3f\t%s\t%.3f\t%.3f\t%s%s\t%s\t",
		    t->number, cli_field(nick), cli_field(move), at->value,
		    best, at->best_value,
		    at->loss, analysis_method(at),
		    at->over_budget ? "/over-budget" : "", at->flags != 0 ?
		    analysis_flags(at) : "-");
		if (at->win_loss >= 0)
			printf("%.2f\n", 100 * at->win_loss);
		else
			printf("-\n");
		return 0;
	}
	printf("%s\n  {\"turn\":%u,\"player\":", run->printed++ ? "," : "",
	    t->number);
	cli_json_string(stdout, nick);
	printf(",\"move\":");
	cli_json_string(stdout, move);
	printf(",\"value\":%.3f,\"best\":", at->value);
	cli_json_string(stdout, best);
	printf(",\"best_value\":%.3f,\"loss\":%.3f,\"method\":\"%s\"%s,"
	    "\"flags\":[%s%s%s]", at->best_value, at->loss,
	    analysis_method(at), at->over_budget ? ",\"over_budget\":true" :
	    "", at->flags != 0 ? "\"" : "", analysis_flags(at),
	    at->flags != 0 ? "\"" : "");
	if (at->win_loss >= 0)
		printf(",\"win\":%.2f,\"best_win\":%.2f,\"win_loss\":%.2f}",
		    100 * at->win, 100 * at->best_win, 100 * at->win_loss);
	else
		printf(",\"win\":null,\"best_win\":null,\"win_loss\":null}");
	return 0;
}

/*
 * --analyze: the leave values for the record's variant, read again when
 * it changes: --leaves, else the variant's shipped ones, else none (score
 * alone).
 */
static int
analysis_leaves(struct run *run)
{
	if (run->leaves_variant == run->v)
		return 0;
	wg_leaves_free(run->leaves);
	run->leaves = NULL;
	run->leaves_variant = run->v;
	if (run->leaves_name == NULL && !cli_leaves_ship(run->v))
		return 0;
	if ((run->leaves = cli_leaves_open(run->leaves_name, run->v,
	    run->lex)) == NULL) {
		run->leaves_variant = NULL;
		return -1;
	}
	return 0;
}

/*
 * --analyze: the win table shipped for the record's variant, loaded again
 * when it changes; none where none ships (the win chances not known).
 * Returns 0, or -1 after a message.
 */
static int
analysis_win(struct run *run)
{
	char path[PATH_MAX], err[1024];

	if (run->win_variant == run->v)
		return 0;
	wg_win_free(run->win);
	run->win = NULL;
	run->win_variant = run->v;
	if (wg_win_find(run->v->name, WG_DATADIR, path, sizeof(path)) != WG_OK)
		return 0;
	if (wg_win_load(&run->win, path, run->v, WG_DATADIR, err,
	    sizeof(err)) != WG_OK) {
		cli_error("%s", err);
		run->win_variant = NULL;
		return -1;
	}
	return 0;
}

/*
 * --analyze: the analyzer and the options for the record whose variant
 * and lexicon are set.  Returns 0, or -1 after a message.
 */
static int
analysis_setup(struct run *run, struct wg_analyze_options *ao)
{
	if (run->analyzer == NULL &&
	    wg_analyzer_new(&run->analyzer, run->lex) != WG_OK) {
		cli_error("%s", wg_strerror(WG_E_NOMEM));
		worse(run, EXIT_TROUBLE);
		run->found = 1;		/* stops: nothing to do */
		return -1;
	}
	if (analysis_leaves(run) != 0 || analysis_win(run) != 0) {
		worse(run, EXIT_TROUBLE);
		return -1;
	}
	memset(ao, 0, sizeof(*ao));
	ao->leaves = run->leaves;
	ao->win = run->win;
	ao->simulate = run->sim.on;
	ao->sim = run->sim.opt;
	ao->endgame_nodes = run->endgame_nodes;
	ao->no_endgame = run->have_endgame_nodes && run->endgame_nodes == 0;
	ao->no_infer = run->no_infer;
	ao->seconds = run->best_seconds;
	return 0;
}

/* --analyze --html: turn AT kept for the page. */
static int
on_page_analysis(const struct wg_analysis_turn *at, void *arg)
{
	struct run *run = arg;
	struct page_turn *pt;

	if ((pt = realloc(run->page_turns, (run->npage_turns + 1) *
	    sizeof(*pt))) == NULL)
		return WG_E_NOMEM;
	run->page_turns = pt;
	pt += run->npage_turns++;
	memset(pt, 0, sizeof(*pt));
	pt->number = at->turn->number;
	pt->best = at->best;
	if (wg_move_write(&at->best, run->v->alphabet, at->turn->before,
	    pt->best_text, sizeof(pt->best_text)) == (size_t)-1)
		snprintf(pt->best_text, sizeof(pt->best_text), "?");
	pt->method = analysis_method(at);
	pt->value = at->value;
	pt->best_value = at->best_value;
	pt->loss = at->loss;
	pt->win = at->win;
	pt->best_win = at->best_win;
	return 0;
}

/*
 * --analyze --html: the record R, named WHERE, analysed before the replay
 * that draws its page (its problems reported there).  Returns 0, or -1
 * after a message.
 */
static int
page_analysis(struct run *run, const struct wg_record *r, const char *where)
{
	struct wg_analyze_options ao;
	struct wg_analysis_total total;
	struct wg_replay_result res;
	int rc;

	run->npage_turns = 0;
	if (analysis_setup(run, &ao) != 0)
		return -1;
	run->record = r;
	rc = wg_analyze(run->analyzer, r, run->v, &ao, on_page_analysis, NULL,
	    run, &res, &total);
	if (rc == WG_E_ARG || rc == WG_E_NOMEM || rc == WG_E_LIMIT) {
		cli_error("%s: %s", where, wg_analyzer_error(run->analyzer));
		worse(run, EXIT_TROUBLE);
		return -1;
	}
	return 0;
}

/* --analyze: the record R, named WHERE. */
static void
analyze(struct run *run, const struct wg_record *r, const char *where)
{
	struct wg_analyze_options ao;
	struct wg_analysis_total total;
	struct wg_replay_result res;
	unsigned p;
	int rc;

	if ((run->v = variant_for(run, r)) == NULL) {
		worse(run, EXIT_TROUBLE);
		return;
	}
	if (record_lexicon(run, r, where) != 0) {
		worse(run, EXIT_TROUBLE);
		return;
	}
	if (analysis_setup(run, &ao) != 0)
		return;
	run->record = r;
	run->where = where;
	run->opened = 0;
	run->records++;
	run->printed = 0;
	rc = wg_analyze(run->analyzer, r, run->v, &ao, on_analysis, on_problem,
	    run, &res, &total);
	if (rc == WG_E_ARG || rc == WG_E_NOMEM || rc == WG_E_LIMIT) {
		cli_error("%s: %s", where, wg_analyzer_error(run->analyzer));
		worse(run, EXIT_TROUBLE);
		if (!run->opened) {
			run->records--;		/* nothing printed */
			return;
		}
	} else if (rc < 0)
		worse(run, EXIT_TROUBLE);
	else if (wrong(run, &res))
		worse(run, EXIT_NO);
	analysis_header(run);
	if (run->json)
		printf("%s],\"totals\":[", run->printed ? "\n" : "");
	for (p = 0; p < r->players && p < WG_MAX_PLAYERS; p++) {
		if (!run->json) {
			printf("total\t%s\t%u\t%.3f\n", cli_field(r->nick[p]),
			    total.turns[p], total.loss[p]);
			continue;
		}
		printf("%s{\"player\":", p > 0 ? "," : "");
		cli_json_string(stdout, r->nick[p]);
		printf(",\"turns\":%u,\"loss\":%.3f}", total.turns[p],
		    total.loss[p]);
	}
	if (run->json)
		printf("]}\n");
}

/*
 * --to-gcg, --to-log: the record, replayed as --summary does (its
 * problems make the exit status 1), is converted at the end of the output
 * kept for the end, which is written only when every record was read and
 * converted.
 */
static void
convert(struct run *run, const struct wg_record *r, const char *where)
{
	char *text, err[512], *grown;
	size_t len, cap;
	int rc, format = run->mode == MODE_TO_GCG ? WG_RECORD_GCG :
	    WG_RECORD_LOG;

	replay(run, r, where);
	rc = format == WG_RECORD_GCG ? wg_record_write_gcg(r, &text, &len) :
	    wg_record_write_log(r, &text, &len);
	if (rc == WG_E_FORMAT && wg_record_check_write(r, format, err,
	    sizeof(err)) == WG_E_FORMAT)
		cli_error("%s: %s", where, err);
	else if (rc != WG_OK)
		cli_error("%s", wg_strerror(rc));
	if (rc != WG_OK) {
		worse(run, EXIT_TROUBLE);
		return;
	}
	if (run->out_len + len + 2 > run->out_cap) {
		cap = run->out_cap * 2 > run->out_len + len + 2 ?
		    run->out_cap * 2 : run->out_len + len + 2;
		if ((grown = realloc(run->out, cap)) == NULL) {
			cli_error("%s", wg_strerror(WG_E_NOMEM));
			worse(run, EXIT_TROUBLE);
			free(text);
			return;
		}
		run->out = grown;
		run->out_cap = cap;
	}
	if (run->records++ > 0)
		run->out[run->out_len++] = '\n';
	memcpy(run->out + run->out_len, text, len);
	run->out_len += len;
	free(text);
}

static unsigned
count_lines(const char *s, size_t len)
{
	unsigned n = 0;
	const char *end = s + len;

	while ((s = memchr(s, '\n', (size_t)(end - s))) != NULL) {
		n++;
		s++;
	}
	return n;
}

static int
on_text(const char *name, const char *text, size_t len, void *arg)
{
	struct run *run = arg;
	struct wg_record *r;
	char err[512], where[4200];
	size_t off = 0, used;
	unsigned line = 1, found = 0;
	int rc;

	run->name = name;
	while (off < len) {
		rc = wg_record_parse(&r, name, text + off, len - off, line,
		    &used, err, sizeof(err));
		line += count_lines(text + off, used);
		off += used;
		if (rc == WG_E_EMPTY)
			break;
		found++;
		if (rc != WG_OK) {
			cli_error("%s", err);
			worse(run, EXIT_TROUBLE);
			if (rc == WG_E_NOMEM)
				return rc;
			continue;
		}
		if (r->first_line > 1)
			snprintf(where, sizeof(where), "%s:%u", name,
			    r->first_line);
		else
			snprintf(where, sizeof(where), "%s", name);
		if (run->mode == MODE_TURN && run->turn_records++ > 0) {
			cli_error("%s: --turn shows one record, and the input "
			    "holds more (name one, ARCHIVE(MEMBER) for a member)",
			    where);
			worse(run, EXIT_TROUBLE);
			wg_record_free(r);
			return 1;
		}
		if (run->mode == MODE_TO_GCG || run->mode == MODE_TO_LOG)
			convert(run, r, where);
		else if (run->mode == MODE_ANALYZE)
			analyze(run, r, where);
		else
			replay(run, r, where);
		wg_record_free(r);
		if (run->found)
			return 1;
		run->replayed++;
		if (!run->by_file)
			cli_progress_set(&run->progress, run->replayed);
	}
	if (found == 0) {
		cli_error("%s: no game record", name);
		worse(run, EXIT_TROUBLE);
	}
	return 0;
}

/* --level POINTS: the level's name, or with JSON an object; the exit
   status. */
static int
level(const char *arg, int json)
{
	unsigned long points;
	char *end;

	errno = 0;
	points = strtoul(arg, &end, 10);
	if (*arg < '0' || *arg > '9' || *end != '\0' || errno != 0) {
		cli_error("--level: '%s' is not a count of skill points", arg);
		cli_usage_error(synopsis);
	}
	if (json) {
		printf("{\"points\": %lu, \"level\": ", points);
		cli_json_string(stdout, wg_level_name(points));
		printf("}\n");
	} else
		printf("%s\n", wg_level_name(points));
	return cli_finish(EXIT_YES);
}

static int
set_mode(struct run *run, enum mode mode)
{
	if (run->mode != MODE_TURNS && run->mode != mode) {
		cli_error("--json, --summary, --turn, --to-gcg, --to-log and "
		    "--html exclude each other");
		cli_usage_error(synopsis);
	}
	run->mode = mode;
	return 0;
}

int
main(int argc, char *argv[])
{
	struct run run;
	char err[1024], *end;
	const char *stdin_only[] = { "-" };
	const char *const *files;
	const char *level_arg = NULL;
	uint64_t given = 0;
	size_t i;
	int c, rc, analyze_on = 0, have_seed = 0;

	cli_init("wsreplay", argv);
	memset(&run, 0, sizeof(run));
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hl:qv:", options, NULL)) != -1) {
		cli_option_given(options, c, &given);
		switch (c) {
		case OPT_ANALYZE:
			analyze_on = 1;
			break;
		case OPT_CANDIDATES:
		case OPT_ITERATIONS:
		case OPT_PLIES:
		case OPT_SECONDS:
		case OPT_THREADS:
			cli_sim_option(&run.sim, c == OPT_CANDIDATES ?
			    "candidates" : c == OPT_ITERATIONS ? "iterations" :
			    c == OPT_PLIES ? "plies" : c == OPT_SECONDS ?
			    "seconds" : "threads", optarg, synopsis);
			break;
		case OPT_LEAVES:
			run.leaves_name = optarg;
			break;
		case OPT_SEED:
			errno = 0;
			run.seed = strtoull(optarg, &end, 10);
			if (*optarg < '0' || *optarg > '9' || *end != '\0' ||
			    errno != 0) {
				cli_error("--seed: '%s' is not a number",
				    optarg);
				cli_usage_error(synopsis);
			}
			have_seed = 1;
			break;
		case OPT_SIM:
			run.sim.on = 1;
			break;
		case OPT_INFER:
			run.infer = 1;
			break;
		case OPT_MARGIN:
			errno = 0;
			run.margin = strtod(optarg, &end);
			if (*optarg < '0' || *optarg > '9' || *end != '\0' ||
			    errno != 0 || run.margin > 1000) {
				cli_error("--margin: '%s' is not a number from "
				    "0 to 1000", optarg);
				cli_usage_error(synopsis);
			}
			run.margin_given = 1;
			break;
		case OPT_NO_INFER:
			run.no_infer = 1;
			break;
		case OPT_ENDGAME_NODES:
			run.endgame_nodes = cli_number("endgame-nodes", optarg,
			    0, ENDGAME_NODES_MAX, synopsis);
			run.have_endgame_nodes = 1;
			break;
		case OPT_CGP:
			run.cgp = 1;
			break;
		case OPT_HEADER:
			run.header = 1;
			break;
		case 'h':
			help();
			break;
		case OPT_HTML:
			set_mode(&run, MODE_HTML);
			break;
		case OPT_JSON:
			set_mode(&run, MODE_JSON);
			break;
		case OPT_LEVEL:
			level_arg = optarg;
			break;
		case 'l':
			run.lexicon_name = optarg;
			break;
		case OPT_LIMIT:
			cli_limit(optarg, synopsis);
			break;
		case OPT_NO_LEXICON:
			run.no_lexicon = 1;
			break;
		case 'q':
			run.quiet = 1;
			break;
		case OPT_STRICT:
			run.strict = 1;
			break;
		case OPT_SUMMARY:
			set_mode(&run, MODE_SUMMARY);
			break;
		case OPT_TO_GCG:
			set_mode(&run, MODE_TO_GCG);
			break;
		case OPT_TO_LOG:
			set_mode(&run, MODE_TO_LOG);
			break;
		case OPT_TURN:
			errno = 0;
			run.turn = strcmp(optarg, "end") == 0 ? 0 :
			    strtoul(optarg, &end, 10);
			if (run.turn != 0 && (*optarg < '1' || *optarg > '9' ||
			    *end != '\0' || errno != 0)) {
				cli_error("--turn: '%s' is not a turn number",
				    optarg);
				cli_usage_error(synopsis);
			}
			set_mode(&run, MODE_TURN);
			break;
		case 'v':
			run.variant_name = optarg;
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
	if (level_arg != NULL) {
		/* --level replays nothing: only --json goes with it. */
		cli_options_allowed(options, given, "level json", "--level",
		    synopsis);
		if (argc > 0) {
			cli_error("--level reads no file: '%s'", argv[0]);
			cli_usage_error(synopsis);
		}
		return level(level_arg, run.mode == MODE_JSON);
	}
	if (run.lexicon_name != NULL && run.no_lexicon) {
		cli_error("-l and --no-lexicon exclude each other");
		cli_usage_error(synopsis);
	}
	if (analyze_on) {
		if (run.mode != MODE_TURNS && run.mode != MODE_JSON &&
		    run.mode != MODE_HTML) {
			cli_error("--analyze goes with none of --summary, "
			    "--turn, --to-gcg and --to-log");
			cli_usage_error(synopsis);
		}
		if (run.no_lexicon) {
			cli_error("--analyze needs a lexicon: not "
			    "--no-lexicon");
			cli_usage_error(synopsis);
		}
		run.json = run.mode == MODE_JSON;
		run.analyze_html = run.mode == MODE_HTML;
		if (!run.analyze_html)
			run.mode = MODE_ANALYZE;
		/* --seconds without --sim: each turn's budget, the method
		   by the position (wsgen --best). */
		if (!run.sim.on && run.sim.have_seconds) {
			run.best_seconds = run.sim.opt.seconds;
			run.sim.opt.seconds = 0;
			run.sim.have_seconds = 0;
		}
	} else if ((run.leaves_name != NULL && !run.infer) || run.sim.on ||
	    have_seed || run.have_endgame_nodes) {
		cli_error("--%s goes with --analyze", run.leaves_name != NULL ?
		    "leaves" : run.sim.on ? "sim" : have_seed ? "seed" :
		    "endgame-nodes");
		cli_usage_error(synopsis);
	}
	cli_sim_check(&run.sim, run.seed, synopsis);
	if (run.no_infer && !(analyze_on && run.sim.on)) {
		cli_error("--no-infer goes with --analyze --sim");
		cli_usage_error(synopsis);
	}
	if (run.margin_given && !run.infer) {
		cli_error("--margin goes with --infer");
		cli_usage_error(synopsis);
	}
	if (run.infer) {
		if (run.mode != MODE_TURN || run.turn == 0 || run.cgp ||
		    run.no_lexicon) {
			cli_error("--infer goes with --turn N, and with "
			    "neither --cgp nor --no-lexicon");
			cli_usage_error(synopsis);
		}
		if (!run.margin_given)
			run.margin = WG_INFER_MARGIN;
	}
	if (run.cgp && run.mode != MODE_TURN) {
		cli_error("--cgp goes with --turn");
		cli_usage_error(synopsis);
	}
	if (run.header && ((run.mode != MODE_TURNS && run.mode != MODE_SUMMARY &&
	    run.mode != MODE_ANALYZE && !run.infer) || run.json))
		cli_header_error(run.mode == MODE_JSON || run.json ? "--json" :
		    run.mode == MODE_TURN ? "--turn" : run.mode == MODE_TO_GCG ?
		    "--to-gcg" : run.mode == MODE_HTML ? "--html" : "--to-log",
		    synopsis);
	if (run.header && run.mode == MODE_SUMMARY) {
		printf("file\tstatus\tturns");
		for (i = 1; i <= WG_MAX_PLAYERS; i++)
			printf("\tplayer%zu\tscore%zu", i, i);
		printf("\tlexicon\n");
	} else if (run.header && run.mode == MODE_ANALYZE)
		printf("turn\tplayer\tmove\tvalue\tbest\tbest_value\tloss\t"
		    "method\tflags\twin_loss\n");
	else if (run.header && !run.infer)
		printf("turn\tplayer\tmove\tscore\ttotal\twords\tleave\tunseen\t"
		    "rack\ttiles\tbingo\n");
	files = argc > 0 ? (const char *const *)argv : stdin_only;
	run.by_file = argc > 1;
	cli_progress_start(&run.progress, "replay", run.by_file ? "files" :
	    "records", run.by_file ? (uint64_t)argc : 0, CLI_PROGRESS_STDOUT |
	    (run.quiet ? CLI_PROGRESS_QUIET : 0));
	for (i = 0; i < (argc > 0 ? (size_t)argc : 1) && !run.found &&
	    run.turn_records < 2; i++) {
		rc = wg_record_read_file(files[i], on_text, &run, err,
		    sizeof(err));
		if (rc < 0) {
			cli_error("%s", err);
			worse(&run, EXIT_TROUBLE);
		}
		if (run.by_file)
			cli_progress_set(&run.progress, i + 1);
	}
	cli_progress_end(&run.progress);
	if (run.mode == MODE_TURN && run.turn_records < 2) {
		if (run.turn_shown && run.infer && run.infer_len > 0)
			fwrite(run.infer_text, 1, run.infer_len, stdout);
		else if (run.turn_shown && run.infer)
			;	/* said why */
		else if (run.turn_shown)
			fputs(run.position, stdout);
		else if (run.turn_records == 1) {
			cli_error("--turn %lu: the record has fewer turns",
			    run.turn);
			worse(&run, EXIT_TROUBLE);
		}
	}
	/* A page is written whole or not at all; so are conversions. */
	if (run.mode == MODE_HTML && run.page != NULL && run.games == 1)
		fwrite(run.page, 1, run.page_len, stdout);
	if ((run.mode == MODE_TO_GCG || run.mode == MODE_TO_LOG) &&
	    run.status < EXIT_TROUBLE && run.out_len > 0)
		fwrite(run.out, 1, run.out_len, stdout);
	else if (run.mode == MODE_TO_GCG || run.mode == MODE_TO_LOG)
		cli_error("nothing written: every record must be read and "
		    "converted");
	free(run.page);
	free(run.page_turns);
	free(run.out);
	free(run.infer_text);
	wg_analyzer_free(run.analyzer);
	wg_leaves_free(run.leaves);
	wg_win_free(run.win);
	for (i = 0; i < run.nvariants; i++)
		wg_variant_free(run.variants[i]);
	wg_lexicon_free(run.lex);
	free(problems);
	return cli_finish(run.status);
}
