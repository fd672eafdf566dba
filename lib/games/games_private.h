/*
 * games_private.h: the games wing's internals: each game's own rules
 * (Wordspionage's settings, the stacking game's tiles and market).
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_GAMES_PRIVATE_H
#define WG_GAMES_PRIVATE_H

#include "text/text_private.h"
#include "lexicon/lexicon_private.h"
#include "rules/rules_private.h"

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
 * The stacking game's market, pool and rainbow tiles (market.c), for
 * replay (WG_TILE_RAINBOW, WG_TILE_CODE: rules_private.h).
 */
struct wg_market {
	unsigned	 stock[WG_MAX_LETTERS + 1];	/* for sale, by code */
	unsigned	 unknown;		/* for sale, not named */
	unsigned	 bought[WG_MAX_PLAYERS];	/* purchases made */
};
/*
 * The times a game of LENGTH takes V's tiles (1 unless V stacks), and the
 * tiles of its pool.  A board's own: wg_board_sets (rules).
 */
unsigned wg_pool_sets(const struct wg_variant *v, enum wg_length length);
unsigned wg_pool_tiles(const struct wg_variant *v, enum wg_length length);
/* POOL becomes V with its tiles taken as many times as LENGTH says. */
void	wg_pool_variant(const struct wg_variant *v, enum wg_length length,
	    struct wg_variant *pool);

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
 * The registry of the games with rules of their own (game.c; their
 * tables: game.h).  wg_game_find: the game variant V is of, or NULL, the
 * plain crossword game.  wg_game_plain_moves: 1 when V's moves are the
 * plain game's (no game, or one whose moves are not its own): what the
 * engine's solver, simulation, leave values and lookahead play.
 */
struct wg_game_rules;
const struct wg_game_rules *wg_game_find(const struct wg_variant *v);
int	wg_game_plain_moves(const struct wg_variant *v);
/*
 * What V's game adds to a position, for the files and pictures of one
 * (0 in the plain game): tiles stacked on tiles, with rainbow tiles on the
 * board and on racks (game.h: stacks); a length that sets the pool
 * (lengths).
 */
int	wg_game_stacks(const struct wg_variant *v);
int	wg_game_lengths(const struct wg_variant *v);

#endif /* WG_GAMES_PRIVATE_H */
