/*
 * text_private.h: the text wing's internals: letters and UTF-8, the words of
 * the text formats, data files, text built in memory, messages.
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_TEXT_PRIVATE_H
#define WG_TEXT_PRIVATE_H

#ifndef WG_BUILDING_LIBRARY
#error "text_private.h is internal to libwordgame; include wordgame.h"
#endif

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "wordgame.h"

/* SIZE zeroed bytes, on huge pages where the system offers them; freed
   with free() (alloc_large.c). */
void	*wg_alloc_large(size_t);

#define WG_LANGUAGE_MAX	8	/* bytes of a language tag, NUL included */

struct wg_alphabet {
	unsigned	size;				/* letters: codes 1..size */
	char		language[WG_LANGUAGE_MAX];	/* "" when none */
	uint32_t	upper[WG_MAX_LETTERS + 1];	/* code point, by code */
	uint32_t	lower[WG_MAX_LETTERS + 1];
	char		spell[WG_MAX_LETTERS + 1][5];	/* UTF-8, NUL ended */
	char		spell_lower[WG_MAX_LETTERS + 1][5];
	char		letters[WG_MAX_LETTERS * 4 + 1];
	unsigned	rules;		/* WG_RULE_* of the language */
	uint8_t		ascii[128];	/* code of each ASCII byte, either
					   case; 0 when not a letter */
};

/* Normalisation rules a language brings (struct wg_alphabet.rules). */
#define WG_RULE_ENTRY	0x01	/* ENTRY mode drops capitalised entries and
				   hyphens, apostrophes, periods */
#define WG_RULE_FOLD	0x02	/* a letter with a diacritic that is not in
				   the alphabet is taken as its base letter */
#define WG_RULE_NOUNS	0x08	/* German: a capitalised entry is a noun and
				   stays; only all-capital ones (abbreviations)
				   go */
#define WG_RULE_EXPAND	0x04	/* ß, Æ, Œ, Ĳ are written SS, AE, OE, IJ */

/* Simple case mappings (Latin-1, Latin Extended-A, Greek, Cyrillic). */
uint32_t wg_unicode_upper(uint32_t cp);
uint32_t wg_unicode_lower(uint32_t cp);

/*
 * Decodes one UTF-8 code point from S[0..LEN) into *CP.  Returns the bytes
 * used (1-4), or 0 for an invalid or truncated sequence.
 */
size_t	wg_utf8_decode(const char *s, size_t len, uint32_t *cp);
/*
 * Encodes CP into OUT (4 bytes at most, not NUL ended); returns bytes.  A
 * surrogate or a value over U+10FFFF is written as U+FFFD.
 */
size_t	wg_utf8_encode(uint32_t cp, char *out);

/*
 * Reads one letter of ALPHABET at S[0..LEN): its code into *CODE and
 * whether it was lowercase into *LOWER.  Returns the bytes used, or 0 when
 * S does not start with a letter of the alphabet (*CODE is then 0 if it is
 * valid UTF-8 at all, with the bytes of that character returned in *SKIP).
 */
size_t	wg_letter_read(const struct wg_alphabet *alphabet, const char *s,
	    size_t len, unsigned *code, int *lower, size_t *skip);

/*
 * Finds NAME as a data file: NAME itself when it has a '/' or is a
 * readable file, else NAME.EXT in SUBDIR (if not NULL) and then directly
 * in each folder of $WORDGAME_PATH, $XDG_DATA_HOME/wordgame (or
 * ~/.local/share/wordgame) and DATADIR.  Returns WG_OK, WG_E_IO (errno
 * ENOENT) or WG_E_LIMIT (a path longer than SIZE).
 */
int	wg_data_find(const char *name, const char *ext, const char *subdir,
	    const char *datadir, char *buf, size_t size);
/*
 * The same for a name read from a file (a position, a record): never a
 * path nor a file of the current folder, only the search path; WG_E_ARG
 * when NAME is not a name (wg_variant_name_ok).
 */
int	wg_data_find_named(const char *name, const char *ext,
	    const char *subdir, const char *datadir, char *buf, size_t size);
/* The same, letters of NAME.EXT in any case, in no SUBDIR. */
int	wg_data_find_any_case(const char *name, const char *ext,
	    const char *datadir, char *buf, size_t size);

