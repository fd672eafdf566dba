/*
 * test_movegen_equity.c: the move generator ranking by equity.  Its whole
 * list gives each move the score plus the value the leaves give its
 * leave (looked up here one by one, as wg_leaves_value does), in rank
 * order; and the best few, found with anchors pruned by bounds on score
 * and leave (movegen_bound.c, movegen_leave.c), are the first few of that
 * list, in positions of self-play by equity (racks that keep blanks and
 * good tiles), with random leave values wide enough to reorder moves and
 * whole numbers among them so that equities tie.  A generator switched
 * between two seats' leaves ranks as one that keeps each.  With a bar
 * (what inference asks), a run finds a move above it or the best.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine_private.h"
#include "engine/movegen.h"
#include "brute.h"
#include "unit.h"

static char lexpath[4096], varpath[4096], testdir[4096];
static unsigned scale = UNIT_DEFAULT_SCALE;
#define GAMES(n)	((n) / scale + 1)

static struct wg_variant *
variant_load(const char *name)
{
	struct wg_variant *v = NULL;
	char path[4200], err[512];

	snprintf(path, sizeof(path), "%s/%s.wgv", strcmp(name, "mini") == 0 ||
	    strcmp(name, "heavy") == 0 ? testdir : varpath, name);
	if (wg_variant_load(&v, path, err, sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	return v;
}

static uint64_t rng_state;

static unsigned
rng(unsigned n)
{
	rng_state = rng_state * 6364136223846793005ULL +
	    1442695040888963407ULL;
	return (unsigned)((rng_state >> 33) % n);
}

/* Appends the leave CODES[0..N) and a random value to the text T. */
static void
leave_line(char **t, size_t *len, size_t *cap,
    const struct wg_alphabet *a, const uint8_t *codes, unsigned n)
{
	char line[256];
	size_t k = 0;
	unsigned i;

	for (i = 0; i < n; i++)
		k += (size_t)snprintf(line + k, sizeof(line) - k, "%s",
		    codes[i] == 0 ? "?" : wg_alphabet_letter(a, codes[i]));
	/* Whole numbers one time in three: equities tie. */
	if (rng(3) == 0)
		k += (size_t)snprintf(line + k, sizeof(line) - k, " %d\n",
		    (int)rng(61) - 30);
	else
		k += (size_t)snprintf(line + k, sizeof(line) - k, " %.2f\n",
		    ((int)rng(6001) - 3000) / 100.0);
	if (*len + k + 1 > *cap) {
		*cap = (*len + k + 1) * 2;
		*t = realloc(*t, *cap);
	}
	memcpy(*t + *len, line, k + 1);
	*len += k;
}

/*
 * Leaves for V: every leave of one or two tiles, and leaves of three to
 * (rack size - 1) tiles drawn at random from the bag; the rest are worth
 * 0, as a leaves file that lacks them says.
 */
