/*
 * infer.c: what the opponent kept, inferred from the move they chose:
 * each rack they may have drawn is tried, and the leaves of those for
 * which the move was within a margin of the best by static equity are
 * kept, weighted by the draws that make them (wsgen(1) --infer).
 */
#include "config.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

/* Racks a thread takes at once. */
#define INFER_CHUNK	64
/* Equities this close are equal (sums of the same doubles in another
   order). */
#define INFER_EPSILON	1e-9
/* The most of one letter a pool may hold for the binomials below. */
#define INFER_MAX_COUNT	64

/* A leave of the prior inference, by leave_key; key 0: a free slot. */
struct prior_leave {
	uint64_t	 key;
	double		 w;
};

struct infer_worker {
	struct wg_infer	*inf;
	struct wg_gen	*gen;
	pthread_t	 thread;
	int		 error;
};

struct wg_infer {
	const struct wg_lexicon *lex;
	const struct wg_variant *v;
	struct infer_worker *workers;
	unsigned	 nworkers;
	char		 error[256];

	/* The run under way, read-only while the threads work. */
	const struct wg_infer_options *opt;
	struct wg_board	 board;		/* before the move, rack unknown */
	int		 exchange;	/* 1: an exchange of NX tiles */
	unsigned	 nx;
	int		 score;		/* of the placement */
	uint8_t		 played[WG_RACK_MAX];	/* from the pool, sorted */
	unsigned	 nplayed;
	uint8_t		 extra[WG_RACK_MAX];	/* on the rack besides: Cover
						   IDs played */
	unsigned	 nextra;
	unsigned	 pool[64];	/* unseen, by code (played in) */
	unsigned	 rack_len;	/* the racks tried: tiles from the pool */
	unsigned	 k;		/* tiles tried beyond the played */
	uint8_t		*cand;		/* K codes each, sorted */
	size_t		 ncand, cap;	/* CAP: bytes */
	double		*wt;		/* per candidate: 0 not kept */
	size_t		 wcap;		/* of wt and keep */
	uint8_t		*keep;		/* exchanges: WG_RACK_MAX each */
	atomic_size_t	 next;
	/* The prior's leaves (opt->prior), when it has any. */
	struct prior_leave *ptab;
	size_t		 pcap;		/* a power of 2 */
	unsigned	 psizes;	/* bit N: a leave of N tiles */
	int		 has_prior;
	double		 pz_chain, pz_uni;	/* the racks' weights' sums */
	unsigned	 npool;
	double		 possible;	/* leaves of the pool */

	/* The answer. */
	struct wg_inferred *res;
	size_t		 nres;
	double		*cum;		/* cumulative counts, for draws */
	uint64_t	 total;
};

int
wg_infer_new(struct wg_infer **out, const struct wg_lexicon *lex,
    const struct wg_variant *v)
{
	struct wg_infer *inf;

	*out = NULL;
	if ((inf = calloc(1, sizeof(*inf))) == NULL)
		return WG_E_NOMEM;
	inf->lex = lex;
	inf->v = v;
	*out = inf;
	return WG_OK;
}

void
wg_infer_free(struct wg_infer *inf)
{
	unsigned i;

	if (inf == NULL)
		return;
	for (i = 0; i < inf->nworkers; i++)
		wg_gen_free(inf->workers[i].gen);
	free(inf->workers);
	free(inf->cand);
	free(inf->wt);
	free(inf->keep);
	free(inf->res);
	free(inf->cum);
	free(inf->ptab);
	free(inf);
}

const char *
wg_infer_error(const struct wg_infer *inf)
{
	return inf->error;
}

size_t
wg_infer_count(const struct wg_infer *inf)
{
	return inf->nres;
}

const struct wg_inferred *
wg_infer_result(const struct wg_infer *inf, size_t i)
{
	return i < inf->nres ? &inf->res[i] : NULL;
}

uint64_t
wg_infer_total(const struct wg_infer *inf)
{
	return inf->total;
}

