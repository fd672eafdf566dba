/*
 * movegen.h: the move generator's state, private to libwordgame.
 */
#ifndef WG_MOVEGEN_H
#define WG_MOVEGEN_H

#ifndef WG_BUILDING_LIBRARY
#error "movegen.h is internal to libwordgame"
#endif

#include "engine_private.h"

#pragma GCC visibility push(hidden)

/* A tile on the oriented grid: lexicon letter code, and blank flag. */
#define GEN_LETTER	0x3f
#define GEN_BLANK	0x80

/*
 * The generator's own copy of the lexicon's edges, unpacked for speed: one
 * 64-bit word an edge, in its low half the edge (letter, accepts, prefix,
 * pointer to the list it leads to) and in its high half the letters of
 * that list (bit c - 1 for code c).  An edge is thus also the node it
 * leads to: the next edge is found by a popcount of the letters below it
 * and one load, with no load of the list's own letters first.  Hence at
 * most 32 letters and 2^24 edges.
 */
#define GE_ACCEPTS(e)	((unsigned)(e) >> 6 & 1)
#define GE_PREFIX(e)	((unsigned)(e) >> 7 & 1)
#define GE_PTR(e)	((uint32_t)(e) >> 8)
#define GE_MAX_EDGES	((uint32_t)1 << 24)
#define GE_MAX_LETTERS	32

/* Never a letter of a lexicon: a tile the lexicon cannot spell. */
#define NO_LETTER	63

/* The board turned so that plays run along rows (DOWN: its columns). */
struct gen_side {
	int		 ready;		/* turned once: cross-checks made */
	int		 down;
	unsigned	 rows, cols;
	uint8_t		 grid[WG_SQUARES];	/* tiles, lexicon codes */
	uint8_t		 lm[WG_SQUARES];	/* letter multiplier */
	uint8_t		 wm[WG_SQUARES];	/* word multiplier */
	uint32_t	 anchors[WG_BOARD_MAX];	/* anchors, bit c of row r */
	uint32_t	 occupied[WG_BOARD_MAX];	/* tiles, bit c of row r */
	uint8_t		 premium[WG_SQUARES];	/* the layout lm and wm are
						   from, as the board has it */
	uint8_t		 seen[WG_SQUARES];	/* the squares grid is from,
						   as the board has them */
	uint32_t	 redo[WG_BOARD_MAX];	/* squares changed, bit r of
						   column c: cross-checks to
						   make again near them */
	uint32_t	 rows_changed;		/* bit r: row r's ends to
						   make again */
	uint32_t	 stale[WG_BOARD_MAX];	/* bit r of column c: the
						   cross-check there to make
						   again, left by a run that
						   walked other rows */
	/* The letters a tile on an empty square may be: those its cross
	   word allows (CROSS_WORD) that may also come before the tiles
	   right after it on the row (ENDS; all letters without such
	   tiles). */
	uint64_t	 cross[WG_SQUARES];
	uint64_t	 cross_word[WG_SQUARES];
	uint64_t	 ends[WG_SQUARES];
	/* Of an empty square right after tiles on the row: the letters that
	   may follow them in a word that starts with them (the plays from
	   the anchor there; all letters elsewhere). */
	uint64_t	 starts[WG_SQUARES];
	int		 cross_score[WG_SQUARES];	/* -1: no cross word */
};

/* An anchor and the most any play from it can score (with equity: score
   and leave value). */
struct gen_anchor {
	double		 bound;
	double		 spending;	/* of the plays that play a blank */
	uint8_t		 down;
	uint8_t		 row;
	uint8_t		 col;
	uint8_t		 full;		/* 1: only its plays of every tile */
	uint8_t		 walked;	/* this run, keeping the blanks */
};

/* The table of long words (movegen_full.c): made after so many runs of
   one generator, as it costs a few ms; */
