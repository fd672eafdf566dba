/*
 * record.h: what the record parsers (gcg_parse.c, log_parse.c), writer
 * (log_write.c) and reader (record.c) share inside libwordgame.
 */
#ifndef WG_RECORD_H
#define WG_RECORD_H

#include "record_private.h"

/* The fields of a line at most (struct wg_tok, wg_tok_split). */
#define REC_MAX_TOKS	24

/* The state of one record being read. */
struct rec_parse {
	struct wg_record *r;
	const char	*name;
	unsigned	 line;
	char		*err;
	size_t		 errsize;
	int		 in_note;	/* GCG: lines go on a #note */
	size_t		 note_len;	/* its bytes so far, and room: */
	size_t		 note_cap;	/* grown by doubling, so that long
					   notes take linear time */
	int		 played;	/* a line of play was read */
	int		 named;		/* GCG: a #player line was read */
	char		 said[WG_MAX_PLAYERS][WG_NICK_MAX];
					/* GCG: each nickname as its #player
					   line gave it, before any -2 */
	int		 shared;	/* GCG: two #player lines share one */
	unsigned	 last;		/* GCG: 1 + who took the last turn */
	const char	*linestart;	/* the line being read, for columns */
	unsigned	 given[40];	/* logs: the line each keyword came
					   on (wg_keyword_read) */
};

/* The 1-based column, in characters, of AT on the line being read. */
unsigned rec_col(const struct rec_parse *p, const char *at);
/*
 * Sets the message "NAME:LINE:COL: ...", COL the column of AT (the start
 * of the field at fault, or just past the line's last field when one is
 * missing), and returns WG_E_FORMAT.
 */
int	rec_error(struct rec_parse *p, const char *at, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/*
 * Where fields T[0..N) (N > 0) go wrong against the NEED expected: just
 * past the last when fewer, else the first one too many.
 */
const char *rec_excess(const struct wg_tok *t, size_t n, size_t need);
/* Just past the last character of S[0..LEN) that is not a blank. */
const char *rec_eol(const char *s, size_t len);
/* 1 if T is written as an integer: digits, with a sign when
   SIGN_REQUIRED is 1 (else optional). */
int	rec_is_numeral(const struct wg_tok *t, int sign_required);
/* The same, and within +-WG_SCORE_MAX, the one range of every number a
   record holds (scores, totals, WS$). */
int	rec_is_int(const struct wg_tok *t, int sign_required);
/* The integer T holds (rec_is_numeral), clamped to +-WG_SCORE_MAX. */
int	rec_int(const struct wg_tok *t);
/*
 * The error for T, which is not what rec_is_int wants: a number out of
 * range says so, anything else gets the message FMT.
 */
int	rec_bad_int(struct rec_parse *p, const struct wg_tok *t,
	    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Copies T into BUF of SIZE; WG_E_LIMIT when it does not fit. */
int	rec_copy(char *buf, size_t size, const struct wg_tok *t);
/* A new NUL-ended copy of S[0..LEN), or NULL. */
char	*rec_strndup(const char *s, size_t len);
/* The player NICK, added when new; -1 after a message when a fifth. */
int	rec_player(struct rec_parse *p, const struct wg_tok *nick);
/* The same for a player being named: one known already is an error. */
int	rec_new_player(struct rec_parse *p, const struct wg_tok *nick);
/* A new event at the end of the record (zeroed, line and the line's
   column set), or NULL. */
struct wg_event *rec_event(struct rec_parse *p, enum wg_event_kind kind);
/* The same for a record made rather than read (line 0). */
struct wg_event *rec_add_event(struct wg_record *r, enum wg_event_kind kind);
/* Keeps in E the column of its field F, written at T. */
void	rec_mark(const struct rec_parse *p, struct wg_event *e,
	    enum wg_field f, const struct wg_tok *t);
/* Sets E's move to "POS WORD". */
int	rec_move(struct rec_parse *p, struct wg_event *e,
	    const struct wg_tok *pos, const struct wg_tok *word);
/* Keeps pragma NAME with VALUE.  Returns WG_OK or WG_E_NOMEM. */
int	rec_pragma(struct wg_record *r, const struct wg_tok *name,
	    const char *value, size_t vlen);
/* Reads a premium layout row into the record ("layout" lines). */
int	rec_layout(struct rec_parse *p, const struct wg_tok *row);

/* One line, converted to UTF-8 and without its line end. */
int	gcg_parse_line(struct rec_parse *p, const char *s, size_t len);
int	log_parse_line(struct rec_parse *p, const char *s, size_t len);

#endif
