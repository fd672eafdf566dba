/*
 * wg_private.h: structures and helpers shared inside libwordgame only.
 */
#ifndef WG_PRIVATE_H
#define WG_PRIVATE_H

#ifndef WG_BUILDING_LIBRARY
#error "wg_private.h is internal to libwordgame; include wordgame.h"
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
 * A word list keeps its accepted words in one buffer, each as a length
 * byte followed by that many letter codes, in the order read.
 */
struct wg_wordlist {
	const struct wg_alphabet *alphabet;
	uint8_t		*buf;
	size_t		 len;
	size_t		 cap;
	size_t		 count;		/* words in buf */
	size_t		 rejected;
	char		*reports[WG_WORDLIST_MAX_REPORTS];
	size_t		 nreports;
	char		 error[512];
};

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

/* Longest line of a word list, in bytes, line feed excluded. */
#define WG_WORDLIST_MAX_LINE	4096

/*
 * Takes line LINENO of the word-list file NAME (used in reports), TEXT[0..LEN)
 * without its line feed: normalises it with WG_WORD_ENTRY, then appends the
 * word or counts and reports the rejection.  Blank lines are skipped.
 * Returns WG_OK, WG_E_LIMIT (WG_WORDLIST_MAX_WORDS reached) or WG_E_NOMEM
 * (message set).
 */
int	wg_wordlist_feed(struct wg_wordlist *list, const char *name,
	    unsigned long lineno, const char *text, size_t len);
/*
 * Counts line LINENO, longer than WG_WORDLIST_MAX_LINE, as an entry left
 * out (too long), reporting its first bytes TEXT[0..LEN).
 */
int	wg_wordlist_reject_long(struct wg_wordlist *list, const char *name,
	    unsigned long lineno, const char *text, size_t len);
/* Sets the message wg_wordlist_error() returns; printf-style. */
void	wg_wordlist_seterr(struct wg_wordlist *list, const char *fmt, ...)
	    __attribute__((__format__(__printf__, 2, 3)));
/*
 * Variants, boards and moves.
 */
/* Letter and word multipliers of each enum wg_premium. */
extern const uint8_t wg_letter_mult[7];
extern const uint8_t wg_word_mult[7];
/* The layout character of each enum wg_premium, and back (-1: none). */
extern const char wg_premium_chars[8];
int	wg_premium_from_char(int ch);

/*
 * Reads one letter of ALPHABET at S[0..LEN): its code into *CODE and
 * whether it was lowercase into *LOWER.  Returns the bytes used, or 0 when
 * S does not start with a letter of the alphabet (*CODE is then 0 if it is
 * valid UTF-8 at all, with the bytes of that character returned in *SKIP).
 */
size_t	wg_letter_read(const struct wg_alphabet *alphabet, const char *s,
	    size_t len, unsigned *code, int *lower, size_t *skip);

/*
 * Reads tiles TEXT[0..LEN) (an exchange, a rack, a draw): letters, '?' a
 * blank, '*' after a letter a rainbow tile (bit i of *RAINBOW); at most
 * MAX (32 or fewer) into TILES, the count into *N.  Returns WG_OK;
 * WG_E_LIMIT at the tile past MAX; WG_E_FORMAT.  On an error *ERRCOL gets
 * the 1-based column in TEXT and *ERRMSG a static message.
 */
int	wg_tiles_parse(const struct wg_alphabet *alphabet, const char *text,
	    size_t len, uint8_t *tiles, unsigned max, unsigned *n,
	    uint32_t *rainbow, size_t *errcol, const char **errmsg);

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
/* The hash of a leave's sorted codes (leaves.c; its tests craft files
   against it). */
uint64_t wg_leave_hash(const uint8_t *codes, size_t n);

/*
 * Reads the whole file PATH into a new NUL-ended buffer.  Returns WG_OK,
 * WG_E_IO (errno set: EFBIG past WG_TEXT_MAX bytes) or WG_E_NOMEM.
 */
int	wg_file_read(const char *path, char **text, size_t *len);

