/*
 * test_movegen_full.c: the move generator's table of long words, made
 * once a generator has run FULL_AFTER_RUNS times to bound its bingos
 * (movegen_full.c).  Whether it is made or given up, the best few moves
 * must stay the first few of the whole list.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lexicon/lexicon_graph.h"
#include "engine/movegen.h"
#include "brute.h"
#include "unit.h"

static char lexpath[4096], varpath[4096], testdir[4096];

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

/*
 * A lexicon drawn by a rule rather than listed: every word of SHORTEST to
 * LONGEST letters of the codes 1..LETTERS, or only those whose letters
 * are in alphabetical order.  Its graphs have a node for each length (and
 * last letter, in order), so a few thousand edges hold billions of words.
 */
struct shape {
	unsigned	 letters;
	int		 sorted;
	unsigned	 shortest;
	unsigned	 longest;
};

/*
 * The node after letter L from node (state) S, in the DAWG or, REV, in
 * the reversed-prefix graph; 0 for none.  In order, a state is the last
 * letter read: the DAWG reads words forwards, the other graph backwards
 * (rev(p) for each prefix p).
 */
static unsigned
shape_next(const struct shape *sh, int rev, unsigned s, unsigned l)
{
	if (!sh->sorted)
		return 1;
	return (rev ? l <= s : l >= s) ? l : 0;
}

/* The root's state: any letter may come first. */
static unsigned
shape_root(const struct shape *sh, int rev)
{
	return sh->sorted && rev ? sh->letters : 1;
}

/* A shape's graphs as they are made. */
struct shape_build {
	struct wg_edge_build *e;
	uint32_t	 n;
	uint32_t	 list[2][WG_MAX_WORD][WG_MAX_LETTERS + 1];
	/* The DAWG's words below each of its lists. */
	uint64_t	 words[WG_MAX_WORD][WG_MAX_LETTERS + 1];
};

/*
 * Adds the list of the node (state) S after D letters, in the DAWG or,
 * REV, in the reversed-prefix graph, and in the DAWG counts the words
 * below it.  A prefix p of a word is any string the rule allows of
 * LONGEST letters or fewer, so each edge of the reversed-prefix graph
 * ends a key rev(p): it accepts when p is a word, it is a prefix when p
 * is shorter than LONGEST.
 */
static void
shape_list(struct shape_build *sb, const struct shape *sh, int rev,
    unsigned d, unsigned s)
{
	struct wg_edge_build *e = sb->e;
	uint64_t words = 0;
	unsigned l, t;

	sb->list[rev][d][s] = sb->n;
	for (l = 1; l <= sh->letters; l++) {
		if ((t = shape_next(sh, rev, s, l)) == 0)
			continue;
		e[sb->n].letter = (uint8_t)l;
		e[sb->n].accepts = d + 1 >= sh->shortest;
		e[sb->n].prefix = rev && d + 1 < sh->longest;
		words += e[sb->n].accepts;
		if (d + 1 < sh->longest) {
			e[sb->n].ptr = sb->list[rev][d + 1][t];
			words += sb->words[d + 1][t];
		}
		sb->n++;
	}
	e[sb->n - 1].last = 1;
	if (!rev)
		sb->words[d][s] = words;
}

/*
 * The lexicon of SH over ALPHABET, its image made as the builder makes
 * one and loaded, so validated.  Both graphs have a list per length and
 * state, the longest first (pointers point back).
 */
