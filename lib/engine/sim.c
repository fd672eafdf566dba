/*
 * sim.c: Monte Carlo simulation of the best moves by static equity, each
 * played out a few turns against racks drawn for the opponent, in rounds
 * spread over threads (wsgen(1) --sim).
 */
#include "config.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine_private.h"
#include "movegen.h"

/*
 * What a thread adds up for one candidate, in integers so that sums do
 * not depend on which thread did which iteration.  An iteration's value
 * is bounded by the scores (ints) and the leave values (at most
 * WG_LEAVE_VALUE_MAX either way, wsgen(1)), some 10^13 thousandths: its
 * square, and the sums of 10^7 iterations, need more than 64 bits.
 */
#ifdef __SIZEOF_INT128__
__extension__ typedef __int128 sim_wide;
#else
typedef long double sim_wide;	/* 64 bits of mantissa where no int128 */
#endif
struct sim_sum {
	sim_wide	 value;		/* thousandths of a point */
	sim_wide	 square;	/* of the value */
	sim_wide	 win;		/* chances of a win, in SIM_WIN_ONE */
	sim_wide	 winsq;		/* of the chance */
	unsigned long	 ahead;		/* halves: a tie counts 1 */
	unsigned long	 count;
};

/* A certain win, as iterations add up their chances: twice a table's
   unit, so that a tie (one half) is whole too. */
#define SIM_WIN_ONE	(2 * (long long)WG_WIN_ONE)
/* Turns a play-out goes on past the horizon while the bag is empty, to
   the end of the game (which the rules bring long before). */
#define SIM_END_PLIES	60
/* Candidates whose every pair's products are summed, for the standard
   errors of their paired differences (more: of each apart). */
#define SIM_PAIRED	256

/* What one iteration of one candidate found. */
struct sim_point {
	long long	 value;		/* thousandths of a point */
	long long	 win;		/* in SIM_WIN_ONE */
	unsigned	 ahead;		/* halves */
};

struct sim_worker {
	struct wg_sim	*sim;
	struct wg_gen	*gen;
	struct sim_sum	*sums;		/* one per candidate */
	pthread_t	 thread;
	int		 started;	/* a thread of its own runs */
	int		 error;
};

struct wg_sim {
	const struct wg_lexicon *lex;
	const struct wg_variant *v;
	struct sim_worker *workers;
	unsigned	 nworkers;
	char		 error[256];

	/* The run under way, read-only while a round runs. */
	const struct wg_sim_options *opt;
	const struct wg_board *board;
	unsigned	 me, opp;
	int		 opp_known;
	uint8_t		 unseen[WG_BAG_MAX];
	unsigned	 nunseen;
	struct wg_gen_move *cand;
	unsigned	 ncand;
	unsigned	 also;		/* the candidate of opt->also */
	uint8_t		*live;		/* per candidate */
	/* Best-arm identification: each iteration of the round's values
	   (row by row, a row a candidate), and the sums of the products of
	   every pair's (NULL past SIM_PAIRED candidates: unpaired). */
	struct sim_point *rows;
	sim_wide	*cross;		/* [c1][c2], c1 < c2, of the metric */
	sim_wide	*cross2;	/* the same of the value, with a table */
	unsigned long	 round_start;
	unsigned	 rounds;
	atomic_ulong	 next;		/* the next iteration to take */
	unsigned long	 round_end;
	double		 until;		/* the clock's end (0: none) */
	atomic_int	 cut;		/* the clock ended a round */
	int		 quit;
	/* Where the threads meet before and after a round: N of them, the
	   caller's included. */
	pthread_mutex_t	 lock;
	pthread_cond_t	 met;
	unsigned	 n, arrived;
	unsigned long	 generation;
};

/* Waits until the N threads of the run have come. */
static void
sim_meet(struct wg_sim *s)
{
	unsigned long g;

	pthread_mutex_lock(&s->lock);
	if (++s->arrived >= s->n) {
		s->arrived = 0;
		s->generation++;
		pthread_cond_broadcast(&s->met);
	} else
		for (g = s->generation; g == s->generation;)
			pthread_cond_wait(&s->met, &s->lock);
	pthread_mutex_unlock(&s->lock);
}

