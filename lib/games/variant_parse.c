/*
 * variant_parse.c: reads variant files (wgvariant(5)) into struct
 * wg_variant.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games_private.h"
#include "game.h"

#define MAX_TOKENS	20

struct vreader {
	const char	*name;		/* for messages */
	struct wg_variant *v;
	unsigned	 line;
	const char	*linestart;
	struct wg_tok	 tok[MAX_TOKENS + 1];	/* the line's words, and
						   one too many */
	size_t		 ntok;
	int		 have_size, have_rack, have_layout, have_start;
	unsigned	 given[32];	/* the line each keyword came on */
	char		*err;
	size_t		 errsize;
};

static int
fail(struct vreader *r, size_t col, const char *fmt, const char *arg)
{
	char msg[640];

	snprintf(msg, sizeof(msg), fmt, arg);
	wg_msg(r->err, r->errsize, "%s:%u:%zu: %s", r->name, r->line, col, msg);
	return WG_E_FORMAT;
}

/* The column of word I of the line. */
static size_t
col(const struct vreader *r, size_t i)
{
	return wg_tok_col(r->linestart, r->tok[i].s);
}

static int
is(const struct vreader *r, size_t i, const char *word)
{
	return i < r->ntok && wg_tok_is(&r->tok[i], word);
}

/* Reads token I as an integer in [LO, HI]. */
static int
number(struct vreader *r, size_t i, long lo, long hi, long *out)
{
	char buf[32], *end;
	long n;

	if (i >= r->ntok)
		return fail(r, wg_tok_col(r->linestart, r->tok[r->ntok - 1].s +
		    r->tok[r->ntok - 1].len), "%s", "a number is missing");
	if (r->tok[i].len >= sizeof(buf))
		return fail(r, col(r, i), "%s", "number too long");
	memcpy(buf, r->tok[i].s, r->tok[i].len);
	buf[r->tok[i].len] = '\0';
	errno = 0;
	n = strtol(buf, &end, 10);
	if (*end != '\0' || end == buf || errno != 0)
		return fail(r, col(r, i), "'%s' is not a number", buf);
	if (n < lo || n > hi) {
		char range[96];

		snprintf(range, sizeof(range), "%s out of range %ld..%ld", buf,
		    lo, hi);
		return fail(r, col(r, i), "%s", range);
	}
	*out = n;
	return WG_OK;
}

