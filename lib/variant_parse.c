/*
 * variant_parse.c: reads variant files (wgvariant(5)) into struct
 * wg_variant.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wg_private.h"

#define MAX_TOKENS	20

struct vreader {
	const char	*name;		/* for messages */
	struct wg_variant *v;
	unsigned	 line;
	const char	*tok[MAX_TOKENS];	/* the line's words */
	size_t		 toklen[MAX_TOKENS];
	size_t		 tokcol[MAX_TOKENS];	/* 1-based, in characters */
	size_t		 ntok;
	int		 have_size, have_rack, have_layout, have_start;
	unsigned	 given;		/* once_keywords met, bit k */
	char		*err;
	size_t		 errsize;
};

static int
fail(struct vreader *r, size_t col, const char *fmt, const char *arg)
{
	char msg[256];

	snprintf(msg, sizeof(msg), fmt, arg);
	wg_msg(r->err, r->errsize, "%s:%u:%zu: %s", r->name, r->line, col, msg);
	return WG_E_FORMAT;
}

static void
split(struct vreader *r, const char *s, size_t len)
{
	size_t i = 0, start;

	r->ntok = 0;
	while (i < len) {
		while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
			i++;
		if (i == len || s[i] == '#')
			break;
		start = i;
		while (i < len && s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			i++;
		if (r->ntok == MAX_TOKENS) {
			r->ntok++;	/* too many: reported by the caller */
			r->tokcol[MAX_TOKENS - 1] = wg_text_cols(s, start) + 1;
			break;
		}
		r->tok[r->ntok] = s + start;
		r->toklen[r->ntok] = i - start;
		r->tokcol[r->ntok] = wg_text_cols(s, start) + 1;
		r->ntok++;
	}
}

static int
is(const struct vreader *r, size_t i, const char *word)
{
	return i < r->ntok && r->toklen[i] == strlen(word) &&
	    memcmp(r->tok[i], word, r->toklen[i]) == 0;
}

/* Reads token I as an integer in [LO, HI]. */
static int
number(struct vreader *r, size_t i, long lo, long hi, long *out)
{
	char buf[32], *end;
	long n;

	if (i >= r->ntok || r->ntok > MAX_TOKENS)
		return fail(r, i < r->ntok ? r->tokcol[i] :
		    r->tokcol[r->ntok - 1] + r->toklen[r->ntok - 1] + 1,
		    "%s", "a number is missing");
	if (r->toklen[i] >= sizeof(buf))
		return fail(r, r->tokcol[i], "%s", "number too long");
	memcpy(buf, r->tok[i], r->toklen[i]);
	buf[r->toklen[i]] = '\0';
	errno = 0;
	n = strtol(buf, &end, 10);
	if (*end != '\0' || end == buf || errno != 0)
		return fail(r, r->tokcol[i], "'%s' is not a number", buf);
	if (n < lo || n > hi) {
		char range[96];

		snprintf(range, sizeof(range), "%s out of range %ld..%ld", buf,
		    lo, hi);
		return fail(r, r->tokcol[i], "%s", range);
	}
	*out = n;
	return WG_OK;
}

static int
count_args(struct vreader *r, size_t lo, size_t hi)
{
	char kw[32];

	snprintf(kw, sizeof(kw), "%.*s", (int)r->toklen[0], r->tok[0]);
	if (r->ntok - 1 > hi)
		return fail(r, r->tokcol[hi + 1 < MAX_TOKENS ? hi + 1 :
		    MAX_TOKENS - 1], "too many words after '%s'", kw);
	if (r->ntok - 1 < lo)
		return fail(r, r->tokcol[r->ntok - 1] +
		    wg_text_cols(r->tok[r->ntok - 1],
		    r->toklen[r->ntok - 1]) + 1,
		    "too few words after '%s'", kw);
	return WG_OK;
}

/* Reads "H8": a column letter and a row number. */
static int
square(struct vreader *r, size_t i, unsigned *row, unsigned *col)
{
	int rc = wg_square_read(r->tok[i], r->toklen[i], r->v->rows,
	    r->v->cols, row, col);

	if (rc == -1)
		return fail(r, r->tokcol[i], "%s",
		    "a square is a column letter and a row number, as H8");
	if (rc == -2)
		return fail(r, r->tokcol[i], "%s", "square off the board");
	return WG_OK;
}

static int
tile_line(struct vreader *r)
{
	struct wg_variant *v = r->v;
	unsigned code;
	size_t used, skip;
	long count, value;
	int lower, rc;

	if ((rc = count_args(r, 3, 3)) != WG_OK)
		return rc;
	if (v->alphabet == NULL)
		return fail(r, r->tokcol[0], "%s",
		    "'alphabet' must come before the tiles");
	if (r->toklen[1] == 1 && r->tok[1][0] == '?')
		code = 0;
	else {
		used = wg_letter_read(v->alphabet, r->tok[1], r->toklen[1],
		    &code, &lower, &skip);
		if (used == 0 || used != r->toklen[1] || lower) {
			char t[64];

			snprintf(t, sizeof(t), "%.*s", (int)r->toklen[1],
			    r->tok[1]);
			return fail(r, r->tokcol[1], "'%s' is not an uppercase "
			    "letter of the alphabet or ?", t);
		}
	}
	if (v->count[code] != 0)
		return fail(r, r->tokcol[1], "%s", "tile listed twice");
	if (code != 0 && (v->excluded >> code & 1))
		return fail(r, r->tokcol[1], "%s", "the letter is excluded");
	if ((rc = number(r, 2, 0, WG_LETTER_TILES_MAX, &count)) != WG_OK ||
	    (rc = number(r, 3, 0, 1000, &value)) != WG_OK)
		return rc;
	if (count == 0)
		return fail(r, r->tokcol[2], "%s",
		    "a tile count is at least 1");
	v->count[code] = (unsigned)count;
	v->value[code] = (int)value;
	v->tiles += (unsigned)count;
	return WG_OK;
}

/* Letters outside the alphabet are excluded already: no error. */
static int
exclude_line(struct vreader *r)
{
	struct wg_variant *v = r->v;
	unsigned code;
	size_t i, used, skip;
	int lower;

	if (v->alphabet == NULL)
		return fail(r, r->tokcol[0], "%s",
		    "'alphabet' must come before 'exclude'");
	for (i = 1; i < r->ntok; i++) {
		used = wg_letter_read(v->alphabet, r->tok[i], r->toklen[i],
		    &code, &lower, &skip);
		if (skip != r->toklen[i] || (used != 0 && lower))
			return fail(r, r->tokcol[i], "%s",
			    "expected one uppercase letter");
		if (used == 0)
			continue;
		if (v->count[code] != 0)
			return fail(r, r->tokcol[i], "%s",
			    "an excluded letter has tiles");
		v->excluded |= (uint64_t)1 << code;
	}
	return WG_OK;
}

/* The words the game adds to its lexicon, in the variant's letters. */
static int
words_line(struct vreader *r)
{
	struct wg_variant *v = r->v;
	size_t i, n;

	if (v->alphabet == NULL)
		return fail(r, r->tokcol[0], "%s",
		    "'alphabet' must come before 'words'");
	if (r->ntok < 2 || r->ntok > WG_VARIANT_WORDS_MAX + 1)
		return fail(r, r->tokcol[0], "%s", "'words' takes 1 to 16 "
		    "words");
	for (i = 1; i < r->ntok; i++) {
		if (wg_alphabet_word(v->alphabet, WG_WORD_QUERY, r->tok[i],
		    r->toklen[i], v->add[v->nadd], &n, NULL) != WG_WORD_OK ||
		    n < 2)
			return fail(r, r->tokcol[i], "%s", "not a word of two "
			    "letters or more of the alphabet");
		v->add_len[v->nadd++] = (uint8_t)n;
	}
	return WG_OK;
}

/* Reads the grid of premium squares that follows "premiums". */
static int
layout_lines(struct vreader *r, const char **pp, const char *end)
{
	struct wg_variant *v = r->v;
	const char *p = *pp, *eol;
	size_t len, c;
	unsigned row;
	int kind;

	for (row = 0; row < v->rows; row++) {
		if (p >= end)
			return fail(r, 1, "%s",
			    "the premium grid has too few rows");
		eol = memchr(p, '\n', (size_t)(end - p));
		if (eol == NULL)
			eol = end;
		r->line++;
		len = (size_t)(eol - p);
		if (len > 0 && p[len - 1] == '\r')
			len--;
		for (c = 0; c < len && c < v->cols; c++) {
			kind = wg_premium_from_char((unsigned char)p[c]);
			if (kind < 0) {
				char ch[2] = { p[c], '\0' };

				return fail(r, c + 1, "'%s' is not a premium "
				    "square (one of . d t q D T Q *)", ch);
			}
			v->premium[row * v->cols + c] = (uint8_t)kind;
		}
		if (len != v->cols)
			return fail(r, len < v->cols ? len + 1 : v->cols + 1,
			    "%s", len < v->cols ? "premium row too short" :
			    "premium row too long");
		p = eol < end ? eol + 1 : end;
	}
	*pp = p;
	return WG_OK;
}

/* The keywords a variant gives once: twice, which would count is not for
   the reader to guess.  (tile: once per letter; exclude: any number.) */
static const char *const once_keywords[] = {
	"name", "alphabet", "size", "start", "premiums", "players", "rack",
	"bingo", "exchange", "first", "out", "stall", "tie", "stacking",
	"lexicon", "words", NULL
};

static int
keyword(struct vreader *r, const char **pp, const char *end)
{
	struct wg_variant *v = r->v;
	long a, b;
	size_t i;
	unsigned k;
	int rc;

	for (k = 0; once_keywords[k] != NULL; k++)
		if (is(r, 0, once_keywords[k])) {
			if (r->given >> k & 1)
				return fail(r, r->tokcol[0], "%s given twice",
				    once_keywords[k]);
			r->given |= 1u << k;
		}

	if (is(r, 0, "name")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK)
			return rc;
		if (r->toklen[1] >= sizeof(v->name))
			return fail(r, r->tokcol[1], "%s", "name too long");
		if (!wg_variant_name_ok(r->tok[1], r->toklen[1]))
			return fail(r, r->tokcol[1], "%s", "a name is letters, "
			    "digits and '-', '_' or '.' (not first)");
		memcpy(v->name, r->tok[1], r->toklen[1]);
		v->name[r->toklen[1]] = '\0';
	} else if (is(r, 0, "alphabet")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK)
			return rc;
		if (r->toklen[1] >= sizeof(v->language))
			return fail(r, r->tokcol[1], "%s", "unknown language");
		memcpy(v->language, r->tok[1], r->toklen[1]);
		v->language[r->toklen[1]] = '\0';
		if (strcmp(v->language, "-") == 0)
			v->language[0] = '\0';
		rc = wg_alphabet_new(&v->alphabet, v->language);
		if (rc == WG_E_NOMEM)
			return rc;
		if (rc != WG_OK)
			return fail(r, r->tokcol[1], "unknown language '%s'",
			    v->language);
	} else if (is(r, 0, "size")) {
		if ((rc = count_args(r, 2, 2)) != WG_OK ||
		    (rc = number(r, 1, 1, WG_BOARD_MAX, &a)) != WG_OK ||
		    (rc = number(r, 2, 1, WG_BOARD_MAX, &b)) != WG_OK)
			return rc;
		v->rows = (unsigned)a;
		v->cols = (unsigned)b;
		r->have_size = 1;
	} else if (is(r, 0, "start")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK)
			return rc;
		if (!r->have_size)
			return fail(r, r->tokcol[0], "%s",
			    "'size' must come before 'start'");
		if ((rc = square(r, 1, &v->start_row, &v->start_col)) != WG_OK)
			return rc;
		r->have_start = 1;
	} else if (is(r, 0, "premiums")) {
		if ((rc = count_args(r, 0, 1)) != WG_OK)
			return rc;
		if (!r->have_size)
			return fail(r, r->tokcol[0], "%s",
			    "'size' must come before 'premiums'");
		if (r->ntok == 2 && is(r, 1, "random"))
			v->random_layout = 1;
		else if (r->ntok == 2 && !is(r, 1, "standard"))
			return fail(r, r->tokcol[1], "%s",
			    "expected 'standard' or 'random'");
		r->have_layout = 1;
		return layout_lines(r, pp, end);
	} else if (is(r, 0, "players")) {
		if ((rc = count_args(r, 2, 2)) != WG_OK ||
		    (rc = number(r, 1, 2, WG_MAX_PLAYERS, &a)) != WG_OK ||
		    (rc = number(r, 2, a, WG_MAX_PLAYERS, &b)) != WG_OK)
			return rc;
		v->min_players = (unsigned)a;
		v->max_players = (unsigned)b;
	} else if (is(r, 0, "rack")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK ||
		    (rc = number(r, 1, 1, WG_RACK_MAX, &a)) != WG_OK)
			return rc;
		v->rack_size = (unsigned)a;
		r->have_rack = 1;
	} else if (is(r, 0, "bingo")) {
		if ((rc = count_args(r, 2, 3)) != WG_OK ||
		    (rc = number(r, 1, 0, 10000, &a)) != WG_OK ||
		    (rc = number(r, 2, 1, WG_RACK_MAX, &b)) != WG_OK)
			return rc;
		v->bingo_bonus = (int)a;
		v->bingo_tiles = (unsigned)b;
		v->bingo_blanks = 1;
		if (r->ntok == 4) {
			if (!is(r, 3, "no-blanks"))
				return fail(r, r->tokcol[3], "%s",
				    "expected 'no-blanks'");
			v->bingo_blanks = 0;
		}
	} else if (is(r, 0, "exchange")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK ||
		    (rc = number(r, 1, 0, 1000, &a)) != WG_OK)
			return rc;
		v->exchange_min = (unsigned)a;
	} else if (is(r, 0, "first")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK)
			return rc;
		if (is(r, 1, "random"))
			v->first_random = 1;
		else if (is(r, 1, "seat"))
			v->first_random = 0;
		else
			return fail(r, r->tokcol[1], "%s",
			    "expected 'random' or 'seat'");
	} else if (is(r, 0, "out")) {
		if ((rc = count_args(r, 2, 2)) != WG_OK ||
		    (rc = number(r, 1, 0, 10, &a)) != WG_OK)
			return rc;
		v->out_gain = (int)a;
		if (is(r, 2, "lose"))
			v->out_loss = 1;
		else if (is(r, 2, "keep"))
			v->out_loss = 0;
		else
			return fail(r, r->tokcol[2], "%s",
			    "expected 'lose' or 'keep'");
	} else if (is(r, 0, "stall")) {
		if ((rc = count_args(r, 2, 5)) != WG_OK ||
		    (rc = number(r, 1, 1, 100, &a)) != WG_OK)
			return rc;
		v->stall_turns = (unsigned)a;
		v->stall_per_player = 0;
		v->stall_not_zero = 0;
		v->stall_loss = 0;
		i = 2;
		if (is(r, i, "per-player")) {
			v->stall_per_player = 1;
			i++;
		}
		if (is(r, i, "passes"))
			v->stall = WG_STALL_PASSES;
		else if (is(r, i, "no-play"))
			v->stall = WG_STALL_NO_PLAY;
		else if (is(r, i, "scoreless"))
			v->stall = WG_STALL_SCORELESS;
		else
			return fail(r, i < r->ntok ? r->tokcol[i] : 1, "%s",
			    "expected 'passes', 'no-play' or 'scoreless'");
		for (i++; i < r->ntok; i++) {
			if (is(r, i, "not-zero"))
				v->stall_not_zero = 1;
			else if (is(r, i, "lose"))
				v->stall_loss = 1;
			else
				return fail(r, r->tokcol[i], "%s",
				    "expected 'not-zero' or 'lose'");
		}
	} else if (is(r, 0, "tie")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK)
			return rc;
		if (is(r, 1, "pre-end"))
			v->tie_pre_end = 1;
		else if (is(r, 1, "shared"))
			v->tie_pre_end = 0;
		else
			return fail(r, r->tokcol[1], "%s",
			    "expected 'pre-end' or 'shared'");
	} else if (is(r, 0, "stacking")) {
		if ((rc = count_args(r, 0, 0)) != WG_OK)
			return rc;
		v->stacking = 1;
	} else if (is(r, 0, "lexicon")) {
		if ((rc = count_args(r, 1, 1)) != WG_OK)
			return rc;
		if (r->toklen[1] >= sizeof(v->lexicon) ||
		    !wg_variant_name_ok(r->tok[1], r->toklen[1]))
			return fail(r, r->tokcol[1], "%s", "a lexicon name is "
			    "letters, digits and '-', '_' or '.' (not first), "
			    "a name of the search path, never a file");
		memcpy(v->lexicon, r->tok[1], r->toklen[1]);
		v->lexicon[r->toklen[1]] = '\0';
	} else if (is(r, 0, "words"))
		return words_line(r);
	else if (is(r, 0, "tile"))
		return tile_line(r);
	else if (is(r, 0, "exclude"))
		return exclude_line(r);
	else {
		char kw[64];

		snprintf(kw, sizeof(kw), "%.*s", (int)r->toklen[0], r->tok[0]);
		return fail(r, r->tokcol[0], "unknown keyword '%s'", kw);
	}
	return WG_OK;
}

