/*
 * record.c: game records in memory: splitting input into records and
 * lines, the character encoding of GCG, and the helpers the GCG and log
 * parsers share.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "record_private.h"
#include "record.h"

unsigned
rec_col(const struct rec_parse *p, const char *at)
{
	return 1 + (unsigned)wg_text_cols(p->linestart,
	    (size_t)(at - p->linestart));
}

int
rec_error(struct rec_parse *p, const char *at, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	wg_msg(p->err, p->errsize, "%s:%u:%u: %s", p->name, p->line,
	    rec_col(p, at), msg);
	return WG_E_FORMAT;
}

const char *
rec_excess(const struct wg_tok *t, size_t n, size_t need)
{
	return n < need ? t[n - 1].s + t[n - 1].len : t[need].s;
}

const char *
rec_eol(const char *s, size_t len)
{
	while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	return s + len;
}

int
rec_is_numeral(const struct wg_tok *t, int sign_required)
{
	size_t i = 0;

	if (t->len > 0 && (t->s[0] == '+' || t->s[0] == '-'))
		i = 1;
	else if (sign_required)
		return 0;
	if (i == t->len)
		return 0;
	for (; i < t->len; i++)
		if (t->s[i] < '0' || t->s[i] > '9')
			return 0;
	return 1;
}

/* The magnitude of numeral T, or WG_SCORE_MAX + 1 when it is more. */
static long long
magnitude(const struct wg_tok *t)
{
	long long v = 0;
	size_t i = t->s[0] == '+' || t->s[0] == '-';

	for (; i < t->len && v <= WG_SCORE_MAX; i++)
		v = v * 10 + (t->s[i] - '0');
	return v <= WG_SCORE_MAX ? v : (long long)WG_SCORE_MAX + 1;
}

int
rec_is_int(const struct wg_tok *t, int sign_required)
{
	return rec_is_numeral(t, sign_required) &&
	    magnitude(t) <= WG_SCORE_MAX;
}

int
rec_int(const struct wg_tok *t)
{
	long long v = magnitude(t);

	if (v > WG_SCORE_MAX)
		v = WG_SCORE_MAX;
	return (int)(t->s[0] == '-' ? -v : v);
}

int
rec_bad_int(struct rec_parse *p, const struct wg_tok *t, const char *fmt,
    ...)
{
	char msg[256];
	va_list ap;

	if (rec_is_numeral(t, 0))
		return rec_error(p, t->s, "%.*s is out of range %d..%d",
		    (int)t->len, t->s, -WG_SCORE_MAX, WG_SCORE_MAX);
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return rec_error(p, t->s, "%s", msg);
}

int
rec_copy(char *buf, size_t size, const struct wg_tok *t)
{
	if (t->len >= size)
		return WG_E_LIMIT;
	memcpy(buf, t->s, t->len);
	buf[t->len] = '\0';
	return WG_OK;
}

char *
rec_strndup(const char *s, size_t len)
{
	char *d = malloc(len + 1);

	if (d != NULL) {
		memcpy(d, s, len);
		d[len] = '\0';
	}
	return d;
}

int
rec_player(struct rec_parse *p, const struct wg_tok *nick)
{
	struct wg_record *r = p->r;
	unsigned i;

	for (i = 0; i < r->players; i++)
		if (strlen(r->nick[i]) == nick->len &&
		    memcmp(r->nick[i], nick->s, nick->len) == 0)
			return (int)i;
	if (r->players == WG_MAX_PLAYERS) {
		rec_error(p, nick->s, "a fifth player, %.*s", (int)nick->len,
		    nick->s);
		return -1;
	}
	if (nick->len == 0 || rec_copy(r->nick[r->players],
	    sizeof(r->nick[0]), nick) != WG_OK) {
		rec_error(p, nick->s, "a player's name is empty or too long");
		return -1;
	}
	return (int)r->players++;
}

int
rec_new_player(struct rec_parse *p, const struct wg_tok *nick)
{
	unsigned before = p->r->players;
	int i = rec_player(p, nick);

	/* Known already, the last one named included: named twice. */
	if (i >= 0 && p->r->players == before) {
		rec_error(p, nick->s, "player %.*s named twice", (int)nick->len,
		    nick->s);
		return -1;
	}
	return i;
}

int
rec_move(struct rec_parse *p, struct wg_event *e, const struct wg_tok *pos,
    const struct wg_tok *word)
{
	if (pos->len + word->len + 2 > sizeof(e->move))
		return rec_error(p, pos->s, "move too long");
	memcpy(e->move, pos->s, pos->len);
	e->move[pos->len] = ' ';
	memcpy(e->move + pos->len + 1, word->s, word->len);
	e->move[pos->len + 1 + word->len] = '\0';
	return WG_OK;
}

struct wg_event *
rec_add_event(struct wg_record *r, enum wg_event_kind kind)
{
	struct wg_event *e;

	if (r->nevents == r->cap) {
		size_t ncap = r->cap ? r->cap * 2 : 64;

		if ((e = realloc(r->events, ncap * sizeof(*e))) == NULL)
			return NULL;
		r->events = e;
		r->cap = ncap;
	}
	e = &r->events[r->nevents++];
	memset(e, 0, sizeof(*e));
	e->kind = kind;
	return e;
}

