/*
 * win_train.c: win probability tables trained by self-play (wsgen(1)
 * --train-win) and checked on other games (--check-win): the positions
 * of games between two static equity players counted by side, tiles
 * unseen and spread, with the games won from each; a logistic curve in
 * the spread fitted for each side and count of tiles unseen.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play_private.h"

/* Positions of a side and count of unseen tiles wanted for a fit; fewer
   borrow their neighbours' counts, up to WIN_WINDOW either way. */
#define WIN_MIN_POSITIONS	4000
#define WIN_WINDOW		12
#define WIN_NEWTON		60

struct wg_win_counts {
	char		 variant[WG_NAME_MAX];
	unsigned	 umax, smax;
	uint64_t	 games;
	uint64_t	*n;		/* positions, by cell */
	uint64_t	*wins;		/* in halves: a tie counts 1 */
};

/* A position of a game under way: the side's cell, the player. */
struct sample {
	size_t		 cell;
	unsigned	 player;
};

struct win_worker {
	struct wg_win_counts *c;
	const struct wg_lexicon *lex;
	const struct wg_variant *v;
	const struct wg_leaves *leaves;
	uint64_t	 seed, ngames;
	unsigned	 id, nworkers;
	uint64_t	*done;
	void		(*progress)(uint64_t, uint64_t, void *);
	void		*arg;
	struct sample	*s;
	size_t		 ns, cap;
	int		 rc;
};

static size_t
counts_cell(const struct wg_win_counts *c, int on_turn, unsigned unseen,
    int spread)
{
	int s = (int)c->smax;

	if (unseen > c->umax)
		unseen = c->umax;
	spread = spread > s ? s : spread < -s ? -s : spread;
	return ((size_t)(on_turn != 0) * (c->umax + 1) + unseen) *
	    (2 * (size_t)c->smax + 1) + (size_t)(spread + s);
}

int
wg_win_counts_new(struct wg_win_counts **out, const struct wg_variant *v,
    unsigned smax)
{
	struct wg_win_counts *c;
	size_t n;

	*out = NULL;
	if (smax < 1 || smax > WG_WIN_SPREAD_LIMIT)
		return WG_E_ARG;
	if ((c = calloc(1, sizeof(*c))) == NULL)
		return WG_E_NOMEM;
	snprintf(c->variant, sizeof(c->variant), "%s", v->name);
	c->umax = wg_pool_tiles(v, WG_LENGTH_SHORT);
	if (c->umax > WG_WIN_UNSEEN_LIMIT)
		c->umax = WG_WIN_UNSEEN_LIMIT;
	c->smax = smax;
	n = (size_t)2 * (c->umax + 1) * (2 * (size_t)smax + 1);
	if ((c->n = calloc(n, sizeof(*c->n))) == NULL ||
	    (c->wins = calloc(n, sizeof(*c->wins))) == NULL) {
		wg_win_counts_free(c);
		return WG_E_NOMEM;
	}
	*out = c;
	return WG_OK;
}

void
wg_win_counts_free(struct wg_win_counts *c)
{
	if (c == NULL)
		return;
	free(c->n);
	free(c->wins);
	free(c);
}

uint64_t
wg_win_counts_games(const struct wg_win_counts *c)
{
	return c->games;
}

/* Notes both sides of the position B before its turn. */
static void
on_turn(const struct wg_board *b, void *arg)
{
	struct win_worker *w = arg;
	struct sample *ns;
	unsigned p, side;
	int spread;

	if (w->rc != WG_OK)
		return;
	if (w->cap - w->ns < 2) {
		w->cap = w->cap ? w->cap * 2 : 256;
		if ((ns = realloc(w->s, w->cap * sizeof(*ns))) == NULL) {
			w->rc = WG_E_NOMEM;
			return;
		}
		w->s = ns;
	}
	for (side = 0; side < 2; side++) {
		p = side ? b->turn : 1 - b->turn;
		spread = (int)(b->score[p] - b->score[1 - p]);
		w->s[w->ns].cell = counts_cell(w->c, (int)side,
		    wg_win_unseen(b, p), spread);
		w->s[w->ns++].player = p;
	}
}

/* The seed of game I: mixed, so neighbouring games share nothing. */
static uint64_t
win_game_seed(uint64_t seed, uint64_t i)
{
	uint64_t z = (seed ^ 0x77696e) * 0xbf58476d1ce4e5b9ULL + i;

	return wg_next_random(&z);
}

