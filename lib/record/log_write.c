/*
 * log_write.c: writes a struct wg_record as GCG or as a native log
 * (wglog(5)).
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_private.h"
#include "record.h"

static int	write_gcg(const struct wg_record *, char **, size_t *);
static int	write_log(const struct wg_record *, char **, size_t *);

static const char *
tiles_or_dash(const char *s)
{
	return s[0] != '\0' ? s : "-";
}

/* "+N" for N >= 0, as GCG writes scores. */
static void
score_total(struct wg_text *t, const struct wg_event *e)
{
	wg_text_int(t, e->score, 1);
	wg_text_puts(t, " ");
	wg_text_int(t, e->total, 0);
}

/* "+N" for N >= 0, then M: a score or WS$ and its total. */
static void
signed_pair(struct wg_text *t, int n, int m)
{
	wg_text_printf(t, n >= 0 ? " +%d %d" : " %d %d", n, m);
}

/*
 * A wglog(5) "wheel", "forfeit" or "timeout" line, or the stacking game's
 * "buy" or "concede", without its end.
 */
static void
wheel_line(struct wg_text *t, const struct wg_record *r,
    const struct wg_event *e)
{
	static const char *const triggers[] = {
		"mission", "bingo", "win", "activation"
	};

	if (e->kind == WG_EV_BUY) {
		wg_text_printf(t, "buy %s %s %s", r->nick[e->player], e->move,
		    e->to_board ? "board" : "rack");
		signed_pair(t, e->score, e->total);
		if (e->has_draw)
			wg_text_printf(t, " draw %s", tiles_or_dash(e->draw));
		return;
	}
	if (e->kind != WG_EV_WHEEL) {
		wg_text_printf(t, "%s %s", e->kind == WG_EV_FORFEIT ?
		    "forfeit" : e->kind == WG_EV_CONCEDE ? "concede" :
		    "timeout", r->nick[e->player]);
		return;
	}
	wg_text_printf(t, "wheel %s %s", r->nick[e->player],
	    triggers[e->wheel]);
	if (e->wheel == WG_WHEEL_MISSION || e->wheel == WG_WHEEL_ACTIVATION)
		wg_text_printf(t, " %s", e->move);
	if (e->prize == WG_PRIZE_SPEC)
		wg_text_printf(t, " %s", wg_spec_name(e->spec));
	else if (e->prize == WG_PRIZE_WS) {
		wg_text_printf(t, " ws");
		signed_pair(t, e->ws, e->balance);
	} else {
		wg_text_printf(t, " points");
		signed_pair(t, e->score, e->total);
	}
}

/* A wglog(5) line of Wordspionage and its end of line. */
static void
spec_line(struct wg_text *t, const struct wg_record *r,
    const struct wg_event *e)
{
	if (e->kind != WG_EV_SPEC) {
		wheel_line(t, r, e);
		if (e->text != NULL)
			wg_text_printf(t, " # %s", e->text);
		wg_text_printf(t, "\n");
		return;
	}
	wg_text_printf(t, "spec %s %s", r->nick[e->player],
	    wg_spec_name(e->spec));
	if (e->has_target)
		wg_text_printf(t, " %s", r->nick[e->target]);
	if (e->spec == WG_SPEC_MISDIRECTION)
		wg_text_printf(t, " %s", e->layout);
	else if (e->spec == WG_SPEC_SWITCH)
		wg_text_printf(t, " %s %s", e->rack, e->draw);
	signed_pair(t, e->ws, e->balance);
	if (e->spec == WG_SPEC_SABOTAGE || e->spec == WG_SPEC_DOUBLE_AGENT)
		signed_pair(t, e->score, e->total);
	if (e->spec == WG_SPEC_DOUBLE_AGENT)
		signed_pair(t, e->gain, e->gain_total);
	if (e->text != NULL)
		wg_text_printf(t, " # %s", e->text);
	wg_text_printf(t, "\n");
}

static int
finish(struct wg_text *t, char **text, size_t *len)
{
	if (t->failed || t->buf == NULL) {
		free(t->buf);
		*text = NULL;
		return WG_E_NOMEM;
	}
	*text = t->buf;
	*len = t->len;
	return WG_OK;
}

/* A note's lines, each after PREFIX. */
static void
note_lines(struct wg_text *t, const char *prefix, const char *note)
{
	const char *nl;

	for (;;) {
		nl = strchr(note, '\n');
		wg_text_printf(t, "%s%.*s\n", prefix,
		    (int)(nl ? (size_t)(nl - note) : strlen(note)), note);
		if (nl == NULL)
			break;
		note = nl + 1;
	}
}

/* The stacking game's settings, each line after PREFIX: GCG writes them
   as pragmas. */
