/*
 * peg.c: the pre-endgame.  With 1 to 4 tiles in the bag every split of
 * the tiles unseen into the bag (in draw order) and the opponent's rack is
 * weighed; each candidate's endgames are solved exactly by endgame.c, one
 * table shared by them all (wsgen(1) --peg).  The candidates are decided
 * in the order of a greedy play-out of each split, so that the best is
 * valued first and the others are cut by null-window probes at its
 * values; exact values are found by null-window searches too (MTD(f)).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine_private.h"
#include "games/game.h"

#define PEG_INF		1000000
/* Turns a play-out takes at most before the bag is empty. */
#define PEG_PLAYOUT_MAX	(4 * WG_PEG_MAX_BAG + 8)

/* One order of the bag, and the draws (labelled tiles) that give it. */
struct peg_seq {
	uint8_t		 t[WG_PEG_MAX_BAG];
	uint64_t	 w;
};

/*
 * The splits a candidate that draws D tiles cannot tell apart: the tiles
 * it draws (sorted) and the rest of the bag in order.
 */
struct peg_group {
	uint8_t		 t[WG_PEG_MAX_BAG];	/* drawn sorted, then rest */
	uint64_t	 w;
};

struct wg_peg {
	const struct wg_lexicon *lex;
	const struct wg_variant *v;
	struct wg_gen	*gen;		/* candidates and play-outs */
	struct wg_lexicon *plex;	/* the words the position can form */
	struct wg_gen	*pgen;		/* over PLEX, for the endgames */
	struct wg_endgame *eg;
	char		 err[256];

	struct wg_board	 root;
	unsigned	 me, bag;
	unsigned	 unseen[WG_MAX_LETTERS + 1];
	struct peg_seq	*seq;
	size_t		 nseq;
	uint64_t	 total;
	struct peg_group *grp[WG_PEG_MAX_BAG + 1];
	size_t		 ngrp[WG_PEG_MAX_BAG + 1];
	uint32_t	*of[WG_PEG_MAX_BAG + 1];	/* seq -> group */
	uint32_t	*heavy[WG_PEG_MAX_BAG + 1];	/* groups, heaviest
							   first */

	struct wg_gen_move *cand;
	size_t		 ncand;
	size_t		*order;		/* the candidates in the order they
					   are decided */
	/* The moves ranked: each with its value on every order of the bag
	   (when COUNT ranks some only: the threshold's probes). */
	struct wg_peg_move *res;
	int		*resval;
	size_t		 nres, cap;
	int64_t		*key;		/* 2 a result: wins x2, spread sum */
	size_t		*ridx;		/* a result's candidate: of equal
					   keys the first ranks first */
	int		*gv;		/* a candidate's value by group */
	int		*glo, *ghi;	/* bounds of it the probes found */
	int		*gp;		/* the threshold's mean by group */

	struct wg_peg_move also;	/* opt->also's, when has_also */
	int		 has_also;
	struct wg_peg_info info;
	const struct wg_peg_options *opt;
	volatile sig_atomic_t stop;
	struct timespec	 start;
};

int
wg_peg_new(struct wg_peg **out, const struct wg_lexicon *lex,
    const struct wg_variant *variant)
{
	struct wg_peg *pg;
	int rc;

	*out = NULL;
	if ((pg = calloc(1, sizeof(*pg))) == NULL)
		return WG_E_NOMEM;
	pg->lex = lex;
	pg->v = variant;
	if ((rc = wg_gen_new(&pg->gen, lex, variant)) != WG_OK ||
	    (rc = wg_endgame_new(&pg->eg, lex, variant)) != WG_OK) {
		wg_peg_free(pg);
		return rc;
	}
	*out = pg;
	return WG_OK;
}

static void
peg_clear(struct wg_peg *pg)
{
	unsigned d;

	wg_gen_free(pg->pgen);
	wg_lexicon_free(pg->plex);
	pg->pgen = NULL;
	pg->plex = NULL;
	free(pg->seq);
	pg->seq = NULL;
	for (d = 0; d <= WG_PEG_MAX_BAG; d++) {
		free(pg->grp[d]);
		free(pg->of[d]);
		free(pg->heavy[d]);
		pg->grp[d] = NULL;
		pg->of[d] = NULL;
		pg->heavy[d] = NULL;
	}
	free(pg->cand);
	free(pg->order);
	pg->order = NULL;
	free(pg->gv);
	free(pg->glo);
	free(pg->ghi);
	free(pg->gp);
	pg->gp = NULL;
	pg->cand = NULL;
	pg->gv = NULL;
	pg->glo = NULL;
	pg->ghi = NULL;
}

void
wg_peg_free(struct wg_peg *pg)
{
	if (pg == NULL)
		return;
	peg_clear(pg);
	wg_gen_free(pg->gen);
	wg_endgame_free(pg->eg);
	free(pg->res);
	free(pg->resval);
	free(pg->key);
	free(pg->ridx);
	free(pg);
}

const char *
wg_peg_error(const struct wg_peg *pg)
{
	return pg->err;
}

const struct wg_peg_move *
wg_peg_result(const struct wg_peg *pg, size_t i)
{
	return i < pg->nres ? &pg->res[i] : NULL;
}

