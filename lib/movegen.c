/*
 * movegen.c: every legal placement for a rack on a board, scored as the
 * rules score it, by the GADDAG method over the lexicon's two graphs.
 *
 * Each row (and each column, on the board turned) is walked from every
 * anchor square (empty, next to a tile; the start square on an empty
 * board).  From the anchor the play grows leftwards in the reversed-prefix
 * graph; wherever it may stop on the left, the letters so far (a prefix p)
 * are walked in the DAWG and the play grows rightwards from there.  A play
 * is found from the leftmost anchor it covers only, so never twice.
 * Letters placed must fit the cross-check set of their square, made once a
 * position: the letters that make a word with the tiles above and below.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lexicon_graph.h"
#include "movegen.h"

/* Never a letter of a lexicon: a tile the lexicon cannot spell. */

static int
unpack_edges(struct wg_gen *g)
{
	const struct wg_lexicon *lex = g->lex;
	uint32_t i, n = lex->nedges;
	uint64_t below = 0;

	if (n >= GE_MAX_EDGES || lex->alphabet.size > GE_MAX_LETTERS)
		return WG_E_LIMIT;
	if ((g->tab = malloc(n * sizeof(*g->tab))) == NULL)
		return WG_E_NOMEM;
	for (i = n; i-- > 0;) {
		uint64_t r = wg_edge_raw(lex, i);
		unsigned l = wg_raw_letter(lex, r);
		uint64_t mask = (l ? (uint64_t)1 << (l - 1) : 0) |
		    (wg_raw_last(lex, r) ? 0 : below);

		g->tab[i] = mask << 32 | l | wg_raw_accepts(lex, r) << 6 |
		    wg_raw_prefix(lex, r) << 7 | wg_raw_ptr(lex, r) << 8;
		below = mask;
	}
	return WG_OK;
}

/* The DAWG after one and two letters, for the turn to the right. */
static void
dawg_tables(struct wg_gen *g)
{
	const struct wg_lexicon *lex = g->lex;
	uint32_t e, f;

	memset(g->dawg1, 0xff, sizeof(g->dawg1));
	memset(g->dawg2, 0xff, sizeof(g->dawg2));
	for (e = lex->dawg_root;; e++) {
		uint64_t r = wg_edge_raw(lex, e);
		unsigned l1 = wg_raw_letter(lex, r);
		uint32_t list = wg_raw_ptr(lex, r);

		g->dawg1[l1] = list << 1 | wg_raw_accepts(lex, r);
		for (f = list; list != 0; f++) {
			uint64_t r2 = wg_edge_raw(lex, f);

			g->dawg2[l1][wg_raw_letter(lex, r2)] =
			    wg_raw_ptr(lex, r2) << 1 | wg_raw_accepts(lex, r2);
			if (wg_raw_last(lex, r2))
				break;
		}
		if (wg_raw_last(lex, r))
			break;
	}
}

int
wg_gen_new(struct wg_gen **out, const struct wg_lexicon *lex,
    const struct wg_variant *v)
{
	const struct wg_alphabet *la = wg_lexicon_alphabet(lex);
	struct wg_gen *g;
	unsigned c;
	int rc;

	*out = NULL;
	/* Stacked plays are not generated yet: no game half played. */
	if (v->stacking)
		return WG_E_ARG;
	if ((g = calloc(1, sizeof(*g))) == NULL)
		return WG_E_NOMEM;
	g->lex = lex;
	g->v = v;
	/* Letters are matched by code point: the two alphabets may differ. */
	for (c = 0; c < 64; c++)
		g->v2l[c] = NO_LETTER;
	for (c = 1; c <= v->alphabet->size; c++) {
		unsigned l = wg_alphabet_code(la, v->alphabet->upper[c]);

		if (l != 0) {
			g->v2l[c] = (uint8_t)l;
			g->l2v[l] = (uint8_t)c;
			g->value[l] = v->value[c];
			/* Letters without tiles cannot be played. */
			if (!(v->excluded >> c & 1))
				g->playable |= (uint64_t)1 << l;
		}
	}
	g->blank_value = v->value[0];
	if ((rc = unpack_edges(g)) != WG_OK) {
		wg_gen_free(g);
		return rc;
	}
	dawg_tables(g);
	*out = g;
	return WG_OK;
}

