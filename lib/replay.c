/*
 * replay.c: replays a game record turn by turn under a variant's rules,
 * checking moves, racks, scores, totals and the end of the game.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wg_private.h"

/* What a player's next written rack must be, from what came before. */
enum expect {
	EXPECT_NONE,		/* nothing known */
	EXPECT_HOLDS,		/* holds the tiles kept (draws unknown) */
	EXPECT_EXACT		/* exactly these tiles */
};

struct replay {
	const struct wg_record *r;
	const struct wg_variant *v;
	const struct wg_lexicon *lex;
	wg_problem_visitor problem;
	void		*arg;
	struct wg_replay_result *res;
	struct wg_board	 b;
	struct wg_board	 before;
	/* The last placement, for a withdrawal. */
	struct wg_board	 undo;
	int		 undo_ok;
	unsigned	 undo_player;
	int		 undo_score;
	unsigned	 undo_bag;
	unsigned	 undo_held;
	unsigned	 undo_stalled;
	unsigned	 undo_covers;
	int		 undo_over;
	/* Tiles in the bag and held by each player, counted from the play. */
	unsigned	 bag;
	unsigned	 held[WG_MAX_PLAYERS];
	enum expect	 expect[WG_MAX_PLAYERS];
	uint8_t		 kept[WG_MAX_PLAYERS][WG_RACK_MAX];
	unsigned	 nkept[WG_MAX_PLAYERS];
	unsigned	 kept_line[WG_MAX_PLAYERS];
	int		 recorded[WG_MAX_PLAYERS];	/* totals written */
	unsigned	 stalled;
	int		 over;
	unsigned	 over_line;
	int		 went_on;	/* play after the end reported */
	int		 have_mover;
	unsigned	 mover;
	int		 out_seen, penalty_seen;
	/* Wordspionage: WS$, Spec Ops used, the last turn's score. */
	int		 ws[WG_MAX_PLAYERS];
	unsigned	 used[WG_SPEC_COUNT];
	int		 last_score[WG_MAX_PLAYERS];
	int		 flashed[WG_MAX_PLAYERS];	/* plain premiums */
	int		 spec_pending;	/* a Spec Op awaits its turn */
	unsigned	 spec_line, spec_col, spec_player;
	/* Wordspionage games: blanks are the Cover IDs, held apart. */
	int		 spy;
	unsigned	 covers[WG_MAX_PLAYERS];	/* Cover IDs held */
	unsigned	 left_line[WG_MAX_PLAYERS];	/* left the game */
	unsigned	 time_limit, guess_limit;
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
	/* The stacking game: the pool the game's length makes (the variant
	   replayed under), the market, every tile placed (covered ones
	   too), rainbow tiles on the racks, and a turn's purchases. */
	int		 stacking;
	struct wg_variant pool;
	struct wg_market market;
	unsigned	 placed[WG_MAX_LETTERS + 1];	/* by code, 0 wild */
	unsigned	 undo_placed[WG_MAX_LETTERS + 1];
	uint8_t		 rb[WG_MAX_PLAYERS][WG_MAX_LETTERS + 1];	/* rainbow
						   tiles held, by code */
	uint8_t		 undo_rb[WG_MAX_LETTERS + 1];
	int		 opened[WG_MAX_PLAYERS];	/* a turn played */
	uint8_t		 krack[WG_RACK_TEXT];	/* the line's rack, rainbow
						   tiles marked */
	unsigned	 nkrack;
	uint8_t		 for_board[WG_RACK_MAX];	/* bought for the
						   board this turn */
	unsigned	 nfor_board;
	int		 buy_pending;
	unsigned	 buy_line, buy_col, buy_player;
	struct wg_move	 m;		/* the move of the turn */
	struct wg_check	 ck;		/* and its verdict */
	int		 rc;
};

static void
vproblem(struct replay *st, unsigned line, unsigned col, const char *fmt,
    va_list ap)
{
	char msg[512];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	st->res->problems++;
	if (st->problem != NULL)
		st->problem(line, col, msg, st->arg);
}