static struct wg_leaves *
random_leaves(const struct wg_variant *v, unsigned seed)
{
	const struct wg_alphabet *a = v->alphabet;
	unsigned size = wg_alphabet_size(a), c, d, i, k, n, total = 0;
	uint8_t bag[1024], codes[WG_RACK_MAX];
	struct wg_leaves *lv = NULL;
	char *t = NULL, err[512];
	size_t len = 0, cap = 0;

	rng_state = seed;
	for (c = 0; c <= size; c++)
		for (k = 0; k < v->count[c] && total < sizeof(bag); k++)
			bag[total++] = (uint8_t)c;
	for (c = 0; c <= size; c++) {
		if (v->count[c] == 0)
			continue;
		codes[0] = (uint8_t)c;
		leave_line(&t, &len, &cap, a, codes, 1);
		for (d = c; d <= size; d++) {
			if (v->count[d] < (d == c ? 2u : 1u))
				continue;
			codes[1] = (uint8_t)d;
			leave_line(&t, &len, &cap, a, codes, 2);
		}
	}
	for (i = 0; i < 20000 && v->rack_size > 3; i++) {
		n = 3 + rng(v->rack_size - 3);
		/* A partial shuffle: N distinct tiles of the bag. */
		for (k = 0; k < n; k++) {
			unsigned j = k + rng(total - k);
			uint8_t x = bag[k];

			bag[k] = bag[j];
			bag[j] = x;
			codes[k] = bag[k];
		}
		leave_line(&t, &len, &cap, a, codes, n);
	}
	if (wg_leaves_parse(&lv, a, "random", t, len, err, sizeof(err)) !=
	    WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	free(t);
	return lv;
}

struct agree {
	struct wg_gen	*all;
	struct wg_gen	*top;
	const struct wg_leaves *lv;
	size_t		 positions;
	size_t		 tops;
	size_t		 moves;
	size_t		 ties;		/* equal equities in a top list */
	size_t		 bad;
};

/* Whether M's leave is the rack of B's player on turn less its tiles. */
static int
leave_right(const struct wg_board *b, const struct wg_gen_move *m)
{
	unsigned count[64] = { 0 }, i;
	const uint8_t *rack = b->rack[b->turn];

	for (i = 0; i < b->rack_len[b->turn]; i++)
		count[rack[i]]++;
	for (i = 0; i < m->move.len; i++) {
		uint8_t t = m->move.tiles[i];

		if (m->move.kind == WG_MOVE_PLACE && (t & WG_THROUGH))
			continue;
		t = m->move.kind == WG_MOVE_PLACE && (t & WG_BLANK) ? 0 :
		    WG_CODE(t);
		if (count[t]-- == 0)
			return 0;
	}
	for (i = 0; i < m->nleave; i++)
		if (count[m->leave[i]]-- == 0 ||
		    (i > 0 && m->leave[i] < m->leave[i - 1]))
			return 0;
	for (i = 0; i < 64; i++)
		if (count[i] != 0)
			return 0;
	return 1;
}

static void
report(struct agree *a, const struct wg_board *b, const char *what,
    const struct wg_gen_move *m, const struct wg_gen_move *want)
{
	char x[WG_MOVE_TEXT_MAX], y[WG_MOVE_TEXT_MAX] = "";

	if (a->bad++ >= 5)
		return;
	wg_move_write(&m->move, b->variant->alphabet, b, x, sizeof(x));
	if (want != NULL)
		wg_move_write(&want->move, b->variant->alphabet, b, y,
		    sizeof(y));
	unit_fail(__FILE__, __LINE__, "%s: %s %d %.2f (wanted %s %d %.2f)",
	    what, x, m->score, m->equity, y, want ? want->score : 0,
	    want ? want->equity : 0);
}

/* The whole list: each equity its score and leave's value as the bag
   allows (leave_eval.c), in order. */
static void
check_all(struct agree *a, const struct wg_board *b, int n)
{
	const struct wg_gen_move *m, *prev = NULL;
	struct wg_leave_eval e;
	int i;

	wg_leave_eval_setup(&e, b, b->rack[b->turn], b->rack_len[b->turn]);
	for (i = 0; i < n; i++, prev = m) {
		m = wg_gen_result(a->all, (size_t)i);
		a->moves++;
		if (!leave_right(b, m))
			report(a, b, "leave", m, NULL);
		if (m->equity != m->score + wg_leave_eval(&e,
		    wg_leaves_value(a->lv, m->leave, m->nleave), m->leave,
		    m->nleave))
			report(a, b, "equity", m, NULL);
		if (prev != NULL && (prev->equity < m->equity ||
		    (prev->equity == m->equity && prev->score < m->score)))
			report(a, b, "order", m, prev);
	}
}

/* The best LIMIT, pruned, are the whole list's first. */
static void
check_top(struct agree *a, const struct wg_board *b, int all,
    unsigned limit, unsigned flags)
{
	int n, i;

	n = wg_gen_run(a->top, b, b->rack[b->turn], b->rack_len[b->turn],
	    limit, flags);
	a->tops++;
	if (n != (all < (int)limit ? all : (int)limit)) {
		if (a->bad++ < 5)
			unit_fail(__FILE__, __LINE__, "top %u: %d moves of %d",
			    limit, n, all);
		return;
	}
	for (i = 0; i < n; i++) {
		const struct wg_gen_move *m = wg_gen_result(a->top, (size_t)i);
		const struct wg_gen_move *w = wg_gen_result(a->all, (size_t)i);

		if (i > 0 && m->equity == wg_gen_result(a->top,
		    (size_t)i - 1)->equity)
			a->ties++;
		if (m->score != w->score || m->equity != w->equity ||
		    !same_move(&m->move, &w->move) ||
		    m->nleave != w->nleave ||
		    memcmp(m->leave, w->leave, m->nleave) != 0) {
			report(a, b, "top", m, w);
			return;
		}
	}
}

/*
 * With a bar (wg_gen_bar, limit 1): a stop below the best is passed (a
 * move above it is found, maybe not the best); a stop at or above it is
 * not, and the best is found when it beats the floor, else the list
 * holds the pass of the floor's equity (at the floor, either).  The runs follow one another on
 * the one generator: each walks the last one's anchor first.
 */
static void
check_bar(struct agree *a, const struct wg_board *b, int all, unsigned flags)
{
	const struct wg_gen_move *best, *m;
	double e, stops[3], floors[3];
	unsigned i, j;
	int n;

	if (all == 0)
		return;
	best = wg_gen_result(a->all, 0);
	e = best->equity;
	stops[0] = e - 1;
	stops[1] = e;
	stops[2] = e + 3;
	for (i = 0; i < 3; i++) {
		floors[0] = stops[i] - 10;
		floors[1] = e + 0.5;
		floors[2] = stops[i];
		for (j = 0; j < 3; j++) {
			if (floors[j] > stops[i])
				continue;
			wg_gen_bar(a->top, floors[j], stops[i]);
			n = wg_gen_run(a->top, b, b->rack[b->turn],
			    b->rack_len[b->turn], 1, flags);
			m = wg_gen_result(a->top, 0);
			if (n != 1 || m == NULL) {
				if (a->bad++ < 5)
					unit_fail(__FILE__, __LINE__, "bar: "
					    "%d moves", n);
				return;
			}
			/* At the floor, the best or the pass: the tie is
			   broken by score, then kind. */
			if (e > stops[i] ? !(m->equity > stops[i]) :
			    e > floors[j] || (e == floors[j] &&
			    m->move.kind != WG_MOVE_PASS) ? m->equity != e ||
			    !same_move(&m->move, &best->move) :
			    m->move.kind != WG_MOVE_PASS ||
			    m->equity != floors[j])
				report(a, b, "bar", m, best);
		}
	}
}

static void
agree_turn(const struct wg_board *b, void *arg)
{
	static const unsigned limits[] = { 1, 2, 5, 10 };
	static const unsigned flags[] = { 0, WG_GEN_EXCHANGES };
	struct agree *a = arg;
	unsigned f, k;
	int n;

	for (f = 0; f < 2; f++) {
		n = wg_gen_run(a->all, b, b->rack[b->turn],
		    b->rack_len[b->turn], 0, flags[f]);
		if (n < 0) {
			if (a->bad++ < 5)
				unit_fail(__FILE__, __LINE__, "run: %d", n);
			return;
		}
		check_all(a, b, n);
		for (k = 0; k < sizeof(limits) / sizeof(limits[0]); k++)
			check_top(a, b, n, limits[k], flags[f]);
		check_bar(a, b, n, flags[f]);
	}
	a->positions++;
}

/* Plays GAMES games of NAME by equity, checking every position. */
static size_t
agree_variant(const char *name, unsigned games)
{
	struct wg_variant *v = variant_load(name);
	struct wg_lexicon *lex;
	struct wg_leaves *lv;
	struct wg_gen *play;
	struct wg_selfplay sp;
	struct agree a;
	char err[512];
	unsigned i;

	memset(&a, 0, sizeof(a));
	if (v == NULL)
		return 0;
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	lv = random_leaves(v, 12345);
	CHECK(lv != NULL);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&a.all, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&a.top, lex, v), WG_OK);
	wg_gen_set_leaves(play, lv);
	wg_gen_set_leaves(a.all, lv);
	wg_gen_set_leaves(a.top, lv);
	a.lv = lv;
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = agree_turn;
	sp.arg = &a;
	for (i = 0; i < games; i++) {
		char *gcg;
		size_t len;

		CHECK_INT(wg_selfplay(play, 2000 + i, &sp, &gcg, &len), WG_OK);
		free(gcg);
	}
	CHECK_INT(a.bad, 0);
	CHECK(a.positions >= games * 10);
	CHECK(a.tops >= a.positions * 8);
	printf("%s: %zu positions by equity, %zu moves, %zu ties in the "
	    "top lists\n", name, a.positions, a.moves, a.ties);
	wg_gen_free(play);
	wg_gen_free(a.all);
	wg_gen_free(a.top);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return a.ties;
}

