/*
 * spy_replay.c: what a replay checks in Wordspionage only
 * (rules/wordspionage.txt): Spec Ops, the wheels, misdirection and switch,
 * Cover IDs, the time and word-guess settings, skill points.
 */
#include "config.h"

#include <string.h>

#include "games_private.h"
#include "game.h"

/* Wordspionage's state in a replay (game.h: state_size). */
struct spy_state {
	int		 spy;		/* blanks are the Cover IDs, apart */
	/* WS$, Spec Ops used, plain premiums for a turn (Flash Bomb). */
	int		 ws[WG_MAX_PLAYERS];
	unsigned	 used[WG_SPEC_COUNT];
	int		 flashed[WG_MAX_PLAYERS];
	int		 spec_pending;	/* a Spec Op awaits its turn */
	unsigned	 spec_line, spec_col, spec_player;
	unsigned	 covers[WG_MAX_PLAYERS];	/* Cover IDs held */
	unsigned	 undo_covers;	/* before the last placement */
	unsigned	 guess_limit;
	/* The last placement, for the wheels it may spin. */
	int		 spin_ok;
	unsigned	 spin_player, spin_line;
	int		 spin_bingo;
	unsigned	 spin_missions;		/* bit i: mission i formed */
	uint8_t		 spin_tiles[WG_BOARD_MAX];	/* black tile
						   candidates, unclaimed */
	unsigned	 nspin_tiles;
	uint8_t		 mission[WG_MISSIONS][WG_MAX_WORD];
	unsigned	 mission_len[WG_MISSIONS];
	unsigned	 mission_line[WG_MISSIONS];	/* spun: its line */
	/* The Spec Ops wheel: won, and in each player's hand. */
	int		 track_hand;
	unsigned	 won[WG_SPEC_COUNT];
	unsigned	 hand[WG_MAX_PLAYERS][WG_SPEC_COUNT];
	unsigned	 win_line, win_col, win_player;	/* the win spun */
	int		 win_ws;		/* and the WS$ it gave */
};
#define SPY(st)	((struct spy_state *)wg_game_state((st), &wg_game_spy))

static int
spy_tile_value(const struct replay *st, uint8_t tile)
{
	return st->v->value[WG_TILE_CODE(tile)];
}

/* Cover IDs not dealt yet: blanks in the variant, never in the bag. */
static unsigned
spy_covers_left(const struct replay *st)
{
	unsigned n = wg_spec_uses(WG_SPEC_COVER_ID);

	return SPY(st)->spy && SPY(st)->used[WG_SPEC_COVER_ID] < n ? n -
	    SPY(st)->used[WG_SPEC_COVER_ID] : 0;
}

/*
 * The tiles of a rack that fill the Tile Tray: "If you play a word using
 * all seven tiles in your Tile Tray" - seven of the bag's; the Cover IDs
 * (blanks) of Wordspionage come besides, from the Spec Ops, and the tile
 * counts bound them.  Every tile in other games.
 */
static unsigned
spy_tray_tiles(const struct replay *st, const uint8_t *rack, unsigned n)
{
	unsigned i, tray = n;

	for (i = 0; SPY(st)->spy && i < n; i++)
		tray -= rack[i] == 0;
	return tray;
}

/*
 * Deals player P's N Cover IDs more than the Spec Op gave (GCG has no
 * Spec Op lines: they are kept as notes) while the game has some left;
 * returns those it could not.
 */
static unsigned
spy_trust_covers(struct replay *st, unsigned p, unsigned n)
{
	unsigned k = 0;

	if (st->r->format != WG_RECORD_GCG)
		return n;
	for (; k < n && spy_covers_left(st) > 0; k++) {
		SPY(st)->used[WG_SPEC_COVER_ID]++;
		SPY(st)->covers[p]++;
		st->held[p]++;
	}
	return n - k;
}

/*
 * Wordspionage's blanks are its Cover IDs: "Cover ID - A blank tile to use
 * as any letter you want. [...] Two Cover IDs in each game", a Spec Op.
 * A rack holding more than the player was dealt by the Spec Op is a
 * problem; returns 1 then.
 */