double
wg_infer_possible(const struct wg_infer *inf)
{
	return inf->possible;
}

long
wg_infer_find(const struct wg_infer *inf, const uint8_t *leave, unsigned n,
    size_t *above, size_t *tied)
{
	uint8_t want[WG_RACK_MAX];
	size_t i, at = 0;
	long found = -1;

	if (above != NULL)
		*above = 0;
	if (tied != NULL)
		*tied = 0;
	if (n > WG_RACK_MAX)
		return -1;
	/* Records sort a blank last, the inference first. */
	memcpy(want, leave, n);
	wg_tiles_sort(want, n);
	for (i = 0; i < inf->nres && found < 0; i++)
		if (inf->res[i].nleave == n &&
		    memcmp(inf->res[i].leave, want, n) == 0)
			found = (long)i;
	if (found < 0)
		return -1;
	/* The list is the most likely first: the ties are a run. */
	while (at < inf->nres &&
	    inf->res[at].probability > inf->res[found].probability)
		at++;
	if (above != NULL)
		*above = at;
	if (tied != NULL) {
		for (i = at; i < inf->nres && inf->res[i].probability ==
		    inf->res[found].probability; i++)
			;
		*tied = i - at;
	}
	return found;
}

/* C(N, K), exact for the small counts of a pool (below 2^53). */
static double
choose_d(unsigned n, unsigned k)
{
	double r = 1;
	unsigned i;

	if (k > n)
		return 0;
	if (k > n - k)
		k = n - k;
	for (i = 1; i <= k; i++)
		r = r * (double)(n - k + i) / (double)i;
	return r;
}

/* The key of the sorted leave T[0..N): never 0. */
static uint64_t
leave_key(const uint8_t *t, unsigned n)
{
	uint64_t k = (uint64_t)n + 1;
	unsigned i;

	for (i = 0; i < n; i++)
		k |= (uint64_t)t[i] << (4 + 6 * i);
	return k;
}

static size_t
prior_slot(const struct wg_infer *inf, uint64_t key)
{
	size_t i = (size_t)((key * 0x9e3779b97f4a7c15ULL) >> 20) &
	    (inf->pcap - 1);

	while (inf->ptab[i].key != 0 && inf->ptab[i].key != key)
		i = (i + 1) & (inf->pcap - 1);
	return i;
}

/*
 * The prior: the leaves L of the same player's move before, each with
 * its probability times the draws of the observer since (E: what left the
 * pool between the two moves, C(M - L, E) over the letters, M the pool
 * after that move), as the Bayes rule has it; a rack R then weighs the
 * sum over its leaves L of w(L) C(pool - L, R - L).  The tiles the player
 * drew before putting back an exchange are taken as any of the pool's.
 */
static int
prior_setup(struct wg_infer *inf)
{
	const struct wg_infer *pr = inf->opt->prior;
	unsigned m[64], e[64], l[64], c, j;
	double w, sum = 0;
	size_t i, cap;
	uint64_t key;

	inf->has_prior = 0;
	inf->psizes = 0;
	if (pr == NULL || pr->nres == 0 || inf->opt->prior_share <= 0)
		return WG_OK;
	memcpy(m, pr->pool, sizeof(m));
	for (j = 0; !pr->exchange && j < pr->nplayed; j++)
		m[pr->played[j]]--;
	for (c = 0; c < 64; c++)
		e[c] = m[c] > inf->pool[c] ? m[c] - inf->pool[c] : 0;
	for (cap = 16; cap < 2 * pr->nres; cap *= 2)
		;
	if (cap > inf->pcap) {
		free(inf->ptab);
		if ((inf->ptab = malloc(cap * sizeof(*inf->ptab))) == NULL) {
			inf->pcap = 0;
			return WG_E_NOMEM;
		}
	}
	inf->pcap = cap;
	memset(inf->ptab, 0, cap * sizeof(*inf->ptab));
	inf->pz_chain = 0;
	for (i = 0; i < pr->nres; i++) {
		const struct wg_inferred *x = &pr->res[i];

		if (x->nleave > inf->rack_len)
			continue;
		memset(l, 0, sizeof(l));
		for (j = 0; j < x->nleave; j++)
			l[x->leave[j]]++;
		w = x->probability;
		for (c = 0; c < 64 && w > 0; c++)
			if (l[c] > inf->pool[c])
				w = 0;
			else if (e[c] > 0)
				w *= choose_d(m[c] - l[c], e[c]);
		if (w <= 0)
			continue;
		key = leave_key(x->leave, x->nleave);
		inf->ptab[prior_slot(inf, key)] = (struct prior_leave){ key, w };
		inf->psizes |= 1u << x->nleave;
		sum += w;
		inf->pz_chain += w * choose_d(inf->npool - x->nleave,
		    inf->rack_len - x->nleave);
	}
	inf->has_prior = sum > 0 && inf->pz_chain > 0;
	inf->pz_uni = choose_d(inf->npool, inf->rack_len);
	return WG_OK;
}

