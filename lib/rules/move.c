/*
 * move.c: the legality of a move on a position, the words it forms, and
 * playing it.  Scoring itself is in score.c.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "rules_private.h"

const char *
wg_ill_str(unsigned reason)
{
	switch (reason) {
	case WG_ILL_BOUNDS:
		return "runs off the board";
	case WG_ILL_MISMATCH:
		return "a letter differs from the tile on its square";
	case WG_ILL_HOLE:
		return "plays through an empty square";
	case WG_ILL_CONTIGUOUS:
		return "leaves out a tile touching the word";
	case WG_ILL_NO_TILES:
		return "places no tile";
	case WG_ILL_START:
		return "the first move must cover the start square";
	case WG_ILL_DISCONNECTED:
		return "touches no tile on the board";
	case WG_ILL_NO_WORD:
		return "forms no word of two letters or more";
	case WG_ILL_LETTER:
		return "a letter the variant has no tile for";
	case WG_ILL_RACK:
		return "tiles not on the rack";
	case WG_ILL_WORD:
		return "a word not in the lexicon";
	case WG_ILL_BAG:
		return "too few tiles in the bag to exchange";
	case WG_ILL_NO_EMPTY:
		return "places no tile on an empty square";
	case WG_ILL_COVER:
		return "covers every tile of a word";
	case WG_ILL_WILD_SAME:
		return "a wild tile on a stack keeps the square's letter";
	case WG_ILL_RAINBOW:
		return "a rainbow tile that cannot be";
	case WG_ILL_TALL:
		return "a stack already as tall as it can be";
	case WG_ILL_TILES:
		return "more tiles of a letter than the set holds";
	default:
		return "illegal";
	}
}

/* Takes the tiles of TAKE[0..N) (0: blank) out of RACK; lists the missing. */
static unsigned
rack_missing(const uint8_t *rack, unsigned rack_len, const uint8_t *take,
    unsigned n, uint8_t *missing)
{
	unsigned have[WG_MAX_LETTERS + 1] = { 0 }, i, nmissing = 0;

	for (i = 0; i < rack_len; i++)
		have[rack[i]]++;
	for (i = 0; i < n; i++) {
		if (have[take[i]] > 0)
			have[take[i]]--;
		else if (nmissing < WG_RACK_MAX)
			missing[nmissing++] = take[i];
	}
	return nmissing;
}

static void
check_exchange(const struct wg_board *b, const struct wg_move *m,
    struct wg_check *ck)
{
	const struct wg_variant *v = b->variant;
	unsigned t = b->turn;

	if (b->rack_known[t]) {
		ck->nmissing = rack_missing(b->rack[t], b->rack_len[t],
		    m->tiles, m->len, ck->missing);
		if (ck->nmissing > 0)
			ck->reasons |= WG_ILL_RACK;
	}
	ck->bag = wg_board_bag(b);
	if (ck->bag < v->exchange_min || ck->bag < m->len)
		ck->reasons |= WG_ILL_BAG;
	if ((ck->over_tiles = wg_tiles_over_move(b, m->tiles, m->len)) != 0)
		ck->reasons |= WG_ILL_TILES;
}

/*
 * The word through square (R, C) along DOWN, if it has two letters or
 * more once square IDX holds TILE.  Returns 0 when there is none.
 */
static int
cross_word(const struct wg_board *b, unsigned r, unsigned c, int down,
    uint8_t tile, struct wg_word *w)
{
	unsigned step = down ? b->cols : 1, idx = r * b->cols + c;
	unsigned first = idx, last = idx, pos, lim;
	unsigned i;

	/* Walk back and forth along the line while squares are filled. */
	pos = down ? r : c;
	lim = pos;
	while (lim > 0 && b->sq[first - step] != 0) {
		first -= step;
		lim--;
	}
	w->row = down ? lim : r;
	w->col = down ? c : lim;
	lim = down ? b->rows - 1 : b->cols - 1;
	while (pos < lim && b->sq[last + step] != 0) {
		last += step;
		pos++;
	}
	w->len = (last - first) / step + 1;
	if (w->len < 2)
		return 0;
	w->down = down;
	w->placed = 0;
	for (i = 0, pos = first; i < w->len; i++, pos += step) {
		if (pos == idx) {
			w->sq[i] = tile;
			w->placed = (uint32_t)1 << i;
		} else
			w->sq[i] = b->sq[pos];
	}
	return 1;
}

static void
check_words(const struct wg_board *b, const struct wg_lexicon *lex,
    struct wg_check *ck)
{
	const struct wg_variant *v = b->variant;
	uint8_t map[WG_MAX_LETTERS + 1], codes[WG_BOARD_MAX];
	unsigned i, k;
	int same = 1;

	if (lex != NULL)
		same = wg_lex_map(v->alphabet, lex, map);
	for (k = 0; k < ck->nwords; k++) {
		struct wg_word *w = &ck->words[k];

		wg_score_word(b, w);
		ck->score += w->score;
		w->valid = 1;
		if (lex == NULL)
			continue;
		for (i = 0; i < w->len; i++) {
			codes[i] = WG_CODE(w->sq[i]);
			if (!same && (codes[i] = map[codes[i]]) == 0)
				break;
		}
		if (i < w->len || !wg_lexicon_contains(lex, codes, w->len)) {
			w->valid = 0;
			ck->reasons |= WG_ILL_WORD;
		}
	}
}