/* 1 after a problem when the rack holds more Cover IDs (blanks) than the
   Spec Op dealt the player. */
static int
spy_rack_covers(struct replay *st, const struct wg_event *e, const uint8_t
    *rack, unsigned n)
{
	unsigned p = e->player, i, blanks = 0;

	for (i = 0; SPY(st)->spy && i < n; i++)
		blanks += rack[i] == 0;
	if (blanks <= SPY(st)->covers[p] ||
	    spy_trust_covers(st, p, blanks - SPY(st)->covers[p]) == 0)
		return 0;
	replay_problem_at(st, e, WG_FIELD_RACK,
	    "rack %s: %u Cover ID%s (blank), yet %s has %u from the Spec Op "
	    "(\"Two Cover IDs in each game\"; none in the bag)", e->rack,
	    blanks, blanks == 1 ? "" : "s", st->r->nick[p], SPY(st)->covers[p]);
	return 1;
}

/*
 * The tiles of a placement that draw none back to the Tile Tray: its
 * Cover IDs, which the tray's seven do not count.
 */
static unsigned
spy_not_drawn(const struct replay *st, const struct wg_move *m)
{
	unsigned i, n = 0;

	for (i = 0; SPY(st)->spy && i < m->len; i++)
		if ((m->tiles[i] & (WG_BLANK | WG_THROUGH)) == WG_BLANK)
			n++;
	return n;
}

/* Wordspionage: the turn's time and word guesses against the limits. */
static void
spy_turn_limits(struct replay *st, const struct wg_event *e, const struct
    wg_move *m)
{
	char took[32], limit[32];

	if (e->has_took && st->time_limit > 0 && e->took > st->time_limit) {
		wg_duration_text(e->took, took, sizeof(took));
		wg_duration_text(st->time_limit, limit, sizeof(limit));
		replay_problem_at(st, e, WG_FIELD_TOOK,
		    "%s took %s, over the time limit of %s: a timeout, which "
		    "loses the game", st->r->nick[e->player], took, limit);
	}
	if (!e->has_rejected || SPY(st)->guess_limit == 0)
		return;
	if (e->rejected > SPY(st)->guess_limit)
		replay_problem_at(st, e, WG_FIELD_REJECTED,
		    "%u word guesses rejected, over the limit of %u",
		    e->rejected, SPY(st)->guess_limit);
	else if (e->rejected == SPY(st)->guess_limit && m->kind != WG_MOVE_PASS)
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "%s had all %u word guesses rejected and lost the turn, "
		    "yet the line is not a pass", st->r->nick[e->player],
		    SPY(st)->guess_limit);
}

/* Wordspionage: what a placement may spin, and the Cover IDs played. */
static void
spy_placement(struct replay *st, const struct wg_event *e, const struct wg_move
    *m, const struct wg_check *ck)
{
	unsigned p = e->player, i, k, w;

	SPY(st)->spin_ok = 1;
	SPY(st)->spin_player = p;
	SPY(st)->spin_line = e->line;
	SPY(st)->spin_bingo = ck->is_bingo;
	SPY(st)->nspin_tiles = 0;
	for (i = 0; i < m->len; i++) {
		if (m->tiles[i] & WG_THROUGH)
			continue;
		if (!(m->tiles[i] & WG_BLANK))
			SPY(st)->spin_tiles[SPY(st)->nspin_tiles++] = m->tiles[i];
		else if (SPY(st)->covers[p] > 0 || spy_trust_covers(st, p, 1) == 0)
			SPY(st)->covers[p]--;
		else if (SPY(st)->spy)
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "%s plays a blank, yet holds no Cover ID from the "
			    "Spec Op (\"Two Cover IDs in each game\"; none in "
			    "the bag)", st->r->nick[p]);
	}
	SPY(st)->spin_missions = 0;
	for (k = 0; k < WG_MISSIONS; k++)
		for (w = 0; w < ck->nwords; w++) {
			if (ck->words[w].len != SPY(st)->mission_len[k])
				continue;
			for (i = 0; i < ck->words[w].len &&
			    WG_CODE(ck->words[w].sq[i]) == SPY(st)->mission[k][i];
			    i++)
				;
			if (i == ck->words[w].len && i > 0)
				SPY(st)->spin_missions |= 1U << k;
		}
}

