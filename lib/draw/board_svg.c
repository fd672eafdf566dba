/*
 * board_svg.c: a position as an SVG picture: coordinates, premium squares
 * in the colours of the game's own boards, tiles with their values, blanks
 * and the last move marked, stacks' heights and rainbow tiles, then each
 * player's score and rack and the bag.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "draw_private.h"

#define SQ	32		/* a square's side */
#define MARGIN	24		/* room for the coordinates */
#define RIGHT	12		/* room right of the board */
#define RACK_SQ	26		/* a rack tile's place */

/* The colours of a game's board: squares, then each premium's. */
struct palette {
	const char	*prefix;		/* of the variant names */
	const char	*square;
	const char	*fill[WG_SQ_QW + 1];
	const char	*ink[WG_SQ_QW + 1];	/* the label on it */
};

/*
 * The rules name no colours; these are the ones players know from each
 * game's boards: the classic game's red, pink and blues, Words With
 * Friends' orange, red, green and blue, Wordspionage's darker board.
 * Variants not named here (classic-pl, stack) take classic's.
 */
static const struct palette palettes[] = {
	{ "friends", "#f4f1ea",
	    { "", "#3f84c5", "#4fa34f", "#2f6f2f", "#c9433b", "#e88b2e",
	    "#8a3fa0" },
	    { "", "#ffffff", "#ffffff", "#ffffff", "#ffffff", "#ffffff",
	    "#ffffff" } },
	{ "spy", "#2c3440",
	    { "", "#3b7f8c", "#2b5ea8", "#1f3f7a", "#9c4f8a", "#b8423a",
	    "#7a2f5e" },
	    { "", "#ffffff", "#ffffff", "#ffffff", "#ffffff", "#ffffff",
	    "#ffffff" } },
	{ "", "#e9e4d4",
	    { "", "#bde0f5", "#3b8fd0", "#7fc97f", "#f6b9ae", "#df4b3e",
	    "#b35fc4" },
	    { "", "#20425c", "#ffffff", "#1d3d1d", "#6b2b22", "#ffffff",
	    "#ffffff" } }
};

static const struct palette *
palette_of(const struct wg_variant *v)
{
	size_t i;

	for (i = 0; i + 1 < sizeof(palettes) / sizeof(palettes[0]); i++)
		if (strncmp(v->name, palettes[i].prefix,
		    strlen(palettes[i].prefix)) == 0)
			break;
	return &palettes[i];
}

/*
 * A tile of side SIDE at X, Y: its letter (CODE; 0 a blank on a rack),
 * its value unless a blank, drawn apart when a blank, marked or rainbow
 * (filled by the gradient of id RAINBOW).
 */
static void
tile(struct wg_text *t, const struct wg_variant *v, unsigned x, unsigned y,
    unsigned side, uint8_t code, int blank, int mark, const char *rainbow)
{
	const char *letter = code != 0 ? wg_alphabet_letter(v->alphabet,
	    code) : "";

	char fill[64];

	if (rainbow != NULL)
		snprintf(fill, sizeof(fill), "url(#%s)", rainbow);
	else
		snprintf(fill, sizeof(fill), "%s", blank ? "#fffaf0" :
		    "#f2d48f");
	wg_text_printf(t, "<g class=\"tile%s%s%s\"><rect x=\"%u\" y=\"%u\" "
	    "width=\"%u\" height=\"%u\" rx=\"3\" fill=\"%s\" stroke=\"%s\" "
	    "stroke-width=\"%s\"/>", blank ? " blank" : "", mark ? " last" :
	    "", rainbow ? " rainbow" : "", x + 1, y + 1, side - 2, side - 2,
	    fill, mark ? "#d9480f" : "#a8874a", mark ? "3" : "1");
	if (*letter != '\0')
		wg_text_printf(t, "<text x=\"%u\" y=\"%u\" font-size=\"%u\" "
		    "font-weight=\"bold\" text-anchor=\"middle\" "
		    "fill=\"%s\">%s</text>", x + side / 2 - (blank ? 0 : 1),
		    y + side * 7 / 10, side * 9 / 16, blank ? "#c0392b" :
		    "#222222", letter);
	if (!blank)
		wg_text_printf(t, "<text x=\"%u\" y=\"%u\" font-size=\"%u\" "
		    "text-anchor=\"end\" fill=\"#222222\">%d</text>",
		    x + side - 3, y + side - 4, side / 4, v->value[code]);
	wg_text_printf(t, "</g>\n");
}

