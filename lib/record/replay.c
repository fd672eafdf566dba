/*
 * replay.c: replays a game record turn by turn under a variant's rules,
 * checking moves, racks, scores, totals and the end of the game; the
 * rules only Wordspionage and the stacking game have are in spy_replay.c
 * and stack_replay.c.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_private.h"
#include "games/game.h"

/*
 * A warning at field F of E's line: something a record gets wrong that
 * leaves the game as it was played (every score still adds up); it goes
 * to the problem visitor as "warning: ...", counted apart.
 */
static void
replay_warning_at(struct replay *st, const struct wg_event *e,
    enum wg_field f, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	int n;

	n = snprintf(msg, sizeof(msg), "warning: ");
	va_start(ap, fmt);
	vsnprintf(msg + n, sizeof(msg) - (size_t)n, fmt, ap);
	va_end(ap);
	st->res->warnings++;
	if (st->problem != NULL)
		st->problem(e->line, replay_col_of(e, f), msg, st->arg);
}

static int
cmp_code(const void *a, const void *b)
{
	unsigned x = *(const uint8_t *)a, y = *(const uint8_t *)b;
	int d;

	/* Blanks (0) sort last; a rainbow tile after its plain letter. */
	d = (int)((WG_TILE_CODE(x) - 1) & 0xff) -
	    (int)((WG_TILE_CODE(y) - 1) & 0xff);
	return d != 0 ? d : (int)x - (int)y;
}

static void
sort_tiles(uint8_t *t, unsigned n)
{
	qsort(t, n, 1, cmp_code);
}

/* Tiles as text: letters in alphabet order, '?' for blanks, '*' after
   a rainbow tile. */
static const char *
replay_spell(const struct wg_variant *v, const uint8_t *t, unsigned n, char
    *buf, size_t size)
{
	uint8_t s[WG_SQUARES];
	size_t used = 0;
	unsigned i;

	memcpy(s, t, n);
	sort_tiles(s, n);
	buf[0] = '\0';
	for (i = 0; i < n && used + 6 < size; i++) {
		const char *l = WG_TILE_CODE(s[i]) == 0 ? "?" :
		    wg_alphabet_letter(v->alphabet, WG_TILE_CODE(s[i]));

		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    l != NULL ? l : "?", s[i] & WG_TILE_RAINBOW ? "*" : "");
	}
	return buf;
}

static int
same_tiles(const uint8_t *a, unsigned na, const uint8_t *b, unsigned nb)
{
	return na == nb && replay_holds_tiles(a, na, b, nb);
}

/* Takes tiles T[0..N) off player P's rack, those that are there. */
static void
take_tiles(struct wg_board *b, unsigned p, const uint8_t *t, unsigned n)
{
	unsigned i, k;

	for (i = 0; i < n; i++)
		for (k = 0; k < b->rack_len[p]; k++)
			if (b->rack[p][k] == t[i]) {
				b->rack[p][k] = b->rack[p][--b->rack_len[p]];
				break;
			}
}

/* The tiles player P cannot see: the bag and the other racks. */
static unsigned
unseen(const struct replay *st, const struct wg_board *b, unsigned p,
    uint8_t *out)
{
	if (st->game != NULL && st->game->unseen != NULL)
		return st->game->unseen(st, b, p, out);
	return wg_board_unseen(b, p, out, WG_BAG_MAX);
}

/* Leaves out K blanks of the tiles unseen (blanks last). */
static unsigned
drop_blanks(const uint8_t *t, unsigned n, unsigned k)
{
	while (k-- > 0 && n > 0 && t[n - 1] == 0)
		n--;
	return n;
}

/*
 * The hooks of every record's turns (game.h), each game's in the
 * registry's order: the tiles of a rack held besides its size (*WHY: what
 * a message adds), the blanks on no rack a player sees, the tiles of a
 * placement that draw none back.
 */
static unsigned
games_rack_besides(const struct replay *st, const uint8_t *rack,
    unsigned n, const char **why)
{
	const char *w;
	unsigned k, besides = 0;

	*why = NULL;
	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->rack_besides != NULL) {
			besides += wg_games[k]->rack_besides(st, rack, n, &w);
			if (*why == NULL)
				*why = w;
		}
	return besides;
}

static unsigned
games_undealt(const struct replay *st, int holder)
{
	unsigned k, n = 0;

	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->undealt != NULL)
			n += wg_games[k]->undealt(st, holder);
	return n;
}

static unsigned
games_held_apart(const struct replay *st, unsigned p)
{
	unsigned k, n = 0;

	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->held_apart != NULL)
			n += wg_games[k]->held_apart(st, p);
	return n;
}

static unsigned
games_not_drawn(const struct replay *st, const struct wg_move *m)
{
	unsigned k, n = 0;

	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->not_drawn != NULL)
			n += wg_games[k]->not_drawn(st, m);
	return n;
}

/* Players still in the game. */
static unsigned
replay_playing(const struct replay *st)
{
	unsigned p, n = 0;

	for (p = 0; p < st->b.players; p++)
		n += st->res->left[p] == WG_END_NONE;
	return n;
}

/* The next line of play after event I is a withdrawal by its player. */
static int
withdrawn(const struct wg_record *r, size_t i)
{
	size_t k;

	for (k = i + 1; k < r->nevents; k++)
		if (r->events[k].kind != WG_EV_NOTE)
			return r->events[k].kind == WG_EV_WITHDRAW &&
			    r->events[k].player == r->events[i].player;
	return 0;
}