int
wg_sim_new(struct wg_sim **out, const struct wg_lexicon *lex,
    const struct wg_variant *v)
{
	struct wg_sim *s;

	*out = NULL;
	if ((s = calloc(1, sizeof(*s))) == NULL)
		return WG_E_NOMEM;
	s->lex = lex;
	s->v = v;
	if (pthread_mutex_init(&s->lock, NULL) != 0) {
		free(s);
		return WG_E_NOMEM;
	}
	if (pthread_cond_init(&s->met, NULL) != 0) {
		pthread_mutex_destroy(&s->lock);
		free(s);
		return WG_E_NOMEM;
	}
	*out = s;
	return WG_OK;
}

void
wg_sim_free(struct wg_sim *s)
{
	unsigned i;

	if (s == NULL)
		return;
	for (i = 0; i < s->nworkers; i++) {
		wg_gen_free(s->workers[i].gen);
		free(s->workers[i].sums);
	}
	free(s->workers);
	pthread_cond_destroy(&s->met);
	pthread_mutex_destroy(&s->lock);
	free(s);
}

const char *
wg_sim_error(const struct wg_sim *s)
{
	return s->error;
}

/* Plays move M of the player on turn; its tiles drawn from BAG. */
static int
sim_play(struct wg_board *b, const struct wg_move *m, uint8_t *bag,
    unsigned *nbag, uint64_t *rng, unsigned *stalled, int *over)
{
	struct wg_check ck;
	unsigned p = b->turn, i;
	int delta[WG_MAX_PLAYERS];

	if (!wg_move_check(b, m, NULL, &ck))
		return WG_E_ARG;	/* the generator and the rules differ */
	if (m->kind == WG_MOVE_EXCHANGE)
		wg_rack_take(b, p, m->tiles, m->len, 0);
	wg_move_apply(b, m, &ck);
	if (m->kind != WG_MOVE_PASS) {
		/* An exchange draws first, then returns its tiles. */
		wg_bag_fill(bag, nbag, b, p);
		b->rack_known[p] = 1;
		if (m->kind == WG_MOVE_EXCHANGE)
			wg_bag_return(bag, nbag, rng, m->tiles, m->len);
	}
	*stalled = wg_stall_count(b->variant, *stalled, m, ck.score, *nbag);
	if (m->kind == WG_MOVE_PLACE && b->rack_len[p] == 0 && *nbag == 0)
		*over = 1;
	else if (wg_stall_ends(b->variant, *stalled, b->players, b->score,
	    b->players))
		*over = 2;
	if (*over) {
		wg_board_end_points(b, *over == 1, p, delta);
		for (i = 0; i < b->players; i++)
			wg_score_add(&b->score[i], delta[i]);
	}
	return WG_OK;
}

/*
 * The chance of a win of the player ME, AHEAD points ahead (the leaves
 * counted) on B, whose bag holds NBAG tiles, in SIM_WIN_ONE: the game
 * over, the spread decides; else the win table says (none: -1).
 */
static long long
sim_win_chance(const struct wg_sim *s, const struct wg_board *b,
    unsigned nbag, double ahead, int over)
{
	double p;

	if (over)
		return ahead > 0 ? SIM_WIN_ONE : ahead == 0 ? SIM_WIN_ONE / 2 : 0;
	if (s->opt->win == NULL)
		return -1;
	p = wg_win_prob(s->opt->win, (int)lround(ahead),
	    nbag + b->rack_len[s->opp], b->turn == s->me);
	return llround(p * SIM_WIN_ONE);
}

/*
 * Whether a play-out goes on after PLY turns past the candidate: to the
 * horizon, then on to the end of the game while the bag is empty (the
 * end valued as it will come, not by the leaves), unless OPT says not.
 */
static int
sim_goes_on(const struct wg_sim_options *o, unsigned ply, unsigned nbag)
{
	if (ply < o->plies)
		return 1;
	return nbag == 0 && !o->horizon_only && ply < o->plies +
	    SIM_END_PLIES;
}

/*
 * Iteration IT of candidate C from the position B0 whose opponent's rack
 * and bag are set: the value in thousandths of a point, the chance of a
 * win, and whether the player is ahead at the horizon.
 */