/* Swaps tile OUT for tile IN among what player P is known to keep. */
static void
spy_swap_kept(struct replay *st, unsigned p, uint8_t out, uint8_t in)
{
	unsigned k;

	if (st->expect[p] == EXPECT_NONE)
		return;
	for (k = 0; k < st->nkept[p] && st->kept[p][k] != out; k++)
		;
	if (k == st->nkept[p]) {
		/* A tile drawn since, not written: the rack is unknown. */
		st->expect[p] = EXPECT_NONE;
		return;
	}
	st->kept[p][k] = in;
}

/* The column of AT, a character of E's layout, for a message. */
static unsigned
spy_layout_col(const struct wg_event *e, const char *at)
{
	if (e->col[WG_FIELD_LAYOUT] == 0)
		return replay_col_of(e, WG_FIELD_LAYOUT);
	return e->col[WG_FIELD_LAYOUT] + (unsigned)wg_text_cols(e->layout,
	    (size_t)(at - e->layout));
}

/* Misdirection: the new layout, the premiums left shuffled. */
static void
spy_misdirect(struct replay *st, const struct wg_event *e)
{
	unsigned rows = st->v->rows, cols = st->v->cols, r = 0, c = 0, i;
	unsigned before[WG_SQ_QW + 1] = { 0 }, after[WG_SQ_QW + 1] = { 0 };
	uint8_t premium[WG_SQUARES];
	const char *s;
	int q;

	memcpy(premium, st->b.premium, sizeof(premium));
	for (s = e->layout; ; s++) {
		if (*s == '/' || *s == '\0') {
			if (c != cols || r >= rows)
				break;
			c = 0;
			r++;
			if (*s == '\0')
				break;
			continue;
		}
		if (r >= rows || c >= cols ||
		    (q = wg_premium_from_char((unsigned char)*s)) < 0)
			break;
		premium[r * cols + c++] = (uint8_t)q;
	}
	if (r != rows || *s != '\0') {
		replay_problem(st, e->line, spy_layout_col(e, s),
		    "misdirection: the layout is not %u rows of %u premium "
		    "squares", rows, cols);
		return;
	}
	for (i = 0; i < rows * cols; i++) {
		/* The square's character: rows end in '/'. */
		if (st->b.sq[i] != 0 && premium[i] != st->b.premium[i]) {
			replay_problem(st, e->line, spy_layout_col(e, e->layout
			    + i + i / cols),
			    "misdirection: square %c%u is covered, yet its "
			    "premium moves", 'A' + i % cols, i / cols + 1);
			return;
		}
		if (st->b.sq[i] == 0) {
			before[st->b.premium[i]]++;
			after[premium[i]]++;
		}
	}
	if (memcmp(before, after, sizeof(before)) != 0) {
		replay_problem_at(st, e, WG_FIELD_LAYOUT,
		    "misdirection: the layout is not a shuffle of the premium "
		    "squares left");
		return;
	}
	memcpy(st->b.premium, premium, sizeof(premium));
	st->b.layout = WG_LAYOUT_GRID;
}