/* The sum over the leaves L of the prior within the letters CS[J..ND)
   (RC of each) of w(L) C(pool - L, R - L); BITS and LEN: L so far. */
static double
prior_sum(const struct wg_infer *inf, const uint8_t *cs, const unsigned *rc,
    unsigned j, unsigned nd, uint64_t bits, unsigned len, double f)
{
	double sum = 0;
	size_t i;
	uint64_t b;
	unsigned t;

	if (j == nd) {
		if (!(inf->psizes & (1u << len)))
			return 0;
		i = prior_slot(inf, bits | (len + 1));
		return inf->ptab[i].key != 0 ? f * inf->ptab[i].w : 0;
	}
	for (t = 0, b = bits; t <= rc[j]; t++) {
		sum += prior_sum(inf, cs, rc, j + 1, nd, b, len + t, f *
		    choose_d(inf->pool[cs[j]] - t, rc[j] - t));
		b |= (uint64_t)cs[j] << (4 + 6 * (len + t));
	}
	return sum;
}

/* The draws from the pool that give the rack of counts R. */
static uint64_t
draws(const struct wg_infer *inf, const unsigned *r)
{
	double w = 1;
	unsigned c;

	for (c = 0; c < 64; c++)
		if (r[c] > 0)
			w *= choose_d(inf->pool[c], r[c]);
	return (uint64_t)w;
}

/*
 * The weight of the rack of counts R before the move: the draws that give
 * it (any rack's share of C(pool, rack)) or, with a prior, that share
 * mixed with the prior's.
 */
static double
rack_weight(const struct wg_infer *inf, const unsigned *r)
{
	uint8_t cs[WG_RACK_MAX];
	unsigned rc[WG_RACK_MAX], nd = 0, c;
	double uni = (double)draws(inf, r), chain;

	if (!inf->has_prior)
		return uni;
	for (c = 0; c < 64; c++)
		if (r[c] > 0 && nd < WG_RACK_MAX) {
			cs[nd] = (uint8_t)c;
			rc[nd++] = r[c];
		}
	chain = prior_sum(inf, cs, rc, 0, nd, 0, 0, 1);
	return inf->opt->prior_share * chain / inf->pz_chain +
	    (1 - inf->opt->prior_share) * uni / inf->pz_uni;
}

/* The multisets of N tiles from LEFT[c] of each code. */
static double
multisets(const unsigned *left, unsigned n)
{
	double ways[WG_RACK_MAX + 1], next[WG_RACK_MAX + 1];
	unsigned c, j, t;

	if (n > WG_RACK_MAX)
		return 0;
	memset(ways, 0, sizeof(ways));
	ways[0] = 1;
	for (c = 0; c < 64; c++) {
		if (left[c] == 0)
			continue;
		memset(next, 0, sizeof(next));
		for (j = 0; j <= n; j++)
			for (t = 0; t <= left[c] && j + t <= n; t++)
				next[j + t] += ways[j];
		memcpy(ways, next, sizeof(ways));
	}
	return ways[n];
}