struct wg_event *
rec_event(struct rec_parse *p, enum wg_event_kind kind)
{
	struct wg_event *e;
	const char *at;

	if ((e = rec_add_event(p->r, kind)) == NULL)
		return NULL;
	e->line = p->line;
	/* Events come of lines with a field, where this stops. */
	for (at = p->linestart; *at == ' ' || *at == '\t'; at++)
		;
	e->col[WG_FIELD_LINE] = rec_col(p, at);
	if (kind != WG_EV_NOTE)
		p->played = 1;
	return e;
}

void
rec_mark(const struct rec_parse *p, struct wg_event *e, enum wg_field f,
    const struct wg_tok *t)
{
	e->col[f] = rec_col(p, t->s);
}

int
rec_pragma(struct wg_record *r, const struct wg_tok *name,
    const char *value, size_t vlen)
{
	struct wg_pragma *pr;

	pr = realloc(r->pragmas, (r->npragmas + 1) * sizeof(*pr));
	if (pr == NULL)
		return WG_E_NOMEM;
	r->pragmas = pr;
	pr += r->npragmas;
	pr->name = rec_strndup(name->s, name->len);
	pr->value = rec_strndup(value, vlen);
	if (pr->name == NULL || pr->value == NULL) {
		free(pr->name);
		free(pr->value);
		return WG_E_NOMEM;
	}
	r->npragmas++;
	return WG_OK;
}

int
rec_layout(struct rec_parse *p, const struct wg_tok *row)
{
	struct wg_record *r = p->r;
	size_t i;

	if (r->layout_rows == WG_BOARD_MAX || row->len > WG_BOARD_MAX)
		return rec_error(p, row->s, "the layout is larger than %ux%u",
		    WG_BOARD_MAX, WG_BOARD_MAX);
	for (i = 0; i < row->len; i++)
		if (wg_premium_from_char((unsigned char)row->s[i]) < 0)
			return rec_error(p, row->s + i, "'%c' is not a "
			    "premium square", row->s[i]);
	rec_copy(r->layout[r->layout_rows++], WG_BOARD_MAX + 1, row);
	return WG_OK;
}

void
wg_record_free(struct wg_record *r)
{
	size_t i;

	if (r == NULL)
		return;
	for (i = 0; i < r->nevents; i++) {
		free(r->events[i].text);
		free(r->events[i].layout);
	}
	for (i = 0; i < r->npragmas; i++) {
		free(r->pragmas[i].name);
		free(r->pragmas[i].value);
	}
	for (i = 0; i < WG_MAX_PLAYERS; i++)
		free(r->name[i]);
	free(r->pragmas);
	free(r->events);
	free(r);
}

static int
starts(const char *s, size_t len, const char *word)
{
	size_t n = strlen(word);

	return len >= n && memcmp(s, word, n) == 0 &&
	    (len == n || s[n] == ' ' || s[n] == '\t');
}

/* The lines that open a record, as bits. */
enum {
	OPEN_ENCODING = 1,	/* GCG: #character-encoding */
	OPEN_PLAYER1 = 2,	/* GCG: #player1 */
	OPEN_LOG = 4		/* wglog */
};

/* Which opening line S[0..LEN) is, or 0. */
static unsigned
opening(const char *s, size_t len)
{
	if (starts(s, len, "#character-encoding"))
		return OPEN_ENCODING;
	if (starts(s, len, "#player1"))
		return OPEN_PLAYER1;
	return starts(s, len, "wglog") ? OPEN_LOG : 0;
}

/*
 * Whether the opening line KIND starts the next record, given the record
 * so far (LOG as in wg_record_parse, OPENED the opening lines read).
 * After lines of play any opening line does.  Before them, one that cannot
 * go on with this record's header does too, so that a record broken
 * before its first play does not swallow those after it: in GCG a second
 * #player1, #character-encoding after either, or wglog; in a log (whose
 * first line is wglog) any.
 */
static int
next_record(const struct rec_parse *p, int log, unsigned opened,
    unsigned kind)
{
	if (kind == 0 || log == -1)
		return 0;
	if (p->played || log == 1 || kind == OPEN_LOG)
		return 1;
	if (kind == OPEN_ENCODING)
		return opened != 0;
	return (opened & OPEN_PLAYER1) != 0;
}

/*
 * 1 if S[0..LEN) is valid UTF-8 with no NUL or control characters; else 0,
 * with *BAD the offset of the first control character, or when there is
 * none of the first byte that is not UTF-8.
 */
static int
check_text(const char *s, size_t len, int *binary, size_t *bad)
{
	size_t i = 0, n;
	uint32_t cp;
	int ok = 1;

	*binary = 0;
	while (i < len) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 && c != '\t') {
			*binary = 1;
			*bad = i;
			return 0;
		}
		if (c < 0x80) {
			i++;
			continue;
		}
		if ((n = wg_utf8_decode(s + i, len - i, &cp)) == 0) {
			if (ok)
				*bad = i;
			ok = 0;
			i++;
		} else
			i += n;
	}
	return ok;
}