void
wg_gen_free(struct wg_gen *g)
{
	if (g == NULL)
		return;
	free(g->tab);
	wg_gen_full_free(g);
	free(g->moves);
	free(g->sorted);
	free(g->order);
	free(g);
}

/* The oriented board: rows of the board, or its columns when DOWN. */
static void
orient(struct wg_gen *g, const struct wg_board *b, int down)
{
	unsigned r, c;

	g->s->down = down;
	g->s->rows = down ? b->cols : b->rows;
	g->s->cols = down ? b->rows : b->cols;
	for (r = 0; r < g->s->rows; r++)
		for (c = 0; c < g->s->cols; c++) {
			unsigned i = down ? c * b->cols + r : r * b->cols + c;
			uint8_t sq = b->sq[i];

			g->s->grid[r * g->s->cols + c] = sq == 0 ? 0 :
			    (uint8_t)(g->v2l[WG_CODE(sq)] |
			    (sq & WG_BLANK ? GEN_BLANK : 0));
			g->s->lm[r * g->s->cols + c] =
			    (uint8_t)wg_letter_mult[b->premium[i]];
			g->s->wm[r * g->s->cols + c] =
			    (uint8_t)wg_word_mult[b->premium[i]];
		}
}

static int
tile_value(const struct wg_gen *g, uint8_t t)
{
	return t & GEN_BLANK ? g->blank_value : g->value[t & GEN_LETTER];
}

/*
 * Cross-checks: for each empty square with tiles above or below it, the
 * letters that make a word with them, and those tiles' value.
 */
static void
cross_checks(struct wg_gen *g)
{
	unsigned r, c, k;

	for (r = 0; r < g->s->rows; r++)
		for (c = 0; c < g->s->cols; c++) {
			unsigned i = r * g->s->cols + c, top, bottom;
			uint32_t list, e;
			uint64_t todo, set = 0;
			int sum = 0;

			g->s->cross_score[i] = -1;
			g->s->cross[i] = g->playable;
			if (g->s->grid[i] != 0)
				continue;
			for (top = r; top > 0 &&
			    g->s->grid[(top - 1) * g->s->cols + c] != 0; top--)
				continue;
			for (bottom = r; bottom + 1 < g->s->rows &&
			    g->s->grid[(bottom + 1) * g->s->cols + c] != 0; bottom++)
				continue;
			if (top == r && bottom == r)
				continue;
			for (k = top; k <= bottom; k++)
				if (k != r)
					sum += tile_value(g,
					    g->s->grid[k * g->s->cols + c]);
			/* The DAWG list after the tiles above the square. */
			list = g->lex->dawg_root;
			for (k = top; k < r && list != 0; k++)
				list = (e = ge_find(g, list, g->s->grid[k *
				    g->s->cols + c] & GEN_LETTER)) ?
				    GE_PTR(ge_edge(g, e)) : 0;
			for (todo = list ? ge_mask(g, list) : 0; todo != 0;
			    todo &= todo - 1) {
				unsigned l = (unsigned)__builtin_ctzll(todo);
				uint32_t x = ge_at(g, list, l);
				uint32_t below = GE_PTR(x);
				unsigned ok = GE_ACCEPTS(x);

				/* Then the tiles below, to the word's end. */
				for (k = r + 1; k <= bottom; k++) {
					e = ge_find(g, below, g->s->grid[k *
					    g->s->cols + c] & GEN_LETTER);
					if (e == 0) {
						ok = 0;
						break;
					}
					below = GE_PTR(ge_edge(g, e));
					ok = GE_ACCEPTS(ge_edge(g, e));
				}
				if (ok)
					set |= (uint64_t)1 << l;
			}
			g->s->cross[i] = set & g->playable;
			g->s->cross_score[i] = sum;
		}
}

