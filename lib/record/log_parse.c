/*
 * log_parse.c: reads the lines of a native game log (wglog(5)) into a
 * struct wg_record.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_private.h"
#include "record.h"

/* The lines of play: keyword, kind, fields between the player and the
   score (rack first when RACK is set). */
static const struct {
	const char	*word;
	enum wg_event_kind kind;
	unsigned	 fields;
	int		 rack;
} plays[] = {
	{ "play",	WG_EV_PLAY,	3, 1 },	/* RACK POS WORD */
	{ "pass",	WG_EV_PLAY,	1, 1 },
	{ "exchange",	WG_EV_PLAY,	2, 1 },	/* RACK TILES */
	{ "withdraw",	WG_EV_WITHDRAW,	1, 1 },
	{ "challenge",	WG_EV_CHALLENGE, 1, 1 },
	{ "out",	WG_EV_OUT,	1, 0 },	/* TILES */
	{ "penalty",	WG_EV_PENALTY,	2, 1 },	/* RACK TILES */
	{ "time",	WG_EV_TIME,	1, 1 },
	{ "adjust",	WG_EV_ADJUST,	2, 1 },	/* RACK WORD */
	{ "redraw",	WG_EV_PLAY,	1, 1 }	/* RACK: the stacking game */
};
#define PLAY_REDRAW	9

/*
 * The keywords of a log's lines and the fields after each (lines of play
 * and settings check their own); those whose second line would leave to
 * a guess which counts come once.  The lines of play come last, in the
 * order of plays[].
 */
enum {
	KW_NOTE, KW_PLAYER, KW_PRAGMA, KW_WGLOG, KW_VARIANT, KW_LEXICON,
	KW_SEED, KW_LAYOUT, KW_WS, KW_RACK, KW_END, KW_SPEC, KW_WHEEL,
	KW_FORFEIT, KW_TIMEOUT, KW_CONCEDE, KW_BUY, KW_LENGTH, KW_MARKET,
	KW_TIME_LIMIT, KW_GUESS_LIMIT, KW_MISSIONS, KW_SKILL, KW_PLAY
};
#define ANY	(REC_MAX_TOKS - 1)
static const struct wg_keyword keywords[] = {
	{ "note", 0, ANY, 1 }, { "player", 0, ANY, 1 },
	{ "pragma", 0, ANY, 1 }, { "wglog", 1, 1, 0 }, { "variant", 1, 1, 0 },
	{ "lexicon", 1, 1, 0 }, { "seed", 1, 1, 0 }, { "layout", 1, 1, 1 },
	{ "ws", 2, 2, 1 }, { "rack", 2, 2, 1 }, { "end", 0, 0, 0 },
	{ "spec", 0, ANY, 1 }, { "wheel", 0, ANY, 1 },
	{ "forfeit", 0, ANY, 1 }, { "timeout", 0, ANY, 1 },
	{ "concede", 0, ANY, 1 }, { "buy", 0, ANY, 1 },
	{ "length", 0, ANY, 1 }, { "market", 0, ANY, 1 },
	{ "time-limit", 0, ANY, 1 }, { "guess-limit", 0, ANY, 1 },
	{ "missions", 0, ANY, 1 }, { "skill", 0, ANY, 1 },
	{ "play", 0, ANY, 1 }, { "pass", 0, ANY, 1 },
	{ "exchange", 0, ANY, 1 }, { "withdraw", 0, ANY, 1 },
	{ "challenge", 0, ANY, 1 }, { "out", 0, ANY, 1 },
	{ "penalty", 0, ANY, 1 }, { "time", 0, ANY, 1 },
	{ "adjust", 0, ANY, 1 }, { "redraw", 0, ANY, 1 },
	{ NULL, 0, 0, 0 }
};

/* "-" stands for nothing written. */
static int
copy_tiles(struct rec_parse *p, char *buf, size_t size,
    const struct wg_tok *t)
{
	if (wg_tok_is(t, "-")) {
		buf[0] = '\0';
		return WG_OK;
	}
	if (rec_copy(buf, size, t) != WG_OK)
		return rec_error(p, t->s, "too many tiles");
	return WG_OK;
}