/* Latin-1 S[0..LEN) as UTF-8 into OUT (2 * LEN bytes); returns bytes. */
static size_t
latin1(const char *s, size_t len, char *out)
{
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		n += wg_utf8_encode((unsigned char)s[i], out + n);
	return n;
}

/* The encoding pragma's value: 1 UTF-8, 0 Latin-1, -1 unknown. */
static int
encoding_named(const char *s, size_t len)
{
	struct wg_tok t[2];

	if (wg_tok_split(s, len, 0, t, 2) < 2)
		return -1;
	if ((t[1].len == 5 && strncasecmp(t[1].s, "UTF-8", 5) == 0) ||
	    (t[1].len == 4 && strncasecmp(t[1].s, "UTF8", 4) == 0))
		return 1;
	if ((t[1].len == 10 && strncasecmp(t[1].s, "ISO-8859-1", 10) == 0) ||
	    (t[1].len == 7 && strncasecmp(t[1].s, "LATIN-1", 7) == 0))
		return 0;
	return -1;
}

int
wg_record_parse(struct wg_record **out, const char *name, const char *text,
    size_t len, unsigned first_line, size_t *used, char *errbuf,
    size_t errsize)
{
	struct rec_parse p;
	const char *s = text, *end = text + len;
	char *conv = NULL;
	size_t convcap = 0, n, bad = 0;
	unsigned opened = 0, kind;
	int rc = WG_OK, log = -1, utf8 = -1, binary, nonblank = 0;

	*out = NULL;
	memset(&p, 0, sizeof(p));
	if ((p.r = calloc(1, sizeof(*p.r))) == NULL)
		return WG_E_NOMEM;
	p.name = name;
	p.err = errbuf;
	p.errsize = errsize;
	p.line = first_line - 1;
	p.r->first_line = first_line;
	for (;;) {
		const char *at = s, *line;
		struct wg_tok l;

		if (!wg_line_next(&s, end, &l))
			break;
		line = l.s;
		n = l.len;
		p.line++;
		if (p.line == 1 && n >= 3 &&
		    memcmp(line, "\xef\xbb\xbf", 3) == 0) {
			line += 3;
			n -= 3;
		}
		kind = opening(line, n);
		if (next_record(&p, log, opened, kind)) {
			s = at;		/* the next record's first line */
			break;
		}
		opened |= kind;
		if (rc != WG_OK)
			continue;	/* skip to the next record */
		p.linestart = line;
		/* Text declared Latin-1 is decoded so even where its bytes
		   happen to make UTF-8. */
		if (!check_text(line, n, &binary, &bad) || utf8 == 0) {
			if (binary || utf8 == 1 || log == 1) {
				rc = rec_error(&p, line + bad, binary ?
				    "binary data, not a game record" :
				    "invalid UTF-8");
				continue;
			}
			if (convcap < 2 * n + 1) {
				free(conv);
				convcap = 2 * n + 1;
				if ((conv = malloc(convcap)) == NULL) {
					rc = WG_E_NOMEM;
					break;
				}
			}
			n = latin1(line, n, conv);
			line = p.linestart = conv;
		}
		if (log == -1) {
			struct wg_tok first;

			if (wg_tok_split(line, n, 0, &first, 1) == 0)
				continue;
			log = starts(line, n, "wglog");
			p.r->format = log ? WG_RECORD_LOG : WG_RECORD_GCG;
		}
		if (!log && starts(line, n, "#character-encoding") &&
		    (utf8 = encoding_named(line, n)) < 0) {
			struct wg_tok t[2];

			rc = rec_error(&p, wg_tok_split(line, n, 0, t, 2) < 2 ?
			    rec_eol(line, n) : t[1].s, "#character-encoding: "
			    "UTF-8 or ISO-8859-1 expected");
			continue;
		}
		if (n > 0)
			nonblank = 1;
		rc = log ? log_parse_line(&p, line, n) :
		    gcg_parse_line(&p, line, n);
		if (rc == WG_E_NOMEM)
			break;
		/* Bounds on what one record may hold, as it is read. */
		if (rc == WG_OK && p.line - first_line >= wg_limits()->lines)
			rc = rec_error(&p, line, "more than %llu lines in one "
			    "record (the 'lines' limit)",
			    (unsigned long long)wg_limits()->lines);
		else if (rc == WG_OK && p.r->nevents > wg_limits()->turns)
			rc = rec_error(&p, line, "more than %llu turns and notes "
			    "in one record (the 'turns' limit)",
			    (unsigned long long)wg_limits()->turns);
	}
	free(conv);
	*used = (size_t)(s - text);
	if (rc == WG_OK && !nonblank)
		rc = WG_E_EMPTY;
	if (rc == WG_E_NOMEM)
		wg_msg(errbuf, errsize, "%s: %s", name, wg_strerror(rc));
	if (rc != WG_OK) {
		wg_record_free(p.r);
		return rc;
	}
	*out = p.r;
	return WG_OK;
}