static void
find_anchors(struct wg_gen *g, int empty_board, unsigned start)
{
	unsigned r, c;

	for (r = 0; r < g->s->rows; r++)
		for (c = 0; c < g->s->cols; c++) {
			unsigned i = r * g->s->cols + c;

			g->s->anchor[i] = 0;
			if (g->s->grid[i] != 0)
				continue;
			if (empty_board)
				g->s->anchor[i] = i == start;
			else
				g->s->anchor[i] =
				    (c > 0 && g->s->grid[i - 1] != 0) ||
				    (c + 1 < g->s->cols && g->s->grid[i + 1] != 0) ||
				    (r > 0 && g->s->grid[i - g->s->cols] != 0) ||
				    (r + 1 < g->s->rows && g->s->grid[i + g->s->cols] != 0);
		}
}

/*
 * The tiles left on the rack, in the order of the rack sorted, as
 * leave_of makes them: quicker, from the counts, during the walk.
 */
static void
leave_left(const struct wg_gen *g, struct wg_gen_move *m)
{
	unsigned i, left = 0;

	m->nleave = 0;
	for (i = 0; i < g->rack_len; i++) {
		uint8_t t = g->rack_sorted[i];

		if (i == 0 || t != g->rack_sorted[i - 1])
			left = t == 0 ? g->count[0] : g->v2l[t] == NO_LETTER ?
			    WG_RACK_MAX : g->count[g->v2l[t]];
		if (left > 0) {
			m->leave[m->nleave++] = t;
			left--;
		}
	}
}

/*
 * The rack less the USED tiles (variant codes, 0 blanks): sorted, blanks
 * first, as the rack was sorted at the start of the run.
 */
static void
leave_of(const struct wg_gen *g, struct wg_gen_move *m, const uint8_t *used,
    unsigned nused)
{
	uint8_t take[64];
	unsigned i;

	memset(take, 0, sizeof(take));
	for (i = 0; i < nused; i++)
		take[used[i]]++;
	m->nleave = 0;
	for (i = 0; i < g->rack_len; i++) {
		uint8_t t = g->rack_sorted[i];

		if (take[t] > 0)
			take[t]--;
		else
			m->leave[m->nleave++] = t;
	}
}

static void
set_equity(const struct wg_gen *g, struct wg_gen_move *m)
{
	m->equity = m->score;
	if (g->leaves != NULL)
		m->equity += wg_leaves_value(g->leaves, m->leave, m->nleave);
}

/*
 * The score of the play on columns LEFT..RIGHT of the current row, made
 * when it is found rather than along the walk, where most plays die.
 */
static int
play_score(const struct wg_gen *g, unsigned left, unsigned right)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, c;
	unsigned tiles = g->rack_len - g->tiles_left;
	unsigned blanks = g->blanks - g->count[0];
	int letters = 0, mult = 1, crosses = 0, is_bingo;

	for (c = left; c <= right; c++) {
		unsigned i = base + c;
		int lv;

		if (!g->placed[c]) {
			letters += tile_value(g, g->word[c]);
			continue;
		}
		lv = tile_value(g, g->word[c]) * s->lm[i];
		letters += lv;
		mult *= s->wm[i];
		if (s->cross_score[i] >= 0)
			crosses += (s->cross_score[i] + lv) * s->wm[i];
	}
	return letters * mult + crosses +
	    wg_score_bingo(g->v, tiles, blanks, &is_bingo);
}

/* Records the play on columns LEFT..RIGHT of the current row. */
static void
record(struct wg_gen *g, unsigned left, unsigned right)
{
	struct wg_gen_move m;
	unsigned c;
	int score;

