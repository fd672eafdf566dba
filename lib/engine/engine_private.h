/*
 * engine_private.h: the engine wing's internals (movegen.h: the move
 * generator's): leaves and their index, endgames, look-ahead, the
 * stacking game's generator, Spec Ops in self-play.
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_ENGINE_PRIVATE_H
#define WG_ENGINE_PRIVATE_H

#include "text/text_private.h"
#include "lexicon/lexicon_private.h"
#include "rules/rules_private.h"
#include "games/games_private.h"
#include "record/record_private.h"

/*
 * Player P's rack on B drawn from the inference INF (infer.c): a leave by
 * its probability from RNG, its tiles taken from BAG[0..*N).  Returns 1,
 * or 0 when INF is NULL, holds no leave or the bag lacks the leave's
 * tiles: the rack is then untouched, to be drawn as usual.
 */
int	wg_infer_draw(const struct wg_infer *inf, uint8_t *bag, unsigned *n,
	    struct wg_board *b, unsigned p, uint64_t *rng);

/* The hash of a leave's sorted codes (leaves.c; its tests craft files
   against it). */
uint64_t wg_leave_hash(const uint8_t *codes, size_t n);

/*
 * Exact endgames (endgame_lexicon.c): into *OUT a lexicon of the words of
 * LEX that B's lines can still hold, their empty squares filled from
 * TILES[c] tiles of each variant code c (0: blanks), the two racks
 * together.  WG_E_EMPTY when there are none; WG_E_NOMEM.
 */
int	wg_endgame_lexicon(struct wg_lexicon **out,
	    const struct wg_lexicon *lex, const struct wg_board *b,
	    const unsigned *tiles);
/* The lexicon LEX's code of each letter of alphabet VA into V2L[1..
   WG_MAX_LETTERS] (0: a letter LEX cannot spell), 0 for 0. */
void	wg_endgame_letters(const struct wg_lexicon *lex,
	    const struct wg_alphabet *va, uint8_t *v2l);
/*
 * The endgame solver's transposition table (endgame_table.c), shared
 * without locks by the threads of one solve.  An entry: a bound of a
 * position's value, the depth searched, the best move's id (0: none).
 */
#define WG_EG_LOWER	1
#define WG_EG_UPPER	2
#define WG_EG_EXACT	3	/* the bound's bits: both */
#define WG_EG_WHOLE	4	/* no leaf stopped at the depth limit:
				   the value holds at any depth */
struct wg_eg_entry {
	int16_t		 value;
	uint8_t		 depth;
	uint8_t		 flags;		/* WG_EG_* (the age above them) */
	uint32_t	 best;
};
struct wg_eg_table;
/* An empty table, no slot allocated yet; WG_E_NOMEM. */
int	wg_eg_table_new(struct wg_eg_table **out);
void	wg_eg_table_free(struct wg_eg_table *t);
/*
 * Readies T for a solve: 2^24 slots (buckets of two), or with a
 * NODE_LIMIT about two for each position the solve may search (a
 * budgeted solve, as game analysis makes by the thousand, then touches a
 * table of its own size, not 256 MB); and a new age, so that the
 * entries of the solves before are not seen, unless KEEP and the size is
 * the same.  WG_E_NOMEM.
 */
int	wg_eg_table_ready(struct wg_eg_table *t, uint64_t node_limit,
	    int keep);
/* A solve starts with a part of the table in use, grown when it has
   searched NODES positions, more than half of it; by its main thread
   only. */
void	wg_eg_table_grow(struct wg_eg_table *t, uint64_t nodes);
/* 1 and the entry of position KEY into *E when T holds one of this
   age, else 0. */
int	wg_eg_table_probe(const struct wg_eg_table *t, uint64_t key,
	    struct wg_eg_entry *e);
/* Writes E for position KEY: over KEY's entry, else in the first slot of
   its bucket when E's search is as large as the entry there (WG_EG_WHOLE
   first, then the depth; that entry moves to the second slot), else in the
   second. */
void	wg_eg_table_store(struct wg_eg_table *t, uint64_t key,
	    const struct wg_eg_entry *e);
/* A budget for each later solve of EG: past NODES positions searched
   (0: no budget) it stops and returns WG_E_LIMIT. */
void	wg_endgame_set_node_limit(struct wg_endgame *eg, uint64_t nodes);
/* The checks the endgame and pre-endgame make of BOARD, and the tiles the
   player on turn cannot see into LEFT (endgame.c); WG_E_ARG with a
   message in ERR. */
int	wg_eg_unseen(const struct wg_variant *v, const struct wg_board *board,
	    const char *no_solver, const char *solved, int apart,
	    int left[WG_MAX_LETTERS + 1], char *err, size_t errlen);