#define FULL_AFTER_RUNS	16
/* at most 2^21 keys, 16 MiB; */
#define FULL_MAX_BITS	21
/* the last so many answers kept; */
#define FULL_CACHE	64
/* Keys on their way into the table at once. */
#define FULL_PENDING	16
/* a filter of 2^21 bits (256 KiB) before it; */
#define FULL_BITS_MASK	(((uint64_t)1 << 21) - 1)
/* in at most so many edges of the walk that makes it (ENABLE takes 1.5
   million): a lexicon of a billion words must not stall a generator. */
#define FULL_MAX_STEPS	((uint64_t)1 << 25)

/* The most tiles of a rack whose leaves' values a run looks up once
   (movegen_leave.c): 2^LEAVE_MAP_TILES values. */
#define LEAVE_MAP_TILES	10
/* Leave values looked up lately, by their tiles: 2^LEAVE_CACHE_BITS. */
#define LEAVE_CACHE_BITS	16

struct leave_cached {
	uint64_t	 key;		/* tiles, 6 bits each (code + 1) */
	uint32_t	 tag;		/* of the leaves it was looked up in */
	double		 value;
};

/* A leave of the run's rack, as the leave map is made (movegen_leave.c):
   its index, tiles and blanks, and its place in the leaves' values. */
struct leave_leaf {
	uint32_t	 index;
	uint32_t	 place;
	uint8_t		 n;
	uint8_t		 blanks;
	uint8_t		 codes[LEAVE_MAP_TILES];
};

struct keyed;

struct wg_gen {
	const struct wg_lexicon *lex;
	uint64_t	*tab;
	const struct wg_variant *v;
	const struct wg_game_gen *own;	/* the game's own generator, or
					   NULL */
	const struct wg_leaves *leaves;		/* or NULL: rank by score */
	uint8_t		 v2l[64];		/* variant code -> lexicon */
	uint8_t		 l2v[64];		/* lexicon code -> variant */
	int		 value[64];		/* by lexicon code */
	int		 blank_value;
	uint64_t	 playable;		/* lexicon codes with tiles */

	/* The position both ways: its rows, and its columns as rows. */
	const struct wg_board *board;
	struct gen_side	 side[2];
	struct gen_side	*s;			/* the side being walked */

	/* The rack, by lexicon code (0: blanks), and what it began as. */
	uint8_t		 count[64];
	uint8_t		 rack[WG_RACK_MAX];	/* variant codes, 0 blank */
	uint8_t		 rack_sorted[WG_RACK_MAX];
	unsigned	 rack_len;
	unsigned	 tiles_left;		/* on the rack, now */
	unsigned	 tiles_floor;		/* the walk keeps as many */
	unsigned	 blanks;		/* on the rack at first */
	unsigned	 kept_blanks;		/* of them, not to be played
						   from this anchor; */
	int		 blanks_only;		/* or only plays of one */
	uint64_t	 rack_set;		/* lexicon codes on it */
	uint64_t	 have;			/* and left on it, now */

	/* The graphs' roots, as nodes; the DAWG's edges after the letters
	   A, and A B, or 0 when no word begins so. */
	uint64_t	 dawg_node;
	uint64_t	 gaddag_node;
	uint64_t	 dawg1[64];
	uint64_t	 dawg2[64][64];


	/* The play being built on row ROW. */
	unsigned	 row;
	uint8_t		 word[WG_BOARD_MAX];	/* tiles by column */
	uint8_t		 placed[WG_BOARD_MAX];	/* 1: placed this turn */

	/* Only this main word (--word), when only_len > 0. */
	uint8_t		 only[WG_BOARD_MAX];	/* lexicon codes */
	unsigned	 only_len;
	/* The next run's lines (wg_gen_lines): bit r of lines[0] row r,
	   of lines[1] column r; lines_on 0: every line. */
	uint32_t	 lines[2];
	int		 lines_on;
	/* An empty board of a transposable layout: of each move and its
	   transpose, only the one ranking first is listed. */
	int		 mirror;