static int
sim_candidate(struct sim_worker *w, const struct wg_board *b0,
    const uint8_t *bag0, unsigned nbag0, uint64_t rng, unsigned c,
    struct sim_point *pt)
{
	const struct wg_sim *s = w->sim;
	const struct wg_sim_options *o = s->opt;
	struct wg_board b;
	uint8_t bag[WG_BAG_MAX];
	unsigned nbag = nbag0, stalled = 0, ply, p;
	int over = 0, opp_moved = 0, n, rc;
	/* What each player's last move kept is worth: its equity less its
	   score (by the time the horizon is reached the rack is refilled,
	   and a full rack has no leave value). */
	double kept[WG_MAX_PLAYERS] = { 0 }, v, ahead;

	memcpy(&b, b0, sizeof(b));
	memcpy(bag, bag0, nbag0);
	kept[s->me] = s->cand[c].equity - s->cand[c].score;
	rc = sim_play(&b, &s->cand[c].move, bag, &nbag, &rng, &stalled,
	    &over);
	for (ply = 0; rc == WG_OK && !over && sim_goes_on(o, ply, nbag);
	    ply++) {
		const struct wg_gen_move *best;
		struct wg_move pass;

		p = b.turn;
		n = wg_gen_run(w->gen, &b, b.rack[p], b.rack_len[p], 1,
		    WG_GEN_EXCHANGES);
		if (n < 0)
			return n;
		if (n == 0 || (best = wg_gen_result(w->gen, 0)) == NULL) {
			memset(&pass, 0, sizeof(pass));
			pass.kind = WG_MOVE_PASS;
			kept[p] = 0;
			rc = sim_play(&b, &pass, bag, &nbag, &rng, &stalled,
			    &over);
		} else {
			kept[p] = best->equity - best->score;
			rc = sim_play(&b, &best->move, bag, &nbag, &rng,
			    &stalled, &over);
		}
		opp_moved |= p == s->opp;
	}
	if (rc != WG_OK)
		return rc;
	v = (double)(b.score[s->me] - b0->score[s->me]) -
	    (b.score[s->opp] - b0->score[s->opp]);
	if (!over && o->leaves != NULL) {
		v += kept[s->me];
		if (opp_moved)
			v -= kept[s->opp];
	}
	ahead = v + b0->score[s->me] - b0->score[s->opp];
	pt->ahead = ahead > 0 ? 2 : ahead == 0 ? 1 : 0;
	pt->win = sim_win_chance(s, &b, nbag, ahead, over);
	pt->value = llround(v * 1000);
	return WG_OK;
}

/* Adds the point PT to the sums T. */
static void
sim_note(struct sim_sum *t, const struct sim_point *pt)
{
	t->value += pt->value;
	t->square += (sim_wide)pt->value * pt->value;
	t->win += pt->win;
	t->winsq += (sim_wide)pt->win * pt->win;
	t->ahead += pt->ahead;
	t->count++;
}

/* Iteration IT: the opponent's rack and the bag drawn, every candidate. */
static int
sim_iteration(struct sim_worker *w, unsigned long it)
{
	const struct wg_sim *s = w->sim;
	struct wg_board b;
	uint8_t bag[WG_BAG_MAX];
	unsigned nbag = s->nunseen, c;
	uint64_t rng = s->opt->seed ^ (it + 1) * 0xd1b54a32d192ed03ULL;
	struct sim_point pt;
	int rc;

	memcpy(&b, s->board, sizeof(b));
	memcpy(bag, s->unseen, nbag);
	wg_next_random(&rng);
	wg_bag_shuffle(bag, nbag, &rng);
	if (!s->opp_known) {
		b.rack_len[s->opp] = 0;
		b.rack_rainbow[s->opp] = 0;
		/* The leave first, when inferred (infer.c). */
		wg_infer_draw(s->opt->infer, bag, &nbag, &b, s->opp, &rng);
		wg_bag_fill(bag, &nbag, &b, s->opp);
		b.rack_known[s->opp] = 1;
	}
	for (c = 0; c < s->ncand; c++) {
		struct sim_sum *sum = &w->sums[c];

		if (!s->live[c])
			continue;
		rc = sim_candidate(w, &b, bag, nbag, rng, c, &pt);
		if (rc != WG_OK)
			return rc;
		sim_note(sum, &pt);
		/* Each iteration of a round has a row of its own. */
		s->rows[(it - s->round_start) * s->ncand + c] = pt;
	}
	return WG_OK;
}