static void
test_equity_classic(void)
{
	/* Ties among the best few: the bound must not cut at equal. */
	CHECK(agree_variant("classic", GAMES(50)) > 0);
}

static void
test_equity_friends(void)
{
	agree_variant("friends", GAMES(15));
}

static void
test_equity_spy(void)
{
	agree_variant("spy", GAMES(15));
}

static void
test_equity_heavy(void)
{
	/* Nine tiles a rack, scores past 2^20. */
	agree_variant("heavy", GAMES(3));
}

static void
test_equity_mini(void)
{
	agree_variant("mini", GAMES(30));
}

/* Generators ranking by a seat's leaves, switched turn by turn, against
   generators that keep one set each. */
struct seats {
	struct wg_gen	*sw, *one[2];
	struct wg_leaves *lv[2];
	size_t		 runs, bad;
};

/* Whether G and H list the same best moves, equities and all. */
static int
same_top(struct wg_gen *g, struct wg_gen *h, const struct wg_board *b,
    unsigned p)
{
	int n = wg_gen_run(g, b, b->rack[p], b->rack_len[p], 5,
	    WG_GEN_EXCHANGES), i;

	if (n != wg_gen_run(h, b, b->rack[p], b->rack_len[p], 5,
	    WG_GEN_EXCHANGES))
		return 0;
	for (i = 0; i < n; i++) {
		const struct wg_gen_move *x = wg_gen_result(g, (size_t)i);
		const struct wg_gen_move *y = wg_gen_result(h, (size_t)i);

		if (x->equity != y->equity || x->score != y->score ||
		    x->move.kind != y->move.kind)
			return 0;
	}
	return 1;
}