	if (right == left)
		return;		/* one letter is not a word */
	/* One tile making words both ways: listed once, as across. */
	if (g->s->down && g->tiles_left + 1 == g->rack_len)
		for (c = left; c <= right; c++)
			if (g->placed[c] && g->s->cross_score[g->row * g->s->cols +
			    c] >= 0)
				return;
	if (g->only_len > 0) {
		if (right - left + 1 != g->only_len)
			return;
		for (c = left; c <= right; c++)
			if ((g->word[c] & GEN_LETTER) != g->only[c - left])
				return;
	}
	score = play_score(g, left, right);
	/* Ranked by score alone, a lower one cannot make the list. */
	if (g->limit > 0 && g->nmoves == g->limit && g->leaves == NULL &&
	    score < g->moves[0].score)
		return;
	m.move.kind = WG_MOVE_PLACE;
	m.move.rainbow = 0;
	m.move.down = g->s->down;
	m.move.row = g->s->down ? left : g->row;
	m.move.col = g->s->down ? g->row : left;
	m.move.len = right - left + 1;
	for (c = left; c <= right; c++) {
		uint8_t t = g->word[c];
		uint8_t code = g->l2v[t & GEN_LETTER];

		m.move.tiles[c - left] = (uint8_t)(code |
		    (t & GEN_BLANK ? WG_BLANK : 0) |
		    (g->placed[c] ? 0 : WG_THROUGH));
	}
	m.ntiles = g->rack_len - g->tiles_left;
	m.score = score;
	leave_left(g, &m);
	set_equity(g, &m);
	wg_gen_keep(g, &m);
}

/* Whether the play may end on column COL: the next square is free. */
static inline int
ends_at(const struct wg_gen *g, unsigned col)
{
	return col + 1 == g->s->cols || g->s->grid[g->row * g->s->cols + col + 1] == 0;
}

/*
 * Puts letter L on column COL from the rack, its own tile (BLANK 0) or a
 * blank; returns 0 when the rack has no such tile.
 */
static inline int
tile_take(struct wg_gen *g, unsigned col, unsigned l, unsigned blank)
{
	uint8_t src = blank ? 0 : (uint8_t)l;

	if (g->count[src] == 0)
		return 0;
	g->count[src]--;
	g->tiles_left--;
	g->word[col] = (uint8_t)(l | (blank ? GEN_BLANK : 0));
	g->placed[col] = 1;
	return 1;
}

/* Takes back the tile tile_take put on column COL. */
static inline void
tile_return(struct wg_gen *g, unsigned col, unsigned l, unsigned blank)
{
	g->placed[col] = 0;
	g->tiles_left++;
	g->count[blank ? 0 : l]++;
}

/*
 * The letters of the list at LIST that the rack can put on the empty
 * square I: in its cross-check set, and a tile of it (or a blank) left.
 */
static inline uint64_t
letters_to_try(const struct wg_gen *g, uint32_t list, unsigned i)
{
	if (g->tiles_left == 0)
		return 0;
	return ge_mask(g, list) & g->s->cross[i] &
	    (g->count[0] ? ~(uint64_t)0 : g->rack_set);
}

/*
 * The play so far covers LEFT..COL-1 and the DAWG is at LIST; goes on at
 * COL.
 */
