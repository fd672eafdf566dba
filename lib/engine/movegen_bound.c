/*
 * movegen_bound.c: the most a play from an anchor can score, whatever its
 * letters, so that the generator, wanting only the best few moves, takes
 * the anchors best bound first and stops where none can do better (the
 * open engines call it shadow playing).  A span of the row is paid with
 * the rack's values, best first, to the squares that multiply them most;
 * a play of every tile only where the rack and the span's own letters
 * make a word (movegen_full.c).
 */
#include "config.h"

#include <limits.h>
#include <math.h>

#include "engine_private.h"
#include "movegen.h"

/* The values of the rack's playable tiles, largest first. */
void
wg_gen_rack_values(struct wg_gen *g)
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
	g->rack_sums[0] = 0;
	for (n = 0; n < WG_RACK_MAX; n++)
		g->rack_sums[n + 1] = g->rack_sums[n] + g->rack_values[n];
}

/* The letters a tile of the rack may be: any, with a blank on it. */
static inline uint64_t
rack_letters(const struct wg_gen *g)
{
	return g->count[0] ? ~(uint64_t)0 : g->rack_set;
}

/* The column after the highest of the columns BITS (bit c for column c),
   or 0 when there is none: where a run leftwards stops. */
static inline unsigned
column_after(uint32_t bits)
{
	return bits == 0 ? 0 : 32 - (unsigned)__builtin_clz(bits);
}

/* The leftmost column a play from the anchor on column COL may use. */
unsigned
wg_gen_left_limit(const struct wg_gen *g, unsigned col)
{
	/*
	 * Leftwards the play may take the empty squares back to the previous
	 * anchor or tile (that one's plays are its own): found from the
	 * row's bits, without a loop.
	 */
	return column_after((g->s->anchors[g->row] | g->s->occupied[g->row]) &
	    (((uint32_t)1 << col) - 1));
}

/* A span of a row grown square by square, for the bounds. */
struct span_sums {
	unsigned	 k;		/* empty squares */
	unsigned	 specials;	/* of them, with a letter premium or a
					   cross word */
	unsigned	 m;		/* tiles on it */
	int		 W;		/* word premiums of the empty squares */
	int		 T;		/* the tiles' value */
	int		 fixed;		/* the cross words' tiles, multiplied */
	uint64_t	 key;		/* the tiles' letter keys, summed */
	uint8_t		 through;	/* the last tile's letter */
	uint8_t		 last;		/* its last column (right_ends) */
};
/* A span's sums copied field by field: each load then takes its value
   from the store span_add made of it, where a copy of the whole would
   wait for those stores to reach the cache (right_ends: about -2% time
   by score). */
static inline void
sums_copy(struct span_sums *to, const struct span_sums *from)
{
	to->k = from->k;
	to->specials = from->specials;
	to->m = from->m;
	to->W = from->W;
	to->T = from->T;
	to->fixed = from->fixed;
	to->key = from->key;
	to->through = from->through;
	to->last = from->last;
}

/* (Each shorter span from the same left end has the first of the lists:
   its sums alone say which it is.) */
struct span {
	struct span_sums n;
	uint8_t		 lm[WG_RACK_MAX];	/* each special square's letter */
	uint8_t		 cw[WG_RACK_MAX];	/* and cross word premium */
};

/* An empty span: its sums only, as only the list entries its sums count
   are ever read (the lists cleared at every anchor cost 1 to 2% of the
   time). */
static inline void
span_empty(struct span *sp)
{
	sp->n.k = sp->n.specials = sp->n.m = 0;
	sp->n.W = 1;
	sp->n.T = sp->n.fixed = 0;
	sp->n.key = 0;
	sp->n.through = sp->n.last = 0;
}

/*
 * Adds square I (of the current row) to SP; returns 0 when no play of it,
 * nor of any longer span, can fit: more empty squares than tiles, or one
 * that no tile left (USABLE) can take.
 */