static int
known_player(struct rec_parse *p, const struct wg_tok *nick)
{
	unsigned i;

	for (i = 0; i < p->r->players; i++)
		if (strlen(p->r->nick[i]) == nick->len &&
		    memcmp(p->r->nick[i], nick->s, nick->len) == 0)
			return (int)i;
	rec_error(p, nick->s, "unknown player %.*s (no player line)",
	    (int)nick->len, nick->s);
	return -1;
}

/*
 * The player of a line of play T (keyword, nickname, ...): known, and the
 * game not ended.
 */
static int
playing(struct rec_parse *p, const struct wg_tok *t)
{
	int who;

	if ((who = known_player(p, &t[1])) < 0)
		return -1;
	if (p->r->ended) {
		rec_error(p, t[0].s, "a line of play after 'end'");
		return -1;
	}
	return who;
}

/* A new event of KIND for the line of play T by player WHO, or NULL. */
static struct wg_event *
play_event(struct rec_parse *p, enum wg_event_kind kind,
    const struct wg_tok *t, int who)
{
	struct wg_event *e;

	if ((e = rec_event(p, kind)) != NULL) {
		e->player = (unsigned)who;
		rec_mark(p, e, WG_FIELD_PLAYER, &t[1]);
	}
	return e;
}

/* Keeps the comment at the end of E's line. */
static int
keep_comment(struct wg_event *e, const char *comment, size_t clen)
{
	if (clen > 0 && (e->text = rec_strndup(comment, clen)) == NULL)
		return WG_E_NOMEM;
	return WG_OK;
}

/* A count: digits only, at most nine. */
static int
read_count(const struct wg_tok *t, unsigned *n)
{
	size_t i;

	if (t->len == 0 || t->len > 9)
		return -1;
	for (*n = 0, i = 0; i < t->len; i++) {
		if (t->s[i] < '0' || t->s[i] > '9')
			return -1;
		*n = *n * 10 + (unsigned)(t->s[i] - '0');
	}
	return 0;
}

/*
 * The fields after the total: "draw TILES", and on turns "took TIME" and
 * "rejected N" (Wordspionage), each once, in any order.
 */
static int
tail_fields(struct rec_parse *p, struct wg_event *e, int turn,
    const struct wg_tok *t, size_t n)
{
	size_t i;
	int rc;

	for (i = 0; i < n; i += 2) {
		if (i + 1 == n)
			return rec_error(p, t[i].s, "%.*s: a value is "
			    "missing", (int)t[i].len, t[i].s);
		if (wg_tok_is(&t[i], "draw") && !e->has_draw) {
			if ((rc = copy_tiles(p, e->draw, sizeof(e->draw),
			    &t[i + 1])) != WG_OK)
				return rc;
			e->has_draw = 1;
			rec_mark(p, e, WG_FIELD_DRAW, &t[i + 1]);
		} else if (wg_tok_is(&t[i], "took") && turn && !e->has_took) {
			if (wg_duration_read(t[i + 1].s, t[i + 1].len,
			    &e->took) != 0)
				return rec_error(p, t[i + 1].s, "took: "
				    "expected a time such as 1h30m");
			e->has_took = 1;
			rec_mark(p, e, WG_FIELD_TOOK, &t[i + 1]);
		} else if (wg_tok_is(&t[i], "rejected") && turn && !e->has_rejected) {
			if (read_count(&t[i + 1], &e->rejected) != 0)
				return rec_error(p, t[i + 1].s, "rejected: "
				    "expected a count of word guesses");
			e->has_rejected = 1;
			rec_mark(p, e, WG_FIELD_REJECTED, &t[i + 1]);
		} else
			return rec_error(p, t[i].s, "unexpected field "
			    "'%.*s' after the total", (int)t[i].len, t[i].s);
		if (!wg_tok_is(&t[i], "draw"))
			p->r->wordspionage = 1;
	}
	return WG_OK;
}

