/*
 * leave_eval.c: what the tiles a move keeps are worth on the position at
 * hand, for equity ranking.  While the bag holds tiles a leave is worth
 * its trained value (leaves.c): a promise of good draws.  Once the bag is
 * empty nothing more is drawn, and tiles kept are tiles stuck: the player
 * who goes out gains the others' tiles as the variant's out rule counts
 * them, and one who does not stands to give its own away, plus a little
 * for the turn the opponent gets to score (the static evaluations of
 * Quackle and MAGPIE weigh the end the same way).
 */
#include "config.h"

#include <string.h>

#include "engine_private.h"

/* Points a play that does not go out on an empty bag gives away beyond
   its tiles: the opponent's free turn to score. */
#define STUCK_TURN	10.0

void
wg_leave_eval_setup(struct wg_leave_eval *e, const struct wg_board *b,
    const uint8_t *rack, unsigned n)
{
	const struct wg_variant *v = b->variant;
	unsigned used[WG_MAX_LETTERS + 1], c, i, in_set;
	int others = 0;

	memset(e, 0, sizeof(*e));
	e->v = v;
	e->bag = wg_board_bag(b);
	if (e->bag > 0)
		return;
	/* Bag empty: the others hold every tile neither on the board nor
	   on this rack. */
	memset(used, 0, sizeof(used));
	wg_tiles_on_board(b, used);
	for (i = 0; i < n; i++)
		used[rack[i]]++;
	for (c = 0; c <= v->alphabet->size; c++) {
		in_set = wg_tiles_in_set(b, c);
		if (in_set > used[c])
			others += (int)(in_set - used[c]) * v->value[c];
	}
	/* Going out gains OUT_GAIN times their tiles, and they lose theirs
	   too where the rules say so: the spread moves by both. */
	e->spread_per_point = v->out_gain + (v->out_loss ? 1 : 0);
	e->out = e->spread_per_point * others;
}

double
wg_leave_eval(const struct wg_leave_eval *e, double trained,
    const uint8_t *codes, unsigned n)
{
	if (e->v == NULL || e->bag > 0)
		return trained;
	if (n == 0)
		return e->out;
	return -(double)e->spread_per_point * wg_tiles_value(e->v, codes, n) -
	    STUCK_TURN;
}
