/*
 * fuzz_board.c: board files and CGP lines read with the classic variant
 * (or the variant they name, among those shipped).  A position that reads
 * must write, and what is written must read back with the same squares and
 * stacks; it must draw, as text and as SVG.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static int
parse(struct wg_board *b, const char *text, size_t len)
{
	const struct wg_variant *v = fuzz_variant("classic");
	char want[64], err[512];
	int rc;

	if (v == NULL)
		fuzz_abort(__FILE__, __LINE__, "no classic variant");
	want[0] = err[0] = '\0';
	rc = wg_board_parse(b, v, "fuzz", text, len, want, sizeof(want), err,
	    sizeof(err));
	if (rc == WG_E_ARG) {
		FUZZ_ASSERT(want[0] != '\0');
		if ((v = fuzz_variant(want)) == NULL)
			return rc;
		rc = wg_board_parse(b, v, "fuzz", text, len, want,
		    sizeof(want), err, sizeof(err));
		if (rc == WG_E_ARG)	/* names two variants */
			return rc;
	}
	if (rc == WG_E_FORMAT)
		FUZZ_ASSERT(strncmp(err, "fuzz:", 5) == 0);
	FUZZ_ASSERT(rc == WG_OK || rc == WG_E_FORMAT);
	return rc;
}

/* The same stacks: heights (an unstacked tile is 1) and rainbow tops. */
static int
same_stacks(const struct wg_board *a, const struct wg_board *b)
{
	unsigned i;

	for (i = 0; i < a->rows * a->cols; i++)
		if (wg_board_height(a, i) != wg_board_height(b, i) ||
		    a->rainbow[i] != b->rainbow[i])
			return 0;
	return 1;
}

/* Every position read draws, as text in colour and as SVG. */
static void
draw(const struct wg_board *b)
{
	struct wg_draw d;
	char *pic;
	size_t len;

	wg_draw_init(&d);
	d.flags = WG_DRAW_COLOUR;
	d.mark[0] = 1;
	if (wg_board_draw_text(b, &d, &pic, &len) == WG_OK) {
		FUZZ_ASSERT(len == strlen(pic));
		free(pic);
	}
	if (wg_board_draw_svg(b, &d, &pic, &len) == WG_OK) {
		FUZZ_ASSERT(len == strlen(pic));
		free(pic);
	}
}

FUZZ_TARGET(board)
{
	struct wg_board *b, *b2;
	char *buf;
	size_t n;

	b = malloc(sizeof(*b));
	b2 = malloc(sizeof(*b2));
	buf = malloc(WG_BOARD_TEXT_MAX);
	if (b == NULL || b2 == NULL || buf == NULL)
		goto done;
	if (parse(b, (const char *)data, size) != WG_OK)
		goto done;
	FUZZ_ASSERT(b->rows <= WG_BOARD_MAX && b->cols <= WG_BOARD_MAX);
	FUZZ_ASSERT(b->players >= 1 && b->players <= WG_MAX_PLAYERS);
	FUZZ_ASSERT(b->turn < b->players);
	(void)wg_board_empty(b);
	(void)wg_board_bag(b);
	n = wg_board_write(b, buf, WG_BOARD_TEXT_MAX);
	FUZZ_ASSERT(n != (size_t)-1 && n == strlen(buf));
	FUZZ_ASSERT(parse(b2, buf, n) == WG_OK);
	FUZZ_ASSERT(memcmp(b->sq, b2->sq, sizeof(b->sq)) == 0);
	FUZZ_ASSERT(memcmp(b->premium, b2->premium, sizeof(b->premium)) == 0);
	FUZZ_ASSERT(same_stacks(b, b2));
	n = wg_board_write_cgp(b, buf, WG_BOARD_TEXT_MAX);
	FUZZ_ASSERT(n != (size_t)-1 && n == strlen(buf));
	FUZZ_ASSERT(parse(b2, buf, n) == WG_OK);
	FUZZ_ASSERT(memcmp(b->sq, b2->sq, sizeof(b->sq)) == 0);
	FUZZ_ASSERT(same_stacks(b, b2));
	draw(b);
done:
	free(buf);
	free(b2);
	free(b);
	return 0;
}
