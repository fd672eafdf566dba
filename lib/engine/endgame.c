/*
 * endgame.c: exact endgames.  With the bag empty each player's rack is
 * known, and negamax with alpha-beta pruning, iterative deepening and a
 * transposition table searches the game to its end (wsgen(1) --endgame).
 * On several threads each searches the same iterations, sharing the table
 * and skipping for later the moves another is searching (ABDADA).
 */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine_private.h"
#include "games/game.h"

/* Plies a line can hold; an endgame of 2 * WG_RACK_MAX tiles with the
   longest stall between placements stays far below. */
#define EG_MAX_PLY	128
/* Above any spread a game can reach. */
#define EG_INF		1000000
/* A move of the search, with what orders it. */
struct eg_move {
	struct wg_move	 move;
	int		 score;
	unsigned	 ntiles;
	uint32_t	 id;
	int		 key;
	int		 deferred;	/* another thread was searching it */
};

/* A position's moves: every one when WHOLE, of the position HASH. */
struct eg_list {
	struct eg_move	*m;
	size_t		 n, cap;
	uint64_t	 hash;
	int		 whole;
};

/* What make_move changed, for unmake_move. */
struct eg_undo {
	uint64_t	 hash;
	unsigned	 stalled;
	unsigned	 squares[WG_BOARD_MAX];
	uint8_t		 taken[WG_BOARD_MAX];
	unsigned	 n;
};

/*
 * The threads of one solve: the main thread's and its helpers'.  BUSY
 * holds the keys of the moves being searched (a position's hash and the
 * move's id), so that a thread reaching a move another is searching
 * searches the others first.  A helper leaves an iteration the main
 * thread has moved past (DEPTH), and stops on QUIT.
 */
#define EG_BUSY_BITS	15
/* Plies left below which moves are not marked: their search is short.
   Nor are those of a position with fewer tiles left on the two racks:
   in a search to the end the plies left say nothing, and every mark is
   a write to a line of BUSY the other core reads and writes too
   (vs_frentz:23 on 2 threads, 7% less CPU; doc/lab/endgame.md). */
#define EG_BUSY_DEPTH	3
#define EG_BUSY_TILES	5
/* Threads of one solve at most. */
#define EG_MAX_THREADS	64
/* Positions the main thread searches before helpers start: a shorter
   solve would take less than they cost (doc/lab/endgame.md). */
#define EG_HELP_FROM	10000

struct eg_smp {
	_Atomic uint64_t busy[1 << EG_BUSY_BITS];
	atomic_uint	 depth;
	atomic_int	 quit;
	_Atomic uint64_t nodes;		/* the helpers', from time to time */
	unsigned	 count, last;
};

/* Stalled counts whose Zobrist values are kept. */
#define EG_Z_STALLED	16

/* The rack's code of tile T of a placement. */
#define TILE_CODE(t)	((t) & WG_BLANK ? 0 : WG_MOVE_CODE(t))

/* How a move leaves the game. */
enum eg_end {
	EG_GOES_ON,
	EG_OUT,
	EG_STALLED
};

struct wg_endgame {
	struct wg_gen	*gen;
	const struct wg_lexicon *lex;
	/* The words word_with looks up: the search's (the small lexicon,
	   of the same letters: every word a move can make is one), else
	   LEX. */
	const struct wg_lexicon *words;
	const struct wg_variant *v;
	/* The words the position can still form (endgame_lexicon.c) and
	   a generator over them, made for each solve; SEARCH is the one the
	   search uses (GEN when there are no such words). */
	struct wg_lexicon *plex;
	struct wg_gen	*pgen;
	struct wg_gen	*search;
	char		 err[256];

	/* The position searched: the board (squares and scores change),
	   both racks as counts by code (0: blanks), their points, the
	   player on turn, the stalled turns in a row and its hash. */
	struct wg_board	 b;
	unsigned	 count[2][WG_MAX_LETTERS + 1];
	unsigned	 len[2];
	int		 points[2];
	unsigned	 turn;
	unsigned	 stalled;
	uint64_t	 hash;
	uint64_t	 salt;
	/* Zobrist values of the turn, the all-zero scores and the first
	   stalled counts, made once for each salt. */
	uint64_t	 z_turn, z_zero, z_stalled[EG_Z_STALLED];
	struct wg_eg_table *tt;		/* endgame_table.c */

	unsigned	 reach;		/* the longest line of an
					   iteration, in plies */
	struct eg_list	 list[EG_MAX_PLY];
	/* The line searched: the move played at each ply, from the
	   position of hash FROM to that of hash TO (gen_list). */
	struct wg_move	 path[EG_MAX_PLY];
	uint64_t	 from[EG_MAX_PLY], to[EG_MAX_PLY];
	int		 plain;		/* 1: every list generated whole */
	uint8_t		 v2l[WG_MAX_LETTERS + 1];	/* lexicon codes */
	struct eg_move	 pv[EG_MAX_PLY][EG_MAX_PLY];
	unsigned	 pvlen[EG_MAX_PLY + 1];

	/* The answer: ranked root moves and each one's line. */
	struct wg_endgame_move *res;
	struct wg_endgame_move *lines;	/* EG_MAX_PLY per result */
	size_t		*nline;
	size_t		 nres, rescap;
	struct wg_endgame_info info;
	const struct wg_move *only;	/* wg_endgame_spread's move */
	int		 error;		/* WG_E_NOMEM during a search, or
					   WG_E_LIMIT past NODE_LIMIT, or
					   EG_STOPPED */
	uint64_t	 node_limit;	/* 0: none */
	/* The caller's stop flag and progress (wg_endgame_set_stop),
	   and whether the first iteration is done (none stops before). */
	const volatile sig_atomic_t *stop;
	wg_progress_fn	 progress;
	void		*progress_arg;
	int		 stoppable;
	int		 kept;		/* the table's age is
					   wg_endgame_value's */
	/* The budget (wg_endgame_set_budget): seconds of the clock and
	   positions per solve (0: none), and when this solve must stop. */
	double		 budget_seconds;
	uint64_t	 budget_nodes;
	double		 until;
	double		 jump_until;	/* when a jump to the end gives
					   way to one more ply at a time
					   (0: never), or after how many
					   positions */
	uint64_t	 jump_nodes;
	int		 keep;		/* 1: the table's entries of the
					   solves before are kept */
	/* Threads (wg_endgame_set_threads): the helpers' searchers, kept
	   from one solve to the next, and during a solve on several the
	   state they share.  A helper borrows its main searcher's table,
	   searches its iteration ITER, and its answer is not used. */
	unsigned	 threads;
	struct wg_endgame *helpers[EG_MAX_THREADS - 1];
	pthread_t	 thread[EG_MAX_THREADS - 1];
	struct eg_smp	*smp;
	int		 helper;
	/* The root position, for helpers that start during an iteration,
	   and what they are started for: MAY_HELP 1 until they start. */
	struct {
		struct wg_board	 b;
		unsigned	 count[2][WG_MAX_LETTERS + 1];
		unsigned	 len[2];
		int		 points[2];
		unsigned	 turn, stalled;
		uint64_t	 hash;
	}		 root;
	int		 may_help;
	unsigned	 help_count, help_last, started;
	const struct wg_lexicon *hlex;	/* a helper's words to search, or
					   NULL: the whole lexicon */
	unsigned	 iter;
	int		*hvalue, *hinside;
	uint64_t	 next_poll;	/* info.nodes at the next poll_stop */
	uint64_t	 told;		/* a helper's nodes added to smp's */
};

/* eg->error when the caller's flag stopped an iteration: not a failure,
   the deepest iteration completed is the answer. */
#define EG_STOPPED	1
/* Positions between two looks at the stop flag, the clock and the
   helpers' stop, and two progress reports. */
#define EG_POLL		256

/* The positions searched so far by every thread. */
static uint64_t
all_nodes(const struct wg_endgame *eg)
{
	return eg->info.nodes + (eg->smp == NULL ? 0 :
	    atomic_load_explicit(&eg->smp->nodes, memory_order_relaxed));
}

static double
seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* 1 when the caller's flag or the budget says the solve must stop. */
static int
must_stop(const struct wg_endgame *eg)
{
	return (eg->stop != NULL && *eg->stop) ||
	    (eg->budget_nodes > 0 && eg->info.nodes >= eg->budget_nodes) ||
	    (eg->until > 0 && seconds_now() >= eg->until);
}

/* 1 when a jump to the end has had its share of the budget. */
static int
jump_over(const struct wg_endgame *eg)
{
	return (eg->jump_nodes > 0 && eg->info.nodes >= eg->jump_nodes) ||
	    (eg->jump_until > 0 && seconds_now() >= eg->jump_until);
}

static void helpers_start(struct wg_endgame *);

/*
 * Every EG_POLL positions: 1 when the search must stop (the caller's
 * flag or the budget, once the first iteration is done; for a helper,
 * the main thread past its iteration, or done), and the progress; the
 * main thread starts the helpers and grows the table.
 */