static void
extend_right(struct wg_gen *g, unsigned left, unsigned col, uint32_t list)
{
	unsigned i = g->row * g->s->cols + col;
	uint64_t todo;
	uint32_t e;

	if (col >= g->s->cols || list == 0)
		return;
	if (g->s->grid[i] != 0) {
		uint8_t t = g->s->grid[i];

		if ((e = ge_find(g, list, t & GEN_LETTER)) == 0)
			return;
		e = ge_edge(g, e);
		g->word[col] = t;
		if (GE_ACCEPTS(e) && ends_at(g, col))
			record(g, left, col);
		extend_right(g, left, col + 1, GE_PTR(e));
		return;
	}
	for (todo = letters_to_try(g, list, i); todo != 0; todo &= todo - 1) {
		unsigned l = (unsigned)__builtin_ctzll(todo), k;

		e = ge_at(g, list, l);
		/* The rack's own tile, then a blank as the letter. */
		for (k = 0; k < 2; k++) {
			if (!tile_take(g, col, l, k))
				continue;
			if (GE_ACCEPTS(e) && ends_at(g, col))
				record(g, left, col);
			extend_right(g, left, col + 1, GE_PTR(e));
			tile_return(g, col, l, k);
		}
	}
}

/*
 * The DAWG list after the letters on columns LEFT..ANCHOR, and whether
 * they make a word; UINT32_MAX when they are no prefix.  The first two
 * letters come from a table made once.
 */
static uint32_t
dawg_after(const struct wg_gen *g, unsigned left, unsigned anchor,
    unsigned *accepts)
{
	uint32_t entry, list, e;
	unsigned c;

	entry = left == anchor ? g->dawg1[g->word[left] & GEN_LETTER] :
	    g->dawg2[g->word[left] & GEN_LETTER][g->word[left + 1] &
	    GEN_LETTER];
	if (entry == UINT32_MAX)
		return UINT32_MAX;
	list = entry >> 1;
	*accepts = entry & 1;
	for (c = left + 2; c <= anchor; c++) {
		if ((e = ge_find(g, list, g->word[c] & GEN_LETTER)) == 0)
			return UINT32_MAX;
		list = GE_PTR(ge_edge(g, e));
		*accepts = GE_ACCEPTS(ge_edge(g, e));
	}
	return list;
}

/*
 * At COL the left part is complete (E its last edge in the reversed-prefix
 * graph): record it, and grow it rightwards.
 */
static void
turn_right(struct wg_gen *g, unsigned col, unsigned anchor, uint32_t e)
{
	unsigned accepts = 0;
	uint32_t list;

	if (!GE_PREFIX(e)) {
		/* Only a whole word can stand here. */
		if (GE_ACCEPTS(e) && ends_at(g, anchor))
			record(g, col, anchor);
		return;
	}
	if ((list = dawg_after(g, col, anchor, &accepts)) == UINT32_MAX)
		return;
	if (accepts && ends_at(g, anchor))
		record(g, col, anchor);
	extend_right(g, col, anchor + 1, list);
}

/*
 * Grows the play leftwards: COL is the next square, LIST the reversed-
 * prefix graph's list for it, LIMIT the leftmost column it may use.
 */
static void
extend_left(struct wg_gen *g, unsigned col, unsigned anchor, uint32_t list,
    unsigned limit)
{
	unsigned i = g->row * g->s->cols + col;
	uint64_t todo;
	uint32_t e;

	if (list == 0)
		return;
	if (g->s->grid[i] != 0) {
		uint8_t t = g->s->grid[i];

		if ((e = ge_find(g, list, t & GEN_LETTER)) == 0)
			return;
		e = ge_edge(g, e);
		g->word[col] = t;
		if (col == 0 || g->s->grid[i - 1] == 0)
			turn_right(g, col, anchor, e);
		else
			extend_left(g, col - 1, anchor, GE_PTR(e), limit);
		return;
	}
	for (todo = letters_to_try(g, list, i); todo != 0; todo &= todo - 1) {
		unsigned l = (unsigned)__builtin_ctzll(todo), k;

		e = ge_at(g, list, l);
		for (k = 0; k < 2; k++) {
			if (!tile_take(g, col, l, k))
				continue;
			if (col > 0 && g->s->grid[i - 1] != 0) {
				/* A tile on the left joins the play. */
				extend_left(g, col - 1, anchor, GE_PTR(e),
				    limit);
			} else {
				turn_right(g, col, anchor, e);
				if (col > limit)
					extend_left(g, col - 1, anchor,
					    GE_PTR(e), limit);
			}
			tile_return(g, col, l, k);
		}
	}
}

