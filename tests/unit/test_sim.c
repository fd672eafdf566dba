/*
 * test_sim.c: simulation picks the move a position is built to reward,
 * counts what a candidate keeps, and a seed gives the same answer twice
 * and on one thread or two; the first round played whole in any budget;
 * self-play players who look a reply ahead play the same games for a
 * seed, and other ones than static equity.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

static char lexpath[4096], srcdir[4096];

/*
 * A 5x5 game whose bag holds the player's rack TAX and the opponent's K,
 * and nothing else; the start is the corner A1, beside two double-letter
 * squares.
 */
static const char outgame[] =
    "name outgame\n"
    "alphabet en\n"
    "size 5 5\n"
    "start A1\n"
    "players 2 2\n"
    "rack 3\n"
    "out 1 lose\n"
    "stall 3 per-player passes lose\n"
    "tile A 1 1\n"
    "tile K 1 5\n"
    "tile T 1 1\n"
    "tile X 1 5\n"
    "premiums\n"
    ".d...\n"
    "d....\n"
    ".....\n"
    ".....\n"
    ".....\n";

/* share/variants/NAME.wgv of the source tree, or NULL (a failed check). */
static struct wg_variant *
variant_of(const char *name)
{
	struct wg_variant *v = NULL;
	char path[4200], err[512];

	snprintf(path, sizeof(path), "%s/share/variants/%s.wgv", srcdir, name);
	CHECK_INT(wg_variant_load(&v, path, err, sizeof(err)), WG_OK);
	return v;
}

/* The options of a run on one thread. */
static struct wg_sim_options
options(unsigned plies, unsigned candidates, unsigned long iterations,
    uint64_t seed)
{
	struct wg_sim_options o;

	memset(&o, 0, sizeof(o));
	o.plies = plies;
	o.candidates = candidates;
	o.iterations = iterations;
	o.threads = 1;
	o.seed = seed;
	return o;
}

/*
 * Going out beats the higher score.  By score AX is best: A 1 + X 5 on a
 * double letter 10 = 11, against TAX: T 1 + A 1 x 2 + X 5 = 8 (it cannot
 * start left of A1, so X never gets the premium).  But TAX goes out: the
 * player gains the opponent's K, 5, and the opponent loses it: a spread
 * of 8 + 5 + 5 = 18.  After AX the opponent's K makes no word (pass), nor
 * does the T left (pass); the bag is empty, so the play-out goes on past
 * the horizon to the end, passes until the stall ends the game and each
 * side loses its rack: 11 - 1 + 5 = 15 (at the horizon it was 11).  Every
 * iteration is the same and the value exact.
 */