static double
seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Takes iterations of the round until none is left or, past the first
 * round (always played whole), the clock ends: an iteration taken is
 * done, so those done are the first of the round, up to NEXT.
 */
static void
sim_round(struct sim_worker *w)
{
	struct wg_sim *s = w->sim;
	unsigned long it;

	while (w->error == WG_OK && !atomic_load(&s->cut)) {
		if (s->until > 0 && s->round_start > 0 &&
		    seconds_now() >= s->until) {
			atomic_store(&s->cut, 1);
			break;
		}
		if ((it = atomic_fetch_add(&s->next, 1)) >= s->round_end)
			break;
		w->error = sim_iteration(w, it);
	}
}

static void *
sim_thread(void *arg)
{
	struct sim_worker *w = arg;
	struct wg_sim *s = w->sim;

	for (;;) {
		sim_meet(s);
		if (s->quit)
			break;
		sim_round(w);
		sim_meet(s);
	}
	return NULL;
}

static int
sim_workers(struct wg_sim *s, unsigned n)
{
	struct sim_worker *nw;
	unsigned i;
	int rc;

	if (n > s->nworkers) {
		if ((nw = realloc(s->workers, n * sizeof(*nw))) == NULL)
			return WG_E_NOMEM;
		s->workers = nw;
		for (i = s->nworkers; i < n; i++) {
			memset(&nw[i], 0, sizeof(nw[i]));
			if ((rc = wg_gen_new(&nw[i].gen, s->lex, s->v)) !=
			    WG_OK)
				return rc;
			s->nworkers = i + 1;
		}
	}
	for (i = 0; i < n; i++) {
		struct sim_worker *w = &s->workers[i];

		free(w->sums);
		if ((w->sums = calloc(s->ncand, sizeof(*w->sums))) == NULL)
			return WG_E_NOMEM;
		w->sim = s;
		w->error = WG_OK;
		w->started = 0;
		wg_gen_set_leaves(w->gen, s->opt->leaves);
	}
	return WG_OK;
}

/* The standard error of the mean of candidate C's values. */
static double
sim_stderr(const struct sim_sum *t)
{
	double sum = (double)t->value, var;

	if (t->count < 2)
		return 0;
	var = ((double)t->square - sum * sum / t->count) / (t->count - 1);
	return var > 0 ? sqrt(var / t->count) / 1000 : 0;
}

/* The same of the chances of a win, from 0 to 1. */
static double
sim_win_stderr(const struct sim_sum *t)
{
	double sum = (double)t->win, var;

	if (t->count < 2)
		return 0;
	var = ((double)t->winsq - sum * sum / t->count) / (t->count - 1);
	return var > 0 ? sqrt(var / t->count) / SIM_WIN_ONE : 0;
}

/* The metric that ranks: the chance of a win with a table, else the
   value. */
static long long
sim_metric(const struct wg_sim *s, const struct sim_point *pt)
{
	return s->opt->win != NULL ? pt->win : pt->value;
}

/* Adds the rows of the round, NROWS iterations, to the sums of products
   of every pair of the candidates that were live in it. */
static void
sim_cross(struct wg_sim *s, unsigned long nrows)
{
	unsigned long r;
	unsigned i, j, n = s->ncand;

	if (s->cross == NULL)
		return;
	for (r = 0; r < nrows; r++) {
		const struct sim_point *row = s->rows + r * n;

		for (i = 0; i < n; i++) {
			if (!s->live[i])
				continue;
			for (j = i + 1; j < n; j++) {
				if (!s->live[j])
					continue;
				s->cross[i * n + j] += (sim_wide)sim_metric(s,
				    &row[i]) * sim_metric(s, &row[j]);
				if (s->cross2 != NULL)
					s->cross2[i * n + j] +=
					    (sim_wide)row[i].value *
					    row[j].value;
			}
		}
	}
}

/*
 * The mean of B's less C's over their N iterations (the same for both:
 * the candidates still live), from the sums SB, SC and the sums of
 * squares QB, QC, and into *SE its standard error: of the differences of
 * each iteration, paired by the same draws, when the sum of products
 * CROSS is known, else of two apart (larger: the draws they share make
 * them alike).
 */