/* The leftmost column a play from the anchor on column COL may use. */
static unsigned
left_limit(const struct wg_gen *g, unsigned col)
{
	unsigned i = g->row * g->s->cols + col, limit;

	/*
	 * Leftwards the play may take the empty squares back to the previous
	 * anchor or tile (that one's plays are its own).
	 */
	for (limit = col; limit > 0 && g->s->grid[i - (col - limit) - 1] == 0 &&
	    !g->s->anchor[i - (col - limit) - 1]; limit--)
		continue;
	return limit;
}

/* Every play whose leftmost anchor is column COL of the current row. */
static void
gen_anchor(struct wg_gen *g, unsigned col)
{
	extend_left(g, col, col, g->lex->gaddag_root, left_limit(g, col));
}

/*
 * Whether a play of every rack tile may lie on the span LEFT..RIGHT: only
 * if the rack and the span's tiles make a word.
 */
static int
full_possible(const struct wg_gen *g, unsigned left, unsigned right)
{
	unsigned base = g->row * g->s->cols, c, n = 0;
	uint8_t through = 0;
	uint64_t key = 0;

	for (c = left; c <= right; c++)
		if (g->s->grid[base + c] != 0) {
			through = g->s->grid[base + c] & GEN_LETTER;
			key += g->letter_key[through];
			n++;
		}
	if (n == 0)
		return g->full_alone;
	if (n == 1)
		return (int)(g->full_with >> through & 1);
	return wg_gen_full_through(g, key);
}

/*
 * The most a play of the span LEFT..RIGHT can score, whatever its letters,
 * or -1 when no play fits: its empty squares, every one of which some
 * rack tile may take, are paid with the rack's values best first to the
 * squares that multiply them most.
 */
static int
span_bound(const struct wg_gen *g, unsigned left, unsigned right,
    uint64_t usable)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, c, k = 0, j;
	int is_bingo;
	int coef[WG_BOARD_MAX], cross_wm[WG_BOARD_MAX];
	int W = 1, T = 0, fixed = 0, sum = 0;

	for (c = left; c <= right; c++) {
		unsigned i = base + c;

		if (s->grid[i] != 0) {
			T += tile_value(g, s->grid[i]);
			continue;
		}
		if (k == g->tiles_left || !(s->cross[i] & usable))
			return -1;
		W *= s->wm[i];
		coef[k] = s->lm[i];
		cross_wm[k] = 0;
		if (s->cross_score[i] >= 0) {
			fixed += s->cross_score[i] * s->wm[i];
			cross_wm[k] = s->wm[i];
		}
		k++;
	}
	if (k == 0)
		return -1;
	/* Every tile of the rack: only if the rack makes such a word. */
	if (k == g->tiles_left && !full_possible(g, left, right))
		return -1;
	for (j = 0; j < k; j++)
		coef[j] *= W + cross_wm[j];
	/* Largest coefficient with the largest value: insertion sort. */
	for (j = 1; j < k; j++) {
		int x = coef[j];
		unsigned m;

		for (m = j; m > 0 && coef[m - 1] < x; m--)
			coef[m] = coef[m - 1];
		coef[m] = x;
	}
	for (j = 0; j < k; j++)
		sum += coef[j] * g->rack_values[j];
	/* A bingo bonus needs every tile; it was looked into just above. */
	return sum + W * T + fixed + (k == g->tiles_left ?
	    wg_score_bingo(g->v, k, 0, &is_bingo) : 0);
}

