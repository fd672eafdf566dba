/*
 * lookahead.c: the move of an equity player who looks one reply ahead:
 * its best moves by static equity, each answered by the opponent's best
 * reply to racks drawn from the tiles it cannot see (a simulation one turn
 * deep, lib/engine/sim.c).  Where premiums are laid at random a leave's value,
 * learnt over every layout, cannot say what this layout makes of the
 * tiles kept or of the squares a move opens; the reply can (wsgen(1),
 * MATCHES).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine_private.h"

unsigned
wg_selfplay_lookahead(const struct wg_variant *v)
{
	return v->random_layout && wg_game_plain_moves(v) ?
	    WG_LOOKAHEAD_RACKS : 0;
}

int
wg_sim_choose(struct wg_sim *sim, const struct wg_board *b,
    const struct wg_sim_options *o, struct wg_gen_move *m)
{
	struct wg_sim_move *out;
	struct wg_board hidden;
	size_t n, k;
	int rc;

	if ((out = calloc(o->candidates, sizeof(*out))) == NULL)
		return WG_E_NOMEM;
	/* The opponent's rack is drawn, as a player would guess it. */
	hidden = *b;
	hidden.rack_known[1 - b->turn] = 0;
	if ((rc = wg_sim_run(sim, &hidden, o, out, &n)) == WG_OK) {
		/* An equity player never passes by choice. */
		rc = 1;
		for (k = 0; k < n && rc == 1; k++)
			if (out[k].gen.move.kind != WG_MOVE_PASS) {
				*m = out[k].gen;
				rc = WG_OK;
			}
	}
	free(out);
	return rc;
}

int
wg_lookahead_choose(struct wg_sim *sim, const struct wg_board *b,
    const struct wg_leaves *leaves, unsigned racks, uint64_t seed,
    struct wg_gen_move *m)
{
	struct wg_sim_options o;

	memset(&o, 0, sizeof(o));
	o.plies = 1;
	o.candidates = WG_LOOKAHEAD_CANDIDATES;
	o.iterations = racks;
	o.threads = 1;
	o.seed = seed;
	o.leaves = leaves;
	o.no_stop = 1;		/* so few racks: every candidate meets all */
	o.horizon_only = 1;	/* one reply, as it always looked */
	return wg_sim_choose(sim, b, &o, m);
}
