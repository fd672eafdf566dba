/*
 * movegen_walk.h: the walk of the move generator from one anchor, by the
 * GADDAG method over the lexicon's two graphs (see movegen.c).  Included
 * by movegen_walk.c once per instruction set, with WALK(name) naming the
 * functions and POPCOUNT(x) counting bits: most of the walk's time goes
 * to finding edges, and a bit-count instruction makes that quicker where
 * the processor has one.  And for each, first with OWN_ONLY 1: the
 * walk when no blank may be put down (a rack without one, the walk that
 * keeps them, or once the rack's blanks are down), which then need not
 * be asked about at every letter (3.5% fewer instructions in self-play);
 * OWN(name) names its functions.
 */

/* The edge from node N for the letter L, known to be there. */
static inline uint64_t
WALK(at)(const struct wg_gen *g, uint64_t n, unsigned l)
{
	return g->tab[GE_PTR(n) + POPCOUNT(gn_mask(n) &
	    (((uint64_t)1 << l) - 1))];
}

/* The edge from node N for the letter L, or 0 when there is none. */
static inline uint64_t
WALK(find)(const struct wg_gen *g, uint64_t n, unsigned l)
{
	return gn_mask(n) >> l & 1 ? WALK(at)(g, n, l) : 0;
}

/*
 * Asks the processor for the lists of node N's children by the letters
 * TODO, but the first: walked at once, it would gain nothing.  Each of the
 * others is walked after its elder siblings' subtrees, and then its list
 * is there (by equity self-play, 3% less time).
 */
static inline void
WALK(prefetch)(const struct wg_gen *g, uint64_t n, uint64_t todo)
{
	for (todo &= todo - 1; todo != 0; todo &= todo - 1)
		__builtin_prefetch(g->tab + GE_PTR(WALK(at)(g, n,
		    (unsigned)__builtin_ctzll(todo))));
}

/* Whether the play may end on column COL: the next square is free. */
static inline int
WALK(ends_at)(const struct wg_gen *g, unsigned col)
{
	return col + 1 == g->s->cols || g->s->grid[g->row * g->s->cols + col + 1] == 0;
}

/* The letters the rack's tiles left may be: any, while a blank may be put
   down; else those of its own tiles. */
static inline uint64_t
WALK(usable)(const struct wg_gen *g)
{
	return !OWN_ONLY && blank_free(g) ? ~(uint64_t)0 : g->have;
}

/* Whether, having taken a blank (BLANK), the walk may put down no more:
   it goes on as the walk of own tiles, which asks no more. */
static inline int
WALK(own_now)(const struct wg_gen *g, unsigned blank)
{
	return !OWN_ONLY && blank && !blank_free(g);
}

/* Puts the letter L on column COL (tile_take), and takes it back. */
static inline unsigned
WALK(take)(struct wg_gen *g, unsigned col, unsigned l)
{
	return OWN_ONLY ? own_take(g, col, l) : tile_take(g, col, l);
}

static inline void
WALK(give)(struct wg_gen *g, unsigned col, unsigned l, unsigned blank)
{
	if (OWN_ONLY)
		own_return(g, col, l);
	else
		tile_return(g, col, l, blank);
}

/*
 * The letters of node N that the rack can put on the empty square I: in
 * its cross-check set, and a tile of it (or a blank) left, above the
 * floor.
 */
static inline uint64_t
WALK(letters_to_try)(const struct wg_gen *g, uint64_t n, unsigned i)
{
	if (g->tiles_left == g->tiles_floor)
		return 0;
	return gn_mask(n) & g->s->cross[i] & WALK(usable)(g);
}

/*
 * Whether the walk can go on from node N (with a list) to square I: a tile
 * on the board is there that N has a letter for, or a letter of N the rack
 * can put there.  Checked before the call, which would find out the same,
 * only dearer.
 */
static inline int
WALK(may_go)(const struct wg_gen *g, uint64_t n, unsigned i)
{
	uint8_t t = g->s->grid[i];

	return t != 0 ? (unsigned)(gn_mask(n) >> (t & GEN_LETTER)) & 1 :
	    WALK(letters_to_try)(g, n, i) != 0;
}

/*
 * The play so far covers LEFT..COL-1 and the DAWG is at NODE (with a
 * list); goes on at COL (on the board).
 */
static void
WALK(extend_right)(struct wg_gen *g, unsigned left, unsigned col,
    uint64_t node)
{
	unsigned cols = g->s->cols, i = g->row * cols + col;
	uint64_t todo, e;

	/* Tiles on the board are followed, not chosen. */
	while (g->s->grid[i] != 0) {
		uint8_t t = g->s->grid[i];

		if ((e = WALK(find)(g, node, t & GEN_LETTER)) == 0)
			return;
		g->word[col] = t;
		if (GE_ACCEPTS(e) && WALK(ends_at)(g, col))
			wg_gen_record(g, left, col);
		if (++col == cols || GE_PTR(e) == 0)
			return;
		node = e;
		i++;
	}
	todo = WALK(letters_to_try)(g, node, i);
	WALK(prefetch)(g, node, todo);
	for (; todo != 0; todo &= todo - 1) {
		unsigned l = (unsigned)__builtin_ctzll(todo), blank;

		e = WALK(at)(g, node, l);
		blank = WALK(take)(g, col, l);
		if (GE_ACCEPTS(e) && WALK(ends_at)(g, col))
			wg_gen_record(g, left, col);
		/* (An edge without a list has no letters: may_go says
		   so.) */
		if (col + 1 < cols && WALK(may_go)(g, e, i + 1))
			(WALK(own_now)(g, blank) ? OWN(extend_right) :
			    WALK(extend_right))(g, left, col + 1, e);
		WALK(give)(g, col, l, blank);
	}
}