	/* Anchors, and their order, best bound first, when only the best
	   few are wanted. */
	struct gen_anchor anchors[4 * WG_SQUARES];	/* two an anchor */
	uint16_t	 anchor_order[4 * WG_SQUARES];
	unsigned	 nanchors;
	int		 rack_values[WG_RACK_MAX];	/* best first */
	long long	 rack_sums[WG_RACK_MAX + 1];	/* of the first i */
	/* Does the whole rack alone make a word?  Spans of empty squares
	   for every tile need one. */
	int		 full_alone;
	/* The letters (bit c for code c) that with the whole rack make a
	   word: a span through one tile needs one of them for a bingo. */
	uint64_t	 full_with;
	uint64_t	 full_with_known;	/* its bits looked up so far */
	/* Whether rack and board letters make a word can be looked up:
	   movegen_full.c, with its table of long words by letter keys. */
	int		 full_exact;
	uint64_t	 rack_key;
	unsigned	 rack_blanks;
	uint64_t	 letter_key[64];
	uint64_t	*full;
	size_t		 full_mask;
	/* The words of each key: those of slot s at full_order[full_first[s]]
	   up to full_order[full_first[s + 1]], each the place in full_text
	   of its length and letters. */
	uint32_t	*full_first;
	uint32_t	*full_order;
	uint8_t		*full_text;
	size_t		 full_nwords, full_text_len;	/* while made */
	uint32_t	*full_slot;	/* and each word's slot, unless the
					   table grew (NULL) */
	size_t		 full_words_cap;
	uint8_t		 full_path[WG_BOARD_MAX];	/* the walk's letters */
	/* Keys found by the walk, their slots asked of memory, put in the
	   table a few words later, in the order found. */
	uint64_t	 full_pending[FULL_PENDING];
	unsigned	 full_npending;
	int		 full_split;	/* this run: plays of every tile apart */
	/* A bit for some bits of each key: most keys looked up are no
	   word's, and this, small enough for the processor's cache, says
	   so without a miss. */
	uint64_t	 full_bits[(FULL_BITS_MASK + 1) / 64];
	/* The answers of wg_gen_full_through this run (full_stamp). */
	struct full_cached {
		uint64_t	 key;
		uint32_t	 stamp;
		uint8_t		 possible;
	}		 full_cache[FULL_CACHE];
	uint32_t	 full_stamp;
	size_t		 full_used;
	uint64_t	 full_steps;		/* of its walk; past the most:
						   given up */
	int		 full_tried;
	unsigned	 runs;

	/* The values of the rack's leaves, by index (movegen_leave.c), when
	   leave_map_on; the best of them for each number of tiles played. */
	int		 leave_map_on;
	double		 leave_map[1u << LEAVE_MAP_TILES];
	struct leave_leaf leaf[1u << LEAVE_MAP_TILES];
	unsigned	 nleaves;
	double		 best_leave[WG_RACK_MAX + 1];
	/* The same, of the leaves with fewer blanks than the rack: a blank,
	   the most valued tile to keep, is seldom worth playing. */
	double		 best_spent[WG_RACK_MAX + 1];
	uint8_t		 leave_code[WG_RACK_MAX];	/* the rack's codes */
	uint8_t		 leave_most[WG_RACK_MAX];	/* and their tiles */
	unsigned	 nleave_codes;
	uint8_t		 leave_base[64];		/* first bit, by code */
	struct leave_cached *leave_cache;	/* or NULL: out of memory */
	int		 leave_cache_tried;
	/* The tag of LEAVES in the cache: a new one whenever they are set,
	   as new leaves may be where old ones were; but self-play switching
	   between its seats' leaves keeps the last two tags. */
	uint32_t	 leave_tag;
	uint32_t	 leave_tags;		/* handed out */
	const struct wg_leaves *seat_leaves[2];
	uint32_t	 seat_tag[2];		/* 0: none */
	unsigned	 seat_next;
	struct wg_leave_eval leave_eval;	/* leaves on this position */

