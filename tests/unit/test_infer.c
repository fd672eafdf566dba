/*
 * test_infer.c: inference keeps the leaves for which the move played was
 * best, weighted by the draws that make them, on a position built so that
 * one keep alone makes the move best; threads change nothing.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

/*
 * A 5x5 game of plain squares, racks of RACK, no exchange (the bag never
 * holds 7): A, T, X, S, B once, E four times, and the tiles of MORE.
 */
#define SMALL_GAME(name, rack, more)					\
    "name " name "\n"							\
    "alphabet en\n"							\
    "size 5 5\n"							\
    "start A1\n"							\
    "players 2 2\n"							\
    "rack " rack "\n"							\
    "exchange 7\n"							\
    "out 1 lose\n"							\
    "stall 3 per-player passes lose\n"					\
    more								\
    "tile A 1 1\n"							\
    "tile B 1 3\n"							\
    "tile E 4 1\n"							\
    "tile S 1 1\n"							\
    "tile T 1 1\n"							\
    "tile X 1 5\n"							\
    "premiums\n"							\
    ".....\n.....\n.....\n.....\n.....\n"

static const char keepgame[] = SMALL_GAME("keepgame", "3", "");
/* Racks of 4 and a blank. */
static const char blankgame[] = SMALL_GAME("blankgame", "4", "tile ? 1 0\n");

/* The leave of result I as letters, into BUF. */
static const char *
leave_of(const struct wg_variant *v, const struct wg_infer *inf, size_t i,
    char *buf)
{
	const struct wg_inferred *x = wg_infer_result(inf, i);
	unsigned k;

	buf[0] = '\0';
	for (k = 0; x != NULL && k < x->nleave; k++)
		strcat(buf, wg_alphabet_letter(v->alphabet, x->leave[k]));
	return buf;
}

/* A game of TEXT, its words (AT, TAX, BAT, TE), zero leave values, an inferrer, the empty
   board of 2 players and the opening A1 AT. */
struct fixture {
	struct wg_variant *v;
	struct wg_lexicon *lex;
	struct wg_leaves *lv;
	struct wg_infer	*inf;
	struct wg_infer_options o;
	struct wg_board	 b;
	struct wg_move	 m;
};

static int
fixture_open(struct fixture *f, const char *name, const char *text)
{
	static const char *const list[] = { "AT", "TAX", "BAT", "TE", NULL };
	const char *msg;
	char err[512];
	size_t col;

	memset(f, 0, sizeof(*f));
	CHECK_INT(wg_variant_load_memory(&f->v, name, text, strlen(text), err,
	    sizeof(err)), WG_OK);
	if (f->v == NULL) {
		unit_fail(__FILE__, __LINE__, "%s", err);
		return -1;
	}
	f->lex = games_words(f->v->alphabet, list);
	CHECK_INT(wg_leaves_parse(&f->lv, f->v->alphabet, "zero", "S 0\n", 4,
	    err, sizeof(err)), WG_OK);
	CHECK_INT(wg_infer_new(&f->inf, f->lex, f->v), WG_OK);
	if (f->lex == NULL || f->lv == NULL || f->inf == NULL)
		return -1;
	wg_board_init(&f->b, f->v);
	f->b.players = 2;
	CHECK_INT(wg_move_parse(&f->m, f->v->alphabet, "A1 AT", 5, &col, &msg),
	    WG_OK);
	f->o.threads = 1;
	f->o.leaves = f->lv;
	return 0;
}

static void
fixture_close(struct fixture *f)
{
	wg_infer_free(f->inf);
	wg_leaves_free(f->lv);
	wg_lexicon_free(f->lex);
	wg_variant_free(f->v);
}

/*
 * Player 1 opens A1 AT (2 points) from a rack of A, T and one tile more.
 * With X, TAX (7) was better; with B, BAT (5); with S or an E, nothing
 * beats AT (no word takes them, and the bag allows no exchange).  So by a
 * margin of 0 the tile kept is S or E, by their draws: 1 S, 4 Es, 0.2 and
 * 0.8.  By a margin of 5 the move is within reach of TAX and BAT too: X
 * and B each 1 draw in 7.  The same on one thread or two.
 */
