/*
 * test_stack.c: the stacking game in the library: moves with rainbow
 * marks, the rules of stacked plays and their scores, stacks applied and
 * written.  Scores as in rules/stacking-marketplace.txt, the arithmetic
 * in comments.  No word checks.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

static struct wg_variant *stack, *classic;
static struct wg_board board;
static struct wg_check ck;

/* An empty board of V. */
static void
fresh(const struct wg_variant *v)
{
	wg_board_init(&board, v);
}

static unsigned
sq(const char *name)
{
	return (unsigned)(atoi(name + 1) - 1) * board.cols +
	    (unsigned)(name[0] - 'A');
}

static int
parse(struct wg_move *m, const char *move)
{
	const char *msg;
	size_t col;

	if (wg_move_parse(m, board.variant->alphabet, move, strlen(move),
	    &col, &msg) != WG_OK) {
		fprintf(stderr, "%s: column %zu: %s\n", move, col, msg);
		return -1;
	}
	return 0;
}

/* Judges MOVE and plays it if legal; returns its score, -1 if illegal. */
static int
play(const char *move)
{
	struct wg_move m;

	if (parse(&m, move) != 0)
		return -2;
	if (!wg_move_check(&board, &m, NULL, &ck))
		return -1;
	wg_move_apply(&board, &m, &ck);
	return ck.score;
}

/* Judges MOVE without playing it; returns the reasons. */
static unsigned
judge(const char *move)
{
	struct wg_move m;

	if (parse(&m, move) != 0)
		return ~0u;
	wg_move_check(&board, &m, NULL, &ck);
	return ck.reasons;
}

static void
variant_stacks(void)
{
	CHECK_INT(stack->stacking, 1);
	CHECK_INT(classic->stacking, 0);
	/* The rules' values: J 8, M 3, P 3, S U E N 1. */
	CHECK_INT(stack->value[wg_alphabet_code(stack->alphabet, 'J')], 8);
	CHECK_INT(stack->value[wg_alphabet_code(stack->alphabet, 'M')], 3);
	CHECK_INT(stack->value[0], 0);
	CHECK_INT(stack->tiles, 100);
}

static void
rainbow_marks(void)
{
	struct wg_move m;
	const char *msg;
	size_t col;
	char out[WG_MOVE_TEXT_MAX];

	fresh(stack);
	CHECK_INT(parse(&m, "8H C*AT*"), 0);
	CHECK_INT(m.rainbow, 0x5);
	CHECK(wg_move_write(&m, stack->alphabet, &board, out, sizeof(out))
	    != (size_t)-1);
	CHECK_STR(out, "8H C*AT*");
	/* Without a board, as the move marks them (GCG, --dots); with a
	   board of a game without rainbow tiles, none. */
	wg_move_write(&m, stack->alphabet, NULL, out, sizeof(out));
	CHECK_STR(out, "8H C*AT*");
	wg_board_init(&board, classic);
	wg_move_write(&m, stack->alphabet, &board, out, sizeof(out));
	CHECK_STR(out, "8H CAT");
	fresh(stack);
	CHECK_INT(wg_move_parse(&m, stack->alphabet, "8H c*AT", 7, &col,
	    &msg), WG_E_FORMAT);
	CHECK_INT(col, 5);
	CHECK_INT(wg_move_parse(&m, stack->alphabet, "8H (C*)AT", 9, &col,
	    &msg), WG_E_FORMAT);
	CHECK_INT(wg_move_parse(&m, stack->alphabet, "8H *CAT", 7, &col,
	    &msg), WG_E_FORMAT);
}

/* "JUMP: J8 + U1 + M3 + P3 = 15 ... SUM is not rescored." */
static void
jump_across_sum(void)
{
	fresh(stack);
	/* SUM through START (DW): (1 + 1 + 3) x2 = 10 */
	CHECK_INT(play("H7 SUM"), 10);
	CHECK_INT(play("8G J(U)MP"), 15);
	CHECK_INT(ck.nwords, 1);
}