static int
play_line(struct rec_parse *p, size_t k, const struct wg_tok *t, size_t n,
    const char *comment, size_t clen)
{
	struct wg_event *e;
	const struct wg_tok *f = t + 2, *mv;
	size_t need = 2 + plays[k].fields + 2, i;
	int who, rc;

	if (n < need)
		return rec_error(p, rec_excess(t, n, need), "%s: expected %u "
		    "fields", plays[k].word, (unsigned)(need - 1));
	for (i = need - 2; i < need; i++)
		if (!rec_is_int(&t[i], 0))
			return rec_bad_int(p, &t[i], "%s: expected the score "
			    "and the total", plays[k].word);
	if ((who = playing(p, t)) < 0)
		return WG_E_FORMAT;
	if ((e = play_event(p, plays[k].kind, t, who)) == NULL)
		return WG_E_NOMEM;
	if (plays[k].rack) {
		if ((rc = copy_tiles(p, e->rack, sizeof(e->rack), f)) != WG_OK)
			return rc;
		e->has_rack = !wg_tok_is(f, "-");
		rec_mark(p, e, WG_FIELD_RACK, f++);
	}
	/* The move: its fields; a redraw's rack; else the keyword. */
	mv = plays[k].fields > (unsigned)plays[k].rack ? f :
	    k == PLAY_REDRAW ? f - 1 : t;
	rec_mark(p, e, WG_FIELD_MOVE, mv);
	rec_mark(p, e, WG_FIELD_SCORE, &t[need - 2]);
	rec_mark(p, e, WG_FIELD_TOTAL, &t[need - 1]);
	switch (k) {
	case 0:
		if (rec_move(p, e, &f[0], &f[1]) != WG_OK)
			return WG_E_FORMAT;
		break;
	case 1:
		strcpy(e->move, "-");
		break;
	case 2:
		if (f->len + 2 > sizeof(e->move))
			return rec_error(p, f->s, "too many tiles");
		e->move[0] = '-';
		memcpy(e->move + 1, f->s, f->len);
		e->move[f->len + 1] = '\0';
		for (i = 1; e->move[i] != '\0'; i++)
			if (e->move[i] == '-')
				return rec_error(p, f->s + i - 1,
				    "exchange: no tiles");
		break;
	case 5:
	case 6:
	case 8:
		if ((rc = copy_tiles(p, e->move, sizeof(e->move), f)) != WG_OK)
			return rc;
		break;
	case PLAY_REDRAW:
		/* The whole rack goes back: an exchange of every tile. */
		e->redraw = 1;
		if (e->has_rack && snprintf(e->move, sizeof(e->move), "-%s",
		    e->rack) >= (int)sizeof(e->move))
			return rec_error(p, t[2].s, "too many tiles");
		break;
	default:
		break;
	}
	e->score = rec_int(&t[need - 2]);
	e->total = rec_int(&t[need - 1]);
	if ((rc = tail_fields(p, e, k <= 2, t + need, n - need)) != WG_OK)
		return rc;
	return keep_comment(e, comment, clen);
}

/*
 * spec NICK OP [TARGET] [LAYOUT | GIVE TAKE] WS BALANCE [SCORE TOTAL
 * [GAIN TOTAL]]: a Spec Op, its WS$ and balance, and for Sabotage and
 * Double Agent the target's points and total, then the player's.
 */