/* A problem at LINE and COL (0: of the whole record). */
static void
problem(struct replay *st, unsigned line, unsigned col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void
problem(struct replay *st, unsigned line, unsigned col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vproblem(st, line, col, fmt, ap);
	va_end(ap);
}

/* The column of field F of E's line; the line's when F is not written. */
static unsigned
col_of(const struct wg_event *e, enum wg_field f)
{
	return e->col[f] != 0 ? e->col[f] : e->col[WG_FIELD_LINE];
}

/* A problem at field F of E's line. */
static void
problem_at(struct replay *st, const struct wg_event *e, enum wg_field f,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void
problem_at(struct replay *st, const struct wg_event *e, enum wg_field f,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vproblem(st, e->line, col_of(e, f), fmt, ap);
	va_end(ap);
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
spell(const struct wg_variant *v, const uint8_t *t, unsigned n, char *buf,
    size_t size)
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

/* 1 if the tiles B are all among A, rainbow tiles told apart. */
static int
holds_tiles(const uint8_t *a, unsigned na, const uint8_t *b, unsigned nb)
{
	unsigned count[2 * WG_TILE_RAINBOW] = { 0 }, i;

	for (i = 0; i < na; i++)
		count[a[i] & 0x7f]++;
	for (i = 0; i < nb; i++)
		if (count[b[i] & 0x7f]-- == 0)
			return 0;
	return 1;
}

static int
same_tiles(const uint8_t *a, unsigned na, const uint8_t *b, unsigned nb)
{
	return na == nb && holds_tiles(a, na, b, nb);
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

static int
v_value(const struct replay *st, uint8_t tile)
{
	return st->v->value[WG_TILE_CODE(tile)];
}

/*
 * Reads tiles written as TEXT ('?' a blank, '*' after a rainbow tile of
 * the stacking game) into T, rainbow tiles with WG_TILE_RAINBOW; -1 after
 * a problem, reported at LINE and COL.
 */
static int
read_marked(struct replay *st, unsigned line, unsigned col, const char *text,
    uint8_t *t, unsigned *n, unsigned max)
{
	char buf[WG_RACK_TEXT + 1];
	struct wg_move m;
	const char *msg;
	size_t errcol;
	unsigned i;

	*n = 0;
	if (text[0] == '\0')
		return 0;
	snprintf(buf, sizeof(buf), "-%s", text);
	if (wg_move_parse(&m, st->v->alphabet, buf, strlen(buf), &errcol,
	    &msg) != WG_OK || m.len > max || (m.rainbow != 0 &&
	    !st->stacking)) {
		problem(st, line, col, "tiles %s: %s", text, m.len > max ?
		    "too many" : m.rainbow != 0 && !st->stacking ?
		    "rainbow tiles are the stacking game's" : msg);
		st->rc = WG_E_FORMAT;
		return -1;
	}
	for (i = 0; i < m.len; i++)
		t[i] = (uint8_t)(m.tiles[i] | (m.rainbow >> i & 1 ?
		    WG_TILE_RAINBOW : 0));
	*n = m.len;
	return 0;
}

/* The same, rainbow tiles as plain letters. */
static int
read_tiles(struct replay *st, unsigned line, unsigned col, const char *text,
    uint8_t *t, unsigned *n, unsigned max)
{
	unsigned i;

	if (read_marked(st, line, col, text, t, n, max) != 0)
		return -1;
	for (i = 0; i < *n; i++)
		t[i] = WG_TILE_CODE(t[i]);
	return 0;
}

/*
 * The tiles player P cannot see: the bag and the other racks.  In the
 * stacking game every tile placed was seen, covered or not, and so are
 * the tiles for sale.
 */
static unsigned
unseen(const struct replay *st, const struct wg_board *b, unsigned p,
    uint8_t *out)
{
	const struct wg_variant *v = st->v;
	int count[WG_MAX_LETTERS + 1];
	unsigned c, i, n = 0, k;

	for (c = 0; c <= v->alphabet->size; c++)
		count[c] = (int)v->count[c] - (st->stacking ?
		    (int)(st->placed[c] + st->market.stock[c]) : 0);
	/* Bought for the board: seen in the market. */
	for (i = 0; i < st->nfor_board; i++)
		count[st->for_board[i]]--;
	for (i = 0; i < b->rows * b->cols && !st->stacking; i++)
		if (b->sq[i] != 0)
			count[b->sq[i] & WG_BLANK ? 0 : b->sq[i]]--;
	if (b->rack_known[p])
		for (i = 0; i < b->rack_len[p]; i++)
			count[b->rack[p][i]]--;
	for (c = 1; c <= v->alphabet->size; c++)
		for (k = 0; (int)k < count[c]; k++)
			out[n++] = (uint8_t)c;
	for (k = 0; (int)k < count[0]; k++)
		out[n++] = 0;
	return n;
}

static void
check_total(struct replay *st, const struct wg_event *e)
{
	int want = st->recorded[e->player] + e->score;

	if (e->total != want)
		problem_at(st, e, WG_FIELD_TOTAL, "total is %d, record says %d",
		    want, e->total);
	st->recorded[e->player] = e->total;
}

/* Cover IDs not dealt yet: blanks in the variant, never in the bag. */
static unsigned
covers_left(const struct replay *st)
{
	unsigned n = wg_spec_uses(WG_SPEC_COVER_ID);

	return st->spy && st->used[WG_SPEC_COVER_ID] < n ? n -
	    st->used[WG_SPEC_COVER_ID] : 0;
}

/* Leaves out K blanks of the tiles unseen (blanks last). */
static unsigned
drop_blanks(const uint8_t *t, unsigned n, unsigned k)
{
	while (k-- > 0 && n > 0 && t[n - 1] == 0)
		n--;
	return n;
}

/* Players still in the game. */
static unsigned
playing(const struct replay *st)
{
	unsigned p, n = 0;

	for (p = 0; p < st->b.players; p++)
		n += st->res->left[p] == WG_END_NONE;
	return n;
}

/* The player to move after P: the next one still in the game. */
static unsigned
next_player(const struct replay *st, unsigned p)
{
	unsigned k, q;

	for (k = 1; k <= st->b.players; k++) {
		q = (p + k) % st->b.players;
		if (st->res->left[q] == WG_END_NONE)
			return q;
	}
	return (p + 1) % st->b.players;
}

/* 1 after a problem when the line's player has left the game. */
static int
gone(struct replay *st, const struct wg_event *e)
{
	enum wg_end how = st->res->left[e->player];

	if (how == WG_END_NONE)
		return 0;
	problem_at(st, e, WG_FIELD_PLAYER, "%s %s at line %u and is out of "
	    "the game", st->r->nick[e->player], how == WG_END_TIMEOUT ?
	    "timed out" : how == WG_END_CONCEDE ? "conceded" : "forfeited",
	    st->left_line[e->player]);
	return 1;
}

static void
game_over(struct replay *st, enum wg_end how, unsigned who, unsigned line)
{
	unsigned p;

	st->over = 1;
	st->over_line = line;
	st->res->end = how;
	st->res->out_player = who;
	for (p = 0; p < st->b.players; p++)
		st->res->pre_end[p] = st->b.score[p];
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
			    " (%s)", spell(st->v, ck->missing, ck->nmissing,
			    tiles, sizeof(tiles)));
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
 * (the stacking game's hold tiles bought besides), and no more tiles of a
 * letter than the set holds with those on the board.
 */
static void
rack_fits(struct replay *st, const struct wg_event *e, const uint8_t *rack,
    unsigned n)
{
	unsigned used[WG_MAX_LETTERS + 1] = { 0 }, i;
	char why[128];
	/* Wordspionage's Cover IDs come to a rack besides its tiles. */
	unsigned max = st->v->rack_size + (st->spy ? st->v->count[0] : 0);

	if (!st->stacking && n > max) {
		problem_at(st, e, WG_FIELD_RACK, "rack %s: more than %u tiles",
		    e->rack, max);
		return;
	}
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
		problem_at(st, e, WG_FIELD_RACK, "rack %s: %s", e->rack, why);
	}
}

/* The rack written against what the player's last turn left. */
static void
check_rack(struct replay *st, const struct wg_event *e, const uint8_t *rack,
    unsigned n)
{
	unsigned p = e->player;
	char a[WG_RACK_TEXT], b[WG_RACK_TEXT];

	if (st->expect[p] == EXPECT_EXACT &&
	    !same_tiles(rack, n, st->kept[p], st->nkept[p]))
		problem_at(st, e, WG_FIELD_RACK, "rack %s, yet line %u leaves "
		    "%s", e->rack, st->kept_line[p],
		    spell(st->v, st->kept[p], st->nkept[p], b, sizeof(b)));
	else if (st->expect[p] == EXPECT_HOLDS &&
	    !holds_tiles(rack, n, st->kept[p], st->nkept[p]))
		problem_at(st, e, WG_FIELD_RACK, "rack %s lacks %s kept at "
		    "line %u", spell(st->v, rack, n, a, sizeof(a)),
		    spell(st->v, st->kept[p], st->nkept[p], b, sizeof(b)),
		    st->kept_line[p]);
}

/* Marks as rainbow the tiles of T[0..N) that player P holds so. */
static void
mark_rainbow(const struct replay *st, unsigned p, uint8_t *t, unsigned n)
{
	uint8_t left[WG_MAX_LETTERS + 1];
	unsigned i;

	memcpy(left, st->rb[p], sizeof(left));
	for (i = 0; i < n; i++)
		if (t[i] != 0 && left[t[i]] > 0) {
			left[t[i]]--;
			t[i] |= WG_TILE_RAINBOW;
		}
}

/* Sets what the player's next rack must be after a turn. */
static void
expect_next(struct replay *st, const struct wg_event *e, int rack_known,
    unsigned drawn)
{
	unsigned p = e->player, n;
	uint8_t d[WG_RACK_TEXT];

	st->expect[p] = EXPECT_NONE;
	if (!rack_known)
		return;
	memcpy(st->kept[p], st->b.rack[p], st->b.rack_len[p]);
	st->nkept[p] = st->b.rack_len[p];
	mark_rainbow(st, p, st->kept[p], st->nkept[p]);
	st->kept_line[p] = e->line;
	st->expect[p] = drawn == 0 ? EXPECT_EXACT : EXPECT_HOLDS;
	if (!e->has_draw || read_marked(st, e->line, col_of(e, WG_FIELD_DRAW),
	    e->draw, d, &n, WG_RACK_MAX) != 0)
		return;
	if (n != drawn) {
		problem_at(st, e, WG_FIELD_DRAW, "draws %u tiles, the bag "
		    "gives %u", n, drawn);
		return;
	}
	if (st->nkept[p] + n <= WG_RACK_MAX) {
		memcpy(st->kept[p] + st->nkept[p], d, n);
		st->nkept[p] += n;
		st->expect[p] = EXPECT_EXACT;
	}
}

static void
turn_init(struct replay *st, struct wg_replay_turn *t,
    const struct wg_event *e, const uint8_t *rack, unsigned nrack)
{
	unsigned p = e->player, q;

	memset(t, 0, offsetof(struct wg_replay_turn, unseen));
	t->event = e;
	t->number = ++st->res->turns;
	t->player = p;
	st->b.turn = p;
	if (e->has_rack) {
		memcpy(st->b.rack[p], rack, nrack);
		st->b.rack_len[p] = nrack;
		st->b.rack_rainbow[p] = 0;
		memset(st->rb[p], 0, sizeof(st->rb[p]));
		for (q = 0; q < st->nkrack; q++)
			if (st->krack[q] & WG_TILE_RAINBOW) {
				st->rb[p][WG_TILE_CODE(st->krack[q])]++;
				st->b.rack_rainbow[p] |= (uint32_t)1 << q;
			}
	}
	st->b.rack_known[p] = e->has_rack;
	st->before = st->b;
	/*
	 * The others' racks are known here only as their leaves: while the
	 * bag held tiles they drew unseen ones, so the position does not
	 * claim them.  With the bag empty, a leave is the whole rack.
	 */
	for (q = 0; q < st->before.players; q++)
		if (q != p)
			st->before.rack_known[q] = 0;
	if ((st->stacking ? st->bag : wg_board_bag(&st->before)) == 0)
		for (q = 0; q < st->before.players; q++)
			st->before.rack_known[q] = st->b.rack_known[q];
	t->before = &st->before;
	t->after = &st->b;
	t->nunseen = drop_blanks(t->unseen, unseen(st, &st->b, p, t->unseen),
	    covers_left(st));
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

/* Wordspionage: the turn's time and word guesses against the limits. */
static void
limits(struct replay *st, const struct wg_event *e, const struct wg_move *m)
{
	char took[32], limit[32];

	if (e->has_took && st->time_limit > 0 && e->took > st->time_limit) {
		wg_duration_text(e->took, took, sizeof(took));
		wg_duration_text(st->time_limit, limit, sizeof(limit));
		problem_at(st, e, WG_FIELD_TOOK, "%s took %s, over the time "
		    "limit of %s: a timeout, which loses the game",
		    st->r->nick[e->player], took, limit);
	}
	if (!e->has_rejected || st->guess_limit == 0)
		return;
	if (e->rejected > st->guess_limit)
		problem_at(st, e, WG_FIELD_REJECTED, "%u word guesses "
		    "rejected, over the limit of %u", e->rejected,
		    st->guess_limit);
	else if (e->rejected == st->guess_limit && m->kind != WG_MOVE_PASS)
		problem_at(st, e, WG_FIELD_MOVE, "%s had all %u word guesses "
		    "rejected and lost the turn, yet the line is not a pass",
		    st->r->nick[e->player], st->guess_limit);
}

/* Wordspionage: what a placement may spin, and the Cover IDs played. */
static void
placed(struct replay *st, const struct wg_event *e, const struct wg_move *m,
    const struct wg_check *ck)
{
	unsigned p = e->player, i, k, w;

	st->spin_ok = 1;
	st->spin_player = p;
	st->spin_line = e->line;
	st->spin_bingo = ck->is_bingo;
	st->nspin_tiles = 0;
	for (i = 0; i < m->len; i++) {
		if (m->tiles[i] & WG_THROUGH)
			continue;
		if (!(m->tiles[i] & WG_BLANK))
			st->spin_tiles[st->nspin_tiles++] = m->tiles[i];
		else if (st->covers[p] > 0)
			st->covers[p]--;
	}
	st->spin_missions = 0;
	for (k = 0; k < WG_MISSIONS; k++)
		for (w = 0; w < ck->nwords; w++) {
			if (ck->words[w].len != st->mission_len[k])
				continue;
			for (i = 0; i < ck->words[w].len &&
			    WG_CODE(ck->words[w].sq[i]) == st->mission[k][i];
			    i++)
				;
			if (i == ck->words[w].len && i > 0)
				st->spin_missions |= 1U << k;
		}
}

/* Stacking: the first rack a player shows whole has one rainbow tile. */
static void
stack_opening(struct replay *st, const struct wg_event *e, unsigned nrack)
{
	unsigned p = e->player;

	if (st->opened[p])
		return;
	st->opened[p] = 1;
	if (e->has_rack && nrack == st->held[p] &&
	    !wg_rainbow_opening(st->krack, st->nkrack))
		problem_at(st, e, WG_FIELD_RACK, "opening rack %s has %u "
		    "rainbow tiles, one expected", e->rack,
		    wg_rainbow_count(st->krack, st->nkrack));
}

/*
 * Stacking, before the move is checked: tiles bought for the board join
 * the rack it is played from; rainbow tiles placed ('*') must be rainbow
 * on the rack, and plain ones plain; a redraw puts back the whole rack
 * and costs points the player has.
 */
static void
stack_move(struct replay *st, const struct wg_event *e, struct wg_move *m)
{
	unsigned p = e->player, i, c, have[WG_MAX_LETTERS + 1] = { 0 };
	unsigned rb[WG_MAX_LETTERS + 1] = { 0 }, all[WG_MAX_LETTERS + 1] = { 0 };
	struct wg_board *b = &st->b;
	const char *l;

	if (m->kind == WG_MOVE_EXCHANGE) {
		if (m->len != st->held[p])
			problem_at(st, e, WG_FIELD_MOVE, "a redraw puts back "
			    "the whole rack, %u tiles, not %u", st->held[p],
			    m->len);
		if (b->score[p] < WG_REDRAW_COST)
			problem_at(st, e, WG_FIELD_MOVE, "%s has %d points, a "
			    "redraw costs %d: only finalized score is spent, "
			    "never below zero", st->r->nick[p], b->score[p],
			    WG_REDRAW_COST);
		return;
	}
	if (m->kind != WG_MOVE_PLACE || !b->rack_known[p])
		return;
	for (i = 0; i < st->nfor_board && b->rack_len[p] < WG_RACK_MAX; i++)
		b->rack[p][b->rack_len[p]++] = st->for_board[i];
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
		if (rb[c] > st->rb[p][c])
			problem_at(st, e, WG_FIELD_MOVE, "%s* played, yet the "
			    "rack holds %u rainbow %s", l, st->rb[p][c], l);
		else if (all[c] - rb[c] > have[c] - st->rb[p][c])
			problem_at(st, e, WG_FIELD_MOVE, "%s played plain, yet "
			    "the rack's %s is a rainbow tile", l, l);
	}
}

/*
 * Stacking, after the move: the tiles placed (covered ones stay seen),
 * rainbow tiles off the rack, tiles bought for the board, and the draw,
 * which fills the rack up to the variant's rack size.  Returns the
 * tiles drawn after a placement.
 */
static unsigned
stack_played(struct replay *st, const struct wg_event *e,
    const struct wg_move *m, int applied)
{
	unsigned p = e->player, i, c, got[WG_MAX_LETTERS + 1] = { 0 };
	unsigned from_rack = 0, drawn = 0;

	if (m->kind == WG_MOVE_EXCHANGE)
		memset(st->rb[p], 0, sizeof(st->rb[p]));
	if (m->kind != WG_MOVE_PLACE || !applied) {
		if (st->nfor_board > 0 && m->kind != WG_MOVE_PLACE)
			problem_at(st, e, WG_FIELD_MOVE, "%s bought tiles for "
			    "the board, yet places none", st->r->nick[p]);
		st->nfor_board = 0;
		return 0;
	}
	for (i = 0; i < m->len; i++) {
		if (m->tiles[i] & WG_THROUGH)
			continue;
		c = m->tiles[i] & WG_BLANK ? 0 : WG_MOVE_CODE(m->tiles[i]);
		st->placed[c]++;
		got[c]++;
		from_rack++;
		if ((m->rainbow >> i & 1) && st->rb[p][c] > 0)
			st->rb[p][c]--;
	}
	for (i = 0; i < st->nfor_board; i++) {
		c = st->for_board[i];
		if (got[c] > 0) {
			got[c]--;
			from_rack--;
		} else
			problem_at(st, e, WG_FIELD_MOVE, "%s bought %s for the "
			    "board, yet the move does not place it",
			    st->r->nick[p],
			    wg_alphabet_letter(st->v->alphabet, c));
	}
	st->nfor_board = 0;
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
   empty pool.  Returns 1 when it is over. */
static int
stack_end(struct replay *st, unsigned line)
{
	unsigned i, n = st->b.rows * st->b.cols;

	for (i = 0; i < n && st->b.sq[i] != 0; i++)
		;
	if (i == n)
		game_over(st, WG_END_FULL, 0, line);
	else if (st->bag == 0)
		game_over(st, WG_END_POOL, 0, line);
	return st->over;
}

/*
 * A tile that enters the market: from the pool, never wild or rainbow;
 * problems are reported at LINE and COL.
 */
static void
restock(struct replay *st, unsigned line, unsigned col, const uint8_t *t,
    unsigned n, int from_pool)
{
	unsigned i;

	for (i = 0; i < n; i++) {
		if (from_pool && st->bag == 0) {
			problem(st, line, col, "the pool is empty: no tile "
			    "enters the market");
			return;
		}
		if (WG_TILE_CODE(t[i]) == 0)
			problem(st, line, col, "a wild tile never enters the "
			    "market: it goes back to the pool");
		else if (t[i] & WG_TILE_RAINBOW)
			problem(st, line, col, "market tiles are never "
			    "rainbow");
		else {
			wg_market_put(&st->market, t + i, 1);
			st->bag -= from_pool;
		}
	}
}

/* Stacking: a tile bought in the player's turn, and its replacement. */
static void
buy(struct replay *st, const struct wg_event *e, struct wg_replay_turn *t)
{
	unsigned p = e->player, n, k;
	uint8_t tile[WG_RACK_TEXT], d[WG_RACK_TEXT];
	int cost = wg_market_cost(st->market.bought[p] + 1), ok = 0;

	if (!st->stacking)
		problem_at(st, e, WG_FIELD_LINE, "variant %s has no market",
		    st->v->name);
	else if (st->over)
		problem_at(st, e, WG_FIELD_LINE, "the game ended at line %u",
		    st->over_line);
	else if (st->buy_pending && st->buy_player != p)
		problem_at(st, e, WG_FIELD_PLAYER, "%s buys in %s's turn",
		    st->r->nick[p], st->r->nick[st->buy_player]);
	else if (gone(st, e))
		;
	else if (st->have_mover && p != next_player(st, st->mover))
		problem_at(st, e, WG_FIELD_PLAYER, "%s buys out of turn, %s is "
		    "to move", st->r->nick[p],
		    st->r->nick[next_player(st, st->mover)]);
	st->buy_pending = 1;
	st->buy_player = p;
	st->buy_line = e->line;
	st->buy_col = col_of(e, WG_FIELD_LINE);
	if (!st->stacking || read_marked(st, e->line, col_of(e,
	    WG_FIELD_MOVE), e->move, tile, &n, WG_RACK_TEXT - 1) != 0)
		;
	else if (n != 1)
		problem_at(st, e, WG_FIELD_MOVE, "buy: one tile, not %u", n);
	else if (WG_TILE_CODE(tile[0]) == 0)
		problem_at(st, e, WG_FIELD_MOVE, "a wild tile never enters the "
		    "market");
	else if (tile[0] & WG_TILE_RAINBOW)
		problem_at(st, e, WG_FIELD_MOVE, "market tiles are never "
		    "rainbow");
	else if (st->b.score[p] < cost)
		problem_at(st, e, WG_FIELD_MOVE, "%s has %d points, purchase "
		    "%u costs %d: only finalized score is spent, never below "
		    "zero",
		    st->r->nick[p], st->b.score[p],
		    st->market.bought[p] + 1, cost);
	else if (wg_market_take(&st->market, p, tile[0]) < 0)
		problem_at(st, e, WG_FIELD_MOVE, "the market has no %s for "
		    "sale", e->move);
	else
		ok = 1;
	if (!ok) {
		/* Not applied: the score written is carried. */
		t->score = e->score;
		wg_score_add(&st->b.score[p], e->score);
		check_total(st, e);
		t->total = st->b.score[p];
		return;
	}
	if (e->score != -cost)
		problem_at(st, e, WG_FIELD_SCORE, "purchase %u costs %d, "
		    "record says %d", st->market.bought[p], cost, -e->score);
	wg_score_add(&st->b.score[p], -(long long)cost);
	t->score = -cost;
	check_total(st, e);
	t->total = st->b.score[p];
	if (e->to_board) {
		if (st->nfor_board < WG_RACK_MAX)
			st->for_board[st->nfor_board++] = tile[0];
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
			st->market.unknown++;
		}
	} else if (read_marked(st, e->line, col_of(e, WG_FIELD_DRAW), e->draw,
	    d, &k, WG_RACK_TEXT - 1) == 0) {
		if (k > 1)
			problem_at(st, e, WG_FIELD_DRAW, "one tile takes the "
			    "place of the tile bought, not %u", k);
		else
			restock(st, e->line, col_of(e, WG_FIELD_DRAW), d, k,
			    1);
	}
}

/* A pragma of a GCG record (or a log's "pragma" line), or NULL. */
static const char *
pragma_value(const struct wg_record *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->npragmas; i++)
		if (strcmp(r->pragmas[i].name, name) == 0)
			return r->pragmas[i].value;
	return NULL;
}

/*
 * The stacking game's length: a log's "length" line, or GCG's "#length"
 * pragma; short when neither.
 */
static enum wg_length
game_length(struct replay *st)
{
	const char *s = pragma_value(st->r, "length");
	enum wg_length k;

	if (st->r->length != 0 || s == NULL)
		return st->r->length != 0 ? st->r->length : WG_LENGTH_SHORT;
	for (k = WG_LENGTH_SHORT; k <= WG_LENGTH_LONG; k++)
		if (strcmp(s, wg_length_name(k)) == 0)
			return k;
	problem(st, st->r->first_line, 0, "#length %s: short, normal or long "
	    "expected", s);
	return WG_LENGTH_SHORT;
}

/* Stacking: the market at the start, drawn from the pool. */
static void
market_start(struct replay *st)
{
	const struct wg_record *r = st->r;
	const char *text = r->has_market ? r->market :
	    pragma_value(r, "market");
	uint8_t t[WG_RACK_TEXT];
	unsigned n;

	if (text == NULL && r->length == 0)
		return;
	if (!st->stacking) {
		problem(st, r->first_line, 0, "variant %s is no stacking game: "
		    "it has no market or game length", st->v->name);
		return;
	}
	if (text == NULL || (strcmp(text, "-") != 0 && read_marked(st,
	    r->first_line, 0, text, t, &n, WG_RACK_TEXT - 1) != 0))
		return;
	if (strcmp(text, "-") == 0)
		n = 0;
	if (n > st->bag)
		problem(st, r->first_line, 0, "the market holds %u tiles, the "
		    "pool %u", n, st->bag);
	else
		restock(st, r->first_line, 0, t, n, 1);
}

static void
play(struct replay *st, size_t i, struct wg_replay_turn *t, unsigned nrack)
{
	const struct wg_event *e = &st->r->events[i];
	const struct wg_variant *v = st->v;
	unsigned p = e->player, n = st->b.players, k, drawn = 0;
	struct wg_check *ck = &st->ck;
	struct wg_move *m = &st->m;
	const char *msg;
	char why[512];
	uint8_t premium[WG_SQUARES];
	size_t col;
	int score = e->score, applied = 0, blind, out, want;

	if (st->over && !st->went_on) {
		problem_at(st, e, WG_FIELD_LINE, "the game ended at line %u, "
		    "yet the record goes on", st->over_line);
		st->went_on = 1;
	}
	if (!(out = gone(st, e)) && st->have_mover &&
	    p != next_player(st, st->mover))
		problem_at(st, e, WG_FIELD_PLAYER, "%s plays out of turn, %s "
		    "is to move", st->r->nick[p],
		    st->r->nick[next_player(st, st->mover)]);
	/* Some records write only the tiles played: a rack shorter than
	   the tiles the player holds says nothing of the rest. */
	if (e->has_rack && nrack == st->held[p])
		check_rack(st, e, st->krack, nrack);
	else if (e->has_rack)
		st->expect[p] = EXPECT_NONE;
	if (st->stacking)
		stack_opening(st, e, nrack);
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
		problem_at(st, e, WG_FIELD_MOVE, "move %s: column %zu: %s",
		    e->move, col, msg);
		st->rc = WG_E_FORMAT;
		m->kind = WG_MOVE_PASS;
		blind = 1;
	}
	limits(st, e, m);
	/* A redraw costs points; other moves not placed score nothing. */
	want = st->stacking && m->kind == WG_MOVE_EXCHANGE ?
	    -WG_REDRAW_COST : 0;
	if (st->flashed[p]) {
		/* A Flash Bomb: premiums count as plain for this turn. */
		memcpy(premium, st->b.premium, sizeof(premium));
		memset(st->b.premium, WG_SQ_NONE, sizeof(st->b.premium));
	}
	if (st->stacking)
		stack_move(st, e, m);
	if (!blind) {
		wg_move_check(&st->b, m, withdrawn(st->r, i) ? NULL : st->lex,
		    ck);
		if (st->stacking && m->kind == WG_MOVE_EXCHANGE)
			ck->score = -WG_REDRAW_COST;
		t->move = m;
		if (m->kind == WG_MOVE_PLACE)
			t->check = ck;
		if (ck->reasons != 0) {
			reasons(st, ck, why, sizeof(why));
			problem_at(st, e, WG_FIELD_MOVE, "illegal move %s: %s",
			    e->move, why);
		}
		/* Play on what the board allows, so later lines still make
		   sense; a move that does not fit is skipped. */
		if ((ck->reasons & ~(WG_ILL_RACK | WG_ILL_WORD | WG_ILL_BAG |
		    WG_ILL_LETTER)) == 0) {
			if (ck->score != e->score)
				problem_at(st, e, WG_FIELD_SCORE, "score is "
				    "%d, record says %d", ck->score, e->score);
			score = ck->score;
			if (m->kind == WG_MOVE_PLACE) {
				st->undo = st->b;
				st->undo_ok = 1;
				st->undo_player = p;
				st->undo_score = score;
				st->undo_bag = st->bag;
				st->undo_held = st->held[p];
				st->undo_stalled = st->stalled;
				st->undo_covers = st->covers[p];
				st->undo_over = st->over;
				memcpy(st->undo_placed, st->placed,
				    sizeof(st->placed));
				memcpy(st->undo_rb, st->rb[p],
				    sizeof(st->undo_rb));
			}
			/* A rack the move does not fit is put right first,
			   so the move comes off it. */
			if (ck->reasons & WG_ILL_RACK)
				st->b.rack_known[p] = 0;
			wg_move_apply(&st->b, m, ck);
			st->b.rack_known[p] = e->has_rack &&
			    !(ck->reasons & WG_ILL_RACK);
			if (m->kind == WG_MOVE_EXCHANGE)
				take_tiles(&st->b, p, m->tiles, m->len);
			applied = 1;
		}
	} else if (e->score != want)
		problem_at(st, e, WG_FIELD_SCORE, "score is %d, record says %d",
		    want, e->score);
	if (st->flashed[p]) {
		memcpy(st->b.premium, premium, sizeof(premium));
		st->flashed[p] = 0;
	}
	if (!applied) {
		score = blind ? want : e->score;
		wg_score_add(&st->b.score[p], score);
		st->b.turn = (p + 1) % n;
	}
	if (st->stacking)
		drawn = stack_played(st, e, m, applied);
	else if (m->kind == WG_MOVE_PLACE && applied) {
		drawn = ck->ntiles < st->bag ? ck->ntiles : st->bag;
		st->bag -= drawn;
		st->held[p] = st->held[p] + drawn - ck->ntiles;
	}
	if (m->kind == WG_MOVE_PLACE && applied)
		placed(st, e, m, ck);
	st->last_score[p] = score;
	check_total(st, e);
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
	st->stalled = wg_variant_stalls(v, m, score) ? st->stalled + 1 : 0;
	if (st->stacking && stack_end(st, e->line))
		;
	/* A Cover ID left on the rack does not keep a player from going
	   out. */
	else if (!st->stacking && m->kind == WG_MOVE_PLACE && applied &&
	    st->held[p] ==
	    st->covers[p] && st->bag == 0)
		game_over(st, WG_END_OUT, p, e->line);
	else if (wg_stall_ends(v, st->stalled, playing(st), st->b.score, n))
		game_over(st, WG_END_STALL, 0, e->line);
}

static void
withdraw(struct replay *st, const struct wg_event *e,
    struct wg_replay_turn *t)
{
	unsigned p = e->player;
	int total;

	if (!st->undo_ok || st->undo_player != p) {
		problem_at(st, e, WG_FIELD_MOVE, "no placement of %s's to "
		    "withdraw", st->r->nick[p]);
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
		st->covers[p] = st->undo_covers;
		memcpy(st->placed, st->undo_placed, sizeof(st->placed));
		memcpy(st->rb[p], st->undo_rb, sizeof(st->rb[p]));
		st->spin_ok = 0;
		if (st->over && !st->undo_over) {
			st->over = 0;
			st->res->end = WG_END_NONE;
		}
		t->score = -st->undo_score;
		if (e->score != t->score)
			problem_at(st, e, WG_FIELD_SCORE, "score is %d, record "
			    "says %d", t->score, e->score);
		st->undo_ok = 0;
		/* The player keeps the whole rack. */
		st->expect[p] = st->b.rack_known[p] ? EXPECT_EXACT :
		    EXPECT_NONE;
		memcpy(st->kept[p], st->b.rack[p], st->b.rack_len[p]);
		st->nkept[p] = st->b.rack_len[p];
		st->kept_line[p] = e->line;
		/* A challenged-off play is a scoreless turn. */
		if (st->v->stall == WG_STALL_SCORELESS)
			st->stalled++;
	}
	check_total(st, e);
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
		*n = drop_blanks(t, unseen(st, &st->b, out, t), covers_left(st) +
		    (st->b.rack_known[out] ? 0 : st->covers[out]));
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

	if (read_tiles(st, e->line, col_of(e, WG_FIELD_MOVE), e->move, written,
	    &nw, WG_RACK_TEXT - 1) != 0)
		return;
	if (gone(st, e))
		known = 0;
	else if (!st->over) {
		problem_at(st, e, WG_FIELD_LINE, "the game is not over");
		known = 0;
	} else if (e->kind == WG_EV_OUT && (st->res->end != WG_END_OUT ||
	    st->res->out_player != p)) {
		problem_at(st, e, WG_FIELD_PLAYER, "%s did not go out",
		    st->r->nick[p]);
		known = 0;
	} else if (e->kind == WG_EV_PENALTY && st->res->end == WG_END_OUT &&
	    st->res->out_player == p) {
		problem_at(st, e, WG_FIELD_PLAYER, "%s went out and has no "
		    "rack left", st->r->nick[p]);
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
		}
	} else if (known)
		known = rack_left(st, p, left, &nl);
	if (known && !same_tiles(left, nl, written, nw))
		problem_at(st, e, WG_FIELD_MOVE, "rack%s left %s %s, record "
		    "says %s",
		    e->kind == WG_EV_OUT && st->b.players > 2 ? "s" : "",
		    e->kind == WG_EV_OUT && st->b.players > 2 ? "hold" : "is",
		    spell(v, left, nl, a, sizeof(a)),
		    spell(v, written, nw, b, sizeof(b)));
	worth = wg_tiles_value(v, known ? left : written, known ? nl : nw);
	if (e->kind == WG_EV_PENALTY) {
		want = -worth;
		st->penalty_seen = 1;
		st->res->accounting = st->res->end == WG_END_OUT ?
		    WG_ACCOUNT_TRANSFER : st->res->accounting;
	} else {
		want = v->out_gain * worth;
		/* With no rack lost on record, the North American way:
		   the others' loss is added to the gain. */
		if (!has_penalty(st->r) && v->out_loss)
			want += worth;
		st->res->accounting = has_penalty(st->r) ?
		    WG_ACCOUNT_TRANSFER : WG_ACCOUNT_DOUBLE;
		st->out_seen = 1;
	}
	if (want != e->score)
		problem_at(st, e, WG_FIELD_SCORE, "score is %d, record says %d",
		    want, e->score);
	t->score = want;
	wg_score_add(&st->b.score[p], want);
	check_total(st, e);
	t->total = st->b.score[p];
}

/* Swaps tile OUT for tile IN among what player P is known to keep. */
static void
swap_kept(struct replay *st, unsigned p, uint8_t out, uint8_t in)
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
layout_col(const struct wg_event *e, const char *at)
{
	if (e->col[WG_FIELD_LAYOUT] == 0)
		return col_of(e, WG_FIELD_LAYOUT);
	return e->col[WG_FIELD_LAYOUT] + (unsigned)wg_text_cols(e->layout,
	    (size_t)(at - e->layout));
}

/* Misdirection: the new layout, the premiums left shuffled. */
static void
misdirect(struct replay *st, const struct wg_event *e)
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
		problem(st, e->line, layout_col(e, s), "misdirection: the "
		    "layout is not %u rows of %u premium squares", rows, cols);
		return;
	}
	for (i = 0; i < rows * cols; i++) {
		/* The square's character: rows end in '/'. */
		if (st->b.sq[i] != 0 && premium[i] != st->b.premium[i]) {
			problem(st, e->line, layout_col(e, e->layout + i +
			    i / cols), "misdirection: square %c%u is covered, "
			    "yet its premium moves", 'A' + i % cols,
			    i / cols + 1);
			return;
		}
		if (st->b.sq[i] == 0) {
			before[st->b.premium[i]]++;
			after[premium[i]]++;
		}
	}
	if (memcmp(before, after, sizeof(before)) != 0) {
		problem_at(st, e, WG_FIELD_LAYOUT, "misdirection: the layout "
		    "is not a shuffle of the premium squares left");
		return;
	}
	memcpy(st->b.premium, premium, sizeof(premium));
	st->b.layout = WG_LAYOUT_GRID;
}