/*
 * The DAWG's last edge after the letters on columns LEFT..END (its
 * accepts flag: whether they make a word), or 0 when they are no prefix.
 * The first two letters come from a table made once.
 */
static uint64_t
WALK(dawg_after)(const struct wg_gen *g, unsigned left, unsigned end)
{
	uint64_t e;
	unsigned c;

	e = left == end ? g->dawg1[g->word[left] & GEN_LETTER] :
	    g->dawg2[g->word[left] & GEN_LETTER][g->word[left + 1] &
	    GEN_LETTER];
	for (c = left + 2; e != 0 && c <= end; c++)
		e = WALK(find)(g, e, g->word[c] & GEN_LETTER);
	return e;
}

/*
 * At COL the left part, COL..END, is complete (E its last edge in the
 * reversed-prefix graph): record it, and grow it rightwards from END + 1,
 * an empty square or the board's edge.
 */
static void
WALK(turn_right)(struct wg_gen *g, unsigned col, unsigned end, uint64_t e)
{
	unsigned next = end + 1, i = g->row * g->s->cols + next;
	uint64_t d;

	/* The letters so far make a word: E says so in either graph. */
	if (GE_ACCEPTS(e) && WALK(ends_at)(g, end))
		wg_gen_record(g, col, end);
	/* Rightwards, only if a word goes on and something can follow: a
	   tile on the board, or a tile of the rack that fits there. */
	if (!GE_PREFIX(e) || next == g->s->cols || (g->s->grid[i] == 0 &&
	    (g->tiles_left == g->tiles_floor || !(g->s->cross[i] &
	    WALK(usable)(g)))))
		return;
	if ((d = WALK(dawg_after)(g, col, end)) != 0 && GE_PTR(d) != 0)
		WALK(extend_right)(g, col, next, d);
}

/*
 * Grows the play leftwards: COL is the next square, NODE the reversed-
 * prefix graph's node for it, LIMIT the leftmost column it may use; the
 * letters read so far end on column END (the anchor, or the last tile
 * right after it).
 */
static void
WALK(extend_left)(struct wg_gen *g, unsigned col, unsigned end,
    uint64_t node, unsigned limit)
{
	unsigned i = g->row * g->s->cols + col;
	uint64_t todo, e;

	if (GE_PTR(node) == 0)
		return;
	if (g->s->grid[i] != 0) {
		uint8_t t = g->s->grid[i];

		if ((e = WALK(find)(g, node, t & GEN_LETTER)) == 0)
			return;
		g->word[col] = t;
		if (col > 0 && g->s->grid[i - 1] != 0)
			WALK(extend_left)(g, col - 1, end, e, limit);
		else if (GE_PREFIX(e) || GE_ACCEPTS(e))
			WALK(turn_right)(g, col, end, e);
		return;
	}
	todo = WALK(letters_to_try)(g, node, i);
	WALK(prefetch)(g, node, todo);
	for (; todo != 0; todo &= todo - 1) {
		unsigned l = (unsigned)__builtin_ctzll(todo), blank;

		e = WALK(at)(g, node, l);
		blank = WALK(take)(g, col, l);
		if (col > 0 && g->s->grid[i - 1] != 0) {
			/* A tile on the left joins the play. */
			(WALK(own_now)(g, blank) ? OWN(extend_left) :
			    WALK(extend_left))(g, col - 1, end, e, limit);
		} else {
			/* Stop here on the left (a word or a prefix of
			   one), or go on. */
			if (GE_PREFIX(e) || GE_ACCEPTS(e))
				(WALK(own_now)(g, blank) ? OWN(turn_right) :
				    WALK(turn_right))(g, col, end, e);
			if (col > limit && WALK(may_go)(g, e, i - 1))
				(WALK(own_now)(g, blank) ? OWN(extend_left) :
				    WALK(extend_left))(g, col - 1, end, e,
				    limit);
		}
		WALK(give)(g, col, l, blank);
	}
}

/*
 * Every play whose leftmost anchor is column COL of the current row, and
 * that goes no further left than LIMIT.  Tiles right after the anchor are
 * in every such play: they are read first, so that on the anchor only
 * letters that may go before them are tried, and the play turns right
 * after them.
 */
static void
WALK(anchor)(struct wg_gen *g, unsigned col, unsigned limit)
{
	unsigned base = g->row * g->s->cols, end, c;
	uint64_t node = g->gaddag_node;

	/* The tiles right after the anchor: up to the next free square (the
	   row's bits past its last column are free). */
	end = col + (unsigned)__builtin_ctzll(~((uint64_t)g->s->occupied[g->row]
	    >> (col + 1)));
	for (c = end; c > col; c--) {
		uint8_t t = g->s->grid[base + c];

		if ((node = WALK(find)(g, node, t & GEN_LETTER)) == 0)
			return;
		g->word[c] = t;
	}
	WALK(extend_left)(g, col, end, node, limit);
}