/* Adds candidate BUF[0..K) to the list. */
static int
cand_add(struct wg_infer *inf, const uint8_t *buf)
{
	size_t w = inf->k ? inf->k : 1;

	/* CAP is in bytes: runs differ in K. */
	if ((inf->ncand + 1) * w > inf->cap) {
		size_t cap = inf->cap ? inf->cap * 2 : 1024 * WG_RACK_MAX;
		uint8_t *n;

		while (cap < (inf->ncand + 1) * w)
			cap *= 2;
		if ((n = realloc(inf->cand, cap)) == NULL)
			return WG_E_NOMEM;
		inf->cand = n;
		inf->cap = cap;
	}
	memcpy(inf->cand + inf->ncand * (inf->k ? inf->k : 1), buf, inf->k);
	inf->ncand++;
	return WG_OK;
}

/* Every multiset of N more tiles of the codes from C up, LEFT[c] of each
   available, after BUF[0..AT). */
static int
cand_fill(struct wg_infer *inf, unsigned *left, unsigned c, uint8_t *buf,
    unsigned at, unsigned n)
{
	int rc;

	if (n == 0)
		return cand_add(inf, buf);
	for (; c < 64; c++) {
		if (left[c] == 0)
			continue;
		left[c]--;
		buf[at] = (uint8_t)c;
		rc = cand_fill(inf, left, c, buf, at + 1, n - 1);
		left[c]++;
		if (rc != WG_OK)
			return rc;
	}
	return WG_OK;
}

/* The best keep of N tiles from the letters CS[J..ND) (RC of each) after
   BUF[0..AT): its equity, and its tiles into KEEP. */
static double
best_keep(const struct wg_gen *g, const uint8_t *cs, const unsigned *rc,
    unsigned j, unsigned nd, uint8_t *buf, unsigned at, unsigned n,
    uint8_t *keep)
{
	struct wg_gen_move m;
	double best = -HUGE_VAL, e;
	uint8_t mine[WG_RACK_MAX];
	unsigned t, room = 0, u;

	if (at == n) {
		memset(&m, 0, sizeof(m));
		memcpy(m.leave, buf, n);
		m.nleave = n;
		wg_gen_equity(g, &m);
		memcpy(keep, buf, n);
		return m.equity;
	}
	for (u = j; u < nd; u++)
		room += rc[u];
	if (j == nd || room < n - at)
		return -HUGE_VAL;
	for (t = 0; t <= rc[j] && at + t <= n; t++) {
		e = best_keep(g, cs, rc, j + 1, nd, buf, at + t, n, mine);
		/* The first of equals, as the keeps come in order. */
		if (e > best) {
			best = e;
			memcpy(keep, mine, n);
		}
		buf[at + t] = cs[j];
	}
	return best;
}

/*
 * Candidate I: is the move within the margin of the rack's best?  The
 * move's equity is known before the run (an exchange: the best keep of
 * as many tiles), so the run looks only for a move that beats it by more
 * than the margin (or, with a decay, for the best above it), and stops at
 * the first.
 */