/* Reads "H8": a column letter and a row number. */
static int
square(struct vreader *r, size_t i, unsigned *row, unsigned *column)
{
	int rc = wg_square_read(r->tok[i].s, r->tok[i].len, r->v->rows,
	    r->v->cols, row, column);

	if (rc == -1)
		return fail(r, col(r, i), "%s",
		    "a square is a column letter and a row number, as H8");
	if (rc == -2)
		return fail(r, col(r, i), "%s", "square off the board");
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

	if (v->alphabet == NULL)
		return fail(r, col(r, 0), "%s",
		    "'alphabet' must come before the tiles");
	if (r->tok[1].len == 1 && r->tok[1].s[0] == '?')
		code = 0;
	else {
		used = wg_letter_read(v->alphabet, r->tok[1].s, r->tok[1].len,
		    &code, &lower, &skip);
		if (used == 0 || used != r->tok[1].len || lower) {
			char t[64];

			snprintf(t, sizeof(t), "%.*s", (int)r->tok[1].len,
			    r->tok[1].s);
			return fail(r, col(r, 1), "'%s' is not an uppercase "
			    "letter of the alphabet or ?", t);
		}
	}
	if (v->count[code] != 0)
		return fail(r, col(r, 1), "%s", "tile listed twice");
	if (code != 0 && (v->excluded >> code & 1))
		return fail(r, col(r, 1), "%s", "the letter is excluded");
	if ((rc = number(r, 2, 0, WG_LETTER_TILES_MAX, &count)) != WG_OK ||
	    (rc = number(r, 3, 0, 1000, &value)) != WG_OK)
		return rc;
	if (count == 0)
		return fail(r, col(r, 2), "%s",
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
		return fail(r, col(r, 0), "%s",
		    "'alphabet' must come before 'exclude'");
	for (i = 1; i < r->ntok; i++) {
		used = wg_letter_read(v->alphabet, r->tok[i].s, r->tok[i].len,
		    &code, &lower, &skip);
		if (skip != r->tok[i].len || (used != 0 && lower))
			return fail(r, col(r, i), "%s",
			    "expected one uppercase letter");
		if (used == 0)
			continue;
		if (v->count[code] != 0)
			return fail(r, col(r, i), "%s",
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
		return fail(r, col(r, 0), "%s",
		    "'alphabet' must come before 'words'");
	for (i = 1; i < r->ntok; i++) {
		if (wg_alphabet_word(v->alphabet, WG_WORD_QUERY, r->tok[i].s,
		    r->tok[i].len, v->add[v->nadd], &n, NULL) != WG_WORD_OK ||
		    n < 2)
			return fail(r, col(r, i), "%s", "not a word of two "
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
	struct wg_tok line;
	const char *p;
	size_t len, c;
	unsigned row;
	int kind;

	for (row = 0; row < v->rows; row++) {
		if (!wg_line_next(pp, end, &line))
			return fail(r, 1, "%s",
			    "the premium grid has too few rows");
		r->line++;
		p = line.s;
		len = line.len;
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
	}
	return WG_OK;
}

/*
 * The keywords of a variant and the words after each.  Each comes once
 * (twice, which would count is not for the reader to guess) but "tile",
 * once per letter, and "exclude".
 */
static const struct wg_keyword keywords[] = {
	{ "name", 1, 1, 0 }, { "alphabet", 1, 1, 0 }, { "size", 2, 2, 0 },
	{ "start", 1, 1, 0 }, { "premiums", 0, 1, 0 }, { "players", 2, 2, 0 },
	{ "rack", 1, 1, 0 }, { "bingo", 2, 3, 0 }, { "exchange", 1, 1, 0 },
	{ "first", 1, 1, 0 }, { "out", 2, 3, 0 }, { "stall", 2, 6, 0 },
	{ "tie", 1, 1, 0 }, { "stacking", 0, 0, 0 }, { "lexicon", 1, 1, 0 },
	{ "spec-ops", 0, 0, 0 },
	{ "words", 1, WG_VARIANT_WORDS_MAX, 0 }, { "tile", 3, 3, 1 },
	{ "exclude", 0, MAX_TOKENS - 1, 1 }, { "leaves", 1, 1, 0 },
	{ "game", 1, 1, 0 },
	{ NULL, 0, 0, 0 }
};

/*
 * The keywords that named a game before "game" did, each a game's
 * keyword in its table (game.h).
 */
static const struct {
	const char	*keyword, *game;
} old_games[] = {
	{ "stacking", "stacking" }, { "spec-ops", "wordspionage" }
};
#define NOLD_GAMES	(sizeof(old_games) / sizeof(old_games[0]))

/* The line's keyword among old_games, or NOLD_GAMES. */
static size_t
old_game(const struct vreader *r)
{
	size_t i;

	for (i = 0; i < NOLD_GAMES; i++)
		if (is(r, 0, old_games[i].keyword))
			break;
	return i;
}

/* A line naming the variant's game, NAME[0..LEN). */
static int
game_line(struct vreader *r, const char *name, size_t len)
{
	struct wg_variant *v = r->v;
	char word[WG_NAME_MAX];

	if (v->game[0] != '\0')
		return fail(r, col(r, 0), "the game is named already, as "
		    "'%s'", v->game);
	if (wg_game_named(name, len) == NULL) {
		snprintf(word, sizeof(word), "%.*s", (int)len, name);
		return fail(r, col(r, 1), "unknown game '%s'", word);
	}
	memcpy(v->game, name, len);
	v->game[len] = '\0';
	return WG_OK;
}

/* What the variant's game makes of the common rules (game.h). */
static void
game_numbers(struct wg_variant *v)
{
	const struct wg_game_rules *g = wg_game_find(v);

	v->stack_max = g != NULL && g->stack_max != 0 ? g->stack_max : 1;
	v->rack_max = g != NULL && g->rack_max != 0 ? g->rack_max :
	    v->rack_size;
	v->rainbow = g != NULL && g->rainbow;
	v->blanks_apart = g != NULL && g->blanks_apart;
	v->lengths = g != NULL && g->lengths;
	v->stacking = v->stack_max > 1;
	v->spec_ops = v->blanks_apart;
}

static int
keyword(struct vreader *r, const char **pp, const char *end)
{
	struct wg_variant *v = r->v;
	struct wg_keyword_fault f;
	long a, b;
	size_t i;
	int rc;

	if (wg_keyword_read(keywords, r->tok, r->ntok, r->line, r->given,
	    &f) < 0)
		return fail(r, wg_tok_col(r->linestart, f.at), "%s", f.msg);
	if (is(r, 0, "name")) {
		if (r->tok[1].len >= sizeof(v->name))
			return fail(r, col(r, 1), "%s", "name too long");
		if (!wg_variant_name_ok(r->tok[1].s, r->tok[1].len))
			return fail(r, col(r, 1), "%s", "a name is letters, "
			    "digits and '-', '_' or '.' (not first)");
		memcpy(v->name, r->tok[1].s, r->tok[1].len);
		v->name[r->tok[1].len] = '\0';
	} else if (is(r, 0, "alphabet")) {
		if (r->tok[1].len >= sizeof(v->language))
			return fail(r, col(r, 1), "%s", "unknown language");
		memcpy(v->language, r->tok[1].s, r->tok[1].len);
		v->language[r->tok[1].len] = '\0';
		if (strcmp(v->language, "-") == 0)
			v->language[0] = '\0';
		rc = wg_alphabet_new(&v->alphabet, v->language);
		if (rc == WG_E_NOMEM)
			return rc;
		if (rc != WG_OK)
			return fail(r, col(r, 1), "unknown language '%s'",
			    v->language);
	} else if (is(r, 0, "size")) {
		if ((rc = number(r, 1, 1, WG_BOARD_MAX, &a)) != WG_OK ||
		    (rc = number(r, 2, 1, WG_BOARD_MAX, &b)) != WG_OK)
			return rc;
		v->rows = (unsigned)a;
		v->cols = (unsigned)b;
		r->have_size = 1;
	} else if (is(r, 0, "start")) {
		if (!r->have_size)
			return fail(r, col(r, 0), "%s",
			    "'size' must come before 'start'");
		if ((rc = square(r, 1, &v->start_row, &v->start_col)) != WG_OK)
			return rc;
		r->have_start = 1;
	} else if (is(r, 0, "premiums")) {
		if (!r->have_size)
			return fail(r, col(r, 0), "%s",
			    "'size' must come before 'premiums'");
		if (r->ntok == 2 && is(r, 1, "random"))
			v->random_layout = 1;
		else if (r->ntok == 2 && !is(r, 1, "standard"))
			return fail(r, col(r, 1), "%s",
			    "expected 'standard' or 'random'");
		r->have_layout = 1;
		return layout_lines(r, pp, end);
	} else if (is(r, 0, "players")) {
		if ((rc = number(r, 1, 2, WG_MAX_PLAYERS, &a)) != WG_OK ||
		    (rc = number(r, 2, a, WG_MAX_PLAYERS, &b)) != WG_OK)
			return rc;
		v->min_players = (unsigned)a;
		v->max_players = (unsigned)b;
	} else if (is(r, 0, "rack")) {
		if ((rc = number(r, 1, 1, WG_RACK_MAX, &a)) != WG_OK)
			return rc;
		v->rack_size = (unsigned)a;
		r->have_rack = 1;
	} else if (is(r, 0, "bingo")) {
		if ((rc = number(r, 1, 0, 10000, &a)) != WG_OK ||
		    (rc = number(r, 2, 1, WG_RACK_MAX, &b)) != WG_OK)
			return rc;
		v->bingo_bonus = (int)a;
		v->bingo_tiles = (unsigned)b;
		v->bingo_blanks = 1;
		if (r->ntok == 4) {
			if (!is(r, 3, "no-blanks"))
				return fail(r, col(r, 3), "%s",
				    "expected 'no-blanks'");
			v->bingo_blanks = 0;
		}
	} else if (is(r, 0, "exchange")) {
		if ((rc = number(r, 1, 0, 1000, &a)) != WG_OK)
			return rc;
		v->exchange_min = (unsigned)a;
	} else if (is(r, 0, "first")) {
		if (is(r, 1, "random"))
			v->first_random = 1;
		else if (is(r, 1, "seat"))
			v->first_random = 0;
		else
			return fail(r, col(r, 1), "%s",
			    "expected 'random' or 'seat'");
	} else if (is(r, 0, "out")) {
		if ((rc = number(r, 1, 0, 10, &a)) != WG_OK)
			return rc;
		v->out_gain = (int)a;
		if (is(r, 2, "lose"))
			v->out_loss = 1;
		else if (is(r, 2, "keep"))
			v->out_loss = 0;
		else
			return fail(r, col(r, 2), "%s",
			    "expected 'lose' or 'keep'");
		v->out_transfer = 0;
		if (r->ntok == 4 && is(r, 3, "transfer") && v->out_loss)
			v->out_transfer = 1;
		else if (r->ntok == 4)
			return fail(r, col(r, 3), "%s", v->out_loss ?
			    "expected 'transfer'" : "'transfer' needs 'lose'");
	} else if (is(r, 0, "stall")) {
		if ((rc = number(r, 1, 1, 100, &a)) != WG_OK)
			return rc;
		v->stall_turns = (unsigned)a;
		v->stall_per_player = 0;
		v->stall_not_zero = 0;
		v->stall_loss = 0;
		v->stall_empty_bag = 0;
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
			return fail(r, i < r->ntok ? col(r, i) : 1, "%s",
			    "expected 'passes', 'no-play' or 'scoreless'");
		for (i++; i < r->ntok; i++) {
			if (is(r, i, "not-zero"))
				v->stall_not_zero = 1;
			else if (is(r, i, "lose"))
				v->stall_loss = 1;
			else if (is(r, i, "empty-bag"))
				v->stall_empty_bag = 1;
			else
				return fail(r, col(r, i), "%s", "expected "
				    "'not-zero', 'lose' or 'empty-bag'");
		}
	} else if (is(r, 0, "tie")) {
		if (is(r, 1, "pre-end"))
			v->tie_pre_end = 1;
		else if (is(r, 1, "shared"))
			v->tie_pre_end = 0;
		else
			return fail(r, col(r, 1), "%s",
			    "expected 'pre-end' or 'shared'");
	} else if (is(r, 0, "game")) {
		return game_line(r, r->tok[1].s, r->tok[1].len);
	} else if ((i = old_game(r)) < NOLD_GAMES) {
		return game_line(r, old_games[i].game,
		    strlen(old_games[i].game));
	} else if (is(r, 0, "lexicon")) {
		if (r->tok[1].len >= sizeof(v->lexicon) ||
		    !wg_variant_name_ok(r->tok[1].s, r->tok[1].len))
			return fail(r, col(r, 1), "%s", "a lexicon name is "
			    "letters, digits and '-', '_' or '.' (not first), "
			    "a name of the search path, never a file");
		memcpy(v->lexicon, r->tok[1].s, r->tok[1].len);
		v->lexicon[r->tok[1].len] = '\0';
	} else if (is(r, 0, "leaves")) {
		/* The variant whose shipped leaves it shares. */
		if (r->tok[1].len >= sizeof(v->leaves) ||
		    !wg_variant_name_ok(r->tok[1].s, r->tok[1].len))
			return fail(r, col(r, 1), "%s", "leaves: a variant's "
			    "name is letters, digits and '-', '_' or '.' (not "
			    "first), never a file");
		memcpy(v->leaves, r->tok[1].s, r->tok[1].len);
		v->leaves[r->tok[1].len] = '\0';
	} else if (is(r, 0, "words"))
		return words_line(r);
	else if (is(r, 0, "tile"))
		return tile_line(r);
	else if (is(r, 0, "exclude"))
		return exclude_line(r);
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
	game_numbers(v);
	return WG_OK;
}

int
wg_variant_load_memory(struct wg_variant **out, const char *name,
    const char *text, size_t len, char *errbuf, size_t errsize)
{
	struct vreader r;
	struct wg_variant *v;
	const char *p = text, *end = text + len;
	struct wg_tok line;
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
	while (rc == WG_OK && wg_line_next(&p, end, &line)) {
		r.line++;
		r.linestart = line.s;
		r.ntok = wg_tok_split(line.s, line.len, 1, r.tok,
		    MAX_TOKENS + 1);
		if (r.ntok == 0)
			continue;
		if (r.ntok > MAX_TOKENS)
			rc = fail(&r, col(&r, MAX_TOKENS), "%s",
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