const struct wg_peg_move *
wg_peg_also(const struct wg_peg *pg)
{
	return pg->has_also ? &pg->also : NULL;
}

void
wg_peg_info(const struct wg_peg *pg, struct wg_peg_info *info)
{
	*info = pg->info;
}

static double
elapsed(const struct wg_peg *pg)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)(ts.tv_sec - pg->start.tv_sec) +
	    (double)(ts.tv_nsec - pg->start.tv_nsec) / 1e9;
}

/* Whether the budget is spent or the caller said stop; sets STOP. */
static int
over(struct wg_peg *pg)
{
	const struct wg_peg_options *o = pg->opt;

	if (!pg->stop && ((o->stop != NULL && *o->stop) ||
	    (o->seconds > 0 && elapsed(pg) >= o->seconds) ||
	    (o->nodes > 0 && pg->info.nodes >= o->nodes)))
		pg->stop = 1;
	return pg->stop;
}

/* The caller's progress (OPT->progress): the endgame positions searched,
   DONE more than those of the endgames finished. */
static void
tell(const struct wg_peg *pg, uint64_t done)
{
	if (pg->opt->progress != NULL)
		pg->opt->progress(pg->info.nodes + done, 0,
		    pg->opt->progress_arg);
}

/* The endgame's progress, every few hundred positions: the clock, and
   the caller's progress. */
static void
poll_budget(uint64_t done, uint64_t total, void *arg)
{
	(void)total;
	if (!over(arg))
		tell(arg, done);
}

/* The position: the tiles unseen, the bag; a message on failure. */
static int
set_root(struct wg_peg *pg, const struct wg_board *board)
{
	const struct wg_variant *v = pg->v;
	int left[WG_MAX_LETTERS + 1];
	unsigned c, me = board->turn;
	unsigned nunseen = 0;
	int rc;

	if ((rc = wg_eg_unseen(v, board, "no pre-endgame", "pre-endgames",
	    v->blanks_apart, left, pg->err, sizeof(pg->err))) != WG_OK)
		return rc;
	for (c = 0; c <= WG_MAX_LETTERS; c++) {
		pg->unseen[c] = (unsigned)left[c];
		nunseen += (unsigned)left[c];
	}
	if (nunseen <= v->rack_size || nunseen > v->rack_size +
	    WG_PEG_MAX_BAG) {
		if (nunseen <= v->rack_size)
			wg_msg(pg->err, sizeof(pg->err), "the bag is empty: "
			    "%u tiles unseen, a rack of %u (solve the endgame)",
			    nunseen, v->rack_size);
		else
			wg_msg(pg->err, sizeof(pg->err), "%u tiles in the "
			    "bag: the pre-endgame takes 1 to %u",
			    nunseen - v->rack_size, WG_PEG_MAX_BAG);
		return WG_E_ARG;
	}
	pg->bag = nunseen - v->rack_size;
	pg->me = me;
	pg->root = *board;
	/* The opponent's rack is one of the splits, not what a board says. */
	pg->root.rack_known[1 - me] = 0;
	pg->root.rack_len[1 - me] = 0;
	return WG_OK;
}

/* Every order of BAG tiles drawn from the unseen, weighted. */
static int
add_seqs(struct wg_peg *pg, struct peg_seq *cur, unsigned k, size_t *cap)
{
	struct peg_seq *s;
	unsigned c, n;
	uint64_t w = cur->w;

	if (k == pg->bag) {
		if (pg->nseq == *cap) {
			*cap = *cap ? *cap * 2 : 64;
			if ((s = realloc(pg->seq, *cap * sizeof(*s))) == NULL)
				return WG_E_NOMEM;
			pg->seq = s;
		}
		pg->seq[pg->nseq++] = *cur;
		pg->total += cur->w;
		return WG_OK;
	}
	for (c = 0; c <= WG_MAX_LETTERS; c++) {
		if ((n = pg->unseen[c]) == 0)
			continue;
		cur->t[k] = (uint8_t)c;
		cur->w = w * n;
		pg->unseen[c]--;
		if (add_seqs(pg, cur, k + 1, cap) != WG_OK)
			return WG_E_NOMEM;
		pg->unseen[c]++;
	}
	cur->w = w;
	return WG_OK;
}

static int
cmp_u8(const void *a, const void *b)
{
	return *(const uint8_t *)a - *(const uint8_t *)b;
}

/* The group key of order S for a candidate drawing D tiles. */
static void
group_key(const struct wg_peg *pg, const struct peg_seq *s, unsigned d,
    uint8_t *key)
{
	memcpy(key, s->t, pg->bag);
	qsort(key, d, 1, cmp_u8);
}

/* A group's weight and number, to sort the heaviest first. */
struct peg_heavy {
	uint64_t	 w;
	uint32_t	 g;
};

static int
by_weight(const void *a, const void *b)
{
	const struct peg_heavy *x = a, *y = b;

	if (x->w != y->w)
		return x->w > y->w ? -1 : 1;
	return x->g < y->g ? -1 : x->g > y->g;
}