static int
poll_stop(struct wg_endgame *eg)
{
	struct eg_smp *smp = eg->smp;

	eg->next_poll = eg->info.nodes + EG_POLL;
	if (eg->helper) {
		atomic_fetch_add_explicit(&smp->nodes, eg->info.nodes -
		    eg->told, memory_order_relaxed);
		eg->told = eg->info.nodes;
		return atomic_load_explicit(&smp->quit, memory_order_relaxed)
		    || atomic_load_explicit(&smp->depth,
		    memory_order_relaxed) > eg->iter;
	}
	/* Helpers once the search is long enough to pay for them. */
	if (eg->may_help && eg->info.nodes >= EG_HELP_FROM)
		helpers_start(eg);
	wg_eg_table_grow(eg->tt, all_nodes(eg));
	if (eg->stoppable && (must_stop(eg) || jump_over(eg)))
		return 1;
	if (eg->progress != NULL)
		eg->progress(all_nodes(eg), 0, eg->progress_arg);
	return 0;
}

/* splitmix64's finaliser: the Zobrist value of one feature. */
static uint64_t
zobrist(uint64_t salt, uint64_t feature)
{
	uint64_t z = salt + feature * 0x9e3779b97f4a7c15ULL;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Features: a tile on a square, the Kth tile of a letter on a rack, the
   player on turn, the stalled count, all scores 0. */
#define Z_SQUARE(idx, sq)	((uint64_t)(idx) << 8 | (sq))
#define Z_RACK(p, c, k)		(1ULL << 20 | (uint64_t)(p) << 16 | \
				    (uint64_t)(c) << 8 | (k))
#define Z_TURN			(1ULL << 24)
#define Z_STALLED(n)		(1ULL << 25 | (n))
#define Z_ZERO			(1ULL << 26)

/* The Zobrist value of the stalled count N. */
static uint64_t
eg_z_stalled(const struct wg_endgame *eg, unsigned n)
{
	return n < EG_Z_STALLED ? eg->z_stalled[n] :
	    zobrist(eg->salt, Z_STALLED(n));
}

/* The salt S and the values kept with it. */
static void
set_salt(struct wg_endgame *eg, uint64_t s)
{
	unsigned i;

	eg->salt = s;
	eg->z_turn = zobrist(s, Z_TURN);
	eg->z_zero = zobrist(s, Z_ZERO);
	for (i = 0; i < EG_Z_STALLED; i++)
		eg->z_stalled[i] = zobrist(s, Z_STALLED(i));
}

int
wg_endgame_new(struct wg_endgame **out, const struct wg_lexicon *lex,
    const struct wg_variant *variant)
{
	struct wg_endgame *eg;
	int rc;

	*out = NULL;
	if ((eg = calloc(1, sizeof(*eg))) == NULL)
		return WG_E_NOMEM;
	if ((rc = wg_gen_new(&eg->gen, lex, variant)) != WG_OK) {
		free(eg);
		return rc;
	}
	if ((rc = wg_eg_table_new(&eg->tt)) != WG_OK) {
		wg_gen_free(eg->gen);
		free(eg);
		return rc;
	}
	eg->lex = lex;
	eg->words = lex;
	eg->v = variant;
	eg->threads = 1;
	*out = eg;
	return WG_OK;
}

void
wg_endgame_free(struct wg_endgame *eg)
{
	unsigned i;

	if (eg == NULL)
		return;
	for (i = 0; i + 1 < EG_MAX_THREADS; i++)
		wg_endgame_free(eg->helpers[i]);
	free(eg->hvalue);
	free(eg->hinside);
	wg_gen_free(eg->gen);
	wg_gen_free(eg->pgen);
	wg_lexicon_free(eg->plex);
	for (i = 0; i < EG_MAX_PLY; i++)
		free(eg->list[i].m);
	wg_eg_table_free(eg->tt);
	free(eg->res);
	free(eg->lines);
	free(eg->nline);
	free(eg);
}

void
wg_endgame_set_node_limit(struct wg_endgame *eg, uint64_t nodes)
{
	eg->node_limit = nodes;
}

void
wg_endgame_set_budget(struct wg_endgame *eg, double seconds, uint64_t nodes)
{
	eg->budget_seconds = seconds > 0 ? seconds : 0;
	eg->budget_nodes = nodes;
}

void
wg_endgame_set_threads(struct wg_endgame *eg, unsigned threads)
{
	eg->threads = threads < 1 ? 1 : threads > EG_MAX_THREADS ?
	    EG_MAX_THREADS : threads;
}

void
wg_endgame_set_plain(struct wg_endgame *eg, int plain)
{
	eg->plain = plain != 0;
}

void
wg_endgame_keep_table(struct wg_endgame *eg, int keep)
{
	eg->keep = keep != 0;
}

const char *
wg_endgame_error(const struct wg_endgame *eg)
{
	return eg->err;
}

const struct wg_endgame_move *
wg_endgame_result(const struct wg_endgame *eg, size_t i)
{
	return i < eg->nres ? &eg->res[i] : NULL;
}

size_t
wg_endgame_line(const struct wg_endgame *eg, size_t i,
    const struct wg_endgame_move **line)
{
	if (i >= eg->nres) {
		*line = NULL;
		return 0;
	}
	*line = eg->lines + i * EG_MAX_PLY;
	return eg->nline[i];
}

void
wg_endgame_info(const struct wg_endgame *eg, struct wg_endgame_info *info)
{
	*info = eg->info;
}

/* 1 if all scores are 0, when the variant's stalled end cares. */
static int
all_zero(const struct wg_endgame *eg)
{
	return eg->v->stall_not_zero && eg->b.score[0] == 0 &&
	    eg->b.score[1] == 0;
}

/* The hash of the whole position, from scratch. */
static uint64_t
full_hash(const struct wg_endgame *eg)
{
	unsigned i, p, c, k, n = eg->b.rows * eg->b.cols;
	uint64_t h = 0;

	for (i = 0; i < n; i++)
		if (eg->b.sq[i] != 0)
			h ^= zobrist(eg->salt, Z_SQUARE(i, eg->b.sq[i]));
	for (p = 0; p < 2; p++)
		for (c = 0; c <= WG_MAX_LETTERS; c++)
			for (k = 1; k <= eg->count[p][c]; k++)
				h ^= zobrist(eg->salt, Z_RACK(p, c, k));
	if (eg->turn)
		h ^= zobrist(eg->salt, Z_TURN);
	h ^= zobrist(eg->salt, Z_STALLED(eg->stalled));
	if (all_zero(eg))
		h ^= zobrist(eg->salt, Z_ZERO);
	return h;
}

/* The points a game ending now brings the player on turn, less the
   other's (WHO went out, or the game stalled). */
static int
end_value(const struct wg_endgame *eg, enum eg_end how, unsigned who)
{
	int delta[2];

	wg_end_points(eg->v, 2, eg->points, how == EG_OUT, who, delta);
	return delta[eg->turn] - delta[1 - eg->turn];
}

/*
 * Plays M for the player on turn: tiles, rack, score, stalled count and
 * hash; the turn passes.  Says whether the game ends.
 */
static enum eg_end
make_move(struct wg_endgame *eg, const struct eg_move *m, struct eg_undo *u)
{
	const struct wg_move *w = &m->move;
	unsigned p = eg->turn, i, idx, step, c;
	uint8_t t;
	int zero = all_zero(eg);

	u->hash = eg->hash;
	u->stalled = eg->stalled;
	u->n = 0;
	if (w->kind == WG_MOVE_PLACE) {
		step = w->down ? eg->b.cols : 1;
		idx = w->row * eg->b.cols + w->col;
		for (i = 0; i < w->len; i++, idx += step) {
			if (w->tiles[i] & WG_THROUGH)
				continue;
			t = w->tiles[i] & (WG_BLANK | 0x3f);
			c = TILE_CODE(t);
			eg->b.sq[idx] = t;
			eg->hash ^= zobrist(eg->salt, Z_SQUARE(idx, t)) ^
			    zobrist(eg->salt, Z_RACK(p, c, eg->count[p][c]));
			eg->count[p][c]--;
			eg->points[p] -= eg->v->value[c];
			u->squares[u->n] = idx;
			u->taken[u->n++] = (uint8_t)c;
		}
		eg->len[p] -= u->n;
		eg->b.score[p] += m->score;
	}
	eg->hash ^= eg_z_stalled(eg, eg->stalled);
	eg->stalled = wg_variant_stalls(eg->v, w, m->score) ?
	    eg->stalled + 1 : 0;
	eg->hash ^= eg_z_stalled(eg, eg->stalled) ^ eg->z_turn;
	if (zero != all_zero(eg))
		eg->hash ^= eg->z_zero;
	eg->turn = 1 - p;
	if (w->kind == WG_MOVE_PLACE && eg->len[p] == 0)
		return EG_OUT;
	if (wg_stall_ends(eg->v, eg->stalled, 2, eg->b.score, 2))
		return EG_STALLED;
	return EG_GOES_ON;
}

static void
unmake_move(struct wg_endgame *eg, const struct eg_move *m,
    const struct eg_undo *u)
{
	unsigned p = 1 - eg->turn, i, c;

	eg->turn = p;
	for (i = 0; i < u->n; i++) {
		c = u->taken[i];
		eg->b.sq[u->squares[i]] = 0;
		eg->count[p][c]++;
		eg->points[p] += eg->v->value[c];
	}
	eg->len[p] += u->n;
	if (m->move.kind == WG_MOVE_PLACE)
		eg->b.score[p] -= m->score;
	eg->stalled = u->stalled;
	eg->hash = u->hash;
}

/* A move's identity for the table: its squares and tiles hashed. */
static uint32_t
move_id(const struct wg_move *m)
{
	uint64_t h = (uint64_t)m->kind << 40 | (uint64_t)m->row << 32 |
	    (uint64_t)m->col << 24 | (uint64_t)m->down << 16 | m->len;
	unsigned i;

	for (i = 0; i < m->len; i++)
		h = zobrist(h, m->tiles[i]);
	h = zobrist(h, 1);
	return (uint32_t)h | 1;
}

