/*
 * wordgame.h: the public interface of libwordgame, the library behind
 * wsdict, wsmove, wsgen and wsreplay.  See libwordgame(3).
 */
#ifndef WORDGAME_H
#define WORDGAME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Return codes: WG_OK or a negative WG_E_* code. */
#define WG_OK		0
#define WG_E_NOMEM	(-1)	/* out of memory */
#define WG_E_IO		(-2)	/* a system call failed; errno is kept */
#define WG_E_FORMAT	(-3)	/* malformed input text */
#define WG_E_CORRUPT	(-4)	/* a lexicon file that fails validation */
#define WG_E_ARG	(-5)	/* a bad argument (unknown language, ...) */
#define WG_E_LIMIT	(-6)	/* a size limit was exceeded */
#define WG_E_EMPTY	(-7)	/* nothing to build from */

/* Limits. */
#define WG_MAX_WORD	64	/* letters in one word */
#define WG_MAX_LETTERS	62	/* letters in one alphabet */

/* Returns a static English description of a WG_* code. */
const char	*wg_strerror(int code);

/* The library's version string, e.g. "0.1.0". */
const char	*wg_version(void);
/* The versions of libarchive and zlib in use, e.g. "libarchive 3.6.2, zlib 1.2.13". */
const char	*wg_dependency_versions(void);

/*
 * Alphabets.
 * A letter is one Unicode code point, written uppercase.  Letters are numbered
 * 1..size in the order the alphabet lists them (0 is never a letter), and
 * words are handled as arrays of these codes (uint8_t).
 * A language ("en", "es", "it", "pt", "de", "fr", "pl") brings its letters
 * and the normalisation its games apply to word lists; see wsdict(1).
 */
struct wg_alphabet;

/*
 * Makes the alphabet of LANGUAGE; NULL or "" is the plain alphabet A-Z with
 * no language rules.  Returns WG_OK, WG_E_ARG for an unknown language, or
 * WG_E_NOMEM.  Free with wg_alphabet_free.
 */
int		 wg_alphabet_new(struct wg_alphabet **out, const char *language);

/*
 * Makes an alphabet of the given letters (UTF-8, one code point each, in
 * order; lowercase is taken as uppercase) under LANGUAGE's normalisation
 * rules (NULL or "": none).  Returns WG_OK, WG_E_ARG (a repeated letter, a
 * letter that is not a letter, more than WG_MAX_LETTERS, invalid UTF-8, an
 * unknown language) or WG_E_NOMEM.
 */
int		 wg_alphabet_new_letters(struct wg_alphabet **out,
		    const char *letters, const char *language);
void		 wg_alphabet_free(struct wg_alphabet *alphabet);

/* Number of letters; codes run from 1 to this. */
unsigned	 wg_alphabet_size(const struct wg_alphabet *alphabet);
/* The language tag, "" when none.  Valid while the alphabet lives. */
const char	*wg_alphabet_language(const struct wg_alphabet *alphabet);
/* All letters in code order as one UTF-8 string. */
const char	*wg_alphabet_letters(const struct wg_alphabet *alphabet);
/* The uppercase UTF-8 spelling of CODE, or NULL if out of range. */
const char	*wg_alphabet_letter(const struct wg_alphabet *alphabet,
		    unsigned code);
/* The lowercase UTF-8 spelling of CODE (blanks on boards), or NULL. */
const char	*wg_alphabet_letter_lower(const struct wg_alphabet *alphabet,
		    unsigned code);
/*
 * The code of code point CP taken exactly as a letter, either case, with no
 * language folding; 0 when it is not one of the letters.
 */
unsigned	 wg_alphabet_code(const struct wg_alphabet *alphabet,
		    uint32_t cp);

/* How wg_alphabet_word reads text. */
enum wg_word_mode {
	WG_WORD_QUERY,	/* a word a user typed: fold case and the language's
			   diacritics, ß to SS */
	WG_WORD_ENTRY	/* a word-list entry: as QUERY, and apply the
			   language's exclusions (capitalised entries,
			   hyphens, apostrophes, abbreviations) */
};

/* What wg_alphabet_word found. */
enum wg_word_status {
	WG_WORD_OK = 0,
	WG_WORD_BLANK,		/* empty after trimming: skip silently */
	WG_WORD_BAD_UTF8,	/* not valid UTF-8 */
	WG_WORD_BAD_LETTER,	/* a character outside the alphabet */
	WG_WORD_PROPER_NOUN,	/* capitalised entry (ENTRY mode, a language) */
	WG_WORD_PUNCTUATION,	/* hyphen, apostrophe or period (ENTRY mode) */
	WG_WORD_TOO_LONG	/* more than WG_MAX_WORD letters */
};