/* Groups the orders for each number of tiles drawn. */
static int
make_groups(struct wg_peg *pg)
{
	uint8_t key[WG_PEG_MAX_BAG];
	struct peg_heavy *hv;
	unsigned d;
	size_t i, g;

	for (d = 0; d <= pg->bag; d++) {
		pg->grp[d] = calloc(pg->nseq, sizeof(*pg->grp[d]));
		pg->of[d] = calloc(pg->nseq, sizeof(*pg->of[d]));
		if (pg->grp[d] == NULL || pg->of[d] == NULL)
			return WG_E_NOMEM;
		pg->ngrp[d] = 0;
		for (i = 0; i < pg->nseq; i++) {
			group_key(pg, &pg->seq[i], d, key);
			/* Orders come sorted: a group's orders are near. */
			for (g = pg->ngrp[d]; g-- > 0;)
				if (memcmp(pg->grp[d][g].t, key, pg->bag) == 0)
					break;
			if (g == (size_t)-1) {
				g = pg->ngrp[d]++;
				memcpy(pg->grp[d][g].t, key, pg->bag);
			}
			pg->grp[d][g].w += pg->seq[i].w;
			pg->of[d][i] = (uint32_t)g;
		}
		if ((hv = calloc(pg->ngrp[d], sizeof(*hv))) == NULL ||
		    (pg->heavy[d] = calloc(pg->ngrp[d],
		    sizeof(*pg->heavy[d]))) == NULL) {
			free(hv);
			return WG_E_NOMEM;
		}
		for (g = 0; g < pg->ngrp[d]; g++) {
			hv[g].w = pg->grp[d][g].w;
			hv[g].g = (uint32_t)g;
		}
		qsort(hv, pg->ngrp[d], sizeof(*hv), by_weight);
		for (g = 0; g < pg->ngrp[d]; g++)
			pg->heavy[d][g] = hv[g].g;
		free(hv);
	}
	return WG_OK;
}

/* Tiles a candidate draws. */
static unsigned
drawn_by(const struct wg_peg *pg, const struct wg_gen_move *m)
{
	if (m->move.kind == WG_MOVE_PLACE)
		return m->ntiles < pg->bag ? m->ntiles : pg->bag;
	if (m->move.kind == WG_MOVE_EXCHANGE)
		return m->move.len;
	return 0;
}

/*
 * The endgame of B (bag empty, both racks known) for the player on turn:
 * the final spread, in (ALPHA, BETA) fail-soft.
 */
static int
endgame_value(struct wg_peg *pg, const struct wg_board *b, int alpha,
    int beta, int *value)
{
	struct wg_endgame_info info;
	const struct wg_peg_options *o = pg->opt;
	int rc;

	if (over(pg))
		return WG_E_LIMIT;
	wg_endgame_set_node_limit(pg->eg, o->nodes > 0 ? o->nodes -
	    pg->info.nodes : 0);
	rc = wg_endgame_value(pg->eg, b, pg->pgen != NULL ? pg->pgen :
	    pg->gen, alpha, beta, value);
	wg_endgame_info(pg->eg, &info);
	pg->info.nodes += info.nodes;
	if (rc == WG_E_LIMIT)
		pg->stop = 1;
	else if (rc == WG_E_ARG)
		wg_msg(pg->err, sizeof(pg->err), "%s",
		    wg_endgame_error(pg->eg));
	return rc;
}

/* The spread of B's player P now, with the end's points if it ended. */
static int
spread_of(const struct wg_board *b, unsigned p, int ended, int went_out,
    unsigned who)
{
	int delta[WG_MAX_PLAYERS] = { 0 };

	if (ended)
		wg_board_end_points(b, went_out, who, delta);
	return b->score[p] + delta[p] - b->score[1 - p] - delta[1 - p];
}

/*
 * From B (both racks known, BAG[0..N) to draw in order) both players take
 * their best move by static equity until the bag is empty, then the
 * endgame is solved (EXACT), or played on by both players' highest
 * scoring move: the final spread of player ME into *VALUE.
 */
static int
playout(struct wg_peg *pg, struct wg_board *b, const uint8_t *bag,
    unsigned n, unsigned me, int exact, int *value)
{
	const struct wg_variant *v = pg->v;
	const struct wg_gen_move *m;
	struct wg_gen *gen;
	struct wg_check ck;
	unsigned turn, p, k, stalled;
	int found, rc, r;

	for (turn = 0; turn < PEG_PLAYOUT_MAX + (exact ? 0 : 4 * WG_RACK_MAX);
	    turn++) {
		p = b->turn;
		if (n == 0 && exact) {
			rc = endgame_value(pg, b, -PEG_INF, PEG_INF, &r);
			if (rc == WG_OK)
				*value = p == me ? r : -r;
			return rc;
		}
		gen = !exact && pg->pgen != NULL ? pg->pgen : pg->gen;
		found = wg_gen_run(gen, b, b->rack[p], b->rack_len[p], 1, 0);
		if (found < 0)
			return found;
		stalled = b->zeros;
		if (found == 0) {
			b->zeros = wg_stall_count(v, stalled, &(struct wg_move){
			    .kind = WG_MOVE_PASS }, 0, n);
			b->turn = 1 - p;
		} else {
			m = wg_gen_result(gen, 0);
			wg_move_check(b, &m->move, NULL, &ck);
			wg_move_apply(b, &m->move, &ck);
			memcpy(b->rack[p], m->leave, m->nleave);
			b->rack_len[p] = m->nleave;
			for (k = 0; k < m->ntiles && n > 0; k++, n--)
				b->rack[p][b->rack_len[p]++] = *bag++;
			b->rack_known[p] = 1;
			b->zeros = wg_stall_count(v, stalled, &m->move,
			    m->score, n);
			if (b->rack_len[p] == 0) {
				*value = spread_of(b, me, 1, 1, p);
				return WG_OK;
			}
		}
		if (wg_stall_ends(v, b->zeros, 2, b->score, 2)) {
			*value = spread_of(b, me, 1, 0, 0);
			return WG_OK;
		}
	}
	*value = spread_of(b, me, 0, 0, 0);
	return WG_OK;
}