static void
seats_turn(const struct wg_board *b, void *arg)
{
	struct seats *s = arg;
	unsigned k, p = b->turn;

	for (k = 0; k < 3; k++) {
		wg_gen_switch_leaves(s->sw, s->lv[k & 1]);
		s->bad += !same_top(s->sw, s->one[k & 1], b, p);
		s->runs++;
	}
}

/*
 * Switching between two seats' leaves keeps each one's cached values
 * apart; wg_gen_set_leaves forgets them, even for leaves at the address
 * of the last ones (here the same dense leaves, their values changed).
 */
static void
test_leave_switch(void)
{
	struct wg_variant *v = variant_load("classic");
	struct wg_lexicon *lex;
	struct wg_leaves *dense;
	struct wg_gen *play;
	struct wg_selfplay sp;
	struct seats s;
	struct wg_board b;
	/* AEIQTVZ: no bingo, so the leaves rank the moves. */
	const uint8_t rack[] = { 1, 5, 9, 17, 20, 22, 26 };
	char err[512];
	uint32_t i;
	unsigned k;

	memset(&s, 0, sizeof(s));
	if (v == NULL)
		return;
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&s.sw, lex, v), WG_OK);
	for (k = 0; k < 2; k++) {
		s.lv[k] = random_leaves(v, 100 + k);
		CHECK_INT(wg_gen_new(&s.one[k], lex, v), WG_OK);
		wg_gen_set_leaves(s.one[k], s.lv[k]);
	}
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = seats_turn;
	sp.arg = &s;
	for (k = 0; k < GAMES(4); k++) {
		char *gcg;
		size_t len;

		CHECK_INT(wg_selfplay(play, 700 + k, &sp, &gcg, &len), WG_OK);
		free(gcg);
	}
	CHECK_INT(s.bad, 0);
	CHECK(s.runs > 0);
	/* New values where the old ones were. */
	CHECK_INT(wg_leaves_new_dense(&dense, v, lex), WG_OK);
	wg_board_init(&b, v);
	b.players = 2;
	memcpy(b.rack[0], rack, sizeof(rack));
	b.rack_len[0] = sizeof(rack);
	for (k = 0; k < 2 && dense != NULL; k++) {
		for (i = 0; i < dense->index.total; i++)
			dense->values[i] = (float)(k == 0 ? (int)(i % 17) :
			    30 - (int)(i % 23));
		wg_gen_set_leaves(s.sw, dense);
		wg_gen_set_leaves(s.one[0], dense);
		/* A fresh generator caches nothing. */
		wg_gen_free(s.one[1]);
		CHECK_INT(wg_gen_new(&s.one[1], lex, v), WG_OK);
		wg_gen_set_leaves(s.one[1], dense);
		CHECK(same_top(s.sw, s.one[1], &b, 0));
	}
	wg_leaves_free(dense);
	for (k = 0; k < 2; k++) {
		wg_gen_free(s.one[k]);
		wg_leaves_free(s.lv[k]);
	}
	wg_gen_free(s.sw);
	wg_gen_free(play);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

int
main(void)
{
	scale = unit_scale(scale);
	unit_path(testdir, sizeof(testdir), 0, "tests/unit");
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	unit_path(varpath, sizeof(varpath), 1, "share/variants");
	RUN(test_equity_classic);
	RUN(test_equity_friends);
	RUN(test_equity_spy);
	RUN(test_equity_heavy);
	RUN(test_equity_mini);
	RUN(test_leave_switch);
	return unit_done();
}