/* Switch: a tile of the player's for the target's highest valued. */
static void
spy_switch(struct replay *st, const struct wg_event *e)
{
	unsigned p = e->player, q = e->target, n, k;
	uint8_t give[WG_RACK_MAX], take[WG_RACK_MAX];
	enum wg_field f = WG_FIELD_RACK;
	int best = -1;

	if (replay_read_tiles(st, e->line, replay_col_of(e, f), e->rack, give,
	    &n, 1) != 0)
		return;
	if (n == 1) {
		f = WG_FIELD_DRAW;
		if (replay_read_tiles(st, e->line, replay_col_of(e, f), e->draw,
		    take, &n, 1) != 0)
			return;
	}
	if (n != 1) {
		replay_problem_at(st, e, f,
		    "switch: one tile each way expected");
		return;
	}
	if (st->expect[p] == EXPECT_EXACT &&
	    !replay_holds_tiles(st->kept[p], st->nkept[p], give, 1))
		replay_problem_at(st, e, WG_FIELD_RACK,
		    "switch: %s does not hold %s", st->r->nick[p], e->rack);
	if (st->expect[q] == EXPECT_EXACT) {
		for (k = 0; k < st->nkept[q]; k++)
			if (spy_tile_value(st, st->kept[q][k]) > best)
				best = spy_tile_value(st, st->kept[q][k]);
		if (!replay_holds_tiles(st->kept[q], st->nkept[q], take, 1))
			replay_problem_at(st, e, WG_FIELD_DRAW,
			    "switch: %s does not hold %s", st->r->nick[q],
			    e->draw);
		else if (spy_tile_value(st, take[0]) != best)
			replay_problem_at(st, e, WG_FIELD_DRAW,
			    "switch: %s is worth %d, %s's highest tile %d",
			    e->draw, spy_tile_value(st, take[0]),
			    st->r->nick[q], best);
	}
	spy_swap_kept(st, p, give[0], take[0]);
	spy_swap_kept(st, q, take[0], give[0]);
	/* A Cover ID may change hands too. */
	if (give[0] == 0 && SPY(st)->covers[p] > 0) {
		SPY(st)->covers[p]--;
		SPY(st)->covers[q]++;
	}
	if (take[0] == 0 && SPY(st)->covers[q] > 0) {
		SPY(st)->covers[q]--;
		SPY(st)->covers[p]++;
	}
}