static void
test_forced_keep(void)
{
	struct fixture f;
	struct wg_infer *inf;
	const struct wg_variant *v;
	const char *msg;
	char buf[16];
	size_t col;

	if (fixture_open(&f, "keepgame", keepgame) != 0)
		goto done;
	inf = f.inf;
	v = f.v;
	f.o.margin = 0;
	CHECK_INT(wg_infer_run(inf, &f.b, &f.m, &f.o), WG_OK);
	CHECK_INT(wg_infer_count(inf), 2);
	CHECK_STR(leave_of(v, inf, 0, buf), "E");
	CHECK_INT(wg_infer_result(inf, 0)->count, 4);
	CHECK_STR(leave_of(v, inf, 1, buf), "S");
	CHECK_INT(wg_infer_result(inf, 1)->count, 1);
	CHECK_INT(wg_infer_total(inf), 5);
	CHECK(wg_infer_result(inf, 0)->probability == 0.8);

	f.o.margin = 5;
	f.o.threads = 2;
	CHECK_INT(wg_infer_run(inf, &f.b, &f.m, &f.o), WG_OK);
	CHECK_INT(wg_infer_count(inf), 4);
	CHECK_STR(leave_of(v, inf, 0, buf), "E");
	CHECK_STR(leave_of(v, inf, 1, buf), "B");
	CHECK_STR(leave_of(v, inf, 2, buf), "S");
	CHECK_STR(leave_of(v, inf, 3, buf), "X");
	CHECK_INT(wg_infer_total(inf), 7);

	/* A pass tells nothing: no leave. */
	memset(&f.m, 0, sizeof(f.m));
	f.m.kind = WG_MOVE_PASS;
	CHECK_INT(wg_infer_run(inf, &f.b, &f.m, &f.o), WG_OK);
	CHECK_INT(wg_infer_count(inf), 0);
	/* Three players: refused. */
	f.b.players = 3;
	CHECK_INT(wg_move_parse(&f.m, v->alphabet, "A1 AT", 5, &col, &msg),
	    WG_OK);
	CHECK_INT(wg_infer_run(inf, &f.b, &f.m, &f.o), WG_E_ARG);
done:
	fixture_close(&f);
}

/*
 * Player 1 opens A1 AT (2 points) from A, T and two tiles more.  An X or
 * a B would have made TAX or BAT, better; the blank makes them too, for
 * 2, a tie.  So by a margin of 0 the two kept are of E, S and the blank:
 * EE 6 draws, E? and ES 4, S? 1.  Records sort the blank last: E? found
 * given as "E?" or "?E", below EE, tied with ES.
 */
static void
test_find_blank(void)
{
	struct fixture f;
	uint8_t leave[2], e, s, x;
	size_t above, tied;

	if (fixture_open(&f, "blankgame", blankgame) != 0)
		goto done;
	e = (uint8_t)wg_alphabet_code(f.v->alphabet, 'E');
	s = (uint8_t)wg_alphabet_code(f.v->alphabet, 'S');
	x = (uint8_t)wg_alphabet_code(f.v->alphabet, 'X');
	CHECK_INT(wg_infer_run(f.inf, &f.b, &f.m, &f.o), WG_OK);
	CHECK_INT(wg_infer_count(f.inf), 4);
	CHECK_INT(wg_infer_total(f.inf), 15);
	leave[0] = e;
	leave[1] = 0;
	CHECK_INT(wg_infer_find(f.inf, leave, 2, &above, &tied), 1);
	CHECK_INT(above, 1);
	CHECK_INT(tied, 2);
	leave[0] = 0;
	leave[1] = e;
	CHECK_INT(wg_infer_find(f.inf, leave, 2, NULL, NULL), 1);
	/* EE first, alone; SX was never a keep. */
	leave[1] = leave[0] = e;
	CHECK_INT(wg_infer_find(f.inf, leave, 2, &above, &tied), 0);
	CHECK_INT(above, 0);
	CHECK_INT(tied, 1);
	leave[0] = s;
	leave[1] = x;
	CHECK_INT(wg_infer_find(f.inf, leave, 2, &above, &tied), -1);
done:
	fixture_close(&f);
}

/*
 * A decay weighs a rack by exp(-loss / decay), LOSS the points the move
 * is below the rack's best: opening A1 AT with one tile more, by a margin
 * of 5 and a decay of 1, E (4 draws) and S (1) lose nothing, B 3 points
 * (BAT) and X 5 (TAX): weights 4, 1, e^-3 and e^-5.
 */
