/*
 * cli.c: messages, exit statuses and shared chores of the ws* programs.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdint.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

#ifndef WG_DATADIR
#define WG_DATADIR "/usr/local/share/wordgame"
#endif

static const char *progname = "wordgame";
/* The progress line on the terminal, cleared before a message. */
static struct cli_progress *progress_shown;

static void progress_clear(void);
/* The copies cli_field made, reused in turn; freed by cli_finish. */
static char *fields[8];
static size_t field_next;

void
cli_init(const char *name, char **argv)
{
	progname = name;
	/*
	 * getopt_long's messages begin with argv[0], which in the build tree
	 * is libtool's path to the real binary; ours begin with NAME.
	 */
	argv[0] = (char *)(uintptr_t)name;
}

const char *
cli_progname(void)
{
	return progname;
}

void
cli_error(const char *fmt, ...)
{
	char small[512], *msg = small;
	va_list ap;
	int n;

	fflush(stdout);
	progress_clear();
	va_start(ap, fmt);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (n >= (int)sizeof(small) && (msg = malloc((size_t)n + 1)) != NULL) {
		va_start(ap, fmt);
		vsnprintf(msg, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	if (msg == NULL)
		msg = small;		/* cut short, then */
	/* Names and words from input: no newline, no terminal escape. */
	fprintf(stderr, "%s: ", progname);
	cli_text(stderr, msg);
	fputc('\n', stderr);
	if (msg != small)
		free(msg);
}

void
cli_usage_error(const char *synopsis)
{
	fprintf(stderr, "%s", synopsis);
	fprintf(stderr, "Try '%s --help' for more information.\n", progname);
	exit(EXIT_TROUBLE);
}

void
cli_option_error(int c, char *argv[], const char *synopsis)
{
	if (c == ':')
		cli_error("option '%s' needs an argument", argv[optind - 1]);
	else if (optopt != 0)
		cli_error("invalid option '-%c'", optopt);
	else
		cli_error("invalid option '%s'", argv[optind - 1]);
	cli_usage_error(synopsis);
}

void
cli_header_error(const char *option, const char *synopsis)
{
	cli_error("--header goes with tables, not %s", option);
	cli_usage_error(synopsis);
}

void
cli_option_given(const struct option *table, int c, uint64_t *given)
{
	unsigned i;

	for (i = 0; i < 64 && table[i].name != NULL; i++)
		if (table[i].val == c) {
			*given |= UINT64_C(1) << i;
			return;
		}
}

void
cli_options_allowed(const struct option *table, uint64_t given,
    const char *allowed, const char *mode, const char *synopsis)
{
	const char *p;
	size_t n;
	unsigned i;

	for (i = 0; i < 64 && table[i].name != NULL; i++) {
		if (!(given >> i & 1))
			continue;
		n = strlen(table[i].name);
		for (p = allowed; (p = strstr(p, table[i].name)) != NULL;
		    p += n)
			if ((p == allowed || p[-1] == ' ') &&
			    (p[n] == ' ' || p[n] == '\0'))
				break;
		if (p != NULL)
			continue;
		if (table[i].val > ' ' && table[i].val < 127)
			cli_error("-%c (--%s) does not go with %s",
			    table[i].val, table[i].name, mode);
		else
			cli_error("--%s does not go with %s", table[i].name,
			    mode);
		cli_usage_error(synopsis);
	}
}

void
cli_version(void)
{
	printf("%s (wordgame) %s\n", progname, PACKAGE_VERSION);
	printf("libwordgame %s; %s\n", wg_version(), wg_dependency_versions());
	exit(cli_finish(EXIT_YES));
}

int
cli_finish(int status)
{
	int failed = ferror(stdout) != 0;
	size_t i;

	for (i = 0; i < sizeof(fields) / sizeof(fields[0]); i++) {
		free(fields[i]);
		fields[i] = NULL;
	}
	if (fclose(stdout) != 0)
		failed = 1;
	if (failed) {
		cli_error("write error: %s", strerror(errno ? errno : EIO));
		return EXIT_TROUBLE;
	}
	return status;
}

/* Loads the lexicon file found at PATH. */
static struct wg_lexicon *
lexicon_load(const char *path)
{
	char err[512];
	struct wg_lexicon *lex;
	int rc;

	err[0] = '\0';
	if ((rc = wg_lexicon_load(&lex, path, err, sizeof(err))) != WG_OK) {
		/* Out of memory and I/O trouble come without a message. */
		if (err[0] == '\0')
			cli_error("%s: %s", path, rc == WG_E_IO ?
			    strerror(errno) : wg_strerror(rc));
		else
			cli_error("%s", err);
		return NULL;
	}
	return lex;
}

struct wg_lexicon *
cli_lexicon_open(const char *name)
{
	char path[PATH_MAX];
	int rc;

	if (name == NULL)
		name = "default";
	rc = wg_lexicon_find(name, WG_DATADIR, path, sizeof(path));
	if (rc != WG_OK) {
		if (rc == WG_E_IO && strchr(name, '/') != NULL)
			cli_error("%s: %s", name, strerror(errno));
		else if (rc == WG_E_IO)
			cli_error("lexicon '%s' not found (looked in "
			    "$WORDGAME_PATH, the user data folder and %s)",
			    name, WG_DATADIR);
		else
			cli_error("%s: %s", name, wg_strerror(rc));
		return NULL;
	}
	return lexicon_load(path);
}

struct wg_lexicon *
cli_lexicon_open_named(const char *name)
{
	char path[PATH_MAX];
	int rc;

	rc = wg_lexicon_find_named(name, WG_DATADIR, path, sizeof(path));
	if (rc == WG_E_ARG) {
		cli_error("lexicon '%s': not a lexicon name (a position names "
		    "a lexicon of the search path, never a file)", name);
		return NULL;
	}
	if (rc != WG_OK) {
		cli_error("lexicon '%s' not found (looked in $WORDGAME_PATH, "
		    "the user data folder and %s)", name, WG_DATADIR);
		return NULL;
	}
	return lexicon_load(path);
}

struct wg_lexicon *
cli_lexicon_for(const char *option, const struct wg_board *b,
    const struct wg_variant *v)
{
	struct wg_lexicon *lex;
	const char *name;

	if (option == NULL && b != NULL && b->lexicon[0] != '\0') {
		name = b->lexicon;
		lex = cli_lexicon_open_named(name);
	} else if (option == NULL && v != NULL && v->lexicon[0] != '\0') {
		name = v->lexicon;
		lex = cli_lexicon_open_named(name);
	} else {
		name = option != NULL ? option : "default";
		lex = cli_lexicon_open(option);
	}
	if (lex == NULL || v == NULL || cli_lexicon_check(lex, name, v,
	    NULL) == 0)
		return lex;
	wg_lexicon_free(lex);
	return NULL;
}

int
cli_lexicon_check(const struct wg_lexicon *lex, const char *name,
    const struct wg_variant *v, const char *where)
{
	char err[256];
	unsigned n;

	if (wg_lexicon_suits(lex, v, err, sizeof(err)) != WG_OK) {
		cli_error("%s%slexicon '%s': %s", where ? where : "",
		    where ? ": " : "", name, err);
		return -1;
	}
	if ((n = wg_lexicon_lacks(lex, v, err, sizeof(err))) > 0) {
		cli_error("%s%swarning: lexicon '%s' lacks %s variant %s adds "
		    "(%s); wsdict build -v %s makes one that has them",
		    where ? where : "", where ? ": " : "", name, n == 1 ?
		    "a word" : "words", v->name, err, v->name);
	}
	return 0;
}

void
cli_escaped(FILE *fp, enum wg_escape how, const char *s, size_t len)
{
	char out[WG_ESCAPE_MAX];
	size_t i, used, n;

	for (i = 0; i < len; i += used) {
		n = wg_escape_next(how, s + i, len - i, &used, out);
		fwrite(out, 1, n, fp);
	}
}

void
cli_json_string_len(FILE *fp, const char *s, size_t len)
{
	fputc('"', fp);
	cli_escaped(fp, WG_ESCAPE_JSON, s, len);
	fputc('"', fp);
}

void
cli_json_string(FILE *fp, const char *s)
{
	cli_json_string_len(fp, s, strlen(s));
}

void
cli_text(FILE *fp, const char *s)
{
	cli_escaped(fp, WG_ESCAPE_TEXT, s, strlen(s));
}

const char *
cli_field(const char *s)
{
	const unsigned char *p;
	char *e;

	/* Printable ASCII, most names and words, needs no copy. */
	for (p = (const unsigned char *)s; *p >= 0x20 && *p < 0x7f; p++)
		continue;
	if (*p == '\0')
		return s;
	if ((e = wg_escape(WG_ESCAPE_TEXT, s, strlen(s))) == NULL)
		return "?";
	free(fields[field_next]);
	fields[field_next] = e;
	field_next = (field_next + 1) % (sizeof(fields) / sizeof(fields[0]));
	return e;
}

/* Reads PATH ("-": standard input) into a NUL-ended buffer. */
char *
cli_slurp(const char *path, size_t *len)
{
	FILE *fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	char *buf = NULL, *nbuf;
	size_t cap = 0, n = 0, got;

	if (fp == NULL)
		return NULL;
	do {
		if (cap - n < 4096) {
			cap = cap ? cap * 2 : 16384;
			if ((nbuf = realloc(buf, cap + 1)) == NULL) {
				free(buf);
				buf = NULL;
				errno = ENOMEM;
				break;
			}
			buf = nbuf;
		}
		got = fread(buf + n, 1, cap - n, fp);
		n += got;
		if (n > WG_TEXT_MAX) {
			free(buf);
			buf = NULL;
			errno = EFBIG;
			break;
		}
	} while (got > 0);
	if (buf != NULL && ferror(fp)) {
		free(buf);
		buf = NULL;
	}
	if (fp != stdin)
		fclose(fp);
	if (buf != NULL) {
		buf[n] = '\0';
		*len = n;
	}
	return buf;
}

void
cli_limit(const char *arg, const char *synopsis)
{
	struct wg_limits l = *wg_limits();

	if (wg_limits_parse(&l, arg) != WG_OK) {
		cli_error("--limit: '%s' is not NAME=N, NAME one of text, "
		    "lines, words, turns, memory and N a positive number "
		    "(K, M, G: times 1024)", arg);
		cli_usage_error(synopsis);
	}
	wg_limits_set(&l);
}

/* WHERE, if not NULL, begins the message "WHERE: ". */
static struct wg_variant *
variant_open(const char *where, const char *name, int named)
{
	char path[PATH_MAX], err[512];
	struct wg_variant *v;
	int rc;

	rc = named ? wg_variant_find_named(name, WG_DATADIR, path,
	    sizeof(path)) : wg_variant_find(name, WG_DATADIR, path,
	    sizeof(path));
	if (rc != WG_OK) {
		/* A variant is a name unless it holds a slash: a file of
		   the current folder is ./NAME. */
		int here = !named && access(name, F_OK) == 0;

		cli_error("%s%svariant '%s' not found (looked in "
		    "$WORDGAME_PATH, the user data folder and %s)%s%s",
		    where != NULL ? where : "", where != NULL ? ": " : "",
		    name, WG_DATADIR, here ? "; for the file here, give ./" :
		    "", here ? name : "");
		return NULL;
	}
	if (wg_variant_load(&v, path, err, sizeof(err)) != WG_OK) {
		cli_error("%s", err);
		return NULL;
	}
	return v;
}

struct wg_variant *
cli_variant_open(const char *name)
{
	return variant_open(NULL, name, 0);
}

struct wg_variant *
cli_variant_open_named(const char *where, const char *name)
{
	return variant_open(where, name, 1);
}

/* Reads the position; loads the variant it names when -v gave none. */
int
cli_board_open(const char *path, int have_seed, uint64_t seed,
    struct wg_board *b, struct wg_variant **vp, int *cgp)
{
	const char *name = strcmp(path, "-") == 0 ? "(standard input)" : path;
	char want[WG_NAME_MAX], err[512];
	char *text;
	size_t len;
	int rc;

	if ((text = cli_slurp(path, &len)) == NULL) {
		cli_error("%s: %s", name, strerror(errno));
		return -1;
	}
	*cgp = wg_board_is_cgp(text, len);
	rc = wg_board_parse(b, *vp, name, text, len, want, sizeof(want), err,
	    sizeof(err));
	if (rc == WG_E_ARG && *vp != NULL) {
		cli_error("%s: the board is for variant %s, not %s", err,
		    want, (*vp)->name);
		free(text);
		return -1;
	}
	if (rc == WG_E_ARG) {
		if ((*vp = cli_variant_open_named(err, want)) == NULL) {
			free(text);
			return -1;
		}
		rc = wg_board_parse(b, *vp, name, text, len, NULL, 0, err,
		    sizeof(err));
	}
	free(text);
	if (rc != WG_OK) {
		cli_error("%s", rc == WG_E_FORMAT ? err : wg_strerror(rc));
		return -1;
	}
	if (b->layout == WG_LAYOUT_UNSET && !have_seed) {
		cli_error("%s: variant %s places premiums at random and the "
		    "board gives no layout: use --seed N", name, (*vp)->name);
		return -1;
	}
	if (have_seed && b->layout != WG_LAYOUT_UNSET) {
		cli_error("%s: --seed: the board has its premium layout "
		    "already", name);
		return -1;
	}
	if (have_seed)
		wg_board_shuffle(b, seed);
	return 0;
}

int
cli_rack_set(struct wg_board *b, const char *rack)
{
	char why[256];

	if (wg_board_set_rack(b, b->turn, rack, why, sizeof(why)) == WG_OK)
		return 0;
	cli_error("rack '%s': %s", rack, why);
	return -1;
}

void
cli_board_words_warn(const char *path, const struct wg_board *b,
    const struct wg_lexicon *lex)
{
	struct wg_word bad[8];
	char word[WG_BOARD_MAX * 4 + 1];
	unsigned n, i;

	if (lex == NULL || (n = wg_board_bad_words(b, lex, bad, 8)) == 0)
		return;
	fflush(stdout);
	progress_clear();
	fprintf(stderr, "%s: ", progname);
	cli_text(stderr, strcmp(path, "-") == 0 ? "(standard input)" : path);
	fprintf(stderr, ": warning: %s on the board not in the lexicon:",
	    n == 1 ? "a word" : "words");
	for (i = 0; i < n && i < 8; i++) {
		wg_word_spell(b, &bad[i], word, sizeof(word));
		if (bad[i].down)
			fprintf(stderr, " %s (%c%u)", word, 'A' + bad[i].col,
			    bad[i].row + 1);
		else
			fprintf(stderr, " %s (%u%c)", word, bad[i].row + 1,
			    'A' + bad[i].col);
	}
	if (n > 8)
		fprintf(stderr, " and %u more", n - 8);
	fputc('\n', stderr);
}

unsigned long
cli_number(const char *option, const char *arg, unsigned long lo,
    unsigned long hi, const char *synopsis)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(arg, &end, 10);
	if (errno != 0 || end == arg || *end != '\0' || *arg < '0' ||
	    *arg > '9' || v < lo || v > hi) {
		cli_error("--%s: '%s' is not a number from %lu to %lu", option,
		    arg, lo, hi);
		cli_usage_error(synopsis);
	}
	return v;
}

void
cli_sim_option(struct cli_sim *cs, const char *name, const char *arg,
    const char *synopsis)
{
	struct wg_sim_options *so = &cs->opt;
	unsigned long max = strcmp(name, "iterations") == 0 ?
	    WG_SIM_MAX_ITERATIONS : strcmp(name, "plies") == 0 ?
	    WG_SIM_MAX_PLIES : strcmp(name, "threads") == 0 ?
	    WG_SIM_MAX_THREADS : 1000, v;
	double d;
	char *end;

	errno = 0;
	if (strcmp(name, "seconds") == 0) {
		d = strtod(arg, &end);
		if (errno != 0 || end == arg || *end != '\0' || !(d > 0) ||
		    d > 1e6) {
			cli_error("--seconds: '%s' is not a number of seconds "
			    "above 0 and at most 1000000", arg);
			cli_usage_error(synopsis);
		}
		so->seconds = d;
		cs->have_seconds = 1;
		return;
	}
	v = cli_number(name, arg, strcmp(name, "plies") != 0, max, synopsis);
	if (strcmp(name, "iterations") == 0) {
		so->iterations = v;
		cs->have_iterations = 1;
	} else if (strcmp(name, "plies") == 0) {
		so->plies = (unsigned)v;
		cs->have_plies = 1;
	} else if (strcmp(name, "threads") == 0) {
		so->threads = (unsigned)v;
		cs->have_threads = 1;
	} else {
		so->candidates = (unsigned)v;
		cs->have_candidates = 1;
	}
}

void
cli_sim_check(struct cli_sim *cs, uint64_t seed, const char *synopsis)
{
	struct wg_sim_options *so = &cs->opt;
	const char *lone = cs->have_plies ? "plies" : cs->have_iterations ?
	    "iterations" : cs->have_seconds ? "seconds" : cs->have_threads ?
	    "threads" : cs->have_candidates ? "candidates" : NULL;

	if (!cs->on) {
		if (lone != NULL) {
			cli_error("--%s goes with --sim", lone);
			cli_usage_error(synopsis);
		}
		return;
	}
	if (cs->have_iterations && cs->have_seconds) {
		cli_error("--iterations and --seconds exclude each other");
		cli_usage_error(synopsis);
	}
	if (!cs->have_plies)
		so->plies = 2;
	if (!cs->have_candidates)
		so->candidates = 10;
	if (!cs->have_threads)
		so->threads = 1;
	if (!cs->have_iterations && !cs->have_seconds)
		so->iterations = 1000;
	so->seed = seed;
}

/* The variant whose shipped leaves V plays with: its own, or another's
   on the same tiles (wgvariant(5) leaves). */
static const char *
cli_leaves_name(const struct wg_variant *v)
{
	return v->leaves[0] != '\0' ? v->leaves : v->name;
}

/*
 * Loads the leave values PATH for V and LEX: binary (wgleaves(5)), a KLV
 * or KLV2, or text, told by their content; NULL PATH: the variant's
 * shipped ones.  NULL after a message.
 */
struct wg_leaves *
cli_leaves_open(const char *path, const struct wg_variant *v,
    const struct wg_lexicon *lex)
{
	struct wg_leaves *lv = NULL;
	char err[512], found[PATH_MAX];
	char *text;
	size_t len;
	int rc;

	if (path == NULL) {
		if (wg_leaves_find(cli_leaves_name(v), WG_DATADIR, found,
		    sizeof(found)) != WG_OK) {
			cli_error("no leave values ship for variant %s (looked "
			    "in $WORDGAME_PATH, the user data folder and %s); "
			    "give --leaves FILE", cli_leaves_name(v),
			    WG_DATADIR);
			return NULL;
		}
		path = found;
	}
	if ((text = cli_slurp(path, &len)) == NULL) {
		cli_error("%s: %s", path, strerror(errno));
		return NULL;
	}
	if (wg_leaves_is_binary(text, len))
		rc = wg_leaves_read_binary(&lv, path, text, len, v, lex, err,
		    sizeof(err));
	else if (wg_leaves_klv_kind(text, len, NULL, NULL) != 0 ||
	    memchr(text, '\0', len < 64 ? len : 64) != NULL)
		/* Text holds no NUL: a damaged KLV is told as one. */
		rc = wg_leaves_read_klv(&lv, path, text, len, v, err,
		    sizeof(err));
	else
		rc = wg_leaves_parse_variant(&lv, v, path, text, len, err,
		    sizeof(err));
	free(text);
	if (rc == WG_E_LIMIT)
		cli_error("%s: the values of variant %s take more than the "
		    "memory limit of %llu bytes (--limit memory=N)", path,
		    v->name, (unsigned long long)wg_limits()->memory);
	else if (rc != WG_OK)
		cli_error("%s", rc == WG_E_FORMAT ? err : wg_strerror(rc));
	if (rc != WG_OK)
		return NULL;
	return lv;
}

int
cli_leaves_ship(const struct wg_variant *v)
{
	char found[PATH_MAX];

	return wg_leaves_find(cli_leaves_name(v), WG_DATADIR, found,
	    sizeof(found)) == WG_OK;
}

int
cli_win_open(struct wg_win **out, const char *path,
    const struct wg_variant *v)
{
	char err[512], found[PATH_MAX];

	*out = NULL;
	if (path == NULL && wg_win_find(v->name, WG_DATADIR, found,
	    sizeof(found)) != WG_OK)
		return 0;
	if (wg_win_load(out, path != NULL ? path : found, v, WG_DATADIR, err,
	    sizeof(err)) != WG_OK) {
		cli_error("%s", err);
		return -1;
	}
	return 0;
}

/* Progress lines: see cli.h. */

static double
progress_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void
progress_clear(void)
{
	if (progress_shown == NULL)
		return;
	fputs("\r\033[K", stderr);
	fflush(stderr);
	progress_shown = NULL;
}

/* Writes S seconds as "M:SS" or "H:MM:SS" into BUF. */
static void
progress_time(double s, char *buf, size_t size)
{
	unsigned long t = s < 0 ? 0 : s > 359999999.0 ? 359999999UL :
	    (unsigned long)(s + 0.5);

	if (t >= 3600)
		snprintf(buf, size, "%lu:%02lu:%02lu", t / 3600, t / 60 % 60,
		    t % 60);
	else
		snprintf(buf, size, "%lu:%02lu", t / 60, t % 60);
}

static void
progress_draw(struct cli_progress *p, double now)
{
	double elapsed = now - p->start, rate;
	char left[32];

	rate = elapsed > 0 ? (double)p->done / elapsed : 0;
	fprintf(stderr, "\r%s: %s %" PRIu64, progname, p->what, p->done);
	if (p->total > 0)
		fprintf(stderr, "/%" PRIu64, p->total);
	fprintf(stderr, " %s", p->unit);
	if (p->done > 0 && elapsed > 0) {
		fprintf(stderr, ", %.*f/s", rate < 10 ? 1 : 0, rate);
		if (p->total > p->done) {
			progress_time((double)(p->total - p->done) / rate,
			    left, sizeof(left));
			fprintf(stderr, ", %s left", left);
		}
	}
	fputs("\033[K", stderr);
	fflush(stderr);
	p->drawn = now;
	progress_shown = p;
}

void
cli_progress_start(struct cli_progress *p, const char *what,
    const char *unit, uint64_t total, int flags)
{
	p->what = what;
	p->unit = unit;
	p->done = 0;
	p->total = total;
	p->on = !(flags & CLI_PROGRESS_QUIET) && isatty(STDERR_FILENO) &&
	    !(flags & CLI_PROGRESS_STDOUT && isatty(STDOUT_FILENO));
	p->start = p->drawn = 0;
	if (!p->on)
		return;
	p->start = progress_now();
	progress_draw(p, p->start);
}

void
cli_progress_set(struct cli_progress *p, uint64_t done)
{
	double now;

	p->done = done;
	if (!p->on)
		return;
	/* Five times a second at most: a terminal is slow. */
	now = progress_now();
	if (now - p->drawn >= 0.2 || progress_shown != p)
		progress_draw(p, now);
}

void
cli_progress_total(struct cli_progress *p, uint64_t total)
{
	p->total = total;
}

void
cli_progress_end(struct cli_progress *p)
{
	if (!p->on)
		return;
	progress_draw(p, progress_now());
	progress_clear();
	p->on = 0;
}

void
cli_progress_report(uint64_t done, uint64_t total, void *arg)
{
	struct cli_progress *p = arg;

	p->total = total;
	cli_progress_set(p, done);
}

uint64_t
cli_seed(const char *arg, const char *synopsis)
{
	unsigned long long n;
	char *end;

	errno = 0;
	n = strtoull(arg, &end, 10);
	if (*arg == '\0' || *end != '\0' || errno != 0 || *arg == '-') {
		cli_error("--seed: '%s' is not a number", arg);
		cli_usage_error(synopsis);
	}
	return n;
}

int
cli_infer_move(const struct wg_board *b, const char *text, struct wg_move *m)
{
	const char *msg, *p;
	size_t col;
	unsigned long n;

	memset(m, 0, sizeof(*m));
	/* An exchange by count: GCG's "-3". */
	if (text[0] == '-' && text[1] >= '1' && text[1] <= '9') {
		for (p = text + 1, n = 0; *p >= '0' && *p <= '9' &&
		    n <= WG_RACK_MAX; p++)
			n = n * 10 + (unsigned long)(*p - '0');
		if (*p == '\0') {
			if (n > WG_RACK_MAX || n > b->variant->rack_size) {
				cli_error("--infer '%s': an exchange of more "
				    "tiles than a rack holds", text);
				return -1;
			}
			m->kind = WG_MOVE_EXCHANGE;
			m->len = (unsigned)n;
			return 0;
		}
	}
	if (wg_move_parse(m, b->variant->alphabet, text, strlen(text), &col,
	    &msg) != WG_OK) {
		cli_error("--infer '%s': column %zu: %s", text, col, msg);
		return -1;
	}
	return 0;
}

void
cli_infer_print(FILE *fp, const struct wg_infer *inf,
    const struct wg_variant *v, int header, int json, size_t max)
{
	const struct wg_inferred *x;
	char leave[WG_RACK_MAX * 8 + 1];
	size_t i, n = wg_infer_count(inf), used;
	unsigned k;

	if (max > 0 && max < n)
		n = max;
	if (json)
		fprintf(fp, "[");
	else if (header)
		fprintf(fp, "leave\tprobability\tcount\n");
	for (i = 0; i < n; i++) {
		x = wg_infer_result(inf, i);
		for (k = 0, used = 0; k < x->nleave; k++)
			used += (size_t)snprintf(leave + used,
			    sizeof(leave) - used, "%s", x->leave[k] == 0 ?
			    "?" : wg_alphabet_letter(v->alphabet,
			    x->leave[k]));
		leave[used] = '\0';
		if (json) {
			fprintf(fp, "%s\n  {\"leave\": ", i ? "," : "");
			cli_json_string(fp, leave);
			fprintf(fp, ", \"probability\": %.6f, \"count\": %llu}",
			    x->probability, (unsigned long long)x->count);
		} else
			fprintf(fp, "%s\t%.6f\t%llu\n", leave, x->probability,
			    (unsigned long long)x->count);
	}
	if (json)
		fprintf(fp, "%s]\n", n ? "\n" : "");
}