/*
 * The position group G of the orders gives after candidate M (BC: the
 * board after M, the opponent on turn) into *B, the tiles left to draw in
 * order into BAG[0..*N).
 */
static void
group_board(const struct wg_peg *pg, const struct wg_board *bc,
    const struct wg_gen_move *m, unsigned d, size_t g, struct wg_board *b,
    uint8_t *bag, unsigned *n)
{
	const struct peg_group *gr = &pg->grp[d][g];
	unsigned me = pg->me, opp = 1 - me, left[WG_MAX_LETTERS + 1];
	unsigned i, c;

	*b = *bc;
	*n = 0;
	memcpy(left, pg->unseen, sizeof(left));
	for (i = 0; i < pg->bag; i++)
		left[gr->t[i]]--;
	b->rack_len[opp] = 0;
	for (c = 0; c <= WG_MAX_LETTERS; c++)
		for (i = 0; i < left[c]; i++)
			b->rack[opp][b->rack_len[opp]++] = (uint8_t)c;
	b->rack_known[opp] = 1;
	memcpy(b->rack[me], m->leave, m->nleave);
	b->rack_len[me] = m->nleave;
	for (i = 0; i < d; i++)
		b->rack[me][b->rack_len[me]++] = gr->t[i];
	b->rack_known[me] = 1;
	for (i = d; i < pg->bag; i++)
		bag[(*n)++] = gr->t[i];
	if (m->move.kind == WG_MOVE_EXCHANGE)
		for (i = 0; i < m->move.len; i++)
			bag[(*n)++] = m->move.tiles[i];
}

/*
 * Candidate M's final spread on group G of the orders (BC: the board after
 * M, the opponent on turn), in (ALPHA, BETA) fail-soft; *EXACT set when
 * the value is exact whatever the window (a play-out's).
 */
static int
group_value(struct wg_peg *pg, const struct wg_board *bc,
    const struct wg_gen_move *m, unsigned d, size_t g, int alpha, int beta,
    int *value, int *exact)
{
	struct wg_board b;
	uint8_t bag[2 * WG_RACK_MAX];
	unsigned n;
	int rc, r;

	group_board(pg, bc, m, d, g, &b, bag, &n);
	*exact = n > 0;
	if (n > 0)
		return playout(pg, &b, bag, n, pg->me, 1, value);
	rc = endgame_value(pg, &b, -beta, -alpha, &r);
	*value = -r;
	return rc;
}

/* An estimate of candidate M's final spread on group G: the game played
   out by both players' best moves, the endgame too. */
static int
estimate(struct wg_peg *pg, const struct wg_board *bc,
    const struct wg_gen_move *m, unsigned d, size_t g, int *value)
{
	struct wg_board b;
	uint8_t bag[2 * WG_RACK_MAX];
	unsigned n;

	group_board(pg, bc, m, d, g, &b, bag, &n);
	return playout(pg, &b, bag, n, pg->me, 0, value);
}

/* The board after candidate M, before any draw. */
static void
board_after(const struct wg_peg *pg, const struct wg_gen_move *m,
    struct wg_board *b)
{
	struct wg_check ck;
	unsigned stalled = pg->root.zeros;
	unsigned left = m->move.kind == WG_MOVE_PLACE && m->ntiles >= pg->bag ?
	    0 : pg->bag;

	*b = pg->root;
	if (m->move.kind == WG_MOVE_PLACE) {
		wg_move_check(b, &m->move, NULL, &ck);
		wg_move_apply(b, &m->move, &ck);
	} else
		b->turn = 1 - pg->me;
	b->zeros = wg_stall_count(pg->v, stalled, &m->move, m->score, left);
}

/* The key of values GV by group for a candidate drawing D: wins (ties
   half) doubled, and the spreads summed, both over the draws. */
static void
group_key_sum(const struct wg_peg *pg, unsigned d, const int *gv,
    int64_t *key, uint64_t *wtl)
{
	size_t g;

	key[0] = key[1] = 0;
	wtl[0] = wtl[1] = wtl[2] = 0;
	for (g = 0; g < pg->ngrp[d]; g++) {
		uint64_t w = pg->grp[d][g].w;

		wtl[gv[g] > 0 ? 0 : gv[g] == 0 ? 1 : 2] += w;
		key[0] += (int64_t)w * (gv[g] > 0 ? 2 : gv[g] == 0);
		key[1] += (int64_t)w * gv[g];
	}
}