static inline int
span_add(const struct wg_gen *g, struct span *sp, unsigned i, uint64_t usable)
{
	const struct gen_side *s = g->s;
	unsigned cross;

	if (s->grid[i] != 0) {
		sp->n.T += tile_value(g, s->grid[i]);
		sp->n.through = s->grid[i] & GEN_LETTER;
		sp->n.key += g->letter_key[sp->n.through];
		sp->n.m++;
		return 1;
	}
	if (sp->n.k == g->tiles_left || !(s->cross[i] & usable))
		return 0;
	sp->n.W = wg_mult_times(sp->n.W, s->wm[i]);
	sp->n.k++;
	/* A plain square is only counted: its coefficient is the span's
	   word premium.  A special one joins the lists.  Without a branch:
	   which it is cannot be foreseen (the entry past the lists is
	   written either way, and kept only for a special square). */
	cross = s->cross_score[i] >= 0;
	sp->lm[sp->n.specials] = s->lm[i];
	sp->cw[sp->n.specials] = (uint8_t)(cross ? s->wm[i] : 0);
	sp->n.fixed += cross ? s->cross_score[i] * s->wm[i] : 0;
	sp->n.specials += cross | (s->lm[i] != 1);
	return 1;
}

/*
 * Whether a play of every rack tile may lie on the span: only if the rack
 * and the span's tiles make a word.
 */
static int
full_possible(struct wg_gen *g, const struct span_sums *n)
{
	if (n->m == 0)
		return g->full_alone;
	if (n->m == 1)
		return wg_gen_full_with(g, n->through);
	return wg_gen_full_through(g, n->key);
}

/*
 * The most a play of a span (its sums SUMS) can score, whatever its
 * letters, or -1 when no play fits (nor fits a longer one): its empty
 * squares, every one of which some rack tile may take, are paid with the
 * rack's values best first to the squares that multiply them most.  The
 * special squares' premiums are the first K of A's lists, then B's.
 * Inlined: the bounds of every anchor call it for every span.
 */
static inline __attribute__((always_inline)) int
span_bound_of(struct wg_gen *g, const struct span *a, unsigned k,
    const struct span *b, const struct span_sums *sums)
{
	/* In 64 bits: a hostile variant's multipliers stop only at
	   WG_WORD_SCORE_MAX, which the bound may pass. */
	long long coef[WG_RACK_MAX], sum = 0;
	unsigned j, n, special;
	int is_bingo;

	if (sums->k == 0)
		return -1;
	/* Every tile of the rack: only if the rack makes such a word. */
	if (sums->k == g->tiles_left && !full_possible(g, sums))
		return -1;
	/* Largest coefficient with the largest value.  Most squares are
	   plain (no letter premium, no cross word): their coefficients are
	   all W, and they take a run of the values, summed at once after
	   the others, whose coefficients are larger (a letter premium of at
	   least 1 times W plus a cross word's premium, or at least 2 times
	   W) and which are sorted by insertion. */
	for (special = 0; special < sums->specials; special++) {
		const struct span *sp = special < k ? a : b;
		unsigned at = special < k ? special : special - k;
		long long x = (long long)sp->lm[at] * (sums->W + sp->cw[at]);

		for (n = special; n > 0 && coef[n - 1] < x; n--)
			coef[n] = coef[n - 1];
		coef[n] = x;
	}
	for (j = 0; j < special; j++)
		sum += coef[j] * g->rack_values[j];
	sum += sums->W * (g->rack_sums[sums->k] - g->rack_sums[special]);
	/* A bingo bonus for as many tiles, blanks or not (when every tile
	   of the rack, a word of them was looked into just above). */
	sum += (long long)sums->W * sums->T + sums->fixed +
	    wg_score_bingo(g->v, sums->k, 0, &is_bingo);
	return sum > INT_MAX ? INT_MAX : (int)sum;
}

/* The same of the span SP, or of a shorter one from the same left end,
   its sums SUMS: they say which. */
static inline __attribute__((always_inline)) int
span_bound(struct wg_gen *g, const struct span *sp,
    const struct span_sums *sums)
{
	return span_bound_of(g, sp, sums->specials, sp, sums);
}

/*
 * The span left of the anchor on column COL that every play from it
 * covers (tiles there: the play starts where they do) into *HEAD, and the
 * leftmost column a play may start on into *LO; returns the column HEAD
 * starts on.
 */