static int
list_room(struct eg_list *l, size_t n)
{
	struct eg_move *m;
	size_t cap;

	if (n <= l->cap)
		return WG_OK;
	cap = l->cap ? l->cap : 64;
	while (cap < n)
		cap *= 2;
	if ((m = realloc(l->m, cap * sizeof(*m))) == NULL)
		return WG_E_NOMEM;
	l->m = m;
	l->cap = cap;
	return WG_OK;
}

/* Whether the move keyed (K1, ID1) comes before (K2, ID2) in a list
   gen_moves sorted. */
static int
key_before(int k1, uint32_t id1, int k2, uint32_t id2)
{
	return k1 != k2 ? k1 > k2 : id1 < id2;
}

static int
by_key(const void *a, const void *b)
{
	const struct eg_move *x = a, *y = b;

	if (x->key != y->key)
		return x->key > y->key ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/* Every placement of the player on turn, unranked: the number of them,
   or an error. */
static int
gen_run(struct wg_endgame *eg)
{
	uint8_t rack[WG_RACK_MAX];
	unsigned p = eg->turn, c, k, n = 0;

	for (c = 0; c <= WG_MAX_LETTERS; c++)
		for (k = 0; k < eg->count[p][c]; k++)
			rack[n++] = (uint8_t)c;
	return wg_gen_run(eg->search, &eg->b, rack, n, 0, WG_GEN_UNRANKED);
}

/* The tiles placement W places (none for another move): their squares
   into AT and their codes into CODE, either NULL or room for
   WG_RACK_MAX: how many. */
static inline unsigned
placed_tiles(const struct wg_endgame *eg, const struct wg_move *w,
    unsigned *at, uint8_t *code)
{
	unsigned i, n = 0;

	for (i = 0; w->kind == WG_MOVE_PLACE && i < w->len; i++) {
		if (w->tiles[i] & WG_THROUGH)
			continue;
		if (at != NULL)
			at[n] = (w->row + (w->down ? i : 0)) * eg->b.cols +
			    w->col + (w->down ? 0 : i);
		if (code != NULL)
			code[n] = TILE_CODE(w->tiles[i]);
		n++;
	}
	return n;
}

/*
 * The lines the tiles of W (a move played since the position two plies
 * up) touch, on the board now, into *ROWS and *COLS: each tile's row and
 * column, and the row of the empty square at each end of its run of
 * tiles down the column, the column of each end of its run along the
 * row.  A play on no such line forms the words it formed before: its
 * main word and cross words hold none of W's tiles, nor does it cover
 * one.
 */
static void
touched_lines(const struct wg_endgame *eg, const struct wg_move *w,
    uint32_t *rows, uint32_t *cols)
{
	const uint8_t *sq = eg->b.sq;
	unsigned at[WG_RACK_MAX], i, n, r, c, k, nr = eg->b.rows,
	    nc = eg->b.cols;

	n = placed_tiles(eg, w, at, NULL);
	for (i = 0; i < n; i++) {
		r = at[i] / nc;
		c = at[i] % nc;
		*rows |= (uint32_t)1 << r;
		*cols |= (uint32_t)1 << c;
		for (k = r; k > 0 && sq[(k - 1) * nc + c] != 0; k--)
			continue;
		if (k > 0)
			*rows |= (uint32_t)1 << (k - 1);
		for (k = r; k + 1 < nr && sq[(k + 1) * nc + c] != 0; k++)
			continue;
		if (k + 1 < nr)
			*rows |= (uint32_t)1 << (k + 1);
		for (k = c; k > 0 && sq[r * nc + k - 1] != 0; k--)
			continue;
		if (k > 0)
			*cols |= (uint32_t)1 << (k - 1);
		for (k = c; k + 1 < nc && sq[r * nc + k + 1] != 0; k++)
			continue;
		if (k + 1 < nc)
			*cols |= (uint32_t)1 << (k + 1);
	}
}

/* The codes of the tiles placement W places, bit c for code c. */
static uint64_t
placed_codes(const struct wg_endgame *eg, const struct wg_move *w)
{
	uint8_t code[WG_RACK_MAX];
	uint64_t set = 0;
	unsigned i, n = placed_tiles(eg, w, NULL, code);

	for (i = 0; i < n; i++)
		set |= (uint64_t)1 << code[i];
	return set;
}

/* Whether the rack of player P holds the tiles placement W places, W's
   other tiles than those of codes in FEWER known to be held.  NEED: 0 for
   every code, and so again on return. */
static int
rack_holds(const struct wg_endgame *eg, unsigned p, const struct wg_move *w,
    uint64_t fewer, uint8_t *need)
{
	uint8_t code[WG_RACK_MAX];
	unsigned i, c, n = placed_tiles(eg, w, NULL, code);
	int held = 1;

	for (i = 0; i < n; i++) {
		c = code[i];
		if ((fewer >> c & 1) && ++need[c] > eg->count[p][c])
			held = 0;
	}
	for (i = 0; i < n; i++)
		need[code[i]] = 0;
	return held;
}

/*
 * Whether lexicon code L on the empty square Q makes a word along the row
 * (DOWN: the column) with the tiles next to it there, or no word (no
 * tile next to it).
 */
static int
word_with(const struct wg_endgame *eg, unsigned q, int down, uint8_t l)
{
	uint8_t w[WG_BOARD_MAX];
	unsigned nc = eg->b.cols, r = q / nc, c = q % nc;
	unsigned at = down ? r : c, end = down ? eg->b.rows : nc;
	unsigned step = down ? nc : 1, first = q - at * step, a, b, k, n = 0;
	const uint8_t *sq = eg->b.sq + first;

	for (a = at; a > 0 && sq[(a - 1) * step] != 0; a--)
		continue;
	for (b = at; b + 1 < end && sq[(b + 1) * step] != 0; b++)
		continue;
	if (a == b)
		return 1;
	for (k = a; k <= b; k++)
		if ((w[n++] = k == at ? l : eg->v2l[WG_CODE(sq[k * step])]) ==
		    0)
			return 0;
	return wg_lexicon_contains(eg->words, w, n);
}

/* The squares of the tiles the moves W1 and W2 placed into AT (room for
   2 * WG_RACK_MAX): how many. */
static unsigned
placed_squares(const struct wg_endgame *eg, const struct wg_move *w1,
    const struct wg_move *w2, unsigned *at)
{
	unsigned n = placed_tiles(eg, w1, at, NULL);

	return n + placed_tiles(eg, w2, at + n, NULL);
}

/*
 * Whether the one tile T (a code, 0 a blank) of a rack may have a
 * placement now that its list two plies up did not hold: whether it
 * makes words on an empty square at an end of the run of tiles, along
 * the row or the column, through one of the N tiles placed since, on the
 * squares AT (a new play's word must hold one of them).  A blank: maybe.
 * The words of word_with: the solve's small lexicon, which holds every
 * word a play can make (the whole lexicon's lookups, a walk over a large
 * graph, were a tenth of a stuck Q's solve).
 */
static int
tile_fits(const struct wg_endgame *eg, uint8_t t, const unsigned *at,
    unsigned n)
{
	const uint8_t *sq = eg->b.sq;
	unsigned nr = eg->b.rows, nc = eg->b.cols, i, d, rr, cc;
	static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };
	uint8_t l = eg->v2l[t];

	if (t == 0)
		return 1;
	if (l == 0)
		return 0;
	for (i = 0; i < n; i++)
		for (d = 0; d < 4; d++) {
			for (rr = at[i] / nc, cc = at[i] % nc; rr < nr &&
			    cc < nc && sq[rr * nc + cc] != 0;
			    rr += (unsigned)dr[d], cc += (unsigned)dc[d])
				continue;
			/* Off the board: unsigned, past its end. */
			if (rr < nr && cc < nc &&
			    word_with(eg, rr * nc + cc, 0, l) &&
			    word_with(eg, rr * nc + cc, 1, l))
				return 1;
		}
	return 0;
}

/*
 * Whether the play W of one tile, legal two plies up, is legal now with
 * the same words, the N tiles on the squares AT placed since: its square
 * still empty, and none of them in its run of tiles along the row or
 * down the column (a run a tile joins is another word).
 */
static int
lone_kept(const struct wg_endgame *eg, const struct wg_move *w,
    const unsigned *at, unsigned n)
{
	const uint8_t *sq = eg->b.sq;
	unsigned nc = eg->b.cols, i, j, r, c, tr, tc, a, b;
	unsigned own[WG_RACK_MAX];

	if (placed_tiles(eg, w, own, NULL) != 1 || sq[own[0]] != 0)
		return 0;
	r = own[0] / nc;
	c = own[0] % nc;
	for (i = 0; i < n; i++) {
		tr = at[i] / nc;
		tc = at[i] % nc;
		if (tr != r && tc != c)
			continue;
		/* In line with the square: in its run when every square
		   between them holds a tile. */
		a = tr == r ? (tc < c ? tc : c) : (tr < r ? tr : r);
		b = tr == r ? (tc < c ? c : tc) : (tr < r ? r : tr);
		for (j = a + 1; j < b && sq[tr == r ? r * nc + j : j * nc + c] !=
		    0; j++)
			continue;
		if (j >= b)
			return 0;
	}
	return 1;
}

