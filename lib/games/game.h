/*
 * game.h: a game's own rules as one table of hooks.  Each game that is
 * more than the plain crossword game of the variant's numbers (board,
 * tiles, premiums, bingo, the end as data) exports one const table from
 * its own files (the stacking game: wg_game_stack, stack_replay.c;
 * Wordspionage: wg_game_spy, spy_replay.c) and is named once in the
 * registry (game.c).  The turn loops (record/replay.c, play/selfplay.c,
 * engine/) call through the table the variant's game has, and name no
 * game; the plain games have none (NULL), and a hook left NULL does what
 * the plain games do.
 */
#ifndef WG_GAME_H
#define WG_GAME_H

#include "turn.h"

struct wg_game_rules {
	const char	*name;
	/* Its name in a variant file: "game KEYWORD" (wgvariant(5)). */
	const char	*keyword;
	/* What its rules make of the common ones, as the numbers of its
	   variants (struct wg_variant, read by the rules wing), set when
	   a variant file names the game; 0 leaves the plain game's (1,
	   the rack size, none). */
	unsigned	 stack_max;	/* tiles a square may hold */
	unsigned	 rack_max;	/* tiles a rack may hold */
	int		 rainbow;	/* tiles may be rainbow */
	int		 blanks_apart;	/* the blanks never in the bag */
	int		 lengths;	/* lengths (short, normal, long) set
					   the pool: self-play and a
					   position's files have them */

	/* What the turn loop leaves to the game, as data. */
	int		 own_racks;	/* the game keeps the racks: rainbow
					   tiles marked, tiles bought beyond
					   the rack size; a replay neither
					   bounds a rack by the rack size nor
					   sets it from the tiles kept, nor
					   takes a short rack for the tiles
					   played alone */
	int		 redraw_cost;	/* not 0: an exchange is a redraw of
					   the whole rack for these points,
					   whatever the bag holds */
	int		 counted_pool;	/* 1: the tiles left are those the
					   replay counts, not the board's */
	int		 own_moves;	/* 1: its moves are its own (stacked
					   plays, marked racks), which the
					   engine's endgame solver,
					   simulation, leave values and
					   lookahead, built for the plain
					   game's, do not play */

	/*
	 * Replaying a record of the game (record/replay.c), in the order
	 * called.  start: once, before the first line; returns the variant
	 * to replay under (V itself, or the pool the game's length makes,
	 * kept in the replay's state).
	 */
	const struct wg_variant *(*start)(struct replay *st,
			    const struct wg_variant *v);
	/* The turn's rack is the line's (ST->krack): the game's marks. */
	void		(*rack_known)(struct replay *st, unsigned p);
	/* Marks the tiles T[0..N) player P holds so (rainbow tiles). */
	void		(*mark_rack)(const struct replay *st, unsigned p,
			    uint8_t *t, unsigned n);
	/* The tiles player P cannot see in position B, into OUT. */
	unsigned	(*unseen)(const struct replay *st,
			    const struct wg_board *b, unsigned p,
			    uint8_t *out);
	/* A line's rack of NRACK tiles, before its move is read. */
	void		(*rack_shown)(struct replay *st,
			    const struct wg_event *e, unsigned nrack);
	/* The move read, before it is checked. */
	void		(*before_check)(struct replay *st,
			    const struct wg_event *e, struct wg_move *m);
	/* After the move (APPLIED: to the board): the tiles drawn, the bag
	   and the tiles held counted.  NULL: a placement draws the tiles
	   it placed. */
	unsigned	(*after_move)(struct replay *st,
			    const struct wg_event *e, const struct wg_move *m,
			    int applied);
	/* 1 when the game is over after a line (it ends it); NULL: a
	   player out of tiles with the bag empty goes out. */
	int		(*game_over)(struct replay *st, unsigned line);

	/*
	 * Self-play (play/selfplay.c), on the position B.
	 */
	/* 1: a player ranks the pass and the redraw with the placements,
	   by score (no leave values), and never changes a rack stuck. */
	int		 by_score;
	/* Marks the tiles player P drew into rack places FROM onward
	   (OPENING: the first deal), with RNG. */
	void		(*drawn)(struct wg_board *b, unsigned p, unsigned from,
			    int opening, uint64_t *rng);
	/* How the game ends on position B with BAG tiles left to draw
	   (WG_END_NONE: it goes on).  A game with its own end (not NULL)
	   neither goes out nor accounts the racks left; its replay's
	   game_over says the same. */
	enum wg_end	(*ended)(const struct wg_board *b, unsigned bag);