/* Why a move is illegal, for a message. */
static void
reasons(struct replay *st, const struct wg_check *ck, char *buf,
    size_t size)
{
	char word[WG_MAX_WORD * 4 + 1], tiles[WG_RACK_TEXT];
	size_t used = 0;
	unsigned bit, i;

	buf[0] = '\0';
	for (bit = 1; bit <= WG_ILL_LAST && used < size; bit <<= 1) {
		if (!(ck->reasons & bit))
			continue;
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    used ? "; " : "", wg_ill_str(bit));
		if (bit == WG_ILL_RACK && used < size)
			used += (size_t)snprintf(buf + used, size - used,
			    " (%s)", replay_spell(st->v, ck->missing,
			    ck->nmissing, tiles, sizeof(tiles)));
		if (bit != WG_ILL_WORD)
			continue;
		for (i = 0; i < ck->nwords && used < size; i++) {
			uint8_t codes[WG_BOARD_MAX];
			unsigned k;

			if (ck->words[i].valid)
				continue;
			for (k = 0; k < ck->words[i].len; k++)
				codes[k] = WG_CODE(ck->words[i].sq[k]);
			if (wg_alphabet_spell(st->v->alphabet, codes,
			    ck->words[i].len, word, sizeof(word)) ==
			    (size_t)-1)
				continue;
			used += (size_t)snprintf(buf + used, size - used,
			    " %s", word);
		}
	}
}

/*
 * The rack written against the rules: no longer than the variant's racks
 * (the stacking game's hold tiles bought besides, Wordspionage's Cover
 * IDs), and no more tiles of a
 * letter than the set holds with those on the board.  Returns 0 when it
 * breaks either: no position holds it (a board file could not), so the
 * turn's rack is unknown.
 */
static int
rack_fits(struct replay *st, const struct wg_event *e, const uint8_t *rack,
    unsigned n)
{
	unsigned used[WG_MAX_LETTERS + 1] = { 0 }, i, k;
	const char *besides;
	char why[128];

	if (!wg_game_racks(st->game) && n - games_rack_besides(st, rack, n,
	    &besides) > st->v->rack_size) {
		replay_problem_at(st, e, WG_FIELD_RACK,
		    "rack %s: more than %u tiles%s", e->rack,
		    st->v->rack_size, besides != NULL ? besides : "");
		return 0;
	}
	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->rack_check != NULL &&
		    wg_games[k]->rack_check(st, e, rack, n))
			return 0;
	wg_tiles_on_board(&st->b, used);
	for (i = 0; i < n; i++)
		used[rack[i]]++;
	/* The rack's own letters: a tile wrongly on the board was the
	   problem of the line that played it. */
	for (i = 0; i < n; i++)
		if (used[rack[i]] > wg_tiles_in_set(&st->b, rack[i]))
			break;
	if (i < n) {
		wg_tiles_over_text(&st->b, rack[i], why, sizeof(why));
		replay_problem_at(st, e, WG_FIELD_RACK, "rack %s: %s", e->rack,
		    why);
		return 0;
	}
	return 1;
}

/* The rack written against what the player's last turn left. */
static void
check_rack(struct replay *st, const struct wg_event *e, const uint8_t *rack,
    unsigned n)
{
	unsigned p = e->player;
	char a[WG_RACK_TEXT], b[WG_RACK_TEXT];

	/* A slip of the recording: the scores still add up. */
	if (st->expect[p] == EXPECT_EXACT &&
	    !same_tiles(rack, n, st->kept[p], st->nkept[p]))
		replay_warning_at(st, e, WG_FIELD_RACK,
		    "rack %s, yet line %u leaves %s", e->rack, st->kept_line[p],
		    replay_spell(st->v, st->kept[p], st->nkept[p], b,
		    sizeof(b)));
	else if (st->expect[p] == EXPECT_HOLDS &&
	    !replay_holds_tiles(rack, n, st->kept[p], st->nkept[p]))
		replay_warning_at(st, e, WG_FIELD_RACK,
		    "rack %s lacks %s kept at line %u", replay_spell(st->v,
		    rack, n, a, sizeof(a)), replay_spell(st->v, st->kept[p],
		    st->nkept[p], b, sizeof(b)), st->kept_line[p]);
}

/* Sets what the player's next rack must be after a turn. */
static void
expect_next(struct replay *st, const struct wg_event *e, int rack_known,
    unsigned drawn)
{
	unsigned p = e->player, n;
	uint8_t d[WG_RACK_TEXT];

	st->expect[p] = EXPECT_NONE;
	/* A rack of the tiles played alone: its draw is still checked. */
	if (!rack_known && !st->partial)
		return;
	if (rack_known) {
		memcpy(st->kept[p], st->b.rack[p], st->b.rack_len[p]);
		st->nkept[p] = st->b.rack_len[p];
		if (st->game != NULL && st->game->mark_rack != NULL)
			st->game->mark_rack(st, p, st->kept[p], st->nkept[p]);
		st->kept_line[p] = e->line;
		st->expect[p] = drawn == 0 ? EXPECT_EXACT : EXPECT_HOLDS;
	}
	if (!e->has_draw || replay_read_marked(st, e->line, replay_col_of(e,
	    WG_FIELD_DRAW), e->draw, d, &n, WG_RACK_MAX) != 0)
		return;
	if (n != drawn) {
		replay_problem_at(st, e, WG_FIELD_DRAW,
		    "draws %u tiles, the bag gives %u", n, drawn);
		return;
	}
	if (rack_known && st->nkept[p] + n <= WG_RACK_MAX) {
		memcpy(st->kept[p] + st->nkept[p], d, n);
		st->nkept[p] += n;
		st->expect[p] = EXPECT_EXACT;
	}
}