/*
 * A libarchive reader of every format but mtree (whose bidder takes some
 * text files for it), and raw, with every filter.  NULL when one cannot
 * be set up, with a message in ERR ("cannot set up libarchive's RAR
 * reader: ...") and errno ENOMEM (out of memory) or EINVAL.
 */
struct archive;
struct archive	*wg_archive_new(char *err, size_t errsize);
/* A reader (NAME, for messages) wg_archive_new adds. */
struct wg_archive_support {
	const char	*name;
	int		(*add)(struct archive *);
};
/* The same with the N readers S (for tests of a failing one). */
struct archive	*wg_archive_new_with(const struct wg_archive_support *s,
	    size_t n, char *err, size_t errsize);
/*
 * Opens PATH ("-": standard input, named "(standard input)" in *NAME) as
 * an archive of *A reading file descriptor *FD.  Returns WG_OK; WG_E_IO or
 * WG_E_NOMEM with *A NULL, errno set and a message in ERR ("NAME: why");
 * or WG_E_FORMAT when libarchive cannot start on it (its message is on
 * *A).  Close *A with wg_archive_close.
 */
int	wg_archive_open_path(const char *path, struct archive **a, int *fd,
	    const char **name, char *err, size_t errsize);
/* Frees A and closes FD unless it is standard input; keeps errno. */
void	wg_archive_close(struct archive *a, int fd);
/*
 * libarchive's message MSG (NULL: none) in words a user can act on: the
 * zlib codes it passes on named.  Returns MSG or BUF.
 */
const char *wg_archive_message(const char *msg, char *buf, size_t size);

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

/* Pictures of positions (board_draw.c, board_svg.c, game_html.c). */
extern const char *const wg_premium_labels[WG_SQ_QW + 1];	/* "DL" */
/* Player P's name in pictures: DRAW's, else "Player N" written in BUF. */
const char *wg_draw_name(const struct wg_draw *draw, unsigned p, char *buf,
	    size_t size);
/* Player P's rack as board files write it, '-' when empty. */
void	wg_draw_rack(struct wg_text *t, const struct wg_board *b, unsigned p);
/* S escaped for HTML and XML (wg_escape_next's WG_ESCAPE_HTML). */
void	wg_text_xml(struct wg_text *t, const char *s);
/* Hands T's buffer over: WG_OK, or WG_E_NOMEM (T freed). */
int	wg_draw_finish(struct wg_text *t, char **text, size_t *len);
/*
 * The SVG picture appended to T (wg_board_draw_svg); RAINBOW is the id of
 * its rainbow tiles' gradient, unique in the page it goes in.
 */
void	wg_board_svg_append(struct wg_text *t, const struct wg_board *b,
	    const struct wg_draw *d, const char *rainbow);