static int
spec_line(struct rec_parse *p, const struct wg_tok *t, size_t n,
    const char *comment, size_t clen)
{
	/* Scores written: the target's, then the player's. */
	static const unsigned scores[WG_SPEC_COUNT] = { 0, 0, 0, 0, 0, 1, 2 };
	/* The numbers that end the line, in order. */
	static const enum wg_field fields[] = {
		WG_FIELD_WS, WG_FIELD_BALANCE, WG_FIELD_SCORE, WG_FIELD_TOTAL,
		WG_FIELD_GAIN, WG_FIELD_GAIN_TOTAL
	};
	struct wg_event *e;
	int *val[sizeof(fields) / sizeof(fields[0])];
	enum wg_spec op;
	size_t need, k, i;
	int who, target = -1, targeted;

	if (n < 3)
		return rec_error(p, rec_excess(t, n, 3), "spec: expected a "
		    "player and a Spec Op");
	for (op = 0; op < WG_SPEC_COUNT; op++)
		if (wg_tok_is(&t[2], wg_spec_name(op)))
			break;
	if (op == WG_SPEC_COUNT)
		return rec_error(p, t[2].s, "spec: unknown Spec Op '%.*s'",
		    (int)t[2].len, t[2].s);
	/* Fields: spec NICK OP, the target, the arguments, WS$ and balance,
	   then two per score. */
	targeted = op == WG_SPEC_SURVEILLANCE || op == WG_SPEC_SWITCH ||
	    op == WG_SPEC_SABOTAGE || op == WG_SPEC_DOUBLE_AGENT;
	need = 3 + (size_t)targeted + (op == WG_SPEC_MISDIRECTION) +
	    2 * (op == WG_SPEC_SWITCH) + 2 + 2 * scores[op];
	k = 3;
	if (n != need)
		return rec_error(p, rec_excess(t, n, need), "spec %s: "
		    "expected %zu fields", wg_spec_name(op), need - 1);
	if ((who = playing(p, t)) < 0)
		return WG_E_FORMAT;
	if (targeted) {
		if ((target = known_player(p, &t[k++])) < 0)
			return WG_E_FORMAT;
		if (target == who)
			return rec_error(p, t[k - 1].s, "spec %s: %s targets "
			    "themselves", wg_spec_name(op), p->r->nick[who]);
	}
	for (i = need - 2 - 2 * scores[op]; i < need; i++)
		if (!rec_is_int(&t[i], 0))
			return rec_bad_int(p, &t[i], "spec %s: expected the "
			    "WS$ and the balance%s", wg_spec_name(op),
			    scores[op] > 0 ? ", then points and totals" : "");
	if ((e = play_event(p, WG_EV_SPEC, t, who)) == NULL)
		return WG_E_NOMEM;
	p->r->wordspionage = 1;
	e->spec = op;
	rec_mark(p, e, WG_FIELD_MOVE, &t[2]);
	rec_mark(p, e, WG_FIELD_SPEC, &t[2]);
	if (target >= 0) {
		e->has_target = 1;
		e->target = (unsigned)target;
		rec_mark(p, e, WG_FIELD_TARGET, &t[3]);
	}
	snprintf(e->move, sizeof(e->move), "%s%s%s", wg_spec_name(op),
	    target >= 0 ? " " : "", target >= 0 ? p->r->nick[target] : "");
	if (op == WG_SPEC_MISDIRECTION) {
		if ((e->layout = rec_strndup(t[k].s, t[k].len)) == NULL)
			return WG_E_NOMEM;
		rec_mark(p, e, WG_FIELD_LAYOUT, &t[k++]);
	} else if (op == WG_SPEC_SWITCH) {
		/* The tile given into rack, the one taken into draw. */
		for (i = 0; i < 2; i++, k++)
			if (rec_copy(i == 0 ? e->rack : e->draw,
			    WG_RACK_TEXT, &t[k]) != WG_OK)
				return rec_error(p, t[k].s, "too many tiles");
		rec_mark(p, e, WG_FIELD_RACK, &t[k - 2]);
		rec_mark(p, e, WG_FIELD_DRAW, &t[k - 1]);
	}
	val[0] = &e->ws;
	val[1] = &e->balance;
	val[2] = &e->score;
	val[3] = &e->total;
	val[4] = &e->gain;
	val[5] = &e->gain_total;
	for (i = 0; k < n; i++, k++) {
		*val[i] = rec_int(&t[k]);
		rec_mark(p, e, fields[i], &t[k]);
	}
	return keep_comment(e, comment, clen);
}

/*
 * wheel NICK TRIGGER [WORD | TILE] PRIZE: a Wordspionage wheel spun.
 * Triggers mission WORD, bingo and win spin the bonus wheel, whose prize
 * is "points N TOTAL" or "ws N BALANCE" (a win: WS$ only); activation
 * TILE spins the Spec Ops wheel, whose prize is a Spec Op.
 */
