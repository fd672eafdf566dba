/*
 * selfplay.c: whole games between players who always take the generator's
 * top move, with tiles drawn from a seeded bag, kept as a game record.
 * A game with rules of its own (games/game.h) marks the tiles drawn,
 * prices its redraws and ends through its table; nobody buys at the
 * stacking game's market.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/movegen.h"
#include "record/record.h"
#include "play_private.h"
#include "games/game.h"

/* A turn cap far above any real game, in case the rules never end one. */
#define MAX_TURNS	500

/* Mixed into the bag's state to seed a look-ahead's racks. */
#define LOOKAHEAD_SEED	0x6a09e667f3bcc909ULL
#define SIM_SEED	0xbb67ae8584caa73bULL
/* Mixed into the game's seed to draw the player who starts. */
#define FIRST_SEED	0xbb67ae8584caa73bULL


struct game {
	const struct wg_variant *v;
	const struct wg_game_rules *game;	/* the variant's, or NULL */
	struct wg_board	 board;
	uint8_t		*bag;
	unsigned	 nbag;
	uint64_t	 rng;
	struct wg_record *r;
	struct wg_selfplay *sp;		/* or NULL */
	/* The game's part in the engine (its own turns), and its state. */
	const struct wg_game_gen *eng;	/* or NULL */
	void		*state;		/* eng->play_size bytes, or NULL */
	int		 error;		/* WG_E_NOMEM once out of memory */
	/* The move just played, what the other player infers from: the
	   position before it, the move, its tiles to guess (-1: nothing
	   to infer from, as a pass or a redraw). */
	struct wg_board	 last_before;
	struct wg_move	 last_move;
	int		 last_guess;
	unsigned	 stalled;	/* turns toward the stalled end */
};

/*
 * Tiles as records write them: letters sorted, '?' for blanks, '*' after
 * a rainbow tile (bit i of RAINBOW for TILES[i]).
 */
static void
spell_tiles(const struct wg_alphabet *a, const uint8_t *tiles, unsigned n,
    uint32_t rainbow, char *buf, size_t size)
{
	unsigned keys[WG_RACK_MAX], i, k, t;
	size_t used = 0;

	for (i = 0; i < n; i++) {
		t = tiles[i] * 2 + (rainbow >> i & 1);
		for (k = i; k > 0 && keys[k - 1] > t; k--)
			keys[k] = keys[k - 1];
		keys[k] = t;
	}
	/* Copied by hand: snprintf per tile cost 2% of a self-play run. */
	for (i = 0; i < n; i++) {
		const char *letter = keys[i] < 2 ? "?" :
		    wg_alphabet_letter(a, keys[i] / 2);
		size_t len = strlen(letter) + (keys[i] & 1);

		if (used + len >= size)
			break;
		memcpy(buf + used, letter, len - (keys[i] & 1));
		used += len;
		if (keys[i] & 1)
			buf[used - 1] = '*';
	}
	buf[used] = '\0';
}

/* A new event at the end of the record, or NULL (G's error set). */
static struct wg_event *
add_event(struct game *g, enum wg_event_kind kind, unsigned p)
{
	struct wg_event *e = rec_add_event(g->r, kind);

	if (e == NULL) {
		g->error = WG_E_NOMEM;
		return NULL;
	}
	e->player = p;
	return e;
}

/*
 * Fills player P's rack from the bag; the game marks the tiles drawn (the
 * stacking game's rainbow tiles).  The tiles drawn go into DRAWN (NULL:
 * not wanted).
 */
static void
draw(struct game *g, unsigned p, int opening, char *drawn, size_t size)
{
	struct wg_board *b = &g->board;
	unsigned from = b->rack_len[p];

	wg_bag_fill(g->bag, &g->nbag, b, p);
	if (g->game != NULL && g->game->drawn != NULL)
		g->game->drawn(b, p, from, opening, &g->rng);
	if (drawn != NULL)
		spell_tiles(g->v->alphabet, b->rack[p] + from,
		    b->rack_len[p] - from, b->rack_rainbow[p] >> from, drawn,
		    size);
}

