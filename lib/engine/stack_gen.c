/*
 * stack_gen.c: the move generator of stacking games (wsgen(1), Stacking):
 * every legal placement, stacked tiles included, judged and scored by
 * wg_move_check itself so that its scores are the rules' own.
 *
 * Each line of the board (rows, then columns) is walked from every square
 * that may start a word (the square before it empty), through the DAWG,
 * square by square: a square with a tile keeps its top letter (played
 * through) or takes a rack tile on top; an empty square takes a rack tile.
 * A tile placed must fit the cross-check set of its square: the letters
 * that make a word with the tiles above and below, the square's own
 * letter left out, which is what a tile on top replaces.  A walk that
 * ends where the next square is empty is a candidate, handed to
 * wg_move_check with the rack set on a copy of the board.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine_private.h"
#include "movegen.h"
#include "games/game.h"

/* The state of one run. */
struct sg {
	struct wg_gen	*g;
	struct wg_board	 b;		/* the position, with the rack run */
	/* Cross-checks, by board square, for plays across (0) and down
	   (1): the letters a tile on the square may have (lexicon codes,
	   bit c), and whether a word runs across the play there. */
	uint64_t	 cross[2][WG_SQUARES];
	uint8_t		 xword[2][WG_SQUARES];
	/* The line being walked. */
	int		 down;
	unsigned	 line, len;
	unsigned	 idx[WG_BOARD_MAX];	/* board square of each place */
	uint8_t		 letter[WG_BOARD_MAX];	/* lexicon code on top; 0:
						   empty */
	uint8_t		 stackable[WG_BOARD_MAX];	/* a tile may go on */
	uint8_t		 anchor[WG_BOARD_MAX];	/* a play through it
						   touches the tiles */
	unsigned	 next_anchor[WG_BOARD_MAX + 1];	/* from here on;
							   len: none */
	/* The play being built from place START. */
	unsigned	 start;
	uint8_t		 tiles[WG_BOARD_MAX];	/* the move's entries */
	uint8_t		 rainbow[WG_BOARD_MAX];	/* 1: a rainbow tile */
	unsigned	 count[64];		/* rack left, lexicon codes, 0
						   blanks; plain tiles */
	unsigned	 rcount[64];		/* and rainbow tiles */
	uint8_t		 rack_keys[WG_RACK_MAX];	/* the rack sorted,
						   each tile's code times 2,
						   plus 1 if rainbow */
	unsigned	 left;			/* tiles left on it */
	unsigned	 placed;		/* tiles placed */
	unsigned	 on_empty;		/* of them on empty squares */
	unsigned	 single;		/* the place of the last one */
	uint64_t	 playable;		/* letters a tile may be */
};

static void
cross_set(struct sg *s, int down, unsigned r, unsigned c)
{
	const struct wg_gen *g = s->g;
	const struct wg_board *b = &s->b;
	unsigned i = r * b->cols + c, top, bottom, k, step;
	unsigned pos, lim;
	uint64_t node, todo, set = 0;

	/* A play across meets words down, and the other way round. */
	step = down ? 1 : b->cols;
	pos = down ? c : r;
	lim = down ? b->cols : b->rows;
	for (top = pos; top > 0 && b->sq[i - (pos - top + 1) * step] != 0;
	    top--)
		continue;
	for (bottom = pos; bottom + 1 < lim &&
	    b->sq[i + (bottom - pos + 1) * step] != 0; bottom++)
		continue;
	s->xword[down][i] = top != bottom;
	if (top == bottom) {
		s->cross[down][i] = s->playable;
		return;
	}
	node = g->dawg_node;
	for (k = top; k < pos && node != 0; k++)
		node = gn_find(g, node, g->v2l[WG_CODE(b->sq[i - (pos - k) *
		    step])]);
	for (todo = node != 0 ? gn_mask(node) : 0; todo != 0;
	    todo &= todo - 1) {
		unsigned l = (unsigned)__builtin_ctzll(todo);
		uint64_t e = gn_at(g, node, l);

		for (k = pos + 1; k <= bottom && e != 0; k++)
			e = gn_find(g, e, g->v2l[WG_CODE(b->sq[i + (k - pos) *
			    step])]);
		if (e != 0 && GE_ACCEPTS(e))
			set |= (uint64_t)1 << l;
	}
	s->cross[down][i] = set & s->playable;
}