/* "MEN: M3 x3 + E1 + N1 x2 = 12." */
static void
men_stacked(void)
{
	fresh(stack);
	board.sq[sq("J7")] = (uint8_t)wg_alphabet_code(stack->alphabet, 'A');
	board.height[sq("J7")] = 2;
	board.sq[sq("L7")] = (uint8_t)wg_alphabet_code(stack->alphabet, 'O');
	CHECK_INT(play("7J MEN"), 12);
	CHECK_INT(ck.words[0].height[0], 3);
	CHECK_INT(ck.words[0].height[1], 1);
	CHECK_INT(ck.words[0].height[2], 2);
	CHECK_INT(wg_board_height(&board, sq("J7")), 3);
	CHECK_INT(wg_board_height(&board, sq("K7")), 1);
	CHECK_INT(wg_board_height(&board, sq("L7")), 2);
	CHECK_INT(wg_board_height(&board, sq("M7")), 0);
	/* 100 tiles less 6 on the board, 2 racks of 7 not known */
	CHECK_INT(wg_board_bag(&board), 100 - 6 - 14);
}

/*
 * The bag, counted eight squares at a time where no square holds a stack:
 * the same as square by square, tiles anywhere (the last squares too, past
 * the last eight), and a stack anywhere sends the count square by square.
 * Classic: 100 tiles less those on the board, less two racks of 7 not
 * known; the stacking game's pool of 100 the same, every tile of a stack.
 */
static void
bag_counted(void)
{
	uint64_t x = 12345;
	unsigned round, i, n, on;

	for (round = 0; round < 200; round++) {
		fresh(round % 2 ? stack : classic);
		n = board.rows * board.cols;
		on = 0;
		for (i = 0; i < n && on < 60; i++) {
			x = x * 6364136223846793005ULL + 1442695040888963407ULL;
			/* Runs of squares filled, some of 8 and more. */
			if ((x >> 33) % 7 < (unsigned)(round % 5) + 1) {
				board.sq[i] = (uint8_t)(1 + (x >> 40) % 26);
				on++;
			}
		}
		/* The last square, which no word of eight covers (225). */
		if (round % 3 == 0 && board.sq[n - 1] == 0) {
			board.sq[n - 1] = 1;
			on++;
		}
		if (round % 4 == 1 && board.variant->stacking) {
			/* A stack of 3 on some square with a tile. */
			for (i = 0; board.sq[i] == 0; i++)
				continue;
			board.height[i] = 3;
			on += 2;
		}
		CHECK_INT(wg_board_bag(&board), 100 - on - 14);
	}
}

/* "A rainbow tile doubles every changed word that contains it, including
   future changes while it remains the top tile." */
static void
rainbow_later_turns(void)
{
	fresh(stack);
	/* C*AT: (3 + 1 + 1) x2 (DW) x2 (rainbow) = 20 */
	CHECK_INT(play("8H C*AT"), 20);
	CHECK_INT(board.rainbow[sq("H8")], 1);
	/* S(CAT): (1 + 3 + 1 + 1) x2 = 12 */
	CHECK_INT(play("8G S(CAT)"), 12);
	/* P on C (H8, 2 high, DW again for the new tile), S on K8: the
	   rainbow is covered: (1 + 3x2 + 1 + 1 + 1) x2 = 20 */
	CHECK_INT(play("8G (S)P(AT)S"), 20);
	CHECK_INT(board.rainbow[sq("H8")], 0);
	CHECK_INT(wg_board_height(&board, sq("H8")), 2);
}

/* "Wild tiles ... score zero"; "When a wild tile is placed on top of an
   existing tile, it must change that square's letter." */
static void
wild_on_stack(void)
{
	fresh(stack);
	/* SAT through START: (1 + 1 + 1) x2 = 6 */
	CHECK_INT(play("8H SAT"), 6);
	/* A wild a on the A of I8 (and S on K8) keeps the letter. */
	CHECK_INT(judge("8H (S)a(T)S"), WG_ILL_WILD_SAME);
	CHECK_INT(ck.stack_square, sq("I8"));
	/* A wild i makes SITS: 1 + 0x2 + 1 + 1 = 3 */
	CHECK_INT(play("8H (S)i(T)S"), 3);
}

/* "You cannot completely cover an existing word in one turn", "each turn
   must also place at least one tile on an empty square". */
