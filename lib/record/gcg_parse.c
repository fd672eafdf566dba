/*
 * gcg_parse.c: reads the lines of a GCG game record (pragmas, lines of
 * play, notes) into a struct wg_record.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "record_private.h"
#include "record.h"

/* The text after field T of S[0..LEN), blanks trimmed, into *V and *VLEN. */
static void
rest(const char *s, size_t len, const struct wg_tok *t, const char **v,
    size_t *vlen)
{
	const char *p = t->s + t->len, *end = s + len;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	*v = p;
	*vlen = (size_t)(end - p);
}

static int
note(struct rec_parse *p, const char *v, size_t vlen, int more)
{
	struct wg_event *e;
	char *text;
	size_t need, cap;

	if (more && p->r->nevents > 0 &&
	    p->r->events[p->r->nevents - 1].kind == WG_EV_NOTE) {
		/* A line going on with the last note. */
		e = &p->r->events[p->r->nevents - 1];
		need = p->note_len + 1 + vlen + 1;
		if (need > p->note_cap) {
			cap = p->note_cap * 2 > need ? p->note_cap * 2 : need;
			if ((text = realloc(e->text, cap)) == NULL)
				return WG_E_NOMEM;
			e->text = text;
			p->note_cap = cap;
		}
		e->text[p->note_len] = '\n';
		memcpy(e->text + p->note_len + 1, v, vlen);
		p->note_len += 1 + vlen;
		e->text[p->note_len] = '\0';
		return WG_OK;
	}
	if ((e = rec_event(p, WG_EV_NOTE)) == NULL ||
	    (e->text = rec_strndup(v, vlen)) == NULL)
		return WG_E_NOMEM;
	p->note_len = vlen;
	p->note_cap = vlen + 1;
	return WG_OK;
}

/* Whether player I of the #player lines was given nickname NICK. */
static int
said(const struct rec_parse *p, unsigned i, const struct wg_tok *nick)
{
	return strlen(p->said[i]) == nick->len &&
	    memcmp(p->said[i], nick->s, nick->len) == 0;
}

/*
 * A #player line. Quackle names both players NoName when nobody named
 * them: a nickname given before is no error but is made distinct,
 * NoName-2 (then -3, ...: the first not taken), and its move lines go
 * by turn (who_moved).
 */
static int
declare(struct rec_parse *p, const struct wg_tok *nick)
{
	struct wg_record *r = p->r;
	struct wg_tok t;
	char buf[WG_NICK_MAX];
	unsigned i, k;
	int n, dup = 0;

	for (i = 0; i < r->players; i++)
		if (said(p, i, nick) || (strlen(r->nick[i]) == nick->len &&
		    memcmp(r->nick[i], nick->s, nick->len) == 0))
			dup = 1;
	t = *nick;
	for (k = 2; dup && k < 2 + WG_MAX_PLAYERS; k++) {
		n = snprintf(buf, sizeof(buf), "%.*s-%u", (int)nick->len,
		    nick->s, k);
		if (n < 0 || (size_t)n >= sizeof(buf))
			return rec_error(p, nick->s, "player %.*s named twice "
			    "and too long to be told apart", (int)nick->len,
			    nick->s), -1;
		t.s = buf;
		t.len = (size_t)n;
		for (dup = 0, i = 0; i < r->players; i++)
			if (strcmp(r->nick[i], buf) == 0)
				dup = 1;
	}
	if (t.s != nick->s)
		p->shared = 1;
	if (r->players < WG_MAX_PLAYERS && rec_copy(p->said[r->players],
	    sizeof(p->said[0]), nick) != WG_OK)
		return rec_error(p, nick->s, "a player's name is empty or "
		    "too long"), -1;
	/* t.s is buf, gone on return, only once rec_player copied it. */
	return rec_new_player(p, &t);
}

/*
 * Who a move line of NICK is, its kind K, when #player lines share
 * NICK: the first of them in turn order from the one whose turn it is
 * (after who took the last turn; player 1 first). A challenge bonus, a
 * move taken back and the racks' points of going out are the last
 * mover's own.
 */
