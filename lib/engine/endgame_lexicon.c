/*
 * endgame_lexicon.c: the words an endgame can still form.  With the bag
 * empty every tile still to be played is on one of the two racks, so a
 * word formed later lies on one line of the board, each of its squares
 * holding now the tile it will hold or empty and filled from the two
 * racks together.  Only such words are kept; the solver generates its
 * moves over this small lexicon: the same moves, with far fewer dead ends.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine_private.h"
#include "lexicon/lexicon_graph.h"

/* Words in a list grow it by so many bytes at a time, at least. */
#define ELEX_CHUNK	4096

struct elex_walk {
	const struct wg_lexicon *lex;
	struct wg_wordlist *list;
	uint8_t		 line[WG_BOARD_MAX];	/* lexicon codes, 0 empty */
	unsigned	 len;
	unsigned	 count[64];	/* tiles by lexicon code, 0 blank */
	unsigned	 start;			/* of the word on the line */
	uint8_t		 word[WG_BOARD_MAX];
	int		 error;
};

/*
 * Walks the sibling list at edge LIST of the DAWG for square POS of the
 * line, PLACED tiles from the racks so far; a word that ends where the
 * line's next square is empty (or at its end) is added.
 */
static void
elex_extend(struct elex_walk *w, uint32_t list, unsigned pos, unsigned placed)
{
	const struct wg_lexicon *lex = w->lex;
	unsigned want = w->line[pos], l, took, ends;
	uint64_t raw;
	uint32_t i;
	int rc;

	ends = pos + 1 == w->len || w->line[pos + 1] == 0;
	for (i = list; w->error == WG_OK; i++) {
		raw = wg_edge_raw(lex, i);
		l = wg_raw_letter(lex, raw);
		if (want != 0 && l != want) {
			if (wg_raw_last(lex, raw) || l > want)
				return;
			continue;
		}
		/* A letter of the racks where there is one, else a blank:
		   keeping the blank never finds fewer words. */
		took = 64;
		if (want == 0) {
			if (w->count[l] > 0)
				took = l;
			else if (w->count[0] > 0)
				took = 0;
			else
				goto next;
			w->count[took]--;
		}
		w->word[pos - w->start] = (uint8_t)l;
		if (ends && wg_raw_accepts(lex, raw) && pos > w->start &&
		    placed + (took < 64) > 0) {
			rc = wg_wordlist_add(w->list, w->word,
			    pos - w->start + 1);
			if (rc != WG_OK)
				w->error = rc;
		}
		if (pos + 1 < w->len && wg_raw_ptr(lex, raw) != 0)
			elex_extend(w, wg_raw_ptr(lex, raw), pos + 1,
			    placed + (took < 64));
		if (took < 64)
			w->count[took]++;
next:
		if (wg_raw_last(lex, raw))
			return;
	}
}

/* Letters are matched by code point, as the generator matches them; a
   tile the lexicon cannot spell is never played. */
void
wg_endgame_letters(const struct wg_lexicon *lex,
    const struct wg_alphabet *va, uint8_t *v2l)
{
	unsigned c;

	v2l[0] = 0;
	for (c = 1; c <= WG_MAX_LETTERS; c++)
		v2l[c] = c <= va->size ?
		    (uint8_t)wg_alphabet_code(&lex->alphabet, va->upper[c]) : 0;
}

int
wg_endgame_lexicon(struct wg_lexicon **out, const struct wg_lexicon *lex,
    const struct wg_board *b, const unsigned *tiles)
{
	const struct wg_alphabet *la = &lex->alphabet;
	const struct wg_alphabet *va = b->variant->alphabet;
	struct wg_wordlist *list;
	struct elex_walk *w;
	uint8_t v2l[WG_MAX_LETTERS + 1];
	unsigned down, r, c, k, rows, cols;
	int rc;

	*out = NULL;
	if ((w = calloc(1, sizeof(*w))) == NULL)
		return WG_E_NOMEM;
	if ((rc = wg_wordlist_new(&list, la)) != WG_OK) {
		free(w);
		return rc;
	}
	w->lex = lex;
	w->list = list;
	wg_endgame_letters(lex, va, v2l);
	w->count[0] = tiles[0];
	for (c = 1; c <= va->size; c++)
		if (v2l[c] != 0)
			w->count[v2l[c]] += tiles[c];
	for (down = 0; down < 2 && w->error == WG_OK; down++) {
		rows = down ? b->cols : b->rows;
		cols = down ? b->rows : b->cols;
		w->len = cols;
		for (r = 0; r < rows && w->error == WG_OK; r++) {
			for (c = 0; c < cols; c++) {
				uint8_t sq = b->sq[down ? c * b->cols + r :
				    r * b->cols + c];

				/* A tile the lexicon cannot spell: no word
				   runs through it (63 is no letter). */
				w->line[c] = sq == 0 ? 0 : v2l[WG_CODE(sq)] ?
				    v2l[WG_CODE(sq)] : 63;
			}
			for (k = 0; k + 1 < cols && w->error == WG_OK; k++)
				if (k == 0 || w->line[k - 1] == 0) {
					w->start = k;
					elex_extend(w, lex->dawg_root, k, 0);
				}
		}
	}
	rc = w->error;
	free(w);
	if (rc == WG_OK) {
		rc = wg_wordlist_count(list) == 0 ? WG_E_EMPTY :
		    wg_lexicon_build(out, list);
	}
	wg_wordlist_free(list);
	return rc;
}