/* Switch: a tile of the player's for the target's highest valued. */
static void
switch_tiles(struct replay *st, const struct wg_event *e)
{
	unsigned p = e->player, q = e->target, n, k;
	uint8_t give[WG_RACK_MAX], take[WG_RACK_MAX];
	enum wg_field f = WG_FIELD_RACK;
	int best = -1;

	if (read_tiles(st, e->line, col_of(e, f), e->rack, give, &n, 1) != 0)
		return;
	if (n == 1) {
		f = WG_FIELD_DRAW;
		if (read_tiles(st, e->line, col_of(e, f), e->draw, take, &n,
		    1) != 0)
			return;
	}
	if (n != 1) {
		problem_at(st, e, f, "switch: one tile each way expected");
		return;
	}
	if (st->expect[p] == EXPECT_EXACT &&
	    !holds_tiles(st->kept[p], st->nkept[p], give, 1))
		problem_at(st, e, WG_FIELD_RACK, "switch: %s does not hold %s",
		    st->r->nick[p], e->rack);
	if (st->expect[q] == EXPECT_EXACT) {
		for (k = 0; k < st->nkept[q]; k++)
			if (v_value(st, st->kept[q][k]) > best)
				best = v_value(st, st->kept[q][k]);
		if (!holds_tiles(st->kept[q], st->nkept[q], take, 1))
			problem_at(st, e, WG_FIELD_DRAW, "switch: %s does "
			    "not hold %s", st->r->nick[q], e->draw);
		else if (v_value(st, take[0]) != best)
			problem_at(st, e, WG_FIELD_DRAW, "switch: %s is worth "
			    "%d, %s's highest tile %d", e->draw,
			    v_value(st, take[0]), st->r->nick[q], best);
	}
	swap_kept(st, p, give[0], take[0]);
	swap_kept(st, q, take[0], give[0]);
	/* A Cover ID may change hands too. */
	if (give[0] == 0 && st->covers[p] > 0) {
		st->covers[p]--;
		st->covers[q]++;
	}
	if (take[0] == 0 && st->covers[q] > 0) {
		st->covers[q]--;
		st->covers[p]++;
	}
}

