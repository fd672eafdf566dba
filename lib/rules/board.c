/*
 * board.c: positions as plain structures: empty boards, layouts, stacks,
 * the tiles not yet seen.
 */
#include "config.h"

#include <string.h>

#include "rules_private.h"

void
wg_board_init(struct wg_board *board, const struct wg_variant *variant)
{
	memset(board, 0, sizeof(*board));
	board->variant = variant;
	board->rows = variant->rows;
	board->cols = variant->cols;
	memcpy(board->premium, variant->premium, sizeof(board->premium));
	board->layout = variant->random_layout ? WG_LAYOUT_UNSET :
	    WG_LAYOUT_STANDARD;
	/* Two players, unless the variant wants more (or fewer). */
	board->players = 2;
	if (board->players < variant->min_players)
		board->players = variant->min_players;
	if (board->players > variant->max_players)
		board->players = variant->max_players;
}

int
wg_board_empty(const struct wg_board *board)
{
	unsigned i, n = board->rows * board->cols;

	for (i = 0; i < n; i++)
		if (board->sq[i] != 0)
			return 0;
	return 1;
}

int
wg_board_transposable(const struct wg_board *board)
{
	const struct wg_variant *v = board->variant;
	unsigned r, c, n = board->rows;

	if (board->cols != n || v->start_row != v->start_col)
		return 0;
	for (r = 0; r < n; r++)
		for (c = r + 1; c < n; c++)
			if (board->premium[r * n + c] !=
			    board->premium[c * n + r])
				return 0;
	return 1;
}

void
wg_board_shuffle(struct wg_board *board, uint64_t seed)
{
	wg_variant_shuffle(board->variant, seed, board->premium);
	board->layout = WG_LAYOUT_SEED;
	board->seed = seed;
}

/* The tiles on square IDX (a tile with no height recorded is one): inline
   and without a branch (empty squares come at random), as wg_board_bag
   counts them every turn where a square holds a stack. */
static inline unsigned
square_height(const struct wg_board *board, unsigned idx)
{
	unsigned h = board->height[idx];

	return (board->sq[idx] != 0) * (h > 1 ? h : 1);
}

unsigned
wg_board_height(const struct wg_board *board, unsigned idx)
{
	return square_height(board, idx);
}

/*
 * The tiles on the board's N squares when no square holds a stack (every
 * height 0 or 1), eight squares at a time; or -1 when one may.  The bag
 * is counted several times a turn, and most squares are in no stack.
 */
static int
tiles_unstacked(const struct wg_board *board, unsigned n)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
	unsigned i, tiles = 0;
	uint64_t sq, h, stacked = 0;

	for (i = 0; i + 8 <= n; i += 8) {
		memcpy(&sq, board->sq + i, 8);
		memcpy(&h, board->height + i, 8);
		stacked |= h;
		/* The high bit of each byte that is not 0, then a 1 in
		   each such byte, summed by the multiply into the top. */
		sq = (((sq & low7) + low7) | sq) & ~low7;
		tiles += (unsigned)(((sq >> 7) * 0x0101010101010101ULL) >>
		    56);
	}
	for (; i < n; i++) {
		stacked |= board->height[i];
		tiles += board->sq[i] != 0;
	}
	return stacked & ~0x0101010101010101ULL ? -1 : (int)tiles;
}

/*
 * The bag of a game with Spec Ops, USED tiles on the board and racks: the
 * Cover IDs (blanks) are never in it, dealt or not.
 */
static unsigned
apart_bag(const struct wg_board *board, unsigned used)
{
	const struct wg_variant *v = board->variant;
	unsigned i, k, n = board->rows * board->cols, pool = v->tiles -
	    v->count[0];

	for (i = 0; i < n; i++)
		used -= board->sq[i] != 0 && (board->sq[i] & WG_BLANK);
	for (i = 0; i < board->players; i++)
		for (k = 0; board->rack_known[i] &&
		    k < board->rack_len[i]; k++)
			used -= board->rack[i][k] == 0;
	return used < pool ? pool - used : 0;
}

unsigned
wg_board_bag(const struct wg_board *board)
{
	const struct wg_variant *v = board->variant;
	unsigned i, used = 0, n = board->rows * board->cols;
	int tiles = tiles_unstacked(board, n);

	if (tiles >= 0)
		used = (unsigned)tiles;
	else
		for (i = 0; i < n; i++)
			used += square_height(board, i);
	for (i = 0; i < board->players; i++)
		used += board->rack_known[i] ? board->rack_len[i] :
		    v->rack_size;
	if (v->blanks_apart)
		return apart_bag(board, used);
	return used < v->tiles * wg_board_sets(board) ?
	    v->tiles * wg_board_sets(board) - used : 0;
}