static int
infer_one(struct infer_worker *w, size_t i)
{
	struct wg_infer *inf = w->inf;
	const uint8_t *c = inf->cand + i * (inf->k ? inf->k : 1);
	uint8_t rack[WG_RACK_MAX], buf[WG_RACK_MAX], cs[WG_RACK_MAX];
	uint8_t *keep = inf->keep + i * WG_RACK_MAX;
	unsigned n, nd = 0, nkeep = 0, rc[WG_RACK_MAX], r[64], j;
	const struct wg_gen_move *top;
	struct wg_gen_move m;
	double mine, loss, stop;
	int rv;

	inf->wt[i] = 0;
	memcpy(rack, inf->played, inf->nplayed);
	n = inf->nplayed;
	memcpy(rack + n, c, inf->k);
	n += inf->k;
	memcpy(rack + n, inf->extra, inf->nextra);
	n += inf->nextra;
	wg_tiles_sort(rack, n);
	/* Leaves are valued as the run will value them. */
	wg_leave_eval_setup(&w->gen->leave_eval, &inf->board, rack, n);
	if (inf->exchange) {
		for (j = 0; j < n; j++)
			if (j == 0 || rack[j] != rack[j - 1]) {
				cs[nd] = rack[j];
				rc[nd++] = 1;
			} else
				rc[nd - 1]++;
		nkeep = n - inf->nx;
		mine = best_keep(w->gen, cs, rc, 0, nd, buf, 0, nkeep, keep);
		memset(keep + nkeep, 0xff, WG_RACK_MAX - nkeep);
	} else {
		memset(&m, 0, sizeof(m));
		m.score = inf->score;
		memcpy(m.leave, c, inf->k);
		memcpy(m.leave + inf->k, inf->extra, inf->nextra);
		m.nleave = inf->k + inf->nextra;
		wg_tiles_sort(m.leave, m.nleave);
		wg_gen_equity(w->gen, &m);
		mine = m.equity;
	}
	stop = mine + inf->opt->margin + INFER_EPSILON;
	wg_gen_bar(w->gen, inf->opt->decay > 0 ? mine - INFER_EPSILON : stop,
	    stop);
	/* The static player never passes by choice (selfplay.c). */
	rv = wg_gen_run(w->gen, &inf->board, rack, n, 1, WG_GEN_EXCHANGES |
	    WG_GEN_NO_PASS);
	if (rv < 0)
		return rv;
	/* A move beyond the margin; else the best above the move's own
	   (the pass the run began with, when none beat it). */
	if ((top = wg_gen_result(w->gen, 0)) != NULL && top->equity > stop)
		return WG_OK;
	loss = top != NULL && top->equity > mine ? top->equity - mine : 0;
	memset(r, 0, sizeof(r));
	for (j = 0; j < inf->nplayed; j++)
		r[inf->played[j]]++;
	for (j = 0; j < inf->k; j++)
		r[c[j]]++;
	inf->wt[i] = rack_weight(inf, r);
	if (inf->opt->decay > 0 && loss > 0)
		inf->wt[i] *= exp(-loss / inf->opt->decay);
	return WG_OK;
}

static void *
infer_thread(void *arg)
{
	struct infer_worker *w = arg;
	struct wg_infer *inf = w->inf;
	size_t i, end;

	while (w->error == WG_OK &&
	    (i = atomic_fetch_add(&inf->next, INFER_CHUNK)) < inf->ncand) {
		end = i + INFER_CHUNK < inf->ncand ? i + INFER_CHUNK :
		    inf->ncand;
		for (; i < end && w->error == WG_OK; i++)
			w->error = infer_one(w, i);
	}
	return NULL;
}

static int
infer_workers(struct wg_infer *inf, unsigned n)
{
	struct infer_worker *nw;
	unsigned i;
	int rc;

	if (n > inf->nworkers) {
		if ((nw = realloc(inf->workers, n * sizeof(*nw))) == NULL)
			return WG_E_NOMEM;
		inf->workers = nw;
		for (i = inf->nworkers; i < n; i++) {
			memset(&nw[i], 0, sizeof(nw[i]));
			if ((rc = wg_gen_new(&nw[i].gen, inf->lex, inf->v)) !=
			    WG_OK)
				return rc;
			inf->nworkers = i + 1;
		}
	}
	for (i = 0; i < n; i++) {
		inf->workers[i].inf = inf;
		inf->workers[i].error = WG_OK;
		wg_gen_set_leaves(inf->workers[i].gen, inf->opt->leaves);
		wg_gen_bar_board(inf->workers[i].gen);
	}
	return WG_OK;
}

