/*
 * test_score.c: the scoring rules, one test each, written from the rules
 * in ../shared/rules/ with the arithmetic in a comment.  Squares are named
 * as on the board: column letter, row number.  No word checks.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

static struct wg_variant *classic, *friends, *spy, *heavy;
static struct wg_board board;
static char testdir[4096];
static struct wg_check ck;

static void
fresh(const struct wg_variant *v)
{
	wg_board_init(&board, v);
	board.layout = WG_LAYOUT_STANDARD;
}

/* Judges MOVE and plays it if legal; returns its score or -1. */
static int
play(const char *move)
{
	struct wg_move m;
	const char *msg;
	size_t col;

	if (wg_move_parse(&m, board.variant->alphabet, move, strlen(move),
	    &col, &msg) != WG_OK) {
		fprintf(stderr, "%s: column %zu: %s\n", move, col, msg);
		return -2;
	}
	if (!wg_move_check(&board, &m, NULL, &ck))
		return -1;
	wg_move_apply(&board, &m, &ck);
	return ck.score;
}

/* Xwords: "the first word ... using the centre square.  Being a double
   word score, the first word is always worth double." */
static void
first_word_doubled(void)
{
	fresh(classic);
	/* CAT on H8-J8: (C3 + A1 + T1) x2 = 10 */
	CHECK_INT(play("8H CAT"), 10);
}

/* Xwords: "If using the letter and words multipliers, the letters are
   added first, then the word multiplied." */
static void
letters_before_words(void)
{
	fresh(classic);
	/* HELLO on D8-H8, H on D8 (DL), H8 DW: (4x2 + 1 + 1 + 1 + 1) x2 = 24 */
	CHECK_INT(play("8D HELLO"), 24);
	CHECK_INT(ck.words[0].letters, 12);
	CHECK_INT(ck.words[0].word_mult, 2);
}

/* Friends: "Do not double the value of tiles on DL and TL spaces for
   tiles that were played on previous rounds." */
static void
letter_premium_only_new_tiles(void)
{
	fresh(classic);
	CHECK_INT(play("8D HELLO"), 24);
	/* AH down D7-D8, the H from before on D8 (DL): A1 + H4 = 5, not 9 */
	CHECK_INT(play("D7 A(H)"), 5);
}

/* Xwords: "Multipliers can't be used once they've already been used in a
   previous move." */
static void
word_premium_only_new_squares(void)
{
	fresh(classic);
	CHECK_INT(play("8H CAT"), 10);
	/* ACE down H7-H9 through the C on H8 (DW, used): 1 + 3 + 1 = 5 */
	CHECK_INT(play("H7 A(C)E"), 5);
}

/* Xwords: "If one word is on two multipliers, the score is multiplied by
   both of them." */
static void
two_double_words_quadruple(void)
{
	fresh(classic);
	CHECK_INT(play("8D HELLO"), 24);
	/* BABEMAM down E5-E11 through the E on E8, E5 and E11 DW (two Bs
	   and two Ms, all the set holds): (3 + 1 + 3 + 1 + 3 + 1 + 3) x2
	   x2 = 15 x 4 = 60 */
	CHECK_INT(play("E5 BAB(E)MAM"), 60);
	CHECK_INT(ck.words[0].word_mult, 4);
}

/* Friends: "Triple the value of the word if any tiles this turn were
   played on a TW space" - and the premiums multiply across kinds. */
static void
triple_and_double_word(void)
{
	fresh(classic);
	/* A8 (TW) to H8 (DW), D on D8 (DL):
	   (1 + 3 + 3 + 2x2 + 1 + 4 + 2 + 4) x3 x2 = 22 x 6 = 132,
	   and 8 tiles make a bingo: 132 + 50 = 182 */
	CHECK_INT(play("8A ABCDEFGH"), 182);
	CHECK_INT(ck.words[0].word_mult, 6);
}

/* Xwords: "If two words are made on the same multiplier, it affects both
   words separately." */
