/*
 * movegen.h: the move generator's state, private to libwordgame.
 */
#ifndef WG_MOVEGEN_H
#define WG_MOVEGEN_H

#ifndef WG_BUILDING_LIBRARY
#error "movegen.h is internal to libwordgame"
#endif

#include "wg_private.h"

/* A tile on the oriented grid: lexicon letter code, and blank flag. */
#define GEN_LETTER	0x3f
#define GEN_BLANK	0x80

struct wg_gen {
	const struct wg_lexicon *lex;
	const struct wg_variant *v;
	const struct wg_leaves *leaves;		/* or NULL: rank by score */
	uint8_t		 v2l[64];		/* variant code -> lexicon */
	uint8_t		 l2v[64];		/* lexicon code -> variant */
	int		 value[64];		/* by lexicon code */
	int		 blank_value;
	uint64_t	 playable;		/* lexicon codes with tiles */

	/* The position, oriented: rows of the board or, DOWN, columns. */
	const struct wg_board *board;
	int		 down;
	unsigned	 rows, cols;
	uint8_t		 grid[WG_SQUARES];
	uint8_t		 prem[WG_SQUARES];
	uint8_t		 anchor[WG_SQUARES];
	uint64_t	 cross[WG_SQUARES];	/* letters allowed */
	int		 cross_score[WG_SQUARES];	/* -1: no cross word */

	/* The rack, by lexicon code (0: blanks), and what it began as. */
	uint8_t		 count[64];
	uint8_t		 rack[WG_RACK_MAX];	/* variant codes, 0 blank */
	unsigned	 rack_len;

	/* The play being built on row ROW. */
	unsigned	 row;
	uint8_t		 word[WG_BOARD_MAX];	/* tiles by column */
	uint8_t		 placed[WG_BOARD_MAX];	/* 1: placed this turn */
	int		 letters;		/* main word, letter premiums */
	int		 mult;			/* main word premium */
	int		 crosses;		/* cross words' scores */
	unsigned	 tiles;
	unsigned	 blanks;

	/* Only this main word (--word), when only_len > 0. */
	uint8_t		 only[WG_BOARD_MAX];	/* lexicon codes */
	unsigned	 only_len;

	/* Results: all of them, or a heap of the LIMIT best. */
	struct wg_gen_move *moves;
	size_t		 nmoves;
	size_t		 cap;
	unsigned	 limit;
	int		 error;
};

#endif