/* A Spec Op: its turn, count and WS$, then its effect. */
static void
spec(struct replay *st, const struct wg_event *e, struct wg_replay_turn *t)
{
	unsigned p = e->player, n = st->b.players, q;
	enum wg_spec op = e->spec;
	int cost = wg_spec_cost(op), half, want;

	st->res->specs++;
	if (st->over)
		problem_at(st, e, WG_FIELD_LINE, "the game ended at line %u",
		    st->over_line);
	else if (st->spec_pending && st->spec_player != p)
		problem_at(st, e, WG_FIELD_PLAYER, "%s uses a Spec Op in %s's "
		    "turn", st->r->nick[p], st->r->nick[st->spec_player]);
	else if (gone(st, e))
		;
	else if (st->have_mover && p != next_player(st, st->mover))
		problem_at(st, e, WG_FIELD_PLAYER, "%s uses a Spec Op out of "
		    "turn, %s is to move", st->r->nick[p],
		    st->r->nick[next_player(st, st->mover)]);
	st->spec_pending = 1;
	st->spec_player = p;
	st->spec_line = e->line;
	st->spec_col = col_of(e, WG_FIELD_LINE);
	t->score = 0;
	t->total = st->b.score[p];
	t->ws = st->ws[p];
	if (e->ws != -cost)
		problem_at(st, e, WG_FIELD_WS, "%s costs WS$%d, record says %d",
		    wg_spec_name(op), cost, e->ws);
	if (st->used[op] >= wg_spec_uses(op)) {
		problem_at(st, e, WG_FIELD_SPEC, "%s: all %u of the game used",
		    wg_spec_name(op), wg_spec_uses(op));
		return;
	}
	if (st->track_hand && st->hand[p][op] == 0) {
		problem_at(st, e, WG_FIELD_SPEC, "%s has no %s from the Spec "
		    "Ops wheel", st->r->nick[p], wg_spec_name(op));
		return;
	}
	if (st->ws[p] < cost) {
		problem_at(st, e, WG_FIELD_SPEC, "%s has WS$%d, %s needs WS$%d",
		    st->r->nick[p], st->ws[p], wg_spec_name(op), cost);
		return;
	}
	if (st->track_hand)
		st->hand[p][op]--;
	st->used[op]++;
	st->ws[p] -= cost;
	t->ws = st->ws[p];
	if (e->balance != st->ws[p])
		problem_at(st, e, WG_FIELD_BALANCE, "WS$ balance is %d, record "
		    "says %d", st->ws[p], e->balance);
	switch (op) {
	case WG_SPEC_COVER_ID:
		/* The variant counts the Cover IDs among its tiles, as
		   blanks, kept out of the bag until dealt so. */
		st->covers[p]++;
		st->held[p]++;
		if (st->expect[p] != EXPECT_NONE &&
		    st->nkept[p] < WG_RACK_MAX)
			st->kept[p][st->nkept[p]++] = 0;
		break;
	case WG_SPEC_MISDIRECTION:
		misdirect(st, e);
		break;
	case WG_SPEC_SWITCH:
		switch_tiles(st, e);
		break;
	case WG_SPEC_FLASH_BOMB:
		for (q = 0; q < n; q++)
			st->flashed[q] = q != p;
		break;
	case WG_SPEC_SABOTAGE:
	case WG_SPEC_DOUBLE_AGENT:
		/* Half of the last turn, rounded down. */
		q = e->target;
		half = st->last_score[q] > 0 ? st->last_score[q] / 2 : 0;
		wg_score_add(&st->b.score[q], -(long long)half);
		want = st->recorded[q] - half;
		if (e->score != -half)
			problem_at(st, e, WG_FIELD_SCORE, "%s loses %d, record "
			    "says %d", st->r->nick[q], half, -e->score);
		if (e->total != want)
			problem_at(st, e, WG_FIELD_TOTAL, "%s's total is %d, "
			    "record says %d", st->r->nick[q], want, e->total);
		st->recorded[q] = e->total;
		if (op == WG_SPEC_SABOTAGE)
			break;
		wg_score_add(&st->b.score[p], half);
		t->score = half;
		want = st->recorded[p] + half;
		if (e->gain != half)
			problem_at(st, e, WG_FIELD_GAIN, "%s gains %d, record "
			    "says %d", st->r->nick[p], half, e->gain);
		if (e->gain_total != want)
			problem_at(st, e, WG_FIELD_GAIN_TOTAL, "total is %d, "
			    "record says %d", want, e->gain_total);
		st->recorded[p] = e->gain_total;
		break;
	default:
		break;
	}
	t->total = st->b.score[p];
}

