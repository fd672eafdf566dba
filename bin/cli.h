/*
 * cli.h: what the ws* programs share: messages, exit statuses, --version,
 * opening lexicons, JSON strings.  No game logic lives here.
 */
#ifndef WS_CLI_H
#define WS_CLI_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

#include "wordgame.h"

/* Exit statuses, as diff and grep have them. */
#define EXIT_YES	0	/* success, or a "yes" answer */
#define EXIT_NO		1	/* a "no" answer: invalid word, illegal move */
#define EXIT_TROUBLE	2	/* usage, unreadable or malformed input, I/O */

/* Sets the program name used in messages, getopt's too (ARGV[0]). */
void	cli_init(const char *progname, char **argv);
const char *cli_progname(void);
/*
 * "PROGRAM: MESSAGE\n" on standard error, MESSAGE escaped as WG_ESCAPE_TEXT
 * (no control character or invalid UTF-8 gets through).
 */
void	cli_error(const char *fmt, ...)
	    __attribute__((format(printf, 1, 2)));
/* Prints the synopsis and the --help hint to standard error; exits 2. */
void	cli_usage_error(const char *synopsis) __attribute__((noreturn));
/*
 * After getopt_long returned C, ':' (an argument missing) or '?': names
 * the option at fault and exits as cli_usage_error.  Needs opterr = 0.
 */
void	cli_option_error(int c, char *argv[], const char *synopsis)
	    __attribute__((noreturn));
/*
 * --header was given with OPTION ("--json"), whose output is no table:
 * says so and exits as cli_usage_error.
 */
void	cli_header_error(const char *option, const char *synopsis)
	    __attribute__((noreturn));
/*
 * Options given, one bit each by their place in a getopt_long table: the
 * option getopt_long returned as C is marked in *GIVEN (the first entry
 * of the table whose val is C; at most 64 entries).
 */
void	cli_option_given(const struct option *table, int c, uint64_t *given);
/*
 * Refuses, as cli_usage_error, the first option of GIVEN whose long name
 * is not among the space-separated names of ALLOWED, with "--NAME does
 * not go with MODE".  What the man page forbids is refused, not ignored.
 */
void	cli_options_allowed(const struct option *table, uint64_t given,
	    const char *allowed, const char *mode, const char *synopsis);
/* Prints the --version text and exits 0. */
void	cli_version(void) __attribute__((noreturn));
/*
 * Flushes and closes standard output; returns STATUS, or EXIT_TROUBLE with
 * a message if a write failed.
 */
int	cli_finish(int status);
/*
 * Finds and loads the lexicon NAME (NULL: "default").  Returns NULL after
 * printing the reason.
 */
struct wg_lexicon *cli_lexicon_open(const char *name);
/* The same for a name a file gives: the search path only, never a file. */
struct wg_lexicon *cli_lexicon_open_named(const char *name);
/*
 * The lexicon a program plays with: OPTION (-l) when given, else the one
 * board B names (B may be NULL), else variant V's (wgvariant(5) lexicon),
 * else "default"; refused, with a message, when it does not suit V (NULL:
 * not checked), and a warning when it lacks words V adds.
 */
struct wg_lexicon *cli_lexicon_for(const char *option,
	    const struct wg_board *b, const struct wg_variant *v);
/*
 * Warns on standard error, naming them, of the words already on board B
 * (read from PATH) that LEX does not hold; nothing when LEX is NULL.
 */
void	cli_board_words_warn(const char *path, const struct wg_board *b,
	    const struct wg_lexicon *lex);
/*
 * Whether LEX (called NAME) suits variant V: -1 after a message (prefixed
 * by WHERE, may be NULL) when not; 0, with a warning when LEX lacks words
 * V adds.
 */
int	cli_lexicon_check(const struct wg_lexicon *lex, const char *name,
	    const struct wg_variant *v, const char *where);
/* Reads PATH ("-": standard input) into a new NUL-ended buffer, or NULL
 * with errno set (EFBIG past WG_TEXT_MAX bytes). */
char	*cli_slurp(const char *path, size_t *len);
/* Finds and loads the variant NAME; NULL after a message. */
/* Sets a limit from --limit=NAME=N, or exits as cli_usage_error. */
void	cli_limit(const char *arg, const char *synopsis);
struct wg_variant *cli_variant_open(const char *name);
/*
 * The same for a name a file gives: the search path only, never a file;
 * a message begins "WHERE: " (file:line:col of the name) unless WHERE is
 * NULL.
 */
struct wg_variant *cli_variant_open_named(const char *where,
	    const char *name);
/*
 * Reads the position PATH ("-": standard input) into B, loading the variant
 * it names unless *VP is set; lays out random premiums by SEED when
 * HAVE_SEED.  *CGP tells whether it was a CGP line.  Returns 0, or -1 after
 * a message.
 */
int	cli_board_open(const char *path, int have_seed, uint64_t seed,
	    struct wg_board *b, struct wg_variant **vp, int *cgp);
/*
 * Reads the argument of --seed, a decimal number; on anything else names
 * it and exits as cli_usage_error.
 */
uint64_t cli_seed(const char *arg, const char *synopsis);
/* Sets the rack of the player on turn from TEXT; 0, or -1 after a message. */
int	cli_rack_set(struct wg_board *b, const char *text);
/*
 * Text from input written out: S[0..LEN) escaped by HOW, as
 * wg_escape_next says (every program's man page, OUTPUT).
 */
