/*
 * board_parse.c: reads positions, board files (wgboard(5)) and CGP lines,
 * into struct wg_board.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_private.h"

struct breader {
	const char	*name;
	struct wg_board	*b;
	const struct wg_variant *v;
	unsigned	 line;
	unsigned	 used[WG_MAX_LETTERS + 1];	/* tiles seen; [0]:
							   blanks */
	/* Stack entries, checked against the grid once it is read. */
	struct stack_at {
		unsigned	 line;
		size_t		 col;
		unsigned	 idx;
	}		 stacks[WG_SQUARES];
	size_t		 nstacks;
	/* The line each keyword, and each player's rack, was given on (0:
	   not yet): a board says each once. */
	unsigned	 given[16];
	unsigned	 rack_given[WG_MAX_PLAYERS];
	char		*err;
	size_t		 errsize;
};

static int
bfail(struct breader *r, size_t col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
bfail(struct breader *r, size_t col, const char *fmt, ...)
{
	char msg[640];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	wg_msg(r->err, r->errsize, "%s:%u:%zu: %s", r->name, r->line, col,
	    msg);
	return WG_E_FORMAT;
}

static int
blank_line(const struct wg_tok *l)
{
	size_t i;

	for (i = 0; i < l->len; i++) {
		if (l->s[i] == '#')
			return 1;
		if (l->s[i] != ' ' && l->s[i] != '\t')
			return 0;
	}
	return 1;
}

/* The length of the first word of L, and where it starts. */
static size_t
first_word(const struct wg_tok *l, size_t *start)
{
	struct wg_tok w;

	if (wg_tok_split(l->s, l->len, 0, &w, 1) == 0) {
		*start = l->len;
		return 0;
	}
	*start = (size_t)(w.s - l->s);
	return w.len;
}

static int
word_is(const char *s, size_t n, const char *w)
{
	struct wg_tok t = { s, n };

	return wg_tok_is(&t, w);
}

/*
 * The keywords of a board file and the words after each; each comes once
 * (which would count is not for the reader to guess) but "rack", once
 * per player, and "stack", once per square, checked where they are read.
 * "scores" takes one score per player, counted once the players are
 * known.
 */
static const struct wg_keyword keywords[] = {
	{ "variant", 1, 1, 0 }, { "lexicon", 1, 1, 0 }, { "players", 1, 1, 0 },
	{ "scores", 0, WG_MAX_PLAYERS, 0 }, { "rack", 2, 2, 1 },
	{ "turn", 1, 1, 0 }, { "zeros", 1, 1, 0 }, { "premiums", 0, 2, 0 },
	{ "stack", 0, 5, 1 }, { "length", 1, 1, 0 }, { "board", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
is_keyword(const struct wg_tok *l)
{
	struct wg_tok w;

	return wg_tok_split(l->s, l->len, 0, &w, 1) > 0 &&
	    wg_keyword_index(keywords, &w) >= 0;
}

/*
 * Takes S[0..LEN) as the lexicon name: one word with no control character
 * or ';', so that both formats can write it back.
 */
static int
set_lexicon(struct breader *r, const char *s, size_t len, size_t col)
{
	size_t i;

	if (len >= sizeof(r->b->lexicon))
		return bfail(r, col, "lexicon name too long");
	/* A board file would read it back as a comment. */
	if (len > 0 && s[0] == '#')
		return bfail(r, col, "a lexicon name does not start with '#'");
	for (i = 0; i < len; i++)
		if ((unsigned char)s[i] <= ' ' || s[i] == ';' || s[i] == 0x7f)
			return bfail(r, col + wg_text_cols(s, i),
			    "a lexicon name is one word without ';'");
	/* A position names a lexicon of the search path, never a file. */
	if (!wg_variant_name_ok(s, len))
		return bfail(r, col, "a lexicon name is letters, digits and "
		    "'-', '_' or '.' (not first), never a path");
	memcpy(r->b->lexicon, s, len);
	r->b->lexicon[len] = '\0';
	return WG_OK;
}

/* Counts one tile (CODE, 0 for a blank) against the bag. */
static int
count_tile(struct breader *r, unsigned code, size_t col)
{
	const struct wg_variant *v = r->v;
	unsigned have = v->count[code] * wg_pool_sets(v, r->b->length);

	if (++r->used[code] <= have)
		return WG_OK;
	if (code == 0)
		return bfail(r, col, "more blanks than the bag holds (%u)",
		    have);
	return bfail(r, col, "more %s tiles than the bag holds (%u)",
	    wg_alphabet_letter(v->alphabet, code), have);
}

/*
 * Reads one square at S[0..LEN) into *SQ: '.' (or, with DIGITS, nothing),
 * a tile or a blank.  Returns the bytes used or 0 after an error.
 */
static size_t
read_square(struct breader *r, const char *s, size_t len, size_t col,
    uint8_t *sq)
{
	const struct wg_variant *v = r->v;
	unsigned code;
	size_t used, skip;
	int lower;

	if (s[0] == '.') {
		*sq = 0;
		return 1;
	}
	used = wg_letter_read(v->alphabet, s, len, &code, &lower, &skip);
	if (used == 0) {
		bfail(r, col, "'%.*s' is not a letter of the alphabet",
		    (int)skip, s);
		return 0;
	}
	if (v->excluded >> code & 1) {
		bfail(r, col, "variant %s has no letter %s", v->name,
		    wg_alphabet_letter(v->alphabet, code));
		return 0;
	}
	if (count_tile(r, lower ? 0 : code, col) != WG_OK)
		return 0;
	*sq = (uint8_t)(code | (lower ? WG_BLANK : 0));
	return used;
}

/*
 * Reads a rack: letters and ? for blanks, or "-" for none; in a stacking
 * game '*' after a letter marks a rainbow tile, and a rack may hold more
 * than the variant's rack size (tiles bought at the market).
 */
static int
read_rack(struct breader *r, const char *s, size_t len, size_t col,
    unsigned player)
{
	const struct wg_variant *v = r->v;
	struct wg_board *b = r->b;
	unsigned code, max = v->rack_max;
	size_t i = 0, used, skip;
	int lower;

	b->rack_len[player] = 0;
	b->rack_known[player] = 1;
	b->rack_rainbow[player] = 0;
	if (len == 1 && s[0] == '-')
		return WG_OK;
	while (i < len) {
		if (s[i] == '*') {
			if (!v->rainbow)
				return bfail(r, col, "variant %s has no "
				    "rainbow tiles", v->name);
			if (i == 0 || s[i - 1] == '*' || s[i - 1] == '?')
				return bfail(r, col, i > 0 && s[i - 1] == '?' ?
				    "a wild tile is never rainbow" :
				    "'*' marks the letter before it as a "
				    "rainbow tile");
			b->rack_rainbow[player] |= (uint32_t)1 <<
			    (b->rack_len[player] - 1);
			i++;
			col++;
			continue;
		}
		if (b->rack_len[player] == max)
			return bfail(r, col, "more than %u tiles on a rack",
			    max);
		if (s[i] == '?') {
			code = 0;
			used = 1;
		} else {
			used = wg_letter_read(v->alphabet, s + i, len - i,
			    &code, &lower, &skip);
			if (used == 0)
				return bfail(r, col, "'%.*s' is not a "
				    "letter of the alphabet or ?", (int)skip,
				    s + i);
			if (v->excluded >> code & 1)
				return bfail(r, col, "variant %s has no "
				    "letter %s", v->name,
				    wg_alphabet_letter(v->alphabet, code));
		}
		if (count_tile(r, code, col) != WG_OK)
			return WG_E_FORMAT;
		b->rack[player][b->rack_len[player]++] = (uint8_t)code;
		i += used;
		col++;
	}
	return WG_OK;
}

static int
read_number(struct breader *r, const char *s, size_t len, size_t col,
    long lo, long hi, long *out)
{
	long long n = 0;
	size_t i = 0;
	int neg = 0;

	if (len > 0 && s[0] == '-' && lo < 0) {
		neg = 1;
		i++;
	}
	if (i == len)
		return bfail(r, col, "a number is missing");
	for (; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return bfail(r, col, "'%.*s' is not a number",
			    (int)len, s);
		/* Past any range: only the digits are still checked. */
		if (n <= WG_SCORE_MAX)
			n = n * 10 + (s[i] - '0');
	}
	if (neg)
		n = -n;
	if (n < lo || n > hi)
		return bfail(r, col, "%.*s is out of range %ld..%ld",
		    (int)len, s, lo, hi);
	*out = (long)n;
	return WG_OK;
}

/* Reads a decimal seed and lays the premiums out by it. */
static int
read_seed(struct breader *r, const char *s, size_t len, size_t col)
{
	uint64_t seed = 0;
	size_t i;

	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9' || seed > UINT64_MAX / 10 - 1)
			return bfail(r, col, "a seed is a number below "
			    "2^64 / 10");
		seed = seed * 10 + (uint64_t)(s[i] - '0');
	}
	if (len == 0)
		return bfail(r, col, "a seed is a number below 2^64 / 10");
	wg_board_shuffle(r->b, seed);
	return WG_OK;
}

/* The words of a header line after the keyword. */
#define MAX_ARGS	6
struct args {
	const char	*s[MAX_ARGS];
	size_t		 len[MAX_ARGS];
	size_t		 col[MAX_ARGS];
	size_t		 n;
	size_t		 endcol;
};

/* Keeps the words W[0..N) of the line that begins at LINE in A. */
static void
args_keep(struct args *a, const char *line, const struct wg_tok *w,
    size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		a->s[i] = w[i].s;
		a->len[i] = w[i].len;
		a->col[i] = wg_tok_col(line, w[i].s);
	}
	a->n = n;
	a->endcol = n > 0 ? wg_tok_col(line, w[n - 1].s + w[n - 1].len) : 1;
}

/* The words of L into A. */
static int
split_args(struct breader *r, const struct wg_tok *l, struct args *a)
{
	struct wg_tok w[MAX_ARGS + 1];
	size_t n = wg_tok_split(l->s, l->len, 1, w, MAX_ARGS + 1);

	if (n > MAX_ARGS)
		return bfail(r, wg_tok_col(l->s, w[MAX_ARGS].s),
		    "too many words");
	args_keep(a, l->s, w, n);
	return WG_OK;
}

/* Reads ROWS lines of premium squares. */
static int
read_premiums(struct breader *r, const char **pp, const char *end)
{
	struct wg_board *b = r->b;
	struct wg_tok l;
	unsigned row;
	size_t c;
	int kind;

	for (row = 0; row < b->rows; row++) {
		r->line++;
		if (!wg_line_next(pp, end, &l))
			return bfail(r, 1, "the premium grid has %u rows, "
			    "expected %u", row, b->rows);
		for (c = 0; c < l.len && c < b->cols; c++) {
			kind = wg_premium_from_char((unsigned char)l.s[c]);
			if (kind < 0)
				return bfail(r, c + 1, "'%c' is not a premium "
				    "square (one of . d t q D T Q *)", l.s[c]);
			b->premium[row * b->cols + c] = (uint8_t)kind;
		}
		if (l.len != b->cols)
			return bfail(r, l.len < b->cols ? l.len + 1 :
			    b->cols + 1, "premium row %u has %zu squares, "
			    "expected %u", row + 1, l.len, b->cols);
	}
	b->layout = WG_LAYOUT_GRID;
	return WG_OK;
}

/*
 * Reads a stack entry, the words of A from FIRST: "SQUARE HEIGHT
 * [rainbow]".  The square's tile is checked in check_stacks.
 */
static int
read_stack(struct breader *r, const struct args *a, size_t first,
    const char *kw, size_t kwcol)
{
	struct wg_board *b = r->b;
	unsigned row, col, idx;
	size_t k;
	long x;
	int rc;

	if (!wg_game_stacks(r->v))
		return bfail(r, kwcol, "variant %s does not stack tiles",
		    r->v->name);
	if (a->n - first < 2)
		return bfail(r, a->endcol, "too few words after '%s'", kw);
	if (a->n - first > 3)
		return bfail(r, a->col[first + 3], "too many words after '%s'",
		    kw);
	rc = wg_square_read(a->s[first], a->len[first], b->rows, b->cols,
	    &row, &col);
	if (rc != 0)
		return bfail(r, a->col[first], rc == -1 ? "a square is a "
		    "column letter and a row number, as H8" :
		    "square off the board");
	idx = row * b->cols + col;
	for (k = 0; k < r->nstacks; k++)
		if (r->stacks[k].idx == idx)
			return bfail(r, a->col[first], "square %.*s has a "
			    "stack already (line %u)", (int)a->len[first],
			    a->s[first], r->stacks[k].line);
	if ((rc = read_number(r, a->s[first + 1], a->len[first + 1],
	    a->col[first + 1], 1, (long)r->v->stack_max, &x)) != WG_OK)
		return rc;
	b->height[idx] = (uint8_t)x;
	if (a->n - first == 3) {
		if (!word_is(a->s[first + 2], a->len[first + 2], "rainbow"))
			return bfail(r, a->col[first + 2], "expected "
			    "'rainbow' or nothing after the height");
		b->rainbow[idx] = 1;
	}
	r->stacks[r->nstacks].line = r->line;
	r->stacks[r->nstacks].col = a->col[first];
	r->stacks[r->nstacks++].idx = idx;
	return WG_OK;
}

/*
 * Every stack on a tile, no rainbow wild tile, no more tiles on the board
 * and the racks than in the bag (covered letters are not known: only the
 * number is).
 */
static int
check_stacks(struct breader *r)
{
	struct wg_board *b = r->b;
	unsigned i, n = b->rows * b->cols, p, total = 0;
	size_t k;

	for (k = 0; k < r->nstacks; k++) {
		const struct stack_at *e = &r->stacks[k];

		r->line = e->line;
		if (b->sq[e->idx] == 0)
			return bfail(r, e->col, "square %c%u is empty: it has "
			    "no stack", 'A' + e->idx % b->cols,
			    e->idx / b->cols + 1);
		if (b->rainbow[e->idx] && (b->sq[e->idx] & WG_BLANK))
			return bfail(r, e->col, "the tile on %c%u is wild: "
			    "wild tiles are never rainbow",
			    'A' + e->idx % b->cols, e->idx / b->cols + 1);
	}
	for (i = 0; i < n; i++)
		total += wg_board_height(b, i);
	for (p = 0; p < b->players; p++)
		total += b->rack_known[p] ? b->rack_len[p] : 0;
	if (r->nstacks > 0 && total > wg_pool_tiles(r->v, b->length))
		return bfail(r, r->stacks[r->nstacks - 1].col, "%u tiles on "
		    "the board and the racks, more than the bag holds (%u)",
		    total, wg_pool_tiles(r->v, b->length));
	return WG_OK;
}

/* The length S[0..N) names, 0 when none. */
static enum wg_length
length_named(const char *s, size_t n)
{
	enum wg_length k;

	for (k = WG_LENGTH_SHORT; k <= WG_LENGTH_LONG; k++)
		if (word_is(s, n, wg_length_name(k)))
			return k;
	return 0;
}

/*
 * A stacking game's length: the pool, which tiles are counted against.
 * Read ahead of the rest (board_header_word), so a length line after the
 * racks counts them too; here it is only checked.
 */
static int
read_length(struct breader *r, const char *s, size_t n, size_t col,
    size_t kwcol)
{
	if (!wg_game_lengths(r->v))
		return bfail(r, kwcol, "variant %s has no game length",
		    r->v->name);
	if (length_named(s, n) == 0)
		return bfail(r, col, "expected short, normal or long");
	return WG_OK;
}

static int
header_line(struct breader *r, const struct wg_tok *l, const char **pp,
    const char *end)
{
	struct wg_board *b = r->b;
	struct wg_tok w[MAX_ARGS + 2];
	struct wg_keyword_fault f;
	struct args a;
	size_t n, i, kwcol;
	const char *kw;
	long x;
	int rc;

	n = wg_tok_split(l->s, l->len, 1, w, MAX_ARGS + 2);
	if (n > MAX_ARGS + 1)
		return bfail(r, wg_tok_col(l->s, w[MAX_ARGS + 1].s),
		    "too many words");
	if (wg_keyword_read(keywords, w, n, r->line, r->given, &f) < 0)
		return bfail(r, wg_tok_col(l->s, f.at), "%s", f.msg);
	args_keep(&a, l->s, w + 1, n - 1);
	kw = w[0].s;
	n = w[0].len;
	kwcol = wg_tok_col(l->s, kw);
	if (word_is(kw, n, "variant")) {
		if (!wg_variant_name_ok(a.s[0], a.len[0]))
			return bfail(r, a.col[0], "not a variant name");
		return WG_OK;
	}
	if (word_is(kw, n, "lexicon")) {
		return set_lexicon(r, a.s[0], a.len[0], a.col[0]);
	} else if (word_is(kw, n, "players")) {
		if ((rc = read_number(r, a.s[0], a.len[0], a.col[0],
		    r->v->min_players, r->v->max_players, &x)) != WG_OK)
			return rc;
		b->players = (unsigned)x;
	} else if (word_is(kw, n, "scores")) {
		if (a.n < b->players)
			return bfail(r, a.endcol, "too few words after "
			    "'scores'");
		if (a.n > b->players)
			return bfail(r, a.col[b->players], "too many words "
			    "after 'scores'");
		for (i = 0; i < a.n; i++) {
			if ((rc = read_number(r, a.s[i], a.len[i], a.col[i],
			    -WG_SCORE_MAX, WG_SCORE_MAX, &x)) != WG_OK)
				return rc;
			b->score[i] = (int)x;
		}
	} else if (word_is(kw, n, "rack")) {
		if ((rc = read_number(r, a.s[0], a.len[0], a.col[0], 1,
		    b->players, &x)) != WG_OK)
			return rc;
		if (r->rack_given[x - 1] != 0)
			return bfail(r, a.col[0], "rack %ld given twice (first "
			    "on line %u)", x, r->rack_given[x - 1]);
		r->rack_given[x - 1] = r->line;
		return read_rack(r, a.s[1], a.len[1], a.col[1],
		    (unsigned)x - 1);
	} else if (word_is(kw, n, "turn")) {
		if ((rc = read_number(r, a.s[0], a.len[0], a.col[0], 1,
		    b->players, &x)) != WG_OK)
			return rc;
		b->turn = (unsigned)x - 1;
	} else if (word_is(kw, n, "zeros")) {
		if ((rc = read_number(r, a.s[0], a.len[0], a.col[0], 0,
		    1000, &x)) != WG_OK)
			return rc;
		b->zeros = (unsigned)x;
	} else if (word_is(kw, n, "stack")) {
		return read_stack(r, &a, 0, "stack",
		    kwcol);
	} else if (word_is(kw, n, "length")) {
		return read_length(r, a.s[0], a.len[0], a.col[0],
		    kwcol);
	} else if (word_is(kw, n, "premiums")) {
		if (a.n == 0)
			return read_premiums(r, pp, end);
		if (word_is(a.s[0], a.len[0], "standard") && a.n == 1) {
			memcpy(b->premium, r->v->premium, sizeof(b->premium));
			b->layout = WG_LAYOUT_STANDARD;
		} else if (word_is(a.s[0], a.len[0], "random") && a.n == 2) {
			if ((rc = read_seed(r, a.s[1], a.len[1], a.col[1]))
			    != WG_OK)
				return rc;
		} else
			return bfail(r, a.col[0], "expected 'standard', "
			    "'random SEED' or nothing before a grid");
	}
	return WG_OK;
}

/*
 * A grid may begin without the 'board' line, so a misspelt keyword would
 * be read as a row of blanks.  A line whose first word is two or more
 * lowercase letters followed by more words, or not a row's width, is
 * taken for a keyword and refused as one.
 */
static int
unknown_keyword(struct breader *r, const struct wg_tok *l)
{
	size_t start, n = first_word(l, &start), i;
	struct wg_tok rest = { l->s + start + n, l->len - start - n };
	struct wg_tok w = { l->s + start, n };
	struct wg_keyword_fault f;

	if (n < 2)
		return WG_OK;
	for (i = 0; i < n; i++)
		if (l->s[start + i] < 'a' || l->s[start + i] > 'z')
			return WG_OK;
	if (blank_line(&rest) && n == r->b->cols)
		return WG_OK;
	(void)wg_keyword_read(keywords, &w, 1, r->line, NULL, &f);
	return bfail(r, wg_tok_col(l->s, f.at), "%s", f.msg);
}

static int
read_grid(struct breader *r, const struct wg_tok *first, const char **pp,
    const char *end)
{
	struct wg_board *b = r->b;
	struct wg_tok l = *first;
	unsigned row, col;
	size_t i, used;

	for (row = 0; row < b->rows; row++) {
		if (row > 0) {
			r->line++;
			if (!wg_line_next(pp, end, &l) || blank_line(&l))
				return bfail(r, 1, "the board has %u rows, "
				    "expected %u", row, b->rows);
		}
		while (l.len > 0 && (l.s[l.len - 1] == ' ' ||
		    l.s[l.len - 1] == '\t'))
			l.len--;
		for (i = 0, col = 0; i < l.len; col++, i += used) {
			if (col == b->cols)
				return bfail(r, col + 1, "row %u has more than "
				    "%u squares", row + 1, b->cols);
			used = read_square(r, l.s + i, l.len - i, col + 1,
			    &b->sq[row * b->cols + col]);
			if (used == 0)
				return WG_E_FORMAT;
		}
		if (col < b->cols)
			return bfail(r, col + 1, "row %u has %u squares, "
			    "expected %u", row + 1, col, b->cols);
	}
	return WG_OK;
}

/*
 * The word after the first header line of keyword KW ("variant NAME",
 * "length LONG") in *WORD, *N bytes; 0 when there is none.  What is
 * wrong with the line is reported by the reader.
 */
static int
board_header_word(const char *text, size_t len, const char *kw,
    const char **word, size_t *n)
{
	const char *p = text, *end = text + len;
	struct wg_tok l;
	size_t start, k;

	while (wg_line_next(&p, end, &l)) {
		if (blank_line(&l))
			continue;
		if (!is_keyword(&l))
			return 0;
		k = first_word(&l, &start);
		if (word_is(l.s + start, k, kw)) {
			struct wg_tok rest = { l.s + start + k,
			    l.len - start - k };

			*n = first_word(&rest, &start);
			*word = rest.s + start;
			return 1;
		}
	}
	return 0;
}

/* Finds the variant a board file names ("variant NAME" in its header). */
static void
board_variant_name(const char *text, size_t len, char *name, size_t size,
    const char **at)
{
	const char *w;
	size_t n;

	if (board_header_word(text, len, "variant", &w, &n) &&
	    wg_variant_name_ok(w, n)) {
		snprintf(name, size, "%.*s", (int)n, w);
		*at = w;
	}
}

static int
parse_board_file(struct breader *r, const char *text, size_t len)
{
	const char *p = text, *end = text + len, *w;
	struct wg_tok l;
	size_t start, n;
	int rc, grid = 0;

	if (wg_game_lengths(r->v) &&
	    board_header_word(text, len, "length", &w, &n))
		r->b->length = length_named(w, n);
	while (wg_line_next(&p, end, &l)) {
		r->line++;
		if (blank_line(&l))
			continue;
		if (grid) {
			return bfail(r, 1, "text after the board");
		}
		if (is_keyword(&l)) {
			n = first_word(&l, &start);
			if (word_is(l.s + start, n, "board")) {
				struct wg_tok rest = { l.s + start + n,
				    l.len - start - n };

				if (rest.len > 0 && !blank_line(&rest))
					return bfail(r, wg_text_cols(l.s,
					    start + n) + 2,
					    "too many words after 'board'");
				r->line++;
				if (!wg_line_next(&p, end, &l))
					return bfail(r, 1, "the board has 0 "
					    "rows, expected %u", r->b->rows);
			} else {
				if ((rc = header_line(r, &l, &p, end)) != WG_OK)
					return rc;
				continue;
			}
		} else if ((rc = unknown_keyword(r, &l)) != WG_OK)
			return rc;
		if ((rc = read_grid(r, &l, &p, end)) != WG_OK)
			return rc;
		grid = 1;
	}
	if (!grid) {
		r->line++;
		return bfail(r, 1, "no board");
	}
	return WG_OK;
}

/* CGP: BOARD RACKS SCORES ZEROS [OPCODE ARGS;]... on one line. */
static void
cgp_variant_name(const char *text, size_t len, char *name, size_t size,
    const char **at)
{
	const char *p, *end = text + len, *e;
	size_t n;

	for (p = text; p < end; p++) {
		if (p != text && p[-1] != ' ' && p[-1] != ';')
			continue;
		if ((n = 11, end - p > 11 &&
		    memcmp(p, "wg-variant ", n) == 0) ||
		    (n = 3, end - p > 3 && memcmp(p, "ld ", n) == 0)) {
			e = memchr(p, ';', (size_t)(end - p));
			if (e == NULL)
				e = end;
			while (e > p + n && (e[-1] == ' ' || e[-1] == '\r' ||
			    e[-1] == '\n'))
				e--;
			*at = p + n;
			if (n == 3 && e - p - n == 7 &&
			    memcmp(p + n, "english", 7) == 0)
				snprintf(name, size, "classic");
			else if (n == 3 && e - p - n == 6 &&
			    memcmp(p + n, "polish", 6) == 0)
				snprintf(name, size, "classic-pl");
			else if (wg_variant_name_ok(p + n,
			    (size_t)(e - p) - n))
				snprintf(name, size, "%.*s",
				    (int)(e - p - (ptrdiff_t)n), p + n);
			if (n == 11)
				return;
			/* On past this opcode: a line of "ld ld ld ..."
			   must not be scanned once per "ld". */
			if ((p = memchr(p, ';', (size_t)(end - p))) == NULL)
				return;
		}
	}
}

/* Splits at SEP within S[0..LEN); returns the parts found. */
static size_t
parts(const char *s, size_t len, char sep, const char **part,
    size_t *partlen, size_t max)
{
	size_t n = 0, i, start = 0;

	for (i = 0; i <= len; i++) {
		if (i < len && s[i] != sep)
			continue;
		if (n < max) {
			part[n] = s + start;
			partlen[n] = i - start;
		}
		n++;
		start = i + 1;
	}
	return n;
}

static int
cgp_board(struct breader *r, const char *s, size_t len, size_t col0)
{
	struct wg_board *b = r->b;
	const char *row[WG_BOARD_MAX];
	size_t rowlen[WG_BOARD_MAX], nrows, i, used, col;
	unsigned rw, c, empties;

	nrows = parts(s, len, '/', row, rowlen, WG_BOARD_MAX);
	if (nrows != b->rows)
		return bfail(r, col0, "the board has %zu rows, expected %u",
		    nrows, b->rows);
	for (rw = 0; rw < b->rows; rw++) {
		col = col0 + wg_text_cols(s, (size_t)(row[rw] - s));
		for (i = 0, c = 0; i < rowlen[rw]; ) {
			if (row[rw][i] >= '0' && row[rw][i] <= '9') {
				empties = 0;
				while (i < rowlen[rw] && row[rw][i] >= '0' &&
				    row[rw][i] <= '9' && empties <= b->cols) {
					empties = empties * 10 +
					    (unsigned)(row[rw][i] - '0');
					i++;
					col++;
				}
				if (empties == 0)
					return bfail(r, col - 1, "row %u: a "
					    "count of empty squares is 1 or "
					    "more", rw + 1);
				if (c + empties > b->cols)
					return bfail(r, col - 1, "row %u has "
					    "more than %u squares", rw + 1,
					    b->cols);
				c += empties;
				continue;
			}
			if (c == b->cols)
				return bfail(r, col, "row %u has more than %u "
				    "squares", rw + 1, b->cols);
			used = read_square(r, row[rw] + i, rowlen[rw] - i, col,
			    &b->sq[rw * b->cols + c]);
			if (used == 0 || row[rw][i] == '.')
				return used == 0 ? WG_E_FORMAT : bfail(r, col,
				    "CGP counts empty squares with digits");
			i += used;
			c++;
			col++;
		}
		if (c != b->cols)
			return bfail(r, col, "row %u has %u squares, expected "
			    "%u", rw + 1, c, b->cols);
	}
	return WG_OK;
}

/* The layout of a wg-premiums opcode: rows of premium characters. */
static int
cgp_premiums(struct breader *r, const char *arg, size_t arglen, size_t col)
{
	struct wg_board *b = r->b;
	const char *row[WG_BOARD_MAX];
	size_t rowlen[WG_BOARD_MAX], k, c;
	int kind;

	if (parts(arg, arglen, '/', row, rowlen, WG_BOARD_MAX) != b->rows)
		return bfail(r, col, "the premium grid needs %u rows",
		    b->rows);
	for (k = 0; k < b->rows; k++) {
		if (rowlen[k] != b->cols)
			return bfail(r, col + wg_text_cols(arg,
			    (size_t)(row[k] - arg)), "premium row %zu needs "
			    "%u squares", k + 1, b->cols);
		for (c = 0; c < rowlen[k]; c++) {
			if ((kind = wg_premium_from_char(
			    (unsigned char)row[k][c])) < 0)
				return bfail(r, col + wg_text_cols(arg,
				    (size_t)(row[k] + c - arg)), "'%c' is not "
				    "a premium square", row[k][c]);
			b->premium[k * b->cols + c] = (uint8_t)kind;
		}
	}
	b->layout = WG_LAYOUT_GRID;
	return WG_OK;
}

/*
 * The stacks of a wg-stack opcode at column COL: entries as in board files
 * ("H8 3 rainbow") separated by '/'.
 */
static int
cgp_stacks(struct breader *r, const char *arg, size_t arglen, size_t col)
{
	const char *part[WG_SQUARES];
	size_t partlen[WG_SQUARES], n, k, i, pcol;
	struct args a;
	int rc;

	n = parts(arg, arglen, '/', part, partlen, WG_SQUARES);
	if (n > WG_SQUARES)
		return bfail(r, col, "more stacks than squares");
	for (k = 0; k < n; k++) {
		struct wg_tok l = { part[k], partlen[k] };

		pcol = col + wg_text_cols(arg, (size_t)(part[k] - arg));
		if ((rc = split_args(r, &l, &a)) != WG_OK)
			return rc;
		for (i = 0; i < a.n; i++)
			a.col[i] += pcol - 1;
		a.endcol += pcol - 1;
		if ((rc = read_stack(r, &a, 0, "wg-stack", pcol)) != WG_OK)
			return rc;
	}
	return WG_OK;
}

/*
 * The column of Q, counted on from *AT (at column *COL), which moves to Q:
 * a line of many opcodes is counted once, not once per opcode.
 */
static size_t
col_at(const char **at, size_t *col, const char *q)
{
	*col += wg_text_cols(*at, (size_t)(q - *at));
	*at = q;
	return *col;
}

/* Our opcodes a CGP line may give once (wg-stack lists stacks, each
   square once); other opcodes are other programs' business. */
static const struct wg_keyword cgp_once[] = {
	{ "lex", 1, 1, 0 }, { "wg-variant", 1, 1, 0 }, { "wg-seed", 1, 1, 0 },
	{ "wg-length", 1, 1, 0 }, { "wg-premiums", 1, 1, 0 }, { NULL, 0, 0, 0 }
};

static int
cgp_opcodes(struct breader *r, const char *s, size_t len, size_t col0)
{
	const char *p = s, *end = s + len, *semi, *arg, *at = s;
	size_t n, arglen, col = col0;
	struct wg_tok op;
	unsigned given = 0;
	int k;

	while (p < end) {
		while (p < end && *p == ' ')
			p++;
		if (p == end)
			break;
		semi = memchr(p, ';', (size_t)(end - p));
		if (semi == NULL)
			return bfail(r, col_at(&at, &col, p),
			    "an opcode ends with ';'");
		for (n = 0; p + n < semi && p[n] != ' '; n++)
			;
		arg = p + n;
		while (arg < semi && *arg == ' ')
			arg++;
		arglen = (size_t)(semi - arg);
		while (arglen > 0 && arg[arglen - 1] == ' ')
			arglen--;
		op.s = p;
		op.len = n;
		if ((k = wg_keyword_index(cgp_once, &op)) >= 0) {
			if (given >> k & 1)
				return bfail(r, col_at(&at, &col, p),
				    "opcode '%s' given twice", cgp_once[k].name);
			given |= 1u << k;
		}
		if (word_is(p, n, "lex")) {
			if (set_lexicon(r, arg, arglen, col_at(&at, &col, arg))
			    != WG_OK)
				return WG_E_FORMAT;
		} else if (word_is(p, n, "wg-variant")) {
			if (!wg_variant_name_ok(arg, arglen))
				return bfail(r, col_at(&at, &col, arg),
				    "not a variant name");
		} else if (word_is(p, n, "wg-seed")) {
			if (read_seed(r, arg, arglen, col_at(&at, &col, arg)) !=
			    WG_OK)
				return WG_E_FORMAT;
		} else if (word_is(p, n, "wg-length")) {
			if (read_length(r, arg, arglen, col_at(&at, &col, arg),
			    col) != WG_OK)
				return WG_E_FORMAT;
		} else if (word_is(p, n, "wg-stack")) {
			if (cgp_stacks(r, arg, arglen, col_at(&at, &col, arg))
			    != WG_OK)
				return WG_E_FORMAT;
		} else if (word_is(p, n, "wg-premiums")) {
			if (cgp_premiums(r, arg, arglen, col_at(&at, &col,
			    arg)) != WG_OK)
				return WG_E_FORMAT;
		}
		p = semi + 1;
	}
	return WG_OK;
}

/*
 * The first word of the argument of opcode OP in S[0..LEN) in *ARG, *N
 * bytes; 0 when OP is not there.
 */
static int
cgp_opcode_word(const char *s, size_t len, const char *op, const char **arg,
    size_t *n)
{
	const char *p, *end = s + len, *e;
	size_t k = strlen(op);

	for (p = s; (size_t)(end - p) > k; p++) {
		if ((p != s && p[-1] != ' ' && p[-1] != ';') ||
		    memcmp(p, op, k) != 0 || p[k] != ' ')
			continue;
		for (p += k; p < end && *p == ' '; p++)
			;
		for (e = p; e < end && *e != ';' && *e != ' '; e++)
			;
		*arg = p;
		*n = (size_t)(e - p);
		return 1;
	}
	return 0;
}

static int
parse_cgp(struct breader *r, const struct wg_tok *l, size_t lead)
{
	struct wg_board *b = r->b;
	const char *f[4], *rk[WG_MAX_PLAYERS], *sc[WG_MAX_PLAYERS], *w;
	size_t flen[4], fcol[4], rklen[WG_MAX_PLAYERS], sclen[WG_MAX_PLAYERS];
	size_t i = lead, k, nr, ns;
	long x;
	int rc;

	/* The length sets the pool the tiles are counted against. */
	if (wg_game_lengths(r->v) && cgp_opcode_word(l->s, l->len,
	    "wg-length", &w, &k))
		b->length = length_named(w, k);

	for (k = 0; k < 4; k++) {
		while (i < l->len && l->s[i] == ' ')
			i++;
		if (i == l->len)
			return bfail(r, wg_text_cols(l->s, i) + 1, "a CGP "
			    "line has a board, racks, scores and a count of "
			    "zeros");
		f[k] = l->s + i;
		fcol[k] = wg_text_cols(l->s, i) + 1;
		while (i < l->len && l->s[i] != ' ')
			i++;
		flen[k] = (size_t)(l->s + i - f[k]);
	}
	if ((rc = cgp_board(r, f[0], flen[0], fcol[0])) != WG_OK)
		return rc;
	nr = parts(f[1], flen[1], '/', rk, rklen, WG_MAX_PLAYERS);
	ns = parts(f[2], flen[2], '/', sc, sclen, WG_MAX_PLAYERS);
	if (nr < r->v->min_players || nr > r->v->max_players)
		return bfail(r, fcol[1], "variant %s has %u to %u players",
		    r->v->name, r->v->min_players, r->v->max_players);
	if (ns != nr)
		return bfail(r, fcol[2], "%zu scores for %zu racks", ns, nr);
	b->players = (unsigned)nr;
	for (k = 0; k < nr; k++) {
		size_t col = fcol[1] +
		    wg_text_cols(f[1], (size_t)(rk[k] - f[1]));

		/* An empty rack in CGP is one nobody told us. */
		if (rklen[k] > 0 &&
		    (rc = read_rack(r, rk[k], rklen[k], col, (unsigned)k))
		    != WG_OK)
			return rc;
		col = fcol[2] + wg_text_cols(f[2], (size_t)(sc[k] - f[2]));
		if ((rc = read_number(r, sc[k], sclen[k], col,
		    -WG_SCORE_MAX, WG_SCORE_MAX, &x)) != WG_OK)
			return rc;
		b->score[k] = (int)x;
	}
	if ((rc = read_number(r, f[3], flen[3], fcol[3], 0, 1000, &x)) !=
	    WG_OK)
		return rc;
	b->zeros = (unsigned)x;
	return cgp_opcodes(r, l->s + i, l->len - i, wg_text_cols(l->s, i) + 1);
}

/* A CGP line: the first word has slashes; board grids never do. */
static int
find_cgp(const char *text, size_t len, struct wg_tok *l, unsigned *line,
    size_t *lead)
{
	const char *p = text, *end = text + len;
	size_t start, n;

	*line = 0;
	while (wg_line_next(&p, end, l)) {
		(*line)++;
		if (blank_line(l))
			continue;
		n = first_word(l, &start);
		*lead = start;
		return memchr(l->s + start, '/', n) != NULL;
	}
	return 0;
}

int
wg_board_is_cgp(const char *text, size_t len)
{
	struct wg_tok l;
	unsigned line;
	size_t lead;

	return find_cgp(text, len, &l, &line, &lead);
}

int
wg_board_parse(struct wg_board *board, const struct wg_variant *variant,
    const char *name, const char *text, size_t len, char *want,
    size_t wantsize, char *errbuf, size_t errsize)
{
	struct breader r;
	struct wg_tok l;
	char named[WG_NAME_MAX] = "";
	const char *at = NULL, *sol;
	size_t lead = 0;
	unsigned line;
	int cgp, rc;

	cgp = find_cgp(text, len, &l, &line, &lead);
	if (cgp)
		cgp_variant_name(l.s, l.len, named, sizeof(named), &at);
	else
		board_variant_name(text, len, named, sizeof(named), &at);
	if (variant == NULL || (named[0] != '\0' &&
	    strcmp(named, variant->name) != 0)) {
		wg_msg(want, wantsize, "%s", named[0] ? named : "classic");
		/* Where the name stands, for "not found" messages. */
		if (named[0] != '\0' && at != NULL) {
			for (line = 1, sol = text; memchr(sol, '\n',
			    (size_t)(at - sol)) != NULL; line++)
				sol = (const char *)memchr(sol, '\n',
				    (size_t)(at - sol)) + 1;
			wg_msg(errbuf, errsize, "%s:%u:%zu", name, line,
			    wg_text_cols(sol, (size_t)(at - sol)) + 1);
		} else
			wg_msg(errbuf, errsize, "%s", name);
		return WG_E_ARG;
	}
	wg_board_init(board, variant);
	memset(&r, 0, sizeof(r));
	r.name = name;
	r.b = board;
	r.v = variant;
	r.err = errbuf;
	r.errsize = errsize;
	if (cgp) {
		r.line = line;
		rc = parse_cgp(&r, &l, lead);
		/* Anything after the line is not ours to read. */
	} else
		rc = parse_board_file(&r, text, len);
	if (rc == WG_OK)
		rc = check_stacks(&r);
	if (rc == WG_OK && board->turn >= board->players)
		rc = bfail(&r, 1, "turn %u of %u players", board->turn + 1,
		    board->players);
	return rc;
}