/*
 * Player P's rack in the position: the N tiles T, in order.  A game that
 * keeps its racks (marks on their tiles) is left alone.
 */
static void
rack_set(struct replay *st, unsigned p, const uint8_t *t, unsigned n)
{
	if (wg_game_racks(st->game))
		return;
	memcpy(st->b.rack[p], t, n);
	st->b.rack_len[p] = n;
	st->b.rack_known[p] = 1;
	sort_tiles(st->b.rack[p], n);
}

/*
 * The position after a line holds the player's rack with its draws, when
 * they are known: the leave and the tiles drawn (the turn's leave was
 * taken before).
 */
static void
rack_drawn(struct replay *st, unsigned p)
{
	if (st->expect[p] != EXPECT_EXACT ||
	    !st->b.rack_known[p] || st->nkept[p] > WG_RACK_MAX)
		return;
	rack_set(st, p, st->kept[p], st->nkept[p]);
}

/* Begins turn T of line E; KNOWN: the line's rack RACK is the player's. */
static void
turn_init(struct replay *st, struct wg_replay_turn *t,
    const struct wg_event *e, int known, const uint8_t *rack, unsigned nrack)
{
	unsigned p = e->player, q;

	memset(t, 0, offsetof(struct wg_replay_turn, unseen));
	t->event = e;
	t->number = ++st->res->turns;
	t->player = p;
	st->b.turn = p;
	if (known) {
		memcpy(st->b.rack[p], rack, nrack);
		st->b.rack_len[p] = nrack;
		if (st->game != NULL && st->game->rack_known != NULL)
			st->game->rack_known(st, p);
	}
	st->b.rack_known[p] = known;
	st->before = st->b;
	/*
	 * The others' racks are known here only as their leaves: while the
	 * bag held tiles they drew unseen ones, so the position does not
	 * claim them.  With the bag empty, a leave is the whole rack.
	 */
	for (q = 0; q < st->before.players; q++)
		if (q != p)
			st->before.rack_known[q] = 0;
	if ((st->game != NULL && st->game->counted_pool ? st->bag :
	    wg_board_bag(&st->before)) == 0)
		for (q = 0; q < st->before.players; q++)
			st->before.rack_known[q] = st->b.rack_known[q];
	t->before = &st->before;
	t->after = &st->b;
	t->nunseen = drop_blanks(t->unseen, unseen(st, &st->b, p, t->unseen),
	    games_undealt(st, -1));
}

static void
set_leave(struct replay *st, struct wg_replay_turn *t, unsigned p)
{
	if (!st->b.rack_known[p])
		return;
	t->leave_known = 1;
	memcpy(t->leave, st->b.rack[p], st->b.rack_len[p]);
	t->nleave = st->b.rack_len[p];
	sort_tiles(t->leave, t->nleave);
}

/* "-7": an exchange of 7 tiles not named. */
static int
blind_exchange(const char *move, unsigned *n)
{
	char *end;
	unsigned long k;

	if (move[0] != '-' || move[1] < '1' || move[1] > '9')
		return 0;
	k = strtoul(move + 1, &end, 10);
	if (*end != '\0' || k > WG_RACK_MAX)
		return 0;
	*n = (unsigned)k;
	return 1;
}

