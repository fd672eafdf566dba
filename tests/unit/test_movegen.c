/*
 * test_movegen.c: the move generator against the rules and against brute
 * force.  Every move it lists must be legal with the same score by
 * wg_move_check, and it must miss none that a slow, simple enumerator
 * finds (every span of the board, every word of its length, every way the
 * rack can pay for the letters).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "brute.h"
#include "unit.h"

static char lexpath[4096], varpath[4096], testdir[4096];

/*
 * Under the sanitizers every move costs a few times more, under valgrind
 * fifty: there the test plays a fraction of the games, WG_TEST_SCALE
 * (make check-valgrind sets it) or 2 under the sanitizers.
 */
static unsigned scale = UNIT_DEFAULT_SCALE;
#define GAMES(n)	((n) / scale + 1)
#define BRUTE_POSITIONS	(150 / scale)

static struct wg_variant *
variant_load(const char *name)
{
	struct wg_variant *v = NULL;
	char path[4200], err[512];

	/* "mini" and "heavy" are the test's own; the others are shipped. */
	snprintf(path, sizeof(path), "%s/%s.wgv", strcmp(name, "mini") == 0 ||
	    strcmp(name, "heavy") == 0 ? testdir : varpath, name);
	if (wg_variant_load(&v, path, err, sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	return v;
}

/* Every move the generator lists is legal, with its score. */
struct agree {
	struct wg_gen	*gen;
	struct wg_gen	*top;		/* for the best few */
	const struct wg_lexicon *lex;
	size_t		 positions;
	size_t		 tops;
	size_t		 moves;
	size_t		 with_blanks;
	size_t		 exchanges;
	size_t		 huge;		/* moves over 2^20 points */
	size_t		 capped;	/* with a word at the cap */
	size_t		 bad;
};

/*
 * The ranking wsgen(1) documents, written again here: -1 when A comes
 * before B.  Equity, score, kind, row, column, direction, length, tiles.
 */
static int
ranks_before(const struct wg_gen_move *a, const struct wg_gen_move *b)
{
	const struct wg_move *x = &a->move, *y = &b->move;
	unsigned i;

	if (a->equity != b->equity)
		return a->equity > b->equity ? -1 : 1;
	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	if (x->kind != y->kind || x->row != y->row || x->col != y->col ||
	    x->down != y->down || x->len != y->len)
		return x->kind != y->kind ? (x->kind < y->kind ? -1 : 1) :
		    x->row != y->row ? (x->row < y->row ? -1 : 1) :
		    x->col != y->col ? (x->col < y->col ? -1 : 1) :
		    x->down != y->down ? (x->down < y->down ? -1 : 1) :
		    (x->len < y->len ? -1 : 1);
	for (i = 0; i < x->len; i++)
		if (x->tiles[i] != y->tiles[i])
			return x->tiles[i] < y->tiles[i] ? -1 : 1;
	return 0;
}

/* The whole list in rank order, no move twice. */
static void
check_order(struct agree *a, int n)
{
	int i;

	for (i = 1; i < n; i++)
		if (ranks_before(wg_gen_result(a->gen, (size_t)i - 1),
		    wg_gen_result(a->gen, (size_t)i)) >= 0) {
			if (a->bad++ < 5)
				unit_fail(__FILE__, __LINE__, "moves %d and "
				    "%d out of order", i, i + 1);
			return;
		}
}

/*
 * The best few, found with anchors pruned by their score bounds, are the
 * first few of the whole list, in the same order.
 */
static void
check_top(struct agree *a, const struct wg_board *b, int all)
{
	static struct wg_gen_move first[10];
	unsigned limits[] = { 1, 3, 10 }, k;
	int i, n;

	for (i = 0; i < all && i < 10; i++)
		first[i] = *wg_gen_result(a->gen, (size_t)i);
	for (k = 0; k < sizeof(limits) / sizeof(limits[0]); k++) {
		n = wg_gen_run(a->top, b, b->rack[b->turn],
		    b->rack_len[b->turn], limits[k], 0);
		a->tops++;
		if (n != (all < (int)limits[k] ? all : (int)limits[k])) {
			if (a->bad++ < 5)
				unit_fail(__FILE__, __LINE__, "top %u: %d "
				    "moves of %d", limits[k], n, all);
			continue;
		}
		for (i = 0; i < n; i++) {
			const struct wg_gen_move *m = wg_gen_result(a->top,
			    (size_t)i);

			if (m->score != first[i].score ||
			    !same_move(&m->move, &first[i].move)) {
				char x[WG_MOVE_TEXT_MAX], y[WG_MOVE_TEXT_MAX];

				wg_move_write(&m->move, b->variant->alphabet,
				    b, x, sizeof(x));
				wg_move_write(&first[i].move,
				    b->variant->alphabet, b, y, sizeof(y));
				if (a->bad++ < 5)
					unit_fail(__FILE__, __LINE__, "top %u: "
					    "move %d is %s %d, the full list's "
					    "%s %d", limits[k], i + 1, x,
					    m->score, y, first[i].score);
				break;
			}
		}
	}
}

static void
agree_turn(const struct wg_board *b, void *arg)
{
	struct agree *a = arg;
	struct wg_check ck;
	int n, i;

	/* The whole list, placements only, against the pruned best few. */
	n = wg_gen_run(a->gen, b, b->rack[b->turn], b->rack_len[b->turn], 0,
	    0);
	check_order(a, n);
	check_top(a, b, n);
	/* Exchanges too: late in a game the bag limits them. */
	n = wg_gen_run(a->gen, b, b->rack[b->turn], b->rack_len[b->turn], 0,
	    WG_GEN_EXCHANGES);
	check_order(a, n);
	a->positions++;
	for (i = 0; i < n; i++) {
		const struct wg_gen_move *m = wg_gen_result(a->gen, (size_t)i);
		int legal = wg_move_check(b, &m->move, a->lex, &ck);
		unsigned k;

		for (k = 0; k < m->move.len; k++)
			if ((m->move.tiles[k] & WG_BLANK) &&
			    !(m->move.tiles[k] & WG_THROUGH)) {
				a->with_blanks++;
				break;
			}
		a->moves++;
		a->exchanges += m->move.kind == WG_MOVE_EXCHANGE;
		a->huge += m->score > 0xfffff;
		a->capped += m->score >= 50000000;
		if (!legal || ck.score != m->score) {
			char text[WG_MOVE_TEXT_MAX];

			wg_move_write(&m->move, b->variant->alphabet, b, text,
			    sizeof(text));
			if (a->bad++ < 5)
				unit_fail(__FILE__, __LINE__, "%s: generator "
				    "says %d, rules say %s %d (reasons %#x)",
				    text, m->score, legal ? "legal" :
				    "illegal", ck.score, ck.reasons);
		}
	}
}

/* Plays GAMES games of NAME, checking every position; its counts. */
static struct agree
agree_variant(const char *name, unsigned games)
{
	struct wg_variant *v = variant_load(name);
	struct wg_lexicon *lex;
	struct wg_gen *play, *check;
	struct agree a;
	struct wg_selfplay sp;
	char err[512];
	unsigned i;

	memset(&a, 0, sizeof(a));
	if (v == NULL)
		return a;
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&check, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&a.top, lex, v), WG_OK);
	a.gen = check;
	a.lex = lex;
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = agree_turn;
	sp.arg = &a;
	for (i = 0; i < games; i++) {
		char *gcg;
		size_t len;

		CHECK_INT(wg_selfplay(play, 1000 + i, &sp, &gcg, &len), WG_OK);
		free(gcg);
	}
	CHECK_INT(a.bad, 0);
	CHECK(a.positions >= games * 12);
	CHECK(a.with_blanks > 0);
	CHECK(a.exchanges > 0);
	printf("%s: %zu positions, %zu moves (%zu with blanks) checked\n",
	    name, a.positions, a.moves, a.with_blanks);
	CHECK(a.tops >= a.positions * 3);
	wg_gen_free(play);
	wg_gen_free(check);
	wg_gen_free(a.top);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return a;
}

