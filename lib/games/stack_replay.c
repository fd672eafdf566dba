/*
 * stack_replay.c: what a replay checks in the stacking game only
 * (rules/stacking-marketplace.txt): the game's length and pool, the
 * market and its purchases, rainbow tiles, redraws and the game's end.
 */
#include "config.h"

#include <string.h>

#include "games_private.h"
#include "game.h"

/*
 * The stacking game's state in a replay (game.h: state_size): the pool
 * the game's length makes (the variant replayed under), the market,
 * every tile placed (covered ones too), rainbow tiles on the racks, and
 * a turn's purchases.
 */
struct stack_state {
	struct wg_variant pool;
	struct wg_market market;
	unsigned	 placed[WG_MAX_LETTERS + 1];	/* by code, 0 wild */
	unsigned	 undo_placed[WG_MAX_LETTERS + 1];
	uint8_t		 rb[WG_MAX_PLAYERS][WG_MAX_LETTERS + 1];	/*
					   rainbow tiles held, by code */
	uint8_t		 undo_rb[WG_MAX_LETTERS + 1];
	int		 opened[WG_MAX_PLAYERS];	/* a turn played */
	uint8_t		 for_board[WG_RACK_MAX];	/* bought for the
						   board this turn */
	unsigned	 nfor_board;
	int		 buy_pending;
	unsigned	 buy_line, buy_col, buy_player;
};
#define STK(st)	((struct stack_state *)wg_game_state((st), &wg_game_stack))

/* Marks as rainbow the tiles of T[0..N) that player P holds so. */
static void
stack_mark_rainbow(const struct replay *st, unsigned p, uint8_t *t, unsigned n)
{
	uint8_t left[WG_MAX_LETTERS + 1];
	unsigned i;

	memcpy(left, STK(st)->rb[p], sizeof(left));
	for (i = 0; i < n; i++)
		if (t[i] != 0 && left[t[i]] > 0) {
			left[t[i]]--;
			t[i] |= WG_TILE_RAINBOW;
		}
}

/* Stacking: the first rack a player shows whole has one rainbow tile. */
static void
stack_opening_rack(struct replay *st, const struct wg_event *e, unsigned nrack)
{
	unsigned p = e->player;

	if (STK(st)->opened[p])
		return;
	STK(st)->opened[p] = 1;
	if (e->has_rack && nrack == st->held[p] &&
	    !wg_rainbow_opening(st->krack, st->nkrack))
		replay_problem_at(st, e, WG_FIELD_RACK,
		    "opening rack %s has %u rainbow tiles, one expected",
		    e->rack, wg_rainbow_count(st->krack, st->nkrack));
}

/*
 * Stacking, before the move is checked: tiles bought for the board join
 * the rack it is played from; rainbow tiles placed ('*') must be rainbow
 * on the rack, and plain ones plain; a redraw puts back the whole rack
 * and costs points the player has.
 */
static void
stack_check_move(struct replay *st, const struct wg_event *e, struct wg_move *m)
{
	unsigned p = e->player, i, c, have[WG_MAX_LETTERS + 1] = { 0 };
	unsigned rb[WG_MAX_LETTERS + 1] = { 0 }, all[WG_MAX_LETTERS + 1] = { 0
	    };
	struct wg_board *b = &st->b;
	const char *l;

	if (m->kind == WG_MOVE_EXCHANGE) {
		if (m->len != st->held[p])
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "a redraw puts back the whole rack, %u tiles, not "
			    "%u", st->held[p], m->len);
		if (b->score[p] < WG_REDRAW_COST)
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "%s has %d points, a redraw costs %d: only "
			    "finalized score is spent, never below zero",
			    st->r->nick[p], b->score[p], WG_REDRAW_COST);
		return;
	}
	if (m->kind != WG_MOVE_PLACE || !b->rack_known[p])
		return;
	for (i = 0; i < STK(st)->nfor_board && b->rack_len[p] < WG_RACK_MAX; i++)
		b->rack[p][b->rack_len[p]++] = STK(st)->for_board[i];
	for (i = 0; i < b->rack_len[p]; i++)
		have[b->rack[p][i]]++;
	for (i = 0; i < m->len; i++) {
		if (m->tiles[i] & (WG_THROUGH | WG_BLANK))
			continue;
		c = WG_MOVE_CODE(m->tiles[i]);
		all[c]++;
		rb[c] += m->rainbow >> i & 1;
	}
	for (c = 1; c <= st->v->alphabet->size; c++) {
		/* Tiles not on the rack at all: the move check says so. */
		if (all[c] == 0 || all[c] > have[c])
			continue;
		l = wg_alphabet_letter(st->v->alphabet, c);
		if (rb[c] > STK(st)->rb[p][c])
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "%s* played, yet the rack holds %u rainbow %s", l,
			    STK(st)->rb[p][c], l);
		else if (all[c] - rb[c] > have[c] - STK(st)->rb[p][c])
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "%s played plain, yet the rack's %s is a rainbow "
			    "tile", l, l);
	}
}

