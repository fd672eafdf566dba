/*
 * game_end.c: how a game other than the stacking game ends, and the points
 * each player gains or loses then: going out, and the stalled game.
 * Self-play, replay and the endgame solver all call these.
 */
#include "config.h"

#include "rules_private.h"

int
wg_tiles_value(const struct wg_variant *v, const uint8_t *t, unsigned n)
{
	unsigned i;
	int sum = 0;

	for (i = 0; i < n; i++)
		sum += v->value[WG_TILE_CODE(t[i])];
	return sum;
}

unsigned
wg_stall_count(const struct wg_variant *v, unsigned stalled,
    const struct wg_move *m, int score, unsigned bag)
{
	/* Xwords: "no letters left in the sack and ... all the players
	   pass twice"; a pass with tiles in the sack ends nothing. */
	if (!wg_variant_stalls(v, m, score) || (v->stall_empty_bag && bag > 0))
		return 0;
	return stalled + 1;
}

int
wg_stall_ends(const struct wg_variant *v, unsigned stalled, unsigned playing,
    const int *score, unsigned players)
{
	unsigned limit = v->stall_turns * (v->stall_per_player ? playing : 1);
	unsigned p;

	if (limit == 0 || stalled < limit)
		return 0;
	if (!v->stall_not_zero)
		return 1;
	for (p = 0; p < players && score[p] == 0; p++)
		;
	return p < players;
}

void
wg_end_points(const struct wg_variant *v, unsigned players, const int *value,
    int went_out, unsigned who, int *delta)
{
	unsigned p;
	int sum = 0;

	for (p = 0; p < players; p++) {
		delta[p] = 0;
		if (went_out && p == who)
			continue;
		sum += value[p];
		if (went_out ? v->out_loss : v->stall_loss)
			delta[p] = -value[p];
	}
	if (went_out)
		delta[who] = sum * v->out_gain;
}

void
wg_board_end_points(const struct wg_board *b, int went_out, unsigned who,
    int *delta)
{
	int value[WG_MAX_PLAYERS];
	unsigned p;

	for (p = 0; p < b->players; p++)
		value[p] = wg_tiles_value(b->variant, b->rack[p], b->rack_len[p]);
	wg_end_points(b->variant, b->players, value, went_out, who, delta);
}