static int
wheel_line(struct rec_parse *p, const struct wg_tok *t, size_t n,
    const char *comment, size_t clen)
{
	static const char *const triggers[] = {
		"mission", "bingo", "win", "activation"
	};
	struct wg_event *e;
	enum wg_wheel w;
	enum wg_spec op = WG_SPEC_COUNT;
	size_t k = 3, need;
	int who;

	if (n < 3)
		return rec_error(p, rec_excess(t, n, 3), "wheel: expected a "
		    "player and a trigger");
	for (w = 0; w <= WG_WHEEL_ACTIVATION; w++)
		if (wg_tok_is(&t[2], triggers[w]))
			break;
	if (w > WG_WHEEL_ACTIVATION)
		return rec_error(p, t[2].s, "wheel: unknown trigger '%.*s' "
		    "(mission, bingo, win or activation)", (int)t[2].len,
		    t[2].s);
	need = w == WG_WHEEL_ACTIVATION ? 5 : w == WG_WHEEL_MISSION ? 7 : 6;
	if (n != need)
		return rec_error(p, rec_excess(t, n, need), "wheel %s: "
		    "expected %zu fields", triggers[w], need - 1);
	if ((who = playing(p, t)) < 0)
		return WG_E_FORMAT;
	if (w == WG_WHEEL_ACTIVATION) {
		for (op = 0; op < WG_SPEC_COUNT; op++)
			if (wg_tok_is(&t[4], wg_spec_name(op)))
				break;
		if (op == WG_SPEC_COUNT)
			return rec_error(p, t[4].s, "wheel activation: "
			    "unknown Spec Op '%.*s'", (int)t[4].len, t[4].s);
	} else {
		k = 3 + (w == WG_WHEEL_MISSION);
		if (!wg_tok_is(&t[k], "ws") && (w == WG_WHEEL_WIN ||
		    !wg_tok_is(&t[k], "points")))
			return rec_error(p, t[k].s, "wheel %s: expected %s",
			    triggers[w], w == WG_WHEEL_WIN ? "ws (a win gives "
			    "WS$ only)" : "points or ws");
		if (!rec_is_int(&t[k + 1], 0) || t[k + 1].s[0] == '-')
			return (t[k + 1].s[0] == '-' ? rec_error(p,
			    t[k + 1].s, "wheel %s: expected what the wheel "
			    "gives, 0 or more", triggers[w]) : rec_bad_int(p,
			    &t[k + 1], "wheel %s: expected what the wheel "
			    "gives, 0 or more", triggers[w]));
		if (!rec_is_int(&t[k + 2], 0))
			return rec_bad_int(p, &t[k + 2], "wheel %s: expected "
			    "the %s", triggers[w], wg_tok_is(&t[k], "ws") ?
			    "WS$ balance" : "total");
	}
	if ((e = play_event(p, WG_EV_WHEEL, t, who)) == NULL)
		return WG_E_NOMEM;
	p->r->wordspionage = 1;
	e->wheel = w;
	if (w == WG_WHEEL_MISSION || w == WG_WHEEL_ACTIVATION) {
		if (rec_copy(e->move, sizeof(e->move), &t[3]) != WG_OK)
			return rec_error(p, t[3].s, "word too long");
		rec_mark(p, e, WG_FIELD_MOVE, &t[3]);
	}
	if (w == WG_WHEEL_ACTIVATION) {
		e->prize = WG_PRIZE_SPEC;
		e->spec = op;
		rec_mark(p, e, WG_FIELD_SPEC, &t[4]);
	} else if (wg_tok_is(&t[k], "ws")) {
		e->prize = WG_PRIZE_WS;
		e->ws = rec_int(&t[k + 1]);
		e->balance = rec_int(&t[k + 2]);
		rec_mark(p, e, WG_FIELD_WS, &t[k + 1]);
		rec_mark(p, e, WG_FIELD_BALANCE, &t[k + 2]);
	} else {
		e->prize = WG_PRIZE_POINTS;
		e->score = rec_int(&t[k + 1]);
		e->total = rec_int(&t[k + 2]);
		rec_mark(p, e, WG_FIELD_SCORE, &t[k + 1]);
		rec_mark(p, e, WG_FIELD_TOTAL, &t[k + 2]);
	}
	return keep_comment(e, comment, clen);
}

/*
 * forfeit NICK, timeout NICK: a player leaves a Wordspionage game;
 * concede NICK: the stacking game.
 */
