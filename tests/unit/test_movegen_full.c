/*
 * test_movegen_full.c: the move generator's table of long words, made
 * once a generator has run FULL_AFTER_RUNS times to bound its bingos
 * (movegen_full.c).  The best few moves must stay the first few of the
 * whole list.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "brute.h"
#include "unit.h"

static char lexpath[4096], varpath[4096];

static struct wg_variant *
variant_load(const char *dir, const char *name)
{
	struct wg_variant *v = NULL;
	char path[8200], err[512];

	snprintf(path, sizeof(path), "%s/%s.wgv", dir, name);
	if (wg_variant_load(&v, path, err, sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	return v;
}

/*
 * Runs TOP for the best LIMIT moves of B, for the rack of the player on
 * turn, and checks them against ALL's whole list of N moves: the same
 * moves in the same order, legal and scored as the rules say.  Returns
 * 1 when they agree.
 */
static int
top_agrees(struct wg_gen *all, int n, struct wg_gen *top,
    const struct wg_board *b, const struct wg_lexicon *lex, unsigned limit)
{
	struct wg_check ck;
	int got, i;

	got = wg_gen_run(top, b, b->rack[b->turn], b->rack_len[b->turn],
	    limit, 0);
	if (got != (n < (int)limit ? n : (int)limit)) {
		unit_fail(__FILE__, __LINE__, "top %u: %d moves of %d", limit,
		    got, n);
		return 0;
	}
	for (i = 0; i < got; i++) {
		const struct wg_gen_move *m = wg_gen_result(top, (size_t)i);
		const struct wg_gen_move *want = wg_gen_result(all, (size_t)i);
		char x[WG_MOVE_TEXT_MAX], y[WG_MOVE_TEXT_MAX];
		int legal = wg_move_check(b, &m->move, lex, &ck);

		if (m->score == want->score && same_move(&m->move,
		    &want->move) && legal && ck.score == m->score)
			continue;
		wg_move_write(&m->move, b->variant->alphabet, b, x, sizeof(x));
		wg_move_write(&want->move, b->variant->alphabet, b, y,
		    sizeof(y));
		unit_fail(__FILE__, __LINE__, "top %u: move %d is %s %d (rules "
		    "say %s %d), the whole list's %s %d", limit, i + 1, x,
		    m->score, legal ? "legal" : "illegal", ck.score, y,
		    want->score);
		return 0;
	}
	return 1;
}

/*
 * Positions of the default lexicon where the run that made the table
 * missed the best move, a bingo: the rack's key was summed before the
 * letter keys were drawn.  Alone, through one tile, with a blank.
 */
static const char *const first_run_positions[] = {
	"15/15/E1P12/X1H12/c1I4J7/LAZURITES6/A6O7/I6N7/M14/15/15/15/15/15/"
	    "15 NTASGVI/AOSIDDA 159/107 0 wg-variant classic;",
	"14B/10F3A/10Y3N/7F2ChEWY/7OW1E3A/5UNZIPS3N/7IT6/7EH6/7REV5/9I5/"
	    "9T5/9A5/8ALOIN2/15/15 UTCLSIA/EEKXDAS 148/92 0 wg-variant "
	    "classic;",
	"15/15/15/7M7/3ETAgERES4/7N7/7S7/7E7/15/15/15/15/15/15/15 "
	    "OUH?ONA/AWMETOI 20/78 0 wg-variant classic;",
};

/* On the run that makes the table, as on every other, the best move is
   the whole list's first. */
static void
test_first_table_run(void)
{
	struct wg_variant *v = variant_load(varpath, "classic");
	struct wg_lexicon *lex;
	struct wg_gen *all, *top;
	struct wg_board b;
	char err[512], want[WG_NAME_MAX];
	size_t p;
	unsigned run;
	int n;

	if (v == NULL)
		return;
	if (wg_lexicon_load(&lex, lexpath, err, sizeof(err)) != WG_OK) {
		unit_fail(__FILE__, __LINE__, "%s", err);
		wg_variant_free(v);
		return;
	}
	CHECK_INT(wg_gen_new(&all, lex, v), WG_OK);
	for (p = 0; p < sizeof(first_run_positions) /
	    sizeof(first_run_positions[0]); p++) {
		const char *text = first_run_positions[p];

		CHECK_INT(wg_board_parse(&b, v, "position", text, strlen(text),
		    want, sizeof(want), err, sizeof(err)), WG_OK);
		n = wg_gen_run(all, &b, b.rack[b.turn], b.rack_len[b.turn], 0,
		    0);
		CHECK(n > 0);
		CHECK_INT(wg_gen_new(&top, lex, v), WG_OK);
		for (run = 1; run <= FULL_AFTER_RUNS + 2; run++)
			if (!top_agrees(all, n, top, &b, lex, 1))
				unit_fail(__FILE__, __LINE__, "position %zu, "
				    "run %u", p + 1, run);
		/* Made: the words fit, and quickly. */
		CHECK(top->full != NULL);
		wg_gen_free(top);
	}
	wg_gen_free(all);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

int
main(void)
{
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	unit_path(varpath, sizeof(varpath), 1, "share/variants");
	RUN(test_first_table_run);
	return unit_done();
}