/* Leaves by probability, the most first, then by count and tiles. */
static int
cmp_inferred(const void *pa, const void *pb)
{
	const struct wg_inferred *a = pa, *b = pb;
	unsigned i;

	if (a->probability != b->probability)
		return a->probability > b->probability ? -1 : 1;
	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	for (i = 0; i < a->nleave && i < b->nleave; i++)
		if (a->leave[i] != b->leave[i])
			return a->leave[i] < b->leave[i] ? -1 : 1;
	return (a->nleave > b->nleave) - (a->nleave < b->nleave);
}

/* Exchanges: racks of the same keep, by keep. */
static int
cmp_keep(const void *pa, const void *pb)
{
	const struct wg_inferred *a = pa, *b = pb;

	return memcmp(a->leave, b->leave, WG_RACK_MAX);
}

/* The leaves of the racks found within the margin, added up. */
static int
infer_collect(struct wg_infer *inf)
{
	unsigned r[64];
	size_t i, n = 0, k;
	unsigned j;
	double sum = 0;

	free(inf->res);
	if ((inf->res = calloc(inf->ncand ? inf->ncand : 1,
	    sizeof(*inf->res))) == NULL)
		return WG_E_NOMEM;
	for (i = 0; i < inf->ncand; i++) {
		const uint8_t *c = inf->cand + i * (inf->k ? inf->k : 1);
		struct wg_inferred *x = &inf->res[n];

		/* With one rack possible, it is the rack whatever it
		   makes of the move. */
		if (!(inf->wt[i] > 0) && inf->ncand > 1)
			continue;
		memset(r, 0, sizeof(r));
		for (j = 0; j < inf->nplayed; j++)
			r[inf->played[j]]++;
		for (j = 0; j < inf->k; j++)
			r[c[j]]++;
		x->count = draws(inf, r);
		/* The weight, until it is shared out below. */
		x->probability = inf->ncand > 1 ? inf->wt[i] : 1;
		memset(x->leave, 0xff, sizeof(x->leave));
		if (inf->exchange) {
			const uint8_t *kp = inf->keep + i * WG_RACK_MAX;

			for (j = 0; j < WG_RACK_MAX && kp[j] != 0xff; j++)
				x->leave[j] = kp[j];
			x->nleave = j;
		} else {
			memcpy(x->leave, c, inf->k);
			x->nleave = inf->k;
		}
		n++;
	}
	if (inf->exchange && n > 1) {
		qsort(inf->res, n, sizeof(*inf->res), cmp_keep);
		for (i = 0, k = 0; i < n; i++)
			if (k > 0 && memcmp(inf->res[k - 1].leave,
			    inf->res[i].leave, WG_RACK_MAX) == 0) {
				inf->res[k - 1].count += inf->res[i].count;
				inf->res[k - 1].probability +=
				    inf->res[i].probability;
			} else
				inf->res[k++] = inf->res[i];
		n = k;
	}
	inf->total = 0;
	for (i = 0; i < n; i++) {
		for (j = inf->res[i].nleave; j < WG_RACK_MAX; j++)
			inf->res[i].leave[j] = 0;
		inf->total += inf->res[i].count;
		sum += inf->res[i].probability;
	}
	for (i = 0; i < n; i++)
		inf->res[i].probability /= sum;
	qsort(inf->res, n, sizeof(*inf->res), cmp_inferred);
	free(inf->cum);
	if ((inf->cum = malloc((n ? n : 1) * sizeof(*inf->cum))) == NULL)
		return WG_E_NOMEM;
	for (i = 0; i < n; i++)
		inf->cum[i] = (i ? inf->cum[i - 1] : 0) +
		    inf->res[i].probability;
	inf->nres = n;
	return WG_OK;
}