static unsigned
anchor_head(struct wg_gen *g, unsigned col, uint64_t usable,
    struct span *head, unsigned *lo)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, left;

	if (col > 0 && (s->occupied[g->row] >> (col - 1) & 1)) {
		/* The tiles run back to the last free square before them. */
		*lo = column_after(~s->occupied[g->row] &
		    (((uint32_t)1 << col) - 1));
		for (left = *lo; left < col; left++)
			span_add(g, head, base + left, usable);
		return *lo;
	}
	*lo = wg_gen_left_limit(g, col);
	return col;
}

/*
 * The spans right of the anchor on column COL that a play from it may end
 * with, into RIGHT's lists and ENDS (their sums, fewest tiles first), as
 * far as the rack's tiles and the cross-checks allow; returns how many.
 * Each left end's spans are its head joined to the first of them.
 */
static inline __attribute__((always_inline)) unsigned
right_ends(struct wg_gen *g, unsigned col, uint64_t usable,
    struct span *right, struct span_sums *ends)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, c, n = 0;

	for (c = col; c < s->cols; c++) {
		if (!span_add(g, right, base + c, usable))
			break;
		if (s->occupied[g->row] >> (c + 1) & 1)
			continue;	/* the word would go on */
		sums_copy(&ends[n], &right->n);
		ends[n++].last = (uint8_t)c;
	}
	return n;
}

/*
 * The bound of the span HEAD joined to the right's squares up to the end
 * of sums END (right_ends made RIGHT's lists), its sums into *X.
 */
static inline __attribute__((always_inline)) int
joined_bound(struct wg_gen *g, const struct span *head,
    const struct span *right, const struct span_sums *end,
    struct span_sums *x)
{
	long long w = (long long)head->n.W * end->W;

	x->k = head->n.k + end->k;
	x->specials = head->n.specials + end->specials;
	x->m = head->n.m + end->m;
	x->W = w > WG_WORD_SCORE_MAX ? WG_WORD_SCORE_MAX : (int)w;
	x->T = head->n.T + end->T;
	x->fixed = head->n.fixed + end->fixed;
	x->key = head->n.key + end->key;
	x->through = end->m > 0 ? end->through : head->n.through;
	return span_bound_of(g, head, head->n.specials, right, x);
}

/* The most a play of the span SP can score, plus the best leave of as
   many tiles (kept when ranking by equity); SCORE: its score bound. */
static double
span_equity(const struct wg_gen *g, const struct span_sums *sp, int score)
{
	return score + g->best_leave[sp->k];
}

/*
 * By equity: every span the word may end with is bounded, its score and
 * the best leave of as many tiles (a shorter span keeps a longer leave);
 * into *SPENDING, the same for the plays that play a blank, and into *FULL
 * the bound of the spans that take every tile.
 */
static double
anchor_bound_equity(struct wg_gen *g, unsigned col, double *spending,
    double *full)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, left, lo, right;
	uint64_t usable = rack_letters(g);
	struct span sp;
	struct span_sums head;
	double best = -HUGE_VAL;

	*spending = *full = -HUGE_VAL;
	/*
	 * HEAD: the sums of the span LEFT..COL-1, grown leftwards.  Its
	 * special squares are the first of SP's lists, whatever the squares
	 * right of it wrote after them: each left end starts SP again from
	 * HEAD's sums (copied field by field: a copy of the whole span would
	 * wait for the stores that made it).
	 */
	span_empty(&sp);
	left = anchor_head(g, col, usable, &sp, &lo);
	sums_copy(&head, &sp.n);
	for (;; left--) {
		for (right = col; right < s->cols; right++) {
			double b;
			int score;

			if (!span_add(g, &sp, base + right, usable))
				break;
			if (s->occupied[g->row] >> (right + 1) & 1)
				continue;	/* the word would go on */
			if ((score = span_bound(g, &sp, &sp.n)) < 0)
				break;
			b = span_equity(g, &sp.n, score);
			if (sp.n.k == g->tiles_left && g->full_split) {
				if (b > *full)
					*full = b;
				break;	/* no longer span */
			}
			if (b > best)
				best = b;
			/* Playing a blank: the best leave without it. */
			if ((b = score + g->best_spent[sp.n.k]) > *spending)
				*spending = b;
		}
		sums_copy(&sp.n, &head);
		if (left == lo || !span_add(g, &sp, base + left - 1, usable))
			break;
		sums_copy(&head, &sp.n);
	}
	return best;
}