/*
 * Stacking, after the move: the tiles placed (covered ones stay seen),
 * rainbow tiles off the rack, tiles bought for the board, and the draw,
 * which fills the rack up to the variant's rack size.  Returns the
 * tiles drawn after a placement.
 */
static unsigned
stack_after_move(struct replay *st, const struct wg_event *e,
    const struct wg_move *m, int applied)
{
	unsigned p = e->player, i, c, got[WG_MAX_LETTERS + 1] = { 0 };
	unsigned from_rack = 0, drawn = 0;

	if (m->kind == WG_MOVE_EXCHANGE)
		memset(STK(st)->rb[p], 0, sizeof(STK(st)->rb[p]));
	if (m->kind != WG_MOVE_PLACE || !applied) {
		if (STK(st)->nfor_board > 0 && m->kind != WG_MOVE_PLACE)
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "%s bought tiles for the board, yet places none",
			    st->r->nick[p]);
		STK(st)->nfor_board = 0;
		return 0;
	}
	for (i = 0; i < m->len; i++) {
		if (m->tiles[i] & WG_THROUGH)
			continue;
		c = m->tiles[i] & WG_BLANK ? 0 : WG_MOVE_CODE(m->tiles[i]);
		STK(st)->placed[c]++;
		got[c]++;
		from_rack++;
		if ((m->rainbow >> i & 1) && STK(st)->rb[p][c] > 0)
			STK(st)->rb[p][c]--;
	}
	for (i = 0; i < STK(st)->nfor_board; i++) {
		c = STK(st)->for_board[i];
		if (got[c] > 0) {
			got[c]--;
			from_rack--;
		} else
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "%s bought %s for the board, yet the move does not "
			    "place it", st->r->nick[p],
			    wg_alphabet_letter(st->v->alphabet, c));
	}
	STK(st)->nfor_board = 0;
	st->held[p] = st->held[p] > from_rack ? st->held[p] - from_rack : 0;
	if (st->held[p] < st->v->rack_size)
		drawn = st->v->rack_size - st->held[p];
	if (drawn > st->bag)
		drawn = st->bag;
	st->bag -= drawn;
	st->held[p] += drawn;
	return drawn;
}

/* Stacking: the game ends when every square holds a tile, or on an
   empty pool (BAG tiles left). */
static enum wg_end
stack_ended(const struct wg_board *b, unsigned bag)
{
	unsigned i, n = b->rows * b->cols;

	for (i = 0; i < n && b->sq[i] != 0; i++)
		;
	return i == n ? WG_END_FULL : bag == 0 ? WG_END_POOL : WG_END_NONE;
}

/* The same in a replay, which it ends.  Returns 1 when it is over. */
static int
stack_game_over(struct replay *st, unsigned line)
{
	enum wg_end how = stack_ended(&st->b, st->bag);

	if (how != WG_END_NONE)
		replay_game_over(st, how, 0, line);
	return st->over;
}

/*
 * Self-play's draw: each letter drawn is a rainbow tile by chance, 1 time
 * in STACK_RAINBOW_ODDS; an opening rack has one, chosen among its
 * letters.
 */