/* Sets up line LINE of direction DOWN for the walks. */
static void
line_setup(struct sg *s, int down, unsigned line, int empty_board)
{
	const struct wg_board *b = &s->b;
	const struct wg_variant *v = b->variant;
	unsigned p, i, start = v->start_row * b->cols + v->start_col;

	s->down = down;
	s->line = line;
	s->len = down ? b->rows : b->cols;
	for (p = 0; p < s->len; p++) {
		i = down ? p * b->cols + line : line * b->cols + p;
		s->idx[p] = i;
		s->letter[p] = b->sq[i] == 0 ? 0 : s->g->v2l[WG_CODE(b->sq[i])];
		s->stackable[p] = b->sq[i] != 0 &&
		    wg_board_height(b, i) < WG_STACK_MAX;
		if (empty_board)
			s->anchor[p] = i == start;
		else
			s->anchor[p] = b->sq[i] != 0 || s->xword[down][i];
	}
	s->next_anchor[s->len] = s->len;
	for (p = s->len; p-- > 0;)
		s->next_anchor[p] = s->anchor[p] ? p : s->next_anchor[p + 1];
}

/*
 * The rack less the tiles the move places, sorted as the rack is, a
 * rainbow tile after the plain tiles of its letter.
 */
static void
leave_of(const struct sg *s, const struct wg_move *m, struct wg_gen_move *gm)
{
	unsigned take[2][WG_MAX_LETTERS + 1] = { { 0 } }, i, rb;
	uint8_t t;

	for (i = 0; i < m->len; i++)
		if (!(m->tiles[i] & WG_THROUGH))
			take[m->rainbow >> i & 1][m->tiles[i] & WG_BLANK ? 0 :
			    WG_MOVE_CODE(m->tiles[i])]++;
	gm->nleave = 0;
	gm->leave_rainbow = 0;
	for (i = 0; i < s->g->rack_len; i++) {
		t = s->rack_keys[i] >> 1;
		rb = s->rack_keys[i] & 1;
		if (take[rb][t] > 0) {
			take[rb][t]--;
			continue;
		}
		gm->leave_rainbow |= (uint32_t)rb << gm->nleave;
		gm->leave[gm->nleave++] = t;
	}
}

static void
keep(struct sg *s, struct wg_gen_move *gm)
{
	wg_gen_equity(s->g, gm);
	wg_gen_keep(s->g, gm);
}

/* The play on places START..END of the line: judged, and kept if legal. */
static void
record(struct sg *s, unsigned end)
{
	const struct wg_gen *g = s->g;
	struct wg_gen_move gm;
	struct wg_check ck;
	unsigned n = end - s->start + 1, i;

	/* One tile making words both ways: listed once, as across. */
	if (s->down && s->placed == 1 && s->xword[1][s->idx[s->single]])
		return;
	if (g->only_len > 0 && n != g->only_len)
		return;
	memset(&gm, 0, sizeof(gm));
	gm.move.kind = WG_MOVE_PLACE;
	gm.move.down = s->down;
	gm.move.row = s->down ? s->start : s->line;
	gm.move.col = s->down ? s->line : s->start;
	gm.move.len = n;
	memcpy(gm.move.tiles, s->tiles + s->start, n);
	for (i = 0; i < n; i++)
		gm.move.rainbow |= (uint32_t)s->rainbow[s->start + i] << i;
	if (!wg_move_check(&s->b, &gm.move, g->lex, &ck))
		return;
	gm.score = ck.score;
	gm.ntiles = ck.ntiles;
	leave_of(s, &gm.move, &gm);
	keep(s, &gm);
}

