/*
 * test_infer.c: inference keeps the leaves for which the move played was
 * best, weighted by the draws that make them, on a position built so that
 * one keep alone makes the move best; threads change nothing.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

/*
 * A 5x5 game of plain squares, racks of 3, no exchange (the bag never
 * holds 7): A, T, X, S, B once, E four times.
 */
static const char keepgame[] =
    "name keepgame\n"
    "alphabet en\n"
    "size 5 5\n"
    "start A1\n"
    "players 2 2\n"
    "rack 3\n"
    "exchange 7\n"
    "out 1 lose\n"
    "stall 3 per-player passes lose\n"
    "tile A 1 1\n"
    "tile B 1 3\n"
    "tile E 4 1\n"
    "tile S 1 1\n"
    "tile T 1 1\n"
    "tile X 1 5\n"
    "premiums\n"
    ".....\n"
    ".....\n"
    ".....\n"
    ".....\n"
    ".....\n";

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
	static const char *const list[] = { "AT", "TAX", "BAT", NULL };
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_leaves *lv = NULL;
	struct wg_infer *inf = NULL;
	struct wg_infer_options o;
	struct wg_board b;
	struct wg_move m;
	const char *msg;
	char err[512], buf[16];
	size_t col;

	CHECK_INT(wg_variant_load_memory(&v, "keepgame", keepgame,
	    strlen(keepgame), err, sizeof(err)), WG_OK);
	if (v == NULL) {
		unit_fail(__FILE__, __LINE__, "%s", err);
		return;
	}
	lex = games_words(v->alphabet, list);
	CHECK(lex != NULL);
	CHECK_INT(wg_leaves_parse(&lv, v->alphabet, "zero", "S 0\n", 4, err,
	    sizeof(err)), WG_OK);
	CHECK_INT(wg_infer_new(&inf, lex, v), WG_OK);
	if (lex == NULL || lv == NULL || inf == NULL)
		goto done;
	wg_board_init(&b, v);
	b.players = 2;
	CHECK_INT(wg_move_parse(&m, v->alphabet, "A1 AT", 5, &col, &msg),
	    WG_OK);
	memset(&o, 0, sizeof(o));
	o.margin = 0;
	o.threads = 1;
	o.leaves = lv;
	CHECK_INT(wg_infer_run(inf, &b, &m, &o), WG_OK);
	CHECK_INT(wg_infer_count(inf), 2);
	CHECK_STR(leave_of(v, inf, 0, buf), "E");
	CHECK_INT(wg_infer_result(inf, 0)->count, 4);
	CHECK_STR(leave_of(v, inf, 1, buf), "S");
	CHECK_INT(wg_infer_result(inf, 1)->count, 1);
	CHECK_INT(wg_infer_total(inf), 5);
	CHECK(wg_infer_result(inf, 0)->probability == 0.8);

	o.margin = 5;
	o.threads = 2;
	CHECK_INT(wg_infer_run(inf, &b, &m, &o), WG_OK);
	CHECK_INT(wg_infer_count(inf), 4);
	CHECK_STR(leave_of(v, inf, 0, buf), "E");
	CHECK_STR(leave_of(v, inf, 1, buf), "B");
	CHECK_STR(leave_of(v, inf, 2, buf), "S");
	CHECK_STR(leave_of(v, inf, 3, buf), "X");
	CHECK_INT(wg_infer_total(inf), 7);

	/* A pass tells nothing: no leave. */
	memset(&m, 0, sizeof(m));
	m.kind = WG_MOVE_PASS;
	CHECK_INT(wg_infer_run(inf, &b, &m, &o), WG_OK);
	CHECK_INT(wg_infer_count(inf), 0);
	/* Three players: refused. */
	b.players = 3;
	CHECK_INT(wg_move_parse(&m, v->alphabet, "A1 AT", 5, &col, &msg),
	    WG_OK);
	CHECK_INT(wg_infer_run(inf, &b, &m, &o), WG_E_ARG);
done:
	wg_infer_free(inf);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

int
main(void)
{
	RUN(test_forced_keep);
	return unit_done();
}
