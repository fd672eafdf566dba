/*
 * rules_private.h: the rules wing's internals: premiums, tiles, scores,
 * the bag, the tile set's counts and the end of a game.
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_RULES_PRIVATE_H
#define WG_RULES_PRIVATE_H

#include "text/text_private.h"
#include "lexicon/lexicon_private.h"

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
 * Reads tiles TEXT[0..LEN) (an exchange, a rack, a draw): letters, '?' a
 * blank, '*' after a letter a rainbow tile (bit i of *RAINBOW); at most
 * MAX (32 or fewer) into TILES, the count into *N.  Returns WG_OK;
 * WG_E_LIMIT at the tile past MAX; WG_E_FORMAT.  On an error *ERRCOL gets
 * the 1-based column in TEXT and *ERRMSG a static message.
 */
int	wg_tiles_parse(const struct wg_alphabet *alphabet, const char *text,
	    size_t len, uint8_t *tiles, unsigned max, unsigned *n,
	    uint32_t *rainbow, size_t *errcol, const char **errmsg);

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
 * A tile of the stacking game's market and pool (market.c, replay): a
 * letter code (0 a wild tile) with WG_TILE_RAINBOW set for a rainbow tile.
 */
#define WG_TILE_RAINBOW	0x40
#define WG_TILE_CODE(t)	((t) & 0x3f)

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
/*
 * The times a position's pool takes its variant's tiles: the game's
 * length where the board has one (only a game with lengths sets it), else
 * 1 (tile_count.c).
 */
unsigned wg_board_sets(const struct wg_board *b);
void	wg_tiles_on_board(const struct wg_board *b, unsigned *used);
void	wg_tiles_count(const struct wg_board *b, unsigned skip,
	    unsigned *used);
int	wg_tiles_over(const struct wg_board *b, const unsigned *used);
uint64_t wg_tiles_over_move(const struct wg_board *b, const uint8_t *take,
	    unsigned n);
/* Sorts the N codes of T (insertion: a rack is short). */
void	wg_tiles_sort(uint8_t *t, unsigned n);

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
 * The stacking game's moves (move_stack.c), for wg_move_check.  wg_stack_tile judges
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

#endif /* WG_RULES_PRIVATE_H */