#define STACK_RAINBOW_ODDS	14
static void
stack_drawn(struct wg_board *b, unsigned p, unsigned from, int opening,
    uint64_t *rng)
{
	unsigned i, letters = 0, pick;

	if (opening) {
		for (i = from; i < b->rack_len[p]; i++)
			letters += b->rack[p][i] != 0;
		pick = letters > 0 ? (unsigned)(wg_next_random(rng) %
		    letters) : 0;
		for (i = from; i < b->rack_len[p] && letters > 0; i++)
			if (b->rack[p][i] != 0 && pick-- == 0)
				b->rack_rainbow[p] |= (uint32_t)1 << i;
	} else
		for (i = from; i < b->rack_len[p]; i++)
			if (b->rack[p][i] != 0 &&
			    wg_next_random(rng) % STACK_RAINBOW_ODDS == 0)
				b->rack_rainbow[p] |= (uint32_t)1 << i;
}

/*
 * A tile that enters the market: from the pool, never wild or rainbow;
 * problems are reported at LINE and COL.
 */
static void
stack_restock(struct replay *st, unsigned line, unsigned col, const uint8_t *t,
    unsigned n, int from_pool)
{
	unsigned i;

	for (i = 0; i < n; i++) {
		if (from_pool && st->bag == 0) {
			replay_problem(st, line, col,
			    "the pool is empty: no tile enters the market");
			return;
		}
		if (WG_TILE_CODE(t[i]) == 0)
			replay_problem(st, line, col,
			    "a wild tile never enters the market: it goes back "
			    "to the pool");
		else if (t[i] & WG_TILE_RAINBOW)
			replay_problem(st, line, col,
			    "market tiles are never rainbow");
		else {
			wg_market_put(&STK(st)->market, t + i, 1);
			st->bag -= from_pool;
		}
	}
}

/* Stacking: a tile bought in the player's turn, and its replacement. */
static void
stack_buy(struct replay *st, const struct wg_event *e, struct wg_replay_turn *t)
{
	unsigned p = e->player, n, k;
	uint8_t tile[WG_RACK_TEXT], d[WG_RACK_TEXT];
	int cost = wg_market_cost(STK(st)->market.bought[p] + 1), ok = 0;

	if (st->game != &wg_game_stack)
		replay_problem_at(st, e, WG_FIELD_LINE,
		    "variant %s has no market", st->v->name);
	else
		replay_turn_action(st, e, "buys", STK(st)->buy_pending,
		    STK(st)->buy_player);
	STK(st)->buy_pending = 1;
	STK(st)->buy_player = p;
	STK(st)->buy_line = e->line;
	STK(st)->buy_col = replay_col_of(e, WG_FIELD_LINE);
	if (st->game != &wg_game_stack || replay_read_marked(st, e->line, replay_col_of(e,
	    WG_FIELD_MOVE), e->move, tile, &n, WG_RACK_TEXT - 1) != 0)
		;
	else if (n != 1)
		replay_problem_at(st, e, WG_FIELD_MOVE, "buy: one tile, not %u",
		    n);
	else if (WG_TILE_CODE(tile[0]) == 0)
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "a wild tile never enters the market");
	else if (tile[0] & WG_TILE_RAINBOW)
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "market tiles are never rainbow");
	else if (st->b.score[p] < cost)
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "%s has %d points, purchase %u costs %d: only finalized "
		    "score is spent, never below zero", st->r->nick[p],
		    st->b.score[p], STK(st)->market.bought[p] + 1, cost);
	else if (wg_market_take(&STK(st)->market, p, tile[0]) < 0)
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "the market has no %s for sale", e->move);
	else
		ok = 1;
	if (!ok) {
		/* Not applied: the score written is carried. */
		t->score = e->score;
		wg_score_add(&st->b.score[p], e->score);
		replay_check_total(st, e);
		t->total = st->b.score[p];
		return;
	}
	if (e->score != -cost)
		replay_problem_at(st, e, WG_FIELD_SCORE,
		    "purchase %u costs %d, record says %d",
		    STK(st)->market.bought[p], cost, -e->score);
	wg_score_add(&st->b.score[p], -(long long)cost);
	t->score = -cost;
	replay_check_total(st, e);
	t->total = st->b.score[p];
	if (e->to_board) {
		if (STK(st)->nfor_board < WG_RACK_MAX)
			STK(st)->for_board[STK(st)->nfor_board++] = tile[0];
	} else {
		st->held[p]++;
		if (st->expect[p] != EXPECT_NONE &&
		    st->nkept[p] < WG_RACK_MAX)
			st->kept[p][st->nkept[p]++] = tile[0];
	}
	/* The market is restocked from the pool; "draw -": nothing came
	   (the pool is empty, or holds only wild tiles). */
	if (!e->has_draw) {
		if (st->bag > 0) {
			st->bag--;
			STK(st)->market.unknown++;
		}
	} else if (replay_read_marked(st, e->line, replay_col_of(e,
	    WG_FIELD_DRAW), e->draw, d, &k, WG_RACK_TEXT - 1) == 0) {
		if (k > 1)
			replay_problem_at(st, e, WG_FIELD_DRAW,
			    "one tile takes the place of the tile bought, not "
			    "%u", k);
		else
			stack_restock(st, e->line, replay_col_of(e,
			    WG_FIELD_DRAW), d, k, 1);
	}
}

