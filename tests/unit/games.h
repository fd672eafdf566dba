/*
 * games.h: game data for the tests and benchmarks: the shipped variants,
 * and the placements of GCG game records, read by the library's reader,
 * played one by one for a visitor.
 */
#ifndef WG_TEST_GAMES_H
#define WG_TEST_GAMES_H

#include "wordgame.h"

/* The whole file PATH, NUL ended, its length in *LEN (malloc'd); NULL
   when it cannot be read. */
char	*games_read_file(const char *path, size_t *len);

/* Positions a test keeps as its games go: a growing array. */
struct games_boards {
	struct wg_board	*b;
	size_t		 n, cap;
};
/* Appends a copy of BOARD to L; 0 when out of memory. */
int	games_boards_add(struct games_boards *l, const struct wg_board *board);

/* A lexicon of the words LIST (NULL ended) in alphabet A, or NULL. */
struct wg_lexicon *games_words(const struct wg_alphabet *a,
	    const char *const *list);

/*
 * Loads variant NAME from DIR/NAME.wgv (DIR NULL: the source tree's
 * share/variants, from $WG_TOP_SRCDIR); exits 99 when it cannot.
 */
struct wg_variant *games_variant(const char *dir, const char *name);

/*
 * Called before each placement is played on BOARD with the move, the score
 * the record gives it and its line.  A non-zero return stops the replay.
 */
typedef int	(*gcg_visit)(const struct wg_board *board,
		    const struct wg_move *move, int recorded, unsigned line,
		    void *arg);

/*
 * Reads the GCG record PATH and plays its placements (a withdrawn phony
 * taken back) on BOARD, which the caller has set up empty with one of
 * VARIANTS[0] (ASCII moves) or VARIANTS[1] (moves beyond ASCII).  Returns
 * the placements visited, or -1 if PATH cannot be read or a move cannot be
 * parsed (*LINE is then set).
 */
int	gcg_replay(const char *path, struct wg_variant *const variants[2],
	    struct wg_board *board, gcg_visit visit, void *arg,
	    unsigned *line);

#endif
