/*
 * test_stack_gen.c: the move generator of stacking games against the rules
 * (every move it lists is legal with its score by wg_move_check, ranked as
 * wsgen(1) says) and against a brute-force enumerator written apart from
 * it: every span of every line, every word of the span's length, every
 * way the rack pays for each square (a tile on an empty square; the tile
 * there kept, or a tile stacked on it; a rainbow tile of the rack or a
 * plain one), each judged by wg_move_check.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "brute.h"
#include "games.h"
#include "unit.h"

static char lexpath[4096], testdir[4096];

static unsigned scale = UNIT_DEFAULT_SCALE;
#define GAMES(n)	((n) / scale + 1)
#define MAX_TURNS	60

/* splitmix64: the positions are the same on every machine. */
static uint64_t
next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/*
 * Games for positions with stacks: a seeded bag, and each turn the
 * generator's best move or, every other turn, one of its moves at random,
 * which stacks far more often.  VISIT sees each position first, at times
 * roughened (below).
 */
typedef void	(*position_visit)(const struct wg_board *b, void *arg);

/*
 * Some top tiles made rainbow, some stacks taller, a few as tall as a
 * stack can be: what real games and hostile boards hold and the games
 * above seldom make.
 */
static void
roughen(struct wg_board *b, uint64_t *rng)
{
	unsigned i;

	for (i = 0; i < b->rows * b->cols; i++) {
		uint64_t x = next_random(rng);

		if (b->sq[i] == 0)
			continue;
		if (x % 6 == 0 && !(b->sq[i] & WG_BLANK))
			b->rainbow[i] = 1;
		if (x / 6 % 8 == 0)
			b->height[i] = (uint8_t)(wg_board_height(b, i) +
			    x / 48 % 3);
		if (x / 144 % 30 == 0)
			b->height[i] = WG_STACK_MAX;
	}
}

/*
 * Fills player P's rack from the bag.  A letter drawn is a rainbow tile
 * 1 time in 3: the rules say 1 in 14, but racks with two rainbow tiles,
 * or a rainbow and a plain tile of one letter, must come often here.
 */
static void
deal(struct wg_board *b, unsigned p, uint8_t *bag, unsigned *nbag,
    uint64_t *rng)
{
	while (b->rack_len[p] < b->variant->rack_size && *nbag > 0) {
		uint8_t t = bag[--*nbag];

		if (t != 0 && next_random(rng) % 3 == 0)
			b->rack_rainbow[p] |= (uint32_t)1 << b->rack_len[p];
		b->rack[p][b->rack_len[p]++] = t;
	}
	b->rack_known[p] = 1;
}

/* Every move for the rack of B's player on turn, rainbow tiles too. */
static int
gen_all(struct wg_gen *gen, const struct wg_board *b, unsigned limit,
    unsigned flags)
{
	return wg_gen_run_rainbow(gen, b, b->rack[b->turn],
	    b->rack_len[b->turn], b->rack_rainbow[b->turn], limit, flags);
}

static unsigned
playout(struct wg_gen *gen, const struct wg_variant *v,
    const struct wg_lexicon *lex, uint64_t seed, position_visit visit,
    void *arg)
{
	static struct wg_board b, look;
	uint8_t bag[WG_SQUARES + 64];
	unsigned nbag = 0, c, k, turn;
	uint64_t rng = seed;
	struct wg_check ck;

	wg_board_init(&b, v);
	b.players = 2;
	for (c = 0; c <= wg_alphabet_size(v->alphabet); c++)
		for (k = 0; k < v->count[c] && nbag < sizeof(bag); k++)
			bag[nbag++] = (uint8_t)c;
	for (k = nbag; k > 1; k--) {
		unsigned j = (unsigned)(next_random(&rng) % k);
		uint8_t t = bag[k - 1];

		bag[k - 1] = bag[j];
		bag[j] = t;
	}
	deal(&b, 0, bag, &nbag, &rng);
	deal(&b, 1, bag, &nbag, &rng);
	for (turn = 0; turn < MAX_TURNS; turn++) {
		struct wg_move m;
		int n;

		look = b;
		if (next_random(&rng) % 2)
			roughen(&look, &rng);
		visit(&look, arg);
		n = gen_all(gen, &b, 0, 0);
		CHECK(n >= 0);
		if (n <= 0)
			break;
		m = wg_gen_result(gen, turn % 2 ? (size_t)(next_random(&rng) %
		    (unsigned)n) : 0)->move;
		if (!wg_move_check(&b, &m, lex, &ck)) {
			CHECK_INT(ck.reasons, 0);
			break;
		}
		k = b.turn;
		wg_move_apply(&b, &m, &ck);
		deal(&b, k, bag, &nbag, &rng);
		if (b.rack_len[0] == 0 || b.rack_len[1] == 0)
			break;
	}
	return turn;
}