/* Scores beyond any real game's: the generator's sort falls back from its
   packed keys, its bounds and the rules cap a word alike. */
static void
test_agree_heavy(void)
{
	struct agree a = agree_variant("heavy", GAMES(3));

	CHECK(a.huge > 0);
	CHECK(a.capped > 0);
}

static void
test_agree_classic(void)
{
	agree_variant("classic", GAMES(40));
}

static void
test_agree_friends(void)
{
	agree_variant("friends", GAMES(15));
}

static void
test_agree_spy(void)
{
	/* Quadruple squares and a random layout from the seed. */
	agree_variant("spy", GAMES(15));
}

/* The brute-force enumerator, over a small lexicon's word list. */
struct brute {
	const struct wg_board *b;
	const struct wg_lexicon *lex;
	struct words	 words;
	char		**found;	/* "row col down tiles score" */
	size_t		 nfound;
	size_t		 cap;
};

static void
brute_add(struct brute *br, const struct wg_move *m, int score)
{
	if (br->nfound == br->cap) {
		br->cap = br->cap ? br->cap * 2 : 256;
		br->found = realloc(br->found, br->cap * sizeof(*br->found));
	}
	br->found[br->nfound++] = move_key(m, score);
}

/*
 * Tries every way the rack pays for the letters of WORD on the empty
 * squares of the span from position I on: its own tile, or a blank.
 */