static void extend(struct sg *, unsigned, uint64_t, int);

/*
 * The play goes on after place P, where the DAWG stands at edge E: a
 * candidate if a word ends here, then onwards.
 */
static void
advance(struct sg *s, unsigned p, uint64_t e, int anchored)
{
	unsigned q, need;

	if (p > s->start && GE_ACCEPTS(e) && s->on_empty > 0 && anchored &&
	    (p + 1 == s->len || s->letter[p + 1] == 0))
		record(s, p);
	if (p + 1 == s->len || gn_mask(e) == 0)
		return;
	if (s->letter[p + 1] == 0 && s->left == 0)
		return;
	/* Not touching the tiles yet: only if it can, with the tiles left. */
	if (!anchored) {
		if ((q = s->next_anchor[p + 1]) == s->len)
			return;
		need = q - p - (s->letter[q] != 0);
		if (need > s->left)
			return;
	}
	extend(s, p + 1, e, anchored);
}

/* What tile place() puts down. */
#define PLAIN	0
#define WILD	1
#define RAINBOW	2

/* Places a tile of letter L, of kind KIND, at P and goes on. */
static void
place(struct sg *s, unsigned p, uint64_t node, unsigned l, int kind,
    int anchored)
{
	const struct wg_gen *g = s->g;
	unsigned *count = kind == RAINBOW ? &s->rcount[l] :
	    &s->count[kind == WILD ? 0 : l];

	(*count)--;
	s->left--;
	s->placed++;
	s->on_empty += s->letter[p] == 0;
	s->single = p;
	s->tiles[p] = (uint8_t)(g->l2v[l] | (kind == WILD ? WG_BLANK : 0));
	s->rainbow[p] = kind == RAINBOW;
	advance(s, p, gn_at(g, node, l), anchored);
	s->rainbow[p] = 0;
	s->on_empty -= s->letter[p] == 0;
	s->placed--;
	s->left++;
	(*count)++;
}

/* Every way to fill place P and the places after it, from DAWG NODE. */
static void
extend(struct sg *s, unsigned p, uint64_t node, int anchored)
{
	const struct wg_gen *g = s->g;
	const struct wg_board *b = &s->b;
	uint64_t letters = gn_mask(node), todo;
	unsigned at = p - s->start, l;

	if (g->only_len > 0) {
		if (at >= g->only_len)
			return;
		letters &= (uint64_t)1 << g->only[at];
	}
	anchored |= s->anchor[p];
	if (s->letter[p] != 0) {
		l = s->letter[p];
		/* Played through: the tile there stays on top. */
		if (l != NO_LETTER && (letters >> l & 1)) {
			uint8_t sq = b->sq[s->idx[p]];

			s->tiles[p] = (uint8_t)(WG_CODE(sq) | WG_THROUGH |
			    (sq & WG_BLANK));
			advance(s, p, gn_at(g, node, l), anchored);
		}
		if (!s->stackable[p])
			return;
	}
	if (s->left == 0)
		return;
	for (todo = letters & s->cross[s->down][s->idx[p]]; todo != 0;
	    todo &= todo - 1) {
		l = (unsigned)__builtin_ctzll(todo);
		if (s->count[l] > 0)
			place(s, p, node, l, PLAIN, anchored);
		if (s->rcount[l] > 0)
			place(s, p, node, l, RAINBOW, anchored);
		/* A wild tile on a stack must change the letter. */
		if (s->count[0] > 0 && l != s->letter[p])
			place(s, p, node, l, WILD, anchored);
	}
}

