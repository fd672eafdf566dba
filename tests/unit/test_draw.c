/*
 * test_draw.c: pictures of positions in the library: which squares a
 * move marks, which a change marks, names escaped in SVG, the text
 * picture's squares, and the viewer page built turn by turn.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

static struct wg_variant *classic, *stack;

static void
move(struct wg_move *m, const struct wg_variant *v, const char *text)
{
	const char *msg;
	size_t col;

	CHECK_INT(wg_move_parse(m, v->alphabet, text, strlen(text), &col,
	    &msg), WG_OK);
}

static unsigned
marks(const struct wg_draw *d)
{
	unsigned i, n = 0;

	for (i = 0; i < WG_SQUARES; i++)
		n += d->mark[i];
	return n;
}

/* Tiles placed are marked; played-through letters and passes are not. */
static void
mark_move(void)
{
	struct wg_board b;
	struct wg_draw d;
	struct wg_move m;

	wg_board_init(&b, classic);
	wg_draw_init(&d);
	move(&m, classic, "8H C(A)T");
	wg_draw_mark_move(&d, &b, &m);
	CHECK_INT(marks(&d), 2);
	CHECK_INT(d.mark[7 * 15 + 7], 1);	/* H8 */
	CHECK_INT(d.mark[7 * 15 + 8], 0);	/* I8, played through */
	CHECK_INT(d.mark[7 * 15 + 9], 1);	/* J8 */
	wg_draw_init(&d);
	move(&m, classic, "O8 CAT");		/* down: O8 O9 O10 */
	wg_draw_mark_move(&d, &b, &m);
	CHECK_INT(marks(&d), 3);
	CHECK_INT(d.mark[9 * 15 + 14], 1);
	wg_draw_init(&d);
	move(&m, classic, "-ABC");
	wg_draw_mark_move(&d, &b, &m);
	CHECK_INT(marks(&d), 0);
}

/* A change of letter, of height or of rainbow marks the square. */
static void
mark_change(void)
{
	struct wg_board a, b;
	struct wg_draw d;

	wg_board_init(&a, stack);
	a.sq[0] = a.sq[1] = a.sq[2] = 1;
	b = a;
	b.sq[3] = 2;				/* a new tile */
	b.height[1] = 2;			/* a tile on a tile */
	b.rainbow[2] = 1;			/* a rainbow tile on top */
	wg_draw_init(&d);
	wg_draw_mark_change(&d, &a, &b);
	CHECK_INT(marks(&d), 3);
	CHECK_INT(d.mark[0], 0);
	CHECK_INT(d.mark[1] && d.mark[2] && d.mark[3], 1);
}

/* A name is text: the SVG escapes it; a blank's tile has no value. */
static void
svg_names_blanks(void)
{
	struct wg_board b;
	struct wg_draw d;
	char *svg;
	size_t len;

	wg_board_init(&b, classic);
	b.sq[7 * 15 + 7] = 3 | WG_BLANK;	/* a blank C on H8 */
	wg_draw_init(&d);
	d.names[0] = "<b>&\"";
	CHECK_INT(wg_board_draw_svg(&b, &d, &svg, &len), WG_OK);
	CHECK_INT(strlen(svg), len);
	CHECK(strstr(svg, "&lt;b&gt;&amp;&quot;") != NULL);
	CHECK(strstr(svg, "<b>") == NULL);
	CHECK(strstr(svg, "Player 2") != NULL);
	CHECK(strstr(svg, "class=\"tile blank\"") != NULL);
	/* The blank's letter and no value after it: the next is </g>. */
	CHECK(strstr(svg, ">C</text></g>") != NULL);
	free(svg);
}

/* Text: three columns a square, a blank lowercase, a mark bracketed. */
static void
text_squares(void)
{
	struct wg_board b;
	struct wg_draw d;
	char *text;
	size_t len;

	wg_board_init(&b, classic);
	b.sq[7 * 15 + 7] = 3 | WG_BLANK;
	b.sq[7 * 15 + 8] = 1;
	wg_draw_init(&d);
	d.mark[7 * 15 + 8] = 1;
	CHECK_INT(wg_board_draw_text(&b, &d, &text, &len), WG_OK);
	CHECK(strstr(text, " 8 │ =  ·  ·  '  ·  ·  ·  c [A] ·  ·  '  ·  ·"
	    "  = │") != NULL);
	free(text);
	d.flags = WG_DRAW_COLOUR;
	CHECK_INT(wg_board_draw_text(&b, &d, &text, &len), WG_OK);
	CHECK(strstr(text, "\033[102;30;1m A \033[0m") != NULL);
	CHECK(strstr(text, "[A]") == NULL);
	free(text);
}

/* A viewer with no turns still makes a page; one with a problem lists it. */
static void
viewer_pages(void)
{
	struct wg_viewer *vw;
	struct wg_record *r;
	struct wg_replay_result res;
	static const char gcg[] = "#player1 a A\n#player2 b B\n";
	char err[256], *page;
	size_t used, len;

	CHECK_INT(wg_record_parse(&r, "t.gcg", gcg, sizeof(gcg) - 1, 1, &used,
	    err, sizeof(err)), WG_OK);
	CHECK_INT(wg_replay(r, classic, NULL, NULL, NULL, NULL, &res), WG_OK);
	CHECK_INT(wg_viewer_new(&vw, r), WG_OK);
	CHECK_INT(wg_viewer_problem(vw, 3, 0, "a <problem>"), WG_OK);
	CHECK_INT(wg_viewer_finish(vw, &res, "t & u", &page, &len), WG_OK);
	CHECK(strstr(page, "<title>t &amp; u</title>") != NULL);
	CHECK(strstr(page, "No turns.") != NULL);
	CHECK(strstr(page, "<li>line 3: a &lt;problem&gt;</li>") != NULL);
	CHECK(strstr(page, "<script src") == NULL);
	free(page);
	wg_viewer_free(vw);
	wg_viewer_free(NULL);
	wg_record_free(r);
}

int
main(void)
{
	classic = games_variant(NULL, "classic");
	stack = games_variant(NULL, "stack");
	RUN(mark_move);
	RUN(mark_change);
	RUN(svg_names_blanks);
	RUN(text_squares);
	RUN(viewer_pages);
	wg_variant_free(classic);
	wg_variant_free(stack);
	return unit_done();
}