/* The end accounting of games without an end of their own. */
static void
end_of_game(struct game *g, int went_out, unsigned who)
{
	struct wg_board *b = &g->board;
	const struct wg_variant *v = g->v;
	struct wg_event *e;
	int delta[WG_MAX_PLAYERS];
	size_t used = 0;
	unsigned p;
	char all[WG_RACK_TEXT];

	wg_board_end_points(b, went_out, who, delta);
	all[0] = '\0';
	for (p = 0; p < b->players; p++) {
		if (p == who && went_out)
			continue;
		spell_tiles(v->alphabet, b->rack[p], b->rack_len[p], 0,
		    all + used, sizeof(all) - used);
		used = strlen(all);
		if (b->rack_len[p] == 0 || delta[p] == 0)
			continue;
		wg_score_add(&b->score[p], delta[p]);
		if ((e = add_event(g, WG_EV_PENALTY, p)) == NULL)
			return;
		e->has_rack = 1;
		spell_tiles(v->alphabet, b->rack[p], b->rack_len[p], 0,
		    e->rack, sizeof(e->rack));
		memcpy(e->move, e->rack, sizeof(e->rack));
		e->score = delta[p];
		e->total = b->score[p];
	}
	if (went_out && delta[who] > 0) {
		wg_score_add(&b->score[who], delta[who]);
		if ((e = add_event(g, WG_EV_OUT, who)) == NULL)
			return;
		snprintf(e->move, sizeof(e->move), "%s", all);
		e->score = delta[who];
		e->total = b->score[who];
	}
}

/*
 * Whether player P infers the leave the opponent kept with their move
 * just before (wg_selfplay's SEAT_INFER), from the position before it
 * with P's rack as it is now; 1 when leaves were inferred.
 */
static int
infer_last(const struct game *g, const struct wg_gen *gen, unsigned p,
    unsigned threads, int *rc)
{
	const struct wg_selfplay *sp = g->sp;
	struct wg_infer_options io;
	struct wg_board b;

	*rc = WG_OK;
	if (sp->infer == NULL || g->last_guess < 0 ||
	    (unsigned)g->last_guess > sp->seat_infer[p] ||
	    g->last_before.turn != 1 - p)
		return 0;
	b = g->last_before;
	memcpy(b.rack[p], g->board.rack[p], g->board.rack_len[p]);
	b.rack_len[p] = g->board.rack_len[p];
	memset(&io, 0, sizeof(io));
	io.margin = WG_INFER_MARGIN;
	io.threads = threads;
	io.leaves = gen->leaves;
	*rc = wg_infer_run(sp->infer, &b, &g->last_move, &io);
	/* A move the inference refuses leaves the racks drawn as without
	   it; running out of memory does not. */
	if (*rc != WG_E_NOMEM)
		*rc = WG_OK;
	return *rc == WG_OK && wg_infer_count(sp->infer) > 0;
}

/* The move of player P who simulates as its seat's options say. */
static int
simulate(const struct game *g, const struct wg_gen *gen, unsigned p,
    struct wg_gen_move *m)
{
	struct wg_sim_options o = *g->sp->seat_sim[p];
	int rc;

	o.leaves = gen->leaves;
	o.seed = g->rng ^ SIM_SEED;
	if (g->sp->seat_late[p] > 0 && g->nbag <= g->v->rack_size)
		o.iterations = g->sp->seat_late[p];
	o.infer = infer_last(g, gen, p, o.threads, &rc) ? g->sp->infer :
	    NULL;
	if (rc != WG_OK)
		return rc;
	return wg_sim_choose(g->sp->sim, &g->board, &o, m);
}

/*
 * The move of player P who plays the exact endgame with the bag empty
 * (wg_selfplay's SEAT_ENDGAME): WG_OK with *M its best, 1 when the solve
 * is over its budget of positions (the player simulates), or an error.
 */