/* The pass, and the redraw of the whole rack when it may be bought. */
static void
add_redraw(struct sg *s)
{
	struct wg_gen *g = s->g;
	const struct wg_board *b = &s->b;
	struct wg_gen_move gm;
	unsigned bag = wg_board_bag(b), i;

	memset(&gm, 0, sizeof(gm));
	gm.move.kind = WG_MOVE_PASS;
	leave_of(s, &gm.move, &gm);
	keep(s, &gm);
	if (g->rack_len == 0 || bag < g->rack_len ||
	    bag < g->v->exchange_min || b->score[b->turn] < WG_REDRAW_COST)
		return;
	memset(&gm, 0, sizeof(gm));
	gm.move.kind = WG_MOVE_EXCHANGE;
	gm.move.len = g->rack_len;
	for (i = 0; i < g->rack_len; i++) {
		gm.move.tiles[i] = s->rack_keys[i] >> 1;
		gm.move.rainbow |= (uint32_t)(s->rack_keys[i] & 1) << i;
	}
	gm.score = -WG_REDRAW_COST;
	keep(s, &gm);
}

static int
cmp_tile(const void *a, const void *b)
{
	return *(const uint8_t *)a - *(const uint8_t *)b;
}

static int
stack_gen_run(struct wg_gen *g, const struct wg_board *b,
    const uint8_t *rack, size_t n, uint32_t rainbow, unsigned limit,
    unsigned flags)
{
	struct sg *s;
	unsigned i, r, c, p, rb;
	int down, empty;

	if (n > WG_RACK_MAX)
		return WG_E_LIMIT;
	if (rainbow >> n != 0)
		return WG_E_ARG;
	for (i = 0; i < n; i++)
		if (rack[i] > g->v->alphabet->size ||
		    (rack[i] == 0 && (rainbow >> i & 1)))
			return WG_E_ARG;
	if ((s = calloc(1, sizeof(*s))) == NULL)
		return WG_E_NOMEM;
	g->board = b;
	g->nmoves = 0;
	g->ranked = 0;
	g->limit = limit;
	g->error = WG_OK;
	g->rack_len = (unsigned)n;
	memcpy(g->rack, rack, n);
	memcpy(g->rack_sorted, rack, n);
	qsort(g->rack_sorted, n, 1, cmp_tile);
	s->g = g;
	s->playable = g->playable;
	/* The rules judge the rack of the player on turn: this one. */
	s->b = *b;
	memcpy(s->b.rack[b->turn], rack, n);
	s->b.rack_len[b->turn] = (unsigned)n;
	s->b.rack_rainbow[b->turn] = rainbow;
	s->b.rack_known[b->turn] = 1;
	for (i = 0; i < n; i++) {
		rb = rainbow >> i & 1;
		s->rack_keys[i] = (uint8_t)(rack[i] << 1 | rb);
		/* A tile the lexicon cannot spell is never played. */
		if (rack[i] == 0)
			s->count[0]++;
		else if (g->v2l[rack[i]] != NO_LETTER)
			(rb ? s->rcount : s->count)[g->v2l[rack[i]]]++;
		else
			continue;
		s->left++;
	}
	qsort(s->rack_keys, n, 1, cmp_tile);
	empty = wg_board_empty(b);
	for (down = 0; down < 2; down++)
		for (r = 0; r < b->rows; r++)
			for (c = 0; c < b->cols; c++)
				cross_set(s, down, r, c);
	for (down = 0; down < 2; down++)
		for (i = 0; i < (down ? b->cols : b->rows); i++) {
			line_setup(s, down, i, empty);
			for (p = 0; p + 1 < s->len; p++) {
				/* A word starts after an empty square. */
				if (p > 0 && s->letter[p - 1] != 0)
					continue;
				s->start = p;
				if (s->next_anchor[p] == s->len ||
				    s->next_anchor[p] - p +
				    (s->letter[s->next_anchor[p]] == 0) >
				    s->left)
					continue;
				extend(s, p, g->dawg_node, 0);
			}
		}
	if (flags & WG_GEN_EXCHANGES)
		add_redraw(s);
	free(s);
	if (g->error != WG_OK)
		return g->error;
	if (g->nmoves > 1 && wg_gen_sort(g) != WG_OK)
		return WG_E_NOMEM;
	return (int)g->nmoves;
}

const struct wg_game_gen wg_stack_gen = {
	.game = &wg_game_stack,
	.run = stack_gen_run,
};