static int
leave_line(struct rec_parse *p, const struct wg_tok *t, size_t n,
    const char *comment, size_t clen)
{
	struct wg_event *e;
	int who;

	if (n != 2)
		return rec_error(p, rec_excess(t, n, 2), "%.*s: expected a "
		    "player", (int)t[0].len, t[0].s);
	if ((who = playing(p, t)) < 0)
		return WG_E_FORMAT;
	if ((e = play_event(p, t[0].s[0] == 'f' ? WG_EV_FORFEIT :
	    t[0].s[0] == 'c' ? WG_EV_CONCEDE : WG_EV_TIMEOUT, t, who)) == NULL)
		return WG_E_NOMEM;
	if (e->kind != WG_EV_CONCEDE)
		p->r->wordspionage = 1;
	return keep_comment(e, comment, clen);
}

/*
 * buy NICK TILE rack|board COST TOTAL [draw TILE]: a tile bought at the
 * stacking game's market, and the tile that took its place there.
 */
static int
buy_line(struct rec_parse *p, const struct wg_tok *t, size_t n,
    const char *comment, size_t clen)
{
	struct wg_event *e;
	size_t i;
	int who, rc;

	if (n != 6 && n != 8)
		return rec_error(p, rec_excess(t, n, n < 6 ? 6 : 8), "buy: "
		    "expected a player, a tile, rack or board, the cost and "
		    "the total");
	if (!wg_tok_is(&t[3], "rack") && !wg_tok_is(&t[3], "board"))
		return rec_error(p, t[3].s, "buy: expected rack or board");
	for (i = 4; i < 6; i++)
		if (!rec_is_int(&t[i], 0))
			return rec_bad_int(p, &t[i], "buy: expected the cost "
			    "and the total");
	if (n == 8 && !wg_tok_is(&t[6], "draw"))
		return rec_error(p, t[6].s, "unexpected field '%.*s' after "
		    "the total", (int)t[6].len, t[6].s);
	if ((who = playing(p, t)) < 0)
		return WG_E_FORMAT;
	if ((e = play_event(p, WG_EV_BUY, t, who)) == NULL)
		return WG_E_NOMEM;
	if (rec_copy(e->move, sizeof(e->move), &t[2]) != WG_OK)
		return rec_error(p, t[2].s, "buy: too many tiles");
	e->to_board = wg_tok_is(&t[3], "board");
	e->score = rec_int(&t[4]);
	e->total = rec_int(&t[5]);
	rec_mark(p, e, WG_FIELD_MOVE, &t[2]);
	rec_mark(p, e, WG_FIELD_SCORE, &t[4]);
	rec_mark(p, e, WG_FIELD_TOTAL, &t[5]);
	if (n == 8) {
		if ((rc = copy_tiles(p, e->draw, sizeof(e->draw), &t[7])) !=
		    WG_OK)
			return rc;
		e->has_draw = 1;
		rec_mark(p, e, WG_FIELD_DRAW, &t[7]);
	}
	return keep_comment(e, comment, clen);
}

/* length SHORT|NORMAL|LONG, market TILES: the stacking game's settings. */
static int
stack_setting(struct rec_parse *p, const struct wg_tok *t, size_t n)
{
	struct wg_record *r = p->r;
	enum wg_length k;

	if (p->played)
		return rec_error(p, t[0].s, "%.*s: a setting after play "
		    "began", (int)t[0].len, t[0].s);
	if (n != 2)
		return rec_error(p, rec_excess(t, n, 2), "%.*s: expected one "
		    "field", (int)t[0].len, t[0].s);
	if (wg_tok_is(&t[0], "market")) {
		r->has_market = 1;
		return copy_tiles(p, r->market, sizeof(r->market), &t[1]);
	}
	for (k = WG_LENGTH_SHORT; k <= WG_LENGTH_LONG; k++)
		if (wg_tok_is(&t[1], wg_length_name(k))) {
			r->length = k;
			return WG_OK;
		}
	return rec_error(p, t[1].s, "length: expected short, normal or "
	    "long");
}