/*
 * The stacking game's length: a log's "length" line, or GCG's "#length"
 * pragma; short when neither.
 */
static enum wg_length
stack_game_length(struct replay *st)
{
	const char *s = replay_pragma(st->r, "length");
	enum wg_length k;

	if (st->r->length != 0 || s == NULL)
		return st->r->length != 0 ? st->r->length : WG_LENGTH_SHORT;
	for (k = WG_LENGTH_SHORT; k <= WG_LENGTH_LONG; k++)
		if (strcmp(s, wg_length_name(k)) == 0)
			return k;
	replay_problem(st, st->r->first_line, 0,
	    "#length %s: short, normal or long expected", s);
	return WG_LENGTH_SHORT;
}

/* Stacking: the market at the start, drawn from the pool. */
static void
stack_market_start(struct replay *st)
{
	const struct wg_record *r = st->r;
	const char *text = r->has_market ? r->market :
	    replay_pragma(r, "market");
	uint8_t t[WG_RACK_TEXT];
	unsigned n;

	if (text == NULL && r->length == 0)
		return;
	if (st->game != &wg_game_stack) {
		replay_problem(st, r->first_line, 0,
		    "variant %s is no stacking game: it has no market or game "
		    "length", st->v->name);
		return;
	}
	if (text == NULL || (strcmp(text, "-") != 0 && replay_read_marked(st,
	    r->first_line, 0, text, t, &n, WG_RACK_TEXT - 1) != 0))
		return;
	if (strcmp(text, "-") == 0)
		n = 0;
	if (n > st->bag)
		replay_problem(st, r->first_line, 0,
		    "the market holds %u tiles, the pool %u", n, st->bag);
	else
		stack_restock(st, r->first_line, 0, t, n, 1);
}

/*
 * The tiles player P cannot see: every tile placed was seen, covered or
 * not, and so are the tiles for sale and those bought for the board.
 */
static unsigned
stack_unseen(const struct replay *st, const struct wg_board *b, unsigned p,
    uint8_t *out)
{
	const struct wg_variant *v = st->v;
	int count[WG_MAX_LETTERS + 1];
	unsigned c, i, n = 0, k;

	for (c = 0; c <= v->alphabet->size; c++)
		count[c] = (int)v->count[c] - (int)(STK(st)->placed[c] +
		    STK(st)->market.stock[c]);
	for (i = 0; i < STK(st)->nfor_board; i++)
		count[STK(st)->for_board[i]]--;
	if (b->rack_known[p])
		for (i = 0; i < b->rack_len[p]; i++)
			count[b->rack[p][i]]--;
	/* Letters first, blanks last, as wg_board_unseen lists them. */
	for (c = 1; c <= v->alphabet->size; c++)
		for (k = 0; (int)k < count[c]; k++)
			out[n++] = (uint8_t)c;
	for (k = 0; (int)k < count[0]; k++)
		out[n++] = 0;
	return n;
}

