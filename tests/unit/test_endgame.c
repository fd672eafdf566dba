/*
 * test_endgame.c: the endgame solver against a full-width minimax with no
 * pruning and no table, on small boards with small racks whose endgames
 * self-play reaches, under the end rules of classic, friends and spy
 * written again here; its lines replayed by the rules; its refusals.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "engine/engine_private.h"
#include "brute.h"
#include "games.h"
#include "unit.h"

static char lexpath[4096];

static unsigned scale = UNIT_DEFAULT_SCALE;

/*
 * A 7x7 board, racks of 3 or 4, few tiles: endgames small enough for
 * brute force.  END is the variant's ending: going out and the stall.
 */
static struct wg_variant *
tiny_variant(const char *end, unsigned rack, int blank)
{
	struct wg_variant *v = NULL;
	char text[2048], err[512];
	int n;

	n = snprintf(text, sizeof(text),
	    "name tiny\nalphabet en\nsize 7 7\nstart D4\nplayers 2 4\n"
	    "first seat\nrack %u\nbingo 20 %u\nexchange 1\n%s\n"
	    "%stile A 3 1\ntile E 3 1\ntile I 2 1\ntile O 2 1\n"
	    "tile T 2 1\ntile S 2 1\ntile N 2 1\ntile R 1 1\ntile D 1 2\n"
	    "tile H 1 4\ntile M 1 3\ntile X 1 8\ntile Z 1 10\n"
	    "premiums\nT..d..T\n.D...D.\n..t.t..\nd..*..d\n..t.t..\n"
	    ".D...D.\nT..d..T\n", rack, rack, end,
	    blank ? "tile ? 1 0\n" : "");
	if (wg_variant_load_memory(&v, "tiny", text, (size_t)n, err,
	    sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	return v;
}

/* The default lexicon (ENABLE), as the programs use it. */
static struct wg_lexicon *
lexicon_load(void)
{
	struct wg_lexicon *lex = NULL;
	char err[512];

	if (wg_lexicon_load(&lex, lexpath, err, sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	return lex;
}

/* The end rules, written again from the rule books. */
struct rules {
	const struct wg_variant *v;
	const struct wg_lexicon *lex;
	struct wg_gen	*gen;
	uint64_t	 nodes;
};

static int
rack_points(const struct wg_variant *v, const struct wg_board *b,
    unsigned p)
{
	unsigned i;
	int sum = 0;

	for (i = 0; i < b->rack_len[p]; i++)
		sum += v->value[b->rack[p][i]];
	return sum;
}

/* Whether a turn of kind KIND scoring SCORE counts toward the stall. */
static int
counts(const struct wg_variant *v, enum wg_move_kind kind, int score)
{
	if (v->stall == WG_STALL_PASSES)
		return kind == WG_MOVE_PASS;
	if (v->stall == WG_STALL_NO_PLAY)
		return kind != WG_MOVE_PLACE;
	return score == 0;
}

/*
 * Full width: every move, every reply, to the end of the game.  The value
 * to the player on turn of what the rest of the game brings, less what it
 * brings the other.
 */
static int
minimax(struct rules *r, const struct wg_board *b, unsigned stalled)
{
	const struct wg_variant *v = r->v;
	struct wg_move *moves;
	unsigned p = b->turn, q = 1 - p, limit, s;
	int n, i, best = -1000000, val;

	r->nodes++;
	n = wg_gen_run(r->gen, b, b->rack[p], b->rack_len[p], 0, 0);
	if (n < 0 || (moves = calloc((size_t)n + 1, sizeof(*moves))) == NULL)
		return 0;
	for (i = 0; i < n; i++)
		moves[i] = wg_gen_result(r->gen, (size_t)i)->move;
	moves[n].kind = WG_MOVE_PASS;
	limit = v->stall_turns * (v->stall_per_player ? 2 : 1);
	for (i = 0; i <= n; i++) {
		struct wg_board nb = *b;
		struct wg_check ck;

		if (!wg_move_check(&nb, &moves[i], r->lex, &ck)) {
			unit_fail(__FILE__, __LINE__, "an illegal move");
			continue;
		}
		wg_move_apply(&nb, &moves[i], &ck);
		s = counts(v, moves[i].kind, ck.score) ? stalled + 1 : 0;
		if (moves[i].kind == WG_MOVE_PLACE && nb.rack_len[p] == 0)
			/* Out: the other's rack to the player, and lost by
			   the other too when the variant says so. */
			val = ck.score + rack_points(v, &nb, q) * (v->out_gain +
			    (v->out_loss ? 1 : 0));
		else if (limit > 0 && s >= limit && !(v->stall_not_zero &&
		    nb.score[0] == 0 && nb.score[1] == 0))
			val = ck.score + (v->stall_loss ? rack_points(v, &nb, q) -
			    rack_points(v, &nb, p) : 0);
		else
			val = ck.score - minimax(r, &nb, s);
		if (val > best)
			best = val;
	}
	free(moves);
	return best;
}

/* Endgames met in self-play, both racks known: struct games_boards. */

static void
on_turn(const struct wg_board *b, void *arg)
{
	struct games_boards *f = arg;

	/* Every turn with the bag empty and at most 5 tiles on the racks
	   (6 cost minimax a million positions), but after one went out. */
	if (wg_board_bag(b) > 0 || b->rack_len[1 - b->turn] == 0 ||
	    b->rack_len[0] + b->rack_len[1] > 5)
		return;
	games_boards_add(f, b);
}

/*
 * Replays result I's line by the rules: every move legal, and the game
 * ends at its last move with the spread the solver gives.
 */
static void
check_line(const struct wg_endgame *eg, size_t i, const struct wg_board *b0,
    const struct wg_lexicon *lex, unsigned *bad)
{
	const struct wg_endgame_move *line;
	const struct wg_variant *v = b0->variant;
	struct wg_board b = *b0;
	struct wg_check ck;
	size_t n = wg_endgame_line(eg, i, &line), k;
	unsigned me = b0->turn, stalled = b0->zeros, p, limit;
	int over = 0, spread;

	limit = v->stall_turns * (v->stall_per_player ? 2 : 1);
	/* The other's rack is the unseen tiles: self-play knows it. */
	for (k = 0; k < n && !over; k++) {
		p = b.turn;
		if (!wg_move_check(&b, &line[k].move, lex, &ck) ||
		    ck.score != line[k].score) {
			(*bad)++;
			return;
		}
		wg_move_apply(&b, &line[k].move, &ck);
		stalled = counts(v, line[k].move.kind, ck.score) ? stalled + 1 :
		    0;
		if (line[k].move.kind == WG_MOVE_PLACE && b.rack_len[p] == 0) {
			b.score[p] += rack_points(v, &b, 1 - p) *
			    (v->out_gain + (v->out_loss ? 1 : 0));
			over = 1;
		} else if (limit > 0 && stalled >= limit &&
		    !(v->stall_not_zero && b.score[0] == 0 &&
		    b.score[1] == 0)) {
			if (v->stall_loss) {
				b.score[0] -= rack_points(v, &b, 0);
				b.score[1] -= rack_points(v, &b, 1);
			}
			over = 1;
		}
	}
	spread = b.score[me] - b.score[1 - me];
	if (!over || k != n || spread != wg_endgame_result(eg, i)->spread) {
		if ((*bad)++ < 3)
			unit_fail(__FILE__, __LINE__, "line of result %zu: %zu "
			    "moves, over %d, spread %d, solver %d", i, n, over,
			    spread, wg_endgame_result(eg, i)->spread);
	}
}

/*
 * A solver that solved other positions before searches B as a new one
 * does, position for position: nothing of an earlier solve is seen (the
 * table's entries of other solves are invisible).
 */
static void
same_search(struct wg_endgame *used, const struct wg_board *b,
    const struct wg_lexicon *lex, const struct wg_variant *v)
{
	struct wg_endgame *fresh;
	struct wg_endgame_info a, f;

	if (wg_endgame_new(&fresh, lex, v) != WG_OK) {
		unit_fail(__FILE__, __LINE__, "no solver");
		return;
	}
	wg_endgame_info(used, &a);
	CHECK(wg_endgame_solve(fresh, b, 0, 0) > 0);
	wg_endgame_info(fresh, &f);
	CHECK_INT(a.nodes, f.nodes);
	wg_endgame_free(fresh);
}

/*
 * Self-play games of the tiny variant with END rules; at each endgame
 * found, every root move's exact spread from the solver against minimax.
 */
static void
against_minimax(const char *end, unsigned rack, int blank, unsigned games)
{
	struct wg_variant *v = tiny_variant(end, rack, blank);
	struct wg_lexicon *lex;
	struct wg_endgame *eg;
	struct wg_gen *play;
	struct wg_selfplay sp;
	struct games_boards f;
	struct rules r;
	unsigned g, bad = 0, lines_bad = 0, moves = 0, zeros = 0;
	size_t i, k;

	if (v == NULL || (lex = lexicon_load()) == NULL) {
		unit_fail(__FILE__, __LINE__, "no variant or lexicon");
		wg_variant_free(v);
		return;
	}
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	memset(&r, 0, sizeof(r));
	r.v = v;
	r.lex = lex;
	CHECK_INT(wg_gen_new(&r.gen, lex, v), WG_OK);
	memset(&f, 0, sizeof(f));
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = on_turn;
	sp.arg = &f;
	for (g = 0; g < games; g++) {
		struct wg_record *rec;

		CHECK_INT(wg_selfplay_record(play, 1000 + g, &sp, &rec), WG_OK);
		wg_record_free(rec);
	}
	for (i = 0; i < f.n; i++) {
		struct wg_board *b = &f.b[i];
		int n, want;

		/* Some positions after a pass: the stall half counted. */
		if (i % 3 == 2) {
			b->zeros = 1;
			zeros++;
		}
		n = wg_endgame_solve(eg, b, 0, 0);
		if (n <= 0) {
			unit_fail(__FILE__, __LINE__, "solve: %d %s", n,
			    wg_endgame_error(eg));
			continue;
		}
		if (i % 8 == 0)
			same_search(eg, b, lex, v);
		for (k = 0; k < (size_t)n; k++) {
			const struct wg_endgame_move *m =
			    wg_endgame_result(eg, k);
			struct wg_board nb = *b;
			struct wg_check ck;
			unsigned s, p = b->turn, limit = v->stall_turns *
			    (v->stall_per_player ? 2 : 1);

			moves++;
			wg_move_check(&nb, &m->move, lex, &ck);
			wg_move_apply(&nb, &m->move, &ck);
			s = counts(v, m->move.kind, ck.score) ? b->zeros + 1 :
			    0;
			if (m->move.kind == WG_MOVE_PLACE &&
			    nb.rack_len[p] == 0)
				want = ck.score + rack_points(v, &nb, 1 - p) *
				    (v->out_gain + (v->out_loss ? 1 : 0));
			else if (limit > 0 && s >= limit &&
			    !(v->stall_not_zero && nb.score[0] == 0 &&
			    nb.score[1] == 0))
				want = ck.score + (v->stall_loss ?
				    rack_points(v, &nb, 1 - p) -
				    rack_points(v, &nb, p) : 0);
			else
				want = ck.score - minimax(&r, &nb, s);
			want += b->score[p] - b->score[1 - p];
			if (m->spread != want || !m->exact) {
				if (bad++ < 5)
					unit_fail(__FILE__, __LINE__, "%s, "
					    "position %zu, result %zu: spread "
					    "%d (exact %d), minimax %d", end, i,
					    k, m->spread, m->exact, want);
			}
			/* Ranked best first. */
			if (k > 0)
				CHECK(m->spread <=
				    wg_endgame_result(eg, k - 1)->spread);
			check_line(eg, k, b, lex, &lines_bad);
		}
		/* The best alone, and the best three, agree. */
		want = wg_endgame_result(eg, 0)->spread;
		CHECK_INT(wg_endgame_solve(eg, b, 0, 1), 1);
		CHECK_INT(wg_endgame_result(eg, 0)->spread, want);
		check_line(eg, 0, b, lex, &lines_bad);
		if (n >= 3) {
			CHECK_INT(wg_endgame_solve(eg, b, 0, 3), 3);
			CHECK_INT(wg_endgame_result(eg, 0)->spread, want);
			CHECK(wg_endgame_result(eg, 2)->spread <= want);
		}
	}
	CHECK_INT(bad, 0);
	CHECK_INT(lines_bad, 0);
	CHECK(f.n >= games / 2);
	printf("%s: %zu endgames (%u after a pass), %u root moves agree with "
	    "minimax (%llu nodes)\n", end, f.n, zeros, moves,
	    (unsigned long long)r.nodes);
	free(f.b);
	wg_gen_free(r.gen);
	wg_gen_free(play);
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* Classic: out doubles the rack, 2 passes each end it, racks lost. */
static void
test_minimax_classic(void)
{
	against_minimax("out 1 lose\nstall 2 per-player passes lose", 3, 1,
	    30 / scale + 1);
}

/* Friends: 3 scoreless turns in all, not while both scores are 0. */
static void
test_minimax_friends(void)
{
	against_minimax("out 1 lose\nstall 3 scoreless not-zero", 3, 0,
	    30 / scale + 1);
}

/* Spy: 2 turns each without a placement. */
static void
test_minimax_spy(void)
{
	against_minimax("out 1 lose\nstall 2 per-player no-play", 3, 0,
	    20 / scale + 1);
}

/* A variant where going out only gains: no loss for the other. */
static void
test_minimax_gain_only(void)
{
	against_minimax("out 1 keep\nstall 1 per-player passes lose", 3, 0,
	    20 / scale + 1);
}

/* Positions the solver refuses, each with its message. */
static void
test_refusals(void)
{
	struct wg_variant *v = tiny_variant("out 1 lose\nstall 2 per-player "
	    "passes lose", 3, 1);
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame *eg;
	struct wg_board b;

	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	wg_board_init(&b, v);
	b.rack_known[0] = 1;
	b.rack_len[0] = 3;
	b.rack[0][0] = 1;
	b.rack[0][1] = 5;
	b.rack[0][2] = 9;
	CHECK_INT(wg_endgame_solve(eg, &b, 0, 0), WG_E_ARG);
	CHECK_STR(wg_endgame_error(eg), "the bag is not empty: 20 tiles "
	    "unseen, more than a rack of 3");
	b.players = 3;
	CHECK_INT(wg_endgame_solve(eg, &b, 0, 0), WG_E_ARG);
	CHECK_STR(wg_endgame_error(eg), "a game of 3 players: endgames are "
	    "solved for 2");
	b.players = 2;
	b.rack_known[0] = 0;
	CHECK_INT(wg_endgame_solve(eg, &b, 0, 0), WG_E_ARG);
	CHECK_STR(wg_endgame_error(eg), "the rack of the player on turn is "
	    "not known");
	b.rack_known[0] = 1;
	b.rack_len[0] = 4;
	b.rack[0][3] = 26;	/* Z: one in the bag, two here */
	b.rack[0][2] = 26;
	CHECK_INT(wg_endgame_solve(eg, &b, 0, 0), WG_E_ARG);
	CHECK_STR(wg_endgame_error(eg), "more Z tiles on the board and the "
	    "rack than the variant has");
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* Adds to F the boards of self-play game SEED that VISIT keeps. */
static void
collect_more(struct wg_gen *play, uint64_t seed,
    void (*visit)(const struct wg_board *, void *), struct games_boards *f)
{
	struct wg_selfplay sp;
	struct wg_record *rec;

	memset(&sp, 0, sizeof(sp));
	sp.on_turn = visit;
	sp.arg = f;
	CHECK_INT(wg_selfplay_record(play, seed, &sp, &rec), WG_OK);
	wg_record_free(rec);
}

/* The small endgames of self-play game SEED into F. */
static void
collect_endgames(struct wg_gen *play, uint64_t seed, struct games_boards *f)
{
	memset(f, 0, sizeof(*f));
	collect_more(play, seed, on_turn, f);
	CHECK(f->n > 0);
}

/* A search cut at 1 ply says it is not exact unless every move ends the
   game; deeper, it is. */
static void
test_plies(void)
{
	struct wg_variant *v = tiny_variant("out 1 lose\nstall 2 per-player "
	    "passes lose", 3, 0);
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame *eg;
	struct wg_gen *play;
	struct wg_endgame_info info;
	struct games_boards f;
	int exact_spread;

	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	collect_endgames(play, 4242, &f);
	if (f.n > 0) {
		CHECK(wg_endgame_solve(eg, &f.b[0], 0, 1) == 1);
		wg_endgame_info(eg, &info);
		CHECK_INT(info.exact, 1);
		exact_spread = wg_endgame_result(eg, 0)->spread;
		CHECK(wg_endgame_solve(eg, &f.b[0], 1, 1) == 1);
		wg_endgame_info(eg, &info);
		CHECK_INT(info.exact, 0);
		CHECK_INT(info.plies, 1);
		CHECK_INT(wg_endgame_result(eg, 0)->exact, 0);
		CHECK(wg_endgame_solve(eg, &f.b[0], 100, 1) == 1);
		CHECK_INT(wg_endgame_result(eg, 0)->spread, exact_spread);
		CHECK_INT(wg_endgame_result(eg, 0)->exact, 1);
	}
	free(f.b);
	wg_gen_free(play);
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/*
 * A search cut at K plies, short of the end, says it searched K: the
 * last ply, whose moves are valued without being played, counts (from
 * 4 plies the iteration after goes to the cut at once).
 */
static void
test_plies_said(void)
{
	struct wg_variant *v = tiny_variant("out 1 lose\nstall 2 per-player "
	    "passes lose", 4, 0);
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame *eg;
	struct wg_gen *play;
	struct wg_endgame_info info, full;
	struct games_boards f;
	size_t i, deep = 0;
	unsigned k;

	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	collect_endgames(play, 4242, &f);
	for (i = 0; i < f.n; i++) {
		if (wg_endgame_solve(eg, &f.b[i], 0, 1) < 1)
			continue;
		wg_endgame_info(eg, &full);
		deep += full.plies >= 6;
		for (k = 1; k < full.plies; k++) {
			CHECK(wg_endgame_solve(eg, &f.b[i], k, 1) >= 1);
			wg_endgame_info(eg, &info);
			CHECK_INT(info.plies, k);
		}
	}
	CHECK(deep > 0);
	free(f.b);
	wg_gen_free(play);
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* The stop flag, set by the progress once K iterations are done. */
struct stopper {
	struct wg_endgame *eg;
	unsigned	 k;
	volatile sig_atomic_t flag;
};

static void
stop_after(uint64_t done, uint64_t total, void *arg)
{
	struct stopper *st = arg;
	struct wg_endgame_info info;

	(void)done;
	(void)total;
	wg_endgame_info(st->eg, &info);
	if (info.plies >= st->k)
		st->flag = 1;
}

/* The moves and spreads of the last solve, to compare two solves. */
static size_t
answer(const struct wg_endgame *eg, int n, int *out, size_t size)
{
	const struct wg_endgame_move *m, *line;
	size_t used = 0;
	int i;

	for (i = 0; i < n && used + 5 <= size; i++) {
		m = wg_endgame_result(eg, (size_t)i);
		out[used++] = m->spread;
		out[used++] = m->score;
		out[used++] = (int)m->ntiles;
		out[used++] = m->exact;
		out[used++] = (int)wg_endgame_line(eg, (size_t)i, &line);
	}
	return used;
}

/*
 * A solve stopped by its flag once K iterations are done answers as a
 * solve of K plies: the same moves, spreads and lines, none exact, and
 * says it was stopped; a flag set before the solve stops it after its
 * first iteration (the stop path of wsgen --endgame on SIGINT).
 */
static void
test_stop(void)
{
	struct wg_variant *v = tiny_variant("out 1 lose\nstall 2 per-player "
	    "passes lose", 4, 0);
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame_info info;
	struct games_boards f;
	struct stopper st;
	struct wg_gen *play;
	int want[5 * 64], got[5 * 64], n, k;
	size_t nw, ng, i, tried = 0;

	memset(&st, 0, sizeof(st));
	CHECK_INT(wg_endgame_new(&st.eg, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	collect_endgames(play, 4242, &f);
	for (i = 0; i < f.n; i++) {
		wg_endgame_set_stop(st.eg, NULL, NULL, NULL);
		if (wg_endgame_solve(st.eg, &f.b[i], 0, 0) < 1)
			continue;
		wg_endgame_info(st.eg, &info);
		if (info.plies < 3)
			continue;	/* stops nowhere before the end */
		tried++;
		for (k = 1; k <= 2; k++) {
			wg_endgame_set_stop(st.eg, NULL, NULL, NULL);
			n = wg_endgame_solve(st.eg, &f.b[i], (unsigned)k, 0);
			CHECK(n >= 1);
			nw = answer(st.eg, n, want, sizeof(want) /
			    sizeof(want[0]));
			/* k 1: the flag up before the solve begins. */
			st.k = (unsigned)k;
			st.flag = k == 1;
			wg_endgame_set_stop(st.eg, &st.flag, stop_after, &st);
			CHECK_INT(wg_endgame_solve(st.eg, &f.b[i], 0, 0), n);
			wg_endgame_info(st.eg, &info);
			CHECK_INT(info.stopped, 1);
			CHECK_INT(info.exact, 0);
			CHECK_INT(info.plies, (unsigned)k);
			ng = answer(st.eg, n, got, sizeof(got) /
			    sizeof(got[0]));
			CHECK(ng == nw && memcmp(got, want, nw *
			    sizeof(want[0])) == 0);
		}
	}
	CHECK(tried > 0);
	wg_endgame_set_stop(st.eg, NULL, NULL, NULL);
	free(f.b);
	wg_gen_free(play);
	wg_endgame_free(st.eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/*
 * A budget of positions answers as the stop flag does: the deepest
 * iteration completed (the first always), as a solve of that many plies
 * answers, not exact; a budget the solve does not reach changes nothing.
 * A table kept from solve to solve gives the same answer with no more
 * positions searched.
 */
static void
test_budget(void)
{
	struct wg_variant *v = tiny_variant("out 1 lose\nstall 2 per-player "
	    "passes lose", 4, 0);
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame_info info, full;
	struct wg_endgame *eg;
	struct games_boards f;
	struct wg_gen *play;
	int want[5 * 64], got[5 * 64], n;
	uint64_t budget[3];
	size_t nw, ng, i, k, tried = 0;

	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	collect_endgames(play, 4242, &f);
	for (i = 0; i < f.n; i++) {
		wg_endgame_set_budget(eg, 0, 0);
		if ((n = wg_endgame_solve(eg, &f.b[i], 0, 0)) < 1)
			continue;
		wg_endgame_info(eg, &full);
		nw = answer(eg, n, want, sizeof(want) / sizeof(want[0]));
		/* Kept: the same answer again, searched in fewer. */
		wg_endgame_keep_table(eg, 1);
		CHECK_INT(wg_endgame_solve(eg, &f.b[i], 0, 0), n);
		CHECK_INT(wg_endgame_solve(eg, &f.b[i], 0, 0), n);
		wg_endgame_info(eg, &info);
		wg_endgame_keep_table(eg, 0);
		CHECK(info.nodes <= full.nodes);
		CHECK_INT(info.exact, full.exact);
		ng = answer(eg, n, got, sizeof(got) / sizeof(got[0]));
		CHECK(ng == nw && memcmp(got, want, nw * sizeof(want[0])) ==
		    0);
		if (full.plies < 3)
			continue;	/* stops nowhere before the end */
		tried++;
		budget[0] = 1;
		budget[1] = full.nodes / 2 + 1;
		budget[2] = full.nodes + 1;
		for (k = 0; k < 3; k++) {
			wg_endgame_set_budget(eg, 0, budget[k]);
			CHECK_INT(wg_endgame_solve(eg, &f.b[i], 0, 0), n);
			wg_endgame_info(eg, &info);
			ng = answer(eg, n, got, sizeof(got) / sizeof(got[0]));
			if (k == 2) {
				CHECK_INT(info.stopped, 0);
				CHECK(ng == nw && memcmp(got, want, nw *
				    sizeof(want[0])) == 0);
				continue;
			}
			CHECK_INT(info.stopped, 1);
			CHECK_INT(info.exact, 0);
			CHECK(k > 0 || info.plies == 1);
			CHECK(info.plies < full.plies);
			/* The same as a solve of that many plies. */
			wg_endgame_set_budget(eg, 0, 0);
			CHECK_INT(wg_endgame_solve(eg, &f.b[i], info.plies, 0),
			    n);
			nw = answer(eg, n, want, sizeof(want) /
			    sizeof(want[0]));
			CHECK(ng == nw && memcmp(got, want, nw *
			    sizeof(want[0])) == 0);
			wg_endgame_set_budget(eg, 0, 0);
			n = wg_endgame_solve(eg, &f.b[i], 0, 0);
			nw = answer(eg, n, want, sizeof(want) /
			    sizeof(want[0]));
		}
	}
	CHECK(tried > 0);
	free(f.b);
	wg_gen_free(play);
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* Endgames of up to 8 tiles on the two racks, but after one went out:
   too large for minimax, deep enough for two threads to meet. */
static void
on_turn_large(const struct wg_board *b, void *arg)
{
	struct games_boards *f = arg;

	if (wg_board_bag(b) > 0 || b->rack_len[1 - b->turn] == 0 ||
	    b->rack_len[0] + b->rack_len[1] > 8)
		return;
	games_boards_add(f, b);
}

/*
 * Exact solves on 2 and 3 threads give the values of one: every move's
 * spread (count 0), the best one's (count 1), exact both; the ranked
 * spreads in the same order (moves of equal spread may swap).
 */
static void
test_threads(void)
{
	struct wg_variant *v = tiny_variant("out 1 lose\nstall 2 per-player "
	    "passes lose", 4, 1);
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame *one, *many;
	struct wg_endgame_info a, b;
	struct wg_gen *play;
	struct games_boards f;
	unsigned seed, t, count, deep = 0, helped = 0;
	size_t i;
	int n, m, k;

	CHECK_INT(wg_endgame_new(&one, lex, v), WG_OK);
	CHECK_INT(wg_endgame_new(&many, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	memset(&f, 0, sizeof(f));
	for (seed = 1; seed <= 4 * scale; seed++)
		collect_more(play, seed, on_turn_large, &f);
	/* Games 37 to 40 too: endgames where a rack of one tile found no
	   play two plies up, and a helper must know the lexicon's letters
	   to find its plays now (helper_ready once forgot them). */
	for (seed = 37; seed <= 40 && 4 * scale < 37; seed++)
		collect_more(play, seed, on_turn_large, &f);
	CHECK(f.n > 0);
	for (i = 0; i < f.n; i++)
		for (count = 0; count < 2; count++) {
			n = wg_endgame_solve(one, &f.b[i], 0, count);
			wg_endgame_info(one, &a);
			CHECK_INT(a.exact, 1);
			if (a.plies >= 4)
				deep++;
			for (t = 2; t <= 3; t++) {
				wg_endgame_set_threads(many, t);
				m = wg_endgame_solve(many, &f.b[i], 0, count);
				CHECK_INT(m, n);
				wg_endgame_info(many, &b);
				CHECK_INT(b.exact, 1);
				if (b.threads == t)
					helped++;
				for (k = 0; k < n && k < m; k++)
					CHECK_INT(wg_endgame_result(many,
					    (size_t)k)->spread,
					    wg_endgame_result(one,
					    (size_t)k)->spread);
			}
		}
	/* Some deep enough for the helpers to defer moves, and long
	   enough for them to start. */
	CHECK(deep > 0);
	CHECK(helped > 0);
	free(f.b);
	wg_gen_free(play);
	wg_endgame_free(one);
	wg_endgame_free(many);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* Whether A and B are the same move. */
static int
same_play(const struct wg_move *a, const struct wg_move *b)
{
	return a->kind == b->kind && (a->kind != WG_MOVE_PLACE ||
	    (a->row == b->row && a->col == b->col && a->down == b->down &&
	    a->len == b->len && memcmp(a->tiles, b->tiles, a->len) == 0));
}

/* Whether the rack of player P of B holds a tile no placement on B
   plays (with a blank on the rack, one no placement plays unblanked). */
static int
stuck(struct wg_gen *gen, const struct wg_board *b, unsigned p)
{
	const struct wg_move *m;
	uint64_t played = 0;
	unsigned i;
	int n, k;

	if (!b->rack_known[p] || b->rack_len[p] == 0 ||
	    (n = wg_gen_run(gen, b, b->rack[p], b->rack_len[p], 0, 0)) < 0)
		return 0;
	for (k = 0; k < n; k++) {
		m = &wg_gen_result(gen, (size_t)k)->move;
		for (i = 0; i < m->len; i++)
			if (!(m->tiles[i] & (WG_THROUGH | WG_BLANK)))
				played |= (uint64_t)1 <<
				    WG_MOVE_CODE(m->tiles[i]);
	}
	for (i = 0; i < b->rack_len[p]; i++)
		if (b->rack[p][i] != 0 && !(played >> b->rack[p][i] & 1))
			return 1;
	return 0;
}

/*
 * The moves a search keeps from two plies up, and the lines it walks
 * again, are every move: on self-play endgames of up to 8 tiles (some
 * with a tile that no move plays), the search searches
 * the positions a search that generates every position's moves whole
 * does, one for one, and every root move's spread and line are the same.
 */
static void
test_kept_moves(void)
{
	struct wg_variant *v = tiny_variant("out 1 lose\nstall 2 per-player "
	    "passes lose", 4, 1);
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame *kept, *whole;
	struct wg_endgame_info a, b;
	const struct wg_endgame_move *la, *lb;
	struct wg_gen *play;
	struct games_boards f;
	unsigned seed, stucks = 0, bad = 0;
	size_t i, k, na, nb, j;
	int n, m;

	CHECK_INT(wg_endgame_new(&kept, lex, v), WG_OK);
	CHECK_INT(wg_endgame_new(&whole, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	wg_endgame_set_plain(whole, 1);
	memset(&f, 0, sizeof(f));
	for (seed = 1; seed <= 12 * scale; seed++)
		collect_more(play, 500 + seed, on_turn_large, &f);
	CHECK(f.n > 0);
	for (i = 0; i < f.n; i++) {
		stucks += stuck(play, &f.b[i], 0) || stuck(play, &f.b[i], 1);
		n = wg_endgame_solve(kept, &f.b[i], 0, 0);
		m = wg_endgame_solve(whole, &f.b[i], 0, 0);
		CHECK_INT(n, m);
		wg_endgame_info(kept, &a);
		wg_endgame_info(whole, &b);
		CHECK_INT(a.exact, 1);
		if (a.nodes != b.nodes && bad++ < 3)
			unit_fail(__FILE__, __LINE__, "position %zu: %llu "
			    "positions searched, %llu generating whole", i,
			    (unsigned long long)a.nodes,
			    (unsigned long long)b.nodes);
		for (k = 0; k < (size_t)n && k < (size_t)m; k++) {
			CHECK_INT(wg_endgame_result(kept, k)->spread,
			    wg_endgame_result(whole, k)->spread);
			na = wg_endgame_line(kept, k, &la);
			nb = wg_endgame_line(whole, k, &lb);
			CHECK_INT(na, nb);
			for (j = 0; j < na && j < nb; j++)
				CHECK(same_play(&la[j].move, &lb[j].move));
		}
	}
	CHECK_INT(bad, 0);
	/* Some with a tile stuck from the start (more get stuck later). */
	CHECK(stucks > 0);
	printf("%zu endgames, %u with a stuck tile\n", f.n, stucks);
	free(f.b);
	wg_gen_free(play);
	wg_endgame_free(kept);
	wg_endgame_free(whole);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

static double
seconds_since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) +
	    (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/*
 * A budget of seconds is honoured: the 7-tile against 7-tile endgame of
 * tests/wsgen/endgame-long.board takes minutes; given 0.3 s, on 1 and 2
 * threads, the solve stops, not exact, well within 2 s (a generous bound:
 * the budget's promise is a tenth of a second, but sanitizers and a
 * loaded machine slow the clock's polls down).
 */
/* tests/wsgen/endgame-long.board into *B: 1, or 0 (a failure told). */
static int
long_board(const struct wg_variant *v, struct wg_board *b)
{
	char path[4096], want[64], err[512], *text;
	size_t len;

	unit_path(path, sizeof(path), 0, "tests/wsgen/endgame-long.board");
	if ((text = games_read_file(path, &len)) == NULL) {
		unit_fail(__FILE__, __LINE__, "%s: cannot read", path);
		return 0;
	}
	CHECK_INT(wg_board_parse(b, v, path, text, len, want, sizeof(want),
	    err, sizeof(err)), WG_OK);
	free(text);
	return 1;
}

/*
 * Within a budget the jump to the end after 4 plies has half of what is
 * left, then the rest goes one ply deeper at a time: endgame-long.board
 * (7 tiles against 3, solved in minutes) with a budget of 3.2 million
 * positions answers from 5 plies, not exact; before, the jump ran out
 * and it answered from 4.  (One thread: the same positions each run.)
 */
static void
test_budget_steps(void)
{
	struct wg_variant *v = games_variant(NULL, "classic");
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame *eg;
	struct wg_endgame_info info;
	struct wg_board b;

	if (scale > UNIT_DEFAULT_SCALE) {
		/* 3.2 million positions: minutes under valgrind. */
		printf("skip: test_budget_steps at scale %u\n", scale);
		wg_lexicon_free(lex);
		wg_variant_free(v);
		return;
	}
	if (!long_board(v, &b))
		return;
	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	wg_endgame_set_budget(eg, 0, 3200000);
	CHECK_INT(wg_endgame_solve(eg, &b, 0, 3), 3);
	wg_endgame_info(eg, &info);
	CHECK_INT(info.stopped, 1);
	CHECK_INT(info.exact, 0);
	CHECK(info.plies > 4);
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

static void
test_budget_seconds(void)
{
	struct wg_variant *v = games_variant(NULL, "classic");
	struct wg_lexicon *lex = lexicon_load();
	struct wg_endgame *eg;
	struct wg_endgame_info info;
	struct wg_board b;
	struct timespec t0;
	double took;
	unsigned t;
	int n;

	if (!long_board(v, &b))
		return;
	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	wg_endgame_set_budget(eg, 0.3, 0);
	for (t = 1; t <= 2; t++) {
		wg_endgame_set_threads(eg, t);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		n = wg_endgame_solve(eg, &b, 0, 3);
		took = seconds_since(&t0);
		CHECK_INT(n, 3);
		wg_endgame_info(eg, &info);
		CHECK_INT(info.stopped, 1);
		CHECK_INT(info.exact, 0);
		CHECK(info.plies >= 1);
		if (took >= 2.0)
			unit_fail(__FILE__, __LINE__, "%u threads: a budget of "
			    "0.3 s took %.2f s", t, took);
	}
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

int
main(void)
{
	scale = unit_scale(scale);
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	RUN(test_minimax_classic);
	RUN(test_minimax_friends);
	RUN(test_minimax_spy);
	RUN(test_minimax_gain_only);
	RUN(test_refusals);
	RUN(test_plies);
	RUN(test_plies_said);
	RUN(test_stop);
	RUN(test_budget);
	RUN(test_threads);
	RUN(test_kept_moves);
	RUN(test_budget_steps);
	RUN(test_budget_seconds);
	return unit_done();
}