static void
stack_settings(struct wg_text *t, const char *prefix,
    const struct wg_record *r)
{
	if (r->length != 0)
		wg_text_printf(t, "%slength %s\n", prefix,
		    wg_length_name(r->length));
	if (r->has_market)
		wg_text_printf(t, "%smarket %s\n", prefix,
		    tiles_or_dash(r->market));
}

static int
write_gcg(const struct wg_record *r, char **text, size_t *len)
{
	struct wg_text t = { NULL, 0, 0, 0 };
	const struct wg_event *e;
	size_t i;

	wg_text_printf(&t, "#character-encoding UTF-8\n");
	for (i = 0; i < r->players; i++)
		wg_text_printf(&t, "#player%zu %s %s\n", i + 1, r->nick[i],
		    r->name[i] != NULL ? r->name[i] : "");
	if (r->lexicon[0] != '\0')
		wg_text_printf(&t, "#lexicon %s\n", r->lexicon);
	if (r->variant[0] != '\0')
		wg_text_printf(&t, "#variant %s\n", r->variant);
	if (r->has_seed)
		wg_text_printf(&t, "#seed %" PRIu64 "\n", r->seed);
	for (i = 0; i < r->npragmas; i++)
		wg_text_printf(&t, "#%s %s\n", r->pragmas[i].name,
		    r->pragmas[i].value);
	stack_settings(&t, "#", r);
	for (i = 0; i < r->nevents; i++) {
		e = &r->events[i];
		if (e->kind == WG_EV_NOTE) {
			note_lines(&t, "#note ", e->text);
			continue;
		}
		if (e->kind >= WG_EV_SPEC) {
			/* GCG has no Spec Ops, wheels, purchases or players
			   leaving: the line is kept as a note. */
			wg_text_printf(&t, "#note ");
			spec_line(&t, r, e);
			continue;
		}
		if (e->redraw && e->move[0] == '\0') {
			/* A redraw of tiles not named: GCG needs them. */
			wg_text_printf(&t, "#note redraw %s - ",
			    r->nick[e->player]);
			score_total(&t, e);
			wg_text_printf(&t, "\n");
			continue;
		}
		/* An empty rack has no field in GCG: "-" is a pass. */
		wg_text_puts(&t, ">");
		wg_text_puts(&t, r->nick[e->player]);
		wg_text_puts(&t, ": ");
		wg_text_puts(&t, e->rack);
		wg_text_puts(&t, e->rack[0] != '\0' ? " " : "");
		switch (e->kind) {
		case WG_EV_PLAY:
			wg_text_puts(&t, e->move);
			wg_text_puts(&t, " ");
			break;
		case WG_EV_WITHDRAW:
			wg_text_printf(&t, "-- ");
			break;
		case WG_EV_CHALLENGE:
			wg_text_printf(&t, "(challenge) ");
			break;
		case WG_EV_TIME:
			wg_text_printf(&t, "(time) ");
			break;
		default:
			wg_text_printf(&t, "(%s) ", e->move);
			break;
		}
		score_total(&t, e);
		if (e->text != NULL) {
			wg_text_puts(&t, " ");
			wg_text_puts(&t, e->text);
		}
		wg_text_puts(&t, "\n");
	}
	for (i = 0; i < r->players; i++)
		if (r->final_rack[i][0] != '\0')
			wg_text_printf(&t, "#rack%zu %s\n", i + 1,
			    r->final_rack[i]);
	return finish(&t, text, len);
}

/* The Wordspionage settings of a log. */
static void
settings(struct wg_text *t, const struct wg_record *r)
{
	char dur[32];
	size_t i;

	for (i = 0; i < r->players; i++)
		if (r->has_skill[i])
			wg_text_printf(t, "skill %s %lu\n", r->nick[i],
			    r->skill[i]);
	if (r->has_time_limit) {
		wg_duration_text(r->time_limit, dur, sizeof(dur));
		wg_text_printf(t, "time-limit %s\n", r->time_limit > 0 ? dur :
		    "none");
	}
	if (r->has_guess_limit && r->guess_limit > 0)
		wg_text_printf(t, "guess-limit %u\n", r->guess_limit);
	else if (r->has_guess_limit)
		wg_text_printf(t, "guess-limit unlimited\n");
	if (r->nmissions == WG_MISSIONS)
		wg_text_printf(t, "missions %s %s %s\n", r->mission[0],
		    r->mission[1], r->mission[2]);
}