static double
sim_diff(sim_wide sb, sim_wide qb, sim_wide sc, sim_wide qc,
    const sim_wide *cross, unsigned long count, double *se)
{
	double n = (double)count, d = ((double)sb - (double)sc) / n, var, vb,
	    vc;

	if (cross != NULL) {
		var = ((double)qb + (double)qc - 2.0 * (double)*cross -
		    d * d * n) / (n - 1);
		*se = var > 0 ? sqrt(var / n) : 0;
		return d;
	}
	vb = ((double)qb - (double)sb * (double)sb / n) / (n - 1);
	vc = ((double)qc - (double)sc * (double)sc / n) / (n - 1);
	*se = sqrt((vb > 0 ? vb : 0) / n + (vc > 0 ? vc : 0) / n);
	return d;
}

/*
 * The bound of successive elimination: after round R of K candidates, Z
 * such that a normal variable passes Z with a chance of at most
 * WG_SIM_DELTA / (K R (R + 1)), which over every round and candidate adds
 * up to WG_SIM_DELTA at most.
 */
static double
sim_z(unsigned k, unsigned r)
{
	double alpha = WG_SIM_DELTA / ((double)k * r * (r + 1.0)), lo = 0,
	    hi = 40, mid;
	int i;

	for (i = 0; i < 80; i++) {
		mid = (lo + hi) / 2;
		if (0.5 * erfc(mid / sqrt(2.0)) > alpha)
			lo = mid;
		else
			hi = mid;
	}
	return hi;
}

/* The entry of the pair C1, C2 in a table of pairs (NULL: none). */
static const sim_wide *
sim_pair(const struct wg_sim *s, const sim_wide *table, unsigned c1,
    unsigned c2)
{
	if (table == NULL)
		return NULL;
	return c1 < c2 ? &table[c1 * s->ncand + c2] :
	    &table[c2 * s->ncand + c1];
}

/*
 * Whether candidate C is beaten with confidence by BEST (the live ones
 * share their iterations): with a win table, its chance of a win behind
 * by more than WG_SIM_WIN_TIE beyond Z standard errors, or level within
 * it and its value behind beyond Z; without, its value behind beyond Z.
 */
static int
sim_beaten(const struct wg_sim *s, const struct sim_sum *tot, unsigned best,
    unsigned c, double z)
{
	const struct sim_sum *b = &tot[best], *t = &tot[c];
	double d, se;

	if (s->opt->win != NULL) {
		d = sim_diff(b->win, b->winsq, t->win, t->winsq,
		    sim_pair(s, s->cross, best, c), b->count, &se) /
		    SIM_WIN_ONE;
		se /= SIM_WIN_ONE;
		if (d - z * se > WG_SIM_WIN_TIE)
			return 1;
		if (fabs(d) + z * se > WG_SIM_WIN_TIE)
			return 0;
		d = sim_diff(b->value, b->square, t->value, t->square,
		    sim_pair(s, s->cross2, best, c), b->count, &se);
		return d - z * se > 0;
	}
	d = sim_diff(b->value, b->square, t->value, t->square,
	    sim_pair(s, s->cross, best, c), b->count, &se);
	return d - z * se > 0;
}

/*
 * Stops simulating the candidates beaten with confidence; returns those
 * still live.  The best has the highest chance of a win (with a table),
 * then the highest value: the live candidates have as many iterations,
 * so their sums compare.
 */
static unsigned
sim_prune(struct wg_sim *s, const struct sim_sum *tot)
{
	unsigned c, best = s->ncand, live = 0;
	int bywin = s->opt->win != NULL;
	double z;

	for (c = 0; c < s->ncand; c++)
		if (s->live[c] && (best == s->ncand ||
		    (bywin && tot[c].win > tot[best].win) ||
		    ((!bywin || tot[c].win == tot[best].win) &&
		    tot[c].value > tot[best].value)))
			best = c;
	if (best == s->ncand || tot[best].count < WG_SIM_MIN_ITERATIONS)
		return s->ncand;
	z = sim_z(s->ncand, s->rounds);
	for (c = 0; c < s->ncand; c++)
		if (s->live[c] && c != best && sim_beaten(s, tot, best, c, z))
			s->live[c] = 0;
	for (c = 0; c < s->ncand; c++)
		live += s->live[c];
	return live;
}