/* The game replayed under the pool its length makes. */
static const struct wg_variant *
stack_start(struct replay *st, const struct wg_variant *v)
{
	st->b.length = stack_game_length(st);
	wg_pool_variant(v, st->b.length, &STK(st)->pool);
	return &STK(st)->pool;
}

/* The turn's rack is the line's: its rainbow tiles, by code and place. */
static void
stack_rack_known(struct replay *st, unsigned p)
{
	unsigned q;

	st->b.rack_rainbow[p] = 0;
	memset(STK(st)->rb[p], 0, sizeof(STK(st)->rb[p]));
	for (q = 0; q < st->nkrack; q++)
		if (st->krack[q] & WG_TILE_RAINBOW) {
			STK(st)->rb[p][WG_TILE_CODE(st->krack[q])]++;
			st->b.rack_rainbow[p] |= (uint32_t)1 << q;
		}
}

static void
stack_save_undo(struct replay *st, unsigned p)
{
	memcpy(STK(st)->undo_placed, STK(st)->placed, sizeof(STK(st)->placed));
	memcpy(STK(st)->undo_rb, STK(st)->rb[p], sizeof(STK(st)->undo_rb));
}

static void
stack_undo(struct replay *st, unsigned p)
{
	memcpy(STK(st)->placed, STK(st)->undo_placed, sizeof(STK(st)->placed));
	memcpy(STK(st)->rb[p], STK(st)->undo_rb, sizeof(STK(st)->rb[p]));
}

/* Purchases come in the turn, before its move. */
static void
stack_after_line(struct replay *st, const struct wg_event *e,
    struct wg_replay_turn *t)
{
	(void)t;
	if (e->kind == WG_EV_BUY || !STK(st)->buy_pending)
		return;
	if (e->kind != WG_EV_PLAY || e->player != STK(st)->buy_player)
		replay_problem(st, STK(st)->buy_line, STK(st)->buy_col,
		    "a purchase, yet %s's turn does not follow",
		    st->r->nick[STK(st)->buy_player]);
	STK(st)->buy_pending = 0;
	STK(st)->nfor_board = 0;
}

/* A purchase left waiting at the end; what the market holds. */
static void
stack_record_end(struct replay *st, int rc)
{
	if (rc == WG_OK && STK(st)->buy_pending)
		replay_problem(st, STK(st)->buy_line, STK(st)->buy_col,
		    "a purchase, yet %s's turn does not follow",
		    st->r->nick[STK(st)->buy_player]);
	st->res->market_left = wg_market_size(&STK(st)->market,
	    st->v->alphabet->size);
	memcpy(st->res->bought, STK(st)->market.bought, sizeof(st->res->bought));
}

const struct wg_game_rules wg_game_stack = {
	.name = "the stacking game",
	.keyword = "stacking",
	.stack_max = WG_STACK_MAX,
	.rack_max = WG_RACK_MAX,
	.rainbow = 1,
	.lengths = 1,
	.own_racks = 1,
	.redraw_cost = WG_REDRAW_COST,
	.counted_pool = 1,
	.own_moves = 1,
	.start = stack_start,
	.rack_known = stack_rack_known,
	.mark_rack = stack_mark_rainbow,
	.unseen = stack_unseen,
	.rack_shown = stack_opening_rack,
	.before_check = stack_check_move,
	.save_undo = stack_save_undo,
	.undo = stack_undo,
	.after_move = stack_after_move,
	.game_over = stack_game_over,
	.by_score = 1,
	.drawn = stack_drawn,
	.ended = stack_ended,
	.record_start = stack_market_start,
	.actions = { WG_EV_BUY, WG_EV_NOTE },
	.action = stack_buy,
	.after_line = stack_after_line,
	.record_end = stack_record_end,
	.state_size = sizeof(struct stack_state),
};