/* A Spec Op: its turn, count and WS$, then its effect. */
static void
spy_spec_op(struct replay *st, const struct wg_event *e, struct wg_replay_turn
    *t)
{
	unsigned p = e->player, n = st->b.players, q;
	enum wg_spec op = e->spec;
	int cost = wg_spec_cost(op), half, want;

	st->res->specs++;
	replay_turn_action(st, e, "uses a Spec Op", SPY(st)->spec_pending,
	    SPY(st)->spec_player);
	SPY(st)->spec_pending = 1;
	SPY(st)->spec_player = p;
	SPY(st)->spec_line = e->line;
	SPY(st)->spec_col = replay_col_of(e, WG_FIELD_LINE);
	t->score = 0;
	t->total = st->b.score[p];
	t->ws = SPY(st)->ws[p];
	if (e->ws != -cost)
		replay_problem_at(st, e, WG_FIELD_WS,
		    "%s costs WS$%d, record says %d", wg_spec_name(op), cost,
		    e->ws);
	if (SPY(st)->used[op] >= wg_spec_uses(op)) {
		replay_problem_at(st, e, WG_FIELD_SPEC,
		    "%s: all %u of the game used", wg_spec_name(op),
		    wg_spec_uses(op));
		return;
	}
	if (SPY(st)->track_hand && SPY(st)->hand[p][op] == 0) {
		replay_problem_at(st, e, WG_FIELD_SPEC,
		    "%s has no %s from the Spec Ops wheel", st->r->nick[p],
		    wg_spec_name(op));
		return;
	}
	if (SPY(st)->ws[p] < cost) {
		replay_problem_at(st, e, WG_FIELD_SPEC,
		    "%s has WS$%d, %s needs WS$%d", st->r->nick[p], SPY(st)->ws[p],
		    wg_spec_name(op), cost);
		return;
	}
	if (SPY(st)->track_hand)
		SPY(st)->hand[p][op]--;
	SPY(st)->used[op]++;
	wg_score_add(&SPY(st)->ws[p], -(long long)cost);
	t->ws = SPY(st)->ws[p];
	if (e->balance != SPY(st)->ws[p])
		replay_problem_at(st, e, WG_FIELD_BALANCE,
		    "WS$ balance is %d, record says %d", SPY(st)->ws[p], e->balance);
	switch (op) {
	case WG_SPEC_COVER_ID:
		/* The variant counts the Cover IDs among its tiles, as
		   blanks, kept out of the bag until dealt so. */
		SPY(st)->covers[p]++;
		st->held[p]++;
		if (st->expect[p] != EXPECT_NONE &&
		    st->nkept[p] < WG_RACK_MAX)
			st->kept[p][st->nkept[p]++] = 0;
		break;
	case WG_SPEC_MISDIRECTION:
		spy_misdirect(st, e);
		break;
	case WG_SPEC_SWITCH:
		spy_switch(st, e);
		break;
	case WG_SPEC_FLASH_BOMB:
		for (q = 0; q < n; q++)
			SPY(st)->flashed[q] = q != p;
		break;
	case WG_SPEC_SABOTAGE:
	case WG_SPEC_DOUBLE_AGENT:
		/* Half of the last turn, rounded down. */
		q = e->target;
		half = st->last_score[q] > 0 ? st->last_score[q] / 2 : 0;
		wg_score_add(&st->b.score[q], -(long long)half);
		want = st->recorded[q];
		wg_score_add(&want, -(long long)half);
		if (e->score != -half)
			replay_problem_at(st, e, WG_FIELD_SCORE,
			    "%s loses %d, record says %d", st->r->nick[q], half,
			    -e->score);
		if (e->total != want)
			replay_problem_at(st, e, WG_FIELD_TOTAL,
			    "%s's total is %d, record says %d", st->r->nick[q],
			    want, e->total);
		st->recorded[q] = e->total;
		if (op == WG_SPEC_SABOTAGE)
			break;
		wg_score_add(&st->b.score[p], half);
		t->score = half;
		want = st->recorded[p];
		wg_score_add(&want, half);
		if (e->gain != half)
			replay_problem_at(st, e, WG_FIELD_GAIN,
			    "%s gains %d, record says %d", st->r->nick[p], half,
			    e->gain);
		if (e->gain_total != want)
			replay_problem_at(st, e, WG_FIELD_GAIN_TOTAL,
			    "total is %d, record says %d", want, e->gain_total);
		st->recorded[p] = e->gain_total;
		break;
	default:
		break;
	}
	t->total = st->b.score[p];
}

/* 1 if at least half the game's lettered tiles are on the board. */
static int
spy_halfway(const struct replay *st)
{
	unsigned i, on = 0, all = st->v->tiles;

	for (i = 0; i < st->b.rows * st->b.cols; i++)
		on += st->b.sq[i] != 0;
	if (SPY(st)->spy)
		all -= st->v->count[0];
	return 2 * on >= all;
}