/* 1 if A and B are the same move on B0, however written. */
static int
same_move(const struct wg_board *b0, const struct wg_move *a,
    const struct wg_move *b)
{
	char ta[WG_MOVE_TEXT_MAX], tb[WG_MOVE_TEXT_MAX];
	uint8_t xa[WG_BOARD_MAX], xb[WG_BOARD_MAX];

	if (a->kind != b->kind)
		return 0;
	if (a->kind == WG_MOVE_PASS)
		return 1;
	if (a->kind == WG_MOVE_EXCHANGE) {
		if (a->len != b->len)
			return 0;
		memcpy(xa, a->tiles, a->len);
		memcpy(xb, b->tiles, b->len);
		wg_tiles_sort(xa, a->len);
		wg_tiles_sort(xb, b->len);
		return memcmp(xa, xb, a->len) == 0;
	}
	return wg_move_write(a, b0->variant->alphabet, b0, ta, sizeof(ta)) !=
	    (size_t)-1 && wg_move_write(b, b0->variant->alphabet, b0, tb,
	    sizeof(tb)) != (size_t)-1 && strcmp(ta, tb) == 0;
}

/* The candidate of move M, legal on B, as the generator would give it. */
static int
sim_also(struct wg_sim *s, const struct wg_board *b, const struct wg_move *m,
    struct wg_gen_move *out)
{
	struct wg_check ck;
	uint8_t used[WG_BOARD_MAX], left[WG_RACK_MAX];
	unsigned nused = 0, i, k, idx, p = b->turn, nleft;

	if (!wg_move_check(b, m, NULL, &ck)) {
		wg_msg(s->error, sizeof(s->error), "the move to simulate "
		    "is not legal");
		return WG_E_ARG;
	}
	memset(out, 0, sizeof(*out));
	out->move = *m;
	out->score = ck.score;
	out->ntiles = ck.ntiles;
	if (m->kind == WG_MOVE_EXCHANGE)
		for (i = 0; i < m->len; i++)
			used[nused++] = m->tiles[i];
	for (i = 0; m->kind == WG_MOVE_PLACE && i < m->len; i++) {
		idx = m->down ? (m->row + i) * b->cols + m->col :
		    m->row * b->cols + m->col + i;
		if (b->sq[idx] == 0)
			used[nused++] = m->tiles[i] & WG_BLANK ? 0 :
			    WG_MOVE_CODE(m->tiles[i]);
	}
	nleft = b->rack_len[p];
	memcpy(left, b->rack[p], nleft);
	for (i = 0; i < nused; i++)
		for (k = 0; k < nleft; k++)
			if (left[k] == used[i]) {
				left[k] = left[--nleft];
				break;
			}
	wg_tiles_sort(left, nleft);
	memcpy(out->leave, left, nleft);
	out->nleave = nleft;
	/* Valued as the generator values the candidates. */
	wg_gen_equity(s->workers[0].gen, out);
	return WG_OK;
}

/* Checks the options and the position, and finds the candidates. */
static int
sim_setup(struct wg_sim *s, const struct wg_board *b,
    const struct wg_sim_options *o)
{
	struct wg_gen *gen = s->workers[0].gen;
	unsigned c, i, k;
	int n;

	if (b->players != 2 || !wg_game_plain_moves(b->variant)) {
		wg_msg(s->error, sizeof(s->error), "simulation plays two-player "
		    "games other than the stacking game");
		return WG_E_ARG;
	}
	s->me = b->turn;
	s->opp = 1 - b->turn;
	if (!b->rack_known[s->me]) {
		wg_msg(s->error, sizeof(s->error), "the rack of the player on "
		    "turn is not known");
		return WG_E_ARG;
	}
	s->nunseen = wg_board_unseen(b, s->me, s->unseen, sizeof(s->unseen));
	s->opp_known = b->rack_known[s->opp];
	/* A known rack of the opponent's is not in the bag. */
	for (i = 0; s->opp_known && i < b->rack_len[s->opp]; i++) {
		for (k = 0; k < s->nunseen &&
		    s->unseen[k] != b->rack[s->opp][i]; k++)
			;
		if (k == s->nunseen) {
			wg_msg(s->error, sizeof(s->error), "the opponent's "
			    "rack holds tiles that are not left");
			return WG_E_ARG;
		}
		s->unseen[k] = s->unseen[--s->nunseen];
	}
	wg_gen_set_leaves(gen, o->leaves);
	n = wg_gen_run(gen, b, b->rack[s->me], b->rack_len[s->me],
	    o->candidates, WG_GEN_EXCHANGES);
	if (n < 0)
		return n;
	s->ncand = (unsigned)n;
	free(s->cand);
	s->cand = malloc((s->ncand + 1) * sizeof(*s->cand));
	free(s->live);
	s->live = malloc(s->ncand + 1);
	if (s->cand == NULL || s->live == NULL)
		return WG_E_NOMEM;
	s->also = s->ncand;
	for (c = 0; c < s->ncand; c++) {
		s->cand[c] = *wg_gen_result(gen, c);
		s->live[c] = 1;
		if (o->also != NULL && s->also == s->ncand &&
		    same_move(b, &s->cand[c].move, o->also))
			s->also = c;
	}
	if (o->also != NULL && s->also == s->ncand) {
		if ((n = sim_also(s, b, o->also, &s->cand[s->ncand])) !=
		    WG_OK)
			return n;
		s->live[s->ncand++] = 1;
	}
	return WG_OK;
}