	/* Results: all of them, or a heap of the LIMIT best. */
	struct wg_gen_move *moves;
	size_t		 nmoves;
	size_t		 cap;
	uint32_t	*rank;			/* moves in rank order, */
	int		 ranked;		/* when set */
	struct keyed	*order;			/* its keys, and room as many */
	size_t		 order_cap;
	unsigned	 limit;
	int		 error;
	/* For the next run of a limit of 1 (wg_gen_bar): a move must
	   beat BAR_FLOOR to be kept, and the run stops once one beats
	   BAR_STOP. */
	int		 bar_on;
	double		 bar_floor, bar_stop;
	/* The anchor of the last run's move above the stop, walked first
	   by the next (runs on one board: wg_gen_bar_board clears it). */
	int		 hint_on;
	uint8_t		 hint_down, hint_row, hint_col;

	/* The walk from an anchor, for this processor (movegen_walk.c), and
	   the same when no blank may be put down. */
	void		(*walk)(struct wg_gen *g, unsigned col, unsigned limit);
	void		(*walk_own)(struct wg_gen *g, unsigned col,
			    unsigned limit);
};

/*
 * The next run of G, of a limit of 1, keeps only a move that ranks above
 * a pass of equity FLOOR (the list begins with that pass, which stays
 * when no move beats it) and stops once it has one above STOP (FLOOR or
 * more): the best move found is then above STOP, but maybe not the best.
 * The anchor where it was found is walked first by the next such run.
 */
void		 wg_gen_bar(struct wg_gen *g, double floor, double stop);
/* The runs with a bar that follow are on another board than before. */
void		 wg_gen_bar_board(struct wg_gen *g);

/* Bits set in X, inline: without -mpopcnt GCC calls a library routine. */
static inline uint32_t
popcount64(uint64_t x)
{
	x -= (x >> 1) & 0x5555555555555555ULL;
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (uint32_t)((x * 0x0101010101010101ULL) >> 56);
}

/* The letters of the node N (an edge, or a root), bit c for code c. */
static inline uint64_t
gn_mask(uint64_t n)
{
	return (n >> 31) & ~(uint64_t)1;
}

/* The edge from node N for the letter L, known to be there. */
static inline uint64_t
gn_at(const struct wg_gen *g, uint64_t n, unsigned l)
{
	return g->tab[GE_PTR(n) + popcount64(gn_mask(n) &
	    (((uint64_t)1 << l) - 1))];
}

/* The edge from node N for the letter L, or 0 when there is none. */
static inline uint64_t
gn_find(const struct wg_gen *g, uint64_t n, unsigned l)
{
	return gn_mask(n) >> l & 1 ? gn_at(g, n, l) : 0;
}

/* Whether the walk may put a blank down: one is left that it may play. */
static inline int
blank_free(const struct wg_gen *g)
{
	return g->count[0] > g->kept_blanks;
}

/*
 * Puts letter L on column COL of the current row: the rack's own tile
 * while one is left, else a blank (the caller knows one is there: the
 * walk and the word search, movegen_full_plays.c).  Returns whether it
 * took a blank.  The same letters with blanks elsewhere are the same play
 * found, so it is found once: wg_gen_record makes each such play from it.
 */
static inline unsigned
tile_take(struct wg_gen *g, unsigned col, unsigned l)
{
	unsigned blank = g->count[l] == 0;
	uint8_t src = blank ? 0 : (uint8_t)l;

	g->have &= ~((uint64_t)(--g->count[src] == 0 && src != 0) << src);
	g->tiles_left--;
	g->word[col] = (uint8_t)(l | (blank ? GEN_BLANK : 0));
	g->placed[col] = 1;
	return blank;
}

/* Takes back the tile tile_take put on column COL. */
static inline void
tile_return(struct wg_gen *g, unsigned col, unsigned l, unsigned blank)
{
	g->placed[col] = 0;
	g->tiles_left++;
	g->count[blank ? 0 : l]++;
	g->have |= (uint64_t)!blank << l;
}

/* The same, when no blank may be put down: the rack's own tile. */
static inline unsigned
own_take(struct wg_gen *g, unsigned col, unsigned l)
{
	/* The letter leaves the rack's set with its last tile: without a
	   branch, as when that is cannot be foreseen. */
	g->have &= ~((uint64_t)(--g->count[l] == 0) << l);
	g->tiles_left--;
	g->word[col] = (uint8_t)l;
	g->placed[col] = 1;
	return 0;
}

