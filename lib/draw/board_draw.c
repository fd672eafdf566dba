/*
 * board_draw.c: pictures of positions, what the text and SVG pictures
 * share (marks, premium names, players' lines) and the text picture for a
 * terminal: a box-drawn grid, ANSI colours when asked.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_private.h"

const char *const wg_premium_labels[WG_SQ_QW + 1] = {
	"", "DL", "TL", "QL", "DW", "TW", "QW"
};

/* An empty square in text: its premium's sign, as in the legend. */
static const char premium_signs[WG_SQ_QW + 1] = {
	' ', '\'', '"', '^', '-', '=', '~'
};

/* ANSI colours: premiums as the boards paint them, tiles, marks. */
static const char *const premium_ansi[WG_SQ_QW + 1] = {
	"", "46;30", "44;97", "42;30", "45;97", "41;97", "43;30"
};
#define ANSI_TILE	"103;30"
#define ANSI_MARK	"102;30;1"
#define ANSI_RAINBOW	"105;30"

void
wg_draw_init(struct wg_draw *d)
{
	memset(d, 0, sizeof(*d));
}

void
wg_draw_mark_move(struct wg_draw *d, const struct wg_board *b,
    const struct wg_move *m)
{
	unsigned i, r, c;

	if (m->kind != WG_MOVE_PLACE)
		return;
	for (i = 0; i < m->len; i++) {
		r = m->row + (m->down ? i : 0);
		c = m->col + (m->down ? 0 : i);
		if (r < b->rows && c < b->cols && !(m->tiles[i] & WG_THROUGH))
			d->mark[r * b->cols + c] = 1;
	}
}

void
wg_draw_mark_change(struct wg_draw *d, const struct wg_board *before,
    const struct wg_board *after)
{
	unsigned i, n = after->rows * after->cols;

	for (i = 0; i < n; i++)
		if (before->sq[i] != after->sq[i] ||
		    wg_board_height(before, i) != wg_board_height(after, i) ||
		    before->rainbow[i] != after->rainbow[i])
			d->mark[i] = 1;
}

const char *
wg_draw_name(const struct wg_draw *d, unsigned p, char *buf, size_t size)
{
	if (d->names[p] != NULL)
		return d->names[p];
	snprintf(buf, size, "Player %u", p + 1);
	return buf;
}

void
wg_draw_rack(struct wg_text *t, const struct wg_board *b, unsigned p)
{
	unsigned i;
	int stacks = wg_game_stacks(b->variant);

	if (b->rack_len[p] == 0)
		wg_text_printf(t, "-");
	for (i = 0; i < b->rack_len[p]; i++)
		wg_text_printf(t, "%s%s", b->rack[p][i] == 0 ? "?" :
		    wg_alphabet_letter(b->variant->alphabet, b->rack[p][i]),
		    stacks && (b->rack_rainbow[p] >> i & 1) ? "*" : "");
}

int
wg_draw_finish(struct wg_text *t, char **text, size_t *len)
{
	if (t->failed || t->buf == NULL) {
		free(t->buf);
		*text = NULL;
		*len = 0;
		return WG_E_NOMEM;
	}
	*text = t->buf;
	*len = t->len;
	return WG_OK;
}

/* A rule of the frame: LEFT, three per column, RIGHT. */
static void
frame(struct wg_text *t, const struct wg_board *b, const char *left,
    const char *right)
{
	unsigned c;

	wg_text_printf(t, "   %s", left);
	for (c = 0; c < b->cols; c++)
		wg_text_printf(t, "───");
	wg_text_printf(t, "%s\n", right);
}

/*
 * One square in three columns: the letter (a blank's in lowercase) or the
 * premium's sign, then the stack's height when above 1 (+ past 9).  Plain
 * text brackets a marked square; colours paint it instead.
 */
