/*
 * wordgame.h: the public interface of libwordgame, the library behind
 * wsdict, wsmove, wsgen and wsreplay.  See libwordgame(3).
 *
 * Its sections are those of libwordgame(3), in its order but where a
 * declaration needs a later one (KWG word graphs the word visitor of
 * Queries, Game analysis the records and replay; win tables and
 * inference, not yet in the page, follow Simulation).  What belongs to
 * one game (Wordspionage, the stacking game) is last, but for the types
 * a general structure holds.
 */
#ifndef WORDGAME_H
#define WORDGAME_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * ==== Errors and versions ====
 */

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
#define WG_VARIANT_WORDS_MAX 16	/* words a variant may add to a lexicon */
#define WG_MAX_LETTERS	62	/* letters in one alphabet */
#define WG_TEXT_MAX	(64L << 20)	/* bytes of a board, variant, leave
					   or game file */

/* Returns a static English description of a WG_* code. */
const char	*wg_strerror(int code);

/* The library's version string, e.g. "0.1.0". */
const char	*wg_version(void);
/* The versions of libarchive and zlib in use, e.g. "libarchive 3.6.2,
   zlib 1.2.13". */
const char	*wg_dependency_versions(void);

/*
 * Text from input (a name, a word, a file name) written into output,
 * where its raw bytes could break a JSON string, HTML, a TSV row or a
 * terminal.  Every output does it one way, by HOW:
 *   WG_ESCAPE_JSON  '"' and '\\' after a backslash; C0 controls, DEL and C1
 *                   controls (U+0080 to U+009F) as \u00xx
 *   WG_ESCAPE_HTML  & < > " ' as references; tab as is; other C0 controls,
 *                   DEL and C1 controls (which HTML refuses even as
 *                   references) as U+FFFD
 *   WG_ESCAPE_TEXT  (TSV fields, messages) tab, newline and carriage return
 *                   as \t, \n and \r, other controls' bytes as \xNN (ESC
 *                   \x1B, U+0085 \xC2\x85); a backslash as is
 * A byte that does not begin a UTF-8 character (invalid, overlong,
 * surrogate, cut short) is U+FFFD in JSON and HTML, \xNN in TEXT, one
 * for each such byte.  Everything else is copied.
 */
enum wg_escape {
	WG_ESCAPE_JSON,
	WG_ESCAPE_HTML,
	WG_ESCAPE_TEXT
};
/* The most bytes wg_escape_next writes. */
#define WG_ESCAPE_MAX	12
/*
 * Writes the first character of S[0..LEN) (LEN > 0) escaped for HOW into
 * OUT, which has room for WG_ESCAPE_MAX bytes (no NUL is written).
 * Returns the bytes written; *USED is set to the bytes of S taken (1-4).
 */
size_t		 wg_escape_next(enum wg_escape how, const char *s, size_t len,
		    size_t *used, char *out);
/* All of S[0..LEN) escaped, in a new NUL-ended string; NULL without memory. */
char		*wg_escape(enum wg_escape how, const char *s, size_t len);

/*
 * Progress of a long job (a lexicon build, ...): called now and then with
 * the work DONE of TOTAL (0: not known) in the job's own units.  The
 * library never prints; a program may draw a progress line from it.
 */
typedef void	(*wg_progress_fn)(uint64_t done, uint64_t total, void *arg);

/*
 * Resource limits: one policy for every reader (wsdict(1), LIMITS).  Each
 * is checked as the input streams in, and a file over one is refused with
 * WG_E_LIMIT and a message naming the file and the limit.
 */
struct wg_limits {
	uint64_t	 text;		/* bytes of one file, once
					   uncompressed */
	uint64_t	 lines;		/* lines of one file */
	uint64_t	 words;		/* entries of a word list */
	uint64_t	 turns;		/* lines of play of one record */
	uint64_t	 memory;	/* bytes a lexicon build may take,
					   and a viewer page */
};
#define WG_LIMIT_TEXT_DEFAULT	((uint64_t)1 << 30)
#define WG_LIMIT_LINES_DEFAULT	100000000
#define WG_LIMIT_WORDS_DEFAULT	100000000
#define WG_LIMIT_TURNS_DEFAULT	100000
#define WG_LIMIT_MEMORY_DEFAULT	((uint64_t)2 << 30)

/* The limits in force (the defaults until wg_limits_set). */
const struct wg_limits *wg_limits(void);
/* Sets them, for the whole program: call before reading anything. */
void		 wg_limits_set(const struct wg_limits *limits);
/*
 * Changes one of LIMITS from ARG, "NAME=N" with NAME text, lines, words,
 * turns or memory and N a positive number, with K, M or G for powers of
 * 1024.  Returns WG_OK or WG_E_ARG.
 */
int		 wg_limits_parse(struct wg_limits *limits, const char *arg);

/*
 * ==== Alphabets ====
 */

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
 * ==== Word lists ====
 */

/*
 * Word lists: the input to a lexicon build.
 * Entries are read from files (plain text, gzip or any archive or
 * compression libarchive reads; every regular file of an archive is read),
 * one word per line, normalised with WG_WORD_ENTRY.  Rejected entries are
 * counted, and the first WG_WORDLIST_MAX_REPORTS are kept as messages
 * "FILE:LINE:COL: REASON: WORD".  Blank lines are skipped silently.
 */
#define WG_WORDLIST_MAX_REPORTS	5
#define WG_WORDLIST_MAX_TEXT	(1LL << 30)	/* bytes of one file, once
						   uncompressed */
#define WG_WORDLIST_MAX_WORDS	100000000	/* entries of a list */

struct wg_wordlist;

/* ALPHABET is borrowed and must outlive the list. */
int		 wg_wordlist_new(struct wg_wordlist **out,
		    const struct wg_alphabet *alphabet);
void		 wg_wordlist_free(struct wg_wordlist *list);

/*
 * Reads PATH ("-" is standard input) into the list.  Returns WG_OK,
 * WG_E_IO (the file cannot be opened or read; errno set),
 * WG_E_FORMAT (a damaged archive or compressed stream), WG_E_CORRUPT (a
 * malformed KWG word graph: a file, or member, whose first four bytes are
 * a KWG's first node, tile 0 ending its list, is read as one, its DAWG's
 * words with tiles as letter codes), WG_E_LIMIT (a line
 * over 4096 bytes, a file of more than WG_WORDLIST_MAX_TEXT bytes once
 * uncompressed, more than WG_WORDLIST_MAX_WORDS entries in the list) or
 * WG_E_NOMEM; the message is in wg_wordlist_error().
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
 * The list's words, one after another: each a byte N, the word's length,
 * then its N letter codes (duplicates kept).  *LEN is set to the bytes.
 * Valid until the list changes.
 */
const uint8_t	*wg_wordlist_words(const struct wg_wordlist *list, size_t *len);

/*
 * ==== Lexicons ====
 */

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
 * As wg_lexicon_build, calling PROGRESS (when not NULL) with ARG now and
 * then: DONE of TOTAL steps, a step a word for the word graph and about a
 * word for the GADDAG, so TOTAL is twice the words.  Also returns
 * WG_E_LIMIT, with a message in ERRBUF (may be NULL), when the build would
 * take more than the 'memory' limit (known before the graph is built:
 * wsdict(1) gives the peak) or make a file over the format's cap (known
 * as soon as the edges outgrow it).
 */
int		 wg_lexicon_build_progress(struct wg_lexicon **out,
		    const struct wg_wordlist *list, wg_progress_fn progress,
		    void *arg, char *errbuf, size_t errsize);

/*
 * Writes the lexicon to PATH through a temporary file in the same folder,
 * renamed into place only when complete.  An existing PATH that is not a
 * regular file (/dev/null, a FIFO) is written in place; a folder is refused
 * with EISDIR.  A symbolic link is never replaced: the file it points to
 * is (one pointing nowhere is refused with ENOENT).  A file replaced keeps
 * its mode; a new one has mode 0666 less the umask.  Returns WG_OK or
 * WG_E_IO (errno set; no file is left behind).
 */
int		 wg_lexicon_write(const struct wg_lexicon *lexicon,
		    const char *path);
/* Writes DATA[0..LEN) to PATH the same way (file_write.c). */
int		 wg_file_write(const char *path, const void *data, size_t len);
/*
 * Whether wg_file_write could write PATH now: a temporary file made
 * beside it and removed (a device or FIFO opened for writing), so that a
 * long run can fail before its work rather than after.  Returns WG_OK or
 * WG_E_IO (errno kept).
 */
int		 wg_file_check(const char *path);

/*
 * Removes the temporary file of a wg_lexicon_write in progress, if any.
 * Async-signal-safe: for a signal handler that then ends the program, so
 * that an interrupted write leaves nothing behind.
 */
void		 wg_lexicon_write_cancel(void);

/*
 * Loads the lexicon file PATH (read into memory, so that a file changed
 * meanwhile cannot change what was checked) and validates it whole:
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
/*
 * The same for a name a file gives (a board's "lexicon" line, a CGP "lex"
 * opcode): the search path only, never a path or a file of the current
 * folder.  WG_E_ARG when NAME is not a name (letters, digits, '-', '_',
 * '.', as variant names).
 */
int		 wg_lexicon_find_named(const char *name, const char *datadir,
		    char *buf, size_t size);
/*
 * The same for the lexicon a game record names: NAME.wgl with its letters
 * in any case (a record's "NWL23" finds nwl23.wgl), the exact name first
 * in each place.
 */