static int
key_cmp(const int64_t *a, const int64_t *b)
{
	if (a[0] != b[0])
		return a[0] < b[0] ? -1 : 1;
	return a[1] < b[1] ? -1 : a[1] > b[1];
}

/*
 * Whether the bounds GLO and GHI of a candidate drawing D keep it under
 * the threshold's key TKEY: fewer wins at most, or as many and no more
 * spread (LATER: the candidate comes after the threshold, which ranks
 * first on equal keys; else less spread).
 */
static int
below(const struct wg_peg *pg, unsigned d, const int64_t *tkey, int later)
{
	int64_t wins = 0, sum = 0, w;
	size_t g;
	int hi, open = 0;

	for (g = 0; g < pg->ngrp[d]; g++) {
		w = (int64_t)pg->grp[d][g].w;
		hi = pg->ghi[g];
		wins += w * (hi > 0 ? 2 : hi == 0);
		if (hi >= PEG_INF)
			open = 1;
		else
			sum += w * hi;
	}
	if (wins != tkey[0])
		return wins < tkey[0];
	return !open && (sum < tkey[1] || (later && sum == tkey[1]));
}

/*
 * Whether candidate M (board BC after it, drawing D) is shown to rank
 * under the threshold T (its key TKEY, its values by order TV; LATER as
 * below's).  Each group, the heaviest first, is searched in a null window
 * at T's mean over the group's orders: at or under it everywhere, M
 * gains no more, and when it wins no more either (its wins counted from
 * the bounds) it is no better.  Where M does better than T lost, a
 * window around 0 says whether M wins there (wins are what the ranking
 * weighs first): when even the groups left all won cannot lift M's wins
 * to T's, *PRUNED is set.  The bounds found are left in GLO and GHI
 * (exact when equal).
 */
static int
probe(struct wg_peg *pg, const struct wg_board *bc,
    const struct wg_gen_move *m, unsigned d, const int64_t *tkey,
    const int *tv, int later, int *pruned)
{
	size_t g, h, i, ng = pg->ngrp[d];
	int64_t sum, wins = 0, rest = 0, room = tkey[1];
	int v, exact, p, rc, open = 0;

	*pruned = 0;
	for (g = 0; g < ng; g++) {
		int64_t w = (int64_t)pg->grp[d][g].w;

		rest += 2 * w;
		sum = 0;
		for (i = 0; i < pg->nseq; i++)
			if (pg->of[d][i] == g)
				sum += (int64_t)pg->seq[i].w * tv[i];
		/* The floor of the mean: its bound keeps the sum under. */
		pg->gp[g] = (int)(sum >= 0 ? sum / w : -((-sum + w - 1) / w));
		room -= w * pg->gp[g];
	}
	for (h = 0; h < ng; h++) {
		int64_t w = (int64_t)pg->grp[d][g = pg->heavy[d][h]].w;

		rest -= 2 * w;
		/* What the groups before left under T's sum, given to this
		   one, short of turning a loss or a tie of T's into more. */
		p = pg->gp[g];
		if (open == 0 && room > 0) {
			int64_t q = p + room / w;
			int cap = p < 0 ? -1 : p == 0 ? 0 : PEG_INF - 1;

			p = q > cap ? cap : (int)q;
		}
		if ((rc = group_value(pg, bc, m, d, g, p, p + 1, &v, &exact)) !=
		    WG_OK)
			return rc;
		if (exact)
			pg->glo[g] = pg->ghi[g] = v;
		else if (v <= p)
			pg->ghi[g] = v;
		else
			pg->glo[g] = v;
		/* Better than T where T does not win: a win? */
		if (pg->glo[g] > p && pg->glo[g] < 1 && pg->ghi[g] > 0) {
			if ((rc = group_value(pg, bc, m, d, g, -1, 1, &v,
			    &exact)) != WG_OK)
				return rc;
			if (exact || v == 0)
				pg->glo[g] = pg->ghi[g] = v;
			else if (v < 0)
				pg->ghi[g] = v;
			else
				pg->glo[g] = v;
		}
		/* Wins at most, from the upper bounds. */
		wins += w * (pg->ghi[g] > 0 ? 2 : pg->ghi[g] == 0);
		if (pg->ghi[g] < PEG_INF)
			room += w * (pg->gp[g] - pg->ghi[g]);
		else
			open = 1;
		if (wins + rest < tkey[0]) {
			*pruned = 1;
			return WG_OK;
		}
	}
	*pruned = below(pg, d, tkey, later);
	return WG_OK;
}

/*
 * Candidate M's exact value on group G, known in [LO, HI], by null-window
 * searches (MTD(f)) from GUESS: each says on which side of a value the
 * exact one lies, and the table keeps what they learn for the next.
 */