/* The position, the move and the pool: what the racks are made of. */
static int
infer_setup(struct wg_infer *inf, const struct wg_board *b,
    const struct wg_move *m)
{
	const struct wg_variant *v = b->variant;
	unsigned me = b->turn, obs, i, idx, npool = 0, left[64];
	uint8_t unseen[WG_BAG_MAX];
	struct wg_check ck;
	unsigned n;

	if (b->players != 2 || !wg_game_plain_moves(v)) {
		wg_msg(inf->error, sizeof(inf->error), "inference reads "
		    "two-player games other than the stacking game");
		return WG_E_ARG;
	}
	if (inf->opt->leaves == NULL || !(inf->opt->margin >= 0) ||
	    inf->opt->threads < 1 || inf->opt->threads > WG_SIM_MAX_THREADS ||
	    !(inf->opt->decay >= 0) || !(inf->opt->prior_share >= 0 &&
	    inf->opt->prior_share <= 1) || inf->opt->prior == inf) {
		wg_msg(inf->error, sizeof(inf->error), "an option out of range");
		return WG_E_ARG;
	}
	obs = 1 - me;
	memcpy(&inf->board, b, sizeof(inf->board));
	/* The rack is what is inferred. */
	inf->board.rack_known[me] = 0;
	inf->board.rack_len[me] = 0;
	inf->board.rack_rainbow[me] = 0;
	n = wg_board_unseen(&inf->board, obs, unseen, sizeof(unseen));
	memset(inf->pool, 0, sizeof(inf->pool));
	for (i = 0; i < n; i++)
		/* Wordspionage's Cover IDs are never drawn. */
		if (!(v->blanks_apart && unseen[i] == 0)) {
			inf->pool[unseen[i]]++;
			npool++;
		}
	for (i = 0; i < 64; i++)
		if (inf->pool[i] > INFER_MAX_COUNT) {
			wg_msg(inf->error, sizeof(inf->error), "more than %d "
			    "tiles of a letter unseen", INFER_MAX_COUNT);
			return WG_E_LIMIT;
		}
	inf->rack_len = v->rack_size < npool ? v->rack_size : npool;
	inf->npool = npool;
	inf->nplayed = inf->nextra = 0;
	inf->exchange = m->kind == WG_MOVE_EXCHANGE;
	inf->nx = inf->exchange ? m->len : 0;
	inf->score = 0;
	memcpy(left, inf->pool, sizeof(left));
	if (m->kind == WG_MOVE_PLACE) {
		if (!wg_move_check(&inf->board, m, inf->lex, &ck) &&
		    (ck.reasons & ~(unsigned)WG_ILL_WORD) != 0) {
			wg_msg(inf->error, sizeof(inf->error), "the move is "
			    "not legal on the board");
			return WG_E_ARG;
		}
		inf->score = ck.score;
		for (i = 0; i < m->len; i++) {
			uint8_t t;

			idx = m->down ? (m->row + i) * b->cols + m->col :
			    m->row * b->cols + m->col + i;
			if (b->sq[idx] != 0)
				continue;
			t = m->tiles[i] & WG_BLANK ? 0 :
			    WG_MOVE_CODE(m->tiles[i]);
			if (t == 0 && v->blanks_apart && left[0] == 0) {
				inf->extra[inf->nextra++] = 0;
				continue;
			}
			if (left[t] == 0 || inf->nplayed == inf->rack_len) {
				wg_msg(inf->error, sizeof(inf->error), "the "
				    "move plays tiles that are not unseen");
				return WG_E_ARG;
			}
			left[t]--;
			inf->played[inf->nplayed++] = t;
		}
		wg_tiles_sort(inf->played, inf->nplayed);
		inf->k = inf->rack_len - inf->nplayed;
	} else {
		if (inf->nx == 0 || inf->nx > inf->rack_len ||
		    wg_board_bag(&inf->board) < v->exchange_min) {
			wg_msg(inf->error, sizeof(inf->error), "the exchange "
			    "is not legal on the board");
			return WG_E_ARG;
		}
		inf->k = inf->rack_len;
	}
	inf->ncand = 0;
	inf->possible = multisets(left, inf->exchange ? inf->rack_len - inf->nx :
	    inf->k);
	{
		uint8_t buf[WG_RACK_MAX];
		int rc = cand_fill(inf, left, 0, buf, 0, inf->k);

		if (rc != WG_OK)
			return rc;
	}
	/* Kept from run to run: every slot is written before it is read. */
	if (inf->ncand > inf->wcap) {
		free(inf->wt);
		free(inf->keep);
		inf->wt = malloc(inf->ncand * sizeof(*inf->wt));
		inf->keep = malloc(inf->ncand * WG_RACK_MAX);
		inf->wcap = inf->wt != NULL && inf->keep != NULL ? inf->ncand :
		    0;
		if (inf->wcap == 0)
			return WG_E_NOMEM;
	}
	return prior_setup(inf);
}