	/*
	 * Hooks for every record, whatever its variant's game: a record
	 * may hold any game's lines, and the game whose they are reads
	 * them, or reports them in a record of another game.  Called in
	 * the registry's order.  record_start: after the racks are dealt.
	 */
	void		(*record_start)(struct replay *st);
	/* The kinds of line ACTION reads (WG_EV_NOTE: none). */
	enum wg_event_kind actions[2];
	void		(*action)(struct replay *st, const struct wg_event *e,
			    struct wg_replay_turn *t);
	/* After each line, turn T: an action left waiting for its turn. */
	void		(*after_line)(struct replay *st,
			    const struct wg_event *e, struct wg_replay_turn *t);
	/* After the last line, before the result (RC: the replay's so
	   far), and after it. */
	void		(*record_end)(struct replay *st, int rc);
	void		(*result)(struct replay *st, int rc);
	/* The game's state in a replay: STATE_SIZE bytes, zeroed, that
	   wg_game_state finds (0: none). */
	size_t		 state_size;
	/* Before each line. */
	void		(*before_line)(struct replay *st,
			    const struct wg_event *e);
	/* Keeps, then puts back, what a withdrawal of player P's last
	   placement takes back. */
	void		(*save_undo)(struct replay *st, unsigned p);
	void		(*undo)(struct replay *st, unsigned p);
	/* 1 when player P's turn counts every premium as plain (a Flash
	   Bomb), then not again. */
	int		(*plain_premiums)(struct replay *st, unsigned p);
	/* The tiles player P holds that need not be played to go out (the
	   Cover IDs). */
	unsigned	(*held_apart)(const struct replay *st, unsigned p);
	/*
	 * A turn of every record, in the order called.  rack_besides: the
	 * tiles of RACK[0..N) held besides the rack size (Cover IDs), and
	 * in *WHY what a message of a rack too long adds (NULL: nothing).
	 * rack_check: 1 after a problem with the rack.  turn_check: the
	 * turn's own limits, the move read.  not_drawn: the tiles of
	 * placement M that draw no tile back.  placement: after placement
	 * M is applied.  undealt: the blanks on no rack a player could
	 * see: those the game has not dealt yet, and those player HOLDER
	 * holds (HOLDER < 0: none).
	 */
	unsigned	(*rack_besides)(const struct replay *st,
			    const uint8_t *rack, unsigned n, const char **why);
	int		(*rack_check)(struct replay *st,
			    const struct wg_event *e, const uint8_t *rack,
			    unsigned n);
	void		(*turn_check)(struct replay *st,
			    const struct wg_event *e, const struct wg_move *m);
	unsigned	(*not_drawn)(const struct replay *st,
			    const struct wg_move *m);
	void		(*placement)(struct replay *st,
			    const struct wg_event *e, const struct wg_move *m,
			    const struct wg_check *ck);
	unsigned	(*undealt)(const struct replay *st, int holder);
};

extern const struct wg_game_rules wg_game_spy;
extern const struct wg_game_rules wg_game_stack;

/* The games, in the registry's order, NULL-terminated (game.c). */
extern const struct wg_game_rules *const wg_games[];

/* Game G's state in the replay ST (G->state_size bytes). */
static inline void *
wg_game_state(const struct replay *st, const struct wg_game_rules *g)
{
	size_t i;

	for (i = 0; wg_games[i] != g; i++)
		;
	return st->state[i];
}

/* The game a variant file names KEYWORD[0..LEN) (game.c), or NULL. */
const struct wg_game_rules *wg_game_named(const char *keyword, size_t len);

/* The game that reads lines of KIND, or NULL. */
const struct wg_game_rules *wg_game_action(enum wg_event_kind kind);

/* 1 when game G (NULL: the plain game) keeps its racks itself. */
static inline int
wg_game_racks(const struct wg_game_rules *g)
{
	return g != NULL && g->own_racks;
}

#endif