/* time-limit, guess-limit, missions, skill: Wordspionage settings. */
static int
setting_line(struct rec_parse *p, const struct wg_tok *t, size_t n)
{
	struct wg_record *r = p->r;
	unsigned long secs;
	unsigned count, have = 0, len;
	size_t i;
	int who;

	if (p->played)
		return rec_error(p, t[0].s, "%.*s: a setting after play "
		    "began", (int)t[0].len, t[0].s);
	r->wordspionage = 1;
	if (wg_tok_is(&t[0], "missions")) {
		if (n != 1 + WG_MISSIONS)
			return rec_error(p, rec_excess(t, n, 1 + WG_MISSIONS),
			    "missions: expected three words");
		for (i = 0; i < WG_MISSIONS; i++) {
			len = (unsigned)wg_text_cols(t[1 + i].s, t[1 + i].len);
			if (len < 4 || len > 6 || (have & 1U << len) ||
			    rec_copy(r->mission[i], WG_MISSION_TEXT,
			    &t[1 + i]) != WG_OK)
				return rec_error(p, t[1 + i].s, "missions: "
				    "expected one word each of 4, 5 and 6 "
				    "letters");
			have |= 1U << len;
		}
		r->nmissions = WG_MISSIONS;
		return WG_OK;
	}
	if (wg_tok_is(&t[0], "skill")) {
		if (n != 3 || read_count(&t[2], &count) != 0)
			return rec_error(p, n != 3 ? rec_excess(t, n, 3) :
			    t[2].s, "skill: expected a player and skill "
			    "points");
		if ((who = known_player(p, &t[1])) < 0)
			return WG_E_FORMAT;
		r->has_skill[who] = 1;
		r->skill[who] = count;
		return WG_OK;
	}
	if (n != 2)
		return rec_error(p, rec_excess(t, n, 2), "%.*s: expected one "
		    "field", (int)t[0].len, t[0].s);
	if (wg_tok_is(&t[0], "time-limit")) {
		if (wg_tok_is(&t[1], "none"))
			secs = 0;
		else if (wg_duration_read(t[1].s, t[1].len, &secs) != 0 ||
		    secs == 0 || !wg_time_limit_ok(secs))
			return rec_error(p, t[1].s, "time-limit: expected "
			    "5m, 15m, 30m, 1h, 6h, 12h, 24h, 48h, 72h or none");
		r->has_time_limit = 1;
		r->time_limit = secs;
		return WG_OK;
	}
	if (wg_tok_is(&t[1], "unlimited"))
		count = 0;
	else if (read_count(&t[1], &count) != 0 || count == 0 ||
	    !wg_guess_limit_ok(count))
		return rec_error(p, t[1].s, "guess-limit: expected 1, 3, 5 "
		    "or unlimited");
	r->has_guess_limit = 1;
	r->guess_limit = count;
	return WG_OK;
}