static int
solve_end(const struct game *g, unsigned p, struct wg_gen_move *m)
{
	struct wg_endgame *eg = g->sp->endgame;
	const struct wg_endgame_move *best;
	const struct wg_board *b = &g->board;
	struct wg_board e = *b;
	int rc;

	e.zeros = g->stalled;
	wg_endgame_set_node_limit(eg, g->sp->seat_endgame[p]);
	rc = wg_endgame_solve(eg, &e, 0, 1);
	wg_endgame_set_node_limit(eg, 0);
	if (rc == WG_E_LIMIT)
		return 1;
	if (rc < 0)
		return rc;
	if ((best = wg_endgame_result(eg, 0)) == NULL)
		return 1;
	memset(m, 0, sizeof(*m));
	m->move = best->move;
	m->score = best->score;
	m->ntiles = best->ntiles;
	m->nleave = wg_move_leave(b->rack[p], b->rack_len[p], &best->move,
	    m->leave);
	m->equity = m->score;
	return WG_OK;
}

/* Keeps move M of the player on turn, about to be played, for the other
   player to infer from. */
static void
keep_last(struct game *g, const struct wg_move *m, const struct wg_check *ck)
{
	const struct wg_board *b = &g->board;

	g->last_guess = -1;
	if (g->sp == NULL || g->sp->infer == NULL ||
	    !wg_game_plain_moves(g->v))
		return;
	if (m->kind == WG_MOVE_PLACE)
		g->last_guess = (int)b->rack_len[b->turn] - (int)ck->ntiles;
	else if (m->kind == WG_MOVE_EXCHANGE)
		g->last_guess = (int)b->rack_len[b->turn];
	else
		return;
	g->last_before = *b;
	g->last_move = *m;
}

/*
 * The move of player P: the generator's top move.  In a stacking game the
 * pass and the redraw are ranked with the placements, and a player with
 * no placement at all redraws when the rules allow, as a player of other
 * games exchanges the whole rack.  A player of other games who ranks by
 * equity weighs the exchanges too, but never passes by choice.  *M gets
 * the move, its score and its leave.
 */
static int
choose(struct game *g, struct wg_gen *gen, unsigned p, struct wg_gen_move *m)
{
	struct wg_board *b = &g->board;
	const struct wg_gen_move *best = NULL, *r;
	unsigned k, by_score = g->game != NULL && g->game->by_score;
	int n, placements = 0, equity = gen->leaves != NULL && !by_score;
	struct wg_selfplay *sp = g->sp;

	if (equity && sp != NULL && sp->sim != NULL &&
	    sp->seat_sim[p] != NULL && sp->endgame != NULL &&
	    sp->seat_endgame[p] > 0 && g->nbag == 0 &&
	    (n = solve_end(g, p, m)) <= WG_OK)
		return n;
	if (equity && sp != NULL && sp->sim != NULL &&
	    sp->seat_sim[p] != NULL) {
		n = simulate(g, gen, p, m);
		if (n <= WG_OK)
			return n;
	} else if (equity && sp != NULL && sp->sim != NULL &&
	    sp->seat_lookahead[p] > 0) {
		/* Its own draws, the bag's left as they were. */
		n = wg_lookahead_choose(sp->sim, b, gen->leaves,
		    sp->seat_lookahead[p], g->rng ^ LOOKAHEAD_SEED, m);
		if (n <= WG_OK)
			return n;
	}

	/* Three: the pass, the redraw and a placement if there is one; for
	   an equity player, who never passes by choice, the best placement
	   or exchange, the pass left out. */
	n = wg_gen_run_rainbow(gen, b, b->rack[p], b->rack_len[p],
	    b->rack_rainbow[p], by_score ? 3 : 1,
	    by_score ? WG_GEN_EXCHANGES : equity ? WG_GEN_EXCHANGES |
	    WG_GEN_NO_PASS : 0);
	if (n < 0)
		return n;
	for (k = 0; k < (unsigned)n; k++) {
		r = wg_gen_result(gen, k);
		placements += r->move.kind == WG_MOVE_PLACE;
		if (equity && best == NULL && r->move.kind != WG_MOVE_PASS &&
		    (r->move.kind == WG_MOVE_PLACE || placements == 0))
			best = r;
		else if (!equity && (best == NULL || (placements == 0 &&
		    r->move.kind == WG_MOVE_EXCHANGE)))
			best = r;
	}
	if (placements > 0 && !equity)
		best = wg_gen_result(gen, 0);
	if (best != NULL && (placements > 0 || by_score ||
	    (equity && best->move.kind == WG_MOVE_EXCHANGE))) {
		*m = *best;
		return WG_OK;
	}
	/* Stuck: change the whole rack, or as much of it as the bag can
	   replace: where passes end the game only once the bag is empty,
	   a player who passed with tiles in it would pass for ever. */
	memset(m, 0, sizeof(*m));
	if (g->nbag >= g->v->exchange_min && g->nbag > 0 &&
	    (g->nbag >= b->rack_len[p] || g->v->stall_empty_bag)) {
		m->move.kind = WG_MOVE_EXCHANGE;
		m->move.len = b->rack_len[p] < g->nbag ? b->rack_len[p] :
		    g->nbag;
		memcpy(m->move.tiles, b->rack[p], m->move.len);
		m->nleave = b->rack_len[p] - m->move.len;
		memcpy(m->leave, b->rack[p] + m->move.len, m->nleave);
		wg_tiles_sort(m->leave, m->nleave);
	} else {
		m->move.kind = WG_MOVE_PASS;
		m->nleave = b->rack_len[p];
		memcpy(m->leave, b->rack[p], m->nleave);
		wg_tiles_sort(m->leave, m->nleave);
	}
	return WG_OK;
}