static void *
win_work(void *arg)
{
	struct win_worker *w = arg;
	struct wg_selfplay sp;
	struct wg_record *r;
	struct wg_gen *gen;
	uint64_t i, done;
	size_t k;
	unsigned half[2];

	if ((w->rc = wg_gen_new(&gen, w->lex, w->v)) != WG_OK)
		return NULL;
	wg_gen_set_leaves(gen, w->leaves);
	for (i = w->id; i < w->ngames && w->rc == WG_OK; i += w->nworkers) {
		memset(&sp, 0, sizeof(sp));
		sp.on_turn = on_turn;
		sp.arg = w;
		w->ns = 0;
		if ((w->rc = wg_selfplay_record(gen, win_game_seed(w->seed,
		    i), &sp, &r)) != WG_OK)
			break;
		wg_record_free(r);
		half[0] = sp.final[0] > sp.final[1] ? 2 : sp.final[0] ==
		    sp.final[1] ? 1 : 0;
		half[1] = 2 - half[0];
		for (k = 0; k < w->ns; k++) {
			w->c->n[w->s[k].cell]++;
			w->c->wins[w->s[k].cell] += half[w->s[k].player];
		}
		w->c->games++;
		done = __atomic_add_fetch(w->done, 1, __ATOMIC_RELAXED);
		if (w->id == 0 && w->progress != NULL)
			w->progress(done, w->ngames, w->arg);
	}
	wg_gen_free(gen);
	return NULL;
}

int
wg_win_play(struct wg_win_counts *c, const struct wg_lexicon *lex,
    const struct wg_variant *v, const struct wg_leaves *leaves,
    uint64_t seed, uint64_t ngames, unsigned threads,
    void (*progress)(uint64_t done, uint64_t total, void *arg), void *arg)
{
	struct win_worker *w;
	uint64_t done = 0;
	size_t n, k;
	unsigned t;
	int rc = WG_OK;

	if (threads == 0 || threads > 256 || !wg_game_plain_moves(v) ||
	    strcmp(c->variant, v->name) != 0)
		return WG_E_ARG;
	if ((w = calloc(threads, sizeof(*w))) == NULL)
		return WG_E_NOMEM;
	n = (size_t)2 * (c->umax + 1) * (2 * (size_t)c->smax + 1);
	for (t = 0; t < threads && rc == WG_OK; t++) {
		if (t == 0)
			w[t].c = c;
		else
			rc = wg_win_counts_new(&w[t].c, v, c->smax);
		w[t].lex = lex;
		w[t].v = v;
		w[t].leaves = leaves;
		w[t].seed = seed;
		w[t].ngames = ngames;
		w[t].id = t;
		w[t].nworkers = threads;
		w[t].done = &done;
		w[t].progress = progress;
		w[t].arg = arg;
	}
	if (rc == WG_OK)
		rc = wg_run_workers(win_work, w, sizeof(*w), threads);
	/* Integer sums: the order of the merges changes nothing. */
	for (t = 0; t < threads; t++) {
		if (rc == WG_OK)
			rc = w[t].rc;
		free(w[t].s);
		if (t == 0 || w[t].c == NULL)
			continue;
		for (k = 0; k < n; k++) {
			c->n[k] += w[t].c->n[k];
			c->wins[k] += w[t].c->wins[k];
		}
		c->games += w[t].c->games;
		wg_win_counts_free(w[t].c);
	}
	free(w);
	return rc;
}

/*
 * Fits P(win) = 1 / (1 + exp(-(a + b s))) to the counts of side ON_TURN
 * at unseen counts LO..HI by Newton's method; 0 when they hold no spread
 * that both wins and loses (no curve to fit).
 */
static int
fit_logistic(const struct wg_win_counts *c, int on_turn, unsigned lo,
    unsigned hi, double *pa, double *pb)
{
	int s, smax = (int)c->smax;
	unsigned u, it;
	double a = 0, b = 0.02, ga, gb, haa, hab, hbb, det, x, p, n, y, q;
	uint64_t won = 0, lost = 0;

	for (u = lo; u <= hi; u++)
		for (s = -smax; s <= smax; s++) {
			size_t k = counts_cell(c, on_turn, u, s);

			won += c->wins[k];
			lost += 2 * c->n[k] - c->wins[k];
		}
	if (won == 0 || lost == 0)
		return 0;
	for (it = 0; it < WIN_NEWTON; it++) {
		ga = gb = haa = hab = hbb = 0;
		for (u = lo; u <= hi; u++)
			for (s = -smax; s <= smax; s++) {
				size_t k = counts_cell(c, on_turn, u, s);

				if (c->n[k] == 0)
					continue;
				n = (double)c->n[k];
				y = c->wins[k] / 2.0;
				x = s / 100.0;
				p = 1 / (1 + exp(-(a + b * 100 * x)));
				q = p * (1 - p) * n;
				ga += y - n * p;
				gb += (y - n * p) * x;
				haa += q;
				hab += q * x;
				hbb += q * x * x;
			}
		/* A little ridge keeps a separable cell finite. */
		haa += 1e-6;
		hbb += 1e-6;
		det = haa * hbb - hab * hab;
		if (det <= 0)
			break;
		a += (hbb * ga - hab * gb) / det;
		b += (haa * gb - hab * ga) / det / 100;
		if (fabs(ga) + fabs(gb) < 1e-9)
			break;
	}
	if (!(b > 0) || !isfinite(a) || !isfinite(b))
		return 0;
	*pa = a;
	*pb = b;
	return 1;
}

