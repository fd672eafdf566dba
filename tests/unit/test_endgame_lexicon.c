/*
 * test_endgame_lexicon.c: the endgame solver's small lexicon (the words
 * the two racks can still form on the board) against the whole one: on
 * the empty-bag positions of classic self-play games, and on every
 * position of random lines played from them to the end, both players'
 * moves generated over the two lexicons are the same moves, same scores.
 * And the solver's budget of positions (wg_endgame_set_node_limit).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine_private.h"
#include "lexicon/lexicon_graph.h"
#include "games.h"
#include "unit.h"

static char lexpath[4096], varpath[4096];

static unsigned scale = UNIT_DEFAULT_SCALE;


/* Every turn with the bag empty, both racks known and holding tiles. */
static void
on_turn(const struct wg_board *b, void *arg)
{
	struct games_boards *f = arg;

	if (wg_board_bag(b) > 0 || !b->rack_known[0] || !b->rack_known[1] ||
	    b->rack_len[0] == 0 || b->rack_len[1] == 0)
		return;
	games_boards_add(f, b);
}

static int
by_text(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The moves G finds for the player on turn on B, each as "MOVE SCORE",
 * sorted, into *OUT (an array of N strings in one allocation).
 */
static size_t
move_texts(struct wg_gen *g, const struct wg_board *b, char ***out)
{
	const struct wg_variant *v = b->variant;
	char move[WG_MOVE_TEXT_MAX], **t, *s;
	size_t i, n;
	int found;

	found = wg_gen_run(g, b, b->rack[b->turn], b->rack_len[b->turn], 0,
	    0);
	CHECK(found >= 0);
	n = found > 0 ? (size_t)found : 0;
	t = malloc(n * sizeof(*t) + n * (WG_MOVE_TEXT_MAX + 16) + 1);
	if (t == NULL) {
		unit_fail(__FILE__, __LINE__, "out of memory");
		*out = NULL;
		return 0;
	}
	s = (char *)(t + n);
	for (i = 0; i < n; i++) {
		const struct wg_gen_move *m = wg_gen_result(g, i);

		if (wg_move_write(&m->move, v->alphabet, NULL, move,
		    sizeof(move)) == (size_t)-1)
			snprintf(move, sizeof(move), "?");
		t[i] = s + i * (WG_MOVE_TEXT_MAX + 16);
		snprintf(t[i], WG_MOVE_TEXT_MAX + 16, "%s %d", move, m->score);
	}
	qsort(t, n, sizeof(*t), by_text);
	*out = t;
	return n;
}

/* Whether FULL and SMALL find the same moves on B; *MOVES counts them. */
static int
same_moves(struct wg_gen *full, struct wg_gen *small,
    const struct wg_board *b, unsigned long *moves)
{
	char **x, **y;
	size_t nx, ny, i;
	int same;

	nx = move_texts(full, b, &x);
	ny = move_texts(small, b, &y);
	same = nx == ny;
	for (i = 0; same && i < nx; i++)
		same = strcmp(x[i], y[i]) == 0;
	if (!same)
		unit_fail(__FILE__, __LINE__, "%zu moves over the whole "
		    "lexicon, %zu over the small one; first %s / %s", nx, ny,
		    nx ? x[0] : "-", ny ? y[0] : "-");
	*moves += nx;
	free(x);
	free(y);
	return same;
}

/*
 * From each empty-bag position of self-play games, random lines to the
 * end (a seeded choice among the moves, a pass now and then): at every
 * position of them the two generators agree.
 */
static void
test_same_moves(void)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL, *small;
	struct wg_gen *play, *full, *sgen;
	struct wg_selfplay sp;
	struct games_boards f;
	unsigned g, games = 12 / scale, tiles[WG_MAX_LETTERS + 1], p, k;
	unsigned long moves = 0, positions = 0, words = 0;
	uint64_t rnd = 12345;
	char err[512];
	size_t i;

	if (wg_variant_load(&v, varpath, err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, lexpath, err, sizeof(err)) != WG_OK) {
		unit_fail(__FILE__, __LINE__, "%s", err);
		wg_variant_free(v);
		return;
	}
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&full, lex, v), WG_OK);
	memset(&f, 0, sizeof(f));
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = on_turn;
	sp.arg = &f;
	for (g = 0; g < games; g++) {
		struct wg_record *rec;

		CHECK_INT(wg_selfplay_record(play, 500 + g, &sp, &rec), WG_OK);
		wg_record_free(rec);
	}
	for (i = 0; i < f.n; i++) {
		struct wg_board b = f.b[i];

		memset(tiles, 0, sizeof(tiles));
		for (p = 0; p < 2; p++)
			for (k = 0; k < b.rack_len[p]; k++)
				tiles[b.rack[p][k]]++;
		if (wg_endgame_lexicon(&small, lex, &b, tiles) != WG_OK) {
			/* No word at all: then no move either. */
			CHECK_INT(wg_gen_run(full, &b, b.rack[b.turn],
			    b.rack_len[b.turn], 0, 0), 0);
			continue;
		}
		words += small->words;
		CHECK_INT(wg_gen_new(&sgen, small, v), WG_OK);
		/* A random line: moves both ways until a rack is empty. */
		while (b.rack_len[0] > 0 && b.rack_len[1] > 0) {
			struct wg_move m;
			struct wg_check ck;
			int n;

			positions++;
			if (!same_moves(full, sgen, &b, &moves))
				break;
			n = wg_gen_run(full, &b, b.rack[b.turn],
			    b.rack_len[b.turn], 0, 0);
			rnd = rnd * 6364136223846793005ULL +
			    1442695040888963407ULL;
			if (n <= 0 || rnd >> 60 == 0) {
				/* A pass: the line goes on with the other. */
				memset(&m, 0, sizeof(m));
				m.kind = WG_MOVE_PASS;
			} else
				m = wg_gen_result(full,
				    (size_t)(rnd >> 33) % (size_t)n)->move;
			wg_move_check(&b, &m, lex, &ck);
			CHECK_INT(ck.reasons, 0);
			if (ck.reasons != 0)
				break;
			wg_move_apply(&b, &m, &ck);
			if (m.kind == WG_MOVE_PASS && b.zeros >= 4)
				break;
		}
		wg_gen_free(sgen);
		wg_lexicon_free(small);
	}
	CHECK(f.n >= games);
	printf("%zu endgames, %lu positions on random lines, %lu moves "
	    "agree (small lexicons of %lu words on average)\n", f.n,
	    positions, moves, f.n ? words / f.n : 0);
	free(f.b);
	wg_gen_free(full);
	wg_gen_free(play);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