/* The wheel's trigger: the placement just made, or the game won. */
static int
spin_trigger(struct replay *st, const struct wg_event *e)
{
	static const char *const what[] = {
		"a mission word", "a bingo", "a win", "a black tile"
	};
	unsigned p = e->player, n, k;
	uint8_t tile[1];

	if (e->wheel == WG_WHEEL_WIN) {
		if (!st->over) {
			problem_at(st, e, WG_FIELD_LINE, "wheel for a win, yet "
			    "the game is not over");
			return -1;
		}
		if (st->win_line > 0) {
			problem_at(st, e, WG_FIELD_LINE, "wheel for a win, "
			    "spun at line %u already", st->win_line);
			return -1;
		}
		/* Who won, and whether the game went halfway, is known
		   once the end accounting is read: checked after it. */
		st->win_line = e->line;
		st->win_col = col_of(e, WG_FIELD_LINE);
		st->win_player = p;
		return 0;
	}
	if (!st->spin_ok || st->spin_player != p) {
		problem_at(st, e, WG_FIELD_LINE, "wheel for %s, yet the line "
		    "before is no placement of %s's", what[e->wheel],
		    st->r->nick[p]);
		return -1;
	}
	switch (e->wheel) {
	case WG_WHEEL_BINGO:
		if (!st->spin_bingo) {
			problem_at(st, e, WG_FIELD_LINE, "wheel for a bingo, "
			    "yet line %u is no bingo (Cover IDs do not count)",
			    st->spin_line);
			return -1;
		}
		st->spin_bingo = 0;
		return 0;
	case WG_WHEEL_MISSION:
		for (k = 0; k < st->r->nmissions; k++)
			if (strcmp(st->r->mission[k], e->move) == 0)
				break;
		if (k == st->r->nmissions) {
			problem_at(st, e, WG_FIELD_MOVE, "wheel: %s is not a "
			    "mission word of the game", e->move);
			return -1;
		}
		if (st->mission_line[k] > 0) {
			problem_at(st, e, WG_FIELD_MOVE, "wheel: mission word "
			    "%s was spun for at line %u", e->move,
			    st->mission_line[k]);
			return -1;
		}
		if (!(st->spin_missions & 1U << k)) {
			problem_at(st, e, WG_FIELD_MOVE, "wheel: line %u forms "
			    "no %s", st->spin_line, e->move);
			return -1;
		}
		st->spin_missions &= ~(1U << k);
		st->mission_line[k] = e->line;
		return 0;
	default:
		if (read_tiles(st, e->line, col_of(e, WG_FIELD_MOVE), e->move,
		    tile, &n, 1) != 0)
			return -1;
		for (k = 0; k < st->nspin_tiles && n == 1 &&
		    st->spin_tiles[k] != tile[0]; k++)
			;
		if (n != 1 || k == st->nspin_tiles) {
			problem_at(st, e, WG_FIELD_MOVE, "wheel: line %u plays "
			    "no black tile %s", st->spin_line, e->move);
			return -1;
		}
		st->spin_tiles[k] = st->spin_tiles[--st->nspin_tiles];
		return 0;
	}
}