static int
finish(struct vreader *r)
{
	struct wg_variant *v = r->v;
	unsigned code;

	r->line++;
	if (v->name[0] == '\0')
		return fail(r, 1, "%s", "no 'name'");
	if (v->alphabet == NULL)
		return fail(r, 1, "%s", "no 'alphabet'");
	if (!r->have_size)
		return fail(r, 1, "%s", "no 'size'");
	if (!r->have_start)
		return fail(r, 1, "%s", "no 'start'");
	if (!r->have_rack)
		return fail(r, 1, "%s", "no 'rack'");
	if (!r->have_layout)
		return fail(r, 1, "%s", "no 'premiums'");
	if (v->min_players == 0)
		return fail(r, 1, "%s", "no 'players'");
	for (code = 1; code <= wg_alphabet_size(v->alphabet); code++)
		if (v->count[code] != 0)
			break;
	if (code > wg_alphabet_size(v->alphabet))
		return fail(r, 1, "%s", "no tiles");
	if (v->bingo_tiles > v->rack_size)
		return fail(r, 1, "%s", "'bingo' needs more tiles than a rack "
		    "holds");
	return WG_OK;
}

int
wg_variant_load_memory(struct wg_variant **out, const char *name,
    const char *text, size_t len, char *errbuf, size_t errsize)
{
	struct vreader r;
	struct wg_variant *v;
	const char *p = text, *end = text + len, *eol;
	int rc = WG_OK;

	*out = NULL;
	if ((v = calloc(1, sizeof(*v))) == NULL)
		return WG_E_NOMEM;
	memset(&r, 0, sizeof(r));
	r.name = name;
	r.v = v;
	r.err = errbuf;
	r.errsize = errsize;
	/* Defaults: the rules common to the games we know. */
	v->bingo_blanks = 1;
	v->exchange_min = 1;
	v->out_gain = 1;
	v->out_loss = 1;
	while (p < end && rc == WG_OK) {
		eol = memchr(p, '\n', (size_t)(end - p));
		if (eol == NULL)
			eol = end;
		r.line++;
		split(&r, p, (size_t)(eol - p));
		p = eol < end ? eol + 1 : end;
		if (r.ntok == 0)
			continue;
		if (r.ntok > MAX_TOKENS)
			rc = fail(&r, r.tokcol[MAX_TOKENS - 1], "%s",
			    "too many words on the line");
		else
			rc = keyword(&r, &p, end);
	}
	if (rc == WG_OK)
		rc = finish(&r);
	if (rc != WG_OK) {
		if (rc == WG_E_NOMEM)
			wg_msg(errbuf, errsize, "%s: %s", name,
			    wg_strerror(rc));
		wg_variant_free(v);
		return rc;
	}
	*out = v;
	return WG_OK;
}

int
wg_variant_name_ok(const char *s, size_t n)
{
	size_t i;

	if (n == 0 || n >= WG_NAME_MAX || s[0] == '.' || s[0] == '-')
		return 0;
	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '-' || s[i] == '_' || s[i] == '.'))
			return 0;
	return 1;
}

int
wg_variant_load(struct wg_variant **out, const char *path, char *errbuf,
    size_t errsize)
{
	char *text;
	size_t len;
	int rc, saved;

	*out = NULL;
	if ((rc = wg_file_read(path, &text, &len)) != WG_OK) {
		saved = errno;
		wg_msg(errbuf, errsize, "%s: %s", path, rc == WG_E_IO ?
		    strerror(saved) : wg_strerror(rc));
		errno = saved;
		return rc;
	}
	rc = wg_variant_load_memory(out, path, text, len, errbuf, errsize);
	free(text);
	return rc;
}