static int
who_moved(const struct rec_parse *p, const struct wg_tok *nick,
    enum wg_event_kind k)
{
	unsigned n = p->r->players, i, j;

	j = k == WG_EV_CHALLENGE || k == WG_EV_WITHDRAW || k == WG_EV_OUT ?
	    p->last + n - 1 : p->last;
	for (i = 0; i < n; i++, j++)
		if (said(p, j % n, nick))
			return (int)(j % n);
	return -1;
}

static int
pragma(struct rec_parse *p, const char *s, size_t len)
{
	struct wg_record *r = p->r;
	struct wg_tok t[2], name;
	const char *v;
	size_t vlen;
	int i;

	/* A '#' alone names nothing: t[0] would be left unset. */
	if (wg_tok_split(s + 1, len - 1, 0, t, 1) == 0)
		return WG_OK;
	name = t[0];
	rest(s, len, &name, &v, &vlen);
	p->in_note = 0;
	/* GCG has no Spec Ops nor wheels: they are written as notes of
	   their wglog(5) lines, and read back so. */
	if (wg_tok_is(&name, "note") && ((vlen > 5 && memcmp(v, "spec ",
	    5) == 0) || (vlen > 6 && memcmp(v, "wheel ", 6) == 0)))
		return log_parse_line(p, v, vlen);
	if (wg_tok_is(&name, "note")) {
		p->in_note = 1;
		return note(p, v, vlen, 0);
	}
	if (name.len == 7 && memcmp(name.s, "player", 6) == 0 &&
	    name.s[6] >= '1' && name.s[6] <= '4') {
		if (wg_tok_split(v, vlen, 0, t, 1) == 0)
			return rec_error(p, rec_eol(s, len), "#%.*s names no "
			    "player", (int)name.len, name.s);
		if ((unsigned)(name.s[6] - '1') != r->players)
			return rec_error(p, s, "#%.*s out of order",
			    (int)name.len, name.s);
		p->named = 1;
		if ((i = declare(p, &t[0])) < 0)
			return WG_E_FORMAT;
		rest(v, vlen, &t[0], &v, &vlen);
		if ((r->name[i] = rec_strndup(v, vlen)) == NULL)
			return WG_E_NOMEM;
		return WG_OK;
	}
	if (name.len == 5 && memcmp(name.s, "rack", 4) == 0 &&
	    name.s[4] >= '1' && name.s[4] <= '4') {
		t[0].s = v;
		t[0].len = vlen;
		if (rec_copy(r->final_rack[name.s[4] - '1'], WG_RACK_TEXT,
		    &t[0]) != WG_OK)
			return rec_error(p, v, "rack too long");
		return WG_OK;
	}
	if (wg_tok_is(&name, "variant") || wg_tok_is(&name, "lexicon")) {
		t[0].s = v;
		t[0].len = vlen;
		if (rec_copy(name.s[0] == 'v' ? r->variant : r->lexicon,
		    WG_NAME_MAX, &t[0]) != WG_OK)
			return rec_error(p, v, "#%.*s: name too long",
			    (int)name.len, name.s);
		if (name.s[0] == 'v') {
			r->variant_line = p->line;
			r->variant_col = rec_col(p, v);
		}
		return WG_OK;
	}
	if (wg_tok_is(&name, "seed")) {
		char *end;

		t[0].s = v;
		t[0].len = vlen;
		if (vlen == 0 || vlen > 20 || v[0] < '0' || v[0] > '9')
			return rec_error(p, v, "#seed: not a number");
		r->seed = strtoull(v, &end, 10);
		if (end != v + vlen)
			return rec_error(p, v, "#seed: not a number");
		r->has_seed = 1;
		return WG_OK;
	}
	if (wg_tok_is(&name, "character-encoding"))
		return WG_OK;	/* the text is UTF-8 from here on */
	return rec_pragma(r, &name, v, vlen);
}