/* Move M of list L, from the generator's result G (unless NULL: M's
   move and score already there), keyed: BEST first, then those that go
   out (N tiles), then by score; the pass last. */
static void
key_move(struct eg_move *m, const struct wg_gen_move *g, unsigned n,
    uint32_t best)
{
	if (g != NULL) {
		m->move = g->move;
		m->score = g->score;
		m->ntiles = g->ntiles;
		m->id = move_id(&m->move);
	}
	m->key = m->move.kind != WG_MOVE_PLACE ? -1 :
	    m->score + (m->ntiles == n ? EG_INF : 0);
	if (m->id == best)
		m->key = 2 * EG_INF;
}

/*
 * The moves of the player on turn into list PLY, unsorted: every
 * placement and the pass, keyed (key_move).  The same player's moves two
 * plies up, when the list there holds them all, are kept where the two
 * moves since changed nothing (no line they touch, touched_lines; the
 * rack still holding the tiles), and only the lines touched are walked:
 * a stuck rack's search, where the other plays and it passes, walks a
 * few lines, not the board, and one pass after another none.  The list
 * is the set of moves a whole generation makes.
 */
static int
gen_list(struct wg_endgame *eg, unsigned ply, uint32_t best)
{
	struct eg_list *l = &eg->list[ply], *up = NULL;
	struct eg_move *m;
	unsigned p = eg->turn, n = eg->len[p];
	uint32_t rows = 0, cols = 0;
	uint64_t fewer = 0;
	uint8_t need[WG_MAX_LETTERS + 1];
	unsigned t, at[2 * WG_RACK_MAX], nat = 0;
	int found = 0, rc, lone = 0;
	size_t i, k;

	if (!eg->plain && ply >= 2 && eg->list[ply - 2].whole &&
	    eg->list[ply - 2].hash == eg->from[ply - 2] &&
	    eg->to[ply - 2] == eg->from[ply - 1] &&
	    eg->to[ply - 1] == eg->hash) {
		up = &eg->list[ply - 2];
		fewer = placed_codes(eg, &eg->path[ply - 2]);
		memset(need, 0, sizeof(need));
		/* A tile alone on the rack (a stuck one, or the last of a
		   player who plays out while the other passes): when it makes
		   no word with the new tiles, a look at the squares next to
		   them, its moves are those of two plies up that the new tiles
		   left alone (lone_kept), not a run of the generator. */
		if (n == 1) {
			for (t = 0; eg->count[p][t] == 0; t++)
				continue;
			nat = placed_squares(eg, &eg->path[ply - 2],
			    &eg->path[ply - 1], at);
			if ((lone = !tile_fits(eg, (uint8_t)t, at, nat)))
				goto listed;
		}
		touched_lines(eg, &eg->path[ply - 2], &rows, &cols);
		touched_lines(eg, &eg->path[ply - 1], &rows, &cols);
		if (rows != 0 || cols != 0) {
			wg_gen_lines(eg->search, rows, cols);
			found = gen_run(eg);
		}
	} else
		found = gen_run(eg);
	if (found < 0)
		return found;
listed:
	if ((rc = list_room(l, (size_t)found + (up != NULL ? up->n : 0) +
	    1)) != WG_OK)
		return rc;
	for (i = 0; i < (size_t)found; i++)
		key_move(&l->m[i], wg_gen_result(eg->search, i), n, best);
	for (k = 0; up != NULL && k < up->n; k++) {
		const struct wg_move *w = &up->m[k].move;

		if (w->kind != WG_MOVE_PLACE || (!lone && (w->down ?
		    cols >> w->col : rows >> w->row) & 1) || (fewer != 0 &&
		    !rack_holds(eg, p, w, fewer, need)) || (lone &&
		    !lone_kept(eg, w, at, nat)))
			continue;
		m = &l->m[i++];
		*m = up->m[k];
		key_move(m, NULL, n, best);
	}
	m = &l->m[i++];
	memset(&m->move, 0, sizeof(m->move));
	m->move.kind = WG_MOVE_PASS;
	m->score = 0;
	m->ntiles = 0;
	m->id = move_id(&m->move);
	key_move(m, NULL, n, best);
	l->n = i;
	l->hash = eg->hash;
	l->whole = 1;
	return WG_OK;
}

/*
 * The moves of the player on turn into list PLY: every placement and the
 * pass, the move BEST first, then those that go out, then by score.
 */
/* Lists of at most so many moves are sorted by insertion. */
#define EG_SORT_SMALL	48

static int
gen_moves(struct wg_endgame *eg, unsigned ply, uint32_t best)
{
	struct eg_list *l = &eg->list[ply];
	int rc;

	struct eg_move t;
	size_t i, j;

	if ((rc = gen_list(eg, ply, best)) != WG_OK)
		return rc;
	if (l->n > EG_SORT_SMALL) {
		qsort(l->m, l->n, sizeof(*l->m), by_key);
		return WG_OK;
	}
	/* A short list by insertion, quicker: the moves kept from two plies
	   up come in their order there, mostly this one. */
	for (i = 1; i < l->n; i++) {
		if (!key_before(l->m[i].key, l->m[i].id, l->m[i - 1].key,
		    l->m[i - 1].id))
			continue;
		t = l->m[i];
		for (j = i; j > 0 && key_before(t.key, t.id, l->m[j - 1].key,
		    l->m[j - 1].id); j--)
			l->m[j] = l->m[j - 1];
		l->m[j] = t;
	}
	return WG_OK;
}

static int negamax(struct wg_endgame *, unsigned, unsigned, int, int,
    int *);

/*
 * The last ply of a search, DEPTH 1 at ply PLY: each move's value is its
 * score, or for a move that ends the game its score and the end's points.
 * The loop of negamax, which takes the moves in gen_moves' order and
 * stops at the first to reach BETA, is followed without sorting the moves
 * or playing those that do not end the game: the same value, best move
 * (*BEST, *BEST_ID; BEST_ID the table's move on entry) and cut.
 */
static int
horizon(struct wg_endgame *eg, unsigned ply, int beta, int *best,
    uint32_t *best_id, int *cut)
{
	const struct wg_variant *v = eg->v;
	const struct eg_list *l = &eg->list[ply];
	struct eg_move m, top, stop, open = { .key = 0 };
	struct eg_undo u;
	unsigned p = eg->turn, n = eg->len[p];
	int rc, val, topv = -EG_INF, have_stop = 0, have_open = 0;
	size_t i;
	enum eg_end end;

	/* A ply of moves, played or not: the line reaches it. */
	if (ply + 1 > eg->reach)
		eg->reach = ply + 1;
	if ((rc = gen_list(eg, ply, *best_id)) != WG_OK)
		return rc;
	memset(&top, 0, sizeof(top));
	for (i = 0; i < l->n; i++) {
		m = l->m[i];
		val = m.score;
		end = EG_GOES_ON;
		if (m.move.kind != WG_MOVE_PLACE || m.ntiles == n ||
		    wg_variant_stalls(v, &m.move, m.score)) {
			end = make_move(eg, &m, &u);
			if (end != EG_GOES_ON)
				val = m.score - end_value(eg, end, p);
			unmake_move(eg, &m, &u);
		}
		if (end == EG_GOES_ON) {
			eg->info.nodes++;
			if (!have_open || key_before(m.key, m.id, open.key,
			    open.id)) {
				open = m;
				have_open = 1;
			}
		}
		if (val >= beta && (!have_stop || key_before(m.key, m.id,
		    stop.key, stop.id))) {
			stop = m;
			have_stop = 1;
		}
		if (val > topv || (val == topv && key_before(m.key, m.id,
		    top.key, top.id))) {
			top = m;
			topv = val;
		}
	}
	if (have_stop) {
		/* The loop stopped there: the moves after it unseen. */
		top = stop;
		topv = stop.score;
		if (stop.move.kind != WG_MOVE_PLACE || stop.ntiles == n ||
		    wg_variant_stalls(v, &stop.move, stop.score)) {
			end = make_move(eg, &stop, &u);
			if (end != EG_GOES_ON)
				topv = stop.score - end_value(eg, end, p);
			unmake_move(eg, &stop, &u);
		}
		have_open = have_open && !key_before(stop.key, stop.id,
		    open.key, open.id);
	}
	*best = topv;
	*best_id = top.id;
	*cut = have_open;
	eg->pv[ply][0] = top;
	eg->pvlen[ply + 1] = 0;
	return WG_OK;
}

/*
 * The value of M to the player on turn at ply PLY, searched DEPTH plies
 * deep (M's included) in the window (ALPHA, BETA); *CUT set when a leaf
 * stopped at the depth limit.  The line after M is left in pv[PLY + 1].
 */
static int
move_value(struct wg_endgame *eg, unsigned ply, unsigned depth,
    const struct eg_move *m, int alpha, int beta, int *cut)
{
	struct eg_undo u;
	unsigned p = eg->turn;
	enum eg_end end;
	int v;

	if (ply + 1 > eg->reach)
		eg->reach = ply + 1;
	eg->path[ply] = m->move;
	eg->from[ply] = eg->hash;
	end = make_move(eg, m, &u);
	eg->to[ply] = eg->hash;
	if (end != EG_GOES_ON) {
		/* end_value counts from the side now on turn: the other. */
		v = m->score - end_value(eg, end, p);
		eg->pvlen[ply + 1] = 0;
	} else
		v = m->score - negamax(eg, ply + 1, depth - 1, m->score - beta,
		    m->score - alpha, cut);
	unmake_move(eg, m, &u);
	return v;
}