/* The wheel's trigger: the placement just made, or the game won. */
static int
spy_spin_trigger(struct replay *st, const struct wg_event *e)
{
	static const char *const what[] = {
		"a mission word", "a bingo", "a win", "a black tile"
	};
	unsigned p = e->player, n, k;
	uint8_t tile[1];

	if (e->wheel == WG_WHEEL_WIN) {
		if (!st->over) {
			replay_problem_at(st, e, WG_FIELD_LINE,
			    "wheel for a win, yet the game is not over");
			return -1;
		}
		if (SPY(st)->win_line > 0) {
			replay_problem_at(st, e, WG_FIELD_LINE,
			    "wheel for a win, spun at line %u already",
			    SPY(st)->win_line);
			return -1;
		}
		/* "A game must have been played at least halfway through
		   for the winner to spin the Bonus Wheel": the board is
		   the game's last.  Who won is known once the end
		   accounting is read: checked after it. */
		if (!spy_halfway(st)) {
			replay_problem_at(st, e, WG_FIELD_LINE,
			    "wheel for a win, yet the game was not played "
			    "halfway (half the tiles on the board)");
			return -1;
		}
		SPY(st)->win_line = e->line;
		SPY(st)->win_col = replay_col_of(e, WG_FIELD_LINE);
		SPY(st)->win_player = p;
		return 0;
	}
	if (!SPY(st)->spin_ok || SPY(st)->spin_player != p) {
		replay_problem_at(st, e, WG_FIELD_LINE,
		    "wheel for %s, yet the line before is no placement of %s's",
		    what[e->wheel], st->r->nick[p]);
		return -1;
	}
	switch (e->wheel) {
	case WG_WHEEL_BINGO:
		if (!SPY(st)->spin_bingo) {
			replay_problem_at(st, e, WG_FIELD_LINE,
			    "wheel for a bingo, yet line %u is no bingo (Cover "
			    "IDs do not count)", SPY(st)->spin_line);
			return -1;
		}
		SPY(st)->spin_bingo = 0;
		return 0;
	case WG_WHEEL_MISSION:
		for (k = 0; k < st->r->nmissions; k++)
			if (strcmp(st->r->mission[k], e->move) == 0)
				break;
		if (k == st->r->nmissions) {
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "wheel: %s is not a mission word of the game",
			    e->move);
			return -1;
		}
		if (SPY(st)->mission_line[k] > 0) {
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "wheel: mission word %s was spun for at line %u",
			    e->move, SPY(st)->mission_line[k]);
			return -1;
		}
		if (!(SPY(st)->spin_missions & 1U << k)) {
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "wheel: line %u forms no %s", SPY(st)->spin_line,
			    e->move);
			return -1;
		}
		SPY(st)->spin_missions &= ~(1U << k);
		SPY(st)->mission_line[k] = e->line;
		return 0;
	default:
		if (replay_read_tiles(st, e->line, replay_col_of(e,
		    WG_FIELD_MOVE), e->move, tile, &n, 1) != 0)
			return -1;
		for (k = 0; k < SPY(st)->nspin_tiles && n == 1 &&
		    SPY(st)->spin_tiles[k] != tile[0]; k++)
			;
		if (n != 1 || k == SPY(st)->nspin_tiles) {
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "wheel: line %u plays no black tile %s",
			    SPY(st)->spin_line, e->move);
			return -1;
		}
		SPY(st)->spin_tiles[k] = SPY(st)->spin_tiles[--SPY(st)->nspin_tiles];
		return 0;
	}
}

/* A wheel spun: its trigger, then its prize. */
static void
spy_wheel(struct replay *st, const struct wg_event *e, struct wg_replay_turn *t)
{
	unsigned p = e->player;
	enum wg_spec op = e->spec;

	t->score = 0;
	t->total = st->b.score[p];
	if (replay_player_out(st, e) || spy_spin_trigger(st, e) != 0)
		return;		/* not applied */
	switch (e->prize) {
	case WG_PRIZE_POINTS:
		/* Not a turn's score: Sabotage and Double Agent leave them
		   alone. */
		wg_score_add(&st->b.score[p], e->score);
		t->score = e->score;
		t->total = st->b.score[p];
		replay_check_total(st, e);
		break;
	case WG_PRIZE_WS:
		wg_score_add(&SPY(st)->ws[p], e->ws);
		if (e->wheel == WG_WHEEL_WIN)
			SPY(st)->win_ws = e->ws;
		if (e->balance != SPY(st)->ws[p])
			replay_problem_at(st, e, WG_FIELD_BALANCE,
			    "WS$ balance is %d, record says %d", SPY(st)->ws[p],
			    e->balance);
		break;
	default:
		if (SPY(st)->won[op] >= wg_spec_uses(op)) {
			replay_problem_at(st, e, WG_FIELD_SPEC,
			    "wheel: %s, yet all %u of the game were won",
			    wg_spec_name(op), wg_spec_uses(op));
			break;
		}
		SPY(st)->won[op]++;
		SPY(st)->hand[p][op]++;
		break;
	}
}

/*
 * Wordspionage: whether the winner gains skill points (a game over, won,
 * played halfway), whose level sets them, and the win's wheel.
 */