static void
one_premium_both_words(void)
{
	fresh(classic);
	CHECK_INT(play("8H CAT"), 10);
	CHECK(play("J5 AAA(T)") > 0);
	CHECK(play("K6 AA") > 0);
	/* Z on K5 (DW) makes ZAA down K5-K7 and AZ across J5-K5:
	   (10 + 1 + 1) x2 = 24 and (1 + 10) x2 = 22; 24 + 22 = 46 */
	CHECK_INT(play("K5 Z(AA)"), 46);
	CHECK_INT(ck.nwords, 2);
}

/* Xwords: blanks "have no value" - on a letter premium too, while a word
   premium under a blank still counts. */
static void
blank_scores_zero(void)
{
	fresh(classic);
	/* a blank H on D8 (DL): (0x2 + 1 + 1 + 1 + 1) x2 = 8 */
	CHECK_INT(play("8D hELLO"), 8);
	fresh(classic);
	/* a blank C on H8 (DW): (0 + 1 + 1) x2 = 4 */
	CHECK_INT(play("8H cAT"), 4);
}

/* Stacking rules, "Single-tile words do not count": a one-tile play
   scores only the word it makes the other way. */
static void
single_tile_not_a_word(void)
{
	fresh(classic);
	/* one tile alone forms no word */
	CHECK_INT(play("8H A"), -1);
	CHECK(ck.reasons & WG_ILL_NO_WORD);
	CHECK_INT(play("8H CAT"), 10);
	/* S on H9 under the C: CS down = 3 + 1 = 4; S alone is no word */
	CHECK_INT(play("9H S"), 4);
	CHECK_INT(ck.nwords, 1);
}

/* Friends: "score each new word separately, including bonuses, and sum
   all of the new words together." */
static void
words_summed(void)
{
	fresh(classic);
	CHECK_INT(play("8H CAT"), 10);
	/* AT across H9-I9 under CA, T on I9 (DL): AT = 1 + 1x2 = 3,
	   CA down H8-H9 = 3 + 1 = 4, AT down I8-I9 = 1 + 1x2 = 3;
	   3 + 4 + 3 = 10 */
	CHECK_INT(play("9H AT"), 10);
	CHECK_INT(ck.nwords, 3);
}

/* Stacking rules example: "JUMP: J8 + U1 + M3 + P3 = 15.  SUM ... was
   already on the board and is not rescored." */
static void
old_word_not_rescored(void)
{
	fresh(classic);
	CHECK(play("H7 SUM") > 0);
	/* JUMP across G8-J8 through the U of SUM: 8 + 1 + 3 + 3 = 15 */
	CHECK_INT(play("8G J(U)MP"), 15);
	CHECK_INT(ck.nwords, 1);
}

/* Stacking rules example: "A 4-point tile on TL scores 12 before word
   bonuses." */
static void
triple_letter(void)
{
	fresh(classic);
	CHECK_INT(play("8H CAT"), 10);
	/* FAT down J6-J8, F (4) on J6 (TL): 4x3 + 1 + 1 = 14 */
	CHECK_INT(play("J6 FA(T)"), 14);
}

/* Classic: 50 points for all seven tiles. */
static void
bingo_classic(void)
{
	fresh(classic);
	/* B8-H8, C on D8 (DL), H8 DW:
	   (1 + 3 + 3x2 + 2 + 1 + 4 + 2) x2 = 38, + 50 = 88 */
	CHECK_INT(play("8B ABCDEFG"), 88);
	CHECK_INT(ck.bingo, 50);
	fresh(classic);
	/* six tiles are no bingo, B on D8 (DL):
	   (1 + 3x2 + 3 + 1 + 4 + 2) x2 = 34 */
	CHECK_INT(play("8C ABCEFG"), 34);
	CHECK_INT(ck.is_bingo, 0);
}

/* Friends: "35 bonus points are awarded whenever a player uses all 7
   tiles"; "1 of the tiles is on the star", which is no premium. */
static void
friends_bingo_and_star(void)
{
	fresh(friends);
	/* A on the star H8, B on I8: 1 + 4 = 5, not doubled */
	CHECK_INT(play("8H AB"), 5);
	fresh(friends);
	/* H8-N8 with E on L8 (DW), friends values:
	   (1 + 4 + 4 + 2 + 1 + 4 + 3) x2 = 38, + 35 = 73 */
	CHECK_INT(play("8H ABCDEFG"), 73);
	CHECK_INT(ck.bingo, 35);
}