/* The key of move M from the position searched, in smp's BUSY. */
static uint64_t
busy_key(const struct wg_endgame *eg, const struct eg_move *m)
{
	return (eg->hash ^ (uint64_t)m->id * 0x9e3779b97f4a7c15ULL) | 1;
}

/* 1 when another thread is searching M from the position searched. */
static int
busy(const struct wg_endgame *eg, const struct eg_move *m)
{
	uint64_t key = busy_key(eg, m);

	return atomic_load_explicit(&eg->smp->busy[key &
	    ((1 << EG_BUSY_BITS) - 1)], memory_order_relaxed) == key;
}

/* move_value, M marked as being searched meanwhile. */
static int
busy_value(struct wg_endgame *eg, unsigned ply, unsigned depth,
    const struct eg_move *m, int alpha, int beta, int *cut)
{
	uint64_t key = busy_key(eg, m);
	_Atomic uint64_t *slot = &eg->smp->busy[key &
	    ((1 << EG_BUSY_BITS) - 1)];
	int v;

	atomic_store_explicit(slot, key, memory_order_relaxed);
	v = move_value(eg, ply, depth, m, alpha, beta, cut);
	atomic_compare_exchange_strong_explicit(slot, &key, 0,
	    memory_order_relaxed, memory_order_relaxed);
	return v;
}

static int
negamax(struct wg_endgame *eg, unsigned ply, unsigned depth, int alpha,
    int beta, int *cut)
{
	struct wg_eg_entry e;
	struct eg_list *l = &eg->list[ply];
	uint32_t best_id = 0;
	unsigned i, k, n, later = 0;
	int alpha0 = alpha, best = -EG_INF, v, sub = 0, c, bound, table;
	int mark = eg->smp != NULL && depth >= EG_BUSY_DEPTH &&
	    eg->len[0] + eg->len[1] >= EG_BUSY_TILES;

	eg->info.nodes++;
	eg->pvlen[ply] = 0;
	if (eg->node_limit > 0 && eg->info.nodes > eg->node_limit) {
		eg->error = WG_E_LIMIT;
		*cut = 1;
		return 0;
	}
	/* The last ply counts many positions at once: a count, not the
	   positions' number, says when to look. */
	if (eg->info.nodes >= eg->next_poll && poll_stop(eg)) {
		eg->error = EG_STOPPED;
		*cut = 1;
		return 0;
	}
	if (depth == 0 || ply + 1 >= EG_MAX_PLY) {
		*cut = 1;
		return 0;
	}
	/* A position after a pass is reached from the one before it alone
	   (the same tiles, the stalled count one less): that one is in the
	   table, with the same answer, and this one is left out of it (not
	   after the root's pass: the root is not in the table). */
	table = ply < 2 || eg->path[ply - 1].kind == WG_MOVE_PLACE;
	if (table && wg_eg_table_probe(eg->tt, eg->hash, &e)) {
		best_id = e.best;
		bound = e.flags & WG_EG_EXACT;
		if ((e.depth >= depth || (e.flags & WG_EG_WHOLE)) &&
		    (bound == WG_EG_EXACT ||
		    (bound == WG_EG_LOWER && e.value >= beta) ||
		    (bound == WG_EG_UPPER && e.value <= alpha))) {
			if (!(e.flags & WG_EG_WHOLE))
				*cut = 1;
			return e.value;
		}
	}
	if (depth == 1) {
		if ((c = horizon(eg, ply, beta, &best, &best_id, &sub)) !=
		    WG_OK) {
			eg->error = c;
			*cut = 1;
			return 0;
		}
		eg->pvlen[ply] = best > alpha ? 1 : 0;
		n = 0;
	} else if ((c = gen_moves(eg, ply, best_id)) != WG_OK) {
		eg->error = c;
		*cut = 1;
		return 0;
	} else {
		n = (unsigned)l->n;
	}
	/* With helpers, a move another thread is searching (not the first:
	   it is searched at once) waits for a second pass. */
	for (k = 0; (k < n || (later > 0 && k < 2 * n)) &&
	    eg->error == WG_OK; k++) {
		struct eg_move *m = &l->m[i = k < n ? k : k - n];

		if (k >= n && !m->deferred)
			continue;
		m->deferred = 0;
		if (k < n && mark && i > 0 && busy(eg, m)) {
			m->deferred = 1;
			later++;
			continue;
		}
		v = mark ? busy_value(eg, ply, depth, m, alpha, beta, &sub) :
		    move_value(eg, ply, depth, m, alpha, beta, &sub);
		if (v <= best)
			continue;
		best = v;
		best_id = m->id;
		if (v <= alpha)
			continue;
		alpha = v;
		eg->pv[ply][0] = *m;
		memcpy(&eg->pv[ply][1], eg->pv[ply + 1],
		    eg->pvlen[ply + 1] * sizeof(eg->pv[0][0]));
		eg->pvlen[ply] = eg->pvlen[ply + 1] + 1;
		if (alpha >= beta)
			break;
	}
	*cut |= sub;
	if (eg->error == WG_OK && table) {
		e.value = (int16_t)best;
		e.depth = (uint8_t)depth;
		e.best = best_id;
		e.flags = (uint8_t)((best <= alpha0 ? WG_EG_UPPER :
		    best >= beta ? WG_EG_LOWER : WG_EG_EXACT) |
		    (sub ? 0 : WG_EG_WHOLE));
		wg_eg_table_store(eg->tt, eg->hash, &e);
	}
	return best;
}

/*
 * The checks both solvers make of BOARD, and the tiles the player on turn
 * cannot see, into LEFT.  NO_SOLVER and SOLVED name the solver in the
 * messages ("no endgame solver", "endgames").  APART: Wordspionage's
 * Cover IDs, never in the bag nor dealt, are none of them.
 */
int
wg_eg_unseen(const struct wg_variant *v, const struct wg_board *board,
    const char *no_solver, const char *solved, int apart,
    int left[WG_MAX_LETTERS + 1], char *err, size_t errlen)
{
	unsigned i, c, me = board->turn;
	unsigned n = board->rows * board->cols;

	if (!wg_game_plain_moves(v)) {
		wg_msg(err, errlen, "%s has %s", wg_game_find(v)->name,
		    no_solver);
		return WG_E_ARG;
	}
	if (board->variant != v) {
		wg_msg(err, errlen, "%s",
		    "the board is of another variant than the solver's");
		return WG_E_ARG;
	}
	if (board->players != 2) {
		wg_msg(err, errlen, "a game of %u players: %s are solved "
		    "for 2", board->players, solved);
		return WG_E_ARG;
	}
	if (!board->rack_known[me] || board->rack_len[me] == 0) {
		wg_msg(err, errlen, "%s", board->rack_known[me] ?
		    "the player on turn has no tiles: the game is over" :
		    "the rack of the player on turn is not known");
		return WG_E_ARG;
	}
	for (c = 0; c <= WG_MAX_LETTERS; c++)
		left[c] = (int)v->count[c];
	for (i = 0; i < n; i++)
		if (board->sq[i] != 0)
			left[board->sq[i] & WG_BLANK ? 0 :
			    WG_CODE(board->sq[i])]--;
	for (i = 0; i < board->rack_len[me]; i++)
		left[board->rack[me][i]]--;
	if (apart)
		left[0] = 0;
	for (c = 0; c <= WG_MAX_LETTERS; c++)
		if (left[c] < 0) {
			wg_msg(err, errlen, "more %s tiles on the board and "
			    "the rack than the variant has", c == 0 ? "blank" :
			    wg_alphabet_letter(v->alphabet, c));
			return WG_E_ARG;
		}
	return WG_OK;
}

/* Sets the position to solve from BOARD; a message on failure. */
static int
set_position(struct wg_endgame *eg, const struct wg_board *board)
{
	const struct wg_variant *v = eg->v;
	int left[WG_MAX_LETTERS + 1];
	unsigned i, c, p, me = board->turn, unseen = 0;
	int rc;

	if ((rc = wg_eg_unseen(v, board, "no endgame solver", "endgames", 0,
	    left, eg->err, sizeof(eg->err))) != WG_OK)
		return rc;
	memset(eg->count, 0, sizeof(eg->count));
	for (i = 0; i < board->rack_len[me]; i++)
		eg->count[0][board->rack[me][i]]++;
	for (c = 0; c <= WG_MAX_LETTERS; c++) {
		unseen += (unsigned)left[c];
		eg->count[1][c] = (unsigned)left[c];
	}
	if (unseen > v->rack_size) {
		wg_msg(eg->err, sizeof(eg->err), "the bag is not empty: %u "
		    "tiles unseen, more than a rack of %u", unseen,
		    v->rack_size);
		return WG_E_ARG;
	}
	if (unseen == 0) {
		wg_msg(eg->err, sizeof(eg->err), "%s", "no tile is unseen: "
		    "the other player went out and the game is over");
		return WG_E_ARG;
	}
	/* A rack the board gives the other player (a record's replay gives
	   the tiles known to be on it) must be among the tiles unseen. */
	p = 1 - me;
	for (i = 0; board->rack_known[p] && i < board->rack_len[p]; i++)
		if (left[board->rack[p][i]]-- == 0) {
			wg_msg(eg->err, sizeof(eg->err), "player %u's rack "
			    "holds a tile that is not unseen: %s", p + 1,
			    board->rack[p][i] == 0 ? "?" :
			    wg_alphabet_letter(v->alphabet,
			    board->rack[p][i]));
			return WG_E_ARG;
		}
	/* The searcher's players: 0 the one on turn, 1 the other. */
	eg->b = *board;
	eg->b.score[0] = board->score[me];
	eg->b.score[1] = board->score[p];
	eg->len[0] = board->rack_len[me];
	eg->len[1] = unseen;
	for (p = 0; p < 2; p++) {
		eg->points[p] = 0;
		for (c = 0; c <= WG_MAX_LETTERS; c++)
			eg->points[p] += (int)eg->count[p][c] * v->value[c];
	}
	eg->turn = 0;
	eg->stalled = board->zeros;
	set_salt(eg, zobrist(0, 0x5eed));
	eg->hash = full_hash(eg);
	wg_endgame_letters(eg->lex, v->alphabet, eg->v2l);
	return WG_OK;
}