static void
cover_and_empty(void)
{
	fresh(stack);
	CHECK_INT(play("8H CAT"), 10);
	CHECK_INT(judge("8H DOGS"), WG_ILL_COVER);
	CHECK_INT(ck.cover_square, sq("H8"));
	CHECK_INT(ck.cover_len, 3);
	CHECK_INT(judge("8H DOG"), WG_ILL_COVER | WG_ILL_NO_EMPTY);
	CHECK_INT(judge("8H (C)OG"), WG_ILL_NO_EMPTY);
	/* Two of three covered, one tile on K8: legal, the C stays. */
	CHECK_INT(judge("8H (C)OGS"), 0);
	/* A word across the move loses one tile only. */
	CHECK_INT(judge("I7 BOD"), 0);
}

/* A stack of WG_STACK_MAX tiles takes no more; rainbow in other games. */
static void
tall_and_rainbow_elsewhere(void)
{
	fresh(stack);
	CHECK_INT(play("8H CAT"), 10);
	board.height[sq("I8")] = WG_STACK_MAX;
	CHECK_INT(judge("8H (C)O(T)S"), WG_ILL_TALL);
	CHECK_INT(ck.stack_square, sq("I8"));
	fresh(classic);
	CHECK_INT(judge("8H C*AT"), WG_ILL_RAINBOW);
}

/* Stacks written and read back, in both formats. */
static void
stacks_round_trip(void)
{
	static char text[WG_BOARD_TEXT_MAX];
	struct wg_board back;
	char err[256];
	int fmt;

	fresh(stack);
	CHECK_INT(play("8H C*AT"), 20);
	/* O on the A of I8: (S1 + C3 + O1x2 + T1) x2 (rainbow C) = 14 */
	CHECK_INT(play("8G S(C)O(T)"), 14);
	for (fmt = 0; fmt < 2; fmt++) {
		CHECK((fmt ? wg_board_write_cgp(&board, text, sizeof(text)) :
		    wg_board_write(&board, text, sizeof(text))) !=
		    (size_t)-1);
		CHECK_INT(wg_board_parse(&back, stack, "t", text,
		    strlen(text), NULL, 0, err, sizeof(err)), WG_OK);
		CHECK_INT(wg_board_height(&back, sq("I8")), 2);
		CHECK_INT(wg_board_height(&back, sq("H8")), 1);
		CHECK_INT(back.rainbow[sq("H8")], 1);
		CHECK(memcmp(back.sq, board.sq, sizeof(board.sq)) == 0);
	}
}

/* Each player's purchases: 5, 10, then the sum of the two before. */
static void
market_costs(void)
{
	static const int cost[] = { 0, 5, 10, 15, 25, 40, 65, 105, 170 };
	unsigned n;

	for (n = 0; n < sizeof(cost) / sizeof(cost[0]); n++)
		CHECK_INT(wg_market_cost(n), cost[n]);
	CHECK_INT(wg_market_cost(100), WG_SCORE_MAX);
	CHECK_STR(wg_length_name(WG_LENGTH_NORMAL), "normal");
	CHECK(wg_length_name(0) == NULL);
}

/* A rack's rainbow tiles, as exchange notation reads them. */
static void
rack_rainbow(void)
{
	struct wg_move m;

	fresh(stack);
	CHECK_INT(parse(&m, "-C*AT?"), 0);
	CHECK_INT(m.len, 4);
	CHECK_INT(m.rainbow, 1);
	/* A wild tile is never rainbow (a message on stderr). */
	CHECK_INT(parse(&m, "-CA?*"), -1);
}

/*
 * A rack's rainbow tiles follow the tiles as a move takes them off: the
 * rainbow A of A A* T for A*, a plain A for A.
 */
static void
rack_rainbow_apply(void)
{
	static const char *const moves[] = { "8H A*T", "8H AT" };
	unsigned k;

	for (k = 0; k < 2; k++) {
		fresh(stack);
		board.rack[0][0] = board.rack[0][1] = 1;	/* A A* T */
		board.rack[0][2] = 20;
		board.rack_len[0] = 3;
		board.rack_rainbow[0] = 2;
		board.rack_known[0] = 1;
		/* AT on H8 (DW): (A1 + T1) x2 = 4, x2 again if A* = 8 */
		CHECK_INT(play(moves[k]), k == 0 ? 8 : 4);
		CHECK_INT(board.rack_len[0], 1);
		CHECK_INT(board.rack[0][0], 1);
		CHECK_INT(board.rack_rainbow[0], k == 0 ? 0 : 1);
	}
}