/*
 * By score: only the longest span from each left end is bounded, apart
 * from the one that takes every tile (into *FULL) and the longest before
 * it: a longer span's bound is never lower, as its squares, multipliers,
 * tiles and bingo only add.
 */
static double
anchor_bound_score(struct wg_gen *g, unsigned col, double *full)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, left, lo, n, e;
	uint64_t usable = rack_letters(g);
	struct span head, right;
	struct span_sums ends[WG_BOARD_MAX], x;
	int best = -1, most = -1, score;

	span_empty(&head);
	span_empty(&right);
	left = anchor_head(g, col, usable, &head, &lo);
	n = right_ends(g, col, usable, &right, ends);
	for (;; left--) {
		/* The ends within the rack's tiles: fewer as the head
		   grows. */
		while (n > 0 && head.n.k + ends[n - 1].k > g->tiles_left)
			n--;
		e = n;
		/* Only the last may take every tile. */
		if (g->full_split && e > 0 && head.n.k + ends[e - 1].k ==
		    g->tiles_left) {
			if ((score = joined_bound(g, &head, &right,
			    &ends[--e], &x)) > most)
				most = score;
		}
		for (; e > 0 && e + 2 > n; e--) {
			if ((score = joined_bound(g, &head, &right,
			    &ends[e - 1], &x)) >= 0) {
				if (score > best)
					best = score;
				break;
			}
		}
		if (n == 0 || left == lo ||
		    !span_add(g, &head, base + left - 1, usable))
			break;
	}
	*full = most < 0 ? -HUGE_VAL : most;
	return best < 0 ? -HUGE_VAL : best;
}

/*
 * The letters that a tile put on the anchor on column COL may be: those
 * the cross-check (with the tiles right after it on the row) and the rack
 * allow that also follow the tiles right before it, if any, from the
 * first: every play from the anchor starts with them (the square before
 * them is an anchor of its own).  In self-play, no letter fits three
 * anchors in ten: a word on the row takes few letters at its ends.
 */
static uint64_t
anchor_letters(const struct wg_gen *g, unsigned col)
{
	unsigned i = g->row * g->s->cols + col;

	return g->s->cross[i] & g->s->starts[i] & rack_letters(g);
}

/*
 * The most any play from the anchor on column COL can score, plus, ranking
 * by equity, the best leave of as many tiles as it plays; -HUGE_VAL: none.
 */
double
wg_gen_anchor_bound(struct wg_gen *g, unsigned col, double *spending,
    double *full)
{
	/* Every play from the anchor puts a tile on it: when none may go
	   there, there is no play to bound. */
	if (anchor_letters(g, col) == 0)
		return *spending = *full = -HUGE_VAL;
	if (g->leave_map_on)
		return anchor_bound_equity(g, col, spending, full);
	return *spending = anchor_bound_score(g, col, full);
}

unsigned
wg_gen_full_spans(struct wg_gen *g, unsigned col, double bar,
    uint8_t (*spans)[2])
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, left, lo, n, found = 0;
	uint64_t usable = rack_letters(g);
	struct span head, right;
	struct span_sums ends[WG_BOARD_MAX], x;
	int score;

	span_empty(&head);
	span_empty(&right);
	left = anchor_head(g, col, usable, &head, &lo);
	n = right_ends(g, col, usable, &right, ends);
	for (;; left--) {
		while (n > 0 && head.n.k + ends[n - 1].k > g->tiles_left)
			n--;
		/* The last end within the rack's tiles, if it takes them
		   all. */
		if (n > 0 && head.n.k + ends[n - 1].k == g->tiles_left &&
		    (score = joined_bound(g, &head, &right, &ends[n - 1],
		    &x)) >= 0 && (g->leave_map_on ? span_equity(g, &x, score) :
		    score) >= bar) {
			spans[found][0] = (uint8_t)left;
			spans[found++][1] = ends[n - 1].last;
		}
		if (n == 0 || left == lo ||
		    !span_add(g, &head, base + left - 1, usable))
			break;
	}
	return found;
}
