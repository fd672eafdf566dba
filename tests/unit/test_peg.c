/*
 * test_peg.c: the pre-endgame against brute force on a small board: every
 * candidate, every order of the bag drawn from the tiles unseen, weighted
 * by the draws, each endgame solved afresh by wg_endgame_solve and each
 * play-out written again here; a move asked for valued alike; a node
 * budget honoured; the refusals.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

static char lexpath[4096];

/* A 7x7 board, racks of 3: the endgames after each split stay small. */
static struct wg_variant *
tiny_variant(void)
{
	struct wg_variant *v = NULL;
	char text[2048], err[512];
	int n;

	n = snprintf(text, sizeof(text),
	    "name tiny\nalphabet en\nsize 7 7\nstart D4\nplayers 2 4\n"
	    "first seat\nrack 3\nbingo 20 3\nexchange 1\n"
	    "out 1 lose\nstall 2 per-player passes lose empty-bag\n"
	    "tile A 3 1\ntile E 3 1\ntile I 2 1\ntile O 2 1\n"
	    "tile T 2 1\ntile S 2 1\ntile N 2 1\ntile R 1 1\ntile D 1 2\n"
	    "tile H 1 4\ntile M 1 3\ntile X 1 8\ntile Z 1 10\n"
	    "premiums\nT..d..T\n.D...D.\n..t.t..\nd..*..d\n..t.t..\n"
	    ".D...D.\nT..d..T\n");
	if (wg_variant_load_memory(&v, "tiny", text, (size_t)n, err,
	    sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	return v;
}

static struct wg_lexicon *
lexicon_load(void)
{
	struct wg_lexicon *lex = NULL;
	char err[512];

	if (wg_lexicon_load(&lex, lexpath, err, sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	return lex;
}

/* Positions with 1 or 2 tiles in the bag, the opponent's rack unknown. */
static void
on_turn(const struct wg_board *b, void *arg)
{
	struct games_boards *f = arg;
	struct wg_board c = *b;
	unsigned bag;

	c.rack_known[1 - c.turn] = 0;
	c.rack_len[1 - c.turn] = 0;
	bag = wg_board_bag(&c);
	if (bag < 1 || bag > 2 || f->n >= 12)
		return;
	c.zeros = 0;
	games_boards_add(f, &c);
}

struct oracle {
	const struct wg_variant *v;
	const struct wg_lexicon *lex;
	struct wg_gen	*gen;
	struct wg_endgame *eg;
	unsigned	 unseen[WG_MAX_LETTERS + 1];	/* drawn from */
	unsigned	 full[WG_MAX_LETTERS + 1];	/* all */
	unsigned	 bag;
};

/* The final spread of B's player on turn, solved afresh. */
static int
solve(struct oracle *o, const struct wg_board *b)
{
	int n = wg_endgame_solve(o->eg, b, 0, 1);

	if (n < 1) {
		unit_fail(__FILE__, __LINE__, "solve: %s",
		    wg_endgame_error(o->eg));
		return 0;
	}
	return wg_endgame_result(o->eg, 0)->spread;
}

/*
 * Both players' best move by score (no leaves), drawing BAG[0..N) in
 * order, until the bag is empty; then the endgame.  ME's final spread.
 */
static int
playout(struct oracle *o, struct wg_board *b, const uint8_t *bag,
    unsigned n, unsigned me)
{
	unsigned p, k, turns;
	int v;

	for (turns = 0; turns < 20; turns++) {
		p = b->turn;
		if (n == 0) {
			b->zeros = 0;
			v = solve(o, b);
			return p == me ? v : -v;
		}
		if (wg_gen_run(o->gen, b, b->rack[p], b->rack_len[p], 1,
		    0) > 0) {
			const struct wg_gen_move *m = wg_gen_result(o->gen, 0);
			struct wg_check ck;

			wg_move_check(b, &m->move, o->lex, &ck);
			wg_move_apply(b, &m->move, &ck);
			memcpy(b->rack[p], m->leave, m->nleave);
			b->rack_len[p] = m->nleave;
			for (k = 0; k < m->ntiles && n > 0; k++, n--)
				b->rack[p][b->rack_len[p]++] = *bag++;
			b->rack_known[p] = 1;
		} else
			b->turn = 1 - p;
	}
	unit_fail(__FILE__, __LINE__, "a play-out that does not end");
	return 0;
}

/* Candidate M's final spread when the bag is drawn in order T. */
static int
value(struct oracle *o, const struct wg_board *root,
    const struct wg_gen_move *m, const uint8_t *t)
{
	struct wg_board b = *root;
	struct wg_check ck;
	unsigned me = root->turn, opp = 1 - me, left[WG_MAX_LETTERS + 1];
	unsigned i, c, d, n = 0;
	uint8_t bag[16];

	d = m->move.kind == WG_MOVE_PLACE ? (m->ntiles < o->bag ? m->ntiles :
	    o->bag) : m->move.kind == WG_MOVE_EXCHANGE ? m->move.len : 0;
	if (m->move.kind == WG_MOVE_PLACE) {
		wg_move_check(&b, &m->move, o->lex, &ck);
		wg_move_apply(&b, &m->move, &ck);
	} else
		b.turn = opp;
	memcpy(left, o->full, sizeof(left));
	for (i = 0; i < o->bag; i++)
		left[t[i]]--;
	b.rack_len[opp] = 0;
	for (c = 0; c <= WG_MAX_LETTERS; c++)
		for (i = 0; i < left[c]; i++)
			b.rack[opp][b.rack_len[opp]++] = (uint8_t)c;
	b.rack_known[opp] = 1;
	memcpy(b.rack[me], m->leave, m->nleave);
	b.rack_len[me] = m->nleave;
	for (i = 0; i < d; i++)
		b.rack[me][b.rack_len[me]++] = t[i];
	b.rack_known[me] = 1;
	for (i = d; i < o->bag; i++)
		bag[n++] = t[i];
	if (m->move.kind == WG_MOVE_EXCHANGE)
		for (i = 0; i < m->move.len; i++)
			bag[n++] = m->move.tiles[i];
	b.zeros = 0;
	return playout(o, &b, bag, n, me);
}

/* Wins, ties, losses and the spread summed over every order of the bag. */
struct tally {
	uint64_t	 wtl[3], total;
	int64_t		 spread;
};

static void
orders(struct oracle *o, const struct wg_board *root,
    const struct wg_gen_move *m, uint8_t *t, unsigned k, uint64_t w,
    struct tally *ty)
{
	unsigned c;
	int v;

	if (k == o->bag) {
		v = value(o, root, m, t);
		ty->wtl[v > 0 ? 0 : v == 0 ? 1 : 2] += w;
		ty->spread += (int64_t)w * v;
		ty->total += w;
		return;
	}
	for (c = 0; c <= WG_MAX_LETTERS; c++) {
		if (o->unseen[c] == 0)
			continue;
		t[k] = (uint8_t)c;
		o->unseen[c]--;
		orders(o, root, m, t, k + 1, w * (o->unseen[c] + 1), ty);
		o->unseen[c]++;
	}
}

static void
test_brute(void)
{
	struct wg_variant *v = tiny_variant();
	struct wg_lexicon *lex = lexicon_load();
	struct wg_gen *play;
	struct wg_peg *pg;
	struct wg_selfplay sp;
	struct games_boards f;
	struct oracle o;
	struct wg_peg_options po;
	unsigned g, i, moves = 0, bad = 0, bags[3] = { 0 };
	size_t k;

	if (v == NULL || lex == NULL)
		return;
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_peg_new(&pg, lex, v), WG_OK);
	memset(&o, 0, sizeof(o));
	o.v = v;
	o.lex = lex;
	CHECK_INT(wg_gen_new(&o.gen, lex, v), WG_OK);
	CHECK_INT(wg_endgame_new(&o.eg, lex, v), WG_OK);
	memset(&f, 0, sizeof(f));
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = on_turn;
	sp.arg = &f;
	for (g = 0; g < 40 && f.n < 12; g++) {
		struct wg_record *rec;

		CHECK_INT(wg_selfplay_record(play, 2000 + g, &sp, &rec), WG_OK);
		wg_record_free(rec);
	}
	CHECK(f.n >= 6);
	memset(&po, 0, sizeof(po));
	for (i = 0; i < f.n; i++) {
		const struct wg_board *b = &f.b[i];
		struct wg_peg_info info;
		struct wg_peg_move last, all[3];
		char text[3][WG_MOVE_TEXT_MAX];
		double bw, bs;
		int n;

		po.count = 0;
		n = wg_peg_solve(pg, b, &po);
		if (n <= 0) {
			unit_fail(__FILE__, __LINE__, "peg: %d %s", n,
			    wg_peg_error(pg));
			continue;
		}
		wg_peg_info(pg, &info);
		CHECK(info.complete);
		CHECK_INT((int)info.decided, n);
		o.bag = info.bag;
		bags[info.bag]++;
		/* The tiles unseen, as the rules count them. */
		for (g = 0; g <= WG_MAX_LETTERS; g++)
			o.unseen[g] = v->count[g];
		for (g = 0; g < b->rows * b->cols; g++)
			if (b->sq[g] != 0)
				o.unseen[b->sq[g] & WG_BLANK ? 0 :
				    WG_CODE(b->sq[g])]--;
		for (g = 0; g < b->rack_len[b->turn]; g++)
			o.unseen[b->rack[b->turn][g]]--;
		memcpy(o.full, o.unseen, sizeof(o.full));
		for (k = 0; k < (size_t)n; k++) {
			const struct wg_peg_move *m = wg_peg_result(pg, k);
			struct tally ty;
			uint8_t t[WG_PEG_MAX_BAG];

			memset(&ty, 0, sizeof(ty));
			orders(&o, b, &m->gen, t, 0, 1, &ty);
			moves++;
			if (ty.wtl[0] != m->wins || ty.wtl[1] != m->ties ||
			    ty.wtl[2] != m->losses || ty.total != info.draws ||
			    (double)ty.spread / (double)ty.total != m->spread) {
				if (bad++ < 5)
					unit_fail(__FILE__, __LINE__, "position "
					    "%u, result %zu: %llu/%llu/%llu "
					    "%.3f, brute force %llu/%llu/%llu "
					    "%.3f", i, k,
					    (unsigned long long)m->wins,
					    (unsigned long long)m->ties,
					    (unsigned long long)m->losses,
					    m->spread,
					    (unsigned long long)ty.wtl[0],
					    (unsigned long long)ty.wtl[1],
					    (unsigned long long)ty.wtl[2],
					    (double)ty.spread /
					    (double)ty.total);
			}
			/* Ranked by wins, then spread. */
			if (k > 0) {
				const struct wg_peg_move *p =
				    wg_peg_result(pg, k - 1);

				CHECK(p->win > m->win || (p->win == m->win &&
				    p->spread >= m->spread));
			}
		}
		/* The COUNT best alone, the others only shown no better (the
		   candidates taken in another order, cut as soon as their
		   bounds keep them under), are the COUNT first of all: the
		   same moves (of equal values the first by static equity)
		   and values. */
		bw = wg_peg_result(pg, 0)->win;
		bs = wg_peg_result(pg, 0)->spread;
		last = *wg_peg_result(pg, (size_t)n - 1);
		for (k = 0; k < 3 && k < (size_t)n; k++) {
			all[k] = *wg_peg_result(pg, k);
			CHECK(wg_move_write(&all[k].gen.move, v->alphabet, b,
			    text[k], sizeof(text[k])) != (size_t)-1);
		}
		for (po.count = 3; po.count > 0; po.count--) {
			size_t want = po.count < (size_t)n ? po.count :
			    (size_t)n;

			CHECK_INT(wg_peg_solve(pg, b, &po), (int)want);
			for (k = 0; k < want; k++) {
				const struct wg_peg_move *m =
				    wg_peg_result(pg, k);
				char t[WG_MOVE_TEXT_MAX];

				CHECK(wg_move_write(&m->gen.move, v->alphabet,
				    b, t, sizeof(t)) != (size_t)-1);
				CHECK_STR(t, text[k]);
				CHECK(m->wins == all[k].wins &&
				    m->ties == all[k].ties &&
				    m->spread == all[k].spread);
			}
		}
		po.count = 1;
		CHECK_INT(wg_peg_solve(pg, b, &po), 1);
		CHECK(wg_peg_result(pg, 0)->win == bw);
		CHECK(wg_peg_result(pg, 0)->spread == bs);
		CHECK(wg_peg_also(pg) == NULL);
		/* The worst move asked for too (the move played, in an
		   analysis): valued exactly, the best the same. */
		po.also = &last.gen.move;
		CHECK_INT(wg_peg_solve(pg, b, &po), 1);
		CHECK(wg_peg_result(pg, 0)->win == bw);
		CHECK(wg_peg_result(pg, 0)->spread == bs);
		CHECK(wg_peg_also(pg) != NULL && wg_peg_also(pg)->wins ==
		    last.wins && wg_peg_also(pg)->losses == last.losses &&
		    wg_peg_also(pg)->spread == last.spread);
		po.also = NULL;
		/* A budget of a few positions: stopped, not complete. */
		po.count = 0;
		po.nodes = 3;
		n = wg_peg_solve(pg, b, &po);
		wg_peg_info(pg, &info);
		CHECK(n >= 0 && !info.complete && info.decided < info.candidates);
		po.nodes = 0;
	}
	CHECK_INT(bad, 0);
	printf("%zu pre-endgames (%u with 1 tile in the bag, %u with 2), "
	    "%u moves agree with brute force\n", f.n, bags[1], bags[2],
	    moves);
	free(f.b);
	wg_gen_free(o.gen);
	wg_endgame_free(o.eg);
	wg_gen_free(play);
	wg_peg_free(pg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/*
 * wsgen --best and an analysis in a budget: the pre-endgame's share of
 * it, and whether a pre-endgame the budget stopped answers or leaves
 * the rest to simulation.
 */
static void
test_best_share(void)
{
	struct wg_peg_info info;
	struct wg_peg_move best;

	CHECK(wg_best_peg_seconds(8) == 4);
	CHECK(wg_best_peg_seconds(1.2) == 0.6);
	/* Too little left for simulation: all of it. */
	CHECK(wg_best_peg_seconds(1) == 1);
	CHECK(wg_best_peg_seconds(0.8) == 0.8);
	CHECK(wg_best_peg_seconds(0.1) == 0.1);
	memset(&info, 0, sizeof(info));
	memset(&best, 0, sizeof(best));
	info.candidates = 20;
	CHECK(!wg_best_peg_answers(&info, NULL));
	/* Nothing decided. */
	CHECK(!wg_best_peg_answers(&info, &best));
	/* Some decided, the best loses a draw: one undecided may rank
	   above it. */
	info.decided = 3;
	best.win = 0.875;
	CHECK(!wg_best_peg_answers(&info, &best));
	/* It wins every draw: none ranks above it. */
	best.win = 1;
	CHECK(wg_best_peg_answers(&info, &best));
	/* Every candidate decided. */
	best.win = 0;
	info.decided = info.candidates;
	info.complete = 1;
	CHECK(wg_best_peg_answers(&info, &best));
}

int
main(void)
{
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	RUN(test_brute);
	RUN(test_best_share);
	return unit_done();
}