static void
spy_skill(struct replay *st)
{
	struct wg_replay_result *res = st->res;
	const struct wg_record *r = st->r;
	unsigned p;
	int from = -1;

	res->halfway = spy_halfway(st);
	res->skill = res->winner >= 0 && res->halfway;
	res->skill_from = -1;
	for (p = 0; p < st->b.players && res->skill; p++) {
		if ((int)p == res->winner)
			continue;
		if (!r->has_skill[p]) {
			from = -1;
			break;
		}
		if (from < 0 || wg_level(r->skill[p]) >
		    wg_level(r->skill[from]))
			from = (int)p;
	}
	res->skill_from = from;
	if (SPY(st)->win_line == 0)
		return;
	if (res->winner != (int)SPY(st)->win_player) {
		replay_problem(st, SPY(st)->win_line, SPY(st)->win_col,
		    "wheel for a win, yet %s did not win",
		    r->nick[SPY(st)->win_player]);
		/* Not applied: the WS$ it gave are taken back. */
		wg_score_add(&SPY(st)->ws[SPY(st)->win_player], -(long long)SPY(st)->win_ws);
		res->ws[SPY(st)->win_player] = SPY(st)->ws[SPY(st)->win_player];
	}
}

/*
 * 1 if the N letters W (the variant's codes) are a word of the lexicon,
 * or no lexicon checks words: "Mission Words are randomly chosen by the
 * game from our dictionary."
 */
static int
spy_in_lexicon(const struct replay *st, const uint8_t *w, unsigned n)
{
	uint8_t map[WG_MAX_LETTERS + 1], codes[WG_MAX_WORD];
	unsigned i;
	int same;

	if (st->lex == NULL)
		return 1;
	same = wg_lex_map(st->v->alphabet, st->lex, map);
	for (i = 0; i < n; i++)
		if ((codes[i] = same ? w[i] : map[w[i]]) == 0)
			return 0;
	return wg_lexicon_contains(st->lex, codes, n);
}

/* The settings of a Wordspionage log, read against the alphabet. */
static void
spy_game_settings(struct replay *st)
{
	const struct wg_record *r = st->r;
	unsigned k, n, have = 0;

	SPY(st)->spy = r->wordspionage || st->game == &wg_game_spy;
	for (k = 0; k < st->b.players; k++)
		SPY(st)->ws[k] = r->has_ws[k] ? r->ws_start[k] : WG_WS_START;
	/* The Cover IDs are kept out of the bag until dealt. */
	if (SPY(st)->spy)
		st->bag = st->bag > st->v->count[0] ? st->bag -
		    st->v->count[0] : 0;
	st->time_limit = r->has_time_limit ? r->time_limit :
	    WG_TIME_LIMIT_DEFAULT;
	SPY(st)->guess_limit = r->has_guess_limit ? r->guess_limit : 0;
	for (k = 0; k < r->nmissions; k++) {
		if (replay_read_tiles(st, r->first_line, 0, r->mission[k],
		    SPY(st)->mission[k], &n, WG_BOARD_MAX) != 0)
			continue;
		SPY(st)->mission_len[k] = n;
		if (n < 4 || n > 6 || (have & 1U << n))
			replay_problem(st, r->first_line, 0,
			    "mission word %s: one each of 4, 5 and 6 letters "
			    "expected", r->mission[k]);
		else if (!spy_in_lexicon(st, SPY(st)->mission[k], n))
			replay_problem(st, r->first_line, 0,
			    "mission word %s is not in the lexicon (the game "
			    "draws them from its dictionary)", r->mission[k]);
		have |= 1U << n;
	}
	for (k = 0; k < r->nevents; k++)
		if (r->events[k].kind == WG_EV_WHEEL &&
		    r->events[k].wheel == WG_WHEEL_ACTIVATION)
			SPY(st)->track_hand = 1;
}

/* Spec Ops and wheels: lines of their own. */
static void
spy_action(struct replay *st, const struct wg_event *e,
    struct wg_replay_turn *t)
{
	if (e->kind == WG_EV_SPEC)
		spy_spec_op(st, e, t);
	else
		spy_wheel(st, e, t);
}

