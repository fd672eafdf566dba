/*
 * spy_play.c: Wordspionage's Spec Ops in self-play (rules/wordspionage.txt):
 * the black tiles that spin the Spec Ops wheel, the wheel's outcome, and
 * which Spec Ops a player uses, by their equity, before the word.
 *
 * "For each game, tiles are randomly chosen by the game as Spec Ops
 * Activation Tiles (black tiles).  When you use a Spec Ops Activation
 * Tile to play a word on the game board, the Spec Ops Wheel is activated,
 * and you spin the wheel to obtain a Spec Op."  The rules give no number:
 * a game has one black tile for each Spec Op it holds (nine: two Cover
 * IDs, two Surveillances, one of each other), chosen at random among the
 * lettered tiles.  No player of ours looks at a tile's colour, so a tile
 * is found black as it is placed, with the chance the black tiles left
 * among the tiles not placed give: the same draw as choosing them first.
 * The wheel gives one of the Spec Ops of the game not won yet, each as
 * likely as its uses left.  Both come from the game's seed, apart from
 * the bag's.
 *
 * A player uses a Spec Op when its equity is positive: a Cover ID is a
 * blank on the rack, used when the best move with it is worth more (score
 * and leave) than without; Sabotage and Double Agent take half of the
 * opponent's last turn (Double Agent adds it to the player's score), used
 * when that turn scored at least the opponent's mean turn so far, or the
 * bag is empty (no later turn to wait for), and the WS$ suffice.
 * Surveillance, Misdirection, Switch and Flash Bomb change no score that
 * a player could know before the turn (a rack seen, premiums moved or
 * hidden, a tile of the opponent's unseen): ours never use them.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "record/record.h"
#include "engine_private.h"

#include "games/game.h"

/* Mixed into the seed for the Spec Ops' own random numbers. */
#define SPY_SEED	0x3c6ef372fe94f82bULL

/* The game's state in self-play, which the turn loop holds for it. */
struct spy_play {
	uint64_t	 rng;		/* the wheels', from the seed */
	unsigned	 black;		/* black tiles not placed yet */
	unsigned	 unplaced;	/* lettered tiles not placed yet */
	unsigned	 won[WG_SPEC_COUNT];
	unsigned	 used[WG_SPEC_COUNT];
	unsigned	 hand[WG_MAX_PLAYERS][WG_SPEC_COUNT];
	int		 ws[WG_MAX_PLAYERS];
	int		 last_score[WG_MAX_PLAYERS];
	long long	 points[WG_MAX_PLAYERS];	/* turns' scores */
	unsigned	 turns[WG_MAX_PLAYERS];
};

/* A game of variant V from SEED begins. */
static void
spy_play_start(void *state, const struct wg_variant *v, uint64_t seed)
{
	struct spy_play *s = state;
	unsigned op;

	memset(s, 0, sizeof(*s));
	s->rng = seed ^ SPY_SEED;
	s->unplaced = v->tiles - v->count[0];
	for (op = 0; op < WG_SPEC_COUNT; op++)
		s->black += wg_spec_uses((enum wg_spec)op);
	for (op = 0; op < WG_MAX_PLAYERS; op++)
		s->ws[op] = WG_WS_START;
}

/* A Spec Op line of player P, its WS$ paid; NULL when out of memory. */
static struct wg_event *
spec_event(struct spy_play *s, struct wg_record *r, unsigned p,
    enum wg_spec op)
{
	struct wg_event *e;

	if ((e = rec_add_event(r, WG_EV_SPEC)) == NULL)
		return NULL;
	s->ws[p] -= wg_spec_cost(op);
	s->used[op]++;
	s->hand[p][op]--;
	e->player = p;
	e->spec = op;
	e->ws = -wg_spec_cost(op);
	e->balance = s->ws[p];
	return e;
}

/* The equity of player P's best move with the rack as it is, but the
   pass; a large negative number when there is none. */
static double
best_equity(struct wg_gen *gen, const struct wg_board *b, unsigned p)
{
	const struct wg_gen_move *m;
	int n, k;

	n = wg_gen_run(gen, b, b->rack[p], b->rack_len[p], 2,
	    WG_GEN_EXCHANGES | WG_GEN_NO_PASS);
	for (k = 0; k < n; k++)
		if ((m = wg_gen_result(gen, (size_t)k))->move.kind !=
		    WG_MOVE_PASS)
			return m->equity;
	return -1e9;
}