/* A wheel spun: its trigger, then its prize. */
static void
wheel(struct replay *st, const struct wg_event *e, struct wg_replay_turn *t)
{
	unsigned p = e->player;
	enum wg_spec op = e->spec;

	t->score = 0;
	t->total = st->b.score[p];
	if (gone(st, e) || spin_trigger(st, e) != 0)
		return;		/* not applied */
	switch (e->prize) {
	case WG_PRIZE_POINTS:
		/* Not a turn's score: Sabotage and Double Agent leave them
		   alone. */
		wg_score_add(&st->b.score[p], e->score);
		t->score = e->score;
		t->total = st->b.score[p];
		check_total(st, e);
		break;
	case WG_PRIZE_WS:
		st->ws[p] += e->ws;
		if (e->balance != st->ws[p])
			problem_at(st, e, WG_FIELD_BALANCE, "WS$ balance is "
			    "%d, record says %d", st->ws[p], e->balance);
		break;
	default:
		if (st->won[op] >= wg_spec_uses(op)) {
			problem_at(st, e, WG_FIELD_SPEC, "wheel: %s, yet all "
			    "%u of the game were won", wg_spec_name(op),
			    wg_spec_uses(op));
			break;
		}
		st->won[op]++;
		st->hand[p][op]++;
		break;
	}
}