/*
 * Turns the UTF-8 text TEXT[0..LEN) into letter codes.  Leading and trailing
 * white space (including a CR) is ignored.  CODES must hold WG_MAX_WORD
 * entries; *NCODES receives the count.  On a status other than WG_WORD_OK,
 * *BADCOL (if not NULL) receives the 1-based column, counted in characters,
 * of the offending character (1 when the whole word is at fault).
 */
enum wg_word_status wg_alphabet_word(const struct wg_alphabet *alphabet,
		    enum wg_word_mode mode, const char *text, size_t len,
		    uint8_t *codes, size_t *ncodes, size_t *badcol);

/* A static English description of a word status. */
const char	*wg_word_status_str(enum wg_word_status status);

/*
 * Writes CODES[0..N) as uppercase UTF-8 into BUF of SIZE bytes, NUL
 * terminated.  Returns the length, or (size_t)-1 if BUF is too small or a
 * code is out of range.  WG_MAX_WORD * 4 + 1 bytes always suffice.
 */
size_t		 wg_alphabet_spell(const struct wg_alphabet *alphabet,
		    const uint8_t *codes, size_t n, char *buf, size_t size);

/*
 * Word lists: the input to a lexicon build.
 * Entries are read from files (plain text, gzip or any archive or
 * compression libarchive reads; every regular file of an archive is read),
 * one word per line, normalised with WG_WORD_ENTRY.  Rejected entries are
 * counted, and the first WG_WORDLIST_MAX_REPORTS are kept as messages
 * "FILE:LINE:COL: REASON: WORD".  Blank lines are skipped silently.
 */
#define WG_WORDLIST_MAX_REPORTS	5

struct wg_wordlist;

/* ALPHABET is borrowed and must outlive the list. */
int		 wg_wordlist_new(struct wg_wordlist **out,
		    const struct wg_alphabet *alphabet);
void		 wg_wordlist_free(struct wg_wordlist *list);

/*
 * Reads PATH ("-" is standard input) into the list.  Returns WG_OK,
 * WG_E_IO (the file cannot be opened or read; errno set),
 * WG_E_FORMAT (a damaged archive or compressed stream), WG_E_LIMIT (a line
 * over 4096 bytes) or WG_E_NOMEM; the message is in wg_wordlist_error().
 */
int		 wg_wordlist_read_file(struct wg_wordlist *list,
		    const char *path);
/* Reads an in-memory file named NAME (for messages), any format as above. */
int		 wg_wordlist_read_memory(struct wg_wordlist *list,
		    const char *name, const void *data, size_t len);
/* Adds one word given as letter codes, 1 <= N <= WG_MAX_WORD. */
int		 wg_wordlist_add(struct wg_wordlist *list, const uint8_t *codes,
		    size_t n);

/* Entries accepted so far, duplicates included. */
size_t		 wg_wordlist_count(const struct wg_wordlist *list);
/* Entries rejected so far. */
size_t		 wg_wordlist_rejected(const struct wg_wordlist *list);
/* Message I (0-based) of the kept rejection reports, or NULL. */
const char	*wg_wordlist_report(const struct wg_wordlist *list, size_t i);
/* The message of the last failed call. */
const char	*wg_wordlist_error(const struct wg_wordlist *list);

/*
 * Lexicons: a minimized word graph (the DAWG, for queries) and a GADDAG for
 * move generation sharing its nodes, in one file described in wglex(5).
 */
struct wg_lexicon;

/*
 * Builds a lexicon from the words of LIST (duplicates are merged).
 * Returns WG_OK, WG_E_EMPTY (no words) or WG_E_NOMEM.
 */
int		 wg_lexicon_build(struct wg_lexicon **out,
		    const struct wg_wordlist *list);

/*
 * Writes the lexicon to PATH through a temporary file in the same folder,
 * renamed into place only when complete.  An existing PATH that is not a
 * regular file (/dev/null, a FIFO) is written in place; a folder is refused
 * with EISDIR.  Returns WG_OK or WG_E_IO (errno set; no file is left behind).
 */
int		 wg_lexicon_write(const struct wg_lexicon *lexicon,
		    const char *path);

/*
 * Loads the lexicon file PATH (mapped, not copied) and validates it whole:
 * header, CRC-32, every offset and count.  On failure *OUT is NULL and, if
 * ERRBUF is not NULL, a message is written there.  Returns WG_OK, WG_E_IO,
 * WG_E_CORRUPT or WG_E_NOMEM.
 */