static int
between(struct wg_peg *pg, const struct wg_board *bc,
    const struct wg_gen_move *m, unsigned d, size_t g, int lo, int hi,
    int guess, int *value)
{
	int t, v, exact, rc;
	while (lo < hi) {
		t = guess < lo ? lo : guess >= hi ? hi - 1 : guess;
		if ((rc = group_value(pg, bc, m, d, g, t, t + 1, &v,
		    &exact)) != WG_OK)
			return rc;
		if (exact) {
			lo = hi = v;
			break;
		}
		if (v <= t) {
			hi = v;
			guess = v - 1;
		} else {
			lo = v;
			guess = v;
		}
	}
	*value = lo;
	return WG_OK;
}

/* Room for N results. */
static int
results_room(struct wg_peg *pg, size_t n)
{
	void *p;

	if (n <= pg->cap)
		return WG_OK;
	if ((p = realloc(pg->res, n * sizeof(*pg->res))) == NULL)
		return WG_E_NOMEM;
	pg->res = p;
	if ((p = realloc(pg->key, 2 * n * sizeof(*pg->key))) == NULL)
		return WG_E_NOMEM;
	pg->key = p;
	if ((p = realloc(pg->ridx, n * sizeof(*pg->ridx))) == NULL)
		return WG_E_NOMEM;
	pg->ridx = p;
	if (pg->opt->count > 0) {
		if ((p = realloc(pg->resval, n * pg->nseq *
		    sizeof(*pg->resval))) == NULL)
			return WG_E_NOMEM;
		pg->resval = p;
	}
	pg->cap = n;
	return WG_OK;
}

/* Candidate M's result R and KEY from its values by group GV. */
static void
result_of(const struct wg_peg *pg, const struct wg_gen_move *m, unsigned d,
    struct wg_peg_move *r, int64_t *key)
{
	uint64_t wtl[3];

	group_key_sum(pg, d, pg->gv, key, wtl);
	memset(r, 0, sizeof(*r));
	r->gen = *m;
	r->wins = wtl[0];
	r->ties = wtl[1];
	r->losses = wtl[2];
	r->win = ((double)wtl[0] + (double)wtl[1] / 2) / (double)pg->total;
	r->spread = (double)key[1] / (double)pg->total;
}

/* Candidate IDX (M), valued exactly (values by group in GV), among the
   results: by key, of equal keys the first candidate first. */
static void
insert(struct wg_peg *pg, const struct wg_gen_move *m, size_t idx,
    unsigned d)
{
	const struct wg_peg_options *o = pg->opt;
	struct wg_peg_move r;
	int64_t key[2];
	size_t at, i, ns = pg->nseq;
	int c;

	result_of(pg, m, d, &r, key);
	for (at = pg->nres; at > 0 && ((c = key_cmp(key, pg->key + 2 *
	    (at - 1))) > 0 || (c == 0 && idx < pg->ridx[at - 1])); at--)
		;
	if (o->count > 0 && at >= o->count)
		return;
	if (o->count == 0 || pg->nres < o->count)
		pg->nres++;
	for (i = pg->nres - 1; i > at; i--) {
		pg->res[i] = pg->res[i - 1];
		pg->key[2 * i] = pg->key[2 * i - 2];
		pg->key[2 * i + 1] = pg->key[2 * i - 1];
		pg->ridx[i] = pg->ridx[i - 1];
		if (o->count > 0)
			memcpy(pg->resval + i * ns, pg->resval + (i - 1) * ns,
			    ns * sizeof(*pg->resval));
	}
	pg->res[at] = r;
	pg->key[2 * at] = key[0];
	pg->key[2 * at + 1] = key[1];
	pg->ridx[at] = idx;
	if (o->count > 0)
		for (i = 0; i < ns; i++)
			pg->resval[at * ns + i] = pg->gv[pg->of[d][i]];
}

/*
 * Candidate IDX (M): shown no better than the COUNT best, or valued
 * exactly (ALSO: exactly, and kept apart too).  Its groups are valued
 * those the probes left open above first, the heaviest first, and it is
 * dropped as soon as the bounds keep it under the COUNT-th best.
 */
static int
candidate(struct wg_peg *pg, size_t idx, int also)
{
	const struct wg_peg_options *o = pg->opt;
	const struct wg_gen_move *m = &pg->cand[idx];
	struct wg_board bc;
	unsigned d = drawn_by(pg, m);
	size_t g, h, t = 0, ng = pg->ngrp[d];
	int pruned = 0, lo, hi, guess, pass, rc;
	int bar = !also && o->count > 0 && pg->nres == o->count;

	board_after(pg, m, &bc);
	for (g = 0; g < ng; g++) {
		pg->glo[g] = -PEG_INF;
		pg->ghi[g] = PEG_INF;
	}
	if (bar) {
		t = o->count - 1;
		if ((rc = probe(pg, &bc, m, d, pg->key + 2 * t,
		    pg->resval + t * pg->nseq, idx > pg->ridx[t],
		    &pruned)) != WG_OK)
			return rc;
		if (pruned)
			return WG_OK;
	}
	/* Each value within the bounds the probes found: exact there. */
	for (pass = 0; pass < 2; pass++)
		for (h = 0; h < ng; h++) {
			g = pg->heavy[d][h];
			lo = pg->glo[g];
			hi = pg->ghi[g];
			if (lo == hi || (hi >= PEG_INF) == pass)
				continue;
			if (bar && below(pg, d, pg->key + 2 * t, idx >
			    pg->ridx[t]))
				return WG_OK;
			if (lo > -PEG_INF)
				guess = lo;
			else if (hi < PEG_INF)
				guess = hi;
			else if ((rc = estimate(pg, &bc, m, d, g, &guess)) !=
			    WG_OK)
				return rc;
			if ((rc = between(pg, &bc, m, d, g, lo, hi, guess,
			    &lo)) != WG_OK)
				return rc;
			pg->glo[g] = pg->ghi[g] = lo;
		}
	if (bar && below(pg, d, pg->key + 2 * t, idx > pg->ridx[t]))
		return WG_OK;
	memcpy(pg->gv, pg->glo, ng * sizeof(*pg->gv));
	if (also) {
		int64_t key[2];

		result_of(pg, m, d, &pg->also, key);
		pg->has_also = 1;
	}
	insert(pg, m, idx, d);
	return WG_OK;
}