/*
 * The search's generator: over the words the two racks can still form on
 * this board, or the whole lexicon when they form none (only the pass
 * is left then).
 */
static int
prune_lexicon(struct wg_endgame *eg)
{
	unsigned tiles[WG_MAX_LETTERS + 1], c;
	int rc;

	wg_gen_free(eg->pgen);
	wg_lexicon_free(eg->plex);
	eg->pgen = NULL;
	eg->plex = NULL;
	eg->search = eg->gen;
	eg->words = eg->lex;
	for (c = 0; c <= WG_MAX_LETTERS; c++)
		tiles[c] = eg->count[0][c] + eg->count[1][c];
	rc = wg_endgame_lexicon(&eg->plex, eg->lex, &eg->b, tiles);
	if (rc == WG_E_EMPTY)
		return WG_OK;
	if (rc == WG_OK)
		rc = wg_gen_new(&eg->pgen, eg->plex, eg->v);
	if (rc == WG_OK) {
		eg->search = eg->pgen;
		eg->words = eg->plex;
	}
	return rc;
}

static int
results_room(struct wg_endgame *eg, size_t n)
{
	struct wg_endgame_move *r, *lines;
	size_t *nline;

	if (n <= eg->rescap)
		return WG_OK;
	if ((r = realloc(eg->res, n * sizeof(*r))) == NULL)
		return WG_E_NOMEM;
	eg->res = r;
	if ((lines = realloc(eg->lines, n * EG_MAX_PLY * sizeof(*lines))) ==
	    NULL)
		return WG_E_NOMEM;
	eg->lines = lines;
	if ((nline = realloc(eg->nline, n * sizeof(*nline))) == NULL)
		return WG_E_NOMEM;
	eg->nline = nline;
	eg->rescap = n;
	return WG_OK;
}

/* A move as the answer gives it. */
static void
answer_move(struct wg_endgame_move *a, const struct eg_move *m, int out)
{
	a->move = m->move;
	a->score = m->score;
	a->ntiles = m->ntiles;
	a->out = out;
}

/*
 * Completes result I's line to the end of the game: each position after
 * its moves is searched again (the table has it) for a move that keeps
 * the value.  The line's spreads are the on-turn player's.
 */
static void
finish_line(struct wg_endgame *eg, size_t i)
{
	struct wg_endgame_move *line = eg->lines + i * EG_MAX_PLY;
	struct eg_undo undo[EG_MAX_PLY];
	struct eg_move em[EG_MAX_PLY];
	size_t n = eg->nline[i], k, j;
	enum eg_end end = EG_GOES_ON;
	int want = eg->res[i].spread - (eg->b.score[0] - eg->b.score[1]);
	int cut;

	/* WANT: what the rest of the game brings the player on turn. */
	for (k = 0; k < n && end == EG_GOES_ON; k++) {
		em[k].move = line[k].move;
		em[k].score = line[k].score;
		want -= em[k].score;
		end = make_move(eg, &em[k], &undo[k]);
		want = -want;
		line[k].spread = eg->res[i].spread;
		line[k].exact = 1;
		line[k].out = end == EG_OUT;
	}
	while (end == EG_GOES_ON && n + 1 < EG_MAX_PLY &&
	    eg->error == WG_OK) {
		if (gen_moves(eg, (unsigned)n, 0) != WG_OK)
			break;
		for (j = 0; j < eg->list[n].n; j++) {
			cut = 0;
			if (move_value(eg, (unsigned)n, EG_MAX_PLY,
			    &eg->list[n].m[j], want - 1, want + 1, &cut) ==
			    want && !cut)
				break;
		}
		if (j == eg->list[n].n)
			break;	/* cannot happen: the value is exact */
		em[n] = eg->list[n].m[j];
		want -= em[n].score;
		end = make_move(eg, &em[n], &undo[n]);
		want = -want;
		answer_move(&line[n], &em[n], end == EG_OUT);
		line[n].spread = eg->res[i].spread;
		line[n].exact = 1;
		n++;
	}
	for (k = n; k-- > 0;)
		unmake_move(eg, &em[k], &undo[k]);
	eg->nline[i] = n;
}

/* One iteration at the root: each move searched DEPTH plies deep; the
   COUNT best are known exactly, the others only to be worse. */
static void
root_search(struct wg_endgame *eg, unsigned depth, unsigned count,
    int *value, int *inside, int *cut)
{
	struct eg_list *l = &eg->list[0];
	int *top = NULL, ntop = 0, floor, v, k, mark;
	size_t i, j, later = 0;

	if (count > 0 && (top = calloc(count, sizeof(*top))) == NULL) {
		eg->error = WG_E_NOMEM;
		return;
	}
	*cut = 0;
	/* A helper leaves the moves another thread is searching for a
	   second pass (the main thread keeps the order: it answers). */
	for (j = 0; (j < l->n || (later > 0 && j < 2 * l->n)) &&
	    eg->error == WG_OK; j++) {
		i = j < l->n ? j : j - l->n;
		if (j >= l->n && !l->m[i].deferred)
			continue;
		l->m[i].deferred = 0;
		/* Helpers may start during the iteration. */
		mark = eg->smp != NULL && depth >= EG_BUSY_DEPTH;
		if (j < l->n && mark && eg->helper && i > 0 &&
		    busy(eg, &l->m[i])) {
			l->m[i].deferred = 1;
			later++;
			continue;
		}
		/* FLOOR: the worst of the COUNT best so far. */
		floor = count > 0 && (unsigned)ntop == count ? top[ntop - 1] :
		    -EG_INF;
		v = mark ? busy_value(eg, 0, depth, &l->m[i], floor, EG_INF,
		    cut) : move_value(eg, 0, depth, &l->m[i], floor, EG_INF,
		    cut);
		value[i] = v;
		inside[i] = v > floor;
		if (!inside[i])
			continue;
		eg->nline[i] = eg->pvlen[1] + 1;
		answer_move(&eg->lines[i * EG_MAX_PLY], &l->m[i], 0);
		for (k = 0; k < (int)eg->pvlen[1]; k++)
			answer_move(&eg->lines[i * EG_MAX_PLY + 1 + k],
			    &eg->pv[1][k], 0);
		if (count == 0)
			continue;
		if (ntop < (int)count)
			ntop++;
		for (k = ntop - 1; k > 0 && top[k - 1] < v; k--)
			top[k] = top[k - 1];
		top[k] = v;
	}
	free(top);
}

/* Root moves by value, those known exactly first, equal values in the
   order gen_moves gives them (so that the answer does not depend on the
   iterations before, nor on a table kept from the solves before). */
static void
rank_root(struct wg_endgame *eg, int *value, int *inside)
{
	struct eg_list *l = &eg->list[0];
	struct wg_endgame_move tl[EG_MAX_PLY];
	struct eg_move tm;
	size_t i, j, tn;
	int tv, ti;

	for (i = 1; i < l->n; i++) {
		tm = l->m[i];
		tv = value[i];
		ti = inside[i];
		tn = eg->nline[i];
		memcpy(tl, eg->lines + i * EG_MAX_PLY, tn * sizeof(tl[0]));
		for (j = i; j > 0 && (inside[j - 1] < ti ||
		    (inside[j - 1] == ti && (value[j - 1] < tv ||
		    (value[j - 1] == tv && key_before(tm.key, tm.id,
		    l->m[j - 1].key, l->m[j - 1].id))))); j--) {
			l->m[j] = l->m[j - 1];
			value[j] = value[j - 1];
			inside[j] = inside[j - 1];
			eg->nline[j] = eg->nline[j - 1];
			memcpy(eg->lines + j * EG_MAX_PLY,
			    eg->lines + (j - 1) * EG_MAX_PLY,
			    eg->nline[j] * sizeof(tl[0]));
		}
		l->m[j] = tm;
		value[j] = tv;
		inside[j] = ti;
		eg->nline[j] = tn;
		memcpy(eg->lines + j * EG_MAX_PLY, tl, tn * sizeof(tl[0]));
	}
}

/* M's identity with letters on the board unmarked, as written or not. */
static uint32_t
played_id(const struct wg_endgame *eg, const struct wg_move *m)
{
	struct wg_move w = *m;
	unsigned i, idx, step = w.down ? eg->b.cols : 1;

	if (w.kind != WG_MOVE_PLACE)
		return move_id(&w);
	idx = w.row * eg->b.cols + w.col;
	for (i = 0; i < w.len && w.row < eg->b.rows && w.col < eg->b.cols;
	    i++, idx += step)
		w.tiles[i] = idx < WG_SQUARES && eg->b.sq[idx] != 0 ?
		    WG_THROUGH : w.tiles[i] & (WG_BLANK | 0x3f);
	return move_id(&w);
}