int
log_parse_line(struct rec_parse *p, const char *s, size_t len)
{
	struct wg_record *r = p->r;
	struct wg_tok t[REC_MAX_TOKS];
	struct wg_keyword_fault f;
	const char *hash, *v, *c = NULL;
	size_t n, vlen, clen = 0;
	int who, kw;

	n = wg_tok_split(s, len, 0, t, 2);
	if (n == 0 || t[0].s[0] == '#')
		return WG_OK;
	/* The value: the rest of the line, blanks trimmed. */
	v = n > 1 ? t[1].s : s + len;
	vlen = (size_t)(s + len - v);
	while (vlen > 0 && (v[vlen - 1] == ' ' || v[vlen - 1] == '\t'))
		vlen--;
	kw = wg_keyword_index(keywords, &t[0]);
	if (kw == KW_NOTE) {
		struct wg_event *e;

		if ((e = rec_event(p, WG_EV_NOTE)) == NULL ||
		    (e->text = rec_strndup(v, vlen)) == NULL)
			return WG_E_NOMEM;
		return WG_OK;
	}
	if (kw == KW_PLAYER || kw == KW_PRAGMA) {
		struct wg_tok name;

		if (n < 2)
			return rec_error(p, rec_excess(t, n, 2), "%.*s: a name "
			    "is missing", (int)t[0].len, t[0].s);
		wg_tok_split(v, vlen, 0, &name, 1);
		v = name.s + name.len;
		while (v < t[1].s + vlen && (*v == ' ' || *v == '\t'))
			v++;
		vlen = (size_t)(t[1].s + vlen - v);
		if (kw == KW_PRAGMA)
			return rec_pragma(r, &name, v, vlen);
		if (p->played)
			return rec_error(p, t[0].s, "a player line after play "
			    "began");
		if ((who = rec_new_player(p, &name)) < 0)
			return WG_E_FORMAT;
		if ((r->name[who] = rec_strndup(v, vlen)) == NULL)
			return WG_E_NOMEM;
		return WG_OK;
	}
	/* Other lines may end in a comment, kept with a line of play. */
	if ((hash = memchr(s, '#', len)) != NULL) {
		c = hash + 1;
		clen = (size_t)(s + len - c);
		while (clen > 0 && (*c == ' ' || *c == '\t')) {
			c++;
			clen--;
		}
		len = (size_t)(hash - s);
	}
	n = wg_tok_split(s, len, 0, t, REC_MAX_TOKS);
	if (n > REC_MAX_TOKS)
		return rec_error(p, t[REC_MAX_TOKS - 1].s, "more than %d "
		    "fields on the line", REC_MAX_TOKS);
	if ((kw = wg_keyword_read(keywords, t, n, p->line, p->given, &f)) < 0)
		return rec_error(p, f.at, "%s", f.msg);
	switch (kw) {
	case KW_NOTE:
	case KW_PLAYER:
	case KW_PRAGMA:
		return WG_OK;	/* read above */
	case KW_SPEC:
		return spec_line(p, t, n, c, clen);
	case KW_WHEEL:
		return wheel_line(p, t, n, c, clen);
	case KW_FORFEIT:
	case KW_TIMEOUT:
	case KW_CONCEDE:
		return leave_line(p, t, n, c, clen);
	case KW_BUY:
		return buy_line(p, t, n, c, clen);
	case KW_LENGTH:
	case KW_MARKET:
		return stack_setting(p, t, n);
	case KW_TIME_LIMIT:
	case KW_GUESS_LIMIT:
	case KW_MISSIONS:
	case KW_SKILL:
		return setting_line(p, t, n);
	case KW_WGLOG:
		if (!wg_tok_is(&t[1], "1"))
			return rec_error(p, t[1].s, "wglog: version 1 "
			    "expected");
		return WG_OK;
	case KW_END:
		r->ended = 1;
		return WG_OK;
	case KW_WS:
		if (t[2].s[0] == '-' || t[2].s[0] == '+')
			return rec_error(p, t[2].s, "ws: expected a player and "
			    "WS$");
		if (!rec_is_int(&t[2], 0))
			return rec_bad_int(p, &t[2], "ws: expected a player "
			    "and WS$");
		if ((who = known_player(p, &t[1])) < 0)
			return WG_E_FORMAT;
		if (p->played)
			return rec_error(p, t[0].s, "a ws line after play "
			    "began");
		r->has_ws[who] = 1;
		r->ws_start[who] = rec_int(&t[2]);
		r->wordspionage = 1;
		return WG_OK;
	case KW_VARIANT:
	case KW_LEXICON:
	case KW_SEED:
	case KW_LAYOUT:
	case KW_RACK:
		break;
	default:	/* a line of play */
		return play_line(p, (size_t)(kw - KW_PLAY), t, n, c, clen);
	}
	if (kw == KW_VARIANT || kw == KW_LEXICON) {
		if (rec_copy(kw == KW_VARIANT ? r->variant : r->lexicon,
		    WG_NAME_MAX, &t[1]) != WG_OK)
			return rec_error(p, t[1].s, "name too long");
		if (kw == KW_VARIANT) {
			r->variant_line = p->line;
			r->variant_col = rec_col(p, t[1].s);
		}
		return WG_OK;
	}
	if (kw == KW_SEED) {
		char *end;

		if (t[1].len > 20 || t[1].s[0] < '0' || t[1].s[0] > '9')
			return rec_error(p, t[1].s, "seed: not a number");
		r->seed = strtoull(t[1].s, &end, 10);
		if (end != t[1].s + t[1].len)
			return rec_error(p, t[1].s, "seed: not a number");
		r->has_seed = 1;
		return WG_OK;
	}
	if (kw == KW_LAYOUT)
		return rec_layout(p, &t[1]);
	/* The rack left at the end. */
	if ((who = known_player(p, &t[1])) < 0)
		return WG_E_FORMAT;
	return copy_tiles(p, r->final_rack[who], WG_RACK_TEXT, &t[2]);
}
