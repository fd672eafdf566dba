/*
 * move_stack.c: the stacking game's moves (wsmove(1), STACKING), for
 * wg_move_check: tiles placed on top of tiles, what one turn may cover,
 * and the heights and rainbow tiles that scoring multiplies by.  In the
 * rules wing, with the move checks that call it.
 */
#include "config.h"

#include "rules_private.h"

void
wg_stack_tile(const struct wg_board *b, unsigned idx, uint8_t tile,
    struct wg_check *ck)
{
	unsigned bit = 0;

	if ((tile & WG_BLANK) && WG_MOVE_CODE(tile) == WG_CODE(b->sq[idx]))
		bit = WG_ILL_WILD_SAME;
	else if (wg_board_height(b, idx) >= b->variant->stack_max)
		bit = WG_ILL_TALL;
	if (bit == 0)
		return;
	if (!(ck->reasons & (WG_ILL_WILD_SAME | WG_ILL_TALL)))
		ck->stack_square = idx;
	ck->reasons |= bit;
}

/*
 * A word of the board that this move covers tile by tile lies along the
 * move: a word across it has tiles off the move's line.  So only the runs
 * of tiles on the move's own line are looked at, and a run that goes on
 * past either end of the move keeps a tile uncovered.
 */
static void
cover(const struct wg_board *b, const struct wg_move *m, uint32_t stacked,
    struct wg_check *ck)
{
	unsigned step = m->down ? b->cols : 1, i, start, idx;
	unsigned first = m->row * b->cols + m->col;
	uint32_t run;

	for (i = 0; i < m->len; ) {
		if (b->sq[first + i * step] == 0) {
			i++;
			continue;
		}
		start = i;
		while (i < m->len && b->sq[first + i * step] != 0)
			i++;
		if (i - start < 2 || (ck->reasons & WG_ILL_COVER))
			continue;
		/* Past the move's ends: CONTIGUOUS says so already. */
		idx = first + start * step;
		if ((start == 0 && (m->down ? m->row : m->col) > 0 &&
		    b->sq[idx - step] != 0) || (i == m->len &&
		    (m->down ? m->row : m->col) + m->len <
		    (m->down ? b->rows : b->cols) &&
		    b->sq[first + m->len * step] != 0))
			continue;
		run = (uint32_t)((((uint64_t)1 << (i - start)) - 1) << start);
		if ((stacked & run) == run) {
			ck->reasons |= WG_ILL_COVER;
			ck->cover_square = idx;
			ck->cover_len = i - start;
		}
	}
}

void
wg_stack_rules(const struct wg_board *b, const struct wg_move *m,
    uint32_t placed, uint32_t stacked, struct wg_check *ck)
{
	unsigned i;

	if (placed != 0 && (placed & ~stacked) == 0)
		ck->reasons |= WG_ILL_NO_EMPTY;
	/* Rainbow: only a tile placed now, and never a wild one. */
	for (i = 0; i < 32; i++) {
		if (!(m->rainbow >> i & 1))
			continue;
		if (i >= m->len || !(placed >> i & 1) ||
		    (m->tiles[i] & WG_BLANK)) {
			ck->reasons |= WG_ILL_RAINBOW;
			break;
		}
	}
	if (stacked != 0)
		cover(b, m, stacked, ck);
}

void
wg_stack_words(const struct wg_board *b, const struct wg_move *m,
    struct wg_check *ck)
{
	unsigned k, i, idx, step, at;

	for (k = 0; k < ck->nwords; k++) {
		struct wg_word *w = &ck->words[k];

		step = w->down ? b->cols : 1;
		idx = w->row * b->cols + w->col;
		w->rainbow = 0;
		for (i = 0; i < w->len; i++, idx += step) {
			if (!(w->placed >> i & 1)) {
				w->height[i] = (uint8_t)wg_board_height(b,
				    idx);
				w->rainbow |= (uint32_t)(b->rainbow[idx] != 0)
				    << i;
				continue;
			}
			/* A tile placed now: one more on the stack, rainbow
			   as the move says. */
			w->height[i] = (uint8_t)(wg_board_height(b, idx) + 1);
			at = m->down ? idx / b->cols - m->row :
			    idx % b->cols - m->col;
			w->rainbow |= (m->rainbow >> at & 1) << i;
		}
	}
}