static void
pay(struct brute *br, struct wg_move *m, const uint8_t *word, unsigned i,
    unsigned *count)
{
	const struct wg_board *b = br->b;
	struct wg_check ck;
	unsigned r, c;

	if (i == m->len) {
		if (wg_move_check(b, m, br->lex, &ck))
			brute_add(br, m, ck.score);
		return;
	}
	r = m->row + (m->down ? i : 0);
	c = m->col + (m->down ? 0 : i);
	if (b->sq[r * b->cols + c] != 0) {
		m->tiles[i] = (uint8_t)(WG_CODE(b->sq[r * b->cols + c]) |
		    WG_THROUGH);
		pay(br, m, word, i + 1, count);
		return;
	}
	if (count[word[i]] > 0) {
		count[word[i]]--;
		m->tiles[i] = word[i];
		pay(br, m, word, i + 1, count);
		count[word[i]]++;
	}
	if (count[0] > 0) {
		count[0]--;
		m->tiles[i] = (uint8_t)(word[i] | WG_BLANK);
		pay(br, m, word, i + 1, count);
		count[0]++;
	}
}

static void
brute_force(struct brute *br)
{
	const struct wg_board *b = br->b;
	unsigned count[64] = { 0 }, i, k;
	int empty = wg_board_empty(b), down, r, c, len, mirror;

	for (i = 0; i < b->rack_len[b->turn]; i++)
		count[b->rack[b->turn][i]]++;
	mirror = empty && b->rows == b->cols &&
	    b->variant->start_row == b->variant->start_col;
	for (r = 0; mirror && r < (int)b->rows; r++)
		for (c = 0; c < (int)b->cols; c++)
			if (b->premium[r * b->cols + c] !=
			    b->premium[c * b->cols + r])
				mirror = 0;
	for (down = 0; down < 2; down++)
	for (r = 0; r < (int)b->rows; r++)
	for (c = 0; c < (int)b->cols; c++)
	for (len = 2; len <= (int)(down ? b->rows - r : b->cols - c); len++) {
		int dr = down, dc = !down, placed = 0, touches = 0, start = 0;
		int single_across = 0;

		/* The span must be the whole word: free on both ends. */
		if (board_at(b, r - dr, c - dc) || board_at(b, r + dr * len,
		    c + dc * len))
			continue;
		for (k = 0; k < (unsigned)len; k++) {
			int rr = r + dr * (int)k, cc = c + dc * (int)k;

			if (board_at(b, rr, cc)) {
				touches = 1;
				continue;
			}
			placed++;
			if (board_at(b, rr - dc, cc - dr) ||
			    board_at(b, rr + dc, cc + dr))
				touches = 1, single_across = 1;
			if (rr == (int)b->variant->start_row &&
			    cc == (int)b->variant->start_col)
				start = 1;
		}
		if (placed == 0 || placed > (int)b->rack_len[b->turn] ||
		    !(empty ? start : touches))
			continue;
		/* One tile making words both ways: counted as across. */
		if (down && placed == 1 && single_across)
			continue;
		/* An opening and its transpose on a layout mirrored on
		   the diagonal: only the first by rank (row, then column,
		   then across) counts. */
		if (mirror && (down ? r >= c : c < r))
			continue;
		for (i = 0; i < br->words.n; i++) {
			const uint8_t *w = br->words.w[i];
			struct wg_move m;

			if (w[0] != len)
				continue;
			for (k = 0; k < (unsigned)len; k++) {
				int t = board_at(b, r + dr * (int)k,
				    c + dc * (int)k);

				if (t && WG_CODE(t) != w[1 + k])
					break;
			}
			if (k < (unsigned)len)
				continue;
			memset(&m, 0, sizeof(m));
			m.kind = WG_MOVE_PLACE;
			m.row = (unsigned)r;
			m.col = (unsigned)c;
			m.down = down;
			m.len = (unsigned)len;
			pay(br, &m, w + 1, 0, count);
		}
	}
}