/* The positions of side ON_TURN at UNSEEN. */
static uint64_t
counts_at(const struct wg_win_counts *c, int on_turn, unsigned unseen)
{
	uint64_t n = 0;
	int s;

	for (s = -(int)c->smax; s <= (int)c->smax; s++)
		n += c->n[counts_cell(c, on_turn, unseen, s)];
	return n;
}

int
wg_win_fit(struct wg_win **out, const struct wg_win_counts *c,
    uint64_t seed)
{
	struct wg_win *t;
	double *a, *b;
	char *fitted;
	unsigned u, lo, hi, near, d;
	uint64_t n;
	int o, s, rc;

	*out = NULL;
	if ((rc = wg_win_new(&t, c->variant, c->umax, c->smax)) != WG_OK)
		return rc;
	a = calloc(c->umax + 1, sizeof(*a));
	b = calloc(c->umax + 1, sizeof(*b));
	fitted = calloc(c->umax + 1, 1);
	if (a == NULL || b == NULL || fitted == NULL) {
		rc = WG_E_NOMEM;
		goto done;
	}
	t->games = c->games > UINT32_MAX ? UINT32_MAX : (uint32_t)c->games;
	t->seed = seed;
	for (o = 0; o < 2; o++) {
		memset(fitted, 0, c->umax + 1);
		for (u = 1; u <= c->umax; u++) {
			/* The narrowest window around U with enough games. */
			for (d = 0, lo = hi = u;; d++) {
				lo = u > d ? u - d : 1;
				hi = u + d < c->umax ? u + d : c->umax;
				for (n = 0, near = lo; near <= hi; near++)
					n += counts_at(c, o, near);
				if (n >= WIN_MIN_POSITIONS || d >= WIN_WINDOW)
					break;
			}
			if (counts_at(c, o, u) > 0 || n >= WIN_MIN_POSITIONS)
				fitted[u] = (char)fit_logistic(c, o, lo, hi,
				    &a[u], &b[u]);
		}
		/* Counts never seen take the nearest fitted curve. */
		for (u = 1; u <= c->umax; u++) {
			if (fitted[u])
				continue;
			for (d = 1; d <= c->umax; d++) {
				if (u > d && fitted[u - d]) {
					near = u - d;
					break;
				}
				if (u + d <= c->umax && fitted[u + d]) {
					near = u + d;
					break;
				}
			}
			if (d > c->umax) {
				rc = WG_E_EMPTY;	/* no games */
				goto done;
			}
			a[u] = a[near];
			b[u] = b[near];
		}
		/* No tile unseen: the opponent is out, the game over. */
		for (s = -(int)c->smax; s <= (int)c->smax; s++) {
			wg_win_set(t, 0, o, s, s > 0 ? 1 : s == 0 ? 0.5 : 0);
			for (u = 1; u <= c->umax; u++)
				wg_win_set(t, u, o, s, 1 / (1 + exp(-(a[u] +
				    b[u] * s))));
		}
	}
	*out = t;
	t = NULL;
done:
	free(a);
	free(b);
	free(fitted);
	wg_win_free(t);
	return rc;
}

int
wg_win_calibrate(const struct wg_win *t, const struct wg_win_counts *c,
    struct wg_win_bin *bins, unsigned nbins, double *error, double *worst)
{
	unsigned u, i;
	int o, s;
	uint64_t total = 0;
	double e = 0, m = 0, p;

	if (nbins == 0 || strcmp(t->variant, c->variant) != 0)
		return WG_E_ARG;
	memset(bins, 0, nbins * sizeof(*bins));
	for (o = 0; o < 2; o++)
		for (u = 0; u <= c->umax; u++)
			for (s = -(int)c->smax; s <= (int)c->smax; s++) {
				size_t k = counts_cell(c, o, u, s);

				if (c->n[k] == 0)
					continue;
				p = wg_win_prob(t, s, u, o);
				i = (unsigned)(p * nbins);
				if (i >= nbins)
					i = nbins - 1;
				bins[i].positions += c->n[k];
				bins[i].predicted += p * (double)c->n[k];
				bins[i].observed += c->wins[k] / 2.0;
				total += c->n[k];
			}
	for (i = 0; i < nbins; i++) {
		bins[i].lo = (double)i / nbins;
		bins[i].hi = (double)(i + 1) / nbins;
		if (bins[i].positions == 0)
			continue;
		bins[i].predicted /= (double)bins[i].positions;
		bins[i].observed /= (double)bins[i].positions;
		p = fabs(bins[i].predicted - bins[i].observed);
		e += p * (double)bins[i].positions;
		if (p > m)
			m = p;
	}
	*error = total ? e / (double)total : 0;
	*worst = m;
	return WG_OK;
}