/* A player forfeits, or times out on their turn, and leaves the game. */
static void
leave(struct replay *st, const struct wg_event *e, struct wg_replay_turn *t)
{
	unsigned p = e->player;

	t->score = 0;
	t->total = st->b.score[p];
	if (gone(st, e))
		return;
	if (st->over) {
		problem_at(st, e, WG_FIELD_LINE, "the game ended at line %u",
		    st->over_line);
		return;
	}
	/* A timeout that cannot be is not applied. */
	if (e->kind == WG_EV_TIMEOUT && st->time_limit == 0) {
		problem_at(st, e, WG_FIELD_LINE, "%s times out, yet the game "
		    "has no time limit", st->r->nick[p]);
		return;
	}
	if (e->kind == WG_EV_TIMEOUT && st->have_mover &&
	    p != next_player(st, st->mover)) {
		problem_at(st, e, WG_FIELD_PLAYER, "%s times out, yet %s is to "
		    "move", st->r->nick[p],
		    st->r->nick[next_player(st, st->mover)]);
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
	if (playing(st) == 1)
		game_over(st, st->res->left[p], p, e->line);
}

static void
layout(struct replay *st)
{
	const struct wg_record *r = st->r;
	unsigned row, col;

	if (r->layout_rows > 0) {
		if (r->layout_rows != st->v->rows) {
			problem(st, r->first_line, 0, "the layout has %u rows, "
			    "the board %u", r->layout_rows, st->v->rows);
			return;
		}
		for (row = 0; row < st->v->rows; row++) {
			if (strlen(r->layout[row]) != st->v->cols) {
				problem(st, r->first_line, 0, "layout row %u "
				    "is not %u squares wide", row + 1,
				    st->v->cols);
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
		problem(st, r->first_line, 0, "variant %s lays out premiums at "
		    "random and the record gives neither seed nor layout",
		    st->v->name);
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

/* 1 if at least half the game's lettered tiles are on the board. */
static int
halfway(const struct replay *st)
{
	unsigned i, on = 0, all = st->v->tiles;

	for (i = 0; i < st->b.rows * st->b.cols; i++)
		on += st->b.sq[i] != 0;
	if (st->spy)
		all -= st->v->count[0];
	return 2 * on >= all;
}

/*
 * Wordspionage: whether the winner gains skill points (a game over, won,
 * played halfway), whose level sets them, and the win's wheel.
 */
static void
skill(struct replay *st)
{
	struct wg_replay_result *res = st->res;
	const struct wg_record *r = st->r;
	unsigned p;
	int from = -1;

	res->halfway = halfway(st);
	res->skill = res->winner >= 0 && res->halfway;
	res->skill_from = -1;
	for (p = 0; p < st->b.players && res->skill; p++) {
		if ((int)p == res->winner)
			continue;
		if (!r->has_skill[p]) {
			from = -1;
			break;
		}
		if (from < 0 || wg_level(r->skill[p]) > wg_level(r->skill[from]))
			from = (int)p;
	}
	res->skill_from = from;
	if (st->win_line == 0)
		return;
	if (res->winner != (int)st->win_player)
		problem(st, st->win_line, st->win_col, "wheel for a win, yet "
		    "%s did not win", r->nick[st->win_player]);
	else if (!res->halfway)
		problem(st, st->win_line, st->win_col, "wheel for a win, yet "
		    "the game was not played halfway (half the tiles on the "
		    "board)");
}

/* The settings of a Wordspionage log, read against the alphabet. */
static void
settings(struct replay *st)
{
	const struct wg_record *r = st->r;
	unsigned k, n, have = 0;

	st->spy = r->wordspionage;
	st->time_limit = r->has_time_limit ? r->time_limit :
	    WG_TIME_LIMIT_DEFAULT;
	st->guess_limit = r->has_guess_limit ? r->guess_limit : 0;
	for (k = 0; k < r->nmissions; k++) {
		if (read_tiles(st, r->first_line, 0, r->mission[k],
		    st->mission[k], &n, WG_BOARD_MAX) != 0)
			continue;
		st->mission_len[k] = n;
		if (n < 4 || n > 6 || (have & 1U << n))
			problem(st, r->first_line, 0, "mission word %s: one "
			    "each of 4, 5 and 6 letters expected",
			    r->mission[k]);
		have |= 1U << n;
	}
	for (k = 0; k < r->nevents; k++)
		if (r->events[k].kind == WG_EV_WHEEL &&
		    r->events[k].wheel == WG_WHEEL_ACTIVATION)
			st->track_hand = 1;
}

int
wg_replay(const struct wg_record *r, const struct wg_variant *v,
    const struct wg_lexicon *lex, wg_turn_visitor visit,
    wg_problem_visitor problem_fn, void *arg, struct wg_replay_result *res)
{
	struct replay *st;
	struct wg_replay_turn *t;
	uint8_t rack[WG_RACK_TEXT];
	unsigned nrack, p, k;
	size_t i;
	int rc = WG_OK, worth;

	memset(res, 0, sizeof(*res));
	res->players = r->players;
	res->winner = -2;
	if ((st = calloc(1, sizeof(*st))) == NULL ||
	    (t = malloc(sizeof(*t))) == NULL) {
		free(st);
		return WG_E_NOMEM;
	}
	st->r = r;
	st->v = v;
	st->lex = lex;
	st->problem = problem_fn;
	st->arg = arg;
	st->res = res;
	st->stacking = v->stacking;
	/* The board is of the variant itself, with the game's length, so
	   that a position printed reads back (wgboard(5)). */
	wg_board_init(&st->b, v);
	if (st->stacking) {
		/* Replayed under the pool the game's length makes. */
		st->b.length = game_length(st);
		wg_pool_variant(v, st->b.length, &st->pool);
		st->v = v = &st->pool;
	}
	res->pool = v->tiles;
	st->b.players = r->players > 0 ? r->players : 1;
	if (r->players < v->min_players || r->players > v->max_players)
		problem(st, r->first_line, 0, "%u players; variant %s is for "
		    "%u to %u", r->players, v->name, v->min_players,
		    v->max_players);
	layout(st);
	settings(st);
	for (p = 0; p < st->b.players; p++) {
		st->held[p] = v->rack_size;
		st->ws[p] = r->has_ws[p] ? r->ws_start[p] : WG_WS_START;
	}
	k = st->b.players * v->rack_size + (st->spy ? v->count[0] : 0);
	st->bag = v->tiles > k ? v->tiles - k : 0;
	market_start(st);
	for (i = 0; i < r->nevents && rc == WG_OK; i++) {
		const struct wg_event *e = &r->events[i];

		if (e->kind == WG_EV_NOTE)
			continue;
		nrack = st->nkrack = 0;
		if (e->has_rack && read_marked(st, e->line, col_of(e,
		    WG_FIELD_RACK), e->rack,
		    st->krack, &st->nkrack, WG_RACK_MAX) != 0)
			continue;
		for (nrack = 0; nrack < st->nkrack; nrack++)
			rack[nrack] = WG_TILE_CODE(st->krack[nrack]);
		/* A withdrawal's rack is the one before the play it takes
		   back, whose tiles are still on the board. */
		if (e->has_rack && e->kind == WG_EV_PLAY)
			rack_fits(st, e, rack, nrack);
		turn_init(st, t, e, rack, nrack);
		if (e->kind != WG_EV_WHEEL)
			st->spin_ok = 0;
		switch (e->kind) {
		case WG_EV_PLAY:
			play(st, i, t, nrack);
			break;
		case WG_EV_WITHDRAW:
			withdraw(st, e, t);
			break;
		case WG_EV_SPEC:
			spec(st, e, t);
			break;
		case WG_EV_WHEEL:
			wheel(st, e, t);
			break;
		case WG_EV_FORFEIT:
		case WG_EV_TIMEOUT:
		case WG_EV_CONCEDE:
			leave(st, e, t);
			break;
		case WG_EV_BUY:
			buy(st, e, t);
			break;
		case WG_EV_OUT:
		case WG_EV_PENALTY:
			end_points(st, e, t);
			break;
		default:
			/* Challenge bonuses, time penalties: as written. */
			t->score = e->score;
			wg_score_add(&st->b.score[e->player], e->score);
			check_total(st, e);
			t->total = st->b.score[e->player];
			break;
		}
		if (e->kind != WG_EV_SPEC && e->kind != WG_EV_FORFEIT &&
		    st->spec_pending) {
			/* Spec Ops come before the word, in the turn. */
			if (e->kind != WG_EV_PLAY || e->player != st->spec_player)
				problem(st, st->spec_line, st->spec_col, "a "
				    "Spec Op, yet %s's turn does not follow",
				    r->nick[st->spec_player]);
			st->spec_pending = 0;
		}
		if (e->kind != WG_EV_BUY && st->buy_pending) {
			/* Purchases come in the turn, before its move. */
			if (e->kind != WG_EV_PLAY || e->player != st->buy_player)
				problem(st, st->buy_line, st->buy_col, "a "
				    "purchase, yet %s's turn does not follow",
				    r->nick[st->buy_player]);
			st->buy_pending = 0;
			st->nfor_board = 0;
		}
		if (e->kind != WG_EV_SPEC)
			t->ws = st->ws[e->player];
		if (e->kind != WG_EV_PLAY)
			set_leave(st, t, e->player);
		if (visit != NULL)
			rc = visit(t, arg);
	}
	if (rc == WG_OK && st->over && st->res->end == WG_END_OUT &&
	    !st->out_seen && r->nevents > 0) {
		/* Racks left but no points for them on record. */
		worth = 0;
		for (p = 0; p < st->b.players; p++) {
			uint8_t left[WG_BAG_MAX];

			if (p != res->out_player && res->left[p] == WG_END_NONE &&
			    rack_left(st, p, left, &k))
				worth += wg_tiles_value(v, left, k);
		}
		if (worth > 0)
			problem(st, r->events[r->nevents - 1].line, 0, "%s "
			    "went out; the record gives no points for the "
			    "racks left", r->nick[res->out_player]);
	}
	if (rc == WG_OK && st->spec_pending)
		problem(st, st->spec_line, st->spec_col, "a Spec Op, yet %s's "
		    "turn does not follow", r->nick[st->spec_player]);
	if (rc == WG_OK && st->buy_pending)
		problem(st, st->buy_line, st->buy_col, "a purchase, yet %s's "
		    "turn does not follow", r->nick[st->buy_player]);
	res->market_left = wg_market_size(&st->market, v->alphabet->size);
	memcpy(res->bought, st->market.bought, sizeof(res->bought));
	for (p = 0; p < st->b.players; p++)
		res->ws[p] = st->ws[p];
	res->wordspionage = r->wordspionage;
	result(st);
	if (rc == WG_OK)
		skill(st);
	if (rc == WG_OK)
		rc = st->rc;
	free(t);
	free(st);
	return rc;
}
