/*
 * tile_count.c: the tile set's counts, enforced on every position: a board,
 * its known racks and a move's tiles never hold more tiles of a letter (or
 * blanks) than the variant's set (times the sets of a stacking game's
 * length).  Board files, racks given on a command line, moves and records
 * all count here.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "rules_private.h"

unsigned
wg_board_sets(const struct wg_board *b)
{
	return b->length >= WG_LENGTH_SHORT && b->length <= WG_LENGTH_LONG ?
	    (unsigned)b->length : 1;
}

unsigned
wg_tiles_in_set(const struct wg_board *b, unsigned code)
{
	return b->variant->count[code] * wg_board_sets(b);
}

void
wg_tiles_on_board(const struct wg_board *b, unsigned *used)
{
	unsigned i, n = b->rows * b->cols;

	/* A stack's covered tiles are not known by letter: its top only. */
	for (i = 0; i < n; i++)
		if (b->sq[i] != 0)
			used[b->sq[i] & WG_BLANK ? 0 : WG_CODE(b->sq[i])]++;
}

void
wg_tiles_count(const struct wg_board *b, unsigned skip, unsigned *used)
{
	unsigned i, p;

	wg_tiles_on_board(b, used);
	for (p = 0; p < b->players; p++)
		if (p != skip && b->rack_known[p])
			for (i = 0; i < b->rack_len[p]; i++)
				used[b->rack[p][i]]++;
}

int
wg_tiles_over(const struct wg_board *b, const unsigned *used)
{
	unsigned c;

	for (c = 0; c <= b->variant->alphabet->size; c++)
		if (used[c] > wg_tiles_in_set(b, c))
			return (int)c;
	return -1;
}

size_t
wg_tiles_over_text(const struct wg_board *b, unsigned code, char *buf,
    size_t size)
{
	unsigned have = wg_tiles_in_set(b, code);
	int n;

	if (have == 0)
		n = snprintf(buf, size, "variant %s has no %s tile",
		    b->variant->name, code == 0 ? "blank" :
		    wg_alphabet_letter(b->variant->alphabet, code));
	else if (code == 0)
		n = snprintf(buf, size, "more blanks than the bag holds (%u)",
		    have);
	else
		n = snprintf(buf, size, "more %s tiles than the bag holds "
		    "(%u)", wg_alphabet_letter(b->variant->alphabet, code),
		    have);
	return n < 0 ? 0 : (size_t)n;
}

int
wg_board_set_rack(struct wg_board *b, unsigned player, const char *text,
    char *errbuf, size_t errsize)
{
	const struct wg_variant *v = b->variant;
	unsigned used[WG_MAX_LETTERS + 1] = { 0 }, i, max;
	struct wg_move m;
	char move[WG_RACK_MAX * 4 + 2];
	const char *msg;
	size_t col;
	int over;

	/* A rack may hold tiles bought besides (the stacking game). */
	max = v->rack_max;
	/* A rack reads like an exchange of all its tiles. */
	if (player >= b->players || strlen(text) > WG_RACK_MAX * 4) {
		snprintf(errbuf, errsize, "more than %u tiles", max);
		return WG_E_FORMAT;
	}
	snprintf(move, sizeof(move), "-%s", text);
	if (wg_move_parse(&m, v->alphabet, move, strlen(move), &col, &msg)
	    != WG_OK) {
		snprintf(errbuf, errsize, "column %zu: %s", col - 1, msg);
		return WG_E_FORMAT;
	}
	if (m.len > max) {
		snprintf(errbuf, errsize, "more than %u tiles", max);
		return WG_E_FORMAT;
	}
	if (m.rainbow != 0 && !v->rainbow) {
		snprintf(errbuf, errsize, "variant %s has no rainbow tiles",
		    v->name);
		return WG_E_FORMAT;
	}
	wg_tiles_count(b, player, used);
	for (i = 0; i < m.len; i++)
		used[m.tiles[i]]++;
	if ((over = wg_tiles_over(b, used)) >= 0) {
		wg_tiles_over_text(b, (unsigned)over, errbuf, errsize);
		return WG_E_FORMAT;
	}
	memcpy(b->rack[player], m.tiles, m.len);
	b->rack_len[player] = m.len;
	b->rack_rainbow[player] = m.rainbow;
	b->rack_known[player] = 1;
	return WG_OK;
}

uint64_t
wg_tiles_over_move(const struct wg_board *b, const uint8_t *take, unsigned n)
{
	unsigned used[WG_MAX_LETTERS + 1] = { 0 }, i;
	uint64_t over = 0, mine = 0;

	/*
	 * Tiles from a known rack were counted when it was set.  Otherwise
	 * the move's tiles and the board's: the other racks may be stale in
	 * a record, and an excluded letter is the letter check's to report.
	 */
	if (b->rack_known[b->turn])
		return 0;
	wg_tiles_on_board(b, used);
	for (i = 0; i < n; i++) {
		used[take[i]]++;
		mine |= (uint64_t)1 << take[i];
	}
	mine &= ~b->variant->excluded;
	for (i = 0; i <= b->variant->alphabet->size; i++)
		if ((mine >> i & 1) && used[i] > wg_tiles_in_set(b, i))
			over |= (uint64_t)1 << i;
	return over;
}

void
wg_tiles_sort(uint8_t *t, unsigned n)
{
	unsigned i, k;
	uint8_t x;

	for (i = 1; i < n; i++) {
		x = t[i];
		for (k = i; k > 0 && t[k - 1] > x; k--)
			t[k] = t[k - 1];
		t[k] = x;
	}
}