unsigned
wg_move_leave(const uint8_t *rack, unsigned n, const struct wg_move *m,
    uint8_t *leave)
{
	unsigned i, k, nleave = n;
	uint8_t t;

	memcpy(leave, rack, n);
	for (i = 0; i < m->len && m->kind == WG_MOVE_PLACE; i++) {
		if (m->tiles[i] & WG_THROUGH)
			continue;
		t = m->tiles[i] & WG_BLANK ? 0 : WG_MOVE_CODE(m->tiles[i]);
		for (k = 0; k < nleave && leave[k] != t; k++)
			;
		if (k < nleave)
			leave[k] = leave[--nleave];
	}
	wg_tiles_sort(leave, nleave);
	return nleave;
}

int
wg_move_check(const struct wg_board *b, const struct wg_move *m,
    const struct wg_lexicon *lex, struct wg_check *ck)
{
	const struct wg_variant *v = b->variant;
	unsigned step, idx, i, r, c, end, placed = 0, blanks = 0, t;
	uint8_t tile, take[WG_BOARD_MAX], line[WG_BOARD_MAX];
	uint32_t placed_mask = 0, stacked_mask = 0;
	int first, touches = 0, covers_start = 0;

	memset(ck, 0, offsetof(struct wg_check, words));
	if (m->kind == WG_MOVE_PASS)
		return 1;
	if (m->kind == WG_MOVE_EXCHANGE) {
		check_exchange(b, m, ck);
		return ck->reasons == 0;
	}

	end = (m->down ? m->row : m->col) + m->len - 1;
	if (m->row >= b->rows || m->col >= b->cols || m->len == 0 ||
	    end >= (m->down ? b->rows : b->cols)) {
		ck->reasons = WG_ILL_BOUNDS;
		return 0;
	}
	step = m->down ? b->cols : 1;
	idx = m->row * b->cols + m->col;
	first = wg_board_empty(b);

	/* The squares of the line: tiles on the board or placed now. */
	for (i = 0; i < m->len; i++, idx += step) {
		tile = m->tiles[i];
		/* Where tiles stack, a letter not marked as on the board
		   goes on top. */
		if (b->sq[idx] != 0 && !(v->stack_max > 1 &&
		    !(tile & WG_THROUGH))) {
			line[i] = b->sq[idx];
			if (WG_MOVE_CODE(tile) != 0 &&
			    WG_MOVE_CODE(tile) != WG_CODE(b->sq[idx]) &&
			    !(ck->reasons & WG_ILL_MISMATCH)) {
				ck->reasons |= WG_ILL_MISMATCH;
				ck->mismatch_square = idx;
			}
			touches = 1;
			continue;
		}
		if (tile & WG_THROUGH) {
			if (!(ck->reasons & WG_ILL_HOLE))
				ck->hole_square = idx;
			ck->reasons |= WG_ILL_HOLE;
			line[i] = 0;
			continue;
		}
		line[i] = tile & (WG_BLANK | 0x3f);
		if (v->excluded >> WG_MOVE_CODE(tile) & 1) {
			ck->reasons |= WG_ILL_LETTER;
			ck->bad_letters |= (uint64_t)1 << WG_MOVE_CODE(tile);
		}
		take[placed++] = tile & WG_BLANK ? 0 : WG_MOVE_CODE(tile);
		blanks += (tile & WG_BLANK) != 0;
		placed_mask |= (uint32_t)1 << i;
		if (b->sq[idx] != 0) {
			stacked_mask |= (uint32_t)1 << i;
			wg_stack_tile(b, idx, tile, ck);
			touches = 1;
			continue;
		}
		if (idx == v->start_row * b->cols + v->start_col)
			covers_start = 1;
		r = idx / b->cols;
		c = idx % b->cols;
		if ((r > 0 && b->sq[idx - b->cols] != 0) ||
		    (r + 1 < b->rows && b->sq[idx + b->cols] != 0) ||
		    (c > 0 && b->sq[idx - 1] != 0) ||
		    (c + 1 < b->cols && b->sq[idx + 1] != 0))
			touches = 1;
	}
	ck->ntiles = placed;

	/* Tiles touching either end belong to the word. */
	idx = m->row * b->cols + m->col;
	if (end + 1 < (m->down ? b->rows : b->cols) &&
	    b->sq[idx + m->len * step] != 0) {
		ck->touch_square = idx + m->len * step;
		ck->reasons |= WG_ILL_CONTIGUOUS;
	}
	if ((m->down ? m->row : m->col) > 0 && b->sq[idx - step] != 0) {
		ck->touch_square = idx - step;
		ck->reasons |= WG_ILL_CONTIGUOUS;
	}
	if (v->stack_max > 1)
		wg_stack_rules(b, m, placed_mask, stacked_mask, ck);
	else if (m->rainbow != 0)
		ck->reasons |= WG_ILL_RAINBOW;
	if (placed == 0)
		ck->reasons |= WG_ILL_NO_TILES;
	else if (first && !covers_start)
		ck->reasons |= WG_ILL_START;
	else if (!first && !touches)
		ck->reasons |= WG_ILL_DISCONNECTED;

	if ((ck->over_tiles = wg_tiles_over_move(b, take, placed)) != 0)
		ck->reasons |= WG_ILL_TILES;
	t = b->turn;
	if (b->rack_known[t] && placed > 0) {
		ck->nmissing = rack_missing(b->rack[t], b->rack_len[t], take,
		    placed, ck->missing);
		if (ck->nmissing > 0)
			ck->reasons |= WG_ILL_RACK;
	}
	if (ck->reasons & (WG_ILL_MISMATCH | WG_ILL_HOLE | WG_ILL_NO_TILES))
		return 0;

	/* The main word, then the cross word of each tile placed. */
	if (m->len >= 2) {
		struct wg_word *w = &ck->words[ck->nwords++];

		w->row = m->row;
		w->col = m->col;
		w->down = m->down;
		w->len = m->len;
		w->placed = placed_mask;
		memcpy(w->sq, line, m->len);
	}
	idx = m->row * b->cols + m->col;
	for (i = 0; i < m->len; i++, idx += step) {
		if (!(placed_mask >> i & 1))
			continue;
		if (cross_word(b, idx / b->cols, idx % b->cols, !m->down,
		    line[i], &ck->words[ck->nwords]))
			ck->nwords++;
	}
	if (ck->nwords == 0)
		ck->reasons |= WG_ILL_NO_WORD;
	if (v->stack_max > 1)
		wg_stack_words(b, m, ck);
	check_words(b, lex, ck);
	ck->bingo = wg_score_bingo(v, placed, blanks, &ck->is_bingo);
	ck->score += ck->bingo;
	return ck->reasons == 0;
}