static void
test_out_beats_score(void)
{
	static const char *const list[] = { "AX", "TAX", NULL };
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_sim *sim = NULL;
	struct wg_gen *gen = NULL;
	struct wg_board b;
	struct wg_sim_options o;
	struct wg_sim_move out[11];
	const struct wg_gen_move *top;
	char err[512];
	size_t n;

	CHECK_INT(wg_variant_load_memory(&v, "outgame", outgame,
	    strlen(outgame), err, sizeof(err)), WG_OK);
	if (v == NULL) {
		unit_fail(__FILE__, __LINE__, "%s", err);
		return;
	}
	lex = games_words(v->alphabet, list);
	CHECK(lex != NULL);
	wg_board_init(&b, v);
	b.players = 2;
	b.rack_len[0] = 3;
	b.rack[0][0] = (uint8_t)wg_alphabet_code(v->alphabet, 'T');
	b.rack[0][1] = (uint8_t)wg_alphabet_code(v->alphabet, 'A');
	b.rack[0][2] = (uint8_t)wg_alphabet_code(v->alphabet, 'X');
	b.rack_known[0] = 1;
	/* By static equity (score alone here) AX comes first. */
	CHECK_INT(wg_gen_new(&gen, lex, v), WG_OK);
	CHECK(wg_gen_run(gen, &b, b.rack[0], 3, 1, 0) == 1);
	top = wg_gen_result(gen, 0);
	CHECK(top != NULL && top->score == 11 && top->ntiles == 2);
	CHECK_INT(wg_sim_new(&sim, lex, v), WG_OK);
	o = options(2, 10, 200, 5);
	CHECK_INT(wg_sim_run(sim, &b, &o, out, &n), WG_OK);
	CHECK(n >= 3);
	CHECK_INT(out[0].gen.score, 8);
	CHECK_INT(out[0].gen.ntiles, 3);
	CHECK_INT((long long)(out[0].value * 1000), 18000);
	CHECK(out[0].stderror == 0);
	CHECK(out[0].ahead == 1);
	CHECK(out[0].win == -1);
	/* AX: 11, listed once (across and down are the same opening on
	   this symmetric board: wg_board_transposable). */
	CHECK_INT(out[1].gen.score, 11);
	CHECK_INT((long long)(out[1].value * 1000), 15000);
	/* Stopped at the horizon, as the look-ahead player does: 11. */
	o.horizon_only = 1;
	CHECK_INT(wg_sim_run(sim, &b, &o, out, &n), WG_OK);
	CHECK(n >= 2 && out[1].gen.score == 11);
	CHECK_INT((long long)(out[1].value * 1000), 11000);
	o.horizon_only = 0;
	CHECK(n < 3 || out[2].gen.score != 11);
	/* Beaten with confidence once the first rounds are in. */
	CHECK(out[1].pruned);
	CHECK(out[1].iterations < 200);
	wg_sim_free(sim);
	wg_gen_free(gen);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* Runs the simulation of the mid-game board on THREADS threads, ranked
   by the win table WIN (NULL: by value). */
static size_t
midgame(struct wg_sim *sim, const struct wg_board *b, unsigned threads,
    uint64_t seed, const struct wg_win *win, struct wg_sim_move *out)
{
	struct wg_sim_options o;
	size_t n = 0;

	o = options(2, 5, 96, seed);
	o.threads = threads;
	o.win = win;
	CHECK_INT(wg_sim_run(sim, b, &o, out, &n), WG_OK);
	return n;
}

/* The same move: the entries past its length are not its own. */
static int
same_move(const struct wg_move *a, const struct wg_move *b)
{
	return a->kind == b->kind && a->row == b->row && a->col == b->col &&
	    a->down == b->down && a->len == b->len &&
	    memcmp(a->tiles, b->tiles, a->len) == 0;
}

static int
same_results(const struct wg_sim_move *a, const struct wg_sim_move *b,
    size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!same_move(&a[i].gen.move, &b[i].gen.move) ||
		    a[i].value != b[i].value ||
		    a[i].stderror != b[i].stderror ||
		    a[i].iterations != b[i].iterations || a[i].win != b[i].win ||
		    a[i].ahead != b[i].ahead)
			return 0;
	return 1;
}

/*
 * A play-out one turn deep values what the candidate kept.  On an empty
 * board VVWWQJZ makes no word, so its best moves are exchanges, and the
 * two that keep a listed leave leave the board as it was: the opponent,
 * whose rack each iteration draws before the candidates are played,
 * answers both alike, and their values differ by their leaves' alone:
 * VVWWQJ 200 - VVWWQZ 150 = 50.  (The values once counted the refilled
 * rack, which no leave value lists, and came out equal.)
 */