static void
test_decay(void)
{
	struct fixture f;
	double w;

	if (fixture_open(&f, "keepgame", keepgame) != 0)
		goto done;
	f.o.margin = 5;
	f.o.decay = 1;
	CHECK_INT(wg_infer_run(f.inf, &f.b, &f.m, &f.o), WG_OK);
	CHECK_INT(wg_infer_count(f.inf), 4);
	w = 5 + exp(-3) + exp(-5);
	CHECK(fabs(wg_infer_result(f.inf, 0)->probability - 4 / w) < 1e-12);
	CHECK(fabs(wg_infer_result(f.inf, 1)->probability - 1 / w) < 1e-12);
	CHECK(fabs(wg_infer_result(f.inf, 2)->probability - exp(-3) / w) <
	    1e-12);
	CHECK(fabs(wg_infer_result(f.inf, 3)->probability - exp(-5) / w) <
	    1e-12);
	/* The counts stay the draws. */
	CHECK_INT(wg_infer_result(f.inf, 3)->count, 1);
	f.o.decay = -1;
	CHECK_INT(wg_infer_run(f.inf, &f.b, &f.m, &f.o), WG_E_ARG);
done:
	fixture_close(&f);
}

/* Infers M on B: the odds of the 2-tile leaves X and Y, 0 when one was
   not inferred. */
static double
odds(struct fixture *f, const struct wg_board *b, const struct wg_move *m,
    const uint8_t *x, const uint8_t *y)
{
	long i, j;

	CHECK_INT(wg_infer_run(f->inf, b, m, &f->o), WG_OK);
	i = wg_infer_find(f->inf, x, 2, NULL, NULL);
	j = wg_infer_find(f->inf, y, 2, NULL, NULL);
	CHECK(i >= 0 && j >= 0);
	if (i < 0 || j < 0)
		return 0;
	return wg_infer_result(f->inf, (size_t)i)->probability /
	    wg_infer_result(f->inf, (size_t)j)->probability;
}

/*
 * The prior: player 1 opened A1 AT keeping E (0.8) or S (0.2), by a
 * margin of 0; player 2 passed; player 1 plays 2A TE, placing an E.
 * Their rack was the leave and two tiles of the 6 others of the pool
 * (B, X, S or E, and three or four Es): by a margin that keeps every
 * rack, the leave ES comes of EES, that is E and a draw of E and S (3 of
 * 15) or S and a draw of two Es (6 of 15): 0.8 * 3/15 + 0.2 * 6/15 =
 * 0.24; BX of E and a draw of B and X alone, 0.8 / 15.  Without the
 * prior, any 3 of the 7 tiles: EES 6 of 35, EBX 4.  Half and half: the
 * mean of the two.
 */
static void
test_prior(void)
{
	struct fixture f;
	struct wg_infer *before = NULL;
	struct wg_check ck;
	struct wg_board after;
	struct wg_move te;
	const char *msg;
	uint8_t es[2], bx[2];
	size_t col;

	if (fixture_open(&f, "keepgame", keepgame) != 0)
		goto done;
	CHECK_INT(wg_infer_new(&before, f.lex, f.v), WG_OK);
	if (before == NULL)
		goto done;
	f.o.margin = 0;
	CHECK_INT(wg_infer_run(before, &f.b, &f.m, &f.o), WG_OK);
	CHECK_INT(wg_infer_count(before), 2);
	after = f.b;
	memset(&ck, 0, sizeof(ck));
	CHECK(wg_move_check(&after, &f.m, f.lex, &ck));
	wg_move_apply(&after, &f.m, &ck);
	after.turn = f.b.turn;
	CHECK_INT(wg_move_parse(&te, f.v->alphabet, "2A TE", 5, &col, &msg),
	    WG_OK);
	es[0] = bx[0] = (uint8_t)wg_alphabet_code(f.v->alphabet, 'E');
	es[1] = (uint8_t)wg_alphabet_code(f.v->alphabet, 'S');
	bx[0] = (uint8_t)wg_alphabet_code(f.v->alphabet, 'B');
	bx[1] = (uint8_t)wg_alphabet_code(f.v->alphabet, 'X');
	f.o.margin = 1000;
	f.o.prior = before;
	f.o.prior_share = 1;
	CHECK(fabs(odds(&f, &after, &te, es, bx) - 0.24 / (0.8 / 15)) < 1e-9);
	/* No prior, or none of it. */
	f.o.prior_share = 0;
	CHECK(fabs(odds(&f, &after, &te, es, bx) - 6.0 / 4) < 1e-9);
	f.o.prior_share = 0.5;
	CHECK(fabs(odds(&f, &after, &te, es, bx) - (0.24 + 6.0 / 35) /
	    (0.8 / 15 + 4.0 / 35)) < 1e-9);
	/* Its own prior: refused. */
	f.o.prior = f.inf;
	CHECK_INT(wg_infer_run(f.inf, &after, &te, &f.o), WG_E_ARG);
done:
	wg_infer_free(before);
	fixture_close(&f);
}

int
main(void)
{
	RUN(test_forced_keep);
	RUN(test_find_blank);
	RUN(test_decay);
	RUN(test_prior);
	return unit_done();
}