/* The chance of a win as it ranks: in tenths of a percent, as printed
   (-1 without a table). */
static long
win_rank(const struct wg_sim_move *m)
{
	return m->win < 0 ? -1 : lround(m->win * 1000);
}

/* Sorts OUT[0..N) best first: by the chance of a win to a tenth of a
   percent (with a table), then by value, then by equity, else as they
   came (an insertion sort: N is small, and it keeps ties in order). */
static void
sort_results(struct wg_sim_move *out, unsigned n)
{
	struct wg_sim_move x;
	unsigned i, k;

	for (i = 1; i < n; i++) {
		x = out[i];
		for (k = i; k > 0 && (win_rank(&out[k - 1]) < win_rank(&x) ||
		    (win_rank(&out[k - 1]) == win_rank(&x) &&
		    (out[k - 1].value < x.value ||
		    (out[k - 1].value == x.value &&
		    out[k - 1].gen.equity < x.gen.equity)))); k--)
			out[k] = out[k - 1];
		out[k] = x;
	}
}

/* The rows of a round and the tables of pairs (none past SIM_PAIRED
   candidates). */
static int
sim_pairs_new(struct wg_sim *s)
{
	size_t n = s->ncand;

	s->rounds = 0;
	if ((s->rows = calloc(WG_SIM_ROUND * n, sizeof(*s->rows))) == NULL)
		return WG_E_NOMEM;
	if (n > SIM_PAIRED)
		return WG_OK;
	if ((s->cross = calloc(n * n, sizeof(*s->cross))) == NULL ||
	    (s->opt->win != NULL && (s->cross2 = calloc(n * n,
	    sizeof(*s->cross2))) == NULL))
		return WG_E_NOMEM;
	return WG_OK;
}

static void
sim_pairs_free(struct wg_sim *s)
{
	free(s->rows);
	free(s->cross);
	free(s->cross2);
	s->rows = NULL;
	s->cross = NULL;
	s->cross2 = NULL;
}