static struct wg_lexicon *
shape_lexicon(const struct shape *sh, const struct wg_alphabet *alphabet)
{
	static struct shape_build sb;
	unsigned states = sh->sorted ? sh->letters : 1, d, s;
	struct wg_lex_layout lay;
	struct wg_lexicon *img, *lex = NULL;
	char err[512];
	int rev;

	memset(&lay, 0, sizeof(lay));
	sb.e = calloc(2 * (size_t)sh->longest * states * sh->letters + 1,
	    sizeof(*sb.e));
	sb.e[0].last = 1;
	sb.n = 1;
	for (rev = 0; rev < 2; rev++) {
		for (d = sh->longest; d-- > 0;)
			for (s = 1; s <= states; s++)
				if (d > 0 || s == shape_root(sh, rev)) {
					shape_list(&sb, sh, rev, d, s);
					lay.nodes++;
				}
		if (!rev) {
			lay.dawg_edges = sb.n;
			lay.dawg_nodes = lay.nodes;
		}
	}
	lay.words = (uint32_t)sb.words[0][shape_root(sh, 0)];
	lay.nedges = sb.n;
	lay.dawg_root = sb.list[0][0][shape_root(sh, 0)];
	lay.gaddag_root = sb.list[1][0][shape_root(sh, 1)];
	lay.max_length = sh->longest;
	CHECK_INT(wg_lex_image_make(&img, alphabet, &lay, sb.e), WG_OK);
	if (wg_lexicon_load_memory(&lex, img->image, img->image_size, err,
	    sizeof(err)) != WG_OK)
		unit_fail(__FILE__, __LINE__, "%s", err);
	wg_lexicon_free(img);
	free(sb.e);
	return lex;
}

/* A position of the mini variant: tiles placed as moves, not played. */
struct position {
	const char	*rack;		/* '?' a blank */
	const char	*words[3];	/* "5B WORD" across, "B5 WORD" down */
};

static void
position_set(struct wg_board *b, const struct wg_variant *v,
    const struct position *pos)
{
	const struct wg_alphabet *a = v->alphabet;
	struct wg_move m;
	const char *msg;
	size_t i, k, col;

	wg_board_init(b, v);
	for (i = 0; i < 3 && pos->words[i] != NULL; i++) {
		CHECK_INT(wg_move_parse(&m, a, pos->words[i],
		    strlen(pos->words[i]), &col, &msg), WG_OK);
		for (k = 0; k < m.len; k++)
			b->sq[(m.row + (m.down ? k : 0)) * b->cols + m.col +
			    (m.down ? 0 : k)] = WG_MOVE_CODE(m.tiles[k]);
	}
	b->rack_len[0] = (unsigned)strlen(pos->rack);
	for (i = 0; i < b->rack_len[0]; i++)
		b->rack[0][i] = pos->rack[i] == '?' ? 0 :
		    (uint8_t)wg_alphabet_code(a, (unsigned char)pos->rack[i]);
	b->rack_known[0] = 1;
	b->turn = 0;
}

static double
seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Runs a generator on each of the positions POS[0..NPOS) for its best 1,
 * 3 and 10 moves, twice over, so that the table is tried on the way;
 * checks the moves against the whole list, and returns the generator.
 */
static struct wg_gen *
positions_agree(const struct wg_lexicon *lex, const struct wg_variant *v,
    const struct position *pos, size_t npos)
{
	static const unsigned limits[] = { 1, 3, 10 };
	struct wg_gen *all, *top;
	struct wg_board b;
	unsigned runs = 0, k;
	size_t i, bad = 0;
	double t0, slowest = 0;
	int n;

	CHECK_INT(wg_gen_new(&all, lex, v), WG_OK);
	CHECK_INT(wg_gen_new(&top, lex, v), WG_OK);
	for (i = 0; i < 2 * npos; i++) {
		position_set(&b, v, &pos[i % npos]);
		n = wg_gen_run(all, &b, b.rack[0], b.rack_len[0], 0, 0);
		CHECK(n > 0);
		for (k = 0; k < 3; k++) {
			t0 = seconds();
			if (!top_agrees(all, n, top, &b, lex, limits[k]) &&
			    bad++ < 5)
				unit_fail(__FILE__, __LINE__, "position %zu, "
				    "run %u", i % npos + 1, runs + 1);
			if (seconds() - t0 > slowest)
				slowest = seconds() - t0;
			/* Tried on the run after the FULL_AFTER_RUNS-th,
			   whatever the rack. */
			runs++;
			CHECK_INT(top->full_tried, runs > FULL_AFTER_RUNS);
		}
	}
	CHECK_INT(bad, 0);
	printf("%u runs, the slowest %.3f s\n", runs, slowest);
	wg_gen_free(all);
	return top;
}