static void
cell(struct wg_text *t, const struct wg_board *b, const struct wg_draw *d,
    unsigned idx)
{
	const struct wg_alphabet *a = b->variant->alphabet;
	int colour = d->flags & WG_DRAW_COLOUR;
	unsigned h = wg_board_height(b, idx), start;
	uint8_t sq = b->sq[idx], prem = b->premium[idx];
	char sign[2] = { premium_signs[prem], '\0' }, tail[2] = " ";
	const char *glyph = sign, *ansi = premium_ansi[prem];

	start = b->variant->start_row * b->cols + b->variant->start_col;
	if (sq != 0) {
		glyph = sq & WG_BLANK ? wg_alphabet_letter_lower(a,
		    WG_CODE(sq)) : wg_alphabet_letter(a, sq);
		ansi = d->mark[idx] ? ANSI_MARK : b->rainbow[idx] ?
		    ANSI_RAINBOW : ANSI_TILE;
		if (h > 1)
			tail[0] = h > 9 ? '+' : (char)('0' + h);
	} else if (prem == WG_SQ_NONE)
		glyph = idx == start ? "*" : "·";
	if (colour)
		wg_text_printf(t, "%s%s%s %s%s%s", *ansi ? "\033[" : "", ansi,
		    *ansi ? "m" : "", glyph, tail, *ansi ? "\033[0m" : "");
	else if (sq != 0 && d->mark[idx])
		wg_text_printf(t, "[%s]", glyph);
	else
		wg_text_printf(t, " %s%s", glyph, tail);
}

/* The signs of the premiums the board has, and the stacks' rainbows. */
static void
legend(struct wg_text *t, const struct wg_board *b, const struct wg_draw *d)
{
	unsigned i, n = b->rows * b->cols, seen = 0, k = 0;
	int colour = d->flags & WG_DRAW_COLOUR;

	for (i = 0; i < n; i++)
		seen |= 1u << b->premium[i];
	wg_text_printf(t, "   ");
	for (i = WG_SQ_QW; i > WG_SQ_NONE; i--) {
		if (!(seen >> i & 1))
			continue;
		if (colour)
			wg_text_printf(t, "%s\033[%sm %c \033[0m %s", k++ ?
			    "  " : "", premium_ansi[i], premium_signs[i],
			    wg_premium_labels[i]);
		else
			wg_text_printf(t, "%s%c %s", k++ ? "  " : "",
			    premium_signs[i], wg_premium_labels[i]);
	}
	wg_text_printf(t, "\n");
	if (!wg_game_stacks(b->variant))
		return;
	for (i = 0, k = 0; i < n; i++)
		if (b->sq[i] != 0 && b->rainbow[i])
			wg_text_printf(t, "%s%c%u", k++ ? " " :
			    "   rainbow tiles on ", 'A' + i % b->cols,
			    i / b->cols + 1);
	if (k > 0)
		wg_text_printf(t, "\n");
}

/* A line per player: the one on turn marked, name, score, rack. */
static void
players(struct wg_text *t, const struct wg_board *b, const struct wg_draw *d)
{
	char buf[32];
	const char *name;
	size_t width = 0, w;
	unsigned p;

	for (p = 0; p < b->players; p++) {
		name = wg_draw_name(d, p, buf, sizeof(buf));
		if ((w = wg_text_cols(name, strlen(name))) > width)
			width = w;
	}
	for (p = 0; p < b->players; p++) {
		name = wg_draw_name(d, p, buf, sizeof(buf));
		w = wg_text_cols(name, strlen(name));
		wg_text_printf(t, " %s %s%*s %5d", p == b->turn ? ">" : " ",
		    name, (int)(width - w), "", b->score[p]);
		if (b->rack_known[p]) {
			wg_text_printf(t, "  ");
			wg_draw_rack(t, b, p);
		}
		wg_text_printf(t, "\n");
	}
	wg_text_printf(t, "   bag %u", wg_board_bag(b));
	if (b->zeros > 0)
		wg_text_printf(t, ", %u scoreless turn%s", b->zeros,
		    b->zeros > 1 ? "s" : "");
	wg_text_printf(t, "\n");
}

int
wg_board_draw_text(const struct wg_board *b, const struct wg_draw *d,
    char **text, size_t *len)
{
	struct wg_text t = { NULL, 0, 0, 0 };
	unsigned r, c;

	wg_text_printf(&t, "    ");
	for (c = 0; c < b->cols; c++)
		wg_text_printf(&t, "%s%c", c > 0 ? "  " : " ", 'A' + c);
	wg_text_printf(&t, "\n");
	frame(&t, b, "┌", "┐");
	for (r = 0; r < b->rows; r++) {
		wg_text_printf(&t, "%2u │", r + 1);
		for (c = 0; c < b->cols; c++)
			cell(&t, b, d, r * b->cols + c);
		wg_text_printf(&t, "│\n");
	}
	frame(&t, b, "└", "┘");
	legend(&t, b, d);
	players(&t, b, d);
	return wg_draw_finish(&t, text, len);
}