/* Whether move A ranks before B by wsgen(1), RANKING, scores alone. */
static int
ranks_before(const struct wg_gen_move *a, const struct wg_gen_move *b)
{
	unsigned i;

	if (a->score != b->score)
		return a->score > b->score;
	if (a->move.kind != b->move.kind)
		return a->move.kind < b->move.kind;
	if (a->move.row != b->move.row)
		return a->move.row < b->move.row;
	if (a->move.col != b->move.col)
		return a->move.col < b->move.col;
	if (a->move.down != b->move.down)
		return a->move.down < b->move.down;
	if (a->move.len != b->move.len)
		return a->move.len < b->move.len;
	for (i = 0; i < a->move.len; i++)
		if (a->move.tiles[i] != b->move.tiles[i])
			return a->move.tiles[i] < b->move.tiles[i];
	if (a->move.rainbow != b->move.rainbow)
		return a->move.rainbow < b->move.rainbow;
	return 0;	/* the same move twice */
}

/* The main word of M (variant codes) into W; returns its length. */
static unsigned
main_word(const struct wg_move *m, uint8_t *w)
{
	unsigned i;

	for (i = 0; i < m->len; i++)
		w[i] = WG_MOVE_CODE(m->tiles[i]);
	return m->len;
}

struct agree {
	struct wg_gen	*gen;
	struct wg_gen	*top;
	struct wg_gen	*only;
	const struct wg_lexicon *lex;
	size_t		 positions;
	size_t		 moves;
	size_t		 stacked;	/* moves with a tile on a tile */
	size_t		 wild_stacked;
	size_t		 rainbow;	/* moves placing rainbow tiles */
	size_t		 redraws;
	size_t		 bad;
	double		 seconds, slowest;
};

#define AGREE_FAIL(...) do { if (a->bad++ < 5) \
	unit_fail(__FILE__, __LINE__, __VA_ARGS__); } while (0)

/*
 * The leave and the tiles placed make up the rack, rainbow tiles and
 * plain ones each: tiles counted by code times 2, plus 1 if rainbow.
 */
static int
leave_adds_up(const struct wg_board *b, const struct wg_gen_move *m)
{
	unsigned have[128] = { 0 }, i, p = b->turn;
	uint8_t t;

	for (i = 0; i < b->rack_len[p]; i++)
		have[b->rack[p][i] * 2 + (b->rack_rainbow[p] >> i & 1)]++;
	for (i = 0; i < m->nleave; i++)
		if (have[m->leave[i] * 2 + (m->leave_rainbow >> i & 1)]-- == 0)
			return 0;
	for (i = 0; i < m->move.len && m->move.kind == WG_MOVE_PLACE; i++) {
		t = m->move.tiles[i];
		if (t & WG_THROUGH)
			continue;
		t = t & WG_BLANK ? 0 : WG_MOVE_CODE(t);
		if (have[t * 2 + (m->move.rainbow >> i & 1)]-- == 0)
			return 0;
	}
	if (m->move.kind == WG_MOVE_EXCHANGE)
		for (i = 0; i < m->move.len; i++)
			if (have[m->move.tiles[i] * 2 +
			    (m->move.rainbow >> i & 1)]-- == 0)
				return 0;
	for (i = 0; i < 128; i++)
		if (have[i] != 0)
			return 0;
	return 1;
}