static int
write_log(const struct wg_record *r, char **text, size_t *len)
{
	static const char *const words[] = {
		"play", "withdraw", "challenge", "out", "penalty", "time",
		"adjust"
	};
	struct wg_text t = { NULL, 0, 0, 0 };
	const struct wg_event *e;
	char dur[32];
	size_t i;

	wg_text_printf(&t, "wglog 1\n");
	if (r->variant[0] != '\0')
		wg_text_printf(&t, "variant %s\n", r->variant);
	if (r->has_seed)
		wg_text_printf(&t, "seed %" PRIu64 "\n", r->seed);
	for (i = 0; i < r->layout_rows; i++)
		wg_text_printf(&t, "layout %s\n", r->layout[i]);
	if (r->lexicon[0] != '\0')
		wg_text_printf(&t, "lexicon %s\n", r->lexicon);
	for (i = 0; i < r->players; i++)
		wg_text_printf(&t, "player %s%s%s\n", r->nick[i],
		    r->name[i] != NULL && r->name[i][0] != '\0' ? " " : "",
		    r->name[i] != NULL ? r->name[i] : "");
	for (i = 0; i < r->players; i++)
		if (r->has_ws[i])
			wg_text_printf(&t, "ws %s %d\n", r->nick[i],
			    r->ws_start[i]);
	settings(&t, r);
	stack_settings(&t, "", r);
	for (i = 0; i < r->npragmas; i++)
		wg_text_printf(&t, "pragma %s%s%s\n", r->pragmas[i].name,
		    r->pragmas[i].value[0] != '\0' ? " " : "",
		    r->pragmas[i].value);
	for (i = 0; i < r->nevents; i++) {
		e = &r->events[i];
		if (e->kind == WG_EV_NOTE) {
			note_lines(&t, "note ", e->text);
			continue;
		}
		if (e->kind >= WG_EV_SPEC) {
			spec_line(&t, r, e);
			continue;
		}
		if (e->kind == WG_EV_PLAY && e->redraw)
			wg_text_printf(&t, "redraw %s %s ", r->nick[e->player],
			    tiles_or_dash(e->rack));
		else if (e->kind == WG_EV_PLAY && strcmp(e->move, "-") == 0)
			wg_text_printf(&t, "pass %s %s ", r->nick[e->player],
			    tiles_or_dash(e->rack));
		else if (e->kind == WG_EV_PLAY && e->move[0] == '-')
			wg_text_printf(&t, "exchange %s %s %s ",
			    r->nick[e->player], tiles_or_dash(e->rack),
			    e->move + 1);
		else if (e->kind == WG_EV_OUT)
			wg_text_printf(&t, "out %s %s ", r->nick[e->player],
			    tiles_or_dash(e->move));
		else {
			wg_text_printf(&t, "%s %s %s ", words[e->kind],
			    r->nick[e->player], tiles_or_dash(e->rack));
			if (e->kind == WG_EV_PLAY ||
			    e->kind == WG_EV_PENALTY || e->kind == WG_EV_ADJUST)
				wg_text_printf(&t, "%s ",
				    tiles_or_dash(e->move));
		}
		score_total(&t, e);
		if (e->has_draw)
			wg_text_printf(&t, " draw %s", tiles_or_dash(e->draw));
		if (e->has_took) {
			wg_duration_text(e->took, dur, sizeof(dur));
			wg_text_printf(&t, " took %s", dur);
		}
		if (e->has_rejected)
			wg_text_printf(&t, " rejected %u", e->rejected);
		if (e->text != NULL)
			wg_text_printf(&t, " # %s", e->text);
		wg_text_printf(&t, "\n");
	}
	for (i = 0; i < r->players; i++)
		if (r->final_rack[i][0] != '\0')
			wg_text_printf(&t, "rack %s %s\n", r->nick[i],
			    r->final_rack[i]);
	if (r->ended)
		wg_text_printf(&t, "end\n");
	return finish(&t, text, len);
}

/*
 * What a writer cannot put in a field so that the reader gets it back: in
 * a log '#' begins a comment on every line but player, pragma and note
 * lines, and a field ends at a blank; in GCG a nick ends at the first ':'
 * of a line of play, and pragmas the reader knows are not kept as
 * pragmas.
 */
static int
field_bad(char *err, size_t size, int log, const char *what,
    const char *s)
{
	if (log && strchr(s, '#') != NULL) {
		wg_msg(err, size, "%s '%s' cannot be written in a log: '#' "
		    "begins a comment there", what, s);
		return 1;
	}
	if (log && strpbrk(s, " \t") != NULL) {
		wg_msg(err, size, "%s '%s' cannot be written in a log: a "
		    "field has no blanks", what, s);
		return 1;
	}
	return 0;
}