/* printf into BUF of SIZE (may be 0). */
void	wg_msg(char *buf, size_t size, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

/* 1 if move M scoring SCORE counts toward V's stalled-game ending. */
int	wg_variant_stalls(const struct wg_variant *v, const struct wg_move *m,
	    int score);

/*
 * The end of a game (game_end.c).  wg_tiles_value: the points of tiles
 * T[0..N) (rainbow bits ignored).  wg_stall_ends: 1 if STALLED turns in a
 * row that wg_variant_stalls counts end a game of V that PLAYING players
 * still play, SCORE[0..PLAYERS) the scores.  wg_end_points: what each of
 * PLAYERS players gains or loses at the end (DELTA[p]), VALUE[p] the
 * points left on each rack; WENT_OUT: player WHO went out, else the game
 * stalled.
 */
int	wg_tiles_value(const struct wg_variant *v, const uint8_t *t,
	    unsigned n);
/* The turns in a row toward the stalled end after move M scoring SCORE,
   STALLED before it, BAG tiles in the bag after it. */
unsigned wg_stall_count(const struct wg_variant *v, unsigned stalled,
	    const struct wg_move *m, int score, unsigned bag);
int	wg_stall_ends(const struct wg_variant *v, unsigned stalled,
	    unsigned playing, const int *score, unsigned players);
void	wg_end_points(const struct wg_variant *v, unsigned players,
	    const int *value, int went_out, unsigned who, int *delta);
/* wg_end_points with the values of the racks on B. */
void	wg_board_end_points(const struct wg_board *b, int went_out,
	    unsigned who, int *delta);

/*
 * Exact endgames (endgame_lexicon.c): into *OUT a lexicon of the words of
 * LEX that B's lines can still hold, their empty squares filled from
 * TILES[c] tiles of each variant code c (0: blanks), the two racks
 * together.  WG_E_EMPTY when there are none; WG_E_NOMEM.
 */
int	wg_endgame_lexicon(struct wg_lexicon **out,
	    const struct wg_lexicon *lex, const struct wg_board *b,
	    const unsigned *tiles);
/* A budget for each later solve of EG: past NODES positions searched
   (0: no budget) it stops and returns WG_E_LIMIT. */
void	wg_endgame_set_node_limit(struct wg_endgame *eg, uint64_t nodes);

/* Scores W (its squares, placed mask, position set) on B's premiums. */
void	wg_score_word(const struct wg_board *b, struct wg_word *w);
/*
 * The most a word scores.  No real game comes near, but a variant may ask
 * for letters worth 1000 on a row of quadruple words: its words stop here
 * rather than overflow, and a move's 26 words and bingo stay below
 * INT_MAX.  Word multipliers stop there too, so a word of letters worth
 * LETTERS under multiplier MULT (as wg_mult_times made it) scores
 * wg_word_score(LETTERS, MULT), the same wherever it is counted.
 */
#define WG_WORD_SCORE_MAX	50000000
/* Adds D to the player's total *T, which stops at +-WG_SCORE_MAX: a game
   of such words would pass it. */
static inline void
wg_score_add(int *t, long long d)
{
	long long sum = *t + d;

	*t = sum > WG_SCORE_MAX ? WG_SCORE_MAX : sum < -WG_SCORE_MAX ?
	    -WG_SCORE_MAX : (int)sum;
}
static inline int
wg_mult_times(int mult, int by)
{
	mult *= by;
	return mult > WG_WORD_SCORE_MAX ? WG_WORD_SCORE_MAX : mult;
}
static inline int
wg_word_score(int letters, int mult)
{
	long long s = (long long)letters * mult;

	return s > WG_WORD_SCORE_MAX ? WG_WORD_SCORE_MAX : (int)s;
}
/*
 * The bingo bonus for placing TILES tiles, BLANKS of them blanks; sets
 * *IS_BINGO.  Inline: the generator's bounds ask it for every span.
 */
static inline int
wg_score_bingo(const struct wg_variant *v, unsigned tiles, unsigned blanks,
    int *is_bingo)
{
	unsigned counted = v->bingo_blanks ? tiles : tiles - blanks;

	*is_bingo = v->bingo_tiles > 0 && counted >= v->bingo_tiles;
	return *is_bingo ? v->bingo_bonus : 0;
}

/*
 * Wordspionage settings (spy_settings.c).  A time limit in seconds (0:
 * none) and a word-guess limit (0: unlimited) the rules offer: 1 or 0.
 */
int	wg_time_limit_ok(unsigned long seconds);
int	wg_guess_limit_ok(unsigned n);
/* The index of the level of SKILL points, 0 Recruit. */
unsigned wg_level(unsigned long skill);
/* SECONDS as a log writes it ("72h", "2h30m", "45s", "0s") into BUF. */
void	wg_duration_text(unsigned long seconds, char *buf, size_t size);
/*
 * Reads a duration S[0..LEN): numbers with the units d, h, m, s, each at
 * most once and largest first ("1h30m").  Returns 0, or -1 if malformed.
 */
int	wg_duration_read(const char *s, size_t len, unsigned long *seconds);

/*
 * The stacking game (stack.c), for wg_move_check.  wg_stack_tile judges
 * TILE placed on top of the tile of square IDX (WILD_SAME, TALL).
 * wg_stack_rules judges the move as a whole once its squares are read,
 * PLACED and STACKED the entries placed and those on top of tiles
 * (NO_EMPTY, COVER, RAINBOW).  wg_stack_words sets each word's heights
 * and rainbow tops after the move, for wg_score_word.
 */
void	wg_stack_tile(const struct wg_board *b, unsigned idx, uint8_t tile,
	    struct wg_check *ck);
void	wg_stack_rules(const struct wg_board *b, const struct wg_move *m,
	    uint32_t placed, uint32_t stacked, struct wg_check *ck);
void	wg_stack_words(const struct wg_board *b, const struct wg_move *m,
	    struct wg_check *ck);
/*
 * wg_gen_run_rainbow for a stacking variant (stack_gen.c): the same
 * arguments, results and returns.
 */
struct wg_gen;
/* A flag of wg_gen_run for self-play: with WG_GEN_EXCHANGES, the
   exchanges without the pass (a player who never passes by choice need
   not rank it, and a list one move shorter prunes more). */
#define WG_GEN_NO_PASS	0x100
/* A flag of wg_gen_run for the endgame solver, which orders the moves
   its own way: every move (LIMIT 0), left in the order found. */
#define WG_GEN_UNRANKED	0x200
int	wg_stack_gen_run(struct wg_gen *g, const struct wg_board *b,
	    const uint8_t *rack, size_t n, uint32_t rainbow, unsigned limit,
	    unsigned flags);

/*
 * The stacking game's market, pool and rainbow tiles (market.c), for
 * replay.  A tile there is a letter code (0 a wild tile) with
 * WG_TILE_RAINBOW set for a rainbow tile.
 */
#define WG_TILE_RAINBOW	0x40
#define WG_TILE_CODE(t)	((t) & 0x3f)
struct wg_market {
	unsigned	 stock[WG_MAX_LETTERS + 1];	/* for sale, by code */
	unsigned	 unknown;		/* for sale, not named */
	unsigned	 bought[WG_MAX_PLAYERS];	/* purchases made */
};
/*
 * The times a game of LENGTH takes V's tiles (1 unless V stacks), and the
 * tiles of its pool.
 */
unsigned wg_pool_sets(const struct wg_variant *v, enum wg_length length);
unsigned wg_pool_tiles(const struct wg_variant *v, enum wg_length length);
/* POOL becomes V with its tiles taken as many times as LENGTH says. */
void	wg_pool_variant(const struct wg_variant *v, enum wg_length length,
	    struct wg_variant *pool);
/*
 * The tile set's counts on a position (tile_count.c).  USED is by code,
 * 0 the blanks.  wg_tiles_on_board adds the top tile of every square;
 * wg_tiles_count those and the known racks but player SKIP's
 * (WG_MAX_PLAYERS: all); wg_tiles_over
 * returns the first code of which USED holds more than the set, or -1;
 * wg_tiles_over_move gives bit C set
 * for each code of the tiles TAKE[0..N) of a move by the player on turn
 * of which the board and the move hold too many (0 when that player's
 * rack is known: it was counted when set).
 */
unsigned wg_tiles_in_set(const struct wg_board *b, unsigned code);
void	wg_tiles_on_board(const struct wg_board *b, unsigned *used);
void	wg_tiles_count(const struct wg_board *b, unsigned skip,
	    unsigned *used);
int	wg_tiles_over(const struct wg_board *b, const unsigned *used);
uint64_t wg_tiles_over_move(const struct wg_board *b, const uint8_t *take,
	    unsigned n);
/* Sorts the N codes of T (insertion: a rack is short). */
void	wg_tiles_sort(uint8_t *t, unsigned n);
/* Puts the tiles T[0..N) on sale. */
void	wg_market_put(struct wg_market *mk, const uint8_t *t, unsigned n);
/*
 * Player P buys TILE: returns the cost of P's purchase, or -1 when the
 * market cannot sell it (a wild or rainbow tile, or none for sale), and
 * then nothing changes.  Tiles not named are taken for the tile bought.
 */
int	wg_market_take(struct wg_market *mk, unsigned p, uint8_t tile);
/* The tiles for sale, named or not; LETTERS is the alphabet's size. */
unsigned wg_market_size(const struct wg_market *mk, unsigned letters);
/* The rainbow tiles among T[0..N). */
unsigned wg_rainbow_count(const uint8_t *t, unsigned n);
/* 1 if T[0..N) is a rack an opening deal may give: one rainbow tile. */
int	wg_rainbow_opening(const uint8_t *t, unsigned n);

/*
 * Leave index (leave_index.c): every leave of at most MAXLEN tiles that a
 * tile set allows, numbered 0 (the empty leave) up to TOTAL - 1 in one
 * canonical order: by length, then by sorted codes compared as strings.
 * Leave values sit in arrays in this order (wgleaves(5)).
 */
#define WG_LEAVE_NONE	UINT32_MAX	/* no leave of the index */

struct wg_leave_index {
	unsigned	 ncodes;		/* codes 0 (blank) .. ncodes-1 */
	unsigned	 maxlen;		/* tiles of the longest leave */
	uint8_t		 cap[WG_MAX_LETTERS + 1];	/* tiles of each code,
						   at most MAXLEN */
	uint64_t	 base[WG_RACK_MAX + 1];	/* first index of each length */
	uint32_t	 total;			/* leaves, the empty one too */
	uint32_t	*multisets;		/* counting tables */
	uint32_t	*more;
};

/*
 * The index of the leaves of at most MAXLEN tiles with COUNT[c] tiles of
 * code c (c < NCODES).  Returns WG_OK, WG_E_ARG, WG_E_LIMIT (2^32 - 1
 * leaves or more) or WG_E_NOMEM.
 */
int	wg_leave_index_init(struct wg_leave_index *ix, const unsigned *count,
	    unsigned ncodes, unsigned maxlen);
/* The same for variant V: its tiles, leaves up to its rack size - 1. */
int	wg_leave_index_variant(struct wg_leave_index *ix,
	    const struct wg_variant *v);
void	wg_leave_index_free(struct wg_leave_index *ix);
/*
 * The index of the leave CODES[0..N), sorted (blank 0 first), or
 * WG_LEAVE_NONE when it is unsorted, too long or not in the tile set.
 * O(distinct codes): a few table lookups.
 */
uint32_t wg_leave_index_rank(const struct wg_leave_index *ix,
	    const uint8_t *codes, size_t n);
/*
 * The same, a group of codes at a time from the largest code down (the
 * move generator's leave map makes every leave of a rack so): the term of
 * M tiles (M <= cap[C]) of code C put before REM tiles of larger codes
 * (REM + M <= maxlen); then the index of a leave of N tiles whose terms
 * sum to SUM.
 */
uint32_t wg_leave_index_term(const struct wg_leave_index *ix, unsigned c,
	    unsigned rem, unsigned m);
uint32_t wg_leave_index_sum(const struct wg_leave_index *ix, unsigned n,
	    uint32_t sum);
/* The leave of INDEX into CODES (sorted); its length (0 past the end). */
size_t	wg_leave_index_unrank(const struct wg_leave_index *ix, uint32_t index,
	    uint8_t *codes);

/*
 * Leave values (leaves.c).  A text file read without a variant keeps its
 * leaves in one array, grouped by hash bucket and sorted by their codes
 * within a bucket: a lookup hashes once and searches its bucket.  Built by
 * sorting rather than by inserting, the table loads in O(n log n) and
 * answers in O(log n) however many leaves share a bucket, so no file,
 * however crafted against the hash, makes either quadratic.  Values made
 * for a variant (a binary file, a trainer's) are one array in the order of
 * the variant's leave index instead.
 */
struct leave_entry {
	uint32_t	order;		/* loading: the line's rank, then the
					   bucket */
	uint8_t		len;
	uint8_t		codes[WG_RACK_MAX];
	double		value;
};

struct wg_leaves {
	struct leave_entry *entries;
	size_t		 count;
	size_t		 cap;		/* of ENTRIES */
	uint32_t	*bucket;	/* NBUCKETS + 1 starts in ENTRIES */
	size_t		 nbuckets;	/* a power of two */
	/* Values by leave index (NULL: the hash table above). */
	struct wg_leave_index index;
	float		*values;	/* index.total, leave 0 (empty) 0 */
	/* A text file read for a variant: its values by leave index, as
	   written (NULL: none); leaves outside the tile set in the hash. */
	double		*text_values;
	char		 variant[WG_NAME_MAX];	/* made for */
	uint32_t	 lex_words;	/* the lexicon's words and CRC-32 */
	uint32_t	 lex_crc;
	char		 lex_name[WG_NAME_MAX];	/* its name, "" unknown */
};

/* "NAME: message" of a leaves file into ERRBUF; returns WG_E_FORMAT. */
int	wg_leaves_fail(char *errbuf, size_t errsize, const char *name,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/*
 * The value of the sorted leave CODES[0..N) in two steps, so that many
 * lookups can be under way at once (the move generator's leave map): its
 * place in LV's values, WG_LEAVE_NONE when they are not kept by index
 * (then wg_leaves_value), and the value at a place.
 */
uint32_t	wg_leaves_place(const struct wg_leaves *lv, const uint8_t *codes,
		    size_t n);
static inline double
wg_leaves_at(const struct wg_leaves *lv, uint32_t place)
{
	return lv->values != NULL ? lv->values[place] :
	    lv->text_values[place];
}

/* Asks the processor for the value at PLACE, to be read soon. */
static inline void
wg_leaves_prefetch(const struct wg_leaves *lv, uint32_t place)
{
	if (lv->values != NULL)
		__builtin_prefetch(lv->values + place);
	else
		__builtin_prefetch(lv->text_values + place);
}

/* New dense leave values of variant V, all 0 (leaves.c); WG_E_LIMIT when
   their table (4 bytes a leave) would pass the memory limit. */
int	wg_leaves_new_dense(struct wg_leaves **out, const struct wg_variant *v,
	    const struct wg_lexicon *lex);
/*
 * What the leave of a move is worth on a position (leave_eval.c): set up
 * once for the rack RACK[0..N) on B, then for each leave its trained
 * value TRAINED as the bag allows (the trained value while the bag holds
 * tiles; once it is empty, the out bonus or the tiles stuck).
 */
struct wg_leave_eval {
	const struct wg_variant *v;	/* NULL: trained values as they are */
	unsigned	 bag;		/* tiles in the bag before the move */
	int		 spread_per_point;	/* of tiles left at the end */
	double		 out;		/* what going out gains */
};
void	wg_leave_eval_setup(struct wg_leave_eval *e, const struct wg_board *b,
	    const uint8_t *rack, unsigned n);
double	wg_leave_eval(const struct wg_leave_eval *e, double trained,
	    const uint8_t *codes, unsigned n);

/*
 * The move of the player on turn on B who looks one reply ahead
 * (lookahead.c): its WG_LOOKAHEAD_CANDIDATES best moves by static equity
 * with LEAVES, each answered by the opponent's best reply to RACKS racks
 * drawn by SEED from the tiles the player cannot see (wg_sim_run, plies
 * 1), the best of them but the pass into *M.  Returns WG_OK, 1 when no
 * move but the pass is found, or wg_sim_run's error.
 */
int	wg_lookahead_choose(struct wg_sim *sim, const struct wg_board *b,
	    const struct wg_leaves *leaves, unsigned racks, uint64_t seed,
	    struct wg_gen_move *m);

/* The lexicon's words and CRC-32 as its header says (lexicon_io.c). */
void	wg_lexicon_identity(const struct wg_lexicon *lex, uint32_t *words,
	    uint32_t *crc);

/* Little-endian integers and the CRC-32 of a file image but its bytes
   20-23, as lexicon and leave files keep them (lexicon_io.c). */
uint32_t wg_load_le32(const uint8_t *p);
void	wg_store_le32(uint8_t *p, uint32_t v);
uint32_t wg_image_crc(const uint8_t *img, size_t size);

/* The leave trainer's statistics (leave_train.c). */
struct wg_train_stats {
	struct wg_leave_index index;
	char		 variant[WG_NAME_MAX];
	uint8_t		 tiles[WG_MAX_LETTERS + 1];	/* of each code, at
						   most 255 */
	int		 lex_known;	/* played or read: the lexicon's */
	uint32_t	 lex_words;	/* words and CRC-32 */
	uint32_t	 lex_crc;
	uint64_t	 games;
	uint64_t	*count;		/* notes, by leave index */
	int64_t		*sum;		/* of notes, in hundredths */
};

/*
 * The bag (bag.c), shared by self-play and simulation.  Random numbers:
 * splitmix64 from *STATE, the same on every machine.
 */
uint64_t wg_next_random(uint64_t *state);
/* Shuffles BAG[0..N) with RNG. */
void	wg_bag_shuffle(uint8_t *bag, unsigned n, uint64_t *rng);
/* Fills player P's rack from the end of BAG[0..*N); returns the tiles
   drawn. */
unsigned wg_bag_fill(uint8_t *bag, unsigned *n, struct wg_board *b,
	    unsigned p);
/* Puts T[0..K) back into BAG[0..*N), each at a random place. */
void	wg_bag_return(uint8_t *bag, unsigned *n, uint64_t *rng,
	    const uint8_t *t, unsigned k);
/*
 * The tiles player P cannot see (the bag and the other racks): the pool
 * less the board and P's rack, letters by code then blanks, at most SIZE
 * into OUT.  Returns the count.
 */
unsigned wg_board_unseen(const struct wg_board *b, unsigned p, uint8_t *out,
	    size_t size);
/*
 * Takes the tiles TAKE[0..N) (codes, 0 a blank; bit i of RAINBOW: tile i
 * is a rainbow tile) off player P's rack when it is known (move.c).
 */
void	wg_rack_take(struct wg_board *b, unsigned p, const uint8_t *take,
	    unsigned n, uint32_t rainbow);

/*
 * 1 if the board's layout (premiums and start square) is the same
 * mirrored on its main diagonal: every move then has a twin, its
 * transpose, worth the same on an empty board.
 */
int		 wg_board_transposable(const struct wg_board *board);

/*
 * Fills MAP with the lexicon's code of each of the variant's letters (0:
 * none).  Returns 1 when the two alphabets are the same (MAP unused).
 */
int	wg_lex_map(const struct wg_alphabet *va, const struct wg_lexicon *lex,
	    uint8_t *map);

/*
 * spy_play.c: Wordspionage's Spec Ops in self-play: the black tiles and
 * the Spec Ops wheel, and the Spec Ops a player uses by their equity.
 */
struct wg_record;
struct spy_play {
	int		 on;		/* the variant has Spec Ops */
	uint64_t	 rng;		/* the wheels', from the seed */
	unsigned	 black;		/* black tiles not placed yet */
	unsigned	 unplaced;	/* lettered tiles not placed yet */
	unsigned	 won[WG_SPEC_COUNT];
	unsigned	 used[WG_SPEC_COUNT];
	unsigned	 hand[WG_MAX_PLAYERS][WG_SPEC_COUNT];
	int		 ws[WG_MAX_PLAYERS];
	int		 last_score[WG_MAX_PLAYERS];
	long long	 points[WG_MAX_PLAYERS];	/* turns' scores */
	unsigned	 turns[WG_MAX_PLAYERS];
};
/* A game of variant V from SEED begins. */
void	spy_play_start(struct spy_play *s, const struct wg_variant *v,
	    uint64_t seed);
/* Before player P's move, with BAG tiles in the bag: the Spec Ops P uses,
   applied to B and written to R.  WG_OK or WG_E_NOMEM. */
int	spy_play_turn(struct spy_play *s, struct wg_gen *gen,
	    struct wg_board *b, unsigned p, unsigned bag, struct wg_record *r);
/* After player P's move M, scoring SCORE, written to R: the wheels its
   black tiles spin.  WG_OK or WG_E_NOMEM. */
int	spy_play_moved(struct spy_play *s, const struct wg_variant *v,
	    unsigned p, const struct wg_move *m, int score,
	    struct wg_record *r);

#endif /* WG_PRIVATE_H */