/* The empty square IDX at X, Y: its premium's colour and label. */
static void
square(struct wg_text *t, const struct wg_board *b,
    const struct palette *pal, unsigned idx, unsigned x, unsigned y)
{
	uint8_t prem = b->premium[idx];
	int start = idx == b->variant->start_row * b->cols +
	    b->variant->start_col;

	wg_text_printf(t, "<rect x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\" "
	    "fill=\"%s\"/>", x + 1, y + 1, SQ - 2, SQ - 2,
	    prem ? pal->fill[prem] : pal->square);
	if (b->sq[idx] == 0 && (prem != WG_SQ_NONE || start))
		wg_text_printf(t, "<text x=\"%u\" y=\"%u\" font-size=\"%u\" "
		    "text-anchor=\"middle\" fill=\"%s\">%s</text>",
		    x + SQ / 2, y + SQ / 2 + (start ? 6 : 4), start ? 18 : 10,
		    prem ? pal->ink[prem] : "#8a7f66", start && !prem ?
		    "★" : wg_premium_labels[prem]);
	wg_text_printf(t, "\n");
}

/* The height of the players' part below the board. */
static unsigned
players_height(const struct wg_board *b)
{
	unsigned p, h = 12;

	for (p = 0; p < b->players; p++)
		h += 22 + (b->rack_known[p] ? RACK_SQ + 4 : 0);
	return h + 22;
}

static void
players(struct wg_text *t, const struct wg_board *b, const struct wg_draw *d,
    unsigned width, unsigned y, const char *rainbow)
{
	const struct wg_variant *v = b->variant;
	char buf[32];
	unsigned p, i;
	int stacks = wg_game_stacks(v);

	y += 12;
	for (p = 0; p < b->players; p++) {
		wg_text_printf(t, "<g class=\"player%s\"><text x=\"%u\" "
		    "y=\"%u\" font-size=\"14\"%s>%s", p == b->turn ?
		    " on-turn" : "", MARGIN, y + 16, p == b->turn ?
		    " font-weight=\"bold\"" : "", p == b->turn ? "▶ " : "");
		wg_text_xml(t, wg_draw_name(d, p, buf, sizeof(buf)));
		wg_text_printf(t, "</text><text x=\"%u\" y=\"%u\" "
		    "font-size=\"14\" text-anchor=\"end\"%s>%d</text>\n",
		    width - RIGHT, y + 16, p == b->turn ?
		    " font-weight=\"bold\"" : "", b->score[p]);
		y += 22;
		if (b->rack_known[p]) {
			for (i = 0; i < b->rack_len[p]; i++)
				tile(t, v, MARGIN + i * RACK_SQ, y, RACK_SQ,
				    b->rack[p][i], b->rack[p][i] == 0, 0,
				    stacks && (b->rack_rainbow[p] >> i & 1) ?
				    rainbow : NULL);
			if (b->rack_len[p] == 0)
				wg_text_printf(t, "<text x=\"%u\" y=\"%u\" "
				    "font-size=\"12\">(empty rack)</text>\n",
				    MARGIN, y + 17);
			y += RACK_SQ + 4;
		}
		wg_text_printf(t, "</g>\n");
	}
	wg_text_printf(t, "<text class=\"bag\" x=\"%u\" y=\"%u\" "
	    "font-size=\"12\" fill=\"#555555\">bag %u</text>\n", MARGIN, y + 16,
	    wg_board_bag(b));
}

