/*
 * turn.c: the services a game's hooks share with the turn loop of a replay
 * (record/replay.c): problems at a line and field, tiles read from a
 * record, totals, whose turn it is, the end of the game.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "games_private.h"
#include "game.h"

static void
replay_vproblem(struct replay *st, unsigned line, unsigned col, const char *fmt,
    va_list ap)
{
	char msg[512];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	st->res->problems++;
	if (st->problem != NULL)
		st->problem(line, col, msg, st->arg);
}

void
replay_problem(struct replay *st, unsigned line, unsigned col, const char *fmt,
    ...)
{
	va_list ap;

	va_start(ap, fmt);
	replay_vproblem(st, line, col, fmt, ap);
	va_end(ap);
}

/* The column of field F of E's line; the line's when F is not written. */
unsigned
replay_col_of(const struct wg_event *e, enum wg_field f)
{
	return e->col[f] != 0 ? e->col[f] : e->col[WG_FIELD_LINE];
}

/* A problem at field F of E's line. */
void
replay_problem_at(struct replay *st, const struct wg_event *e, enum wg_field f,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	replay_vproblem(st, e->line, replay_col_of(e, f), fmt, ap);
	va_end(ap);
}

/* 1 if the tiles B are all among A, rainbow tiles told apart. */
int
replay_holds_tiles(const uint8_t *a, unsigned na, const uint8_t *b, unsigned nb)
{
	unsigned count[2 * WG_TILE_RAINBOW] = { 0 }, i;

	for (i = 0; i < na; i++)
		count[a[i] & 0x7f]++;
	for (i = 0; i < nb; i++)
		if (count[b[i] & 0x7f]-- == 0)
			return 0;
	return 1;
}

/*
 * Reads tiles written as TEXT ('?' a blank, '*' after a rainbow tile of
 * the stacking game) into T, rainbow tiles with WG_TILE_RAINBOW; -1 after
 * a problem, reported at LINE and COL.
 */
int
replay_read_marked(struct replay *st, unsigned line, unsigned col, const char
    *text, uint8_t *t, unsigned *n, unsigned max)
{
	uint8_t buf[WG_RACK_MAX];
	uint32_t rainbow;
	const char *msg;
	size_t errcol;
	unsigned i, most = max < WG_RACK_MAX ? max : WG_RACK_MAX;
	int rc;

	*n = 0;
	if (text[0] == '\0')
		return 0;
	rc = wg_tiles_parse(st->v->alphabet, text, strlen(text), buf, most, n,
	    &rainbow, &errcol, &msg);
	if (rc == WG_E_LIMIT)
		replay_problem(st, line, col, "tiles %s: too many (at most %u)",
		    text, most);
	else if (rc != WG_OK)
		replay_problem(st, line, col, "tiles %s: %s", text, msg);
	else if (rainbow != 0 && !wg_game_racks(st->game))
		replay_problem(st, line, col,
		    "tiles %s: rainbow tiles are the stacking game's", text);
	if (rc != WG_OK || (rainbow != 0 && !wg_game_racks(st->game))) {
		*n = 0;
		st->rc = WG_E_FORMAT;
		return -1;
	}
	for (i = 0; i < *n; i++)
		t[i] = (uint8_t)(buf[i] | (rainbow >> i & 1 ?
		    WG_TILE_RAINBOW : 0));
	return 0;
}

/* The same, rainbow tiles as plain letters. */
int
replay_read_tiles(struct replay *st, unsigned line, unsigned col, const char
    *text, uint8_t *t, unsigned *n, unsigned max)
{
	unsigned i;

	if (replay_read_marked(st, line, col, text, t, n, max) != 0)
		return -1;
	for (i = 0; i < *n; i++)
		t[i] = WG_TILE_CODE(t[i]);
	return 0;
}

void
replay_check_total(struct replay *st, const struct wg_event *e)
{
	int want = st->recorded[e->player];

	/* Totals stop at WG_SCORE_MAX, the record's as the board's. */
	wg_score_add(&want, e->score);
	if (e->total != want)
		replay_problem_at(st, e, WG_FIELD_TOTAL,
		    "total is %d, record says %d", want, e->total);
	st->recorded[e->player] = e->total;
}

/* The player to move after P: the next one still in the game. */
unsigned
replay_next_player(const struct replay *st, unsigned p)
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
int
replay_player_out(struct replay *st, const struct wg_event *e)
{
	enum wg_end how = st->res->left[e->player];

	if (how == WG_END_NONE)
		return 0;
	replay_problem_at(st, e, WG_FIELD_PLAYER,
	    "%s %s at line %u and is out of the game", st->r->nick[e->player],
	    how == WG_END_TIMEOUT ? "timed out" : how == WG_END_CONCEDE ?
	    "conceded" : "forfeited", st->left_line[e->player]);
	return 1;
}

void
replay_turn_action(struct replay *st, const struct wg_event *e,
    const char *does, int pending, unsigned pending_player)
{
	unsigned p = e->player;

	if (st->over)
		replay_problem_at(st, e, WG_FIELD_LINE,
		    "the game ended at line %u", st->over_line);
	else if (pending && pending_player != p)
		replay_problem_at(st, e, WG_FIELD_PLAYER, "%s %s in %s's turn",
		    st->r->nick[p], does, st->r->nick[pending_player]);
	else if (replay_player_out(st, e))
		;
	else if (st->have_mover && p != replay_next_player(st, st->mover))
		replay_problem_at(st, e, WG_FIELD_PLAYER,
		    "%s %s out of turn, %s is to move", st->r->nick[p], does,
		    st->r->nick[replay_next_player(st, st->mover)]);
}

void
replay_game_over(struct replay *st, enum wg_end how, unsigned who,
    unsigned line)
{
	unsigned p;

	st->over = 1;
	st->over_line = line;
	st->res->end = how;
	st->res->out_player = who;
	for (p = 0; p < st->b.players; p++)
		st->res->pre_end[p] = st->b.score[p];
}

/* A pragma of a GCG record (or a log's "pragma" line), or NULL. */
const char *
replay_pragma(const struct wg_record *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->npragmas; i++)
		if (strcmp(r->pragmas[i].name, name) == 0)
			return r->pragmas[i].value;
	return NULL;
}