static void
play(struct replay *st, size_t i, struct wg_replay_turn *t, unsigned nrack)
{
	const struct wg_event *e = &st->r->events[i];
	const struct wg_variant *v = st->v;
	unsigned p = e->player, n = st->b.players, k, j, placed, drawn = 0;
	struct wg_check *ck = &st->ck;
	struct wg_move *m = &st->m;
	const char *msg;
	char why[512];
	uint8_t premium[WG_SQUARES];
	size_t col;
	int score = e->score, applied = 0, blind, out, want, over = 0, plain;
	int redraw = st->game != NULL ? st->game->redraw_cost : 0;

	/* A failed challenge of the play that went out loses the
	   challenger's turn under double challenge: one pass, then the
	   end.  Nothing else follows the end. */
	if (st->over && !st->went_on && st->res->end == WG_END_OUT &&
	    !st->passed_after_out && st->res->out_player != p &&
	    !st->out_seen && !st->penalty_seen &&
	    strcmp(e->move, "-") == 0 && e->score == 0 && !e->has_draw) {
		st->passed_after_out = 1;
		t->flags |= WG_TURN_CHALLENGE_LOST;
	} else if (st->over && !st->went_on) {
		replay_problem_at(st, e, WG_FIELD_LINE,
		    "the game ended at line %u, yet the record goes on",
		    st->over_line);
		st->went_on = 1;
	}
	if (!(out = replay_player_out(st, e)) && st->have_mover &&
	    p != replay_next_player(st, st->mover))
		replay_problem_at(st, e, WG_FIELD_PLAYER,
		    "%s plays out of turn, %s is to move", st->r->nick[p],
		    st->r->nick[replay_next_player(st, st->mover)]);
	/* Some records write only the tiles played: a rack shorter than
	   the tiles the player holds says nothing of the rest. */
	if (e->has_rack && nrack == st->held[p])
		check_rack(st, e, st->krack, nrack);
	else if (e->has_rack)
		st->expect[p] = EXPECT_NONE;
	if (st->game != NULL && st->game->rack_shown != NULL)
		st->game->rack_shown(st, e, nrack);
	blind = blind_exchange(e->move, &k);
	/* A redraw of a rack not written: every tile held. */
	if (e->redraw && e->move[0] == '\0') {
		blind = 1;
		k = st->held[p];
	}
	memset(m, 0, sizeof(*m));
	if (blind) {
		m->kind = WG_MOVE_EXCHANGE;
		m->len = k;
	} else if (wg_move_parse(m, v->alphabet, e->move, strlen(e->move),
	    &col, &msg) != WG_OK) {
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "move %s: column %zu: %s", e->move, col, msg);
		st->rc = WG_E_FORMAT;
		m->kind = WG_MOVE_PASS;
		blind = 1;
	}
	/* Some tools write only the tiles played: the move comes off
	   them, but they are not the whole rack. */
	for (j = 0, placed = 0; j < m->len; j++)
		placed += !(m->tiles[j] & WG_THROUGH);
	st->partial = e->has_rack && !wg_game_racks(st->game) && !blind &&
	    m->kind != WG_MOVE_PASS && nrack < st->held[p] &&
	    placed == nrack;
	if (st->partial)
		st->before.rack_known[p] = 0;
	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->turn_check != NULL)
			wg_games[k]->turn_check(st, e, m);
	/* A redraw costs points; other moves not placed score nothing. */
	want = redraw != 0 && m->kind == WG_MOVE_EXCHANGE ? -redraw : 0;
	/* Premiums that count as plain for this turn (a Flash Bomb). */
	for (k = 0, plain = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->plain_premiums != NULL)
			plain |= wg_games[k]->plain_premiums(st, p);
	if (plain) {
		memcpy(premium, st->b.premium, sizeof(premium));
		memset(st->b.premium, WG_SQ_NONE, sizeof(st->b.premium));
	}
	if (st->game != NULL && st->game->before_check != NULL)
		st->game->before_check(st, e, m);
	if (withdrawn(st->r, i))
		t->flags |= WG_TURN_WITHDRAWN;
	if (!blind) {
		wg_move_check(&st->b, m, t->flags & WG_TURN_WITHDRAWN ? NULL :
		    st->lex, ck);
		if (redraw != 0 && m->kind == WG_MOVE_EXCHANGE)
			ck->score = -redraw;
		t->move = m;
		if (m->kind == WG_MOVE_PLACE)
			t->check = ck;
		if (ck->reasons != 0) {
			reasons(st, ck, why, sizeof(why));
			replay_problem_at(st, e, WG_FIELD_MOVE,
			    "illegal move %s: %s", e->move, why);
		}
		/* Play on what the board allows, so later lines still make
		   sense; a move that does not fit is skipped. */
		if ((ck->reasons & ~(WG_ILL_RACK | WG_ILL_WORD | WG_ILL_BAG |
		    WG_ILL_LETTER)) == 0) {
			if (ck->score != e->score)
				replay_problem_at(st, e, WG_FIELD_SCORE,
				    "score is %d, record says %d", ck->score,
				    e->score);
			score = ck->score;
			if (m->kind == WG_MOVE_PLACE) {
				st->undo = st->b;
				st->undo_ok = 1;
				st->undo_player = p;
				st->undo_score = score;
				st->undo_bag = st->bag;
				st->undo_held = st->held[p];
				st->undo_stalled = st->stalled;
				st->undo_over = st->over;
				for (k = 0; wg_games[k] != NULL; k++)
					if (wg_games[k]->save_undo != NULL)
						wg_games[k]->save_undo(st, p);
			}
			/* A rack the move does not fit is put right first,
			   so the move comes off it. */
			if (ck->reasons & WG_ILL_RACK)
				st->b.rack_known[p] = 0;
			wg_move_apply(&st->b, m, ck);
			st->b.rack_known[p] = e->has_rack &&
			    !(ck->reasons & WG_ILL_RACK) && !st->partial;
			if (m->kind == WG_MOVE_EXCHANGE)
				take_tiles(&st->b, p, m->tiles, m->len);
			applied = 1;
		}
	} else if (e->score != want)
		replay_problem_at(st, e, WG_FIELD_SCORE,
		    "score is %d, record says %d", want, e->score);
	/* The bag counted from the play, which a record leaving out a draw
	   cannot fool: an exchange draws its tiles from it. */
	if (m->kind == WG_MOVE_EXCHANGE && redraw == 0 &&
	    (blind || !(ck->reasons & WG_ILL_BAG)) &&
	    (st->bag < v->exchange_min || st->bag < m->len))
		replay_problem_at(st, e, WG_FIELD_MOVE, "an exchange of %u, "
		    "yet the bag holds %u tile%s", m->len, st->bag,
		    st->bag == 1 ? "" : "s");
	if (plain)
		memcpy(st->b.premium, premium, sizeof(premium));
	if (!applied) {
		score = blind ? want : e->score;
		wg_score_add(&st->b.score[p], score);
		st->b.turn = (p + 1) % n;
	}
	if (st->game != NULL && st->game->after_move != NULL)
		drawn = st->game->after_move(st, e, m, applied);
	else if (m->kind == WG_MOVE_PLACE && applied) {
		drawn = ck->ntiles - games_not_drawn(st, m);
		drawn = drawn < st->bag ? drawn : st->bag;
		st->bag -= drawn;
		st->held[p] = st->held[p] + drawn - ck->ntiles;
	}
	if (m->kind == WG_MOVE_PLACE && applied) {
		for (k = 0; wg_games[k] != NULL; k++)
			if (wg_games[k]->placement != NULL)
				wg_games[k]->placement(st, e, m, ck);
		st->challenge_ok = 1;
		st->challenge_player = p;
	}
	st->last_score[p] = score;
	replay_check_total(st, e);
	set_leave(st, t, p);
	expect_next(st, e, st->b.rack_known[p] && !blind, m->kind ==
	    WG_MOVE_PASS ? 0 : m->kind == WG_MOVE_EXCHANGE ? m->len : drawn);
	t->score = score;
	t->total = st->b.score[p];
	if (!out) {
		st->have_mover = 1;
		st->mover = p;
	}
	if (st->over)
		return;
	st->stalled = wg_stall_count(v, st->stalled, m, score, st->bag);
	if (st->game != NULL && st->game->game_over != NULL)
		over = st->game->game_over(st, e->line);
	/* Tiles a game holds apart (a Cover ID) left on the rack do not
	   keep a player from going out. */
	else if (m->kind == WG_MOVE_PLACE && applied &&
	    st->held[p] == games_held_apart(st, p) && st->bag == 0) {
		replay_game_over(st, WG_END_OUT, p, e->line);
		over = 1;
	}
	if (!over && wg_stall_ends(v, st->stalled, replay_playing(st),
	    st->b.score, n))
		replay_game_over(st, WG_END_STALL, 0, e->line);
}