/* "(WORD)": 1, with the word in *IN. */
static int
paren(const struct wg_tok *t, struct wg_tok *in)
{
	if (t->len < 2 || t->s[0] != '(' || t->s[t->len - 1] != ')')
		return 0;
	in->s = t->s + 1;
	in->len = t->len - 2;
	return 1;
}

/* A keyword rather than tiles: some lowercase ASCII letter in it. */
static int
keyword(const struct wg_tok *t)
{
	size_t i;

	for (i = 0; i < t->len; i++)
		if (t->s[i] >= 'a' && t->s[i] <= 'z')
			return 1;
	return 0;
}

/* A body of one field: "--", "-", "-ABC", "(...)". */
static int
single_body(const struct wg_tok *t)
{
	return t->s[0] == '-' || t->s[0] == '(';
}

static int
play(struct rec_parse *p, const char *s, size_t len)
{
	struct wg_tok t[REC_MAX_TOKS], nick, pre[3], in;
	struct wg_event *e;
	const char *colon, *v, *at;
	size_t n, i, npre, vlen;
	int who, placement;
	enum wg_event_kind kind;

	p->in_note = 0;
	if ((colon = memchr(s, ':', len)) == NULL) {
		/* Where the ':' goes: after the name. */
		for (at = s + 1; at < s + len && *at != ' ' && *at != '\t';
		    at++)
			;
		return rec_error(p, at, "no ':' after the player's name");
	}
	nick.s = s + 1;
	nick.len = (size_t)(colon - nick.s);
	for (at = nick.s; at < colon && *at != ' ' && *at != '\t'; at++)
		;
	if (at < colon || nick.len == 0)
		return rec_error(p, at, "a player's name is empty or has "
		    "blanks");
	n = wg_tok_split(colon + 1, len - (size_t)(colon + 1 - s), 0, t,
	    REC_MAX_TOKS);
	if (n > REC_MAX_TOKS)
		return rec_error(p, t[REC_MAX_TOKS - 1].s, "more than %d "
		    "fields on the line", REC_MAX_TOKS);
	for (i = 0; i + 1 < n; i++)
		if (rec_is_numeral(&t[i], 1) && rec_is_numeral(&t[i + 1], 0))
			break;
	/* "-3 +0 0": an exchange by count, then the score and total. */
	if (i + 2 < n && rec_is_numeral(&t[i + 1], 1) &&
	    rec_is_numeral(&t[i + 2], 0) && t[i].s[0] == '-')
		i++;
	if (i + 1 >= n) {
		/* Two numbers at the end, the first unsigned: GCG signs a
		   score, even a positive one. */
		if (n >= 2 && rec_is_numeral(&t[n - 2], 0) &&
		    rec_is_numeral(&t[n - 1], 0))
			return rec_error(p, t[n - 2].s, "the score %.*s has no "
			    "sign (+%.*s)", (int)t[n - 2].len, t[n - 2].s,
			    (int)t[n - 2].len, t[n - 2].s);
		return rec_error(p, rec_eol(s, len), "the line ends before its "
		    "score and total");
	}
	if (!rec_is_int(&t[i], 1) || !rec_is_int(&t[i + 1], 0))
		return rec_bad_int(p, &t[i + rec_is_int(&t[i], 1)], "a score "
		    "or total out of range");
	/* Too many: the first field past three; none: the score. */
	if ((npre = i) == 0 || npre > 3)
		return rec_error(p, t[npre ? 3 : 0].s, npre ? "too many fields "
		    "before the score" : "no move before the score");
	memcpy(pre, t, npre * sizeof(*t));
	n = p->r->players;
	if (p->shared) {
		for (who = 0; (size_t)who < n; who++)
			if (said(p, (unsigned)who, &nick))
				break;
	} else if ((who = rec_player(p, &nick)) < 0)
		return WG_E_FORMAT;
	/* A record that names its players names them all. */
	if ((size_t)who == n && p->named)
		return rec_error(p, nick.s, "player %.*s has no #player line",
		    (int)nick.len, nick.s);
	/* What the fields before the score say: [RACK] BODY or [RACK] POS WORD. */
	kind = WG_EV_PLAY;
	placement = npre == 3 || (npre == 2 && !single_body(&pre[1]));
	if (placement && npre == 2) {
		pre[2] = pre[1];
		pre[1] = pre[0];
		pre[0].len = 0;
	} else if (!placement) {
		if (npre == 1) {
			pre[1] = pre[0];
			pre[0].len = 0;
		}
		if (wg_tok_is(&pre[1], "--"))
			kind = WG_EV_WITHDRAW;
		else if (paren(&pre[1], &in)) {
			if (wg_tok_is(&in, "challenge"))
				kind = WG_EV_CHALLENGE;
			else if (wg_tok_is(&in, "time"))
				kind = WG_EV_TIME;
			else if (keyword(&in))
				kind = WG_EV_ADJUST;
			else
				kind = rec_int(&t[i]) < 0 ? WG_EV_PENALTY :
				    WG_EV_OUT;
		} else if (pre[1].s[0] != '-')
			return rec_error(p, pre[1].s, "expected a move such as "
			    "8D WORD, - or -TILES");
	}
	if (p->shared && (who = who_moved(p, &nick, kind)) < 0)
		return WG_E_FORMAT;	/* not reached: checked above */
	if (kind == WG_EV_PLAY)
		p->last = (unsigned)who + 1;
	if ((e = rec_event(p, kind)) == NULL)
		return WG_E_NOMEM;
	e->player = (unsigned)who;
	rec_mark(p, e, WG_FIELD_PLAYER, &nick);
	if (pre[0].len > 0)
		rec_mark(p, e, WG_FIELD_RACK, &pre[0]);
	rec_mark(p, e, WG_FIELD_MOVE, &pre[1]);
	rec_mark(p, e, WG_FIELD_SCORE, &t[i]);
	rec_mark(p, e, WG_FIELD_TOTAL, &t[i + 1]);
	if (pre[0].len > 0) {
		if (rec_copy(e->rack, sizeof(e->rack), &pre[0]) != WG_OK)
			return rec_error(p, pre[0].s, "rack too long");
		e->has_rack = 1;
	}
	if (placement) {
		if (rec_move(p, e, &pre[1], &pre[2]) != WG_OK)
			return WG_E_FORMAT;
	} else if (kind == WG_EV_PLAY) {
		if (rec_copy(e->move, sizeof(e->move), &pre[1]) != WG_OK)
			return rec_error(p, pre[1].s, "move too long");
	} else if (kind == WG_EV_OUT || kind == WG_EV_PENALTY ||
	    kind == WG_EV_ADJUST) {
		paren(&pre[1], &in);
		if (rec_copy(e->move, sizeof(e->move), &in) != WG_OK)
			return rec_error(p, pre[1].s, "rack too long");
	}
	e->score = rec_int(&t[i]);
	e->total = rec_int(&t[i + 1]);
	if (i + 2 < n) {
		rest(s, len, &t[i + 1], &v, &vlen);
		if ((e->text = rec_strndup(v, vlen)) == NULL)
			return WG_E_NOMEM;
	}
	return WG_OK;
}

int
gcg_parse_line(struct rec_parse *p, const char *s, size_t len)
{
	struct wg_tok t;

	if (wg_tok_split(s, len, 0, &t, 1) == 0)
		return WG_OK;
	if (s[0] == '#')
		return pragma(p, s, len);
	if (s[0] == '>')
		return play(p, s, len);
	if (p->in_note) {
		const char *v = t.s;
		size_t vlen = len - (size_t)(t.s - s);

		while (vlen > 0 && (v[vlen - 1] == ' ' || v[vlen - 1] == '\t'))
			vlen--;
		return note(p, v, vlen, 1);
	}
	return rec_error(p, t.s, "expected a #pragma or a >player: line");
}