/*
 * For the pre-endgame (peg.c): the final spread of the player on turn of
 * BOARD (its bag empty, the rack on turn known; the other's as the board
 * gives it when known, else the tiles unseen), searched to the end of
 * every line within (ALPHA, BETA), fail-soft: exact inside the window,
 * else a bound.  The table is kept from one such call to the next, so
 * the positions the solves share are searched once (a wg_endgame_solve
 * in between starts it afresh).  SEARCH, if not NULL, is the generator
 * the search uses: over a lexicon that holds every word the position can
 * still form.  The stop flag of wg_endgame_set_stop and the budget of
 * wg_endgame_set_budget (each call its own) are looked at from the start.  Returns WG_OK, WG_E_LIMIT (the node limit passed, or
 * stopped), WG_E_ARG (wg_endgame_error) or WG_E_NOMEM.
 */
int	wg_endgame_value(struct wg_endgame *eg, const struct wg_board *board,
	    struct wg_gen *search, int alpha, int beta, int *value);

/*
 * PLAIN 1: EG's searches generate every position's moves from the whole
 * board, as a check of the moves kept from two plies up (the same moves,
 * the same search, slower); 0, the default: kept.
 */
void	wg_endgame_set_plain(struct wg_endgame *eg, int plain);

struct wg_gen;
/* A flag of wg_gen_run for self-play: with WG_GEN_EXCHANGES, the
   exchanges without the pass (a player who never passes by choice need
   not rank it, and a list one move shorter prunes more). */
#define WG_GEN_NO_PASS	0x100
/* A flag of wg_gen_run for the endgame solver, which orders the moves
   its own way: every move (LIMIT 0), left in the order found. */
#define WG_GEN_UNRANKED	0x200
/*
 * The next wg_gen_run of G (on a board of plain moves, of the premium
 * layout of G's run before: it is not compared again) finds only the
 * plays along the rows of bit set in ROWS (bit r: row r) and the columns
 * of bit set in COLS: every play there, as a run over the whole board
 * lists it.  The run after is over every line again.
 */
void	wg_gen_lines(struct wg_gen *g, uint32_t rows, uint32_t cols);

/*
 * A game's part in the engine, beside its table of rules (games/game.h):
 * movegen.c's registry names each once (the stacking game's is
 * stack_gen.c's, Wordspionage's spy_play.c's), and a hook left NULL does
 * what the plain games do.  RUN, its own move generator, does what
 * wg_gen_run_rainbow does, with the same arguments, results and returns.
 */
struct wg_record;
struct wg_game_gen {
	const struct wg_game_rules *game;
	int	(*run)(struct wg_gen *g, const struct wg_board *b,
		    const uint8_t *rack, size_t n, uint32_t rainbow,
		    unsigned limit, unsigned flags);
	/*
	 * Self-play (play/selfplay.c): the game's own state, PLAY_SIZE
	 * bytes the turn loop holds for it, zeroed, that PLAY_START sets
	 * for a game of variant V from SEED.  PLAY_TURN: before player P's
	 * move, with BAG tiles in the bag, the actions P takes first,
	 * applied to B and written to R.  PLAY_MOVED: after P's move M,
	 * scoring SCORE, what follows it, written to R.  Both return WG_OK
	 * or WG_E_NOMEM.
	 */
	size_t	 play_size;
	void	(*play_start)(void *state, const struct wg_variant *v,
		    uint64_t seed);
	int	(*play_turn)(void *state, struct wg_gen *gen,
		    struct wg_board *b, unsigned p, unsigned bag,
		    struct wg_record *r);
	int	(*play_moved)(void *state, const struct wg_variant *v,
		    unsigned p, const struct wg_move *m, int score,
		    struct wg_record *r);
};
extern const struct wg_game_gen wg_stack_gen;
extern const struct wg_game_gen wg_spy_gen;
/* The engine's part of variant V's game (movegen.c), or NULL. */
const struct wg_game_gen *wg_game_engine(const struct wg_variant *v);

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
/*
 * The move of the player on turn on B who simulates as O says (its seed,
 * leaves and budget), the opponent's rack drawn from the tiles the player
 * cannot see: the best of the results but the pass into *M.  Returns as
 * wg_lookahead_choose, or WG_E_NOMEM.
 */
int	wg_sim_choose(struct wg_sim *sim, const struct wg_board *b,
	    const struct wg_sim_options *o, struct wg_gen_move *m);

/* A win probability table (win_table.c, wgwin(5)): for each of the two
   sides (not on turn, on turn) and each count of tiles unseen 0..umax, the
   chance of a win, ties half, in 1/WG_WIN_ONE, at spreads -smax..smax. */
struct wg_win {
	char		 variant[WG_NAME_MAX];
	uint32_t	 games;		/* trained on (information) */
	uint64_t	 seed;		/* their seed (information) */
	unsigned	 umax, smax;
	uint16_t	*p;
};

#endif /* WG_ENGINE_PRIVATE_H */