/* Wordspionage: quadruple letter; seven tiles spin the bonus wheel (no
   points) and a Cover ID "does not count toward the seven tiles". */
static void
spy_quadruple_and_bingo(void)
{
	fresh(spy);
	/* crosshair H8 has no premium: A1 + B4 + C4 = 9 */
	CHECK_INT(play("8H ABC"), 9);
	/* X (8) on J6 (QL), Y (4), the C (4): 8x4 + 4 + 4 = 40 */
	CHECK_INT(play("J6 XY(C)"), 40);
	fresh(spy);
	/* seven tiles B8-H8, C on D8 (DL): 1 + 4 + 4x2 + 2 + 1 + 4 + 3 = 23,
	   a bingo worth no points */
	CHECK_INT(play("8B ABCDEFG"), 23);
	CHECK_INT(ck.is_bingo, 1);
	CHECK_INT(ck.bingo, 0);
	fresh(spy);
	CHECK(play("8B ABCDEFg") >= 0);
	CHECK_INT(ck.is_bingo, 0);
}

/* Wordspionage: "Quadruple Word = quadruples the face value of the word",
   on a board laid out square by square. */
static void
spy_quadruple_word(void)
{
	static const char text[] =
	    "variant spy\n"
	    "premiums\n"
	    ".......Q.......\n.......D.......\n...............\n"
	    "...............\n...............\n...............\n"
	    "...............\n...............\n...............\n"
	    "...............\n...............\n...............\n"
	    "...............\n...............\n...............\n"
	    "board\n"
	    "...............\n...............\n...............\n"
	    "...............\n...............\n...............\n"
	    "...............\n.......A.......\n...............\n"
	    "...............\n...............\n...............\n"
	    "...............\n...............\n...............\n";
	char err[256];

	CHECK_INT(wg_board_parse(&board, spy, "quad", text, strlen(text),
	    NULL, 0, err, sizeof(err)), WG_OK);
	CHECK_INT(board.layout, WG_LAYOUT_GRID);
	/* H1-H8 down onto the A on H8, H1 QW and H2 DW:
	   (1 + 4 + 4 + 2 + 1 + 4 + 3 + 1) x4 x2 = 20 x 8 = 160
	   (seven tiles: a bingo, worth 0 in spy) */
	CHECK_INT(play("H1 ABCDEFG(A)"), 160);
	CHECK_INT(ck.words[0].word_mult, 8);
}

/* No rule bounds a variant's letter values or premiums, but a score must
   stay a number: a word stops at 50,000,000 (wgvariant(5)). */
static void
word_score_capped(void)
{
	fresh(heavy);
	/* B8-H8, seven quadruple words, letters worth 1000:
	   7 x 1000 x 4^7 = 114,688,000, capped to 50,000,000; bingo 50 */
	CHECK_INT(play("8B ABCDEFG"), 50000050);
	CHECK_INT(ck.words[0].score, 50000000);
	/* I8-L8 onto it: ABCDEFG + HIJK, four new quadruple words:
	   11 x 1000 x 4^4 = 2,816,000 */
	CHECK_INT(play("8B (ABCDEFG)HIJK"), 2816000);
}

int
main(void)
{
	classic = games_variant(NULL, "classic");
	friends = games_variant(NULL, "friends");
	spy = games_variant(NULL, "spy");
	unit_path(testdir, sizeof(testdir), 0, "tests/unit");
	heavy = games_variant(testdir, "heavy");
	RUN(first_word_doubled);
	RUN(letters_before_words);
	RUN(letter_premium_only_new_tiles);
	RUN(word_premium_only_new_squares);
	RUN(two_double_words_quadruple);
	RUN(triple_and_double_word);
	RUN(one_premium_both_words);
	RUN(blank_scores_zero);
	RUN(single_tile_not_a_word);
	RUN(words_summed);
	RUN(old_word_not_rescored);
	RUN(triple_letter);
	RUN(bingo_classic);
	RUN(friends_bingo_and_star);
	RUN(spy_quadruple_and_bingo);
	RUN(spy_quadruple_word);
	RUN(word_score_capped);
	wg_variant_free(classic);
	wg_variant_free(friends);
	wg_variant_free(spy);
	return unit_done();
}
