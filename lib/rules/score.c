/*
 * score.c: the scoring rules.  Letter premiums count only under tiles
 * placed this turn, word premiums only from squares covered this turn and
 * they multiply; letters are summed before the word is multiplied; blanks
 * are worth the blank's value (0); every word formed is scored on its own
 * and the sum gets the variant's bingo bonus.  Stacking games also count
 * a tile as many times as its stack is high, and double a word for each
 * rainbow tile on top in it.
 */
#include "config.h"

#include "rules_private.h"

int
wg_word_letter(const struct wg_board *b, const struct wg_word *w,
    unsigned i, unsigned *times)
{
	const struct wg_variant *v = b->variant;
	unsigned idx = (w->row + (w->down ? i : 0)) * b->cols + w->col +
	    (w->down ? 0 : i);

	*times = 1;
	if (v->stack_max > 1)
		*times = w->height[i];
	if (w->placed >> i & 1)
		*times *= wg_letter_mult[b->premium[idx]];
	return w->sq[i] & WG_BLANK ? v->value[0] : v->value[WG_CODE(w->sq[i])];
}

void
wg_score_word(const struct wg_board *b, struct wg_word *w)
{
	const struct wg_variant *v = b->variant;
	unsigned i, idx, step = w->down ? b->cols : 1, times;
	int letters = 0, mult = 1, value;

	idx = w->row * b->cols + w->col;
	for (i = 0; i < w->len; i++, idx += step) {
		value = wg_word_letter(b, w, i, &times);
		if (v->rainbow && (w->rainbow >> i & 1))
			mult = wg_mult_times(mult, 2);
		if (w->placed >> i & 1)
			mult = wg_mult_times(mult, wg_word_mult[b->premium[idx]]);
		letters += value * (int)times;
	}
	w->letters = letters;
	w->word_mult = mult;
	/* Stacks, rainbows or premiums of a hostile variant must not
	   overflow: the score stops at WG_WORD_SCORE_MAX. */
	w->score = wg_word_score(letters, mult);
}