/*
 * 1 if S[0..N) may name a variant: 1 to WG_NAME_MAX - 1 letters, digits,
 * '-', '_' or '.', not first: never a path, and written back as it is
 * read in every format.
 */
int	wg_variant_name_ok(const char *s, size_t n);

/*
 * Reads the square name T[0..N), a column letter and a row number ("H8"),
 * on a board of ROWS by COLS into 0-based *ROW and *COL.  Returns 0, -1
 * when T is no square name, -2 when the square is off the board.
 */
int	wg_square_read(const char *t, size_t n, unsigned rows, unsigned cols,
	    unsigned *row, unsigned *col);

/*
 * The words of the text formats (text_words.c): variants, boards, logs
 * and GCG are cut by the same functions.
 */
/* One word (a token), or one line, of a text: S[0..LEN). */
struct wg_tok {
	const char	*s;
	size_t		 len;
};
/*
 * The next line of the text from *PP up to END, without its end (LF or
 * CRLF), into *LINE; *PP moves past it.  0 when the text is read.
 */
int	wg_line_next(const char **pp, const char *end, struct wg_tok *line);
/*
 * Cuts S[0..LEN) into its words, at blanks (space, tab, CR), into W of
 * MAX; with COMMENTS, a word that begins with '#' ends the line.  Returns
 * the count of words, or MAX + 1 when the line has more (a reader that
 * points at the first word too many passes one more than it allows).
 */
size_t	wg_tok_split(const char *s, size_t len, int comments,
	    struct wg_tok *w, size_t max);
/* 1 if W is WORD. */
int	wg_tok_is(const struct wg_tok *w, const char *word);
/* The 1-based column, in characters, of AT on the line that begins at
   LINE. */
size_t	wg_tok_col(const char *line, const char *at);

/* A keyword of a text format, and the words that may follow it. */
struct wg_keyword {
	const char	*name;		/* NULL ends a table */
	unsigned char	 min, max;	/* words after it */
	unsigned char	 repeat;	/* 1: may come on several lines */
};
/* Why a keyword line was refused, and where (a place on the line). */
struct wg_keyword_fault {
	const char	*at;
	char		 msg[512];
};
/* The place of W's keyword in TABLE, or -1. */
int	wg_keyword_index(const struct wg_keyword *table,
	    const struct wg_tok *w);
/*
 * Reads the keyword line W[0..N) (N > 0) of line number LINE against
 * TABLE: the keyword known, the count of words after it within its
 * bounds, and, unless it may repeat, not given before (GIVEN[k], when not
 * NULL, the line keyword k came on, 0: not yet; set here).  Returns the
 * keyword's place in TABLE, or -1 with *F set: "unknown keyword 'X'
 * (known: ...)", "'X' given twice (first on line N)", "too few words
 * after 'X'" (just past the last word) or "too many words after 'X'".
 */
int	wg_keyword_read(const struct wg_keyword *table,
	    const struct wg_tok *w, size_t n, unsigned line, unsigned *given,
	    struct wg_keyword_fault *f);
/* Columns of S[0..N): UTF-8 characters, not bytes. */
size_t	wg_text_cols(const char *s, size_t n);

/*
 * Reads the whole file PATH into a new NUL-ended buffer.  Returns WG_OK,
 * WG_E_IO (errno set: EFBIG past WG_TEXT_MAX bytes) or WG_E_NOMEM.
 */
int	wg_file_read(const char *path, char **text, size_t *len);

/* Text built up in memory; FAILED is set when memory ran out. */
struct wg_text {
	char	*buf;
	size_t	 len;
	size_t	 cap;
	int	 failed;
};
/* printf at the end of T, growing it. */
void	wg_text_printf(struct wg_text *t, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* The same of the string S, and of N in decimal (PLUS: "+" before N >= 0),
   without printf's cost: writers of many lines use them. */
void	wg_text_puts(struct wg_text *t, const char *s);
void	wg_text_int(struct wg_text *t, long n, int plus);

/* S escaped for HTML and XML (wg_escape_next's WG_ESCAPE_HTML). */
void	wg_text_xml(struct wg_text *t, const char *s);

/* printf into BUF of SIZE (may be 0). */
void	wg_msg(char *buf, size_t size, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

#endif /* WG_TEXT_PRIVATE_H */