/* The most any play from the anchor on column COL can score; -1: none. */
static int
anchor_bound(const struct wg_gen *g, unsigned col)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, left, lo, right;
	uint64_t usable = g->count[0] ? ~(uint64_t)0 : g->rack_set;
	int best = -1;

	if (col > 0 && s->grid[base + col - 1] != 0) {
		/* Tiles on the left: the play starts where they do. */
		for (lo = col - 1; lo > 0 && s->grid[base + lo - 1] != 0; lo--)
			continue;
		left = lo;
	} else {
		lo = left_limit(g, col);
		left = col;
	}
	for (;; left--) {
		for (right = col; right < s->cols; right++) {
			int b;

			if (right + 1 < s->cols && s->grid[base + right + 1])
				continue;	/* the word would go on */
			if ((b = span_bound(g, left, right, usable)) < 0)
				break;
			if (b > best)
				best = b;
		}
		if (left == lo)
			break;
	}
	return best;
}

static int
anchor_cmp(const void *a, const void *b)
{
	const struct gen_anchor *x = a, *y = b;

	return y->bound - x->bound;
}

/* Adds the pass and every distinct exchange the bag allows. */
static void
add_exchanges(struct wg_gen *g)
{
	unsigned cnt[64] = { 0 }, take[64] = { 0 }, codes[WG_RACK_MAX];
	unsigned ncodes = 0, i, c, n, bag;
	struct wg_gen_move m;

	memset(&m, 0, sizeof(m));
	m.move.kind = WG_MOVE_PASS;
	leave_of(g, &m, NULL, 0);
	set_equity(g, &m);
	wg_gen_keep(g, &m);
	bag = wg_board_bag(g->board);
	if (bag < g->v->exchange_min || bag == 0)
		return;
	for (i = 0; i < g->rack_len; i++)
		if (cnt[g->rack[i]]++ == 0)
			codes[ncodes++] = g->rack[i];
	/* Count in mixed radix: take[c] runs from 0 to cnt[c]. */
	for (;;) {
		for (i = 0; i < ncodes; i++) {
			c = codes[i];
			if (take[c] < cnt[c]) {
				take[c]++;
				break;
			}
			take[c] = 0;
		}
		if (i == ncodes)
			return;
		/* No more tiles than the bag holds can be changed. */
		for (n = 0, c = 0; c < 64; c++)
			n += take[c];
		if (n > bag)
			continue;
		memset(&m, 0, sizeof(m));
		m.move.kind = WG_MOVE_EXCHANGE;
		for (c = 0; c < 64; c++)
			for (i = 0; i < take[c]; i++)
				m.move.tiles[m.move.len++] = (uint8_t)c;
		leave_of(g, &m, m.move.tiles, m.move.len);
		set_equity(g, &m);
		wg_gen_keep(g, &m);
	}
}

/* The values of the rack's playable tiles, largest first. */
static void
rack_values(struct wg_gen *g)
{
	unsigned i, j, n = 0;

	for (i = 0; i < g->rack_len; i++) {
		uint8_t t = g->rack[i];
		int v;

		if (t != 0 && g->v2l[t] == NO_LETTER)
			continue;
		v = t == 0 ? g->blank_value : g->v->value[t];
		for (j = n++; j > 0 && g->rack_values[j - 1] < v; j--)
			g->rack_values[j] = g->rack_values[j - 1];
		g->rack_values[j] = v;
	}
	for (; n < WG_RACK_MAX; n++)
		g->rack_values[n] = 0;
}

static int
cmp_tile(const void *a, const void *b)
{
	return *(const uint8_t *)a - *(const uint8_t *)b;
}


int
wg_gen_only(struct wg_gen *g, const uint8_t *codes, size_t n)
{
	size_t i;

	if (n > WG_BOARD_MAX)
		return WG_E_LIMIT;
	for (i = 0; i < n; i++) {
		if (codes[i] == 0 || codes[i] > g->v->alphabet->size ||
		    g->v2l[codes[i]] == NO_LETTER)
			return WG_E_ARG;
		g->only[i] = g->v2l[codes[i]];
	}
	g->only_len = (unsigned)n;
	return WG_OK;
}

