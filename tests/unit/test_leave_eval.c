/*
 * test_leave_eval.c: equity as the bag allows, on a tiny hand-made game
 * whose every tile is known: with tiles in the bag a leave is worth its
 * trained value; with the bag empty, going out gains twice the tiles the
 * opponent holds (out 1 lose) and a leave costs twice its tiles and 10
 * points more, whatever it was trained to be worth.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine_private.h"
#include "unit.h"

/* Six tiles: A A B B S Q; no premium anywhere. */
static const char end_text[] =
    "name end\n"
    "alphabet en\n"
    "size 5 5\n"
    "start C3\n"
    "rack 3\n"
    "players 2 2\n"
    "first random\n"
    "bingo 10 3\n"
    "exchange 3\n"
    "out 1 lose\n"
    "stall 2 per-player passes lose\n"
    "tie pre-end\n"
    "tile A 2 1\n"
    "tile B 2 3\n"
    "tile S 1 1\n"
    "tile Q 1 10\n"
    "premiums\n"
    ".....\n"
    ".....\n"
    ".....\n"
    ".....\n"
    ".....\n";

static struct wg_variant *endv;
static struct wg_lexicon *lex;
static struct wg_leaves *lv;

static void
setup(void)
{
	static const char words[] = "ab\nabs\n";
	static const char leaves[] = "Q -7\nS 8\nQS 3\n";
	char err[512];
	struct wg_wordlist *wl;
	struct wg_alphabet *a;

	CHECK_INT(wg_variant_load_memory(&endv, "end", end_text,
	    strlen(end_text), err, sizeof(err)), WG_OK);
	CHECK_INT(wg_alphabet_new(&a, "en"), WG_OK);
	CHECK_INT(wg_wordlist_new(&wl, a), WG_OK);
	CHECK_INT(wg_wordlist_read_memory(wl, "end words", words,
	    sizeof(words) - 1), WG_OK);
	CHECK_INT(wg_lexicon_build(&lex, wl), WG_OK);
	CHECK_INT(wg_leaves_parse(&lv, endv->alphabet, "end leaves", leaves,
	    sizeof(leaves) - 1, err, sizeof(err)), WG_OK);
	wg_wordlist_free(wl);
	wg_alphabet_free(a);
}

/* The equity of the move written WANT on the CGP position POS
   ranking by equity with LV; a huge number when it is not found. */
static double
equity_of(const char *pos, const char *want)
{
	struct wg_board b;
	struct wg_gen *g;
	char err[256], name[WG_NAME_MAX], text[64];
	double eq = 1e9;
	int n, k;

	CHECK_INT(wg_board_parse(&b, endv, "pos", pos, strlen(pos), name,
	    sizeof(name), err, sizeof(err)), WG_OK);
	CHECK_INT(wg_gen_new(&g, lex, endv), WG_OK);
	wg_gen_set_leaves(g, lv);
	n = wg_gen_run(g, &b, b.rack[b.turn], b.rack_len[b.turn], 0,
	    WG_GEN_EXCHANGES);
	for (k = 0; k < n; k++) {
		const struct wg_gen_move *m = wg_gen_result(g, (size_t)k);

		wg_move_write(&m->move, endv->alphabet, &b, text,
		    sizeof(text));
		if (strcmp(text, want) == 0)
			eq = m->equity;
	}
	wg_gen_free(g);
	return eq;
}

/*
 * AB on B3-C3.  The opponent's rack unknown: it holds the three tiles
 * not on the board or this rack, and the bag is empty.  Known to be A,
 * the bag holds the two left.
 */
static void
test_end(void)
{
	/* Rack S, bag empty, the opponent holds A B Q = 1 + 3 + 10 = 14:
	   ABS scores 1 + 3 + 1 = 5 and goes out, 5 + 2 x 14 = 33. */
	CHECK(equity_of("5/5/1AB2/5/5 S/ 0/0 0", "3B (AB)S") == 33);
	/* The pass keeps S: 0 - 2 x 1 - 10 = -12, not its trained 8. */
	CHECK(equity_of("5/5/1AB2/5/5 S/ 0/0 0", "-") == -12);
	/* Rack QS, bag empty, the opponent holds A B = 4: ABS keeps the Q,
	   5 - 2 x 10 - 10 = -25, not 5 - 7. */
	CHECK(equity_of("5/5/1AB2/5/5 QS/ 0/0 0", "3B (AB)S") == -25);
	/* The pass keeps Q and S: -2 x 11 - 10 = -32. */
	CHECK(equity_of("5/5/1AB2/5/5 QS/ 0/0 0", "-") == -32);
	/* The opponent's rack known to be A: B and Q are in the bag, and
	   leaves are worth what they were trained to: 5 + 0 going out, and
	   the pass 0 + 8; with QS, 5 - 7 and 3. */
	CHECK(equity_of("5/5/1AB2/5/5 S/A 0/0 0", "3B (AB)S") == 5);
	CHECK(equity_of("5/5/1AB2/5/5 S/A 0/0 0", "-") == 8);
	CHECK(equity_of("5/5/1AB2/5/5 QS/A 0/0 0", "3B (AB)S") == -2);
	CHECK(equity_of("5/5/1AB2/5/5 QS/A 0/0 0", "-") == 3);
}

int
main(void)
{
	setup();
	if (endv == NULL || lex == NULL || lv == NULL)
		return unit_done();
	RUN(test_end);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(endv);
	return unit_done();
}