/* Spec Ops come before the word, in the turn; the WS$ after a line. */
static void
spy_after_line(struct replay *st, const struct wg_event *e,
    struct wg_replay_turn *t)
{
	if (e->kind != WG_EV_SPEC && e->kind != WG_EV_FORFEIT &&
	    SPY(st)->spec_pending) {
		if (e->kind != WG_EV_PLAY || e->player != SPY(st)->spec_player)
			replay_problem(st, SPY(st)->spec_line, SPY(st)->spec_col,
			    "a Spec Op, yet %s's turn does not follow",
			    st->r->nick[SPY(st)->spec_player]);
		SPY(st)->spec_pending = 0;
	}
	if (e->kind != WG_EV_SPEC)
		t->ws = SPY(st)->ws[e->player];
}

/* A Spec Op left waiting at the end; the WS$ of each player. */
static void
spy_record_end(struct replay *st, int rc)
{
	unsigned p;

	if (rc == WG_OK && SPY(st)->spec_pending)
		replay_problem(st, SPY(st)->spec_line, SPY(st)->spec_col,
		    "a Spec Op, yet %s's turn does not follow",
		    st->r->nick[SPY(st)->spec_player]);
	for (p = 0; p < st->b.players; p++)
		st->res->ws[p] = SPY(st)->ws[p];
	st->res->wordspionage = st->r->wordspionage;
}

static void
spy_result(struct replay *st, int rc)
{
	if (rc == WG_OK)
		spy_skill(st);
}

/* The Cover IDs held besides the Tile Tray's tiles. */
static unsigned
spy_rack_besides(const struct replay *st, const uint8_t *rack, unsigned n,
    const char **why)
{
	*why = SPY(st)->spy ? " (Cover IDs besides)" : NULL;
	return n - spy_tray_tiles(st, rack, n);
}

/* The Cover IDs not dealt, and those HOLDER holds. */
static unsigned
spy_undealt(const struct replay *st, int holder)
{
	return spy_covers_left(st) + (holder >= 0 ?
	    SPY(st)->covers[holder] : 0);
}

/* A line other than a wheel's: no wheel to spin for the last placement. */
static void
spy_before_line(struct replay *st, const struct wg_event *e)
{
	if (e->kind != WG_EV_WHEEL)
		SPY(st)->spin_ok = 0;
}

static void
spy_save_undo(struct replay *st, unsigned p)
{
	SPY(st)->undo_covers = SPY(st)->covers[p];
}

static void
spy_undo(struct replay *st, unsigned p)
{
	SPY(st)->covers[p] = SPY(st)->undo_covers;
	SPY(st)->spin_ok = 0;
}

/* A Flash Bomb: the premiums count as plain for this turn. */
static int
spy_plain_premiums(struct replay *st, unsigned p)
{
	if (!SPY(st)->flashed[p])
		return 0;
	SPY(st)->flashed[p] = 0;
	return 1;
}

/* "A Cover ID left on the rack does not keep a player from going out." */
static unsigned
spy_held_apart(const struct replay *st, unsigned p)
{
	return SPY(st)->covers[p];
}

const struct wg_game_rules wg_game_spy = {
	.name = "Wordspionage",
	.keyword = "wordspionage",
	.blanks_apart = 1,
	.record_start = spy_game_settings,
	.actions = { WG_EV_SPEC, WG_EV_WHEEL },
	.action = spy_action,
	.after_line = spy_after_line,
	.record_end = spy_record_end,
	.result = spy_result,
	.rack_besides = spy_rack_besides,
	.rack_check = spy_rack_covers,
	.turn_check = spy_turn_limits,
	.not_drawn = spy_not_drawn,
	.placement = spy_placement,
	.undealt = spy_undealt,
	.state_size = sizeof(struct spy_state),
	.before_line = spy_before_line,
	.save_undo = spy_save_undo,
	.undo = spy_undo,
	.plain_premiums = spy_plain_premiums,
	.held_apart = spy_held_apart,
};