/* A position of S: its rack of player 1, its length, and RACK's tiles. */
static int
read_board(const char *s, struct wg_board *b, char *err, size_t size)
{
	return wg_board_parse(b, stack, "t", s, strlen(s), NULL, 0, err,
	    size);
}

/* Racks with rainbow tiles and the game's length, written and read. */
static void
rack_and_length_round_trip(void)
{
	static char text[WG_BOARD_TEXT_MAX];
	struct wg_board back;
	char err[256];
	int fmt;

	fresh(stack);
	board.length = WG_LENGTH_LONG;
	board.rack[1][0] = board.rack[1][1] = 1;	/* A A* */
	board.rack_len[1] = 2;
	board.rack_rainbow[1] = 2;
	board.rack_known[1] = 1;
	for (fmt = 0; fmt < 2; fmt++) {
		CHECK((fmt ? wg_board_write_cgp(&board, text, sizeof(text)) :
		    wg_board_write(&board, text, sizeof(text))) !=
		    (size_t)-1);
		CHECK(strstr(text, fmt ? "wg-length long;" : "length long\n")
		    != NULL);
		CHECK(strstr(text, "AA*") != NULL);
		CHECK_INT(read_board(text, &back, err, sizeof(err)), WG_OK);
		CHECK_INT(back.length, WG_LENGTH_LONG);
		/* CGP lists the player on turn first: player 2 is second. */
		CHECK_INT(back.rack_len[1], 2);
		CHECK_INT(back.rack_rainbow[1], 2);
	}
	/* No '*' on a wild tile, nor before any letter. */
	CHECK_INT(read_board("rack 1 ?*\n", &back, err, sizeof(err)),
	    WG_E_FORMAT);
	CHECK(strstr(err, "never rainbow") != NULL);
	CHECK_INT(read_board("rack 1 *A\n", &back, err, sizeof(err)),
	    WG_E_FORMAT);
}

/*
 * The pool a length makes: stack has 12 E.  A row of 15 E and a rack of
 * 7 make 22, past a short game's 12 and within a normal one's 24.
 */
static void
length_counts_tiles(void)
{
	static char text[4096];
	struct wg_board back;
	char err[256];
	const char *lengths[] = { "", "length normal\n" };
	size_t n;
	int k, r;

	for (k = 0; k < 2; k++) {
		n = (size_t)snprintf(text, sizeof(text), "%srack 1 EEEEEEE\n"
		    "board\n", lengths[k]);
		for (r = 0; r < 15; r++)
			n += (size_t)snprintf(text + n, sizeof(text) - n,
			    "%s\n", r == 7 ? "EEEEEEEEEEEEEEE" :
			    "...............");
		CHECK_INT(read_board(text, &back, err, sizeof(err)),
		    k ? WG_OK : WG_E_FORMAT);
		if (k == 0)
			CHECK(strstr(err, "more E tiles than the bag holds "
			    "(12)") != NULL);
	}
	/* The length line may come after the rack it counts. */
	memmove(text + 14, text, strlen(text) + 1);
	memcpy(text, "length normal\n", 14);
	CHECK_INT(read_board(text + 14, &back, err, sizeof(err)), WG_OK);
	CHECK_INT(read_board("length long\n", &back, err, sizeof(err)),
	    WG_E_FORMAT);	/* no board */
	CHECK_INT(wg_board_parse(&back, classic, "t", "length long\n", 12,
	    NULL, 0, err, sizeof(err)), WG_E_FORMAT);
	CHECK(strstr(err, "has no game length") != NULL);
}

int
main(void)
{
	stack = games_variant(NULL, "stack");
	classic = games_variant(NULL, "classic");
	RUN(variant_stacks);
	RUN(rainbow_marks);
	RUN(jump_across_sum);
	RUN(men_stacked);
	RUN(bag_counted);
	RUN(rainbow_later_turns);
	RUN(wild_on_stack);
	RUN(cover_and_empty);
	RUN(tall_and_rainbow_elsewhere);
	RUN(stacks_round_trip);
	RUN(market_costs);
	RUN(rack_rainbow);
	RUN(rack_rainbow_apply);
	RUN(rack_and_length_round_trip);
	RUN(length_counts_tiles);
	wg_variant_free(stack);
	wg_variant_free(classic);
	return unit_done();
}
