/*
 * turn.h: the state of a record being replayed, shared by the turn loop
 * (record/replay.c) and the games' own rules: Wordspionage's
 * (spy_replay.c) and the stacking game's (stack_replay.c).  It lives in
 * the games wing so that a game's rules call nothing above it: the
 * services they share with the loop are in turn.c.
 */
#ifndef WG_TURN_H
#define WG_TURN_H

#include "games_private.h"

/* What a player's next written rack must be, from what came before. */
enum expect {
	EXPECT_NONE,		/* nothing known */
	EXPECT_HOLDS,		/* holds the tiles kept (draws unknown) */
	EXPECT_EXACT		/* exactly these tiles */
};

struct wg_game_rules;

/* The most games the registry holds (game.c). */
#define WG_GAMES_MAX	8

struct replay {
	const struct wg_game_rules *game;	/* the variant's game: NULL,
						   the plain one (game.h) */
	const struct wg_record *r;
	const struct wg_variant *v;
	const struct wg_lexicon *lex;
	wg_problem_visitor problem;
	void		*arg;
	struct wg_replay_result *res;
	struct wg_board	 b;
	struct wg_board	 before;
	/* The last placement, for a withdrawal. */
	struct wg_board	 undo;
	int		 undo_ok;
	unsigned	 undo_player;
	int		 undo_score;
	unsigned	 undo_bag;
	unsigned	 undo_held;
	unsigned	 undo_stalled;
	int		 undo_over;
	/* Tiles in the bag and held by each player, counted from the play. */
	unsigned	 bag;
	unsigned	 held[WG_MAX_PLAYERS];
	enum expect	 expect[WG_MAX_PLAYERS];
	uint8_t		 kept[WG_MAX_PLAYERS][WG_RACK_MAX];
	unsigned	 nkept[WG_MAX_PLAYERS];
	unsigned	 kept_line[WG_MAX_PLAYERS];
	int		 recorded[WG_MAX_PLAYERS];	/* totals written */
	unsigned	 stalled;
	int		 over;
	unsigned	 over_line;
	int		 went_on;	/* play after the end reported */
	int		 have_mover;
	unsigned	 mover;
	int		 out_seen, penalty_seen;
	int		 penalized[WG_MAX_PLAYERS];	/* a rack penalty line */
	/* A challenge bonus may follow a placement, by its player, once. */
	int		 challenge_ok;
	unsigned	 challenge_player;
	int		 partial;	/* the line's rack: only some tiles */
	int		 passed_after_out;	/* the pass of a challenge lost
						   on the last play */
	/* Each player's last turn's score and the line they left the game
	   on, and the time a turn may take (a record's settings; 0: no
	   limit). */
	int		 last_score[WG_MAX_PLAYERS];
	unsigned	 left_line[WG_MAX_PLAYERS];
	unsigned	 time_limit;
	uint8_t		 krack[WG_RACK_TEXT];	/* the line's rack, rainbow
						   tiles marked */
	unsigned	 nkrack;
	/* Each game's own state (game.h: state_size), by its place in the
	   registry, allocated zeroed for every record (which may hold any
	   game's lines) and freed with the replay: wg_game_state. */
	void		*state[WG_GAMES_MAX];
	struct wg_move	 m;		/* the move of the turn */
	struct wg_check	 ck;		/* and its verdict */
	int		 rc;
};

/* turn.c: problems, fields, tiles and turns, for every game. */

/* A problem at LINE and COL (0: of the whole record). */
void	replay_problem(struct replay *st, unsigned line, unsigned col,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* A problem at field F of E's line. */
void	replay_problem_at(struct replay *st, const struct wg_event *e,
	    enum wg_field f, const char *fmt, ...)
	    __attribute__((format(printf, 4, 5)));
/* The column of field F of E's line; the line's when F is not written. */
unsigned replay_col_of(const struct wg_event *e, enum wg_field f);
/* 1 if the tiles B are all among A, rainbow tiles told apart. */
int	replay_holds_tiles(const uint8_t *a, unsigned na, const uint8_t *b,
	    unsigned nb);
/*
 * Reads tiles written as TEXT ('?' a blank, '*' after a rainbow tile of
 * the stacking game) into T, rainbow tiles with WG_TILE_RAINBOW; -1 after
 * a problem, reported at LINE and COL.  replay_read_tiles: the same,
 * rainbow tiles as plain letters.
 */
int	replay_read_marked(struct replay *st, unsigned line, unsigned col,
	    const char *text, uint8_t *t, unsigned *n, unsigned max);
int	replay_read_tiles(struct replay *st, unsigned line, unsigned col,
	    const char *text, uint8_t *t, unsigned *n, unsigned max);
/* E's total against the player's total so far, which becomes E's. */
void	replay_check_total(struct replay *st, const struct wg_event *e);
/* The player to move after P: the next one still in the game. */
unsigned replay_next_player(const struct replay *st, unsigned p);
/* 1 after a problem when the line's player has left the game. */
int	replay_player_out(struct replay *st, const struct wg_event *e);
/* Checks an action a player takes in their turn before their move (a
   Spec Op, a purchase; DOES says it), PENDING one of PENDING_PLAYER's
   awaiting its move: a problem when the game is over, in another's turn,
   by a player out of the game, or out of turn. */
void	replay_turn_action(struct replay *st, const struct wg_event *e,
	    const char *does, int pending, unsigned pending_player);
/* The game ends HOW at LINE (WHO: the player who went out or left). */
void	replay_game_over(struct replay *st, enum wg_end how, unsigned who,
	    unsigned line);
/* A pragma of a GCG record (or a log's "pragma" line), or NULL. */
const char *replay_pragma(const struct wg_record *r, const char *name);

#endif