/*
 * The rack field of a line that repeats tiles known otherwise (a
 * withdrawal's, a rack penalty's): the line's rack against T[0..N).
 */
static void
rack_field(struct replay *st, const struct wg_event *e, const uint8_t *t,
    unsigned n, const char *what)
{
	uint8_t codes[WG_RACK_TEXT];
	char a[WG_RACK_TEXT];
	unsigned i;

	if (!e->has_rack)
		return;
	for (i = 0; i < st->nkrack; i++)
		codes[i] = WG_TILE_CODE(st->krack[i]);
	if (!same_tiles(codes, st->nkrack, t, n))
		replay_problem_at(st, e, WG_FIELD_RACK, "rack %s, yet %s %s",
		    e->rack, what, replay_spell(st->v, t, n, a, sizeof(a)));
}

static void
withdraw(struct replay *st, const struct wg_event *e,
    struct wg_replay_turn *t)
{
	unsigned p = e->player, k;
	struct wg_move lost = { .kind = WG_MOVE_PASS };
	int total, zero_form = 0;

	if (!st->undo_ok || st->undo_player != p) {
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "no placement of %s's to withdraw", st->r->nick[p]);
		t->score = e->score;
		wg_score_add(&st->b.score[p], e->score);
	} else {
		/* The board and the bag as they were; scores go on. */
		total = st->b.score[p] - st->undo_score;
		memcpy(st->b.sq, st->undo.sq, sizeof(st->b.sq));
		memcpy(st->b.rack[p], st->undo.rack[p], WG_RACK_MAX);
		st->b.rack_len[p] = st->undo.rack_len[p];
		st->b.rack_known[p] = st->undo.rack_known[p];
		st->b.score[p] = total;
		st->bag = st->undo_bag;
		st->held[p] = st->undo_held;
		st->stalled = st->undo_stalled;
		for (k = 0; wg_games[k] != NULL; k++)
			if (wg_games[k]->undo != NULL)
				wg_games[k]->undo(st, p);
		if (st->over && !st->undo_over) {
			st->over = 0;
			st->res->end = WG_END_NONE;
		}
		if (st->undo.rack_known[p])
			rack_field(st, e, st->undo.rack[p],
			    st->undo.rack_len[p], "the play withdrawn was made "
			    "from");
		t->score = -st->undo_score;
		/* Some records write the withdrawal "-- +0 TOTAL": no
		   score, the total put right. */
		zero_form = e->score == 0 && e->total == total;
		if (e->score != t->score && !zero_form)
			replay_problem_at(st, e, WG_FIELD_SCORE,
			    "score is %d, record says %d", t->score, e->score);
		st->undo_ok = 0;
		/* The player keeps the whole rack. */
		st->expect[p] = st->b.rack_known[p] ? EXPECT_EXACT :
		    EXPECT_NONE;
		memcpy(st->kept[p], st->b.rack[p], st->b.rack_len[p]);
		st->nkept[p] = st->b.rack_len[p];
		st->kept_line[p] = e->line;
		/* A challenged-off play is a turn lost, as a pass: it
		   counts toward the stalled end whatever turns count. */
		st->stalled = wg_stall_count(st->v, st->stalled, &lost, 0,
		    st->bag);
		if (!st->over && wg_stall_ends(st->v, st->stalled,
		    replay_playing(st), st->b.score, st->b.players))
			replay_game_over(st, WG_END_STALL, 0, e->line);
	}
	if (zero_form)
		st->recorded[p] = e->total;
	else
		replay_check_total(st, e);
	t->total = st->b.score[p];
	st->b.turn = (p + 1) % st->b.players;
}

