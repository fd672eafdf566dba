/*
 * movegen.c: every legal placement for a rack on a board, scored as the
 * rules score it, by the GADDAG method over the lexicon's two graphs.
 *
 * Each row (and each column, on the board turned) is walked from every
 * anchor square (empty, next to a tile; the start square on an empty
 * board).  From the anchor (from the end of the tiles right after it, if
 * any: every play from the anchor holds them) the play grows leftwards in
 * the reversed-prefix graph; wherever it may stop on the left, the letters
 * so far (a prefix p) are walked in the DAWG and the play grows rightwards
 * from there.  A play is found from the leftmost anchor it covers only, so
 * never twice.
 * Letters placed must fit the cross-check set of their square, made once a
 * position: the letters that make a word with the tiles above and below.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine_private.h"
#include "lexicon/lexicon_graph.h"
#include "movegen.h"
#include "games/game.h"

/* The games with a part of their own in the engine. */
static const struct wg_game_gen *const game_gens[] = {
	&wg_stack_gen,
	&wg_spy_gen,
	NULL
};

const struct wg_game_gen *
wg_game_engine(const struct wg_variant *v)
{
	const struct wg_game_rules *game = wg_game_find(v);
	unsigned c;

	for (c = 0; game != NULL && game_gens[c] != NULL; c++)
		if (game_gens[c]->game == game)
			return game_gens[c];
	return NULL;
}

/*
 * The table, in two passes from the end and no other memory: the first
 * puts in each entry the letters from its edge to the end of its list,
 * the second replaces them with its child's.  Pointers point back, so the
 * second finds the child's entry as the first left it.
 */
static int
unpack_edges(struct wg_gen *g)
{
	/* A copy the stores cannot alias: its fields stay in registers. */
	const struct wg_lexicon copy = *g->lex, *lex = &copy;
	uint32_t i, n = lex->nedges, below = 0;
	uint64_t *tab;

	if (n >= GE_MAX_EDGES || lex->alphabet.size > GE_MAX_LETTERS)
		return WG_E_LIMIT;
	if ((tab = wg_alloc_large(n * sizeof(*tab))) == NULL)
		return WG_E_NOMEM;
	for (i = n; i-- > 0;) {
		uint64_t r = wg_edge_raw(lex, i);
		unsigned l = wg_raw_letter(lex, r);

		below = (l ? (uint32_t)1 << (l - 1) : 0) |
		    (wg_raw_last(lex, r) ? 0 : below);
		tab[i] = (uint64_t)below << 32 | l |
		    wg_raw_accepts(lex, r) << 6 | wg_raw_prefix(lex, r) << 7 |
		    (uint64_t)wg_raw_ptr(lex, r) << 8;
	}
	g->dawg_node = (tab[lex->dawg_root] & ~(uint64_t)0xffffffff) |
	    (uint64_t)lex->dawg_root << 8;
	g->gaddag_node = (tab[lex->gaddag_root] & ~(uint64_t)0xffffffff) |
	    (uint64_t)lex->gaddag_root << 8;
	for (i = n; i-- > 0;) {
		uint32_t ptr = GE_PTR(tab[i]);

		tab[i] = (tab[i] & 0xffffffff) |
		    (ptr ? tab[ptr] & ~(uint64_t)0xffffffff : 0);
	}
	g->tab = tab;
	return WG_OK;
}