void
wg_gen_set_leaves(struct wg_gen *g, const struct wg_leaves *leaves)
{
	g->leaves = leaves;
}

int
wg_gen_run(struct wg_gen *g, const struct wg_board *b, const uint8_t *rack,
    size_t n, unsigned limit, unsigned flags)
{
	unsigned i, c, start;
	int down, prune, empty = wg_board_empty(b);

	if (n > WG_RACK_MAX)
		return WG_E_LIMIT;
	g->board = b;
	g->nmoves = 0;
	g->limit = limit;
	g->error = WG_OK;
	memset(g->count, 0, sizeof(g->count));
	g->rack_len = (unsigned)n;
	g->rack_set = 0;
	for (i = 0; i < n; i++) {
		if (rack[i] > g->v->alphabet->size)
			return WG_E_ARG;
		g->rack[i] = rack[i];
		/* A tile the lexicon cannot spell is never played. */
		if (rack[i] == 0)
			g->count[0]++;
		else if (g->v2l[rack[i]] != NO_LETTER) {
			g->count[g->v2l[rack[i]]]++;
			g->rack_set |= (uint64_t)1 << g->v2l[rack[i]];
		}
	}
	g->tiles_left = (unsigned)n;
	g->blanks = g->count[0];
	rack_values(g);
	if (limit > 0)
		wg_gen_full_lookup(g);
	memcpy(g->rack_sorted, rack, n);
	qsort(g->rack_sorted, n, 1, cmp_tile);
	if (limit > 0 && g->cap < limit) {
		struct wg_gen_move *nm = realloc(g->moves,
		    limit * sizeof(*nm));

		if (nm == NULL)
			return WG_E_NOMEM;
		g->moves = nm;
		g->cap = limit;
	}
	/*
	 * Wanting only the best few by score, take the anchors in order of
	 * the most they can score, and stop where that cannot make the list.
	 */
	prune = limit > 0 && g->leaves == NULL && g->only_len == 0;
	g->nanchors = 0;
	for (down = 0; down < 2; down++) {
		g->s = &g->side[down];
		orient(g, b, down);
		cross_checks(g);
		start = down ?
		    b->variant->start_col * g->s->cols + b->variant->start_row :
		    b->variant->start_row * g->s->cols + b->variant->start_col;
		find_anchors(g, empty, start);
		for (g->row = 0; g->row < g->s->rows; g->row++)
			for (c = 0; c < g->s->cols; c++) {
				struct gen_anchor *an;

				if (!g->s->anchor[g->row * g->s->cols + c])
					continue;
				if (!prune) {
					gen_anchor(g, c);
					continue;
				}
				an = &g->anchors[g->nanchors];
				if ((an->bound = anchor_bound(g, c)) < 0)
					continue;
				an->down = (uint8_t)down;
				an->row = (uint8_t)g->row;
				an->col = (uint8_t)c;
				g->nanchors++;
			}
	}
	if (prune) {
		qsort(g->anchors, g->nanchors, sizeof(*g->anchors),
		    anchor_cmp);
		for (i = 0; i < g->nanchors; i++) {
			const struct gen_anchor *an = &g->anchors[i];

			if (g->nmoves == g->limit &&
			    an->bound < g->moves[0].score)
				break;
			g->s = &g->side[an->down];
			g->row = an->row;
			gen_anchor(g, an->col);
		}
	}
	if (flags & WG_GEN_EXCHANGES)
		add_exchanges(g);
	if (g->error != WG_OK)
		return g->error;
	if (g->nmoves > 1 && wg_gen_sort(g) != WG_OK)	/* no moves: maybe no
							   array either */
		return WG_E_NOMEM;
	return (int)g->nmoves;
}

const struct wg_gen_move *
wg_gen_result(const struct wg_gen *g, size_t i)
{
	return i < g->nmoves ? &g->moves[i] : NULL;
}
