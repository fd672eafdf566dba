/*
 * The words already on a board, checked against a lexicon: a position
 * typed by hand or written by another tool may hold a word the lexicon
 * lacks, which no move on it would reveal (issue 14).
 */
#include <config.h>

#include <string.h>

#include "rules_private.h"

/* Whether W's letters are a word of LEX (MAP as wg_lex_map made it). */
static int
in_lexicon(const struct wg_lexicon *lex, int same, const uint8_t *map,
    const struct wg_word *w)
{
	uint8_t codes[WG_BOARD_MAX];
	unsigned i;

	for (i = 0; i < w->len; i++) {
		codes[i] = WG_CODE(w->sq[i]);
		if (!same && (codes[i] = map[codes[i]]) == 0)
			return 0;
	}
	return wg_lexicon_contains(lex, codes, w->len);
}

unsigned
wg_board_bad_words(const struct wg_board *b, const struct wg_lexicon *lex,
    struct wg_word *out, unsigned max)
{
	uint8_t map[WG_MAX_LETTERS + 1];
	struct wg_word w;
	unsigned down, line, at, end, lines, len, i, bad = 0;
	int same = wg_lex_map(b->variant->alphabet, lex, map);

	for (down = 0; down < 2; down++) {
		lines = down ? b->cols : b->rows;
		len = down ? b->rows : b->cols;
		for (line = 0; line < lines; line++)
			for (at = 0; at < len; at = end + 1) {
				for (end = at; end < len && b->sq[down ?
				    end * b->cols + line :
				    line * b->cols + end] != 0; end++)
					;
				if (end - at < 2)
					continue;
				memset(&w, 0, sizeof(w));
				w.row = down ? at : line;
				w.col = down ? line : at;
				w.down = (int)down;
				w.len = end - at;
				for (i = 0; i < w.len; i++)
					w.sq[i] = b->sq[down ?
					    (at + i) * b->cols + line :
					    line * b->cols + at + i];
				if (in_lexicon(lex, same, map, &w))
					continue;
				if (bad < max)
					out[bad] = w;
				bad++;
			}
	}
	return bad;
}