int		 wg_lexicon_load(struct wg_lexicon **out, const char *path,
		    char *errbuf, size_t errsize);
/* The same over a copy of DATA[0..LEN). */
int		 wg_lexicon_load_memory(struct wg_lexicon **out,
		    const void *data, size_t len, char *errbuf, size_t errsize);
void		 wg_lexicon_free(struct wg_lexicon *lexicon);

/*
 * Finds a lexicon by NAME: NAME itself when it contains a '/' or names a
 * readable file; else NAME.wgl in each folder of $WORDGAME_PATH (colon
 * separated), then $XDG_DATA_HOME/wordgame (default ~/.local/share/wordgame),
 * then DATADIR.  Writes the path found into BUF.  Returns WG_OK, WG_E_IO
 * (errno ENOENT: not found) or WG_E_LIMIT (path too long).
 */
int		 wg_lexicon_find(const char *name, const char *datadir,
		    char *buf, size_t size);

/* The alphabet of the lexicon; valid while the lexicon lives. */
const struct wg_alphabet *wg_lexicon_alphabet(const struct wg_lexicon *lex);

/* Figures for `wsdict info`. */
struct wg_lexicon_info {
	uint32_t	format_version;
	uint32_t	words;
	uint32_t	nodes;		/* sibling lists, DAWG and GADDAG */
	uint32_t	edges;
	uint32_t	dawg_nodes;	/* the query graph alone */
	uint32_t	dawg_edges;
	uint64_t	bytes;		/* the whole file */
	uint64_t	dawg_bytes;	/* the query graph's share of it */
	unsigned	edge_bits;	/* bits per packed edge */
	unsigned	max_length;	/* longest word */
};
void		 wg_lexicon_info(const struct wg_lexicon *lex,
		    struct wg_lexicon_info *info);

/* 1 if CODES[0..N) is a word, else 0. */
int		 wg_lexicon_contains(const struct wg_lexicon *lex,
		    const uint8_t *codes, size_t n);

/*
 * Queries call VISIT once for each word found, in alphabet order, with the
 * word's codes and a mask of positions filled by a blank (bit i set:
 * position i; always 0 except for anagram queries).  A non-zero return
 * from VISIT stops the query, and the query returns that value; otherwise
 * queries return WG_OK, or a WG_E_* code for bad arguments.
 */
typedef int	(*wg_word_visitor)(const uint8_t *codes, size_t n,
		    uint64_t blank_mask, void *arg);

/* Every word. */
int		 wg_lexicon_each(const struct wg_lexicon *lex,
		    wg_word_visitor visit, void *arg);

/*
 * Rack queries.  RACK holds letter codes and 0 for a blank; each word is
 * reported once, using the rack's own letters before blanks.
 * Anagram: words using every tile.  Subanagram: words using any of them,
 * of MINLEN..MAXLEN letters (0: no bound).
 */
int		 wg_lexicon_anagram(const struct wg_lexicon *lex,
		    const uint8_t *rack, size_t n, wg_word_visitor visit,
		    void *arg);
int		 wg_lexicon_subanagram(const struct wg_lexicon *lex,
		    const uint8_t *rack, size_t n, size_t minlen, size_t maxlen,
		    wg_word_visitor visit, void *arg);

/*
 * Pattern queries.  A pattern is compiled against the lexicon's alphabet:
 * a letter matches itself, '?' any one letter, '*' any run of letters
 * (also none), "[ABC]" one of the set, "[^ABC]" one not in it.  Returns
 * WG_OK or WG_E_FORMAT with *ERRCOL set to the 1-based column at fault.
 */
struct wg_pattern;
int		 wg_pattern_compile(struct wg_pattern **out,
		    const struct wg_alphabet *alphabet, const char *text,
		    size_t *errcol, const char **errmsg);
void		 wg_pattern_free(struct wg_pattern *pattern);
int		 wg_lexicon_match(const struct wg_lexicon *lex,
		    const struct wg_pattern *pattern, wg_word_visitor visit,
		    void *arg);

/*
 * Hooks: the letters that make a word when put before (FRONT) or after
 * (BACK) CODES[0..N), as bitmasks of letter codes (bit c: code c).
 */
void		 wg_lexicon_hooks(const struct wg_lexicon *lex,
		    const uint8_t *codes, size_t n, uint64_t *front,
		    uint64_t *back);

#ifdef __cplusplus
}
#endif

#endif /* WORDGAME_H */