static void
check_one(struct agree *a, const struct wg_board *b,
    const struct wg_gen_move *m)
{
	char text[WG_MOVE_TEXT_MAX];
	struct wg_check ck;
	unsigned k, stacked = 0, wild = 0;
	int legal = wg_move_check(b, &m->move, a->lex, &ck);
	int want = ck.score;

	wg_move_write(&m->move, b->variant->alphabet, b, text, sizeof(text));
	if (m->move.kind == WG_MOVE_EXCHANGE) {
		want -= WG_REDRAW_COST;
		a->redraws++;
		if (m->move.len != b->rack_len[b->turn] ||
		    b->score[b->turn] < WG_REDRAW_COST)
			AGREE_FAIL("%s: a redraw of %u tiles of %u, with %d "
			    "points", text, m->move.len, b->rack_len[b->turn],
			    b->score[b->turn]);
	}
	if (!legal || want != m->score)
		AGREE_FAIL("%s: generator says %d, rules say %s %d (reasons "
		    "%#x)", text, m->score, legal ? "legal" : "illegal", want,
		    ck.reasons);
	if (m->move.kind == WG_MOVE_PLACE && m->ntiles != ck.ntiles)
		AGREE_FAIL("%s: %u tiles (rules %u)", text, m->ntiles,
		    ck.ntiles);
	if (!leave_adds_up(b, m))
		AGREE_FAIL("%s: the leave and the tiles are not the rack",
		    text);
	for (k = 0; k < m->move.len && m->move.kind == WG_MOVE_PLACE; k++) {
		unsigned r = m->move.row + (m->move.down ? k : 0);
		unsigned c = m->move.col + (m->move.down ? 0 : k);

		if (!(m->move.tiles[k] & WG_THROUGH) &&
		    b->sq[r * b->cols + c] != 0) {
			stacked = 1;
			wild |= (m->move.tiles[k] & WG_BLANK) != 0;
		}
	}
	a->stacked += stacked;
	a->wild_stacked += wild;
	a->rainbow += m->move.kind == WG_MOVE_PLACE && m->move.rainbow != 0;
}

/* The best few are the first few of the whole list, in order. */
static void
check_top(struct agree *a, const struct wg_board *b, int all)
{
	static const unsigned limits[] = { 1, 3, 10 };
	unsigned k;
	int i, n;

	for (k = 0; k < sizeof(limits) / sizeof(limits[0]); k++) {
		n = gen_all(a->top, b, limits[k], 0);
		if (n != (all < (int)limits[k] ? all : (int)limits[k])) {
			AGREE_FAIL("top %u: %d moves of %d", limits[k], n, all);
			continue;
		}
		for (i = 0; i < n; i++)
			if (!same_move(&wg_gen_result(a->top, (size_t)i)->move,
			    &wg_gen_result(a->gen, (size_t)i)->move)) {
				AGREE_FAIL("top %u: move %d differs", limits[k],
				    i + 1);
				break;
			}
	}
}

/* --word: the plays of the best move's main word, and only those. */
static void
check_only(struct agree *a, const struct wg_board *b, int all)
{
	uint8_t word[WG_BOARD_MAX], w[WG_BOARD_MAX];
	unsigned len, found = 0;
	int i, n;

	if (all == 0)
		return;
	len = main_word(&wg_gen_result(a->gen, 0)->move, word);
	CHECK_INT(wg_gen_only(a->only, word, len), WG_OK);
	n = gen_all(a->only, b, 0, 0);
	for (i = 0; i < all; i++) {
		const struct wg_gen_move *m = wg_gen_result(a->gen, (size_t)i);

		if (main_word(&m->move, w) != len || memcmp(w, word, len) != 0)
			continue;
		if ((int)found >= n || !same_move(&m->move,
		    &wg_gen_result(a->only, found)->move)) {
			AGREE_FAIL("--word: move %d of the list is not %u of "
			    "the word's", i + 1, found + 1);
			return;
		}
		found++;
	}
	if ((int)found != n)
		AGREE_FAIL("--word: %d plays, the list has %u", n, found);
}

static void
agree_position(const struct wg_board *b, void *arg)
{
	struct agree *a = arg;
	clock_t t0 = clock();
	double sec;
	int n, i;

	n = gen_all(a->gen, b, 0, 0);
	sec = (double)(clock() - t0) / CLOCKS_PER_SEC;
	a->seconds += sec;
	if (sec > a->slowest)
		a->slowest = sec;
	CHECK(n >= 0);
	check_top(a, b, n);
	check_only(a, b, n);
	/* Now with the pass and the redraw. */
	n = gen_all(a->gen, b, 0, WG_GEN_EXCHANGES);
	a->positions++;
	for (i = 0; i < n; i++) {
		const struct wg_gen_move *m = wg_gen_result(a->gen, (size_t)i);

		a->moves++;
		check_one(a, b, m);
		if (i > 0 && !ranks_before(wg_gen_result(a->gen,
		    (size_t)i - 1), m))
			AGREE_FAIL("moves %d and %d out of order", i, i + 1);
	}
	if (n < 1 || wg_gen_result(a->gen, (size_t)n - 1)->move.kind ==
	    WG_MOVE_PLACE)
		AGREE_FAIL("no pass listed");
}