/* Keeps only the root move that is ONLY, if it is one. */
static int
keep_only(struct wg_endgame *eg)
{
	struct eg_list *l = &eg->list[0];
	uint32_t id = played_id(eg, eg->only);
	size_t i;

	for (i = 0; i < l->n; i++)
		if (played_id(eg, &l->m[i].move) == id) {
			l->m[0] = l->m[i];
			l->n = 1;
			l->whole = 0;
			return WG_OK;
		}
	wg_msg(eg->err, sizeof(eg->err), "%s", "the move is not one of the "
	    "legal moves of the player on turn");
	return WG_E_ARG;
}

/*
 * The iteration after one of DEPTH plies: one more up to EG_DEEP_FROM,
 * then the last, LAST (for a solve to the end, as deep as a line can
 * go).  Iterations deeper than a few plies cost more than they save: the
 * table keeps little from one to the next (an entry holds at any depth
 * only once every line below it ended), so each searches again what the
 * one before searched, and a stuck tile makes many lines long: on
 * noah_vs_peter turn 32 iterations of 5, 6, 7, 8 plies then two more at a
 * time took 20 minutes, the last iteration alone 3 (doc/lab/endgame.md).
 * The shallow ones give the deep one its first moves to try, and a
 * stopped solve its answer.
 */
#define EG_DEEP_FROM	4
static unsigned
next_depth(unsigned depth, unsigned last)
{
	if (depth >= last)
		return depth + 1;
	return depth < EG_DEEP_FROM ? depth + 1 : last;
}

/* The plies an iteration of DEPTH plies searched, after one of PREV: its
   depth, or when deeper than every line it walked, the longest of them
   (the one before it had a longer line, so at least PREV + 1). */
static unsigned
plies_searched(const struct wg_endgame *eg, unsigned depth, unsigned prev)
{
	unsigned reach = eg->reach > prev ? eg->reach : prev + 1;

	return reach < depth ? reach : depth;
}

void
wg_endgame_set_stop(struct wg_endgame *eg, const volatile sig_atomic_t *stop,
    wg_progress_fn progress, void *arg)
{
	eg->stop = stop;
	eg->progress = progress;
	eg->progress_arg = arg;
}

/*
 * The answer of the deepest iteration completed, kept before each
 * iteration, so that one stopped midway (its values and lines partly
 * written) gives way to it.
 */
struct eg_saved {
	int		*value, *inside;
	size_t		*nline;
	struct wg_endgame_move *lines;
};

static void
saved_free(struct eg_saved *sv)
{
	free(sv->value);
	free(sv->inside);
	free(sv->nline);
	free(sv->lines);
}

static void
save_answer(struct wg_endgame *eg, struct eg_saved *sv, const int *value,
    const int *inside, size_t n, int back)
{
	size_t i, k = EG_MAX_PLY;

	if (back) {
		memcpy((int *)value, sv->value, n * sizeof(*value));
		memcpy((int *)inside, sv->inside, n * sizeof(*inside));
		memcpy(eg->nline, sv->nline, n * sizeof(*eg->nline));
		for (i = 0; i < n; i++)
			memcpy(eg->lines + i * k, sv->lines + i * k,
			    eg->nline[i] * sizeof(*eg->lines));
		return;
	}
	memcpy(sv->value, value, n * sizeof(*value));
	memcpy(sv->inside, inside, n * sizeof(*inside));
	memcpy(sv->nline, eg->nline, n * sizeof(*eg->nline));
	for (i = 0; i < n; i++)
		memcpy(sv->lines + i * k, eg->lines + i * k,
		    eg->nline[i] * sizeof(*eg->lines));
}

/*
 * A helper's thread: the main thread's iterations searched alongside it,
 * from its depth; an iteration the main thread moves past is left for
 * its new one.  Its answers are not used: the table it fills is.
 */
static void *
helper_run(void *arg)
{
	struct wg_endgame *h = arg;
	struct eg_smp *smp = h->smp;
	unsigned depth = 1, d;
	int cut;

	/* Its generator, made here while the main thread searches. */
	if (h->hlex != NULL) {
		if (wg_gen_new(&h->pgen, h->hlex, h->v) != WG_OK)
			return NULL;
		h->search = h->pgen;
	} else {
		if (h->gen == NULL && wg_gen_new(&h->gen, h->lex, h->v) !=
		    WG_OK)
			return NULL;
		h->search = h->gen;
	}
	while (!atomic_load(&smp->quit)) {
		d = atomic_load(&smp->depth);
		if (d > depth)
			depth = d;
		h->iter = depth;
		h->error = WG_OK;
		cut = 1;
		root_search(h, depth, smp->count, h->hvalue, h->hinside, &cut);
		if (h->error == EG_STOPPED)
			continue;
		if (h->error != WG_OK || !cut || depth >= smp->last)
			break;
		rank_root(h, h->hvalue, h->hinside);
		depth = next_depth(depth, smp->last);
	}
	atomic_fetch_add(&smp->nodes, h->info.nodes - h->told);
	h->told = h->info.nodes;
	return NULL;
}

/*
 * Readies helper H of EG's solve, its root moves EG's in their order
 * now: the root position, EG's table, the words EG searches (its
 * generator over them is made in its thread, helper_run).
 */
static int
helper_ready(struct wg_endgame *eg, struct wg_endgame *h)
{
	const struct eg_list *l = &eg->list[0];
	int rc;

	h->b = eg->root.b;
	memcpy(h->count, eg->root.count, sizeof(h->count));
	memcpy(h->len, eg->root.len, sizeof(h->len));
	memcpy(h->points, eg->root.points, sizeof(h->points));
	h->turn = eg->root.turn;
	h->stalled = eg->root.stalled;
	h->hash = eg->root.hash;
	set_salt(h, eg->salt);
	/* The letters tile_fits looks up: set_position's, which a helper
	   does not run. */
	memcpy(h->v2l, eg->v2l, sizeof(h->v2l));
	memset(&h->info, 0, sizeof(h->info));
	h->next_poll = 0;
	h->told = 0;
	h->error = WG_OK;
	h->smp = eg->smp;
	h->helper = 1;
	h->tt = eg->tt;
	h->hlex = eg->search == eg->pgen ? eg->plex : NULL;
	h->words = eg->words;
	if ((rc = list_room(&h->list[0], l->n)) != WG_OK ||
	    (rc = results_room(h, l->n)) != WG_OK)
		return rc;
	memcpy(h->list[0].m, l->m, l->n * sizeof(*l->m));
	h->list[0].n = l->n;
	free(h->hvalue);
	free(h->hinside);
	h->hvalue = calloc(l->n, sizeof(*h->hvalue));
	h->hinside = calloc(l->n, sizeof(*h->hinside));
	if (h->hvalue == NULL || h->hinside == NULL)
		return WG_E_NOMEM;
	memset(h->nline, 0, l->n * sizeof(*h->nline));
	return WG_OK;
}

/* Stops and joins the helpers of EG's solve; their positions counted. */
static void
helpers_stop(struct wg_endgame *eg, unsigned started)
{
	unsigned t;

	if (eg->smp == NULL)
		return;
	atomic_store(&eg->smp->quit, 1);
	for (t = 0; t < started; t++)
		pthread_join(eg->thread[t], NULL);
	/* Nothing of this solve's is kept: the table and the words the
	   generators walk are EG's, and the next solve's may differ. */
	for (t = 0; t + 1 < EG_MAX_THREADS && eg->helpers[t] != NULL; t++) {
		eg->helpers[t]->tt = NULL;
		wg_gen_free(eg->helpers[t]->pgen);
		eg->helpers[t]->pgen = NULL;
		eg->helpers[t]->search = NULL;
	}
	eg->info.nodes += atomic_load(&eg->smp->nodes);
	free(eg->smp);
	eg->smp = NULL;
}

/*
 * Starts EG's helpers, from the main thread's iteration now (they join
 * it midway): the number started into EG's STARTED.  A helper that
 * cannot be readied is not started: the solve is the same, slower.  A
 * helper is a searcher without a generator nor a table of its own: it
 * borrows EG's table, and its generator is made in its thread.
 */
static void
helpers_start(struct wg_endgame *eg)
{
	struct wg_endgame *h;
	unsigned t;

	eg->may_help = 0;
	eg->started = 0;
	if ((eg->smp = calloc(1, sizeof(*eg->smp))) == NULL)
		return;
	atomic_init(&eg->smp->depth, eg->iter);
	atomic_init(&eg->smp->quit, 0);
	atomic_init(&eg->smp->nodes, 0);
	eg->smp->count = eg->help_count;
	eg->smp->last = eg->help_last;
	for (t = 0; t + 1 < eg->threads; t++) {
		if (eg->helpers[t] == NULL) {
			if ((h = calloc(1, sizeof(*h))) == NULL)
				break;
			h->lex = eg->lex;
			h->v = eg->v;
			h->threads = 1;
			eg->helpers[t] = h;
		}
		h = eg->helpers[t];
		if (helper_ready(eg, h) != WG_OK ||
		    pthread_create(&eg->thread[t], NULL, helper_run, h) != 0)
			break;
		eg->started++;
	}
}

