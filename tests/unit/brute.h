/*
 * brute.h: what the move generators' brute-force tests share: a small
 * lexicon read whole, moves as keys that sort, the board read safely.
 */
#ifndef WG_TEST_BRUTE_H
#define WG_TEST_BRUTE_H

#include "wordgame.h"

/* Words, each its length and then its codes. */
struct words {
	uint8_t		(*w)[WG_MAX_WORD + 1];
	size_t		 n;
};

/* A wg_word_visitor adding each word to the struct words ARG. */
int	words_collect(const uint8_t *codes, size_t n, uint64_t blanks,
	    void *arg);
/*
 * A lexicon of every 25th word of the lexicon file LEXPATH and every word
 * of two letters, small enough for brute force; NULL if it cannot be read.
 */
struct wg_lexicon *small_lexicon(const char *lexpath,
	    const struct wg_alphabet *alphabet);
/*
 * "ROW COL DOWN TILES SCORE" (a new string), letters played through by
 * their letter alone: blank or not is the board's business; TILES ends in
 * "*MASK" when the move places rainbow tiles.
 */
char	*move_key(const struct wg_move *m, int score);
/* qsort's comparison of two such keys. */
int	move_key_cmp(const void *a, const void *b);
/*
 * Lists every move GEN finds for the rack of B's player on turn (its
 * rainbow tiles too) and
 * compares them with the keys FOUND[0..NFOUND) of a brute-force search,
 * which it sorts and frees.  Returns 0 when they are the same moves with
 * the same scores, else 1 with what differs in MSG.
 */
int	gen_differs(struct wg_gen *gen, const struct wg_board *b,
	    char **found, size_t nfound, char *msg, size_t size);
/* Whether two moves are the same: kind, square, direction, tiles and
   rainbow marks. */
int	same_move(const struct wg_move *x, const struct wg_move *y);
/* The square at row R and column C, 0 when empty or off the board. */
int	board_at(const struct wg_board *b, int r, int c);

#endif