/*
 * A solve over its budget returns WG_E_LIMIT and no result; one whose
 * budget is twice the positions it searches, and one without, solve
 * alike.  (Not once: a budgeted solve's table is sized by its budget,
 * smaller than the 2^24 entries of one without, and other positions
 * share its slots, so it may search a few more.)
 */
static void
test_node_limit(void)
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_gen *play;
	struct wg_endgame *eg;
	struct wg_endgame_info info;
	struct wg_selfplay sp;
	struct wg_record *rec;
	struct games_boards f;
	char err[512];
	size_t i, most = 0;
	int spread;

	if (wg_variant_load(&v, varpath, err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, lexpath, err, sizeof(err)) != WG_OK) {
		unit_fail(__FILE__, __LINE__, "%s", err);
		wg_variant_free(v);
		return;
	}
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_endgame_new(&eg, lex, v), WG_OK);
	memset(&f, 0, sizeof(f));
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = on_turn;
	sp.arg = &f;
	CHECK_INT(wg_selfplay_record(play, 500, &sp, &rec), WG_OK);
	wg_record_free(rec);
	CHECK(f.n > 0);
	/* The position of the most tiles, the last such. */
	for (i = 0; i < f.n; i++)
		if (f.b[i].rack_len[0] + f.b[i].rack_len[1] >=
		    f.b[most].rack_len[0] + f.b[most].rack_len[1])
			most = i;
	if (f.n > 0) {
		CHECK_INT(wg_endgame_solve(eg, &f.b[most], 0, 1), 1);
		spread = wg_endgame_result(eg, 0)->spread;
		wg_endgame_info(eg, &info);
		CHECK(info.nodes > 2);
		wg_endgame_set_node_limit(eg, info.nodes / 2);
		CHECK_INT(wg_endgame_solve(eg, &f.b[most], 0, 1), WG_E_LIMIT);
		CHECK(wg_endgame_result(eg, 0) == NULL);
		wg_endgame_set_node_limit(eg, 2 * info.nodes);
		CHECK_INT(wg_endgame_solve(eg, &f.b[most], 0, 1), 1);
		CHECK(wg_endgame_result(eg, 0) != NULL &&
		    wg_endgame_result(eg, 0)->spread == spread);
		wg_endgame_set_node_limit(eg, 0);
		CHECK_INT(wg_endgame_solve(eg, &f.b[most], 0, 1), 1);
		CHECK_INT(wg_endgame_result(eg, 0)->spread, spread);
	}
	free(f.b);
	wg_endgame_free(eg);
	wg_gen_free(play);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

int
main(void)
{
	scale = unit_scale(scale);
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	unit_path(varpath, sizeof(varpath), 0, "share/variants/classic.wgv");
	RUN(test_same_moves);
	RUN(test_node_limit);
	return unit_done();
}