/* The tiles left on player P's rack at the end, if known. */
static int
rack_left(struct replay *st, unsigned p, uint8_t *t, unsigned *n)
{
	unsigned out = st->res->out_player;

	if (st->res->end == WG_END_OUT && st->b.players == 2 && p != out) {
		/* Cover IDs not dealt, or held unseen by the player who went
		   out, are on no rack. */
		*n = drop_blanks(t, unseen(st, &st->b, out, t),
		    games_undealt(st, st->b.rack_known[out] ? -1 :
		    (int)out));
		return 1;
	}
	if (st->expect[p] != EXPECT_EXACT)
		return 0;
	memcpy(t, st->kept[p], st->nkept[p]);
	*n = st->nkept[p];
	return 1;
}

static int
has_penalty(const struct wg_record *r)
{
	size_t i;

	for (i = 0; i < r->nevents; i++)
		if (r->events[i].kind == WG_EV_PENALTY)
			return 1;
	return 0;
}

static void
end_points(struct replay *st, const struct wg_event *e,
    struct wg_replay_turn *t)
{
	const struct wg_variant *v = st->v;
	uint8_t written[WG_RACK_TEXT], left[WG_BAG_MAX], one[WG_BAG_MAX];
	char a[WG_RACK_TEXT], b[WG_RACK_TEXT];
	unsigned p = e->player, nw, nl = 0, k, q;
	int known = 1, worth, want;

	if (replay_read_tiles(st, e->line, replay_col_of(e, WG_FIELD_MOVE),
	    e->move, written, &nw, WG_RACK_TEXT - 1) != 0)
		return;
	if (replay_player_out(st, e))
		known = 0;
	else if (!st->over) {
		replay_problem_at(st, e, WG_FIELD_LINE, "the game is not over");
		known = 0;
	} else if (e->kind == WG_EV_OUT && (st->res->end != WG_END_OUT ||
	    st->res->out_player != p)) {
		replay_problem_at(st, e, WG_FIELD_PLAYER, "%s did not go out",
		    st->r->nick[p]);
		known = 0;
	} else if (e->kind == WG_EV_PENALTY && st->res->end == WG_END_OUT &&
	    st->res->out_player == p) {
		replay_problem_at(st, e, WG_FIELD_PLAYER,
		    "%s went out and has no rack left", st->r->nick[p]);
		known = 0;
	}
	if (known && e->kind == WG_EV_OUT) {
		for (q = 0; q < st->b.players && known; q++) {
			/* Those who left the game have no part in its end. */
			if (q == p || st->res->left[q] != WG_END_NONE)
				continue;
			known = rack_left(st, q, one, &k);
			memcpy(left + nl, one, k);
			nl += k;
			/* The end's racks are the position's, their last
			   draws with them. */
			if (known && k <= WG_RACK_MAX)
				rack_set(st, q, one, k);
		}
	} else if (known && (known = rack_left(st, p, left, &nl)) &&
	    nl <= WG_RACK_MAX)
		rack_set(st, p, left, nl);
	if (known && !same_tiles(left, nl, written, nw))
		replay_problem_at(st, e, WG_FIELD_MOVE,
		    "rack%s left %s %s, record says %s", e->kind == WG_EV_OUT &&
		    st->b.players > 2 ? "s" : "", e->kind == WG_EV_OUT &&
		    st->b.players > 2 ? "hold" : "is", replay_spell(v, left, nl,
		    a, sizeof(a)), replay_spell(v, written, nw, b, sizeof(b)));
	worth = wg_tiles_value(v, known ? left : written, known ? nl : nw);
	if (e->kind == WG_EV_PENALTY) {
		rack_field(st, e, written, nw, "the tiles lost are");
		want = -worth;
		st->penalty_seen = 1;
		st->penalized[p] = 1;
		st->res->accounting = st->res->end == WG_END_OUT ?
		    WG_ACCOUNT_TRANSFER : st->res->accounting;
	} else {
		want = v->out_gain * worth;
		/* With no rack lost on record, the North American way:
		   the others' loss is added to the gain, where the rules
		   leave the choice. */
		if (!has_penalty(st->r) && v->out_loss && !v->out_transfer)
			want += worth;
		st->res->accounting = has_penalty(st->r) ?
		    WG_ACCOUNT_TRANSFER : WG_ACCOUNT_DOUBLE;
		st->out_seen = 1;
	}
	if (want != e->score)
		replay_problem_at(st, e, WG_FIELD_SCORE,
		    "score is %d, record says %d", want, e->score);
	t->score = want;
	wg_score_add(&st->b.score[p], want);
	replay_check_total(st, e);
	t->total = st->b.score[p];
}

/* The last line of play of R, or NULL. */
static const struct wg_event *
last_line(const struct wg_record *r)
{
	size_t i;

	for (i = r->nevents; i > 0; i--)
		if (r->events[i - 1].kind != WG_EV_NOTE)
			return &r->events[i - 1];
	return NULL;
}

/*
 * The lines the end of the game needs, reported at the record's last
 * line: the points for the racks left when a player went out, and each
 * rack left subtracted where the rules take it off (a stalled game of a
 * variant that "lose"s, or going out accounted by transfer, as the record
 * does or the rules ask).
 */