void	cli_escaped(FILE *fp, enum wg_escape how, const char *s, size_t len);
/* Writes S as a JSON string literal, quotes included. */
void	cli_json_string(FILE *fp, const char *s);
/* The same of S[0..LEN), which may hold NULs. */
void	cli_json_string_len(FILE *fp, const char *s, size_t len);
/* Writes S as a TSV field or a part of a message (WG_ESCAPE_TEXT). */
void	cli_text(FILE *fp, const char *s);
/*
 * S as a TSV field (WG_ESCAPE_TEXT) for printf's %s: S itself when it
 * needs no escape, else a copy valid for the next 7 calls (a row's
 * fields); "?" without memory.
 */
const char *cli_field(const char *s);

/*
 * Progress of a long job, one line on standard error redrawn in place:
 * "wsgen: self-play 120/2000 games, 3.1/s, 10:05 left".  Drawn only when
 * standard error is a terminal, at most five times a second and always
 * at the start and the end; cli_error() clears it first, so that a
 * message never lands inside it.  FLAGS: CLI_PROGRESS_QUIET (--quiet)
 * draws nothing; CLI_PROGRESS_STDOUT says the job writes its results to
 * standard output, so nothing is drawn when that is a terminal as well
 * (the results show the progress there, and would break the line).  The
 * library never prints: its long jobs take a wg_progress_fn, which
 * cli_progress_report() is, with the reporter as ARG.
 *
 *	struct cli_progress pr;
 *
 *	cli_progress_start(&pr, "self-play", "games", n, CLI_PROGRESS_STDOUT |
 *	    (o->quiet ? CLI_PROGRESS_QUIET : 0));
 *	for (i = 0; i < n; i++) {
 *		play(i);
 *		cli_progress_set(&pr, i + 1);
 *	}
 *	cli_progress_end(&pr);
 */
#define CLI_PROGRESS_QUIET	0x1
#define CLI_PROGRESS_STDOUT	0x2
struct cli_progress {
	const char	*what;		/* the job: "self-play" */
	const char	*unit;		/* what is counted: "games" */
	uint64_t	 done;
	uint64_t	 total;		/* 0: not known (no time left shown) */
	double		 start;		/* monotonic seconds */
	double		 drawn;		/* when last drawn */
	int		 on;		/* drawing */
};
/* WHAT and UNIT are borrowed: string literals, usually. */
void	cli_progress_start(struct cli_progress *p, const char *what,
	    const char *unit, uint64_t total, int flags);
/* DONE of the total so far; redraws when it is time. */
void	cli_progress_set(struct cli_progress *p, uint64_t done);
/* Changes the total (an estimate made good, a file found larger). */
void	cli_progress_total(struct cli_progress *p, uint64_t total);
/* Draws the last state and clears the line; P may be started again. */
void	cli_progress_end(struct cli_progress *p);
/* A wg_progress_fn: ARG is a started struct cli_progress. */
void	cli_progress_report(uint64_t done, uint64_t total, void *arg);

/*
 * Loads the leave values PATH (binary, wgleaves(5), or text) for V and
 * LEX; NULL PATH: V's shipped ones.  NULL after a message.
 */
struct wg_leaves *cli_leaves_open(const char *path,
	    const struct wg_variant *v, const struct wg_lexicon *lex);
/* 1 if leave values ship for V. */
int	cli_leaves_ship(const struct wg_variant *v);

/* Simulation's options (wsgen --sim, wsreplay --analyze --sim). */
struct cli_sim {
	int		 on;		/* --sim given */
	struct wg_sim_options opt;
	int		 have_plies, have_iterations, have_seconds;
	int		 have_threads, have_candidates;
};
/*
 * Reads ARG, the value of the simulation option --NAME (candidates,
 * iterations, plies, seconds, threads), into CS; a bad one is a usage
 * error.
 */
/* The number ARG of option --OPTION, from LO to HI; else a usage error. */
unsigned long cli_number(const char *option, const char *arg,
	    unsigned long lo, unsigned long hi, const char *synopsis);
void	cli_sim_option(struct cli_sim *cs, const char *name, const char *arg,
	    const char *synopsis);
/*
 * Checks that the options go with --sim and with each other, and sets
 * the defaults and the seed; a usage error if not.
 */
void	cli_sim_check(struct cli_sim *cs, uint64_t seed, const char *synopsis);

/*
 * --infer: reads MOVE, the move whose leave is inferred, in GCG notation,
 * or an exchange by its count ("-3": the tiles unseen), into *M; 0, or -1
 * after a message.
 */
int	cli_infer_move(const struct wg_board *b, const char *text,
	    struct wg_move *m);
/*
 * Prints to FP the leaves INF inferred, at most MAX (0: all): LEAVE,
 * PROBABILITY and COUNT a line (with HEADER a line of names first), or
 * as JSON, an array of objects of those members.
 */
void	cli_infer_print(FILE *fp, const struct wg_infer *inf,
	    const struct wg_variant *v, int header, int json, size_t max);
/*
 * Loads the win table PATH for V into *OUT (wgwin(5)); NULL PATH: the
 * one shipped for V, and none shipped is no error (*OUT NULL).  0, or -1
 * after a message.
 */
struct wg_win;
int	cli_win_open(struct wg_win **out, const char *path,
	    const struct wg_variant *v);

#endif