/* GCG pragmas the GCG reader reads as something else. */
static int
gcg_reserved(const char *name)
{
	static const char *const known[] = {
		"note", "variant", "lexicon", "seed", "character-encoding"
	};
	size_t i;

	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (strcmp(name, known[i]) == 0)
			return 1;
	return (strncmp(name, "player", 6) == 0 || strncmp(name, "rack",
	    4) == 0) && name[name[0] == 'p' ? 6 : 4] >= '1' &&
	    name[name[0] == 'p' ? 6 : 4] <= '4' &&
	    name[name[0] == 'p' ? 7 : 5] == '\0';
}

/* The fields of R that FORMAT cannot hold as they are, with a message. */
static int
fields_bad(const struct wg_record *r, int log, char *err, size_t size)
{
	const struct wg_event *e;
	size_t i;

	for (i = 0; i < r->players; i++) {
		if (field_bad(err, size, log, "player", r->nick[i]))
			return 1;
		if (!log && strchr(r->nick[i], ':') != NULL) {
			wg_msg(err, size, "player '%s' cannot be written in "
			    "GCG: the name ends at the first ':'", r->nick[i]);
			return 1;
		}
		if (field_bad(err, size, log, "rack", r->final_rack[i]))
			return 1;
	}
	if (field_bad(err, size, log, "variant", r->variant) ||
	    field_bad(err, size, log, "lexicon", r->lexicon) ||
	    field_bad(err, size, log, "market", r->market))
		return 1;
	for (i = 0; i < r->nmissions; i++)
		if (field_bad(err, size, log, "mission", r->mission[i]))
			return 1;
	for (i = 0; i < r->npragmas; i++)
		if (!log && gcg_reserved(r->pragmas[i].name)) {
			wg_msg(err, size, "pragma '%s' cannot be written in "
			    "GCG: #%s means something else there",
			    r->pragmas[i].name, r->pragmas[i].name);
			return 1;
		}
	for (i = 0; i < r->nevents; i++) {
		e = &r->events[i];
		if (e->kind == WG_EV_NOTE)
			continue;
		if (field_bad(err, size, log, "rack", e->rack) ||
		    field_bad(err, size, log, "tiles", e->draw) ||
		    (e->layout != NULL && field_bad(err, size, log,
		    "layout", e->layout)))
			return 1;
		/* A placement is two fields, the rest one. */
		if (e->kind != WG_EV_PLAY && e->kind != WG_EV_SPEC &&
		    field_bad(err, size, log, "move", e->move))
			return 1;
		if (log && strchr(e->move, '#') != NULL) {
			wg_msg(err, size, "move '%s' cannot be written in a "
			    "log: '#' begins a comment there", e->move);
			return 1;
		}
	}
	return 0;
}

/*
 * The text of R in FORMAT into *TEXT, if it reads back: read again and
 * written again it is the same text.  Each field is checked first, for a
 * message that names it; the whole text then, for what those checks do
 * not foresee.
 */
static int
write_checked(const struct wg_record *r, int log, char **text, size_t *len,
    char *err, size_t size)
{
	struct wg_record *back;
	char *again, perr[512];
	size_t alen, used;
	int rc;

	*text = NULL;
	if (fields_bad(r, log, err, size))
		return WG_E_FORMAT;
	if ((rc = log ? write_log(r, text, len) : write_gcg(r, text, len)) !=
	    WG_OK)
		return rc;
	rc = wg_record_parse(&back, "written", *text, *len, 1, &used, perr,
	    sizeof(perr));
	if (rc == WG_OK) {
		if (used != *len)
			rc = WG_E_FORMAT;
		else if ((rc = log ? write_log(back, &again, &alen) :
		    write_gcg(back, &again, &alen)) == WG_OK) {
			if (alen != *len || memcmp(*text, again, alen) != 0)
				rc = WG_E_FORMAT;
			free(again);
		}
		wg_record_free(back);
	}
	if (rc == WG_E_FORMAT || rc == WG_E_EMPTY) {
		wg_msg(err, size, "the record cannot be written as %s so that "
		    "it reads back the same", log ? "a log" : "GCG");
		rc = WG_E_FORMAT;
	}
	if (rc != WG_OK) {
		free(*text);
		*text = NULL;
	}
	return rc;
}

int
wg_record_check_write(const struct wg_record *r, int format, char *err,
    size_t size)
{
	char *text;
	size_t len;
	int rc;

	rc = write_checked(r, format == WG_RECORD_LOG, &text, &len, err, size);
	free(text);
	return rc;
}

int
wg_record_write_gcg(const struct wg_record *r, char **text, size_t *len)
{
	char err[256];

	return write_checked(r, 0, text, len, err, sizeof(err));
}

int
wg_record_write_log(const struct wg_record *r, char **text, size_t *len)
{
	char err[256];

	return write_checked(r, 1, text, len, err, sizeof(err));
}