/* Tells SP's listener of move M of player P, played with BAG tiles in
   the bag before the draw. */
static void
tell_move(struct game *g, const struct wg_gen *gen, unsigned p,
    const struct wg_gen_move *m, unsigned bag)
{
	struct wg_selfplay_move mv;

	mv.player = p;
	mv.kind = m->move.kind;
	mv.score = m->score;
	mv.leave = m->leave;
	mv.nleave = m->nleave;
	mv.bag = bag;
	mv.leaves = gen->leaves;
	mv.board = &g->board;
	mv.bag_tiles = g->bag;
	mv.nbag_tiles = g->nbag;
	g->sp->on_move(&mv, g->sp->arg);
}

/*
 * Plays move M of player P, legal by CK: the board, the score (a redraw
 * costs the game's price), the draw, and the turn's line in the record.
 */
static void
play(struct game *g, unsigned p, const struct wg_move *m,
    const struct wg_check *ck)
{
	struct wg_board *b = &g->board;
	const struct wg_variant *v = g->v;
	struct wg_event *e;
	struct wg_move w = *m;
	unsigned k;
	int redraw = g->game != NULL ? g->game->redraw_cost : 0;

	if ((e = add_event(g, WG_EV_PLAY, p)) == NULL)
		return;
	e->has_rack = 1;
	spell_tiles(v->alphabet, b->rack[p], b->rack_len[p],
	    b->rack_rainbow[p], e->rack, sizeof(e->rack));
	/* Records write played-through letters as '.'. */
	for (k = 0; k < w.len && w.kind == WG_MOVE_PLACE; k++)
		if (w.tiles[k] & WG_THROUGH)
			w.tiles[k] = WG_THROUGH;
	wg_move_write(&w, v->alphabet, NULL, e->move, sizeof(e->move));
	e->redraw = redraw != 0 && m->kind == WG_MOVE_EXCHANGE;
	if (e->redraw)
		snprintf(e->move, sizeof(e->move), "-%.*s",
		    (int)sizeof(e->move) - 2, e->rack);
	e->score = ck->score - (e->redraw ? redraw : 0);
	wg_move_apply(b, m, ck);
	wg_score_add(&b->score[p], e->redraw ? -redraw : 0);
	e->total = b->score[p];
	/* Here the racks are known: we deal them. */
	b->rack_known[p] = 1;
	e->has_draw = m->kind != WG_MOVE_PASS;
	if (m->kind == WG_MOVE_EXCHANGE) {
		/* An equity player may keep some tiles; a redraw puts back
		   the whole rack. */
		if (e->redraw) {
			b->rack_len[p] = 0;
			b->rack_rainbow[p] = 0;
		} else
			wg_rack_take(b, p, m->tiles, m->len, 0);
		/* A redraw puts the rack back, then draws; an exchange of
		   other games draws first. */
		if (e->redraw)
			wg_bag_return(g->bag, &g->nbag, &g->rng, m->tiles,
			    m->len);
		draw(g, p, 0, e->draw, sizeof(e->draw));
		if (!e->redraw)
			wg_bag_return(g->bag, &g->nbag, &g->rng, m->tiles,
			    m->len);
	} else
		draw(g, p, 0, e->draw, sizeof(e->draw));
	if (g->sp != NULL) {
		g->sp->turns++;
		g->sp->placements += m->kind == WG_MOVE_PLACE;
		g->sp->redraws += e->redraw;
		g->sp->rainbows += (unsigned)__builtin_popcount(m->kind ==
		    WG_MOVE_PLACE ? m->rainbow : 0);
	}
}