int
wg_infer_run(struct wg_infer *inf, const struct wg_board *b,
    const struct wg_move *m, const struct wg_infer_options *o)
{
	unsigned t, i;
	int rc;

	inf->error[0] = '\0';
	inf->nres = 0;
	inf->total = 0;
	inf->possible = 0;
	inf->opt = o;
	if (m->kind == WG_MOVE_PASS) {
		if (b->players != 2 || !wg_game_plain_moves(b->variant)) {
			wg_msg(inf->error, sizeof(inf->error), "inference "
			    "reads two-player games other than the stacking "
			    "game");
			return WG_E_ARG;
		}
		wg_msg(inf->error, sizeof(inf->error), "a pass tells nothing "
		    "of the tiles kept");
		return WG_OK;
	}
	if ((rc = infer_setup(inf, b, m)) != WG_OK)
		return rc;
	t = o->threads;
	if ((size_t)t > inf->ncand / INFER_CHUNK + 1)
		t = (unsigned)(inf->ncand / INFER_CHUNK + 1);
	if ((rc = infer_workers(inf, t)) != WG_OK)
		return rc;
	atomic_store(&inf->next, 0);
	for (i = 1; i < t; i++)
		if (pthread_create(&inf->workers[i].thread, NULL,
		    infer_thread, &inf->workers[i]) != 0)
			break;
	infer_thread(&inf->workers[0]);
	t = i;
	rc = WG_OK;
	for (i = 0; i < t; i++) {
		if (i > 0)
			pthread_join(inf->workers[i].thread, NULL);
		if (inf->workers[i].error != WG_OK)
			rc = inf->workers[i].error;
	}
	if (rc == WG_OK)
		rc = infer_collect(inf);
	if (rc == WG_OK && inf->nres == 0)
		wg_msg(inf->error, sizeof(inf->error), "no rack makes the move "
		    "within %g of the best", o->margin);
	else if (rc != WG_OK)
		wg_msg(inf->error, sizeof(inf->error), "%s", wg_strerror(rc));
	return rc;
}

int
wg_infer_draw(const struct wg_infer *inf, uint8_t *bag, unsigned *nbag,
    struct wg_board *b, unsigned p, uint64_t *rng)
{
	const struct wg_inferred *x;
	double u;
	size_t lo = 0, hi, i;
	unsigned j, k, have[64];

	if (inf == NULL || inf->nres == 0)
		return 0;
	u = (double)(wg_next_random(rng) >> 11) * 0x1p-53 *
	    inf->cum[inf->nres - 1];
	for (hi = inf->nres - 1; lo < hi;) {
		i = (lo + hi) / 2;
		if (inf->cum[i] > u)
			hi = i;
		else
			lo = i + 1;
	}
	x = &inf->res[lo];
	/* The leave's tiles out of the bag, onto the rack; a leave the bag
	   cannot give (not unseen here) leaves the draw as usual. */
	memset(have, 0, sizeof(have));
	for (k = 0; k < *nbag; k++)
		have[bag[k] & 63]++;
	for (j = 0; j < x->nleave; j++)
		if (have[x->leave[j] & 63]-- == 0)
			return 0;
	b->rack_len[p] = 0;
	for (j = 0; j < x->nleave; j++) {
		for (k = *nbag; k-- > 0 && bag[k] != x->leave[j];)
			;
		b->rack[p][b->rack_len[p]++] = bag[k];
		memmove(bag + k, bag + k + 1, *nbag - k - 1);
		(*nbag)--;
	}
	return 1;
}