void
wg_board_svg_append(struct wg_text *t, const struct wg_board *b,
    const struct wg_draw *d, const char *rainbow)
{
	const struct wg_variant *v = b->variant;
	const struct palette *pal = palette_of(v);
	unsigned width = MARGIN + b->cols * SQ + RIGHT;
	unsigned height = MARGIN + b->rows * SQ + players_height(b);
	unsigned r, c, i, x, y, h;

	if (width < MARGIN + 8 * RACK_SQ + RIGHT)
		width = MARGIN + 8 * RACK_SQ + RIGHT;
	wg_text_printf(t, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "class=\"wg-board\" width=\"%u\" height=\"%u\" "
	    "viewBox=\"0 0 %u %u\" font-family=\"DejaVu Sans, Verdana, "
	    "sans-serif\">\n<title>", width, height, width, height);
	wg_text_xml(t, v->name);
	wg_text_printf(t, "</title>\n");
	if (wg_game_stacks(v))
		wg_text_printf(t, "<defs><linearGradient id=\"%s\" "
		    "x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
		    "<stop offset=\"0\" stop-color=\"#ff6b6b\"/>"
		    "<stop offset=\"0.25\" stop-color=\"#ffd93d\"/>"
		    "<stop offset=\"0.5\" stop-color=\"#6bcB77\"/>"
		    "<stop offset=\"0.75\" stop-color=\"#4d96ff\"/>"
		    "<stop offset=\"1\" stop-color=\"#c77dff\"/>"
		    "</linearGradient></defs>\n", rainbow);
	wg_text_printf(t, "<rect width=\"%u\" height=\"%u\" "
	    "fill=\"#fbf8f0\"/>\n<g class=\"coordinates\" font-size=\"11\" "
	    "fill=\"#555555\" text-anchor=\"middle\">", width, height);
	for (c = 0; c < b->cols; c++)
		wg_text_printf(t, "<text x=\"%u\" y=\"%u\">%c</text>",
		    MARGIN + c * SQ + SQ / 2, MARGIN - 8, 'A' + c);
	for (r = 0; r < b->rows; r++)
		wg_text_printf(t, "<text x=\"%u\" y=\"%u\">%u</text>",
		    MARGIN / 2, MARGIN + r * SQ + SQ / 2 + 4, r + 1);
	wg_text_printf(t, "</g>\n<g class=\"squares\">\n");
	for (i = 0; i < b->rows * b->cols; i++)
		square(t, b, pal, i, MARGIN + i % b->cols * SQ,
		    MARGIN + i / b->cols * SQ);
	wg_text_printf(t, "</g>\n<g class=\"tiles\">\n");
	for (i = 0; i < b->rows * b->cols; i++) {
		if (b->sq[i] == 0)
			continue;
		x = MARGIN + i % b->cols * SQ;
		y = MARGIN + i / b->cols * SQ;
		tile(t, v, x, y, SQ, WG_CODE(b->sq[i]), b->sq[i] & WG_BLANK,
		    d->mark[i], b->rainbow[i] ? rainbow : NULL);
		if ((h = wg_board_height(b, i)) > 1)
			wg_text_printf(t, "<text class=\"height\" x=\"%u\" "
			    "y=\"%u\" font-size=\"9\" fill=\"#7a4f00\">"
			    "%u</text>\n", x + 4, y + 11, h);
	}
	wg_text_printf(t, "</g>\n");
	players(t, b, d, width, MARGIN + b->rows * SQ, rainbow);
	wg_text_printf(t, "</svg>\n");
}

int
wg_board_draw_svg(const struct wg_board *b, const struct wg_draw *d,
    char **text, size_t *len)
{
	struct wg_text t = { NULL, 0, 0, 0 };

	wg_text_printf(&t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	wg_board_svg_append(&t, b, d, "wg-rainbow");
	return wg_draw_finish(&t, text, len);
}