static void
test_kept_leave(void)
{
	static const char values[] = "VVWWQJ 200\nVVWWQZ 150\n";
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_leaves *lv = NULL;
	struct wg_sim *sim = NULL;
	struct wg_sim_options o;
	struct wg_sim_move out[2];
	struct wg_board b;
	char err[512];
	size_t n = 0;

	v = variant_of("classic");
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	if (v == NULL || lex == NULL)
		goto done;
	wg_board_init(&b, v);
	b.players = 2;
	CHECK_INT(wg_board_set_rack(&b, 0, "VVWWQJZ", err, sizeof(err)),
	    WG_OK);
	CHECK_INT(wg_leaves_parse(&lv, v->alphabet, "values", values,
	    sizeof(values) - 1, err, sizeof(err)), WG_OK);
	CHECK_INT(wg_sim_new(&sim, lex, v), WG_OK);
	if (lv == NULL || sim == NULL)
		goto done;
	o = options(1, 2, 64, 7);
	o.leaves = lv;
	o.no_stop = 1;
	CHECK_INT(wg_sim_run(sim, &b, &o, out, &n), WG_OK);
	CHECK_INT(n, 2);
	if (n != 2)
		goto done;
	CHECK_INT(out[0].gen.move.kind, WG_MOVE_EXCHANGE);
	CHECK_INT(out[1].gen.move.kind, WG_MOVE_EXCHANGE);
	CHECK(fabs(out[0].gen.equity - 200) < 1e-9);
	CHECK(fabs(out[0].value - out[1].value - 50) < 1e-9);
done:
	wg_sim_free(sim);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/*
 * However short the budget, the first round is played whole (a value
 * of one iteration would be little better than the static one): with a
 * nanosecond, WG_SIM_ROUND iterations on one thread or two, no more.
 */
static void
test_budget(void)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_sim *sim = NULL;
	struct wg_sim_options o;
	struct wg_sim_move out[4];
	struct wg_board b;
	char err[512];
	size_t n = 0, i;

	v = variant_of("classic");
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	if (v == NULL || lex == NULL)
		goto done;
	wg_board_init(&b, v);
	b.players = 2;
	CHECK_INT(wg_board_set_rack(&b, 0, "AEINRST", err, sizeof(err)),
	    WG_OK);
	CHECK_INT(wg_sim_new(&sim, lex, v), WG_OK);
	if (sim == NULL)
		goto done;
	o = options(2, 4, 0, 3);
	o.no_stop = 1;
	o.seconds = 1e-9;
	CHECK_INT(wg_sim_run(sim, &b, &o, out, &n), WG_OK);
	CHECK_INT(n, 4);
	for (i = 0; i < n; i++)
		CHECK_INT(out[i].iterations, WG_SIM_ROUND);
	o.threads = 2;
	CHECK_INT(wg_sim_run(sim, &b, &o, out, &n), WG_OK);
	CHECK_INT(n, 4);
	for (i = 0; i < n; i++)
		CHECK_INT(out[i].iterations, WG_SIM_ROUND);
done:
	wg_sim_free(sim);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* The same seed, the same answer: twice, and on one thread or two; with
   the win table too, the moves ranked by its chance of a win. */
static void
test_seed(void)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_sim *sim = NULL;
	struct wg_win *win = NULL;
	struct wg_board b;
	struct wg_sim_move one[5], again[5], two[5], other[5];
	char path[4200], err[512], want[64], *text;
	size_t len, n1, n2, n3, n4, i;

	v = variant_of("classic");
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	snprintf(path, sizeof(path), "%s/share/examples/midgame.board",
	    srcdir);
	if (v == NULL || lex == NULL || (text = games_read_file(path, &len)) == NULL) {
		unit_fail(__FILE__, __LINE__, "cannot read %s", path);
		goto done;
	}
	CHECK_INT(wg_board_parse(&b, v, path, text, len, want, sizeof(want),
	    err, sizeof(err)), WG_OK);
	free(text);
	CHECK_INT(wg_sim_new(&sim, lex, v), WG_OK);
	n1 = midgame(sim, &b, 1, 42, NULL, one);
	n2 = midgame(sim, &b, 1, 42, NULL, again);
	n3 = midgame(sim, &b, 2, 42, NULL, two);
	n4 = midgame(sim, &b, 1, 43, NULL, other);
	CHECK_INT(n1, 5);
	CHECK_INT(n2, n1);
	CHECK_INT(n3, n1);
	CHECK(same_results(one, again, n1));
	CHECK(same_results(one, two, n1));
	/* Another seed draws other racks: some value differs. */
	CHECK_INT(n4, n1);
	CHECK(!same_results(one, other, n1));
	/* ANGUINE, 70 points, a bingo, is still best. */
	CHECK_INT(one[0].gen.score, 70);
	CHECK(one[0].win == -1);
	/* With the shipped table: the same on two threads, a chance of a
	   win for each, the best first, ANGUINE still best. */
	snprintf(path, sizeof(path), "%s/share/win/classic.wgwin", srcdir);
	CHECK_INT(wg_win_load(&win, path, v, NULL, err, sizeof(err)), WG_OK);
	n1 = midgame(sim, &b, 1, 42, win, one);
	n3 = midgame(sim, &b, 2, 42, win, two);
	CHECK_INT(n3, n1);
	CHECK(same_results(one, two, n1));
	for (i = 0; i < n1; i++) {
		CHECK(one[i].win > 0 && one[i].win < 1);
		CHECK(i == 0 || lround(one[i].win * 1000) <=
		    lround(one[i - 1].win * 1000));
	}
	CHECK_INT(one[0].gen.score, 70);
done:
	wg_win_free(win);
	wg_sim_free(sim);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/* One spy game of seed SEED as GCG, its players looking ahead over
   RACKS racks (0: static equity). */
static char *
spy_game(struct wg_gen *gen, struct wg_sim *sim, unsigned racks,
    uint64_t seed)
{
	struct wg_selfplay sp;
	char *gcg = NULL;
	size_t len;

	memset(&sp, 0, sizeof(sp));
	sp.sim = sim;
	sp.seat_lookahead[0] = sp.seat_lookahead[1] = racks;
	CHECK_INT(wg_selfplay(gen, seed, &sp, &gcg, &len), WG_OK);
	return gcg;
}

static void
test_lookahead(void)
{
	struct wg_variant *v = NULL, *classic = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_leaves *lv = NULL;
	struct wg_gen *gen = NULL;
	struct wg_sim *sim = NULL;
	char path[4200], err[512], *data, *a = NULL, *b = NULL, *c = NULL;
	size_t len;

	v = variant_of("spy");
	classic = variant_of("classic");
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	if (v == NULL || classic == NULL || lex == NULL)
		goto done;
	/* Random premiums: look ahead; a fixed layout: static equity. */
	CHECK_INT(wg_selfplay_lookahead(v), WG_LOOKAHEAD_RACKS);
	CHECK_INT(wg_selfplay_lookahead(classic), 0);
	snprintf(path, sizeof(path), "%s/share/leaves/spy.wglv", srcdir);
	if ((data = games_read_file(path, &len)) == NULL) {
		unit_fail(__FILE__, __LINE__, "cannot read %s", path);
		goto done;
	}
	CHECK_INT(wg_leaves_read_binary(&lv, path, data, len, v, lex, err,
	    sizeof(err)), WG_OK);
	free(data);
	CHECK_INT(wg_gen_new(&gen, lex, v), WG_OK);
	CHECK_INT(wg_sim_new(&sim, lex, v), WG_OK);
	if (lv == NULL || gen == NULL || sim == NULL)
		goto done;
	wg_gen_set_leaves(gen, lv);
	a = spy_game(gen, sim, WG_LOOKAHEAD_RACKS, 5);
	b = spy_game(gen, sim, WG_LOOKAHEAD_RACKS, 5);
	c = spy_game(gen, sim, 0, 5);
	if (a == NULL || b == NULL || c == NULL)
		goto done;
	CHECK(strcmp(a, b) == 0);
	CHECK(strcmp(a, c) != 0);
done:
	free(a);
	free(b);
	free(c);
	wg_sim_free(sim);
	wg_gen_free(gen);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(classic);
	wg_variant_free(v);
}

int
main(void)
{
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	unit_path(srcdir, sizeof(srcdir), 0, "");
	RUN(test_out_beats_score);
	RUN(test_kept_leave);
	RUN(test_seed);
	RUN(test_budget);
	RUN(test_lookahead);
	return unit_done();
}