int
wg_endgame_solve(struct wg_endgame *eg, const struct wg_board *board,
    unsigned plies, unsigned count)
{
	struct eg_list *l = &eg->list[0];
	struct eg_saved sv = { NULL, NULL, NULL, NULL };
	int *value = NULL, *inside = NULL, cut = 1, stoppable, rc;
	unsigned depth, last = plies > 0 &&
	    plies < EG_MAX_PLY - 1 ? plies : EG_MAX_PLY - 1;
	unsigned done = 0;
	int step = 0, jump;
	size_t i, n;

	eg->err[0] = '\0';
	eg->nres = 0;
	eg->error = WG_OK;
	eg->stoppable = 0;
	eg->kept = 0;
	eg->jump_until = 0;
	eg->jump_nodes = 0;
	memset(&eg->info, 0, sizeof(eg->info));
	eg->info.threads = 1;
	eg->next_poll = 0;
	eg->until = eg->budget_seconds > 0 ? seconds_now() +
	    eg->budget_seconds : 0;
	if ((rc = set_position(eg, board)) != WG_OK)
		return rc;
	if ((rc = prune_lexicon(eg)) != WG_OK)
		return rc;
	if ((rc = wg_eg_table_ready(eg->tt, eg->node_limit, eg->keep)) !=
	    WG_OK)
		return rc;
	if ((rc = gen_moves(eg, 0, 0)) != WG_OK)
		return rc;
	if (eg->only != NULL && (rc = keep_only(eg)) != WG_OK)
		return rc;
	n = l->n;
	if ((rc = results_room(eg, n)) != WG_OK)
		return rc;
	value = calloc(n, sizeof(*value));
	inside = calloc(n, sizeof(*inside));
	stoppable = eg->stop != NULL || eg->budget_seconds > 0 ||
	    eg->budget_nodes > 0;
	if (stoppable) {
		sv.value = calloc(n, sizeof(*sv.value));
		sv.inside = calloc(n, sizeof(*sv.inside));
		sv.nline = calloc(n, sizeof(*sv.nline));
		sv.lines = calloc(n * EG_MAX_PLY, sizeof(*sv.lines));
	}
	if (value == NULL || inside == NULL || (stoppable &&
	    (sv.value == NULL || sv.inside == NULL || sv.nline == NULL ||
	    sv.lines == NULL))) {
		free(value);
		free(inside);
		saved_free(&sv);
		return WG_E_NOMEM;
	}
	memset(eg->nline, 0, n * sizeof(*eg->nline));
	/* Helpers start from poll_stop once the search is long enough. */
	eg->root.b = eg->b;
	memcpy(eg->root.count, eg->count, sizeof(eg->count));
	memcpy(eg->root.len, eg->len, sizeof(eg->len));
	memcpy(eg->root.points, eg->points, sizeof(eg->points));
	eg->root.turn = eg->turn;
	eg->root.stalled = eg->stalled;
	eg->root.hash = eg->hash;
	eg->may_help = eg->threads > 1 && eg->only == NULL;
	eg->help_count = count;
	eg->help_last = last;
	eg->started = 0;
	for (depth = 1; depth <= last && cut;
	    depth = step ? depth + 1 : next_depth(depth, last)) {
		/* Within a budget, a jump past the next ply (to the end)
		   has half of what is left; when it does not end, the rest
		   goes deeper one ply at a time from the deepest done, each
		   a deeper answer (the jump's entries kept).  Both limits
		   are 0 outside a jump. */
		jump = depth > done + 1;
		if (jump && eg->until > 0)
			eg->jump_until = (seconds_now() + eg->until) / 2;
		if (jump && eg->budget_nodes > 0)
			eg->jump_nodes = (eg->info.nodes + eg->budget_nodes) /
			    2;
		jump = eg->jump_until > 0 || eg->jump_nodes > 0;
		eg->iter = depth;
		if (eg->smp != NULL)
			atomic_store(&eg->smp->depth, depth);
		eg->reach = 0;
		root_search(eg, depth, count, value, inside, &cut);
		eg->jump_until = 0;
		eg->jump_nodes = 0;
		if (eg->error == EG_STOPPED && jump && !must_stop(eg)) {
			save_answer(eg, &sv, value, inside, n, 1);
			eg->error = WG_OK;
			cut = 1;
			step = 1;
			depth = done;
			continue;
		}
		if (eg->error != WG_OK)
			break;
		done = depth;
		rank_root(eg, value, inside);
		eg->info.plies = plies_searched(eg, depth, eg->info.plies);
		eg->info.best = l->m[0].move;
		eg->info.best_spread = value[0] + eg->b.score[0] -
		    eg->b.score[1];
		if (!stoppable)
			continue;
		save_answer(eg, &sv, value, inside, n, 0);
		eg->stoppable = 1;
		eg->info.exact = !cut;
		if (eg->progress != NULL)
			eg->progress(eg->info.nodes, 0, eg->progress_arg);
		if (cut && must_stop(eg)) {
			eg->error = EG_STOPPED;
			break;
		}
	}
	eg->may_help = 0;
	helpers_stop(eg, eg->started);
	eg->info.threads = 1 + eg->started;
	if (eg->error == EG_STOPPED) {
		/* The deepest iteration completed, not exact. */
		save_answer(eg, &sv, value, inside, n, 1);
		eg->info.stopped = 1;
		eg->error = WG_OK;
		cut = 1;
	}
	saved_free(&sv);
	rc = eg->error;
	eg->info.exact = rc == WG_OK && !cut;
	for (i = 0; i < n && rc == WG_OK && inside[i] &&
	    (count == 0 || i < count); i++) {
		struct wg_endgame_move *r = &eg->res[i];

		answer_move(r, &l->m[i], 0);
		r->spread = value[i] + eg->b.score[0] - eg->b.score[1];
		r->exact = eg->info.exact;
		eg->nres = i + 1;
	}
	for (i = 0; i < eg->nres; i++) {
		struct eg_undo u;
		struct wg_endgame_move *line = eg->lines + i * EG_MAX_PLY;
		size_t k;

		eg->res[i].out = make_move(eg, &l->m[i], &u) == EG_OUT;
		unmake_move(eg, &l->m[i], &u);
		if (eg->info.exact)
			finish_line(eg, i);
		for (k = 0; k < eg->nline[i]; k++) {
			line[k].spread = eg->res[i].spread;
			line[k].exact = eg->info.exact;
		}
	}
	free(value);
	free(inside);
	/* The budget ran out completing the lines: they stop short. */
	if (eg->error == EG_STOPPED)
		eg->error = WG_OK;
	if (rc == WG_OK)
		rc = eg->error;
	return rc == WG_OK ? (int)eg->nres : rc;
}

int
wg_endgame_spread(struct wg_endgame *eg, const struct wg_board *board,
    const struct wg_move *move, unsigned plies, int *spread)
{
	int rc;

	eg->only = move;
	rc = wg_endgame_solve(eg, board, plies, 1);
	eg->only = NULL;
	if (rc < 0)
		return rc;
	*spread = eg->res[0].spread;
	return WG_OK;
}

int
wg_endgame_value(struct wg_endgame *eg, const struct wg_board *board,
    struct wg_gen *search, int alpha, int beta, int *value)
{
	unsigned depth, p = 1 - board->turn, c, i;
	int cut = 1, v = 0, rc, diff;

	eg->err[0] = '\0';
	eg->nres = 0;
	eg->error = WG_OK;
	memset(&eg->info, 0, sizeof(eg->info));
	eg->info.threads = 1;
	eg->next_poll = 0;
	eg->until = eg->budget_seconds > 0 ? seconds_now() +
	    eg->budget_seconds : 0;
	if ((rc = set_position(eg, board)) != WG_OK)
		return rc;
	if (board->rack_known[p]) {
		/* The other's rack as given, not every tile unseen. */
		memset(eg->count[1], 0, sizeof(eg->count[1]));
		eg->points[1] = 0;
		for (i = 0; i < board->rack_len[p]; i++) {
			c = board->rack[p][i];
			eg->count[1][c]++;
			eg->points[1] += eg->v->value[c];
		}
		eg->len[1] = board->rack_len[p];
		eg->hash = full_hash(eg);
	}
	if (search != NULL)
		eg->search = search;
	else if ((rc = prune_lexicon(eg)) != WG_OK)
		return rc;
	if (!eg->kept) {
		if ((rc = wg_eg_table_ready(eg->tt, eg->node_limit,
		    eg->keep)) != WG_OK)
			return rc;
		eg->kept = 1;
	}
	eg->stoppable = 1;
	diff = eg->b.score[0] - eg->b.score[1];
	alpha = alpha <= -EG_INF + diff ? -EG_INF : alpha - diff;
	beta = beta >= EG_INF + diff ? EG_INF : beta - diff;
	for (depth = 1; depth <= EG_MAX_PLY - 1 && cut;
	    depth = next_depth(depth, EG_MAX_PLY - 1)) {
		cut = 0;
		eg->reach = 0;
		v = negamax(eg, 0, depth, alpha, beta, &cut);
		if (eg->error != WG_OK)
			break;
		eg->info.plies = plies_searched(eg, depth, eg->info.plies);
	}
	eg->stoppable = 0;
	rc = eg->error == EG_STOPPED ? WG_E_LIMIT : eg->error;
	eg->error = WG_OK;
	if (rc != WG_OK)
		return rc;
	eg->info.exact = 1;
	*value = v + diff;
	return WG_OK;
}