struct compare {
	struct wg_gen	*gen;
	struct brute	*br;
	size_t		 positions;
	size_t		 moves;
	size_t		 bad;
};

static void
compare_turn(const struct wg_board *b, void *arg)
{
	struct compare *cmp = arg;
	struct brute *br = cmp->br;
	char msg[512];

	if (cmp->positions >= BRUTE_POSITIONS)
		return;
	br->b = b;
	br->nfound = 0;
	brute_force(br);
	cmp->positions++;
	cmp->moves += br->nfound;
	if (gen_differs(cmp->gen, b, br->found, br->nfound, msg,
	    sizeof(msg)) && cmp->bad++ < 3)
		unit_fail(__FILE__, __LINE__, "position %zu: %s", cmp->positions,
		    msg);
}

static void
brute_variant(const char *name, unsigned games)
{
	struct wg_variant *v = variant_load(name);
	struct wg_lexicon *lex;
	struct wg_gen *play, *gen;
	struct brute br;
	struct compare cmp;
	struct wg_selfplay sp;
	unsigned i;

	if (v == NULL || (lex = small_lexicon(lexpath, v->alphabet)) == NULL) {
		wg_variant_free(v);
		return;
	}
	memset(&br, 0, sizeof(br));
	br.lex = lex;
	wg_lexicon_each(lex, words_collect, &br.words);
	wg_gen_new(&play, lex, v);
	wg_gen_new(&gen, lex, v);
	memset(&cmp, 0, sizeof(cmp));
	cmp.gen = gen;
	cmp.br = &br;
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = compare_turn;
	sp.arg = &cmp;
	for (i = 0; i < games; i++) {
		char *gcg;
		size_t len;

		CHECK_INT(wg_selfplay(play, 77 + i, &sp, &gcg, &len), WG_OK);
		free(gcg);
	}
	CHECK_INT(cmp.bad, 0);
	CHECK(cmp.positions >= BRUTE_POSITIONS);
	printf("%s: %zu positions, %zu moves agree with brute force\n", name,
	    cmp.positions, cmp.moves);
	free(br.found);
	free(br.words.w);
	wg_gen_free(play);
	wg_gen_free(gen);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

static void
test_brute_force_classic(void)
{
	brute_variant("classic", 5);
}

static void
test_brute_force_small_board(void)
{
	brute_variant("mini", 3);
}

int
main(void)
{
	scale = unit_scale(scale);
	unit_path(testdir, sizeof(testdir), 0, "tests/unit");
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	unit_path(varpath, sizeof(varpath), 1, "share/variants");
	RUN(test_agree_classic);
	RUN(test_agree_heavy);
	RUN(test_agree_friends);
	RUN(test_agree_spy);
	RUN(test_brute_force_classic);
	RUN(test_brute_force_small_board);
	return unit_done();
}