/* 1 when player P holds no tile but Cover IDs, which "[do] not need to
   be played to finish the game" (Wordspionage). */
static int
out_of_tiles(const struct wg_board *b, unsigned p)
{
	unsigned i;

	for (i = 0; i < b->rack_len[p]; i++)
		if (b->rack[p][i] != 0 || !b->variant->blanks_apart)
			return 0;
	return 1;
}

/* The seat that starts a game of SEED among PLAYERS, from the seed. */
static unsigned
first_player(uint64_t seed, unsigned players)
{
	uint64_t state = seed ^ FIRST_SEED;

	return (unsigned)(wg_next_random(&state) % players);
}

static struct wg_record *
record_new(const struct wg_variant *v, const struct wg_game_rules *game,
    uint64_t seed, enum wg_length length)
{
	struct wg_record *r;
	unsigned p;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	r->format = WG_RECORD_LOG;
	r->first_line = 1;
	r->players = 2;
	for (p = 0; p < r->players; p++) {
		/* "p1", "p2" (%u would warn of truncation). */
		snprintf(r->nick[p], sizeof(r->nick[p]), "p%c",
		    (int)('1' + p));
		if ((r->name[p] = malloc(16)) == NULL) {
			wg_record_free(r);
			return NULL;
		}
		snprintf(r->name[p], 16, "Player %c", (int)('1' + p));
	}
	snprintf(r->variant, sizeof(r->variant), "%s", v->name);
	r->has_seed = 1;
	r->seed = seed;
	r->length = game != NULL && game->lengths ? length : 0;
	return r;
}

int
wg_selfplay_record(struct wg_gen *gen, uint64_t seed, struct wg_selfplay *sp,
    struct wg_record **out)
{
	const struct wg_variant *v = gen->v;
	enum wg_length length = sp != NULL && sp->length != 0 ? sp->length :
	    WG_LENGTH_SHORT;
	struct game *g;
	unsigned c, k, p, turn, tiles, bag;
	int rc = WG_OK, redraw, own_end;