/*
 * A generator over the lexicon of SH, of WORDS words of ALPHABET (freed),
 * on the positions POS[0..NPOS): it gives its table up, past the budget
 * of steps when BUDGET, else before, for its size.
 */
static void
given_up(const struct shape *sh, struct wg_alphabet *alphabet,
    uint32_t words, const struct position *pos, size_t npos, int budget)
{
	struct wg_variant *v = variant_load(testdir, "mini");
	struct wg_lexicon *lex;
	struct wg_gen *top;

	if (v != NULL && (lex = shape_lexicon(sh, alphabet)) != NULL) {
		CHECK_INT(lex->words, words);
		top = positions_agree(lex, v, pos, npos);
		CHECK(top->full == NULL);
		if (budget)
			CHECK_INT(top->full_steps, FULL_MAX_STEPS + 1);
		else
			CHECK(top->full_steps < FULL_MAX_STEPS);
		wg_gen_free(top);
		wg_lexicon_free(lex);
	}
	wg_alphabet_free(alphabet);
	wg_variant_free(v);
}

/*
 * Every word of 2 to 25 letters A and B: 2^26 - 4 words in 101 edges.
 * The walk that makes the table would take 2^26 steps for a few hundred
 * keys (a key is the count of As and Bs): it stops at its budget, and
 * the generator goes on as if any bingo were possible.
 */
static const struct position ab_positions[] = {
	{ "AABBABA", { NULL } },
	{ "BBBBBB?", { NULL } },
	{ "AAB?BBA", { "5B ABABBAB", NULL } },
	{ "ABABABB", { "5B ABABBAB", "D2 BBBAAAB", NULL } },
	{ "AA??BBA", { "5B ABABBAB", "D2 BBBAAAB", NULL } },
	/* No word has a C: no bingo, and no table either. */
	{ "AABBABC", { "5B ABABBAB", "D2 BBBAAAB", NULL } },
	/* Column C: a bingo of nine letters through B and B. */
	{ "BABABAB", { "2A AABBAAB", "8C BABABBA", NULL } },
	{ "ABA", { "2A AABBAAB", "8C BABABBA", NULL } },
};

static void
test_step_budget(void)
{
	const struct shape sh = { 2, 0, 2, 25 };
	struct wg_alphabet *ab;

	CHECK_INT(wg_alphabet_new_letters(&ab, "AB", NULL), WG_OK);
	given_up(&sh, ab, (1u << 26) - 4, ab_positions,
	    sizeof(ab_positions) / sizeof(ab_positions[0]), 1);
}

/*
 * Every word of 2 to 8 letters in alphabetical order: C(34, 8) strings
 * in order of 8 letters or fewer, less the empty one and the 26 of one
 * letter, each a multiset of letters, in 5,000 edges.  The table would
 * hold the 17 million of 7 letters and more: past 2^20 keys it is given
 * up, in fewer steps than the budget allows.
 */
static const struct position sorted_positions[] = {
	{ "AEINRST", { NULL } },
	{ "ZZXQJKA", { NULL } },
	{ "??EEILM", { "5B BEGINS", NULL } },
	{ "ABCDEFQ", { "5B BEGINS", "F2 AFKNOT", NULL } },
	{ "EIR?MOT", { "5B BEGINS", "F2 AFKNOT", NULL } },
	{ "ELMNOPR", { "2A ADEGIL", "8C BEFGIM", NULL } },
	{ "ERST", { "2A ADEGIL", "8C BEFGIM", NULL } },
};

static void
test_table_size(void)
{
	const struct shape sh = { 26, 1, 2, 8 };
	struct wg_alphabet *az;

	CHECK_INT(wg_alphabet_new(&az, NULL), WG_OK);
	given_up(&sh, az, 18156204 - 27, sorted_positions,
	    sizeof(sorted_positions) / sizeof(sorted_positions[0]), 0);
}

int
main(void)
{
	unit_path(testdir, sizeof(testdir), 0, "tests/unit");
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	unit_path(varpath, sizeof(varpath), 1, "share/variants");
	RUN(test_first_table_run);
	RUN(test_step_budget);
	RUN(test_table_size);
	return unit_done();
}