int		 wg_lexicon_find_any_case(const char *name, const char *datadir,
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

/*
 * ==== Queries ====
 */

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
 * Word study, the figures Zyzzyva shows beside a word.
 * The alphagram: CODES[0..N) sorted in alphabet order, into OUT (N codes).
 */
void		 wg_alphagram(const uint8_t *codes, size_t n, uint8_t *out);
/*
 * The draws from a full bag that give the tiles of CODES[0..N), counted
 * as Zyzzyva counts them: COUNT[c] tiles of letter c and COUNT[0] blanks
 * in the bag (a variant's count[]); the product over the word's letters
 * of C(tiles of the letter, times in the word), plus, when BLANKS is 1 or
 * 2, the draws where one blank, then two, stand for letters of the word.
 */
double		 wg_draw_combinations(const unsigned *count,
		    const uint8_t *codes, size_t n, unsigned blanks);
/* Inner hooks: the word without its first letter (FRONT), without its
   last (BACK), is a word. */
void		 wg_lexicon_inner_hooks(const struct wg_lexicon *lex,
		    const uint8_t *codes, size_t n, int *front, int *back);
/*
 * Probability order: every word of LEX ranked among the words of its
 * length by wg_draw_combinations(COUNT, ..., BLANKS), most draws first,
 * ties by alphagram, then by word: 1, 2, 3...  COUNT is read only here.
 * Returns WG_OK or WG_E_NOMEM.  wg_prob_order_get gives the rank of
 * CODES[0..N), 0 when it is no word, and its draws in *COMBOS when that
 * is not NULL.
 */
struct wg_prob_order;
int		 wg_prob_order_new(struct wg_prob_order **out,
		    const struct wg_lexicon *lex, const unsigned *count,
		    unsigned blanks);
unsigned	 wg_prob_order_get(const struct wg_prob_order *po,
		    const uint8_t *codes, size_t n, double *combos);
void		 wg_prob_order_free(struct wg_prob_order *po);

/*
 * Hooks: the letters that make a word when put before (FRONT) or after
 * (BACK) CODES[0..N), as bitmasks of letter codes (bit c: code c).
 */
void		 wg_lexicon_hooks(const struct wg_lexicon *lex,
		    const uint8_t *codes, size_t n, uint64_t *front,
		    uint64_t *back);

/*
 * ==== Patterns ====
 */

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
 * ==== KWG word graphs ====
 */

/*
 * KWG word graphs (kwg.c), the lexicon format of wolges and MAGPIE, also
 * inside their KLV leave files; wglex(5) describes it.  A KWG is an array
 * of little-endian 32-bit nodes; node 0 leads to the DAWG of the words
 * and, in a KWG with a GADDAG, node 1 to the GADDAG.  Tiles are letter
 * codes 1 to WG_KWG_MAX_TILE; tile 0 is the GADDAG's separator, or a blank
 * in a leave file's graph.
 */
#define WG_KWG_GADDAG	0x1	/* make: add the GADDAG; each: walk it */
#define WG_KWG_BLANK	0x2	/* tile 0 is a tile of the words */
#define WG_KWG_MAX_TILE	63
#define WG_KWG_MAX_NODES (1UL << 22)	/* nodes an arc index reaches */

/*
 * Makes the KWG of the words WORDS[0..LEN), laid out as
 * wg_wordlist_words gives them (any order, duplicates merged), with the
 * GADDAG when FLAGS has WG_KWG_GADDAG.  On WG_OK, *OUT (free with free())
 * holds the file's *OUTLEN bytes.  Returns WG_E_ARG (a word of 0 or more
 * than WG_MAX_WORD tiles, a tile over WG_KWG_MAX_TILE, or 0 without
 * WG_KWG_BLANK), WG_E_LIMIT (more nodes than WG_KWG_MAX_NODES) or
 * WG_E_NOMEM, with a message in ERRBUF (may be NULL).  Not reentrant.
 */
int		 wg_kwg_make(const uint8_t *words, size_t len, unsigned flags,
		    uint8_t **out, size_t *outlen, char *errbuf,
		    size_t errsize);
/*
 * Checks the KWG file DATA[0..SIZE), called NAME in messages, and calls
 * VISIT for each word of its DAWG (of its GADDAG with WG_KWG_GADDAG: tile
 * 0 is the separator), in sorted order (the I-th call is the word of index
 * I), the blank mask always 0.  Tiles must be 1 to MAX_TILE (0 too with
 * WG_KWG_BLANK).  Every node is checked before the first call: arc
 * indexes inside the file, lists that end, tiles increasing in a list, no
 * cycle, no word over WG_MAX_WORD tiles.  Returns WG_OK, the first
 * non-zero return of VISIT, WG_E_CORRUPT ("NAME: malformed KWG: ..." in
 * ERRBUF), WG_E_ARG or WG_E_NOMEM.
 */
int		 wg_kwg_each(const uint8_t *data, size_t size,
		    const char *name, unsigned max_tile, unsigned flags,
		    wg_word_visitor visit, void *arg, char *errbuf,
		    size_t errsize);

/*
 * ==== Squares, racks and limits ====
 */

/*
 * Variants, boards and moves (wgvariant(5), wgboard(5), wsmove(1)).
 *
 * A square of a board holds 0 (empty) or a letter code; a blank standing
 * for a letter is that code with WG_BLANK set.  Racks and exchanges hold
 * letter codes and 0 for a blank.  Rows and columns are 0-based in the
 * structures and 1-based / lettered in text ("8D": row 8, column D).
 * These structures are plain data: programs may read every field.
 */
#define WG_BLANK	0x80	/* on a square: the tile is a blank */
#define WG_CODE(sq)	((sq) & 0x7f)	/* the letter of a square */
#define WG_BOARD_MAX	25	/* rows or columns of a board */
#define WG_SQUARES	(WG_BOARD_MAX * WG_BOARD_MAX)
#define WG_RACK_MAX	16	/* tiles on a rack */
#define WG_MAX_PLAYERS	4
#define WG_NAME_MAX	32	/* bytes of a variant name, NUL included */
#define WG_LETTER_TILES_MAX 255	/* tiles of one letter in a variant */
#define WG_BAG_MAX	((WG_MAX_LETTERS + 1) * WG_LETTER_TILES_MAX)
/*
 * The most a score, total or WS$ balance is, either way (nine digits):
 * totals stop here as they add up, and the readers of boards, CGP and
 * records refuse numbers beyond it, so that what is written is read back.
 * The difference of two totals still fits in an int.
 */
#define WG_SCORE_MAX	999999999
				/* tiles in a variant's bag, blanks
				   included: what a list of tiles holds */

/* Premium squares. */
enum wg_premium {
	WG_SQ_NONE = 0,
	WG_SQ_DL, WG_SQ_TL, WG_SQ_QL,	/* double, triple, quadruple letter */
	WG_SQ_DW, WG_SQ_TW, WG_SQ_QW	/* double, triple, quadruple word */
};

/*
 * ==== Variants ====
 */

/* When the game ends for lack of progress, which turns count. */
enum wg_stall {
	WG_STALL_PASSES,	/* passes only */
	WG_STALL_NO_PLAY,	/* passes and exchanges */
	WG_STALL_SCORELESS	/* any turn scoring 0 */
};

/* A game's rules, read from a variant file (wgvariant(5)). */
struct wg_variant {
	char		 name[WG_NAME_MAX];
	char		 language[8];		/* "" for the plain A-Z */
	struct wg_alphabet *alphabet;		/* owned */
	unsigned	 rows, cols;
	uint8_t		 premium[WG_SQUARES];	/* enum wg_premium, row major
						   (index row * cols + col) */
	unsigned	 start_row, start_col;
	int		 random_layout;		/* 1: premiums placed at
						   random unless a board
						   says otherwise */
	/* The bag.  count[c] tiles of letter code c worth value[c] points;
	   count[0] blanks worth value[0].  A blank stands for any letter of
	   the alphabet but the excluded ones (bit c: code c), which cannot be
	   played at all. */
	unsigned	 count[WG_MAX_LETTERS + 1];
	int		 value[WG_MAX_LETTERS + 1];
	uint64_t	 excluded;
	unsigned	 tiles;			/* all tiles, blanks included */
	unsigned	 rack_size;
	int		 bingo_bonus;		/* points for a bingo */
	unsigned	 bingo_tiles;		/* tiles placed that make one */
	int		 bingo_blanks;		/* 0: blanks do not count toward
						   bingo_tiles */
	unsigned	 exchange_min;		/* tiles the bag must hold */
	unsigned	 min_players, max_players;
	int		 first_random;		/* 1: a random player starts */
	/* End of game: a player who goes out gains out_gain times the others'
	   rack values, and they lose theirs if out_loss; after stall_turns
	   turns in a row of kind stall (per player when stall_per_player) the
	   game ends and, if stall_loss, everyone loses their rack value. */
	int		 out_gain;
	int		 out_loss;
	unsigned	 stall_turns;
	int		 stall_per_player;
	enum wg_stall	 stall;
	int		 stall_not_zero;	/* 1: not while all score 0 */
	int		 stall_loss;
	int		 stall_empty_bag;	/* 1: turns count only once
						   the bag is empty */
	int		 out_transfer;		/* 1: records must account
						   the end by transfer (the
						   others' loss lines), not
						   by the double gain */
	int		 tie_pre_end;		/* 1: ties go to the higher
						   score before the end
						   accounting */
	/* Kept for programs written before the game's numbers (below): 1
	   when stack_max is more than 1, and when blanks_apart is set. */
	int		 stacking;
	int		 spec_ops;
	/* The lexicon the game plays by default, a name of the search path
	   ("": "default"), and the words the game adds to its word list
	   (wgvariant(5) lexicon, words): word I is add[I][0..add_len[I]),
	   letter codes of the alphabet. */
	char		 lexicon[WG_NAME_MAX];
	/* The variant whose shipped leave values it plays with, on the same
	   tiles (wgvariant(5) leaves); "": its own. */
	char		 leaves[WG_NAME_MAX];
	unsigned	 nadd;
	uint8_t		 add_len[WG_VARIANT_WORDS_MAX];
	uint8_t		 add[WG_VARIANT_WORDS_MAX][WG_MAX_WORD];
	/* The game whose own rules the variant plays (wgvariant(5) game;
	   "": the plain crossword game), and what they make of the common
	   rules, as numbers its table sets when the variant is read.  The
	   plain game: 1, rack_size, 0, 0 and 0. */
	char		 game[WG_NAME_MAX];
	unsigned	 stack_max;		/* tiles a square may hold:
						   more than 1 where tiles
						   stack on tiles (the
						   stacking game, wsmove(1)
						   Stacking) */
	unsigned	 rack_max;		/* tiles a rack may hold,
						   those bought besides */
	int		 rainbow;		/* 1: tiles may be rainbow,
						   each doubling the words it
						   is placed in */
	int		 blanks_apart;		/* 1: the blanks are never in
						   the bag: the game deals
						   them (Wordspionage's Cover
						   IDs, by the Spec Op) */
	int		 lengths;		/* 1: a game's length (enum
						   wg_length) sets how many
						   sets of tiles its pool
						   holds */
};

/*
 * Reads the variant file PATH.  On failure *OUT is NULL and ERRBUF (if not
 * NULL) receives "PATH:LINE:COL: message".  Returns WG_OK, WG_E_IO (errno
 * set; EFBIG for a file over WG_TEXT_MAX bytes), WG_E_FORMAT, WG_E_ARG (an
 * unknown language) or WG_E_NOMEM.
 */
int		 wg_variant_load(struct wg_variant **out, const char *path,
		    char *errbuf, size_t errsize);
/* The same over TEXT[0..LEN); NAME is used in messages. */
int		 wg_variant_load_memory(struct wg_variant **out,
		    const char *name, const char *text, size_t len,
		    char *errbuf, size_t errsize);
void		 wg_variant_free(struct wg_variant *variant);
/*
 * 1 when variant V's moves are the plain crossword game's, which the
 * engine's endgame solver, simulation, inference, leave values and win
 * tables play; 0 when its game's moves are its own (the stacking game's),
 * which they refuse with WG_E_ARG.
 */
int		 wg_variant_plain_moves(const struct wg_variant *v);
/*
 * Finds a variant by NAME as wg_lexicon_find finds lexicons, looking for
 * NAME.wgv in the folder "variants" of each place (and in the place
 * itself), but a NAME without a slash is a name, never a file of the
 * current folder.  Returns WG_OK, WG_E_IO (errno ENOENT), WG_E_ARG (not a
 * variant's name) or WG_E_LIMIT.
 */
int		 wg_variant_find(const char *name, const char *datadir,
		    char *buf, size_t size);
/* The same for a name a file gives, as wg_lexicon_find_named. */
int		 wg_variant_find_named(const char *name, const char *datadir,
		    char *buf, size_t size);
/*
 * Whether LEX suits variant V: both of one language, or, where either has
 * none, every letter of the lexicon among the variant's.  WG_OK, or
 * WG_E_ARG with the reason in ERRBUF (may be NULL).
 */
int		 wg_lexicon_suits(const struct wg_lexicon *lex,
		    const struct wg_variant *v, char *errbuf, size_t errsize);
/*
 * How many of the words variant V adds (wgvariant(5) words) LEX lacks;
 * their spellings, separated by spaces, in BUF (may be NULL).
 */
unsigned	 wg_lexicon_lacks(const struct wg_lexicon *lex,
		    const struct wg_variant *v, char *buf, size_t size);
/*
 * Writes into PREMIUM (rows * cols entries) the variant's premium squares
 * shuffled by SEED: the same squares in number and kind, spread over the
 * board except the start square, which keeps its own.  The same seed gives
 * the same layout on every machine.
 */
void		 wg_variant_shuffle(const struct wg_variant *variant,
		    uint64_t seed, uint8_t *premium);

/*
 * ==== Boards ====
 */

/*
 * The stacking game's length (wglog(5) "length" lines, wgboard(5)
 * "length"): the pool is the variant's tiles taken 1, 2 or 3 times.
 */
enum wg_length {
	WG_LENGTH_SHORT = 1,
	WG_LENGTH_NORMAL = 2,
	WG_LENGTH_LONG = 3
};

/* A position: a board file (wgboard(5)) or CGP line. */
struct wg_board {
	const struct wg_variant *variant;	/* borrowed */
	unsigned	 rows, cols;
	uint8_t		 sq[WG_SQUARES];	/* row major, as premium */
	uint8_t		 premium[WG_SQUARES];	/* the layout in play */
	int		 layout;		/* how premium was set: */
#define WG_LAYOUT_STANDARD	0	/* the variant's own */
#define WG_LAYOUT_SEED		1	/* shuffled by seed */
#define WG_LAYOUT_GRID		2	/* given square by square */
#define WG_LAYOUT_UNSET		3	/* none given for a variant placing
					   premiums at random: standard
					   until wg_board_shuffle */
	uint64_t	 seed;
	unsigned	 players;
	int		 score[WG_MAX_PLAYERS];
	uint8_t		 rack[WG_MAX_PLAYERS][WG_RACK_MAX];
	unsigned	 rack_len[WG_MAX_PLAYERS];
	int		 rack_known[WG_MAX_PLAYERS];
	unsigned	 turn;			/* 0-based player to move */
	unsigned	 zeros;			/* scoreless turns in a row */
	char		 lexicon[WG_NAME_MAX];	/* named by the file, or "" */
	/* Stacking variants: the tiles on each square, its top tile
	   included (0 on an empty square; 0 on a square with a tile is
	   taken as 1), and 1 where the top tile is a rainbow tile. */
	uint8_t		 height[WG_SQUARES];
	uint8_t		 rainbow[WG_SQUARES];
	/* Stacking variants: bit i set when tile i of a player's rack is a
	   rainbow tile (kept in step with the rack by wg_move_apply), and
	   the game's length, which sets the pool (0: short). */
	uint32_t	 rack_rainbow[WG_MAX_PLAYERS];
	enum wg_length	 length;
};
/* The tiles on square IDX of BOARD: 0 when empty, else 1 or more. */
unsigned	 wg_board_height(const struct wg_board *board, unsigned idx);

/*
 * An empty board of VARIANT: standard layout, player 1 on turn, 2 players
 * (or as near as the variant's bounds allow).
 */
void		 wg_board_init(struct wg_board *board,
		    const struct wg_variant *variant);

/*
 * Reads a position from TEXT[0..LEN), a board file or a CGP line (told
 * apart by the slashes of CGP's first field).  NAME is used in messages.
 * VARIANT is used unless the text names another, or VARIANT is NULL; then
 * WANT receives the name wanted ("classic" when the text names none) and
 * WG_E_ARG is returned, so the caller can load that variant and call
 * again; ERRBUF then receives "NAME:LINE:COL" of the variant's name in
 * the text, or NAME when the text names none.  On WG_E_FORMAT, ERRBUF
 * receives "NAME:LINE:COL: message".  Returns WG_OK, WG_E_FORMAT or
 * WG_E_ARG.
 */
int		 wg_board_parse(struct wg_board *board,
		    const struct wg_variant *variant, const char *name,
		    const char *text, size_t len, char *want, size_t wantsize,
		    char *errbuf, size_t errsize);
/*
 * Sets the rack of player PLAYER of BOARD from TEXT, spelt as in a board
 * file ('?' a blank; '*' after a letter a rainbow tile of the stacking
 * game): at most the variant's rack size (WG_RACK_MAX in the stacking
 * game, whose racks hold tiles bought besides), and no more tiles of a
 * letter than the set holds with those on the board and the other known
 * racks.  Returns WG_OK, or WG_E_FORMAT with the reason in ERRBUF and
 * BOARD unchanged.
 */
int		 wg_board_set_rack(struct wg_board *board, unsigned player,
		    const char *text, char *errbuf, size_t errsize);
/*
 * Why BOARD's variant cannot hold more tiles of CODE (0 a blank), for a
 * message ("more K tiles than the bag holds (1)"), written to BUF as
 * snprintf does.  Returns the length of the text.
 */
size_t		 wg_tiles_over_text(const struct wg_board *board,
		    unsigned code, char *buf, size_t size);
/* 1 if TEXT[0..LEN) is a CGP line rather than a board file. */
int		 wg_board_is_cgp(const char *text, size_t len);
/*
 * Writes BOARD as a board file (header and grid) or as one CGP line into
 * BUF of SIZE bytes.  Returns the length, or (size_t)-1 if BUF is too
 * small; WG_BOARD_TEXT_MAX bytes always suffice.
 */
#define WG_BOARD_TEXT_MAX	32768
size_t		 wg_board_write(const struct wg_board *board, char *buf,
		    size_t size);
size_t		 wg_board_write_cgp(const struct wg_board *board, char *buf,
		    size_t size);
/* 1 if no tile is on the board. */
int		 wg_board_empty(const struct wg_board *board);
/*
 * Tiles left in the bag: the variant's tiles (in a stacking game the pool
 * its length makes) less those on the board, every tile of a stack, and
 * on the racks (a rack not known counts as full).
 */
unsigned	 wg_board_bag(const struct wg_board *board);
/* Lays out the premiums by SEED (wg_variant_shuffle). */
void		 wg_board_shuffle(struct wg_board *board, uint64_t seed);

/*
 * ==== Moves ====
 */

/* A move as written (move_parse) or found. */
enum wg_move_kind {
	WG_MOVE_PLACE,		/* tiles on the board */
	WG_MOVE_PASS,
	WG_MOVE_EXCHANGE
};
#define WG_THROUGH	0x40	/* a letter the notation marks as already on
				   the board: in parentheses, or '.' (code 0) */
#define WG_MOVE_CODE(t)	((t) & 0x3f)	/* the letter of a move's entry */
struct wg_move {
	enum wg_move_kind kind;
	unsigned	 row, col;		/* first square */
	int		 down;			/* 0 across, 1 down */
	unsigned	 len;
	/* PLACE: one entry per square from the first: a letter code, with
	   WG_BLANK for a blank and WG_THROUGH for a played-through letter.
	   EXCHANGE: the tiles, 0 for a blank. */
	uint8_t		 tiles[WG_BOARD_MAX];
	/* PLACE in stacking variants: bit i set, entry i is a rainbow tile
	   ("*" after its letter); EXCHANGE: the same for tiles of a rack.
	   Read only for stacking variants. */
	uint32_t	 rainbow;
};

/*
 * Reads a move in GCG notation ("8D WORD", "D8 WORD", "-", "-ABC") from
 * TEXT[0..LEN).  The position may be off the board (a later check reports
 * it) but not beyond WG_BOARD_MAX.  On WG_E_FORMAT *ERRCOL gets the
 * 1-based column at fault and *ERRMSG a static message.
 */
int		 wg_move_parse(struct wg_move *move,
		    const struct wg_alphabet *alphabet, const char *text,
		    size_t len, size_t *errcol, const char **errmsg);
/*
 * Writes MOVE in GCG notation, letters already on BOARD in parentheses
 * (BOARD may be NULL: then as the move marks them, a lone "." bare, as GCG
 * writes it).  Returns the length
 * or (size_t)-1 if BUF is too small or a code is not in ALPHABET;
 * WG_MOVE_TEXT_MAX bytes suffice.
 */
#define WG_MOVE_TEXT_MAX	(8 + WG_BOARD_MAX * 6)
size_t		 wg_move_write(const struct wg_move *move,
		    const struct wg_alphabet *alphabet,
		    const struct wg_board *board, char *buf, size_t size);

/* Why a move is illegal: bits of wg_check.reasons. */
#define WG_ILL_BOUNDS		0x0001	/* runs off the board */
#define WG_ILL_MISMATCH		0x0002	/* a letter differs from the tile
					   on its square */
#define WG_ILL_HOLE		0x0004	/* marked as played through an
					   empty square */
#define WG_ILL_CONTIGUOUS	0x0008	/* a tile touches either end of the
					   word but is left out of it */
#define WG_ILL_NO_TILES		0x0010	/* places no tile */
#define WG_ILL_START		0x0020	/* first move off the start square */
#define WG_ILL_DISCONNECTED	0x0040	/* touches no tile on the board */
#define WG_ILL_NO_WORD		0x0080	/* forms no word of two letters */
#define WG_ILL_LETTER		0x0100	/* a letter the variant has no tile
					   for */
#define WG_ILL_RACK		0x0200	/* tiles not on the rack */
#define WG_ILL_WORD		0x0400	/* a word not in the lexicon */
#define WG_ILL_BAG		0x0800	/* exchange with too few in the bag */
/* Stacking variants. */
#define WG_ILL_NO_EMPTY		0x1000	/* no tile on an empty square */
#define WG_ILL_COVER		0x2000	/* covers every tile of a word */
#define WG_ILL_WILD_SAME	0x4000	/* a wild tile on a stack keeps the
					   square's letter */
#define WG_ILL_RAINBOW		0x8000	/* a rainbow tile that cannot be:
					   wild, or in a game without them */
#define WG_ILL_TALL		0x10000	/* a stack of WG_STACK_MAX tiles
					   grows */
#define WG_ILL_TILES		0x20000	/* more tiles of a letter than the
					   set holds, with the board's and
					   the known racks' */
#define WG_ILL_LAST		WG_ILL_TILES

/* One word formed by a placement, with its score. */
struct wg_word {
	unsigned	 row, col;		/* first letter */
	int		 down;
	unsigned	 len;
	uint8_t		 sq[WG_BOARD_MAX];	/* as on the board after the
						   move, WG_BLANK included */
	uint32_t	 placed;		/* bit i: letter i placed now */
	int		 letters;		/* sum after letter premiums */
	int		 word_mult;		/* product of word premiums */
	int		 score;			/* letters * word_mult */
	int		 valid;			/* in the lexicon (1 if none) */
	/* Stacking variants: the tiles on each letter's square after the
	   move (its value counts that many times) and bit i set when
	   letter i is a rainbow tile on top (each doubles word_mult). */
	uint8_t		 height[WG_BOARD_MAX];
	uint32_t	 rainbow;
};
/* Spells word W of board B, blanks in lowercase, into BUF of SIZE. */
void		 wg_word_spell(const struct wg_board *b,
		    const struct wg_word *w, char *buf, size_t size);
/*
 * What placing move M leaves of RACK[0..N) (codes, 0 a blank): written to
 * LEAVE, sorted; returns its length.  An exchange or a pass leaves the
 * whole rack (the tiles exchanged are the caller's to take out).
 */
unsigned	 wg_move_leave(const uint8_t *rack, unsigned n,
		    const struct wg_move *m, uint8_t *leave);
/*
 * Letter I of word W (scored on board B): returns its tile's value and sets
 * *TIMES to what the value counts for, the letter premium under a tile
 * placed now times, in a stacking game, the stack's height.
 */
int		 wg_word_letter(const struct wg_board *b,
		    const struct wg_word *w, unsigned i, unsigned *times);
/*
 * The words of two letters or more already on board B (across, then down,
 * each in board order) that LEX does not hold: writes the first MAX of
 * them into OUT (row, col, down, len and sq set; valid 0) and returns how
 * many there are.
 */
unsigned	 wg_board_bad_words(const struct wg_board *b,
		    const struct wg_lexicon *lex, struct wg_word *out,
		    unsigned max);

/* The verdict on a move: legality and score. */
struct wg_check {
	unsigned	 reasons;		/* WG_ILL_* bits; 0: legal */
	unsigned	 ntiles;		/* tiles placed */
	unsigned	 nwords;		/* in words[], main first */
	int		 bingo;			/* the bonus awarded, or 0 */
	int		 is_bingo;		/* 1 when the move is a bingo */
	int		 score;			/* total, bingo included */
	/* Details for messages; squares are row * cols + col. */
	unsigned	 mismatch_square;	/* MISMATCH: the first */
	unsigned	 hole_square;		/* HOLE: the first */
	unsigned	 touch_square;		/* CONTIGUOUS: tile left out */
	uint8_t		 missing[WG_RACK_MAX];	/* RACK: tiles lacking, 0 for
						   a blank */
	unsigned	 nmissing;
	uint64_t	 bad_letters;		/* LETTER: bit c for code c */
	uint64_t	 over_tiles;		/* TILES: bit c for code c, bit
						   0 the blanks */
	unsigned	 bag;			/* EXCHANGE: tiles in the bag */
	unsigned	 stack_square;		/* WILD_SAME, RAINBOW, TALL:
						   the first */
	unsigned	 cover_square;		/* COVER: the word's first
						   square, */
	unsigned	 cover_len;		/* its letters */
	struct wg_word	 words[WG_BOARD_MAX + 1];	/* last: the check
						   clears only what precedes */
};

/*
 * The reasons move M is illegal on board B, as CHECK found them, one
 * sentence each for a person (wsmove(1)), into R[0..MAX); returns how many.
 */
#define WG_REASON_MAX	128
size_t		 wg_check_reasons(const struct wg_board *b,
		    const struct wg_move *m, const struct wg_check *check,
		    char r[][WG_REASON_MAX], size_t max);

/*
 * Judges MOVE on BOARD: legality by every rule of wsmove(1), the words
 * formed and their scores.  The rack of the player on turn is checked when
 * known.  LEX may be NULL (no word checks); its alphabet may differ from
 * the variant's (letters are matched by code point).  Never fails: the
 * verdict is in *CHECK.  Returns 1 when legal, 0 when not.
 */
int		 wg_move_check(const struct wg_board *board,
		    const struct wg_move *move, const struct wg_lexicon *lex,
		    struct wg_check *check);

/*
 * Plays a checked legal move on BOARD: tiles, score, rack (its tiles are
 * removed when known; no tiles are drawn), turn and the scoreless count.
 */
void		 wg_move_apply(struct wg_board *board,
		    const struct wg_move *move, const struct wg_check *check);

/* A static English phrase for one WG_ILL_* bit. */
const char	*wg_ill_str(unsigned reason);

/*
 * ==== Move generation ====
 */

/*
 * Move generation (wsgen(1)): every legal placement for a rack, scored as
 * wg_move_check scores it, ranked and kept best first.
 */
struct wg_gen;
struct wg_leaves;

/* A move found: the move, its score, what it leaves and its equity. */
struct wg_gen_move {
	struct wg_move	 move;		/* played-through letters WG_THROUGH */
	int		 score;
	double		 equity;	/* score plus the leave's value */
	unsigned	 ntiles;	/* tiles placed */
	uint8_t		 leave[WG_RACK_MAX];	/* codes, 0 blank, sorted */
	unsigned	 nleave;
	uint32_t	 leave_rainbow;	/* bit i: leave[i] is a rainbow
					   tile (after a plain one) */
};

/*
 * A generator for boards of VARIANT with words from LEX (both borrowed;
 * letters are matched by code point).  Reuse it for many positions.  In a
 * stacking variant it also stacks tiles on tiles, and places the rack's
 * rainbow tiles (wg_gen_run_rainbow) as rainbow tiles.  Returns WG_OK,
 * WG_E_LIMIT (a lexicon of more than 32 letters or 2^24 - 1 edges) or
 * WG_E_NOMEM.
 */
int		 wg_gen_new(struct wg_gen **out, const struct wg_lexicon *lex,
		    const struct wg_variant *variant);
void		 wg_gen_free(struct wg_gen *gen);
/* Keeps only plays whose main word is CODES[0..N); N = 0 keeps all. */
int		 wg_gen_only(struct wg_gen *gen, const uint8_t *codes,
		    size_t n);
/* Ranks by equity with these leave values (NULL: by score). Borrowed.
   The generator keeps values it has looked up: set the leaves again
   after changing their values. */
void		 wg_gen_set_leaves(struct wg_gen *gen,
		    const struct wg_leaves *leaves);

#define WG_GEN_EXCHANGES 0x01	/* also the pass and every exchange; in
				   stacking variants the pass and the
				   redraw (wsgen(1), Stacking) */
/*
 * Finds the moves for RACK[0..N) (codes, 0 for a blank) on BOARD and keeps
 * the LIMIT best (0: all), best first (wsgen(1), RANKING).  Returns the
 * number kept, or WG_E_ARG, WG_E_LIMIT, WG_E_NOMEM.  Results stay valid
 * until the next run.
 */
int		 wg_gen_run(struct wg_gen *gen, const struct wg_board *board,
		    const uint8_t *rack, size_t n, unsigned limit,
		    unsigned flags);
/*
 * The same for a rack of the stacking game whose tile I is a rainbow tile
 * when bit I of RAINBOW is set (a board's rack_rainbow): each rainbow
 * tile is placed as one, '*' in the move (move.rainbow), scored as the
 * rules score it.  A rack with both a rainbow and a plain tile of a letter
 * gives both plays.  WG_E_ARG also for a rainbow wild tile, a bit past N,
 * or rainbow tiles in a variant that does not stack.
 */
int		 wg_gen_run_rainbow(struct wg_gen *gen,
		    const struct wg_board *board, const uint8_t *rack,
		    size_t n, uint32_t rainbow, unsigned limit,
		    unsigned flags);
/* Result I (0: the best), or NULL past the end. */
const struct wg_gen_move *wg_gen_result(const struct wg_gen *gen, size_t i);

/*
 * ==== Leaves ====
 */

/*
 * Leave values: "LEAVE VALUE" lines ('?' a blank, '#' comments), read
 * from TEXT[0..LEN) against ALPHABET, each value at most
 * WG_LEAVE_VALUE_MAX points either way.  On WG_E_FORMAT, ERRBUF receives
 * "NAME:LINE:COL: message".
 */
#define WG_LEAVE_VALUE_MAX	10000.0
int		 wg_leaves_parse(struct wg_leaves **out,
		    const struct wg_alphabet *alphabet, const char *name,
		    const char *text, size_t len, char *errbuf, size_t errsize);
/*
 * The same, read for the variant V: the values of the leaves V's tile set
 * allows are kept by leave index (as binary ones are, with the values as
 * written), the others as wg_leaves_parse keeps them.  Less memory and
 * quicker lookups for a large file; the same values.
 */
int		 wg_leaves_parse_variant(struct wg_leaves **out,
		    const struct wg_variant *v, const char *name,
		    const char *text, size_t len, char *errbuf,
		    size_t errsize);
void		 wg_leaves_free(struct wg_leaves *leaves);
/* The value of the leave CODES[0..N) (any order); 0 when not listed. */
double		 wg_leaves_value(const struct wg_leaves *leaves,
		    const uint8_t *codes, size_t n);

/*
 * Binary leave values (wgleaves(5)): every leave of up to rack size - 1
 * tiles of a variant's tile set, values alone in canonical order, made
 * for one tile set (letters, counts and racks), with the variant and the
 * lexicon they were trained with as information: they serve every
 * lexicon and variant of those tiles.  wg_leaves_is_binary says whether
 * DATA starts as such a file does.  wg_leaves_read_binary checks
 * DATA[0..LEN) (CRC, sizes, the tiles of the variant V; LEX is not
 * checked, and may be NULL) and returns WG_OK, WG_E_NOMEM or WG_E_FORMAT
 * with "NAME: message" in ERRBUF.  Version 1 files, which name their
 * variant but not its letters, are read for a variant of that name.
 */
int		 wg_leaves_is_binary(const void *data, size_t len);
int		 wg_leaves_read_binary(struct wg_leaves **out,
		    const char *name, const void *data, size_t len,
		    const struct wg_variant *v, const struct wg_lexicon *lex,
		    char *errbuf, size_t errsize);

/* What a binary leaves file says it was made for (its header). */
struct wg_leaves_info {
	unsigned	 format_version;
	char		 variant[WG_NAME_MAX];	/* made for */
	char		 lexicon[WG_NAME_MAX];	/* trained with; "" unknown */
	uint32_t	 lexicon_words;	/* its words, 0 unknown */
	uint32_t	 lexicon_crc;	/* its CRC-32 (wglex(5), offset 20) */
	uint32_t	 leaves;	/* values stored */
	unsigned	 longest;	/* tiles of the longest leave */
	unsigned	 codes;		/* letters + 1 (the blank, code 0) */
	uint8_t		 count[WG_MAX_LETTERS + 1];	/* tiles, by code */
	char		 letters[WG_MAX_LETTERS * 4 + 1];	/* UTF-8, code
					   1 first; "" in version 1 */
	size_t		 payload;	/* bytes before the values */
};
/*
 * Reads the header of the leaves file DATA[0..LEN) into *INFO, checked
 * as wg_leaves_read_binary checks it (not the values).  WG_OK, or
 * WG_E_FORMAT with "NAME: message" in ERRBUF.  wg_leaves_info_tiles
 * writes its tiles as "?2 A9 B2 ..." (blank first) into OUT[0..SIZE).
 */
int		 wg_leaves_info_read(struct wg_leaves_info *info,
		    const char *name, const void *data, size_t len,
		    char *errbuf, size_t errsize);
void		 wg_leaves_info_tiles(const struct wg_leaves_info *info,
		    char *out, size_t size);
/*
 * Records LEX (its words and CRC, unless NULL) and NAME as the lexicon
 * LEAVES were trained with, information written in their binary file;
 * values that record another lexicon already (other words or CRC) are
 * left as they are.
 */
void		 wg_leaves_set_lexicon(struct wg_leaves *leaves,
		    const struct wg_lexicon *lex, const char *name);
/*
 * Writes the values LEAVES gives each leave of V's tile set (0 when not
 * listed): as a binary file made for V's tiles, naming the lexicon
 * LEAVES were trained with (LEX when they know none), values rounded to
 * hundredths within +-327.67; or as text, "LEAVE VALUE" lines in
 * canonical order.  *OUT is malloc'd.
 */
int		 wg_leaves_write_binary(const struct wg_leaves *leaves,
		    const struct wg_variant *v, const struct wg_lexicon *lex,
		    void **out, size_t *len);
/*
 * The leave files of the wolges and MAGPIE engines (wgleaves(5), KLV2): a
 * word graph (KWG) of the leaves, blank tile 0 and letter N the variant's
 * code N, and their values in the graph's word order, 32-bit floats in a
 * KLV2, 16-bit 1/256ths of a point in a KLV.  wg_leaves_klv_kind says
 * whether DATA[0..LEN) has the sizes of one: 2 a KLV2, 1 a KLV, 0
 * neither, with its graph's nodes and its values (NULL: not wanted).
 * wg_leaves_read_klv reads one for V: its leaves of V's tile set (others
 * are passed over; those it lacks are worth 0); WG_OK, WG_E_NOMEM, or
 * WG_E_FORMAT with "NAME: message" in ERRBUF for a damaged graph (as
 * wg_kwg_each checks it), more or fewer leaves than values, a value not
 * a number.
 * wg_leaves_write_klv writes each leave of V's tile set (KIND 2: KLV2, 1:
 * KLV) into *OUT, malloc'd; WG_OK, WG_E_NOMEM or WG_E_ARG.
 */
int		 wg_leaves_klv_kind(const void *data, size_t len,
		    uint32_t *nodes, uint32_t *leaves);
int		 wg_leaves_read_klv(struct wg_leaves **out, const char *name,
		    const void *data, size_t len, const struct wg_variant *v,
		    char *errbuf, size_t errsize);
int		 wg_leaves_write_klv(const struct wg_leaves *leaves,
		    const struct wg_variant *v, int kind, void **out,
		    size_t *len);
int		 wg_leaves_write_text(const struct wg_leaves *leaves,
		    const struct wg_variant *v, char **out, size_t *len);
/*
 * Finds the shipped leave values of VARIANT (leaves/VARIANT.wglv) in the
 * places wg_lexicon_find looks in; VARIANT is a name, never a path.
 */
int		 wg_leaves_find(const char *variant, const char *datadir,
		    char *buf, size_t size);

/*
 * The leave trainer (wsgen(1), TRAINING LEAVES).  Statistics gather, for
 * each leave of a variant's tile set, what self-play games made of it;
 * they add up exactly, whatever the threads or shards that played.
 */
struct wg_train_stats;
/*
 * The leaves of V's tile set (the empty one too) into *LEAVES, and the
 * bytes of one table of statistics for them (16 a leave) into *BYTES;
 * training in T threads holds T tables.  Returns WG_OK, WG_E_ARG (a
 * stacking variant) or WG_E_LIMIT (2^32 - 1 leaves or more).
 */
int		 wg_train_stats_size(const struct wg_variant *v,
		    uint64_t *leaves, uint64_t *bytes);
/*
 * Empty statistics for V.  Returns WG_OK, WG_E_ARG (a stacking variant),
 * WG_E_LIMIT (a table over the 'memory' limit, wg_limits) or WG_E_NOMEM.
 */
int		 wg_train_stats_new(struct wg_train_stats **out,
		    const struct wg_variant *v);
void		 wg_train_stats_free(struct wg_train_stats *st);
uint64_t	 wg_train_stats_games(const struct wg_train_stats *st);
/*
 * Adds FROM to INTO.  Returns WG_OK, WG_E_ARG (another variant, tile set
 * or lexicon) or WG_E_LIMIT (a sum would overflow; INTO is unchanged).
 */
int		 wg_train_stats_merge(struct wg_train_stats *into,
		    const struct wg_train_stats *from);
/*
 * Plays games FIRST..FIRST+N-1 of SEED (each the same game whatever the
 * threads) in THREADS threads, both players ranking by LEAVES (NULL: by
 * score), and adds what they show to ST.  PROGRESS, if not NULL, hears
 * of games done now and then, from one thread.  Returns WG_OK, WG_E_ARG
 * (ST of another variant or lexicon), WG_E_LIMIT (the THREADS tables over
 * the 'memory' limit, before any game) or WG_E_NOMEM.
 */
int		 wg_train_play(struct wg_train_stats *st,
		    const struct wg_lexicon *lex, const struct wg_variant *v,
		    const struct wg_leaves *leaves, uint64_t seed,
		    uint64_t first, uint64_t n, unsigned threads,
		    void (*progress)(uint64_t done, uint64_t total, void *arg),
		    void *arg);
/*
 * Leave values from ST for V and LEX: each leave's mean less the empty
 * leave's, drawn toward the value its sub-leaves suggest as if SMOOTHING
 * more games had shown that.
 */
int		 wg_train_leaves(struct wg_leaves **out,
		    const struct wg_train_stats *st, const struct wg_variant *v,
		    const struct wg_lexicon *lex, double smoothing);
/*
 * Statistics files (wgstats(5)): ST's image into *OUT (free it) and *LEN;
 * read back for V and LEX (NULL: any lexicon).  Reading returns WG_OK,
 * WG_E_FORMAT with a message naming NAME in ERRBUF (a damaged file, or
 * one of another variant, tile set or lexicon), WG_E_LIMIT or WG_E_NOMEM.
 */
int		 wg_train_stats_write(const struct wg_train_stats *st,
		    void **out, size_t *len);
int		 wg_train_stats_read(struct wg_train_stats **out,
		    const char *name, const void *data, size_t len,
		    const struct wg_variant *v, const struct wg_lexicon *lex,
		    char *errbuf, size_t errsize);

/*
 * ==== Simulation ====
 */

/*
 * Simulation (wsgen(1) --sim): the best moves by static equity, each
 * played and followed by PLIES more turns of both sides, who take their
 * top move by static equity, against opponent's racks drawn at random
 * from the unseen tiles; the same draws for every candidate of an
 * iteration.  When the bag is empty at the horizon the play-out goes on
 * to the end of the game (unless HORIZON_ONLY), so the end is valued as
 * it comes.  A candidate's value in an iteration is the spread it gains
 * by then (the end accounting included when the game ends) plus, when
 * the game goes on, the leave value of its player's rack less the
 * opponent's (the opponent's counted once it has moved).  With a win
 * table its chance of a win in the iteration is the table's for the
 * spread ahead (the leaves counted), the tiles unseen and the side on
 * turn, or 1, 1/2 or 0 when the game is over; the candidates rank by the
 * mean chance to a tenth of a percent, then by the mean value; without,
 * by the mean value.  Iterations run in rounds of WG_SIM_ROUND; after
 * each round (from WG_SIM_MIN_ITERATIONS on) the candidates beaten with
 * confidence are simulated no more: successive elimination, whose bound
 * after round R of K candidates is passed by chance at most WG_SIM_DELTA
 * / (K R (R + 1)), so the best is dropped with a chance of at most
 * WG_SIM_DELTA, on the differences of the candidates' values (chances)
 * in the same iterations.  With a table a candidate is beaten when its
 * chance is behind by more than WG_SIM_WIN_TIE, or level within it and
 * its value behind.  Values and chances are summed in integers, so that
 * a seed gives the same answer whatever the number of threads.
 */
#define WG_SIM_ROUND		32
#define WG_SIM_MIN_ITERATIONS	64
#define WG_SIM_DELTA		0.01	/* the best dropped: 1% at most */
#define WG_SIM_WIN_TIE		0.001	/* a tenth of a percent */
#define WG_SIM_MAX_ITERATIONS	10000000UL
#define WG_SIM_MAX_THREADS	64
#define WG_SIM_MAX_PLIES	20

struct wg_sim_options {
	unsigned	 plies;		/* turns after the candidate */
	unsigned	 candidates;	/* moves simulated, >= 1 */
	unsigned long	 iterations;	/* at most (0: WG_SIM_MAX_...) */
	double		 seconds;	/* at most, from the call, the
					   candidates' making included; the
					   clock is looked at between
					   iterations, the first round
					   always played (0: no limit) */
	unsigned	 threads;	/* 1..WG_SIM_MAX_THREADS */
	uint64_t	 seed;
	const struct wg_leaves *leaves;	/* NULL: score only (borrowed) */
	/* A move simulated too, whatever its rank by static equity (a
	   legal move of the position; NULL: none): the move played, when a
	   game is analysed. */
	const struct wg_move *also;
	/* The opponent's leave drawn from this inference of their last
	   move (wg_infer_run on the position before it; NULL: none), the
	   rest of the rack from the bag. */
	const struct wg_infer *infer;
	int		 no_stop;	/* 1: no candidate is beaten early,
					   for a fixed amount of work
					   (benchmarks) */
	/* The win table (borrowed; NULL: none, the candidates ranked by
	   value and no chance of a win). */
	const struct wg_win *win;
	int		 horizon_only;	/* 1: stop at the horizon even when
					   the bag is empty (self-play's
					   look-ahead) */
	/* Called after each round with the iterations done and the
	   budget, if not NULL. */
	void		(*progress)(unsigned long done, unsigned long total,
			    void *arg);
	void		*arg;
};

/* A candidate and what its simulation found. */
struct wg_sim_move {
	struct wg_gen_move gen;		/* the move, score, leave, equity */
	double		 value;		/* mean value */
	double		 stderror;	/* standard error of the mean */
	double		 win;		/* mean chance of a win, ties half,
					   by OPT->win; -1 without a table */
	double		 win_stderr;	/* its standard error */
	double		 ahead;		/* share of iterations ahead at the
					   horizon, ties half */
	unsigned long	 iterations;	/* simulated */
	int		 pruned;	/* beaten with confidence */
	int		 also;		/* OPT->also */
};

struct wg_sim;

/*
 * A simulator for boards of VARIANT with words from LEX (both borrowed).
 * Reuse it for many positions.  Returns WG_OK, WG_E_LIMIT or WG_E_NOMEM
 * as wg_gen_new.
 */
int		 wg_sim_new(struct wg_sim **out, const struct wg_lexicon *lex,
		    const struct wg_variant *variant);
void		 wg_sim_free(struct wg_sim *sim);
/*
 * Simulates the position BOARD, whose player on turn has a known rack, as
 * OPT says, and writes at most OPT->candidates results (one more with
 * OPT->also) into OUT, best first; *N receives the count (0: no move at all).  A rack of the
 * opponent known on BOARD is kept; else it is drawn.  Returns WG_OK,
 * WG_E_ARG (not two players, a stacking variant, no rack, an option out
 * of range, an illegal OPT->also; see wg_sim_error), WG_E_NOMEM or
 * WG_E_LIMIT.
 */
int		 wg_sim_run(struct wg_sim *sim, const struct wg_board *board,
		    const struct wg_sim_options *opt, struct wg_sim_move *out,
		    size_t *n);
/* The message of the last failed run. */
const char	*wg_sim_error(const struct wg_sim *sim);

/*
 * ==== Win probability tables (wgwin(5)) ====
 */

/*
 * Win probability tables (wgwin(5)): the chance that a player wins, ties
 * counted half, from the spread (their score less the opponent's), the
 * tiles they cannot see (the bag and the opponent's rack) and whether
 * they are on turn; one table a variant, trained by self-play
 * (wsgen(1) --train-win) and shipped for classic, friends and spy.  A
 * spread beyond the table's counts as its largest, unseen tiles beyond
 * it as its most.  Two-player games.
 */
#define WG_WIN_ONE		65535	/* a certain win, as stored */
#define WG_WIN_UNSEEN_LIMIT	1000
#define WG_WIN_SPREAD_LIMIT	10000
struct wg_win;

/*
 * Loads the table PATH for variant V (NULL PATH: the one shipped for V,
 * found as wg_win_find finds it).  Returns WG_OK, WG_E_IO (no table
 * ships for V, or the file cannot be read), WG_E_FORMAT (not a valid
 * table of V) or WG_E_NOMEM, with a message in ERRBUF.
 */
int		 wg_win_load(struct wg_win **out, const char *path,
		    const struct wg_variant *v, const char *datadir,
		    char *errbuf, size_t errsize);
/*
 * Reads a table from DATA[0..LEN), every field checked (wgwin(5)): one
 * of V's (NULL: any variant).  WG_E_FORMAT with "NAME: message".
 */
int		 wg_win_read(struct wg_win **out, const char *name,
		    const void *data, size_t len, const struct wg_variant *v,
		    char *errbuf, size_t errsize);
/* 1 if DATA begins as a win table. */
int		 wg_win_is_binary(const void *data, size_t len);
/* The file image of T (free it). */
int		 wg_win_write(const struct wg_win *t, void **out, size_t *len);
void		 wg_win_free(struct wg_win *t);
/* The shipped table of VARIANT: "win/VARIANT.wgwin" in the data path. */
int		 wg_win_find(const char *variant, const char *datadir,
		    char *buf, size_t size);
/*
 * P(win), 0 to 1, of a player SPREAD points ahead with UNSEEN tiles
 * unseen, on turn if ON_TURN.  Non-decreasing in SPREAD.
 */
double		 wg_win_prob(const struct wg_win *t, int spread,
		    unsigned unseen, int on_turn);
/* The same for player P of board B (its scores, its bag, its turn). */
double		 wg_win_board(const struct wg_win *t,
		    const struct wg_board *b, unsigned p);
/* The tiles player P of B cannot see: the bag and the other's rack
   (a rack not known counts as full). */
unsigned	 wg_win_unseen(const struct wg_board *b, unsigned p);
/* The variant T was made for, and its sizes and training. */
const char	*wg_win_variant(const struct wg_win *t);
void		 wg_win_limits(const struct wg_win *t, unsigned *umax,
		    unsigned *smax, uint32_t *games, uint64_t *seed);
/* A new table, every chance 0: up to UMAX tiles unseen, spreads of up to
   SMAX either way.  WG_E_ARG past the limits. */
int		 wg_win_new(struct wg_win **out, const char *variant,
		    unsigned umax, unsigned smax);
/* Sets one chance (clamped to 0..1). */
void		 wg_win_set(struct wg_win *t, unsigned unseen, int on_turn,
		    int spread, double prob);

/*
 * Training win tables (wsgen(1) --train-win): positions of self-play
 * games between two players taking their top move by static equity
 * (LEAVES; NULL: by score), counted for each side (on turn or not), tiles
 * unseen and spread (clamped to SMAX either way) with the games won from
 * them.  Game I of SEED is the same whatever the threads, and the counts
 * are integers: a seed gives the same table on any number of threads.
 */
struct wg_win_counts;
int		 wg_win_counts_new(struct wg_win_counts **out,
		    const struct wg_variant *v, unsigned smax);
void		 wg_win_counts_free(struct wg_win_counts *c);
uint64_t	 wg_win_counts_games(const struct wg_win_counts *c);
/* Plays NGAMES games on THREADS threads into C.  WG_E_ARG for a
   stacking variant, or C of another variant. */
int		 wg_win_play(struct wg_win_counts *c,
		    const struct wg_lexicon *lex, const struct wg_variant *v,
		    const struct wg_leaves *leaves, uint64_t seed,
		    uint64_t ngames, unsigned threads,
		    void (*progress)(uint64_t done, uint64_t total, void *arg),
		    void *arg);
/*
 * The table fitted to C: for each side and count of tiles unseen a
 * logistic curve in the spread, P = 1 / (1 + exp(-(a + b spread))) with
 * b > 0, fitted by maximum likelihood to the positions of that count (and
 * of its neighbours, up to 12 either way, until 4,000 positions); none
 * unseen: the game is over, the spread decides.  SEED is recorded.
 * WG_E_EMPTY when C holds no game.
 */
int		 wg_win_fit(struct wg_win **out, const struct wg_win_counts *c,
		    uint64_t seed);
/* Calibration: the positions of C whose chance by T falls in each of
   NBINS equal bins, the mean chance and the share won. */
struct wg_win_bin {
	double		 lo, hi;
	uint64_t	 positions;
	double		 predicted, observed;
};
/* *ERROR: the mean over the positions of |predicted - observed| of their
   bin; *WORST the largest of a bin. */
int		 wg_win_calibrate(const struct wg_win *t,
		    const struct wg_win_counts *c, struct wg_win_bin *bins,
		    unsigned nbins, double *error, double *worst);

/*
 * ==== Inference (wsgen(1) --infer) ====
 */

/*
 * Inference (wsgen(1) --infer): what the opponent kept, from the move
 * they chose.  On the position BOARD before the move, the player on turn
 * (the opponent) drew a rack from the tiles the other player cannot see
 * (the bag and the opponent's rack: the pool); each rack that holds the
 * tiles MOVE places (an exchange: any rack) is tried, and is kept when
 * the move is within OPT->margin points of the rack's best move by static
 * equity (the generator's top move with OPT->leaves, exchanges included
 * and the pass left out, as the static player never passes by choice; an
 * exchange of N tiles: the best exchange of N from the rack, whose keep is
 * the leave).  Each rack kept is weighted by the draws from the pool that
 * make it, the product over the letters of C(unseen, on the rack), times
 * exp(-loss / OPT->decay) with a decay (LOSS the points the move is below
 * the rack's best); with OPT->prior, the draws are those of the prior's
 * leaves and the tiles drawn to them, OPT->prior_share of the weight (see
 * libwordgame(3)).  A leave's probability is its racks' share of the
 * weights.  A position with one rack possible (the bag empty) gives its
 * leave whatever the margin.  Results do not depend on OPT->threads.
 */
#define WG_INFER_MARGIN	5.0	/* points, by default */

struct wg_infer_options {
	double		 margin;	/* points below the best, >= 0 */
	unsigned	 threads;	/* 1..WG_SIM_MAX_THREADS */
	const struct wg_leaves *leaves;	/* required (borrowed) */
	/* > 0: a rack's weight times exp(-(points below the best) /
	   DECAY); 0: every rack within the margin alike. */
	double		 decay;
	/* The inference of the same player's move before this one, by
	   the same observer (borrowed; NULL: none): the racks are that
	   leave and tiles drawn, rather than any draw from the pool. */
	const struct wg_infer *prior;
	double		 prior_share;	/* 0..1: of the prior, the rest the
					   uniform draw */
};

/* A leave that may have been kept. */
struct wg_inferred {
	uint8_t		 leave[WG_RACK_MAX];	/* codes, 0 blank, sorted */
	unsigned	 nleave;
	uint64_t	 count;		/* draws of the racks that keep it */
	double		 probability;
};

struct wg_infer;
/* An inferrer for boards of VARIANT with words from LEX (borrowed):
   WG_OK, WG_E_LIMIT or WG_E_NOMEM as wg_gen_new. */
int		 wg_infer_new(struct wg_infer **out,
		    const struct wg_lexicon *lex,
		    const struct wg_variant *variant);
void		 wg_infer_free(struct wg_infer *inf);
/*
 * Infers the leaves of MOVE (a placement, an exchange whose LEN alone is
 * read, or the pass) by the player on turn on BOARD.  Returns WG_OK, with
 * no leave (wg_infer_count 0, and why in wg_infer_error) for the pass,
 * which tells nothing, or when no rack makes the move within the margin;
 * WG_E_ARG (not two players, a stacking game, no leaves, an option out of
 * range, a move not legal on the board or of tiles not unseen; see
 * wg_infer_error), WG_E_NOMEM or WG_E_LIMIT.
 */
int		 wg_infer_run(struct wg_infer *inf,
		    const struct wg_board *board, const struct wg_move *move,
		    const struct wg_infer_options *opt);
/* The leaves of the last run, the most likely first (then by tiles). */
size_t		 wg_infer_count(const struct wg_infer *inf);
const struct wg_inferred *wg_infer_result(const struct wg_infer *inf,
		    size_t i);
/* The draws of every rack kept: the sum of the counts. */
uint64_t	 wg_infer_total(const struct wg_infer *inf);
/* The leaves the pool could give at all, whatever the move says of them
   (the multisets of the leave's size): those inferred are among them. */
double		 wg_infer_possible(const struct wg_infer *inf);
/*
 * Where the leave LEAVE[0..N) (codes, 0 a blank, in any order) ranks in
 * the last run: its index in wg_infer_result's order, or -1 when it was
 * not inferred.  *ABOVE gets the number of leaves strictly more likely,
 * *TIED the number as likely, itself included (either may be NULL).
 */
long		 wg_infer_find(const struct wg_infer *inf,
		    const uint8_t *leave, unsigned n, size_t *above,
		    size_t *tied);
const char	*wg_infer_error(const struct wg_infer *inf);

/*
 * ==== Self-play ====
 */

/* A move of a self-play game as the leave trainer sees it. */
struct wg_selfplay_move {
	unsigned	 player;
	enum wg_move_kind kind;
	int		 score;
	const uint8_t	*leave;		/* the tiles kept, sorted */
	unsigned	 nleave;
	unsigned	 bag;		/* tiles in the bag before the draw */
	const struct wg_leaves *leaves;	/* the player's, or NULL */
	/* After the move and the draw: the position (the next player on
	   turn) and the bag's tiles. */
	const struct wg_board *board;
	const uint8_t	*bag_tiles;
	unsigned	 nbag_tiles;
};

/* What a self-play game reports, and whom it tells of each turn. */
struct wg_selfplay {
	/* Called before each turn with the position (the rack of the
	   player on turn known), if not NULL. */
	void		(*on_turn)(const struct wg_board *board, void *arg);
	void		*arg;
	/* Stacking games: their length (0: short). */
	enum wg_length	 length;
	/* Counts the game adds to. */
	uint64_t	 turns;
	uint64_t	 placements;
	uint64_t	 points;		/* final scores, summed */
	uint64_t	 redraws;		/* stacking: redraws */
	uint64_t	 rainbows;		/* stacking: rainbow tiles
						   placed */
	/* Matches (wsgen(1) --player1): with SEATS set, the player in seat
	   P ranks by SEAT_LEAVES[P] (NULL: by score). */
	int		 seats;
	const struct wg_leaves *seat_leaves[2];
	/* The final scores of the last game. */
	int		 final[2];
	/* Called after each move is played and the rack refilled, if not
	   NULL (the leave trainer's statistics). */
	void		(*on_move)(const struct wg_selfplay_move *move,
			    void *arg);
	/* Players who look one reply ahead (wsgen(1), MATCHES): with SIM
	   set (borrowed), a player ranking by equity in seat P with
	   SEAT_LOOKAHEAD[P] > 0 weighs its WG_LOOKAHEAD_CANDIDATES best
	   moves by static equity by a simulation one turn deep over that
	   many racks drawn for the opponent, and plays the best. */
	struct wg_sim	*sim;
	unsigned	 seat_lookahead[2];
	/* The full simulation player (wsgen(1) sim2): with SIM set, a
	   player ranking by equity in seat P with SEAT_SIM[P] set (borrowed)
	   plays the best move but the pass of a simulation as it says, its
	   leaves the seat's and its seed drawn from the game's. */
	const struct wg_sim_options *seat_sim[2];
	/* The simulation player in seat P draws the opponent's racks from
	   an inference (wg_infer_run: margin WG_INFER_MARGIN, the seat's
	   leaves and threads) of the opponent's move just before, made by
	   INFER (borrowed; NULL: none), when that move was a placement or
	   an exchange whose tiles to guess are at most SEAT_INFER[P] (0:
	   never): the tiles a placement kept, the whole rack of an
	   exchange.  Its cost grows with them: some 400 racks tried for 2
	   kept, every rack of the pool for an exchange. */
	struct wg_infer	*infer;
	unsigned	 seat_infer[2];
	/* The simulation player in seat P plays the exact endgame's best
	   move (wg_endgame_solve, ENDGAME borrowed; NULL: never) once the
	   bag is empty, when the solve ends within SEAT_ENDGAME[P]
	   positions (0: never); else it simulates. */
	struct wg_endgame *endgame;
	uint64_t	 seat_endgame[2];
	/* The simulation player in seat P simulates SEAT_LATE[P]
	   iterations at most (0: as SEAT_SIM[P] says) once the bag holds
	   a rack's worth of tiles or fewer, where its play-outs go on to
	   the end of the game. */
	unsigned long	 seat_late[2];
};

#define WG_LOOKAHEAD_CANDIDATES	6
#define WG_LOOKAHEAD_RACKS	8
/*
 * The racks an equity player of V looks ahead over unless told otherwise:
 * WG_LOOKAHEAD_RACKS where premiums are laid at random (a leave value
 * learnt over every layout cannot weigh this one), else 0.
 */
unsigned	 wg_selfplay_lookahead(const struct wg_variant *v);

/*
 * Plays one two-player game of GEN's variant in which each player always
 * takes GEN's top move, tiles drawn from a bag shuffled by SEED, which
 * also lays out random premiums.  A player ranking by equity weighs the
 * exchanges the bag allows with the placements (never the pass).  With no
 * placement at all a player exchanges the whole rack if the bag allows,
 * else passes.  In a stacking
 * variant the game is one of SP's length: the pass and the redraw are
 * ranked with the placements (a player with none redraws when the bag
 * and the score allow), racks get their rainbow tiles as the rules deal
 * them, nobody buys at the market, and the game ends as the rules say: the
 * pool empty, every square covered, or the passes in a row.  *OUT
 * receives the record (wg_record_free), its draws and "end" included when
 * the game ended.  SP may be NULL.  Returns WG_OK, WG_E_NOMEM, or WG_E_ARG
 * (a length out of range, or a move of GEN's that wg_move_check refuses).
 */
struct wg_record;
int		 wg_selfplay_record(struct wg_gen *gen, uint64_t seed,
		    struct wg_selfplay *sp, struct wg_record **out);
/*
 * The same game written as GCG (wg_record_write_gcg) into *GCG (free
 * it), *LEN bytes.
 */
int		 wg_selfplay(struct wg_gen *gen, uint64_t seed,
		    struct wg_selfplay *sp, char **gcg, size_t *len);

/*
 * ==== Endgames ====
 */

/*
 * Exact endgames (wsgen(1) --endgame).  With the bag empty the player on
 * turn knows the other's rack (the tiles unseen), and the game can be
 * searched to its end: negamax with alpha-beta pruning, iterative
 * deepening, a transposition table, the variant's end rules (going out,
 * the stalled game, the racks' points).  Two players, any variant that
 * does not stack.
 */
struct wg_endgame;

/* A move of the answer and what it leads to. */
struct wg_endgame_move {
	struct wg_move	 move;		/* a placement (played-through
					   letters WG_THROUGH) or a pass */
	int		 score;		/* the move's own points */
	unsigned	 ntiles;	/* tiles placed */
	int		 out;		/* 1: it goes out, ending the game */
	int		 spread;	/* the final score of the player on
					   turn in the position solved less
					   the other's, after best play by
					   both from this move on (scores so
					   far and the end accounting
					   included) */
	int		 exact;		/* 1: SPREAD is exact; 0: a search
					   stopped at the ply limit, whose
					   leaves count no further points */
};

/* How the last solve went. */
struct wg_endgame_info {
	unsigned	 plies;		/* deepest iteration completed */
	int		 exact;		/* 1: every line reached the end */
	uint64_t	 nodes;		/* positions searched */
	int		 stopped;	/* 1: the stop flag ended it (the
					   answer is the deepest iteration
					   completed, not exact) */
	struct wg_move	 best;		/* when PLIES > 0: the best move of
					   the deepest iteration completed
					   (as a progress callback sees it
					   during a solve) */
	int		 best_spread;	/* and its spread */
	unsigned	 threads;	/* threads that searched: 1, or more
					   when the solve was long enough
					   for wg_endgame_set_threads' */
};

/*
 * A solver for boards of VARIANT with words from LEX (both borrowed).
 * Reuse it: its table (256 MiB, or less under a node limit; allocated at
 * the first solve) is kept.
 * Returns WG_OK, WG_E_LIMIT (as wg_gen_new) or WG_E_NOMEM.
 */
int		 wg_endgame_new(struct wg_endgame **out,
		    const struct wg_lexicon *lex,
		    const struct wg_variant *variant);
void		 wg_endgame_free(struct wg_endgame *eg);
/*
 * Solves BOARD, whose bag must be empty: the player on turn's rack known,
 * the other's the tiles unseen (a rack the board gives must be among
 * them: a replay gives the tiles known to be on it), the
 * board's zeros the turns in a row that count toward the stalled end.
 * PLIES 0 searches to the end of every line (exact); else at most PLIES
 * plies, exact only if every line ends sooner.  The COUNT best moves (0:
 * every move) are ranked by exact spread, best first, each with its best
 * line (wg_endgame_line).  Returns how many are ranked (at least 1: the
 * pass is a move), WG_E_ARG with a message (wg_endgame_error: the bag not
 * empty, not two players, a stacking variant, a rack not known or empty,
 * more tiles of a letter than the variant has) or WG_E_NOMEM.
 */
int		 wg_endgame_solve(struct wg_endgame *eg,
		    const struct wg_board *board, unsigned plies,
		    unsigned count);
/* Result I (0: the best) of the last solve, or NULL past the end. */
const struct wg_endgame_move *wg_endgame_result(const struct wg_endgame *eg,
		    size_t i);
/*
 * Result I's best line, its move first, into *LINE (valid until the next
 * solve); returns its length.  When the solve is exact the line goes to
 * the end of the game; each entry's spread is the result's.
 */
size_t		 wg_endgame_line(const struct wg_endgame *eg, size_t i,
		    const struct wg_endgame_move **line);
void		 wg_endgame_info(const struct wg_endgame *eg,
		    struct wg_endgame_info *info);
/* The message of the last WG_E_ARG. */
const char	*wg_endgame_error(const struct wg_endgame *eg);
/*
 * Lets a solve be stopped: once its first iteration is done (the moves
 * searched one ply deep), a solve that finds *STOP not zero (as a signal
 * handler may set it; NULL: never) ends within a few thousand positions
 * and answers as if --plies had stopped it at the deepest iteration
 * completed: the moves ranked by it, none exact, info.stopped 1.
 * PROGRESS (may be NULL) is called with ARG every few thousand positions
 * and after each iteration, with the positions searched and 0.
 */
void		 wg_endgame_set_stop(struct wg_endgame *eg,
		    const volatile sig_atomic_t *stop, wg_progress_fn progress,
		    void *arg);
/*
 * A budget for each solve that follows: past SECONDS of the monotonic
 * clock from its start (0: no limit), or NODES positions searched (0: no
 * limit), a solve stops as the stop flag of wg_endgame_set_stop stops it
 * (the deepest iteration completed, not exact, info.stopped 1); the
 * first iteration is always completed.  The iteration after 4 plies, to
 * the end, has half of what is left; if it has not ended then, the rest
 * deepens one ply at a time.  Unlike wg_endgame_set_node_limit, which
 * fails the solve, a budget answers.  A pre-endgame solving many
 * endgames gives each the share of its time it chooses.
 */
void		 wg_endgame_set_budget(struct wg_endgame *eg, double seconds,
		    uint64_t nodes);
/*
 * THREADS (1, the default, to 64) search each solve that follows: they
 * share the table, and each skips for later the moves another is
 * searching.  The values are those of one thread; the order of moves of
 * equal spread, their lines and the positions searched may differ, as
 * may a budgeted answer (the iteration a budget stops at).
 * wg_endgame_value and wg_endgame_spread search on one thread.
 */
void		 wg_endgame_set_threads(struct wg_endgame *eg,
		    unsigned threads);
/*
 * KEEP 1: the solves that follow see the table's entries of the solves
 * before (a position met again, as the endgames of one pre-endgame meet
 * them, is not searched again; the values are the same, the positions
 * searched fewer); 0 (the default): each solve starts as if the table
 * were empty, and searches the same positions whatever came before.
 */
void		 wg_endgame_keep_table(struct wg_endgame *eg, int keep);
/*
 * The spread MOVE (a placement as wg_move_parse reads it, played-through
 * letters marked or not, or a pass) leads to on BOARD, searched as
 * wg_endgame_solve searches, into *SPREAD; its line is result 0's.
 * WG_E_ARG also when MOVE is not a legal move of the player on turn.
 */
int		 wg_endgame_spread(struct wg_endgame *eg,
		    const struct wg_board *board, const struct wg_move *move,
		    unsigned plies, int *spread);

/*
 * The pre-endgame (wsgen(1) --peg): with 1 to WG_PEG_MAX_BAG tiles in the
 * bag, the tiles unseen are split every way into the bag, in the order
 * they will be drawn, and the opponent's full rack, each split weighted
 * by the draws that give it.  Each candidate is played and its player
 * draws; once the bag is empty the exact endgame solver values the rest
 * of the game.  A candidate that leaves tiles in the bag (the pass, an
 * exchange, a play of fewer tiles than the bag holds) is followed by both
 * players' best moves by static equity, drawing in the split's order,
 * until the bag is empty, then solved exactly.  Moves are ranked by the
 * share of the draws they win (a tie half), then by the mean final
 * spread, then by static equity; the COUNT best are valued exactly and
 * every other candidate is shown to be no better, the candidates taken
 * in the order of a play-out of each split by both players' highest
 * scoring moves.  Two players, any variant that does not stack; the
 * opponent's rack a board gives is not used.
 */
#define WG_PEG_MAX_BAG	4

struct wg_peg_options {
	unsigned	 candidates;	/* the K best by static equity (0:
					   every move, the pass and the
					   exchanges the bag allows) */
	unsigned	 count;		/* moves ranked exactly (0: all) */
	double		 seconds;	/* at most (0: no limit) */
	uint64_t	 nodes;		/* endgame positions at most (0: no
					   limit) */
	const struct wg_leaves *leaves;	/* static equity; NULL: score */
	const volatile sig_atomic_t *stop;	/* not 0: stop (NULL) */
	/* A move valued exactly too, first, whatever its rank (a legal
	   placement or the pass; NULL: none): the move played, when a game
	   is analysed (wg_peg_also). */
	const struct wg_move *also;
	/* Called as the solve goes (NULL: never): after each candidate's
	   estimate and each candidate decided, and every few hundred
	   endgame positions, with the endgame positions searched and 0;
	   wg_peg_info and wg_peg_result tell how far it got. */
	wg_progress_fn	 progress;
	void		*progress_arg;
};

/* A move ranked and what its draws bring. */
struct wg_peg_move {
	struct wg_gen_move gen;		/* the move, score, leave, equity */
	double		 win;		/* share of the draws won, ties
					   half, 0 to 1 */
	double		 spread;	/* mean final spread: the player's
					   final score less the opponent's */
	uint64_t	 wins, ties, losses;	/* draws (labelled, in order) */
};

struct wg_peg_info {
	unsigned	 bag;		/* tiles in the bag */
	uint64_t	 draws;		/* draws of the bag a candidate is
					   valued over: wins + ties + losses */
	unsigned	 splits;	/* orders of the bag told apart */
	unsigned	 candidates;	/* moves considered */
	unsigned	 decided;	/* of them ranked or shown no better */
	int		 complete;	/* 1: every candidate decided */
	uint64_t	 nodes;		/* endgame positions searched */
	double		 seconds;	/* time taken */
};

struct wg_peg;
/* A solver for boards of VARIANT with words from LEX (both borrowed); its
   endgame table is kept and shared by every solve.  WG_OK, WG_E_LIMIT,
   WG_E_NOMEM as wg_endgame_new. */
int		 wg_peg_new(struct wg_peg **out, const struct wg_lexicon *lex,
		    const struct wg_variant *variant);
void		 wg_peg_free(struct wg_peg *peg);
/*
 * Solves BOARD (the rack on turn known) as OPT says.  Past OPT->seconds,
 * OPT->nodes or once *OPT->stop is set, the moves ranked so far are the
 * answer (info.complete 0): each exact, but a candidate not yet decided
 * may be better.  Returns how many moves are ranked (0 only when stopped
 * before the first), WG_E_ARG with a message (wg_peg_error: not 1 to
 * WG_PEG_MAX_BAG tiles in the bag, not two players, a stacking game, the
 * rack not known), WG_E_LIMIT or WG_E_NOMEM.
 */
int		 wg_peg_solve(struct wg_peg *peg, const struct wg_board *board,
		    const struct wg_peg_options *opt);
/* Result I (0: the best) of the last solve, or NULL past the end. */
const struct wg_peg_move *wg_peg_result(const struct wg_peg *peg, size_t i);
/* OPT->also's result in the last solve, or NULL (none, or stopped
   first). */
const struct wg_peg_move *wg_peg_also(const struct wg_peg *peg);
void		 wg_peg_info(const struct wg_peg *peg, struct wg_peg_info *info);
const char	*wg_peg_error(const struct wg_peg *peg);

/*
 * ==== Game records and replay ====
 */

/*
 * Game records: GCG files and native logs (wglog(5)), read into plain
 * structures, written back in either format, and replayed (wsreplay(1)).
 * A record keeps its text as written (converted to UTF-8); letters are read
 * against a variant's alphabet only when the game is replayed.
 */
#define WG_RACK_TEXT	(WG_RACK_MAX * WG_MAX_PLAYERS * 4 + 1)
#define WG_NICK_MAX	64	/* bytes of a player's nickname, NUL included */

/* The lines of play of a record. */
enum wg_event_kind {
	WG_EV_PLAY,		/* a placement, pass or exchange */
	WG_EV_WITHDRAW,		/* the last placement taken back ("--") */
	WG_EV_CHALLENGE,	/* a bonus for a failed challenge */
	WG_EV_OUT,		/* points for the racks left ("(RACK) +N") */
	WG_EV_PENALTY,		/* a rack's value lost ("RACK (RACK) -N") */
	WG_EV_TIME,		/* a time penalty ("(time) -N") */
	WG_EV_ADJUST,		/* any other "(WORD) +N" adjustment */
	WG_EV_NOTE,		/* a "#note" (text only) */
	WG_EV_SPEC,		/* logs only: a Wordspionage Spec Op */
	WG_EV_WHEEL,		/* logs only: a Wordspionage wheel spun */
	WG_EV_FORFEIT,		/* logs only: a player forfeits */
	WG_EV_TIMEOUT,		/* logs only: a player ran out of time */
	WG_EV_BUY,		/* logs only: a tile bought at the market */
	WG_EV_CONCEDE		/* logs only: a player concedes */
};

/* Wordspionage Spec Ops (wglog(5) "spec" lines), in the rules' order. */
enum wg_spec {
	WG_SPEC_COVER_ID,	/* a blank onto the rack, free, two a game */
	WG_SPEC_SURVEILLANCE,	/* WS$75, two a game, no effect */
	WG_SPEC_MISDIRECTION,	/* WS$125: the premiums left shuffled */
	WG_SPEC_SWITCH,		/* WS$125: a tile for the opponent's best */
	WG_SPEC_FLASH_BOMB,	/* WS$175: plain squares for the opponents */
	WG_SPEC_SABOTAGE,	/* WS$175: the opponent loses half a turn */
	WG_SPEC_DOUBLE_AGENT,	/* WS$250: and the player gains it */
	WG_SPEC_COUNT
};
/* What spins a Wordspionage wheel (wglog(5) "wheel" lines). */
enum wg_wheel {
	WG_WHEEL_MISSION,	/* a mission word played: the bonus wheel */
	WG_WHEEL_BINGO,		/* seven lettered tiles: the bonus wheel */
	WG_WHEEL_WIN,		/* the game won: the bonus wheel, WS$ only */
	WG_WHEEL_ACTIVATION	/* a black tile played: the Spec Ops wheel */
};
/* What a wheel gives. */
enum wg_prize {
	WG_PRIZE_POINTS,	/* game points: score and total */
	WG_PRIZE_WS,		/* WS$: ws and balance */
	WG_PRIZE_SPEC		/* a Spec Op: spec */
};
#define WG_MISSIONS	3	/* mission words a game: 4, 5, 6 letters */
#define WG_MISSION_TEXT	(6 * 4 + 1)
/*
 * The fields of a line of play whose columns an event keeps, for messages.
 * MOVE is the field move is read from: the position of a placement, the
 * tiles, the Spec Op, a wheel's word or tile; for a log's pass, withdrawal,
 * challenge or time penalty, which write none, its first field.
 */
enum wg_field {
	WG_FIELD_LINE,		/* the line's first field */
	WG_FIELD_PLAYER,
	WG_FIELD_RACK,		/* SWITCH: the tile given */
	WG_FIELD_MOVE,
	WG_FIELD_SCORE,
	WG_FIELD_TOTAL,
	WG_FIELD_DRAW,		/* SWITCH: the tile taken */
	WG_FIELD_TOOK,
	WG_FIELD_REJECTED,
	WG_FIELD_SPEC,		/* the Spec Op of a SPEC or WHEEL line */
	WG_FIELD_TARGET,
	WG_FIELD_LAYOUT,
	WG_FIELD_WS,
	WG_FIELD_BALANCE,
	WG_FIELD_GAIN,
	WG_FIELD_GAIN_TOTAL,
	WG_FIELD_COUNT
};

struct wg_event {
	enum wg_event_kind kind;
	unsigned	 line;			/* in the input */
	unsigned	 col[WG_FIELD_COUNT];	/* where each field begins,
						   in characters from 1; 0
						   when not written */
	unsigned	 player;		/* 0-based */
	int		 has_rack;
	char		 rack[WG_RACK_TEXT];	/* as written, '?' a blank */
	/* PLAY: "8D WORD", "-" or "-ABC" ("-7": 7 tiles not named);
	   OUT and PENALTY: the tiles in parentheses; ADJUST: the word. */
	char		 move[WG_MOVE_TEXT_MAX];
	int		 score;
	int		 total;
	int		 has_draw;		/* logs only: tiles drawn */
	char		 draw[WG_RACK_TEXT];
	char		*text;			/* NOTE: the note; else the
						   fields after the total, or
						   NULL (owned) */
	/* SPEC: move holds "OP [TARGET]" for display; score and total
	   are the target's (SABOTAGE, DOUBLE_AGENT); SWITCH: rack the
	   tile given, draw the tile taken (has_rack, has_draw 0). */
	enum wg_spec	 spec;
	int		 has_target;
	unsigned	 target;		/* 0-based */
	int		 ws;			/* WS$ spent (negative) */
	int		 balance;		/* WS$ after */
	int		 gain;			/* DOUBLE_AGENT: the player's */
	int		 gain_total;		/* points and total */
	char		*layout;		/* MISDIRECTION: the rows
						   joined by '/' (owned) */
	/* WHEEL: move holds the mission word or the activation tile;
	   POINTS: score and total; WS: ws (won, >= 0) and balance; SPEC:
	   spec. */
	enum wg_wheel	 wheel;
	enum wg_prize	 prize;
	/* PLAY: the time the turn took and the word guesses rejected in
	   it, when written (logs only). */
	int		 has_took;
	unsigned long	 took;			/* seconds */
	int		 has_rejected;
	unsigned	 rejected;
	/* BUY: move holds the tile bought, draw the tile that took its
	   place in the market (has_draw); TO_BOARD set when the tile went
	   onto the board in the turn's placement, else to the rack.  PLAY:
	   REDRAW set for the stacking game's redraw ("redraw" lines): move
	   holds "-" and the rack, or is "" when the rack is not known. */
	int		 to_board;
	int		 redraw;
};

/* A pragma other than those the record structure holds, in order. */
struct wg_pragma {
	char		*name;			/* owned */
	char		*value;			/* owned */
};

#define WG_RECORD_GCG	0
#define WG_RECORD_LOG	1

struct wg_record {
	int		 format;		/* WG_RECORD_* read */
	unsigned	 first_line;		/* of the record in its input */
	unsigned	 players;
	char		 nick[WG_MAX_PLAYERS][WG_NICK_MAX];
	char		*name[WG_MAX_PLAYERS];	/* full names (owned) */
	char		 variant[WG_NAME_MAX];	/* "" when not named */
	unsigned	 variant_line;		/* where it is named, */
	unsigned	 variant_col;		/* for messages; 0: not */
	int		 has_seed;
	uint64_t	 seed;
	unsigned	 layout_rows;		/* > 0: premiums given */
	char		 layout[WG_BOARD_MAX][WG_BOARD_MAX + 1];
	char		 lexicon[WG_NAME_MAX];
	char		 final_rack[WG_MAX_PLAYERS][WG_RACK_TEXT];
	int		 ended;			/* logs: "end" seen */
	int		 has_ws[WG_MAX_PLAYERS];	/* logs: "ws" lines, */
	int		 ws_start[WG_MAX_PLAYERS];	/* WS$ at the start */
	/* Wordspionage settings (logs).  WORDSPIONAGE is set by any line
	   only Wordspionage has: its blanks are then the Cover IDs, dealt
	   by the Spec Op and not from the bag. */
	int		 wordspionage;
	int		 has_time_limit;
	unsigned long	 time_limit;		/* seconds a turn, 0 none;
						   else the default */
	int		 has_guess_limit;
	unsigned	 guess_limit;		/* a turn; 0 unlimited */
	unsigned	 nmissions;		/* 0 or WG_MISSIONS */
	char		 mission[WG_MISSIONS][WG_MISSION_TEXT];
	int		 has_skill[WG_MAX_PLAYERS];	/* "skill" lines: */
	unsigned long	 skill[WG_MAX_PLAYERS];	/* points at the start */
	/* The stacking game (logs): the game's length, 0 when not given
	   (short, as wglog(5) says), and the market's tiles at the start,
	   as written. */
	enum wg_length	 length;
	int		 has_market;
	char		 market[WG_RACK_TEXT];
	struct wg_pragma *pragmas;
	size_t		 npragmas;
	struct wg_event	*events;
	size_t		 nevents;
	size_t		 cap;
};

/*
 * Reads one record from TEXT[0..LEN), GCG or native log (told apart by the
 * first line "wglog 1"), stopping where the next record starts: a
 * "#player1", "#character-encoding" or "wglog" line after lines of play,
 * or before them one that cannot go on with this record's header (a second
 * "#player1" or "wglog", "#character-encoding" after "#player1", a GCG
 * opening line in a log), so a record broken in its header ends there.
 * FIRST_LINE is the line number of TEXT[0] in the input NAME.  *USED
 * receives the bytes consumed, also on failure, so the caller can go on
 * with the next record.  GCG text is UTF-8 when it says so or is valid
 * UTF-8, else Latin-1.  On WG_E_FORMAT, ERRBUF receives
 * "NAME:LINE:COL: message", COL the column (in characters, from 1) of the
 * field or character at fault, or just past the last field when one is
 * missing, and *OUT is NULL.  Returns WG_OK, WG_E_FORMAT,
 * WG_E_EMPTY (nothing but blank lines) or WG_E_NOMEM.
 */
int		 wg_record_parse(struct wg_record **out, const char *name,
		    const char *text, size_t len, unsigned first_line,
		    size_t *used, char *errbuf, size_t errsize);
void		 wg_record_free(struct wg_record *record);

/*
 * Writes RECORD as GCG (what GCG cannot say, draws and a premium layout,
 * is left out) or as a native log into a new NUL-ended buffer *TEXT.
 * What is written reads back: a record that would not (a nick with '#'
 * in a log, with ':' in GCG, ...) is not written.  Returns WG_OK,
 * WG_E_FORMAT (*TEXT is then NULL; wg_record_check_write says why) or
 * WG_E_NOMEM.
 */
int		 wg_record_write_gcg(const struct wg_record *record,
		    char **text, size_t *len);
int		 wg_record_write_log(const struct wg_record *record,
		    char **text, size_t *len);
/*
 * Whether RECORD can be written as FORMAT (WG_RECORD_GCG or WG_RECORD_LOG)
 * so that reading the text gives the same record back: WG_OK; WG_E_FORMAT
 * with a message in ERRBUF naming the field that cannot be written and
 * why; WG_E_NOMEM.
 */
int		 wg_record_check_write(const struct wg_record *record,
		    int format, char *errbuf, size_t errsize);

/*
 * Reads the records of PATH ("-": standard input): a plain file, or any
 * archive or compressed file libarchive reads (every regular member).
 * A PATH "ARCHIVE(MEMBER)" that names no file reads the one member MEMBER
 * of ARCHIVE (WG_E_IO, errno ENOENT, when it has none so named).
 * VISIT is called with each member's name ("ARCHIVE(MEMBER)" inside
 * archives) and its whole text; a non-zero return stops.  An input with
 * no regular member (an empty file, an empty archive) is visited once,
 * under its own name with no text, so the caller can report it.  Returns
 * WG_OK, VISIT's value, WG_E_IO (errno set) or WG_E_FORMAT (a damaged
 * archive), with the message in ERRBUF.
 */
typedef int	(*wg_text_visitor)(const char *name, const char *text,
		    size_t len, void *arg);
int		 wg_record_read_file(const char *path, wg_text_visitor visit,
		    void *arg, char *errbuf, size_t errsize);

/* How a game ended. */
enum wg_end {
	WG_END_NONE,		/* not over: the record stops early */
	WG_END_OUT,		/* a player went out */
	WG_END_STALL,		/* scoreless turns or passes in a row */
	WG_END_TIMEOUT,		/* Wordspionage: a player of two timed out */
	WG_END_FORFEIT,		/* Wordspionage: a player of two forfeited */
	WG_END_CONCEDE,		/* stacking: a player of two conceded */
	WG_END_POOL,		/* stacking: the pool ran out */
	WG_END_FULL		/* stacking: every square holds a tile */
};

/* How the record accounts for the racks left when a player goes out. */
enum wg_accounting {
	WG_ACCOUNT_NONE,	/* no accounting lines */
	WG_ACCOUNT_DOUBLE,	/* North American: twice the others' racks */
	WG_ACCOUNT_TRANSFER	/* international: gained by one, lost by the
				   others */
};

/* One line of play as replayed, for the visitor of wg_replay. */
struct wg_replay_turn {
	const struct wg_event *event;
	unsigned	 number;		/* 1-based, notes not counted */
	unsigned	 player;
	const struct wg_board *before;		/* the position, rack of the
						   player on turn set when
						   written */
	const struct wg_move *move;		/* PLAY: the move, else NULL */
	const struct wg_check *check;		/* placements: the verdict */
	int		 score;			/* computed */
	int		 total;			/* computed, after the turn */
	int		 leave_known;
	uint8_t		 leave[WG_RACK_MAX];	/* codes, 0 a blank, sorted */
	unsigned	 nleave;
	int		 ws;			/* the player's WS$ after */
	unsigned	 flags;			/* WG_TURN_* */
#define WG_TURN_WITHDRAWN	0x1	/* PLAY: taken back by the player's
					   next line (challenged off) */
#define WG_TURN_CHALLENGE_LOST	0x2	/* PLAY: a pass after the opponent
					   went out, the turn a failed
					   challenge of that play loses */
	uint8_t		 unseen[WG_BAG_MAX];	/* tiles the player cannot
						   see, sorted, blanks last */
	unsigned	 nunseen;
	const struct wg_board *after;		/* the position after the
						   turn */
};

struct wg_replay_result {
	unsigned	 turns;
	unsigned	 problems;		/* problems reported */
	unsigned	 warnings;		/* warnings reported (a rack
						   that lacks the tiles kept
						   on the turn before) */
	unsigned	 players;
	int		 score[WG_MAX_PLAYERS];	/* final, computed */
	int		 pre_end[WG_MAX_PLAYERS];	/* before the end
						   accounting */
	enum wg_end	 end;
	unsigned	 out_player;		/* END_OUT: who went out;
						   TIMEOUT, FORFEIT: who
						   left */
	enum wg_accounting accounting;
	int		 winner;		/* 0-based, -1 a tie, -2 not
						   over */
	unsigned	 specs;			/* Spec Op lines replayed */
	int		 ws[WG_MAX_PLAYERS];	/* final WS$ balances */
	/* Wordspionage. */
	int		 wordspionage;		/* the record's flag */
	enum wg_end	 left[WG_MAX_PLAYERS];	/* TIMEOUT, FORFEIT or
						   CONCEDE: the player left
						   the game; NONE: played
						   on */
	int		 halfway;		/* half the tiles are on the
						   board */
	int		 skill;			/* the winner gains skill
						   points */
	int		 skill_from;		/* the opponent whose level
						   sets them (the highest),
						   -1 if not known */
	/* The stacking game. */
	unsigned	 pool;			/* tiles of the pool at the
						   start, market included */
	unsigned	 bought[WG_MAX_PLAYERS];	/* tiles bought */
	unsigned	 market_left;		/* tiles in the market at
						   the end */
};

/*
 * Called for each line of play before the next is replayed; a non-zero
 * return stops the replay, which returns that value.
 */
typedef int	(*wg_turn_visitor)(const struct wg_replay_turn *turn,
		    void *arg);
/*
 * Called for each problem found, with its line, the column of the field at
 * fault (0 for a problem of the whole record, or a field whose place is
 * not known) and a message; and for each warning, whose message begins
 * "warning: ".
 */
typedef void	(*wg_problem_visitor)(unsigned line, unsigned col,
		    const char *message, void *arg);

/*
 * Replays RECORD under VARIANT, checking words in LEX (NULL: no word
 * checks): legality, racks, scores, totals and the end of the game as
 * wsreplay(1) describes.  Each problem goes to PROBLEM and replay goes on.
 * Either visitor may be NULL.  Returns WG_OK, a visitor's non-zero value,
 * or WG_E_FORMAT when a rack or move cannot be read in VARIANT's alphabet
 * (reported to PROBLEM first); *RESULT is filled in every case.
 */
int		 wg_replay(const struct wg_record *record,
		    const struct wg_variant *variant,
		    const struct wg_lexicon *lex, wg_turn_visitor visit,
		    wg_problem_visitor problem, void *arg,
		    struct wg_replay_result *result);

/*
 * ==== Game analysis ====
 */

/*
 * Game analysis (wsreplay(1) --analyze): a record replayed once, and at
 * each turn a player decided with a known rack the move played and the
 * engine's best, each valued by static equity (score plus leave value) or
 * by simulation, and what the move played cost.  A move with words the
 * lexicon lacks that stood is valued as played; one challenged off as a
 * pass (the turn lost); the best is always a legal move of the lexicon.
 * Challenge bonuses and the pass of a failed challenge are not decisions:
 * not analysed.  Two-player games other than the stacking game.
 */
enum wg_analysis_method {
	WG_ANALYSIS_STATIC,	/* static equity */
	WG_ANALYSIS_SIM,	/* simulation */
	WG_ANALYSIS_ENDGAME,	/* the exact endgame solver */
	WG_ANALYSIS_PEG		/* the pre-endgame (wg_peg_solve) */
};

/*
 * The method wsgen(1) --best and an analysis in a budget (OPT->seconds)
 * value board B by, with SECONDS to spend: the endgame with the bag empty
 * (as the player on turn sees it), the pre-endgame with 1 to
 * WG_PEG_MAX_BAG tiles in it, else simulation, or static equity below
 * WG_BEST_SIM_MIN seconds (simulation's first round, always played
 * whole, and its generator's tables take a few tenths of a second).
 */
#define WG_BEST_SIM_MIN		0.5
enum wg_analysis_method wg_best_method(const struct wg_board *b,
		    double seconds);
/*
 * With 1 to 4 tiles in the bag the pre-endgame has the first part of a
 * budget of SECONDS: wg_best_peg_seconds, half of it (all of it when the
 * other half is below WG_BEST_SIM_MIN and a tenth of a second).  When it stops before it answers
 * (wg_best_peg_answers 0: no candidate decided, or not all of them and
 * the best it found loses a draw, so that one not decided may rank
 * above it) simulation has what is left.
 */
#define WG_BEST_PEG_SHARE	0.5
double		 wg_best_peg_seconds(double seconds);
int		 wg_best_peg_answers(const struct wg_peg_info *info,
		    const struct wg_peg_move *best);

/*
 * With the bag empty a turn is valued by the exact endgame solver, the
 * values the spread the rest of the game brings the player (its final
 * score less the opponent's, less that spread now) after best play from
 * both sides, when the solve of the best move and of the move played
 * search at most so many positions together; else by the method asked.
 */
#define WG_ANALYSIS_ENDGAME_NODES	500000

struct wg_analyze_options {
	const struct wg_leaves *leaves;	/* NULL: score only (borrowed) */
	int		 simulate;	/* 1: by simulation, as SIM says */
	struct wg_sim_options sim;	/* leaves and also are set by the
					   analysis */
	uint64_t	 endgame_nodes;	/* the budget of an empty-bag turn's
					   solve: 0 WG_ANALYSIS_ENDGAME_NODES */
	int		 no_endgame;	/* 1: no solve, the method asked
					   values empty-bag turns too */
	int		 no_infer;	/* 1: with simulation, the opponent's
					   racks drawn at random, not from
					   what their last move tells
					   (wg_infer_run) */
	/* The variant's win table (borrowed; NULL: no win chances): the
	   win chance of the player after a move is the table's at the
	   spread its value makes, the opponent on turn and the tiles
	   unseen after the draw; after an exact endgame, 1, 0.5 or 0;
	   after a pre-endgame, the share of draws it wins. */
	const struct wg_win *win;
	/* Above 0: each turn valued within so many seconds by the method
	   wg_best_method chooses for it (SIMULATE aside; simulation at 2
	   plies, 10 candidates, one thread); what the budget cuts short
	   (an endgame, a pre-endgame before the move played is valued) by
	   static equity, over_budget set; a pre-endgame cut after it,
	   over_budget set, its best among the candidates decided. */
	double		 seconds;
};

/* One turn analysed. */
struct wg_analysis_turn {
	const struct wg_replay_turn *turn;	/* as replayed: the
						   position before, the
						   move played */
	enum wg_analysis_method method;
	double		 value;		/* of the move played */
	struct wg_move	 best;		/* the engine's best move */
	double		 best_value;
	double		 loss;		/* best_value - value, >= 0 */
	int		 over_budget;	/* 1: the bag empty, but the endgame
					   over the budget of positions; or
					   (OPT->seconds) cut short */
	unsigned	 flags;		/* WG_ANALYSIS_* */
#define WG_ANALYSIS_PHONY	0x1	/* the move played has words the
					   lexicon lacks, and stood: valued
					   as played */
#define WG_ANALYSIS_WITHDRAWN	0x2	/* the move played was challenged
					   off: valued as a pass */
	/* With OPT->win, the player's win chance after the move played and
	   after the best, 0 to 1, and what the move played lost (>= 0);
	   else all -1. */
	double		 win, best_win, win_loss;
};

/* Each player's cost over a record. */
struct wg_analysis_total {
	unsigned	 players;
	double		 loss[WG_MAX_PLAYERS];
	unsigned	 turns[WG_MAX_PLAYERS];	/* analysed */
};

/* Called for each turn analysed; a non-zero return stops. */
typedef int	(*wg_analysis_visitor)(const struct wg_analysis_turn *turn,
		    void *arg);

struct wg_analyzer;
/* An analyzer with words from LEX (borrowed); reuse it for many
   records.  Returns WG_OK or WG_E_NOMEM. */
int		 wg_analyzer_new(struct wg_analyzer **out,
		    const struct wg_lexicon *lex);
void		 wg_analyzer_free(struct wg_analyzer *an);
/*
 * Replays RECORD under VARIANT as wg_replay does (PROBLEM and *RES as
 * there) and analyses each turn of a known rack as OPT says, calling
 * VISIT (may be NULL); *TOTAL receives each player's cost.  Returns
 * WG_OK, a visitor's value, WG_E_ARG (not two players, a stacking game;
 * see wg_analyzer_error), WG_E_FORMAT as wg_replay, WG_E_NOMEM or
 * WG_E_LIMIT.
 */
int		 wg_analyze(struct wg_analyzer *an,
		    const struct wg_record *record,
		    const struct wg_variant *variant,
		    const struct wg_analyze_options *opt,
		    wg_analysis_visitor visit, wg_problem_visitor problem,
		    void *arg, struct wg_replay_result *res,
		    struct wg_analysis_total *total);
/* The message of the last failed analysis. */
const char	*wg_analyzer_error(const struct wg_analyzer *an);

/*
 * ==== Pictures ====
 */

/*
 * Pictures of positions (wsboard(1)): text for a terminal and SVG, and
 * the game viewer page of wsreplay(1) --html, whose positions are the
 * same SVG.
 */
struct wg_draw {
	unsigned	 flags;
#define WG_DRAW_COLOUR	0x1	/* text: ANSI colours for premiums, tiles
				   and marked squares */
	uint8_t		 mark[WG_SQUARES];	/* 1: a square of the last
						   move, drawn apart */
	const char	*names[WG_MAX_PLAYERS];	/* NULL: "Player N" */
};

/* No flags, no marks, no names. */
void		 wg_draw_init(struct wg_draw *draw);
/*
 * Marks the squares of BOARD on which MOVE places a tile (not those it
 * plays through, nor any off the board).
 */
void		 wg_draw_mark_move(struct wg_draw *draw,
		    const struct wg_board *board, const struct wg_move *move);
/* Marks the squares whose tile or stack differ between two positions. */
void		 wg_draw_mark_change(struct wg_draw *draw,
		    const struct wg_board *before,
		    const struct wg_board *after);
/*
 * Draws BOARD into a new NUL-ended buffer *TEXT of *LEN bytes (free it):
 * as UTF-8 text with box-drawing characters, or as an SVG document.
 * Returns WG_OK or WG_E_NOMEM.
 */
int		 wg_board_draw_text(const struct wg_board *board,
		    const struct wg_draw *draw, char **text, size_t *len);
int		 wg_board_draw_svg(const struct wg_board *board,
		    const struct wg_draw *draw, char **text, size_t *len);

/*
 * The viewer page: one self-contained HTML file stepping through a game.
 * Made for RECORD (borrowed until wg_viewer_finish), fed each turn of its
 * replay with the move as the caller writes it, and each problem; then
 * written.  Returns WG_OK or WG_E_NOMEM, or WG_E_LIMIT once the page
 * passes the 'memory' limit (wg_limits), then on every call.
 */
struct wg_viewer;
int		 wg_viewer_new(struct wg_viewer **out,
		    const struct wg_record *record);
int		 wg_viewer_turn(struct wg_viewer *viewer,
		    const struct wg_replay_turn *turn, const char *move);
int		 wg_viewer_problem(struct wg_viewer *viewer, unsigned line,
		    unsigned col, const char *message);
/*
 * What an analysis (wg_analyze) found at a turn, for the viewer: the
 * engine's best move (BEST, written as BEST_TEXT), the values of the move
 * played and of the best by METHOD ("static", "sim" or "endgame") and the
 * points lost; the win chance of the player on turn after the move played
 * and after the best, from 0 to 1 (below 0: not known).
 */
struct wg_viewer_analysis {
	const struct wg_move *best;
	const char	*best_text;
	const char	*method;
	double		 value, best_value, loss;
	double		 win, best_win;
};
/*
 * wg_viewer_turn with the turn's analysis A (NULL: none): the page then
 * shows the best move drawn on a board of its own beside the move played
 * (a button and the key B show one or the other), the points lost and the
 * win chance lost when known, and a chart of each player's win chance
 * through the game when any turn knows it.
 */
int		 wg_viewer_turn_analysed(struct wg_viewer *viewer,
		    const struct wg_replay_turn *turn, const char *move,
		    const struct wg_viewer_analysis *a);
/* RESULT is the replay's; TITLE names the game (a file name). */
int		 wg_viewer_finish(struct wg_viewer *viewer,
		    const struct wg_replay_result *result, const char *title,
		    char **text, size_t *len);
void		 wg_viewer_free(struct wg_viewer *viewer);

/*
 * ==== Games: Wordspionage and the stacking game ====
 *
 * The types that general structures hold stay with them: enum wg_length
 * (Boards); enum wg_spec, wg_wheel and wg_prize and the mission words
 * (Game records and replay).
 */

#define WG_STACK_MAX	255	/* tiles on one square */
#define WG_REDRAW_COST	5	/* points a redraw of the whole rack costs
				   in the stacking game: its score is minus
				   this */
#define WG_WS_START	1000	/* WS$ of each player at the start */
#define WG_TIME_LIMIT_DEFAULT	(72UL * 3600)	/* seconds a turn */

/*
 * The points a player's N-th purchase at the stacking game's market costs
 * (N from 1): 5, 10, 15, 25, 40, each the sum of the two before;
 * WG_SCORE_MAX once past it, 0 for N = 0.
 */
int		 wg_market_cost(unsigned n);
/* The name of LENGTH ("short", "normal", "long"), or NULL. */
const char	*wg_length_name(enum wg_length length);

/*
 * The level of a Wordspionage player with SKILL skill points, from
 * "Recruit" to "Special Agent" (rules/wordspionage.txt).  Never NULL.
 */
const char	*wg_level_name(unsigned long skill);

/* The name ("cover-id", ...), cost in WS$ and uses a game of Spec Op OP. */
const char	*wg_spec_name(enum wg_spec op);
int		 wg_spec_cost(enum wg_spec op);
unsigned	 wg_spec_uses(enum wg_spec op);

#ifdef __cplusplus
}
#endif

#endif /* WORDGAME_H */
