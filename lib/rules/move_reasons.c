/*
 * Why a move is illegal, said for a person: one sentence per reason the
 * rules found (struct wg_check), naming the squares, letters and words;
 * and words spelt as a board shows them (blanks in lowercase).
 */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "rules_private.h"

void
wg_word_spell(const struct wg_board *b, const struct wg_word *w, char *buf,
    size_t size)
{
	const struct wg_alphabet *a = b->variant->alphabet;
	size_t n = 0, k;
	unsigned i;
	const char *s;

	for (i = 0; i < w->len; i++) {
		s = w->sq[i] & WG_BLANK ?
		    wg_alphabet_letter_lower(a, WG_CODE(w->sq[i])) :
		    wg_alphabet_letter(a, w->sq[i]);
		k = strlen(s);
		if (n + k + 1 > size)
			break;
		memcpy(buf + n, s, k);
		n += k;
	}
	buf[n] = '\0';
}

static void
square_name(const struct wg_board *b, unsigned idx, char *buf, size_t size)
{
	snprintf(buf, size, "%c%u", 'A' + idx % b->cols, idx / b->cols + 1);
}

size_t
wg_check_reasons(const struct wg_board *b, const struct wg_move *m,
    const struct wg_check *ck, char r[][WG_REASON_MAX], size_t max)
{
	const struct wg_alphabet *a = b->variant->alphabet;
	char sq[8], word[WG_BOARD_MAX * 4 + 1], list[WG_RACK_MAX * 6];
	struct wg_word covered;
	unsigned bit, i, pos;
	size_t n = 0;

	for (bit = 1; bit <= WG_ILL_LAST && n < max; bit <<= 1) {
		if (!(ck->reasons & bit))
			continue;
		switch (bit) {
		case WG_ILL_MISMATCH:
			square_name(b, ck->mismatch_square, sq, sizeof(sq));
			pos = m->down ? ck->mismatch_square / b->cols - m->row :
			    ck->mismatch_square % b->cols - m->col;
			snprintf(r[n++], WG_REASON_MAX, "square %s holds %s, the move "
			    "says %s", sq, wg_alphabet_letter(a,
			    WG_CODE(b->sq[ck->mismatch_square])),
			    wg_alphabet_letter(a,
			    WG_MOVE_CODE(m->tiles[pos])));
			break;
		case WG_ILL_HOLE:
			square_name(b, ck->hole_square, sq, sizeof(sq));
			snprintf(r[n++], WG_REASON_MAX, "square %s is empty, the move "
			    "plays through it", sq);
			break;
		case WG_ILL_CONTIGUOUS:
			square_name(b, ck->touch_square, sq, sizeof(sq));
			snprintf(r[n++], WG_REASON_MAX, "the tile on %s touches the word "
			    "but is left out of it", sq);
			break;
		case WG_ILL_START:
			square_name(b, b->variant->start_row * b->cols +
			    b->variant->start_col, sq, sizeof(sq));
			snprintf(r[n++], WG_REASON_MAX, "the first move must cover the "
			    "start square %s", sq);
			break;
		case WG_ILL_LETTER:
			list[0] = '\0';
			for (i = 1; i <= wg_alphabet_size(a); i++)
				if (ck->bad_letters >> i & 1) {
					if (list[0] != '\0')
						strcat(list, ", ");
					strcat(list, wg_alphabet_letter(a, i));
				}
			snprintf(r[n++], WG_REASON_MAX, "variant %s has no letter %s",
			    b->variant->name, list);
			break;
		case WG_ILL_RACK:
			list[0] = '\0';
			for (i = 0; i < ck->nmissing; i++) {
				if (i > 0)
					strcat(list, ", ");
				strcat(list, ck->missing[i] == 0 ? "?" :
				    wg_alphabet_letter(a, ck->missing[i]));
			}
			snprintf(r[n++], WG_REASON_MAX, "not on the rack: %s", list);
			break;
		case WG_ILL_WORD:
			for (i = 0; i < ck->nwords && n < max; i++) {
				if (ck->words[i].valid)
					continue;
				wg_word_spell(b, &ck->words[i], word,
				    sizeof(word));
				snprintf(r[n++], WG_REASON_MAX, "%s is not in the "
				    "lexicon", word);
			}
			break;
		case WG_ILL_BAG:
			snprintf(r[n++], WG_REASON_MAX, "the bag holds %u tiles, an "
			    "exchange of %u needs %u", ck->bag, m->len,
			    m->len > b->variant->exchange_min ? m->len :
			    b->variant->exchange_min);
			break;
		case WG_ILL_NO_EMPTY:
			snprintf(r[n++], WG_REASON_MAX, "every tile goes on a stack: "
			    "one must go on an empty square");
			break;
		case WG_ILL_COVER:
			covered.len = ck->cover_len;
			for (i = 0; i < ck->cover_len; i++)
				covered.sq[i] = b->sq[ck->cover_square + i *
				    (m->down ? b->cols : 1)];
			wg_word_spell(b, &covered, word, sizeof(word));
			square_name(b, ck->cover_square, sq, sizeof(sq));
			snprintf(r[n++], WG_REASON_MAX, "covers all of %s at %s", word,
			    sq);
			break;
		case WG_ILL_WILD_SAME:
			square_name(b, ck->stack_square, sq, sizeof(sq));
			snprintf(r[n++], WG_REASON_MAX, "the wild tile on %s keeps its "
			    "letter %s: a wild tile on a stack must change it",
			    sq, wg_alphabet_letter(a,
			    WG_CODE(b->sq[ck->stack_square])));
			break;
		case WG_ILL_RAINBOW:
			if (b->variant->rainbow)
				snprintf(r[n++], WG_REASON_MAX, "only a tile placed "
				    "now can be rainbow, never a wild one");
			else
				snprintf(r[n++], WG_REASON_MAX, "variant %s has no "
				    "rainbow tiles", b->variant->name);
			break;
		case WG_ILL_TALL:
			square_name(b, ck->stack_square, sq, sizeof(sq));
			snprintf(r[n++], WG_REASON_MAX, "the stack on %s holds %u tiles, "
			    "the most a square can", sq, b->variant->stack_max);
			break;
		case WG_ILL_TILES:
			for (i = 0; i <= wg_alphabet_size(a) && n < max; i++)
				if (ck->over_tiles >> i & 1)
					wg_tiles_over_text(b, i, r[n++], WG_REASON_MAX);
			break;
		default:
			snprintf(r[n++], WG_REASON_MAX, "%s", wg_ill_str(bit));
			break;
		}
	}
	return n;
}