/* Groups, the heaviest, a candidate's estimate plays out at most. */
#define PEG_EST_GROUPS	16

/* A candidate's estimated share of wins and mean spread, to sort them. */
struct peg_est {
	double		 win, spread;
	size_t		 i;
};

static int
by_estimate(const void *a, const void *b)
{
	const struct peg_est *x = a, *y = b;

	if (x->win != y->win)
		return x->win > y->win ? -1 : 1;
	if (x->spread != y->spread)
		return x->spread > y->spread ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * The order the candidates are decided in: when COUNT ranks some only,
 * by a play-out of the heaviest groups by both players' best moves (the
 * best found first, the probes of the others cut the sooner); the move
 * asked for first.
 */
static int
order_candidates(struct wg_peg *pg)
{
	struct peg_est *e;
	struct wg_board bc;
	size_t i, g, h, first = pg->opt->also != NULL;
	unsigned d;
	double w, sum;
	int v, rc;

	if ((pg->order = calloc(pg->ncand, sizeof(*pg->order))) == NULL)
		return WG_E_NOMEM;
	for (i = 0; i < pg->ncand; i++)
		pg->order[i] = i;
	if (pg->opt->count == 0 || pg->ncand < first + 2)
		return WG_OK;
	if ((e = calloc(pg->ncand, sizeof(*e))) == NULL)
		return WG_E_NOMEM;
	for (i = first; i < pg->ncand && !over(pg); i++) {
		d = drawn_by(pg, &pg->cand[i]);
		board_after(pg, &pg->cand[i], &bc);
		sum = 0;
		for (h = 0; h < pg->ngrp[d] && h < PEG_EST_GROUPS; h++) {
			g = pg->heavy[d][h];
			if ((rc = estimate(pg, &bc, &pg->cand[i], d, g, &v)) !=
			    WG_OK) {
				free(e);
				return rc;
			}
			w = (double)pg->grp[d][g].w;
			sum += w;
			e[i].win += w * (v > 0 ? 1 : v == 0 ? 0.5 : 0);
			e[i].spread += w * v;
		}
		e[i].win /= sum;
		e[i].spread /= sum;
		e[i].i = i;
		tell(pg, 0);
	}
	if (i == pg->ncand) {
		qsort(e + first, pg->ncand - first, sizeof(*e), by_estimate);
		for (i = first; i < pg->ncand; i++)
			pg->order[i] = e[i].i;
	}
	free(e);
	return WG_OK;
}

/* 1 if A and B are the same move on the root, however written (an
   exchange's tiles in any order). */
static int
same_move(const struct wg_peg *pg, const struct wg_move *a,
    const struct wg_move *b)
{
	char ta[WG_MOVE_TEXT_MAX], tb[WG_MOVE_TEXT_MAX];
	const struct wg_alphabet *al = pg->v->alphabet;
	uint8_t xa[WG_RACK_MAX], xb[WG_RACK_MAX];

	if (a->kind == WG_MOVE_EXCHANGE || b->kind == WG_MOVE_EXCHANGE) {
		if (a->kind != b->kind || a->len != b->len ||
		    a->len > WG_RACK_MAX)
			return 0;
		memcpy(xa, a->tiles, a->len);
		memcpy(xb, b->tiles, b->len);
		qsort(xa, a->len, 1, cmp_u8);
		qsort(xb, b->len, 1, cmp_u8);
		return memcmp(xa, xb, a->len) == 0;
	}
	return wg_move_write(a, al, &pg->root, ta, sizeof(ta)) !=
	    (size_t)-1 && wg_move_write(b, al, &pg->root, tb, sizeof(tb)) !=
	    (size_t)-1 && strcmp(ta, tb) == 0;
}

/*
 * The move ALSO first among the candidates (added when not one of them: a
 * legal placement or the pass), so that it is valued whatever the budget.
 */
