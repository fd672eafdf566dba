/*
 * movegen_full_plays.c: the plays of every tile of the rack on a span,
 * found from the words of their letters.  Such a play is a word of the
 * rack's letters and the span's board letters: the words of that
 * multiset (kept by its key, movegen_full.c) are few, and each is tried
 * on the span at once, where a walk would try the rack's letters in every
 * order that starts a word.  Searched apart from the other plays, those
 * of every tile no longer make the walk look for bingos where none fits.
 */
#include "config.h"

#include "engine_private.h"
#include "lexicon/lexicon_graph.h"
#include "movegen.h"

/* Takes back the tiles put on columns LEFT..END-1 (of the current row). */
static void
full_take_back(struct wg_gen *g, unsigned left, unsigned end)
{
	unsigned c;

	for (c = left; c < end; c++)
		if (g->placed[c])
			tile_return(g, c, g->word[c] & GEN_LETTER,
			    (g->word[c] & GEN_BLANK) != 0);
}

/*
 * Records WORD on columns LEFT..RIGHT if it fits: the board's letters in
 * their places, each other letter in its square's cross-check set and on
 * the rack (its own tile first, else a blank, as the walk takes them).
 */
static void
full_try(struct wg_gen *g, unsigned left, unsigned right,
    const uint8_t *word)
{
	const struct gen_side *s = g->s;
	unsigned base = g->row * s->cols, c;

	for (c = left; c <= right; c++) {
		unsigned l = word[c - left], i = base + c;
		uint8_t t = s->grid[i];

		if (t != 0 ? (t & GEN_LETTER) != l : !(s->cross[i] >> l & 1) ||
		    (g->count[l] == 0 && !blank_free(g)))
			break;
		if (t != 0)
			g->word[c] = t;
		else
			tile_take(g, c, l);
	}
	/* Keys may be shared: only the rack's own letters, every one. */
	if (c > right && g->tiles_left == 0)
		wg_gen_record(g, left, right);
	full_take_back(g, left, c);
}

/* Tries the words of the key KEY, of LEFT..RIGHT's length. */
static void
full_try_key(struct wg_gen *g, unsigned left, unsigned right, uint64_t key)
{
	const uint32_t *w, *end;

	for (w = wg_gen_full_words(g, key, &end); w < end; w++) {
		const uint8_t *t = g->full_text + *w;

		if (t[0] == right - left + 1)
			full_try(g, left, right, t + 1);
	}
}

void
wg_gen_full_plays(struct wg_gen *g, unsigned left, unsigned right)
{
	unsigned base = g->row * g->s->cols, c, x;
	uint64_t key = g->rack_key;

	for (c = left; c <= right; c++)
		if (g->s->grid[base + c] != 0)
			key += g->letter_key[g->s->grid[base + c] & GEN_LETTER];
	if (g->rack_blanks == 0) {
		full_try_key(g, left, right, key);
		return;
	}
	/* A blank: each letter it may be makes other words. */
	for (x = 1; x <= g->lex->alphabet.size; x++)
		full_try_key(g, left, right, key + g->letter_key[x]);
}