static void
agree_variant(const char *dir, const char *name, unsigned games,
    unsigned min_positions)
{
	struct wg_variant *v = games_variant(dir, name);
	struct wg_lexicon *lex;
	struct wg_gen *play;
	struct agree a;
	char err[512];
	unsigned i;

	memset(&a, 0, sizeof(a));
	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&a.gen, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&a.top, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&a.only, lex, v), WG_OK);
	a.lex = lex;
	for (i = 0; i < games; i++)
		playout(play, v, lex, 500 + i, agree_position, &a);
	CHECK_INT(a.bad, 0);
	CHECK(a.positions >= min_positions);
	CHECK(a.stacked > 0);
	CHECK(a.wild_stacked > 0);
	CHECK(a.redraws > 0);
	CHECK(a.rainbow > 0);
	printf("%s: %zu positions, %zu moves (%zu stacked, %zu with a wild "
	    "tile stacked, %zu placing rainbow tiles) checked; %.1f ms a "
	    "position, %.1f ms at most\n", name, a.positions, a.moves,
	    a.stacked, a.wild_stacked, a.rainbow,
	    a.positions ? 1000 * a.seconds / (double)a.positions : 0.0,
	    1000 * a.slowest);
	wg_gen_free(play);
	wg_gen_free(a.gen);
	wg_gen_free(a.top);
	wg_gen_free(a.only);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

static void
test_agree_stack(void)
{
	agree_variant(NULL, "stack", GAMES(6), GAMES(6) * 20);
}

static void
test_agree_small_board(void)
{
	agree_variant(testdir, "ministack", GAMES(10), GAMES(10) * 10);
}

/* The brute-force enumerator, over a small lexicon's words. */
struct brute {
	const struct wg_board *b;
	const struct wg_lexicon *lex;
	struct words	 words;
	char		**found;	/* "row col down tiles score" */
	size_t		 nfound;
	size_t		 cap;
	unsigned	 count[64];	/* the rack left: codes, 0 blanks; */
	unsigned	 rcount[64];	/* its rainbow tiles apart */
	size_t		 rainbow;	/* legal moves placing them */
};

/* Judges the move of M's tiles, all chosen. */
static void
judge(struct brute *br, const struct wg_move *m)
{
	const struct wg_board *b = br->b;
	struct wg_check ck;
	unsigned i, placed = 0, at = 0;
	int r, c;

	for (i = 0; i < m->len; i++)
		if (!(m->tiles[i] & WG_THROUGH)) {
			placed++;
			at = i;
		}
	/* One tile making words both ways: listed once, as across. */
	if (m->down && placed == 1) {
		r = (int)(m->row + at);
		c = (int)m->col;
		if (board_at(b, r, c - 1) || board_at(b, r, c + 1))
			return;
	}
	if (!wg_move_check(b, m, br->lex, &ck))
		return;
	br->rainbow += m->rainbow != 0;
	if (br->nfound == br->cap) {
		br->cap = br->cap ? br->cap * 2 : 256;
		br->found = realloc(br->found, br->cap * sizeof(*br->found));
	}
	br->found[br->nfound++] = move_key(m, ck.score);
}

/*
 * Every way to pay for the letters of WORD from square I of M's span on:
 * the tile on the square if it has that letter; a rack tile of it, plain
 * or rainbow, on an empty square or on top of the tile there; a blank
 * standing for it.
 */
static void
pay(struct brute *br, struct wg_move *m, const uint8_t *word, unsigned i)
{
	const struct wg_board *b = br->b;
	unsigned r, c;
	uint8_t sq;

	if (i == m->len) {
		judge(br, m);
		return;
	}
	r = m->row + (m->down ? i : 0);
	c = m->col + (m->down ? 0 : i);
	sq = b->sq[r * b->cols + c];
	if (sq != 0 && WG_CODE(sq) == word[i]) {
		m->tiles[i] = (uint8_t)(word[i] | WG_THROUGH);
		pay(br, m, word, i + 1);
	}
	if (br->count[word[i]] > 0) {
		br->count[word[i]]--;
		m->tiles[i] = word[i];
		pay(br, m, word, i + 1);
		br->count[word[i]]++;
	}
	if (br->rcount[word[i]] > 0) {
		br->rcount[word[i]]--;
		m->tiles[i] = word[i];
		m->rainbow |= (uint32_t)1 << i;
		pay(br, m, word, i + 1);
		m->rainbow &= ~((uint32_t)1 << i);
		br->rcount[word[i]]++;
	}
	if (br->count[0] > 0) {
		br->count[0]--;
		m->tiles[i] = (uint8_t)(word[i] | WG_BLANK);
		pay(br, m, word, i + 1);
		br->count[0]++;
	}
}