static void
end_lines(struct replay *st)
{
	const struct wg_record *r = st->r;
	const struct wg_variant *v = st->v;
	const struct wg_event *last = last_line(r);
	struct wg_replay_result *res = st->res;
	uint8_t left[WG_BAG_MAX];
	char a[WG_RACK_TEXT];
	unsigned p, k, col;
	int out = res->end == WG_END_OUT, worth = 0;

	if (!st->over || last == NULL)
		return;
	col = replay_col_of(last, WG_FIELD_LINE);
	for (p = 0; p < st->b.players && out && !st->out_seen; p++)
		if (p != res->out_player && res->left[p] == WG_END_NONE &&
		    rack_left(st, p, left, &k))
			worth += wg_tiles_value(v, left, k);
	if (worth > 0)
		replay_problem(st, last->line, col, "%s went out; the record "
		    "gives no points for the racks left",
		    r->nick[res->out_player]);
	if (out ? !v->out_loss || (!st->penalty_seen && !v->out_transfer) :
	    res->end != WG_END_STALL || !v->stall_loss)
		return;
	for (p = 0; p < st->b.players; p++) {
		if ((out && p == res->out_player) ||
		    res->left[p] != WG_END_NONE || st->penalized[p] ||
		    !rack_left(st, p, left, &k) ||
		    (worth = wg_tiles_value(v, left, k)) == 0)
			continue;
		replay_problem(st, last->line, col, "%s's rack %s is not "
		    "subtracted: the line taking %d off is missing",
		    r->nick[p], replay_spell(v, left, k, a, sizeof(a)), worth);
	}
}

/* A player forfeits, or times out on their turn, and leaves the game. */
static void
player_leaves(struct replay *st, const struct wg_event *e,
    struct wg_replay_turn *t)
{
	unsigned p = e->player;

	t->score = 0;
	t->total = st->b.score[p];
	if (replay_player_out(st, e))
		return;
	if (st->over) {
		replay_problem_at(st, e, WG_FIELD_LINE,
		    "the game ended at line %u", st->over_line);
		return;
	}
	/* A timeout that cannot be is not applied. */
	if (e->kind == WG_EV_TIMEOUT && st->time_limit == 0) {
		replay_problem_at(st, e, WG_FIELD_LINE,
		    "%s times out, yet the game has no time limit",
		    st->r->nick[p]);
		return;
	}
	if (e->kind == WG_EV_TIMEOUT && st->have_mover &&
	    p != replay_next_player(st, st->mover)) {
		replay_problem_at(st, e, WG_FIELD_PLAYER,
		    "%s times out, yet %s is to move", st->r->nick[p],
		    st->r->nick[replay_next_player(st, st->mover)]);
		return;
	}
	st->res->left[p] = e->kind == WG_EV_TIMEOUT ? WG_END_TIMEOUT :
	    e->kind == WG_EV_CONCEDE ? WG_END_CONCEDE : WG_END_FORFEIT;
	st->left_line[p] = e->line;
	if (e->kind == WG_EV_TIMEOUT) {
		/* The turn is gone; the next player still in moves. */
		st->have_mover = 1;
		st->mover = p;
	}
	if (replay_playing(st) == 1)
		replay_game_over(st, st->res->left[p], p, e->line);
}

static void
layout(struct replay *st)
{
	const struct wg_record *r = st->r;
	unsigned row, col;

	if (r->layout_rows > 0) {
		if (r->layout_rows != st->v->rows) {
			replay_problem(st, r->first_line, 0,
			    "the layout has %u rows, the board %u",
			    r->layout_rows, st->v->rows);
			return;
		}
		for (row = 0; row < st->v->rows; row++) {
			if (strlen(r->layout[row]) != st->v->cols) {
				replay_problem(st, r->first_line, 0,
				    "layout row %u is not %u squares wide", row
				    + 1, st->v->cols);
				return;
			}
			for (col = 0; col < st->v->cols; col++)
				st->b.premium[row * st->v->cols + col] =
				    (uint8_t)wg_premium_from_char(
				    (unsigned char)r->layout[row][col]);
		}
		st->b.layout = WG_LAYOUT_GRID;
	} else if (r->has_seed && st->v->random_layout)
		wg_board_shuffle(&st->b, r->seed);
	else if (st->v->random_layout)
		replay_problem(st, r->first_line, 0,
		    "variant %s lays out premiums at random and the record "
		    "gives neither seed nor layout", st->v->name);
}

static void
result(struct replay *st)
{
	struct wg_replay_result *res = st->res;
	unsigned p, n = st->b.players;
	int best = -1, tie = 0;

	for (p = 0; p < n; p++) {
		res->score[p] = st->b.score[p];
		if (!st->over)
			res->pre_end[p] = st->b.score[p];
	}
	if (!st->over) {
		res->winner = -2;
		return;
	}
	for (p = 0; p < n; p++) {
		/* Who left the game lost it. */
		if (res->left[p] != WG_END_NONE)
			continue;
		if (best < 0 || res->score[p] > res->score[best]) {
			best = (int)p;
			tie = 0;
		} else if (res->score[p] == res->score[best]) {
			tie = 1;
			if (st->v->tie_pre_end &&
			    res->pre_end[p] > res->pre_end[best]) {
				best = (int)p;
				tie = 0;
			} else if (st->v->tie_pre_end &&
			    res->pre_end[p] < res->pre_end[best])
				tie = 0;
		}
	}
	res->winner = tie ? -1 : best;
}