static int
also_first(struct wg_peg *pg, const struct wg_move *also)
{
	const struct wg_board *b = &pg->root;
	struct wg_gen_move g;
	struct wg_check ck;
	size_t i;

	for (i = 0; i < pg->ncand && !same_move(pg, &pg->cand[i].move, also);
	    i++)
		;
	if (i == pg->ncand) {
		if (also->kind == WG_MOVE_EXCHANGE || (also->kind ==
		    WG_MOVE_PLACE && !wg_move_check(b, also, NULL, &ck))) {
			wg_msg(pg->err, sizeof(pg->err), "%s", "the move to "
			    "value is not a legal placement or the pass");
			return WG_E_ARG;
		}
		memset(&g, 0, sizeof(g));
		g.move = *also;
		g.score = also->kind == WG_MOVE_PLACE ? ck.score : 0;
		g.ntiles = also->kind == WG_MOVE_PLACE ? ck.ntiles : 0;
		g.nleave = wg_move_leave(b->rack[pg->me], b->rack_len[pg->me],
		    also, g.leave);
		pg->cand[pg->ncand++] = g;	/* room for one more */
	}
	g = pg->cand[i];
	memmove(pg->cand + 1, pg->cand, i * sizeof(*pg->cand));
	pg->cand[0] = g;
	return WG_OK;
}

/* The candidates, by static equity. */
static int
candidates(struct wg_peg *pg)
{
	const struct wg_peg_options *o = pg->opt;
	const struct wg_board *b = &pg->root;
	int n;
	size_t i;

	wg_gen_set_leaves(pg->gen, o->leaves);
	n = wg_gen_run(pg->gen, b, b->rack[pg->me], b->rack_len[pg->me],
	    o->candidates, WG_GEN_EXCHANGES);
	if (n < 0)
		return n;
	if ((pg->cand = calloc((size_t)n + 1, sizeof(*pg->cand))) == NULL)
		return WG_E_NOMEM;
	for (i = 0; i < (size_t)n; i++)
		pg->cand[i] = *wg_gen_result(pg->gen, i);
	pg->ncand = (size_t)n;
	return o->also != NULL ? also_first(pg, o->also) : WG_OK;
}

/* The generator the endgames search: over the words the position's
   tiles can still form. */
static int
search_lexicon(struct wg_peg *pg)
{
	unsigned tiles[WG_MAX_LETTERS + 1], i;
	int rc;

	memcpy(tiles, pg->unseen, sizeof(tiles));
	for (i = 0; i < pg->root.rack_len[pg->me]; i++)
		tiles[pg->root.rack[pg->me][i]]++;
	rc = wg_endgame_lexicon(&pg->plex, pg->lex, &pg->root, tiles);
	if (rc == WG_E_EMPTY)
		return WG_OK;
	if (rc == WG_OK)
		rc = wg_gen_new(&pg->pgen, pg->plex, pg->v);
	return rc;
}

int
wg_peg_solve(struct wg_peg *pg, const struct wg_board *board,
    const struct wg_peg_options *opt)
{
	struct peg_seq cur;
	size_t cap = 0, i, most = 0;
	unsigned d;
	int rc;

	clock_gettime(CLOCK_MONOTONIC, &pg->start);
	peg_clear(pg);
	pg->err[0] = '\0';
	pg->opt = opt;
	pg->stop = 0;
	pg->nres = 0;
	pg->has_also = 0;
	pg->cap = 0;
	pg->nseq = 0;
	pg->total = 0;
	memset(&pg->info, 0, sizeof(pg->info));
	if ((rc = set_root(pg, board)) != WG_OK)
		return rc;
	memset(&cur, 0, sizeof(cur));
	cur.w = 1;
	if ((rc = add_seqs(pg, &cur, 0, &cap)) != WG_OK ||
	    (rc = make_groups(pg)) != WG_OK ||
	    (rc = search_lexicon(pg)) != WG_OK ||
	    (rc = candidates(pg)) != WG_OK)
		return rc;
	for (d = 0; d <= pg->bag; d++)
		if (pg->ngrp[d] > most)
			most = pg->ngrp[d];
	pg->gv = calloc(most, sizeof(*pg->gv));
	pg->glo = calloc(most, sizeof(*pg->glo));
	pg->ghi = calloc(most, sizeof(*pg->ghi));
	pg->gp = calloc(most, sizeof(*pg->gp));
	if (pg->gv == NULL || pg->glo == NULL || pg->ghi == NULL ||
	    pg->gp == NULL ||
	    (rc = results_room(pg, opt->count > 0 ? opt->count + 1 :
	    pg->ncand + 1)) != WG_OK)
		return WG_E_NOMEM;
	wg_endgame_set_stop(pg->eg, &pg->stop, poll_budget, pg);
	pg->info.bag = pg->bag;
	pg->info.draws = pg->total;
	pg->info.splits = (unsigned)pg->nseq;
	pg->info.candidates = (unsigned)pg->ncand;
	rc = order_candidates(pg);
	for (i = 0; i < pg->ncand && rc == WG_OK; i++) {
		rc = candidate(pg, pg->order[i], i == 0 && opt->also != NULL);
		if (rc == WG_OK) {
			pg->info.decided++;
			tell(pg, 0);
		}
	}
	wg_endgame_set_stop(pg->eg, NULL, NULL, NULL);
	if (rc == WG_E_LIMIT && pg->stop)
		rc = WG_OK;
	pg->info.complete = pg->info.decided == pg->ncand;
	pg->info.seconds = elapsed(pg);
	return rc == WG_OK ? (int)pg->nres : rc;
}