	*out = NULL;
	if (length < WG_LENGTH_SHORT || length > WG_LENGTH_LONG)
		return WG_E_ARG;
	if ((g = calloc(1, sizeof(*g))) == NULL)
		return WG_E_NOMEM;
	g->v = v;
	g->sp = sp;
	g->last_guess = -1;
	g->rng = seed;
	tiles = wg_pool_tiles(v, length);
	g->game = wg_game_find(v);
	g->eng = wg_game_engine(v);
	redraw = g->game != NULL ? g->game->redraw_cost : 0;
	own_end = g->game != NULL && g->game->ended != NULL;
	g->r = record_new(v, g->game, seed, length);
	if (g->r == NULL || (g->bag = malloc(tiles + 1)) == NULL ||
	    (g->eng != NULL && g->eng->play_size != 0 &&
	    (g->state = calloc(1, g->eng->play_size)) == NULL)) {
		wg_record_free(g->r);
		free(g->bag);
		free(g);
		return WG_E_NOMEM;
	}
	wg_board_init(&g->board, v);
	g->board.length = g->game != NULL && g->game->lengths ? length : 0;
	if (v->random_layout)
		wg_board_shuffle(&g->board, seed);
	/* Wordspionage's Cover IDs (its blanks) come only from the Spec
	   Ops, never from the bag. */
	for (c = v->blanks_apart ? 1 : 0; c <= v->alphabet->size; c++)
		for (k = 0; k < v->count[c] * wg_pool_sets(v, length); k++)
			g->bag[g->nbag++] = (uint8_t)c;
	wg_bag_shuffle(g->bag, g->nbag, &g->rng);
	if (g->eng != NULL && g->eng->play_start != NULL)
		g->eng->play_start(g->state, v, seed);
	/* The seats' leaves live through the game: each keeps its values
	   cached as the turns switch between them (from here on only). */
	if (sp != NULL && sp->seats)
		wg_gen_set_leaves(gen, sp->seat_leaves[0]);
	g->board.players = 2;
	for (p = 0; p < g->board.players; p++) {
		g->board.rack_known[p] = 1;
		draw(g, p, 1, NULL, 0);
	}
	/* "Once 7 letras are dealt to each player, a player is randomly
	   chosen to start" (rules/xwords.txt): the variant's "first
	   random", drawn from the seed apart from the bag's shuffles and
	   draws, so both games of a deal (wsgen --pairs) start in the same
	   seat, each engine in it once. */
	if (v->first_random)
		g->board.turn = first_player(seed, g->board.players);
	for (turn = 0; turn < MAX_TURNS && g->error == WG_OK; turn++) {
		struct wg_board *b = &g->board;
		struct wg_gen_move gm;
		struct wg_move m;
		struct wg_check ck;

		p = b->turn;
		if (sp != NULL && sp->seats)
			wg_gen_switch_leaves(gen, sp->seat_leaves[p]);
		/* The game's actions come first, before the word. */
		if (g->eng != NULL && g->eng->play_turn != NULL &&
		    (rc = g->eng->play_turn(g->state, gen, b, p, g->nbag,
		    g->r)) != WG_OK)
			break;
		if (sp != NULL && sp->on_turn != NULL)
			sp->on_turn(b, sp->arg);
		if ((rc = choose(g, gen, p, &gm)) != WG_OK)
			break;
		m = gm.move;
		if (!wg_move_check(b, &m, gen->lex, &ck)) {
			rc = WG_E_ARG;	/* the generator and the rules differ */
			break;
		}
		bag = g->nbag;
		keep_last(g, &m, &ck);
		play(g, p, &m, &ck);
		if (g->eng != NULL && g->eng->play_moved != NULL &&
		    (rc = g->eng->play_moved(g->state, v, p, &m, ck.score,
		    g->r)) != WG_OK)
			break;
		if (sp != NULL && sp->on_move != NULL) {
			gm.score = ck.score;
			tell_move(g, gen, p, &gm, bag);
		}
		/* A redraw scores minus its cost, as the record says. */
		g->stalled = wg_stall_count(v, g->stalled, &m, ck.score -
		    (redraw != 0 && m.kind == WG_MOVE_EXCHANGE ? redraw : 0),
		    g->nbag);
		if (own_end && g->game->ended(b, g->nbag) != WG_END_NONE) {
			g->r->ended = 1;
			break;
		}
		if (!own_end && out_of_tiles(b, p) && g->nbag == 0) {
			end_of_game(g, 1, p);
			g->r->ended = 1;
			break;
		}
		if (wg_stall_ends(v, g->stalled, b->players, b->score,
		    b->players)) {
			/* A game with its own end accounts no racks. */
			if (!own_end)
				end_of_game(g, 0, p);
			g->r->ended = 1;
			break;
		}
	}
	if (sp != NULL)
		for (p = 0; p < g->board.players; p++) {
			sp->points += (uint64_t)(g->board.score[p] > 0 ?
			    g->board.score[p] : 0);
			sp->final[p] = (int)g->board.score[p];
		}
	if (rc == WG_OK)
		rc = g->error;
	if (rc == WG_OK)
		*out = g->r;
	else
		wg_record_free(g->r);
	free(g->state);
	free(g->bag);
	free(g);
	return rc;
}

int
wg_selfplay(struct wg_gen *gen, uint64_t seed, struct wg_selfplay *sp,
    char **gcg, size_t *len)
{
	struct wg_record *r;
	int rc;

	*gcg = NULL;
	*len = 0;
	if ((rc = wg_selfplay_record(gen, seed, sp, &r)) != WG_OK)
		return rc;
	rc = wg_record_write_gcg(r, gcg, len);
	wg_record_free(r);
	return rc;
}