static void
replay_free(struct replay *st, struct wg_replay_turn *t)
{
	unsigned k;

	for (k = 0; k < WG_GAMES_MAX; k++)
		free(st->state[k]);
	free(t);
	free(st);
}

int
wg_replay(const struct wg_record *r, const struct wg_variant *v,
    const struct wg_lexicon *lex, wg_turn_visitor visit,
    wg_problem_visitor problem_fn, void *arg, struct wg_replay_result *res)
{
	struct replay *st;
	struct wg_replay_turn *t;
	uint8_t rack[WG_RACK_TEXT];
	const struct wg_game_rules *g;
	unsigned nrack, p, k;
	size_t i;
	int rc = WG_OK, bonus_ok, known;

	memset(res, 0, sizeof(*res));
	res->players = r->players;
	res->winner = -2;
	if ((st = calloc(1, sizeof(*st))) == NULL ||
	    (t = malloc(sizeof(*t))) == NULL) {
		free(st);
		return WG_E_NOMEM;
	}
	/* Each game's state, whatever the variant's game. */
	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->state_size != 0 && (st->state[k] =
		    calloc(1, wg_games[k]->state_size)) == NULL) {
			replay_free(st, t);
			return WG_E_NOMEM;
		}
	st->r = r;
	st->v = v;
	st->lex = lex;
	st->problem = problem_fn;
	st->arg = arg;
	st->res = res;
	st->game = wg_game_find(v);
	/* The board is of the variant itself, so that a position printed
	   reads back (wgboard(5)); the game may replay under another (the
	   pool its length makes). */
	wg_board_init(&st->b, v);
	if (st->game != NULL && st->game->start != NULL)
		st->v = v = st->game->start(st, v);
	res->pool = v->tiles;
	st->b.players = r->players > 0 ? r->players : 1;
	if (r->players < v->min_players || r->players > v->max_players)
		replay_problem(st, r->first_line, 0,
		    "%u players; variant %s is for %u to %u", r->players,
		    v->name, v->min_players, v->max_players);
	layout(st);
	for (p = 0; p < st->b.players; p++)
		st->held[p] = v->rack_size;
	k = st->b.players * v->rack_size;
	st->bag = v->tiles > k ? v->tiles - k : 0;
	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->record_start != NULL)
			wg_games[k]->record_start(st);
	for (i = 0; i < r->nevents && rc == WG_OK; i++) {
		const struct wg_event *e = &r->events[i];

		if (e->kind == WG_EV_NOTE)
			continue;
		nrack = st->nkrack = 0;
		if (e->has_rack && replay_read_marked(st, e->line,
		    replay_col_of(e, WG_FIELD_RACK), e->rack, st->krack,
		    &st->nkrack, WG_RACK_MAX) != 0)
			continue;
		for (nrack = 0; nrack < st->nkrack; nrack++)
			rack[nrack] = WG_TILE_CODE(st->krack[nrack]);
		/* A withdrawal's rack is the one before the play it takes
		   back, whose tiles are still on the board. */
		known = e->has_rack;
		if (e->has_rack && e->kind == WG_EV_PLAY &&
		    !rack_fits(st, e, rack, nrack))
			known = 0;
		st->partial = 0;
		turn_init(st, t, e, known, rack, nrack);
		for (k = 0; wg_games[k] != NULL; k++)
			if (wg_games[k]->before_line != NULL)
				wg_games[k]->before_line(st, e);
		bonus_ok = st->challenge_ok && st->challenge_player ==
		    e->player;
		st->challenge_ok = 0;
		/* A line a game's rules read, whatever the variant. */
		if ((g = wg_game_action(e->kind)) != NULL)
			g->action(st, e, t);
		else switch (e->kind) {
		case WG_EV_PLAY:
			play(st, i, t, nrack);
			break;
		case WG_EV_WITHDRAW:
			withdraw(st, e, t);
			break;
		case WG_EV_FORFEIT:
		case WG_EV_TIMEOUT:
		case WG_EV_CONCEDE:
			player_leaves(st, e, t);
			break;
		case WG_EV_OUT:
		case WG_EV_PENALTY:
			end_points(st, e, t);
			break;
		default:
			/* Challenge bonuses, time penalties: as written. */
			if (e->kind == WG_EV_CHALLENGE && !bonus_ok)
				replay_problem_at(st, e, WG_FIELD_MOVE,
				    "a challenge bonus follows a play, by its "
				    "player, once");
			t->score = e->score;
			wg_score_add(&st->b.score[e->player], e->score);
			replay_check_total(st, e);
			t->total = st->b.score[e->player];
			break;
		}
		for (k = 0; wg_games[k] != NULL; k++)
			if (wg_games[k]->after_line != NULL)
				wg_games[k]->after_line(st, e, t);
		if (e->kind != WG_EV_PLAY)
			set_leave(st, t, e->player);
		rack_drawn(st, e->player);
		if (visit != NULL)
			rc = visit(t, arg);
	}
	if (rc == WG_OK)
		end_lines(st);
	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->record_end != NULL)
			wg_games[k]->record_end(st, rc);
	result(st);
	for (k = 0; wg_games[k] != NULL; k++)
		if (wg_games[k]->result != NULL)
			wg_games[k]->result(st, rc);
	if (rc == WG_OK)
		rc = st->rc;
	replay_free(st, t);
	return rc;
}
