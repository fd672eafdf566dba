/*
 * cli.h: what the ws* programs share: messages, exit statuses, --version,
 * opening lexicons, JSON strings.  No game logic lives here.
 */
#ifndef WS_CLI_H
#define WS_CLI_H

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
/* "PROGRAM: MESSAGE\n" on standard error. */
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
/* Reads PATH ("-": standard input) into a new NUL-ended buffer, or NULL
 * with errno set (EFBIG past WG_TEXT_MAX bytes). */
char	*cli_slurp(const char *path, size_t *len);
/* Finds and loads the variant NAME; NULL after a message. */
/* Sets a limit from --limit=NAME=N, or exits as cli_usage_error. */
void	cli_limit(const char *arg, const char *synopsis);
struct wg_variant *cli_variant_open(const char *name);
/* The same for a name a file gives: the search path only, never a file. */
struct wg_variant *cli_variant_open_named(const char *name);
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
/* Spells word W of B, blanks in lowercase, into BUF of SIZE. */
void	cli_word_spell(const struct wg_board *b, const struct wg_word *w,
	    char *buf, size_t size);
/* Writes S as a JSON string literal, quotes included. */
void	cli_json_string(FILE *fp, const char *s);

/*
 * Loads the leave values PATH (binary, wgleaves(5), or text) for V and
 * LEX; NULL PATH: V's shipped ones.  NULL after a message.
 */
struct wg_leaves *cli_leaves_open(const char *path,
	    const struct wg_variant *v, const struct wg_lexicon *lex);
/* 1 if leave values ship for V. */
int	cli_leaves_ship(const struct wg_variant *v);

/*
 * Progress of a long run on standard error, when it is a terminal:
 * "PROGRAM: WHAT DONE/TOTAL" (TOTAL 0: not known) on one line rewritten
 * in place; cli_progress_end clears it.
 */
void	cli_progress(const char *what, unsigned long done,
	    unsigned long total);
void	cli_progress_end(void);

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
void	cli_sim_option(struct cli_sim *cs, const char *name, const char *arg,
	    const char *synopsis);
/*
 * Checks that the options go with --sim and with each other, and sets
 * the defaults and the seed; a usage error if not.
 */
void	cli_sim_check(struct cli_sim *cs, uint64_t seed, const char *synopsis);

#endif