static inline void
own_return(struct wg_gen *g, unsigned col, unsigned l)
{
	g->placed[col] = 0;
	g->tiles_left++;
	g->count[l]++;
	g->have |= (uint64_t)1 << l;
}

/* The value of the tile T of the oriented grid. */
static inline int
tile_value(const struct wg_gen *g, uint8_t t)
{
	return t & GEN_BLANK ? g->blank_value : g->value[t & GEN_LETTER];
}

/* Bounds (movegen_bound.c): the rack's values best first; the leftmost
   column a play from the anchor on column COL of the current row may
   use; the most a play from it can score, with the best leave it may keep
   when ranking by equity (leave_map_on), -HUGE_VAL when none fits, of the
   plays that keep a tile; into *SPENDING, the same of those that play a
   blank, and into *FULL of the plays of every tile; the spans of those
   whose bound reaches BAR, into SPANS (left and right columns). */
void		wg_gen_rack_values(struct wg_gen *g);
unsigned	wg_gen_left_limit(const struct wg_gen *g, unsigned col);
double		wg_gen_anchor_bound(struct wg_gen *g, unsigned col,
		    double *spending, double *full);
unsigned	wg_gen_full_spans(struct wg_gen *g, unsigned col, double bar,
		    uint8_t (*spans)[2]);

/* Records the play on columns LEFT..RIGHT of the current row. */
void	wg_gen_record(struct wg_gen *g, unsigned left, unsigned right);
/* Chooses G's walk for the processor. */
void	wg_gen_walk_select(struct wg_gen *g);

/* M's leave, the rack less the USED tiles (variant codes, 0 blanks),
   sorted as the rack is; and its equity. */
void	wg_gen_leave(const struct wg_gen *g, struct wg_gen_move *m,
	    const uint8_t *used, unsigned nused);
void	wg_gen_equity(const struct wg_gen *g, struct wg_gen_move *m);

/* Leave values (movegen_leave.c): the run's table of them, made when the
   generator ranks by equity and the rack is small enough; the index of
   the rack's tiles left now (from the counts); the leave of an index. */
void		wg_gen_leave_map(struct wg_gen *g);
unsigned	wg_gen_leave_index(const struct wg_gen *g);
void		wg_gen_leave_of_index(const struct wg_gen *g, unsigned index,
		    struct wg_gen_move *m);

/* Ranks by the leaves LEAVES (or by score: NULL) as wg_gen_set_leaves
   does, keeping the cached values of the last two leaves so switched
   between until wg_gen_set_leaves: self-play, whose seats' leaves live
   through a game. */
void	wg_gen_switch_leaves(struct wg_gen *g, const struct wg_leaves *leaves);

/* Results (movegen_rank.c): keeps M, or sorts them all. */
void	wg_gen_keep(struct wg_gen *g, const struct wg_gen_move *m);
/* Room for one more move at the end of the results, or NULL (out of
   memory: G's error set). */
struct wg_gen_move *wg_gen_slot(struct wg_gen *g);
int	wg_gen_sort(struct wg_gen *g);

/* The whole-rack words, for the bounds (movegen_full.c). */
void	wg_gen_full_lookup(struct wg_gen *g);
/* The words whose letters have the key KEY, or some that have another
   (the places of their lengths and letters in full_text): *END - the
   result of them. */
const uint32_t *wg_gen_full_words(const struct wg_gen *g, uint64_t key,
	    const uint32_t **end);
/* The plays of every tile on the span LEFT..RIGHT of the current row,
   which has free squares either side (movegen_full_plays.c). */
void	wg_gen_full_plays(struct wg_gen *g, unsigned left, unsigned right);
void	wg_gen_full_free(struct wg_gen *g);
/* Whether the rack and the letter L may make a word: full_with's bit L,
   looked up the first time it is asked for. */
int	wg_gen_full_with(struct wg_gen *g, unsigned l);
/* Whether the rack and letters whose keys sum to KEY may make a word. */
int	wg_gen_full_through(struct wg_gen *g, uint64_t key);

#pragma GCC visibility pop

#endif