/* Takes tile K off player P's rack, its rainbow mark with it. */
static void
rack_remove(struct wg_board *b, unsigned p, unsigned k)
{
	unsigned last = --b->rack_len[p];
	uint32_t *rb = &b->rack_rainbow[p];

	b->rack[p][k] = b->rack[p][last];
	*rb = (*rb & ~((uint32_t)1 << k)) | (*rb >> last & 1) << k;
	*rb &= ~((uint32_t)1 << last);
}

/*
 * Takes the tiles of TAKE[0..N) off player P's rack, if known: a rainbow
 * tile (bit i of RAINBOW) a rainbow one of the rack if it has one, a plain
 * tile a plain one.
 */
void
wg_rack_take(struct wg_board *b, unsigned p, const uint8_t *take,
    unsigned n, uint32_t rainbow)
{
	unsigned i, k, pick;
	int want;

	for (i = 0; i < n && b->rack_known[p]; i++) {
		want = rainbow >> i & 1;
		pick = b->rack_len[p];
		for (k = 0; k < b->rack_len[p]; k++) {
			if (b->rack[p][k] != take[i])
				continue;
			if ((int)(b->rack_rainbow[p] >> k & 1) == want) {
				pick = k;
				break;
			}
			if (pick == b->rack_len[p])
				pick = k;
		}
		if (pick < b->rack_len[p])
			rack_remove(b, p, pick);
	}
}

void
wg_move_apply(struct wg_board *b, const struct wg_move *m,
    const struct wg_check *ck)
{
	unsigned i, idx, step, n = 0, t = b->turn;
	uint8_t take[WG_BOARD_MAX];
	uint32_t rainbow = 0;
	int stacking = b->variant->stack_max > 1;

	if (m->kind == WG_MOVE_PLACE) {
		step = m->down ? b->cols : 1;
		idx = m->row * b->cols + m->col;
		for (i = 0; i < m->len; i++, idx += step) {
			if (stacking ? (m->tiles[i] & WG_THROUGH) != 0 :
			    b->sq[idx] != 0)
				continue;
			if (stacking) {
				b->height[idx] = (uint8_t)(wg_board_height(b,
				    idx) + 1);
				b->rainbow[idx] = m->rainbow >> i & 1;
				rainbow |= (m->rainbow >> i & 1) << n;
			}
			b->sq[idx] = m->tiles[i] & (WG_BLANK | 0x3f);
			take[n++] = m->tiles[i] & WG_BLANK ? 0 :
			    WG_MOVE_CODE(m->tiles[i]);
		}
		wg_rack_take(b, t, take, n, rainbow);
		/* The player draws unseen tiles unless the bag is empty. */
		if (wg_board_bag(b) > 0)
			b->rack_known[t] = 0;
	} else if (m->kind == WG_MOVE_EXCHANGE)
		b->rack_known[t] = 0;
	wg_score_add(&b->score[t], ck->score);
	b->zeros = ck->score == 0 ? b->zeros + 1 : 0;
	b->turn = (t + 1) % b->players;
}