/* Runs the rounds on T threads, the caller's being the first. */
static int
sim_rounds(struct wg_sim *s, unsigned t, struct sim_sum *tot)
{
	const struct wg_sim_options *o = s->opt;
	unsigned long budget = o->iterations ? o->iterations :
	    WG_SIM_MAX_ITERATIONS, done = 0, next;
	double until = s->until;
	unsigned i, c, live = s->ncand;
	int rc = WG_OK;

	atomic_store(&s->cut, 0);
	s->quit = 0;
	s->arrived = 0;
	s->n = t;
	for (i = 1; i < t; i++) {
		if (pthread_create(&s->workers[i].thread, NULL, sim_thread,
		    &s->workers[i]) != 0) {
			rc = WG_E_NOMEM;
			break;
		}
		s->workers[i].started = 1;
	}
	if (rc != WG_OK) {
		/* Those started meet the caller to quit. */
		pthread_mutex_lock(&s->lock);
		s->n = t = i;
		pthread_mutex_unlock(&s->lock);
	}
	/* The first round runs whatever the time and however few the
	   candidates: a value simulated over no iteration would be the
	   static one under another name. */
	while (rc == WG_OK && done < budget && (done == 0 || (live > 1 &&
	    !atomic_load(&s->cut) && (until == 0 ||
	    seconds_now() < until)))) {
		atomic_store(&s->next, done);
		s->round_start = done;
		s->round_end = done + WG_SIM_ROUND < budget ?
		    done + WG_SIM_ROUND : budget;
		sim_meet(s);
		sim_round(&s->workers[0]);
		sim_meet(s);
		next = atomic_load(&s->next);
		done = next < s->round_end ? next : s->round_end;
		memset(tot, 0, s->ncand * sizeof(*tot));
		for (i = 0; i < t; i++) {
			if (s->workers[i].error != WG_OK)
				rc = s->workers[i].error;
			for (c = 0; c < s->ncand; c++) {
				const struct sim_sum *w =
				    &s->workers[i].sums[c];

				tot[c].value += w->value;
				tot[c].square += w->square;
				tot[c].win += w->win;
				tot[c].winsq += w->winsq;
				tot[c].ahead += w->ahead;
				tot[c].count += w->count;
			}
		}
		sim_cross(s, done - s->round_start);
		s->rounds++;
		if (!o->no_stop)
			live = sim_prune(s, tot);
		if (o->progress != NULL)
			o->progress(done, o->iterations, o->arg);
	}
	s->quit = 1;
	if (t > 1)
		sim_meet(s);
	for (i = 1; i < t; i++)
		pthread_join(s->workers[i].thread, NULL);
	return rc;
}

int
wg_sim_run(struct wg_sim *s, const struct wg_board *b,
    const struct wg_sim_options *o, struct wg_sim_move *out, size_t *n)
{
	struct sim_sum *tot = NULL;
	unsigned c, t;
	int rc;

	*n = 0;
	s->error[0] = '\0';
	if (o->candidates < 1 || o->threads < 1 ||
	    o->threads > WG_SIM_MAX_THREADS || o->plies > WG_SIM_MAX_PLIES ||
	    o->iterations > WG_SIM_MAX_ITERATIONS || o->seconds < 0) {
		wg_msg(s->error, sizeof(s->error), "an option out of range");
		return WG_E_ARG;
	}
	t = o->threads;
	s->opt = o;
	s->board = b;
	/* The budget counts the candidates' making too. */
	s->until = o->seconds > 0 ? seconds_now() + o->seconds : 0;
	if ((rc = sim_workers(s, 1)) != WG_OK ||
	    (rc = sim_setup(s, b, o)) != WG_OK ||
	    (rc = sim_workers(s, t)) != WG_OK)
		goto done;
	if ((tot = calloc(s->ncand + 1, sizeof(*tot))) == NULL ||
	    (rc = sim_pairs_new(s)) != WG_OK) {
		rc = WG_E_NOMEM;
		goto done;
	}
	if ((rc = sim_rounds(s, t, tot)) != WG_OK) {
		wg_msg(s->error, sizeof(s->error), "%s", wg_strerror(rc));
		goto done;
	}
	for (c = 0; c < s->ncand; c++) {
		struct wg_sim_move *r = &out[c];

		r->gen = s->cand[c];
		r->iterations = tot[c].count;
		r->value = tot[c].count ? (double)tot[c].value / 1000.0 /
		    tot[c].count : s->cand[c].equity;
		r->stderror = sim_stderr(&tot[c]);
		r->ahead = tot[c].count ? tot[c].ahead / 2.0 / tot[c].count :
		    0;
		r->win = o->win == NULL ? -1 : tot[c].count ?
		    (double)tot[c].win / SIM_WIN_ONE / tot[c].count : 0;
		r->win_stderr = o->win == NULL ? 0 : sim_win_stderr(&tot[c]);
		r->pruned = !s->live[c];
		r->also = o->also != NULL && c == s->also;
	}
	sort_results(out, s->ncand);
	*n = s->ncand;
done:
	free(tot);
	free(s->cand);
	free(s->live);
	sim_pairs_free(s);
	s->cand = NULL;
	s->live = NULL;
	if (rc != WG_OK && s->error[0] == '\0')
		wg_msg(s->error, sizeof(s->error), "%s", wg_strerror(rc));
	return rc;
}