/* The DAWG after one and two letters, for the turn to the right. */
static void
dawg_tables(struct wg_gen *g)
{
	uint64_t one, two;

	memset(g->dawg1, 0, sizeof(g->dawg1));
	memset(g->dawg2, 0, sizeof(g->dawg2));
	for (one = gn_mask(g->dawg_node); one != 0; one &= one - 1) {
		unsigned a = (unsigned)__builtin_ctzll(one);
		uint64_t e = gn_at(g, g->dawg_node, a);

		g->dawg1[a] = e;
		for (two = gn_mask(e); two != 0; two &= two - 1) {
			unsigned b = (unsigned)__builtin_ctzll(two);

			g->dawg2[a][b] = gn_at(g, e, b);
		}
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
	if ((g = calloc(1, sizeof(*g))) == NULL)
		return WG_E_NOMEM;
	g->lex = lex;
	g->v = v;
	g->own = wg_game_engine(v);
	if (g->own != NULL && g->own->run == NULL)
		g->own = NULL;
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
	wg_gen_walk_select(g);
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
	free(g->rank);
	free(g->order);
	free(g->leave_cache);
	free(g);
}

/* The generator's letter of the board's square SQ. */
static uint8_t
grid_tile(const struct wg_gen *g, uint8_t sq)
{
	return sq == 0 ? 0 : (uint8_t)(g->v2l[WG_CODE(sq)] |
	    (sq & WG_BLANK ? GEN_BLANK : 0));
}

/* Whether the N bytes at A and B are the same: 8 at a time, without a
   call (a run compares each row of the board twice, 15 bytes). */
static int
same_bytes(const uint8_t *a, const uint8_t *b, size_t n)
{
	uint64_t x, y;
	size_t i;

	for (i = 0; i + 8 <= n; i += 8) {
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		if (x != y)
			return 0;
	}
	if (n >= 8 && i < n) {
		/* The last 8, over some already compared. */
		memcpy(&x, a + n - 8, 8);
		memcpy(&y, b + n - 8, 8);
		return x == y;
	}
	for (; i < n; i++)
		if (a[i] != b[i])
			return 0;
	return 1;
}

/*
 * Brings the side's grid up to the board B, which has the layout it was
 * turned with, square by square where the board differs from what it
 * saw (a game changes a few squares a move), each marked in redo.
 */
static void
orient_changes(struct wg_gen *g, const struct wg_board *b, int down)
{
	struct gen_side *s = g->s;
	unsigned br, bc;

	for (br = 0; br < b->rows; br++) {
		const uint8_t *now = b->sq + br * b->cols;
		uint8_t *was = s->seen + br * b->cols;

		if (same_bytes(now, was, b->cols))
			continue;
		for (bc = 0; bc < b->cols; bc++) {
			unsigned r = down ? bc : br, c = down ? br : bc;
			unsigned o = r * s->cols + c;
			uint8_t t = grid_tile(g, now[bc]);

			if (now[bc] == was[bc] || s->grid[o] == t)
				continue;
			s->grid[o] = t;
			s->redo[c] |= (uint32_t)1 << r;
			s->rows_changed |= (uint32_t)1 << r;
			s->occupied[r] = (s->occupied[r] & ~((uint32_t)1 << c)) |
			    (uint32_t)(t != 0) << c;
		}
		memcpy(was, now, b->cols);
	}
}

/*
 * The oriented board: rows of the board, or its columns when DOWN.  The
 * squares (of the oriented board) whose tiles differ from the last board
 * this side was turned from are marked in redo, by column: the cross-
 * checks next to them need making again.
 */
static void
orient(struct wg_gen *g, const struct wg_board *b, int down)
{
	struct gen_side *s = g->s;
	unsigned r, c, rows = down ? b->cols : b->rows;
	unsigned cols = down ? b->rows : b->cols;
	int fresh = !s->ready || s->rows != rows || s->cols != cols, layout;
	uint32_t changed = fresh ? ~(uint32_t)0 : 0;

	/* The premiums change with the layout only: a game keeps its. */
	layout = fresh || (!g->lines_on && !same_bytes(s->premium,
	    b->premium, (size_t)b->rows * b->cols));
	if (layout)
		memcpy(s->premium, b->premium, (size_t)b->rows * b->cols);
	s->ready = 1;
	s->down = down;
	s->rows = rows;
	s->cols = cols;
	if (!layout) {
		orient_changes(g, b, down);
		return;
	}
	memcpy(s->seen, b->sq, (size_t)b->rows * b->cols);
	for (r = 0; r < rows; r++) {
		uint32_t occupied = 0;

		for (c = 0; c < cols; c++) {
			unsigned i = down ? c * b->cols + r : r * b->cols + c;
			unsigned o = r * cols + c;
			uint8_t t = grid_tile(g, b->sq[i]);

			occupied |= (uint32_t)(t != 0) << c;
			if (s->grid[o] != t) {
				s->grid[o] = t;
				changed |= (uint32_t)1 << c;
			}
			s->lm[o] = (uint8_t)wg_letter_mult[b->premium[i]];
			s->wm[o] = (uint8_t)wg_word_mult[b->premium[i]];
		}
		s->occupied[r] = occupied;
	}
	/* A new layout: the columns changed, whole, and every row. */
	for (c = 0; c < cols; c++)
		if (changed >> c & 1)
			s->redo[c] = ~(uint32_t)0;
	s->rows_changed = ~(uint32_t)0;
}

/*
 * The cross-check of the square on row R, column C: if it is empty with
 * tiles above or below it, the letters that make a word with them, and
 * those tiles' value.
 */
static void
cross_check(struct wg_gen *g, unsigned r, unsigned c)
{
	unsigned i = r * g->s->cols + c, top, bottom, k;
	uint64_t node, todo, set = 0;
	const uint64_t *kid;
	int sum = 0;

	g->s->cross_score[i] = -1;
	g->s->cross_word[i] = g->playable;
	g->s->cross[i] = g->playable & g->s->ends[i];
	if (g->s->grid[i] != 0)
		return;
	for (top = r; top > 0 &&
	    g->s->grid[(top - 1) * g->s->cols + c] != 0; top--)
		continue;
	for (bottom = r; bottom + 1 < g->s->rows &&
	    g->s->grid[(bottom + 1) * g->s->cols + c] != 0; bottom++)
		continue;
	if (top == r && bottom == r)
		return;
	for (k = top; k <= bottom; k++)
		if (k != r)
			sum += tile_value(g, g->s->grid[k * g->s->cols + c]);
	if (top == r || bottom == r) {
		/* Tiles on one side only: the graph read along them, away
		   from the square (the DAWG down the tiles above, the
		   reversed-prefix graph up the tiles below), then each letter
		   that ends a word, without a branch: which do cannot be
		   foreseen. */
		if (top == r) {
			node = g->gaddag_node;
			for (k = bottom; k > r && node != 0; k--)
				node = gn_find(g, node, g->s->grid[k *
				    g->s->cols + c] & GEN_LETTER);
		} else {
			node = g->dawg_node;
			for (k = top; k < r && node != 0; k++)
				node = gn_find(g, node, g->s->grid[k *
				    g->s->cols + c] & GEN_LETTER);
		}
		kid = g->tab + GE_PTR(node);
		for (todo = gn_mask(node); todo != 0; todo &= todo - 1, kid++)
			set |= (uint64_t)GE_ACCEPTS(*kid) <<
			    __builtin_ctzll(todo);
	} else {
		/* The DAWG after the tiles above, then for each letter the
		   tiles below, to the word's end. */
		node = g->dawg_node;
		for (k = top; k < r && node != 0; k++)
			node = gn_find(g, node, g->s->grid[k * g->s->cols +
			    c] & GEN_LETTER);
		kid = g->tab + GE_PTR(node);
		for (todo = gn_mask(node); todo != 0; todo &= todo - 1,
		    kid++) {
			uint64_t e = *kid;

			for (k = r + 1; k <= bottom && e != 0; k++)
				e = gn_find(g, e, g->s->grid[k * g->s->cols +
				    c] & GEN_LETTER);
			if (e != 0 && GE_ACCEPTS(e))
				set |= (uint64_t)1 << __builtin_ctzll(todo);
		}
	}
	g->s->cross_word[i] = set & g->playable;
	g->s->cross[i] = set & g->playable & g->s->ends[i];
	g->s->cross_score[i] = sum;
}

/*
 * The letters the tiles on the row allow on the empty squares next to
 * them, made again on the rows marked in rows_changed.  Right before
 * tiles (ends): those that may come before them in a word, read back to
 * the square in the reversed-prefix graph, as every play that puts a tile
 * there takes them into its word; kept in the cross-checks, the bounds and
 * the walk pass the other letters by (in self-play, 3% less time by equity
 * and by score).  (Those that may come after tiles in any word, 26
 * readings a square, cost more than they saved.)  Right after tiles
 * (starts): those that follow them in a word starting with them, from the
 * DAWG, for the anchor there, whose plays are those words.
 */
static void
row_ends(struct wg_gen *g, uint32_t want)
{
	struct gen_side *s = g->s;
	uint32_t rows = s->rows_changed & want &
	    (((uint32_t)1 << s->rows) - 1);
	unsigned r, c, k;

	s->rows_changed &= ~want;
	for (; rows != 0; rows &= rows - 1) {
		uint32_t occupied, bits;
		const uint8_t *row;

		r = (unsigned)__builtin_ctz(rows);
		row = s->grid + r * s->cols;
		occupied = s->occupied[r];
		for (c = 0; c < s->cols; c++) {
			s->ends[r * s->cols + c] = ~(uint64_t)0;
			s->starts[r * s->cols + c] = ~(uint64_t)0;
			s->cross[r * s->cols + c] = s->cross_word[r * s->cols +
			    c];
		}
		for (bits = ~occupied & occupied << 1 & (((uint32_t)1 <<
		    s->cols) - 1); bits != 0; bits &= bits - 1) {
			uint64_t node = g->dawg_node;

			c = (unsigned)__builtin_ctz(bits);
			for (k = c - (unsigned)__builtin_clz(~(occupied <<
			    (32 - c))); k < c && node != 0; k++)
				node = gn_find(g, node, row[k] & GEN_LETTER);
			s->starts[r * s->cols + c] = gn_mask(node);
		}
		for (bits = ~occupied & occupied >> 1; bits != 0;
		    bits &= bits - 1) {
			unsigned i, end;
			uint64_t node = g->gaddag_node;

			c = (unsigned)__builtin_ctz(bits);
			i = r * s->cols + c;
			/* The row's bits past its last column are free. */
			end = c + (unsigned)__builtin_ctzll(~((uint64_t)occupied
			    >> (c + 1)));
			for (k = end; k > c && node != 0; k--)
				node = gn_find(g, node, row[k] & GEN_LETTER);
			s->ends[i] = gn_mask(node);
			s->cross[i] = s->cross_word[i] & s->ends[i];
		}
	}
}

/*
 * Cross-checks, made again where the squares marked in redo changed: a
 * square's depends on the tiles right above and below it, so only the
 * squares changed and the nearest empty ones above and below each are
 * touched.
 */
static void
cross_checks(struct wg_gen *g, uint32_t want)
{
	struct gen_side *s = g->s;
	uint32_t all = ((uint32_t)1 << s->rows) - 1;
	unsigned r, c;

	for (c = 0; c < s->cols; c++) {
		uint32_t redo = s->redo[c] & all, empty = 0, todo, bits;

		if (redo == 0 && (s->stale[c] & want) == 0)
			continue;
		s->redo[c] = 0;
		todo = redo | s->stale[c];
		if (redo != 0)
			for (r = 0; r < s->rows; r++)
				empty |= (uint32_t)(s->grid[r * s->cols +
				    c] == 0) << r;
		for (bits = redo; bits != 0; bits &= bits - 1) {
			uint32_t bit = bits & -bits;
			uint32_t above = empty & (bit - 1);
			uint32_t below = empty & ~(bit | (bit - 1));

			if (above != 0)
				todo |= (uint32_t)1 << (31 -
				    __builtin_clz(above));
			todo |= below & -below;
		}
		s->stale[c] = todo & ~want;
		for (todo &= want; todo != 0; todo &= todo - 1)
			cross_check(g, (unsigned)__builtin_ctz(todo), c);
	}
}

/*
 * The anchors: the empty squares next to a tile (on an empty board, the
 * start square), found a row at a time from the rows' tiles.
 */
static void
find_anchors(struct wg_gen *g, int empty_board, unsigned start,
    uint32_t want)
{
	struct gen_side *s = g->s;
	uint32_t all = s->cols >= 32 ? ~(uint32_t)0 :
	    ((uint32_t)1 << s->cols) - 1;
	unsigned r;

	for (r = 0; r < s->rows; r++) {
		uint32_t occ = s->occupied[r], bits;

		if (!(want >> r & 1))
			continue;
		if (empty_board)
			bits = r == start / s->cols ?
			    (uint32_t)1 << start % s->cols : 0;
		else
			bits = ~occ & all & (occ << 1 | occ >> 1 |
			    (r > 0 ? s->occupied[r - 1] : 0) |
			    (r + 1 < s->rows ? s->occupied[r + 1] : 0));
		s->anchors[r] = bits;
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
	m->leave_rainbow = 0;
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
void
wg_gen_leave(const struct wg_gen *g, struct wg_gen_move *m,
    const uint8_t *used, unsigned nused)
{
	uint8_t take[64];
	unsigned i;

	memset(take, 0, sizeof(take));
	for (i = 0; i < nused; i++)
		take[used[i]]++;
	m->nleave = 0;
	m->leave_rainbow = 0;
	for (i = 0; i < g->rack_len; i++) {
		uint8_t t = g->rack_sorted[i];

		if (take[t] > 0)
			take[t]--;
		else
			m->leave[m->nleave++] = t;
	}
}

void
wg_gen_equity(const struct wg_gen *g, struct wg_gen_move *m)
{
	m->equity = m->score;
	if (g->leaves != NULL)
		m->equity += wg_leave_eval(&g->leave_eval,
		    wg_leaves_value(g->leaves, m->leave, m->nleave), m->leave,
		    m->nleave);
}

/*
 * The score of the play on columns LEFT..RIGHT of the current row: when
 * it is found rather than along the walk, where most plays die.  UNBLANK:
 * each tile placed worth the more of its letter and a blank, the most any
 * way of placing the blanks can score (below a bingo, whose bonus may
 * count blanks).
 */
static inline __attribute__((always_inline)) int
play_score(const struct wg_gen *g, unsigned left, unsigned right,
    int unblank)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, c;
	unsigned tiles = g->rack_len - g->tiles_left;
	int letters = 0, mult = 1, crosses = 0, score, is_bingo;

	for (c = left; c <= right; c++) {
		unsigned i = base + c;
		int lv = tile_value(g, g->word[c]);

		if (unblank && g->placed[c] && lv < g->value[g->word[c] &
		    GEN_LETTER])
			lv = g->value[g->word[c] & GEN_LETTER];
		if (!g->placed[c]) {
			letters += lv;
			continue;
		}
		lv *= s->lm[i];
		letters += lv;
		mult = wg_mult_times(mult, s->wm[i]);
		if (s->cross_score[i] >= 0)
			crosses += wg_word_score(s->cross_score[i] + lv,
			    s->wm[i]);
	}
	score = wg_word_score(letters, mult) + crosses;
	if (tiles >= g->v->bingo_tiles)
		score += wg_score_bingo(g->v, tiles,
		    g->blanks - g->count[0], &is_bingo);
	return score;
}

/* Writes the play on columns LEFT..RIGHT of the current row into M. */
static void
play_make(const struct wg_gen *g, unsigned left, unsigned right,
    struct wg_gen_move *m)
{
	const struct gen_side *s = g->s;
	unsigned c;

	m->move.kind = WG_MOVE_PLACE;
	m->move.rainbow = 0;
	m->move.down = s->down;
	m->move.row = s->down ? left : g->row;
	m->move.col = s->down ? g->row : left;
	m->move.len = right - left + 1;
	for (c = left; c <= right; c++) {
		uint8_t t = g->word[c];

		m->move.tiles[c - left] = (uint8_t)(g->l2v[t & GEN_LETTER] |
		    (g->placed[c] ? 0 : WG_THROUGH) |
		    (t & GEN_BLANK ? WG_BLANK : 0));
	}
	m->ntiles = g->rack_len - g->tiles_left;
}

/* Whether a move must beat the worst of a full list to be kept. */
static int
list_full(const struct wg_gen *g)
{
	return g->limit > 0 && g->nmoves == g->limit &&
	    (g->leaves == NULL || g->leave_map_on);
}

/* Records the play on columns LEFT..RIGHT of the current row, its tiles
   as they are. */
static void
record_one(struct wg_gen *g, unsigned left, unsigned right)
{
	struct wg_gen_move local, *m = &local;
	unsigned index = 0;
	int score = play_score(g, left, right, 0);
	double equity = score;
	int full = list_full(g);

	if (g->leave_map_on) {
		/* The best leave of as many tiles first: most plays fail
		   there, without their leave looked up. */
		if (full && score + g->best_leave[g->rack_len -
		    g->tiles_left] < g->moves[0].equity)
			return;
		index = wg_gen_leave_index(g);
		equity += g->leave_map[index];
	}
	/* A lower equity than the worst kept cannot make the list. */
	if (full && equity < g->moves[0].equity)
		return;
	/* Every move wanted: made where it is kept. */
	if (g->limit == 0 && (m = wg_gen_slot(g)) == NULL)
		return;
	play_make(g, left, right, m);
	m->score = score;
	m->equity = equity;
	if (g->leave_map_on)
		wg_gen_leave_of_index(g, index, m);
	else {
		leave_left(g, m);
		wg_gen_equity(g, m);
	}
	if (m == &local)
		wg_gen_keep(g, m);
	else
		g->nmoves++;
}

/*
 * Records the play with its letters placed from column C on in every way
 * the rack allows: each from one of the rack's own tiles, or a blank.
 * The walk found the letters once (own tiles first); where the blanks go
 * makes other moves, scored apart.
 */
static void
record_blanks(struct wg_gen *g, unsigned left, unsigned right, unsigned c)
{
	uint8_t l;

	while (c <= right && !g->placed[c])
		c++;
	if (c > right) {
		if (!g->blanks_only || g->count[0] < g->blanks)
			record_one(g, left, right);
		return;
	}
	l = g->word[c] & GEN_LETTER;
	if (g->count[l] > 0) {
		g->count[l]--;
		g->word[c] = l;
		record_blanks(g, left, right, c + 1);
		g->count[l]++;
	}
	if (g->count[0] > 0) {
		g->count[0]--;
		g->word[c] = (uint8_t)(l | GEN_BLANK);
		record_blanks(g, left, right, c + 1);
		g->count[0]++;
	}
}

/* The rack's tile that the letter T placed took: its code, 0 a blank. */
static unsigned
tile_source(uint8_t t)
{
	return t & GEN_BLANK ? 0 : t & GEN_LETTER;
}

/* Records the play on columns LEFT..RIGHT of the current row. */
void
wg_gen_record(struct wg_gen *g, unsigned left, unsigned right)
{
	uint8_t walked[WG_BOARD_MAX];
	unsigned c, tiles;

	if (right == left)
		return;		/* one letter is not a word */
	/* One tile making words both ways: listed once, as across. */
	if (g->s->down && g->tiles_left + 1 == g->rack_len)
		for (c = left; c <= right; c++)
			if (g->placed[c] && g->s->cross_score[g->row * g->s->cols +
			    c] >= 0)
				return;
	/* Across (row R, column L) and down (row L, column R) rank by row
	   first, then column, across first (wsgen(1), RANKING): keep that
	   one, so that the best moves stay what they were. */
	if (g->mirror && (left < g->row) != g->s->down)
		return;
	if (g->only_len > 0) {
		if (right - left + 1 != g->only_len)
			return;
		for (c = left; c <= right; c++)
			if ((g->word[c] & GEN_LETTER) != g->only[c - left])
				return;
	}
	if (g->blanks == 0 || g->kept_blanks > 0) {
		record_one(g, left, right);
		return;
	}
	/* None of the ways of placing the blanks can make a full list: the
	   most they can score with the best leave of as many tiles. */
	tiles = g->rack_len - g->tiles_left;
	if (list_full(g) && tiles < g->v->bingo_tiles && play_score(g, left,
	    right, 1) + (!g->leave_map_on ? 0 : g->blanks_only ?
	    g->best_spent[tiles] : g->best_leave[tiles]) <
	    g->moves[0].equity)
		return;
	/* The placed tiles back on the rack, placed every way, and back as
	   the walk had them. */
	for (c = left; c <= right; c++)
		if (g->placed[c]) {
			walked[c] = g->word[c];
			g->count[tile_source(walked[c])]++;
		}
	record_blanks(g, left, right, left);
	for (c = left; c <= right; c++)
		if (g->placed[c]) {
			g->word[c] = walked[c];
			g->count[tile_source(walked[c])]--;
		}
}

/* Every play whose leftmost anchor is column COL of the current row: by
   the walk that puts down no blank where it may not. */
static void
gen_anchor(struct wg_gen *g, unsigned col)
{
	unsigned i = g->row * g->s->cols + col;
	uint64_t cross = g->s->cross[i];

	/* Its plays start with the tiles right before it, if any: on it,
	   only letters that follow those (starts) are tried. */
	g->s->cross[i] &= g->s->starts[i];
	(blank_free(g) ? g->walk : g->walk_own)(g, col,
	    wg_gen_left_limit(g, col));
	g->s->cross[i] = cross;
}

/* Those of its plays of every tile that may make the list. */
static void
gen_full(struct wg_gen *g, unsigned col)
{
	uint8_t spans[WG_BOARD_MAX][2];
	unsigned i, n;

	g->tiles_floor = 0;
	n = wg_gen_full_spans(g, col, list_full(g) ? g->moves[0].equity :
	    -HUGE_VAL, spans);
	for (i = 0; i < n; i++)
		wg_gen_full_plays(g, spans[i][0], spans[i][1]);
}

/* Buckets of bounds, one a point: 0 holds those below 1, the last
   those above. */
#define ANCHOR_BUCKETS	256

static unsigned
anchor_bucket(double bound)
{
	return bound < 1 ? 0 : bound >= ANCHOR_BUCKETS - 1 ?
	    ANCHOR_BUCKETS - 1 : (unsigned)bound;
}

/*
 * The anchors' order, best bound first by the bounds' whole points, into
 * anchor_order: a counting sort, without the comparisons a heap or a sort
 * would have the processor guess.  Within a point the order is any: the
 * order changes nothing but how soon the bar rises.
 */
static void
anchors_order(struct wg_gen *g)
{
	unsigned start[ANCHOR_BUCKETS], i, b, at = 0;

	memset(start, 0, sizeof(start));
	for (i = 0; i < g->nanchors; i++)
		start[anchor_bucket(g->anchors[i].bound)]++;
	for (b = ANCHOR_BUCKETS; b-- > 0;) {
		unsigned n = start[b];

		start[b] = at;
		at += n;
	}
	for (i = 0; i < g->nanchors; i++)
		g->anchor_order[start[anchor_bucket(g->anchors[i].bound)]++] =
		    (uint16_t)i;
}

/*
 * Every exchange of at most BAG tiles, from the leaves of the run
 * (movegen_leave.c): a leave's value is its exchange's equity, so only
 * the exchanges that make the list are made.
 */
static void
exchanges_of_leaves(struct wg_gen *g, unsigned bag)
{
	struct wg_gen_move m;
	unsigned i, r, k;

	for (i = 0; i < g->nleaves; i++) {
		const struct leave_leaf *leaf = &g->leaf[i];
		double equity = g->leave_map[leaf->index];

		if (leaf->n == g->rack_len || g->rack_len - leaf->n > bag ||
		    (g->limit > 0 && g->nmoves == g->limit &&
		    equity < g->moves[0].equity))
			continue;
		memset(&m, 0, sizeof(m));
		m.move.kind = WG_MOVE_EXCHANGE;
		/* The rack less the leave, both sorted. */
		for (r = 0, k = 0; r < g->rack_len; r++)
			if (k < leaf->n && leaf->codes[k] == g->rack_sorted[r])
				k++;
			else
				m.move.tiles[m.move.len++] = g->rack_sorted[r];
		memcpy(m.leave, leaf->codes, leaf->n);
		m.nleave = leaf->n;
		m.equity = equity;
		wg_gen_keep(g, &m);
	}
}

/* Adds the pass (unless NO_PASS) and every distinct exchange the bag
   allows. */
static void
add_exchanges(struct wg_gen *g, int no_pass)
{
	unsigned cnt[64] = { 0 }, take[64] = { 0 }, codes[WG_RACK_MAX];
	unsigned ncodes = 0, i, c, k, n, bag;
	struct wg_gen_move m;

	if (!no_pass) {
		memset(&m, 0, sizeof(m));
		m.move.kind = WG_MOVE_PASS;
		wg_gen_leave(g, &m, NULL, 0);
		wg_gen_equity(g, &m);
		wg_gen_keep(g, &m);
	}
	bag = wg_board_bag(g->board);
	if (bag < g->v->exchange_min || bag == 0)
		return;
	if (g->leave_map_on) {
		exchanges_of_leaves(g, bag);
		return;
	}
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
		for (n = 0, k = 0; k < ncodes; k++)
			n += take[codes[k]];
		if (n > bag)
			continue;
		memset(&m, 0, sizeof(m));
		m.move.kind = WG_MOVE_EXCHANGE;
		for (c = 0; c < 64; c++)
			for (i = 0; i < take[c]; i++)
				m.move.tiles[m.move.len++] = (uint8_t)c;
		wg_gen_leave(g, &m, m.move.tiles, m.move.len);
		wg_gen_equity(g, &m);
		wg_gen_keep(g, &m);
	}
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
wg_gen_lines(struct wg_gen *g, uint32_t rows, uint32_t cols)
{
	g->lines[0] = rows;
	g->lines[1] = cols;
	g->lines_on = 1;
}

/* A tag no value in the cache has: all are forgotten once they wrap. */
static uint32_t
leave_tag_new(struct wg_gen *g)
{
	if (++g->leave_tags == 0) {
		if (g->leave_cache != NULL)
			memset(g->leave_cache, 0, ((size_t)1 <<
			    LEAVE_CACHE_BITS) * sizeof(*g->leave_cache));
		g->leave_tags = 1;
	}
	return g->leave_tags;
}

void
wg_gen_set_leaves(struct wg_gen *g, const struct wg_leaves *leaves)
{
	g->leaves = leaves;
	g->leave_tag = leave_tag_new(g);
	g->seat_tag[0] = g->seat_tag[1] = 0;
}

void
wg_gen_switch_leaves(struct wg_gen *g, const struct wg_leaves *leaves)
{
	unsigned i;

	if (leaves == g->leaves && g->leave_tag != 0)
		return;
	g->leaves = leaves;
	for (i = 0; i < 2; i++)
		if (g->seat_tag[i] != 0 && g->seat_leaves[i] == leaves) {
			g->leave_tag = g->seat_tag[i];
			return;
		}
	i = g->seat_next;
	g->seat_next ^= 1;
	g->seat_leaves[i] = leaves;
	g->seat_tag[i] = g->leave_tag = leave_tag_new(g);
}

void
wg_gen_bar(struct wg_gen *g, double floor, double stop)
{
	g->bar_on = 1;
	g->bar_floor = floor;
	g->bar_stop = stop;
}

void
wg_gen_bar_board(struct wg_gen *g)
{
	g->hint_on = 0;
}

/* The anchor at column COL of the current row (DOWN) is the hint. */
static void
bar_hint(struct wg_gen *g, unsigned down, unsigned col)
{
	g->hint_on = 1;
	g->hint_down = (uint8_t)down;
	g->hint_row = (uint8_t)g->row;
	g->hint_col = (uint8_t)col;
}

/* Has the run found a move above the bar's stop? */
static int
bar_passed(const struct wg_gen *g)
{
	return g->bar_on && g->nmoves > 0 &&
	    g->moves[0].equity > g->bar_stop;
}

int
wg_gen_run(struct wg_gen *g, const struct wg_board *b, const uint8_t *rack,
    size_t n, unsigned limit, unsigned flags)
{
	unsigned i, c, start;
	uint32_t bits;
	int down, prune, empty = wg_board_empty(b);
	double full;

	if (g->own != NULL)	/* the game's own: stacked plays */
		return g->own->run(g, b, rack, n, 0, limit, flags);
	if (n > WG_RACK_MAX)
		return WG_E_LIMIT;
	g->board = b;
	g->nmoves = 0;
	g->ranked = 0;
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
	g->mirror = empty && wg_board_transposable(b);
	g->tiles_left = (unsigned)n;
	g->tiles_floor = 0;
	g->have = g->rack_set;
	g->blanks = g->count[0];
	g->kept_blanks = 0;
	g->blanks_only = 0;
	wg_gen_rack_values(g);
	if (limit > 0)
		wg_gen_full_lookup(g);
	/* Sorted by insertion: a rack is short, and qsort a call per
	   comparison. */
	for (i = 0; i < n; i++) {
		uint8_t t = rack[i];

		for (c = (unsigned)i; c > 0 && g->rack_sorted[c - 1] > t; c--)
			g->rack_sorted[c] = g->rack_sorted[c - 1];
		g->rack_sorted[c] = t;
	}
	wg_gen_leave_map(g);
	if (limit > 0 && g->cap < limit) {
		struct wg_gen_move *nm = realloc(g->moves,
		    limit * sizeof(*nm));

		if (nm == NULL)
			return WG_E_NOMEM;
		g->moves = nm;
		g->cap = limit;
	}
	g->bar_on = g->bar_on && limit == 1;
	if (g->bar_on) {
		memset(&g->moves[0], 0, sizeof(g->moves[0]));
		g->moves[0].move.kind = WG_MOVE_PASS;
		g->moves[0].equity = g->bar_floor;
		g->nmoves = 1;
	}
	/*
	 * Wanting only the best few, take the anchors in order of the most
	 * they can score (with their best leave, by equity), and stop where
	 * that cannot make the list.
	 */
	prune = limit > 0 && (g->leaves == NULL || g->leave_map_on) &&
	    g->only_len == 0;
	/* The plays of every tile apart, from the words of their letters,
	   where these are known: few fit, and the bingo bonus they might
	   earn would have the walk look for them where none does. */
	g->full_split = prune && g->full_exact && g->full_first != NULL;
	g->nanchors = 0;
	for (down = 0; down < 2; down++) {
		/* The rows walked: in lines mode, the cross-checks, ends and
		   anchors of the others are left to the run that walks them
		   (stale, rows_changed), the fixed cost of a run that walks a
		   few lines. */
		uint32_t want = g->lines_on ? g->lines[down] : ~(uint32_t)0;

		g->s = &g->side[down];
		orient(g, b, down);
		cross_checks(g, want);
		row_ends(g, want);
		start = down ?
		    b->variant->start_col * g->s->cols + b->variant->start_row :
		    b->variant->start_row * g->s->cols + b->variant->start_col;
		find_anchors(g, empty, start, want);
	}
	/* With a bar, where the last run passed it first: often it passes
	   there again, before the bounds of every anchor are made. */
	if (g->bar_on && g->hint_on && !g->lines_on) {
		g->s = &g->side[g->hint_down];
		g->row = g->hint_row;
		if (g->s->anchors[g->row] >> g->hint_col & 1)
			gen_anchor(g, g->hint_col);
	}
	for (down = 0; down < 2 && !bar_passed(g); down++) {
		g->s = &g->side[down];
		for (g->row = 0; g->row < g->s->rows; g->row++)
			for (bits = g->lines_on && !(g->lines[down] >>
			    g->row & 1) ? 0 : g->s->anchors[g->row]; bits != 0;
			    bits &= bits - 1) {
				struct gen_anchor an;

				c = (unsigned)__builtin_ctz(bits);
				if (!prune) {
					if (bar_passed(g))
						continue;
					gen_anchor(g, c);
					if (bar_passed(g))
						bar_hint(g, (unsigned)down, c);
					continue;
				}
				an.bound = wg_gen_anchor_bound(g, c,
				    &an.spending, &full);
				an.down = (uint8_t)down;
				an.row = (uint8_t)g->row;
				an.col = (uint8_t)c;
				an.full = 0;
				an.walked = 0;
				if (an.bound > -HUGE_VAL)
					g->anchors[g->nanchors++] = an;
				if (full > -HUGE_VAL) {
					an.bound = full;
					an.full = 1;
					g->anchors[g->nanchors++] = an;
				}
			}
	}
	if (prune) {
		unsigned stop;
		int split;

		anchors_order(g);
		/*
		 * By equity, plays of a blank (the tile most worth keeping)
		 * make the list the least often and take the longest to find
		 * (a blank may be any letter on any square): first every
		 * anchor is walked keeping the blanks, then, once those walks
		 * have raised the bar, the anchors whose plays of a blank may
		 * still make the list are walked recording only those.  (By
		 * score, a blank's plays are bounded as high as the others:
		 * one walk is quicker.)
		 */
		split = g->blanks > 0 && g->leave_map_on;
		for (stop = 0; stop < g->nanchors; stop++) {
			struct gen_anchor *an =
			    &g->anchors[g->anchor_order[stop]];

			if (bar_passed(g))
				break;
			if (g->nmoves == g->limit &&
			    an->bound < g->moves[0].equity) {
				unsigned b = anchor_bucket(an->bound);

				/* Those after it are in its bucket or
				   lower. */
				if (b < ANCHOR_BUCKETS - 1 &&
				    b + 1 <= g->moves[0].equity)
					break;
				continue;
			}
			g->s = &g->side[an->down];
			g->row = an->row;
			if (an->full) {
				gen_full(g, an->col);
				continue;
			}
			an->walked = 1;
			/* The plays of every tile, when apart: above. */
			g->tiles_floor = (unsigned)g->full_split;
			g->kept_blanks = split ? g->blanks : 0;
			gen_anchor(g, an->col);
			g->kept_blanks = 0;
			if (bar_passed(g))
				bar_hint(g, an->down, an->col);
		}
		for (i = 0; split && i < stop; i++) {
			const struct gen_anchor *an =
			    &g->anchors[g->anchor_order[i]];

			if (!an->walked || bar_passed(g) ||
			    (g->nmoves == g->limit &&
			    an->spending < g->moves[0].equity))
				continue;
			g->s = &g->side[an->down];
			g->row = an->row;
			g->tiles_floor = (unsigned)g->full_split;
			g->blanks_only = 1;
			gen_anchor(g, an->col);
			g->blanks_only = 0;
		}
		g->tiles_floor = 0;
	}
	/* The exchanges last: by then the plays have raised the bar most of
	   them fail, each at one look at its leave's value.  (First, to
	   raise the bar the anchors must pass, they cost 1 to 2% more time
	   by equity than they saved.  The order moves are found in changes
	   nothing: the ranking is a total order.) */
	if ((flags & WG_GEN_EXCHANGES) && !bar_passed(g))
		add_exchanges(g, flags & WG_GEN_NO_PASS);
	g->bar_on = 0;
	g->lines_on = 0;
	if (g->error != WG_OK)
		return g->error;
	if (g->nmoves > 1 && !(limit == 0 && (flags & WG_GEN_UNRANKED)) &&
	    wg_gen_sort(g) != WG_OK)	/* no moves: maybe no array either */
		return WG_E_NOMEM;
	return (int)g->nmoves;
}

const struct wg_gen_move *
wg_gen_result(const struct wg_gen *g, size_t i)
{
	if (i >= g->nmoves)
		return NULL;
	return &g->moves[g->ranked ? g->rank[i] : i];
}

int
wg_gen_run_rainbow(struct wg_gen *g, const struct wg_board *b,
    const uint8_t *rack, size_t n, uint32_t rainbow, unsigned limit,
    unsigned flags)
{
	if (g->own != NULL)
		return g->own->run(g, b, rack, n, rainbow, limit, flags);
	if (rainbow != 0)
		return WG_E_ARG;
	return wg_gen_run(g, b, rack, n, limit, flags);
}