/* A Cover ID, if the best move with it beats the best without. */
static int
use_cover(struct spy_play *s, struct wg_gen *gen, struct wg_board *b,
    unsigned p, struct wg_record *r)
{
	double without, with;

	if (s->hand[p][WG_SPEC_COVER_ID] == 0 || b->rack_len[p] >= WG_RACK_MAX)
		return WG_OK;
	without = best_equity(gen, b, p);
	b->rack[p][b->rack_len[p]++] = 0;
	with = best_equity(gen, b, p);
	if (with <= without) {
		b->rack_len[p]--;
		return WG_OK;
	}
	return spec_event(s, r, p, WG_SPEC_COVER_ID) == NULL ? WG_E_NOMEM :
	    WG_OK;
}

/* Sabotage or Double Agent (OP) on the opponent Q's last turn. */
static int
use_half(struct spy_play *s, struct wg_board *b, unsigned p, unsigned q,
    enum wg_spec op, unsigned bag, struct wg_record *r)
{
	struct wg_event *e;
	int half, last = s->last_score[q];

	if (s->hand[p][op] == 0 || s->ws[p] < wg_spec_cost(op) || last < 2 ||
	    (bag > 0 && (long long)last * s->turns[q] < s->points[q]))
		return WG_OK;
	half = last / 2;
	if ((e = spec_event(s, r, p, op)) == NULL)
		return WG_E_NOMEM;
	e->has_target = 1;
	e->target = q;
	wg_score_add(&b->score[q], -(long long)half);
	e->score = -half;
	e->total = b->score[q];
	if (op == WG_SPEC_DOUBLE_AGENT) {
		wg_score_add(&b->score[p], half);
		e->gain = half;
		e->gain_total = b->score[p];
	}
	/* One of each a game: the turn is not taken twice. */
	s->last_score[q] = 0;
	return WG_OK;
}

/* Before player P's move, with BAG tiles in the bag: the Spec Ops P uses,
   applied to B and written to R.  WG_OK or WG_E_NOMEM. */
static int
spy_play_turn(void *state, struct wg_gen *gen, struct wg_board *b,
    unsigned p, unsigned bag, struct wg_record *r)
{
	struct spy_play *s = state;
	unsigned q = (p + 1) % b->players;
	int rc;

	if ((rc = use_cover(s, gen, b, p, r)) != WG_OK)
		return rc;
	/* The larger first: after it the turn is halved already. */
	if ((rc = use_half(s, b, p, q, WG_SPEC_DOUBLE_AGENT, bag, r)) !=
	    WG_OK)
		return rc;
	return use_half(s, b, p, q, WG_SPEC_SABOTAGE, bag, r);
}

/* The Spec Op the wheel gives: one not won yet, by its uses left. */
static enum wg_spec
spin(struct spy_play *s)
{
	unsigned op, left = 0, k;

	for (op = 0; op < WG_SPEC_COUNT; op++)
		left += wg_spec_uses((enum wg_spec)op) - s->won[op];
	k = (unsigned)(wg_next_random(&s->rng) % left);
	for (op = 0; k >= wg_spec_uses((enum wg_spec)op) - s->won[op]; op++)
		k -= wg_spec_uses((enum wg_spec)op) - s->won[op];
	return (enum wg_spec)op;
}

/* After player P's move M, scoring SCORE, written to R: the wheels its
   black tiles spin.  WG_OK or WG_E_NOMEM. */
static int
spy_play_moved(void *state, const struct wg_variant *v, unsigned p,
    const struct wg_move *m, int score, struct wg_record *r)
{
	struct spy_play *s = state;
	struct wg_event *e;
	unsigned i;
	uint8_t t;

	s->last_score[p] = score;
	s->points[p] += score;
	s->turns[p]++;
	for (i = 0; m->kind == WG_MOVE_PLACE && i < m->len; i++) {
		t = m->tiles[i];
		if (t & (WG_THROUGH | WG_BLANK) || s->unplaced == 0)
			continue;
		if (wg_next_random(&s->rng) % s->unplaced-- >= s->black)
			continue;
		s->black--;
		if ((e = rec_add_event(r, WG_EV_WHEEL)) == NULL)
			return WG_E_NOMEM;
		e->player = p;
		e->wheel = WG_WHEEL_ACTIVATION;
		e->prize = WG_PRIZE_SPEC;
		e->spec = spin(s);
		snprintf(e->move, sizeof(e->move), "%s",
		    wg_alphabet_letter(v->alphabet, WG_CODE(t)));
		s->won[e->spec]++;
		s->hand[p][e->spec]++;
	}
	return WG_OK;
}

const struct wg_game_gen wg_spy_gen = {
	.game = &wg_game_spy,
	.play_size = sizeof(struct spy_play),
	.play_start = spy_play_start,
	.play_turn = spy_play_turn,
	.play_moved = spy_play_moved,
};