static void
brute_force(struct brute *br)
{
	const struct wg_board *b = br->b;
	unsigned i;
	int down, r, c, len;

	memset(br->count, 0, sizeof(br->count));
	memset(br->rcount, 0, sizeof(br->rcount));
	for (i = 0; i < b->rack_len[b->turn]; i++)
		(b->rack_rainbow[b->turn] >> i & 1 ? br->rcount :
		    br->count)[b->rack[b->turn][i]]++;
	for (down = 0; down < 2; down++)
	for (r = 0; r < (int)b->rows; r++)
	for (c = 0; c < (int)b->cols; c++)
	for (len = 2; len <= (int)(down ? b->rows - r : b->cols - c); len++) {
		int dr = down, dc = !down;

		/* The span is the whole word: free on both ends. */
		if (board_at(b, r - dr, c - dc) || board_at(b, r + dr * len,
		    c + dc * len))
			continue;
		for (i = 0; i < br->words.n; i++) {
			struct wg_move m;

			if (br->words.w[i][0] != len)
				continue;
			memset(&m, 0, sizeof(m));
			m.kind = WG_MOVE_PLACE;
			m.row = (unsigned)r;
			m.col = (unsigned)c;
			m.down = down;
			m.len = (unsigned)len;
			pay(br, &m, br->words.w[i] + 1, 0);
		}
	}
}

struct compare {
	struct wg_gen	*gen;
	struct brute	*br;
	size_t		 positions;
	size_t		 moves;
	size_t		 bad;
	unsigned	 max;
};

static void
compare_rack(struct compare *cmp, const struct wg_board *b)
{
	struct brute *br = cmp->br;
	char msg[512];

	br->b = b;
	br->nfound = 0;
	brute_force(br);
	cmp->positions++;
	cmp->moves += br->nfound;
	if (gen_differs(cmp->gen, b, br->found, br->nfound, msg,
	    sizeof(msg)) && cmp->bad++ < 3)
		unit_fail(__FILE__, __LINE__, "rack %zu: %s", cmp->positions,
		    msg);
}

/*
 * The position with its rack, and with the rack's first one, two or three
 * tiles only: late in a game most plays use every tile left.
 */
static void
compare_position(const struct wg_board *b, void *arg)
{
	static struct wg_board late;
	struct compare *cmp = arg;
	unsigned short_rack = 1 + (unsigned)(cmp->positions / 2 % 3);

	if (cmp->positions >= cmp->max)
		return;
	compare_rack(cmp, b);
	late = *b;
	if (late.rack_len[late.turn] > short_rack) {
		late.rack_len[late.turn] = short_rack;
		late.rack_rainbow[late.turn] &= ((uint32_t)1 << short_rack) -
		    1;
	}
	compare_rack(cmp, &late);
}

static void
test_brute_force(void)
{
	struct wg_variant *v = games_variant(testdir, "ministack");
	struct wg_lexicon *lex = small_lexicon(lexpath, v->alphabet);
	struct wg_gen *play, *gen;
	struct brute br;
	struct compare cmp;
	unsigned i;

	CHECK(lex != NULL);
	if (lex == NULL) {
		wg_variant_free(v);
		return;
	}
	memset(&br, 0, sizeof(br));
	br.lex = lex;
	wg_lexicon_each(lex, words_collect, &br.words);
	CHECK_INT(wg_gen_new(&play, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&gen, lex, v), WG_OK);
	memset(&cmp, 0, sizeof(cmp));
	cmp.gen = gen;
	cmp.br = &br;
	cmp.max = 2 * (120 / scale);	/* two racks a position */
	for (i = 0; cmp.positions < cmp.max && i < 100; i++)
		playout(play, v, lex, 77 + i, compare_position, &cmp);
	CHECK_INT(cmp.bad, 0);
	CHECK(cmp.positions >= cmp.max);
	CHECK(br.rainbow > 0);
	printf("ministack: %zu racks, %zu moves (%zu placing rainbow tiles) "
	    "agree with brute force\n", cmp.positions, cmp.moves,
	    br.rainbow);
	free(br.found);
	free(br.words.w);
	wg_gen_free(play);
	wg_gen_free(gen);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

int
main(void)
{
	scale = unit_scale(scale);
	unit_path(testdir, sizeof(testdir), 0, "tests/unit");
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	RUN(test_agree_stack);
	RUN(test_agree_small_board);
	RUN(test_brute_force);
	return unit_done();
}
