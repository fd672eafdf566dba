/*
 * move_parse.c: reads and writes moves in GCG notation: "8D WORD" across,
 * "D8 WORD" down, "-" a pass, "-ABC" an exchange; in stacking games a
 * letter on a tile is stacked on it, and "*" marks a rainbow tile.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "rules_private.h"

static int
perr(size_t *errcol, const char **errmsg, size_t col, const char *msg)
{
	if (errcol != NULL)
		*errcol = col;
	if (errmsg != NULL)
		*errmsg = msg;
	return WG_E_FORMAT;
}

static int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static int
upper_col(char c)
{
	if (c >= 'A' && c <= 'Y')
		return c - 'A';
	if (c >= 'a' && c <= 'y')
		return c - 'a';
	return -1;
}

/* Reads "8D" or "D8" at S; returns the bytes used, 0 if malformed. */
static size_t
position(struct wg_move *m, const char *s, size_t len)
{
	size_t i = 0;
	unsigned row = 0;
	int col, down;

	if (len > 0 && s[0] >= '0' && s[0] <= '9') {
		down = 0;
		while (i < len && s[i] >= '0' && s[i] <= '9' && row < 100)
			row = row * 10 + (unsigned)(s[i++] - '0');
		if (i == len || (col = upper_col(s[i])) < 0)
			return 0;
		i++;
	} else if (len > 0 && (col = upper_col(s[0])) >= 0) {
		down = 1;
		i = 1;
		while (i < len && s[i] >= '0' && s[i] <= '9' && row < 100)
			row = row * 10 + (unsigned)(s[i++] - '0');
		if (i == 1)
			return 0;
	} else
		return 0;
	if (row == 0 || row > WG_BOARD_MAX || (i < len && !is_space(s[i])))
		return 0;
	m->row = row - 1;
	m->col = (unsigned)col;
	m->down = down;
	return i;
}

int
wg_tiles_parse(const struct wg_alphabet *alphabet, const char *text,
    size_t len, uint8_t *tiles, unsigned max, unsigned *n, uint32_t *rainbow,
    size_t *errcol, const char **errmsg)
{
	size_t i, used, skip, col;
	unsigned code;
	int lower;

	*n = 0;
	*rainbow = 0;
	*errmsg = NULL;
	for (i = 0, col = 1; i < len; i += used, col++) {
		if (*n == max) {
			perr(errcol, errmsg, col, "too many tiles");
			return WG_E_LIMIT;
		}
		if (text[i] == '?') {
			code = 0;
			used = 1;
		} else if ((used = wg_letter_read(alphabet, text + i, len - i,
		    &code, &lower, &skip)) == 0)
			return perr(errcol, errmsg, col,
			    "not a letter of the alphabet or ?");
		tiles[(*n)++] = (uint8_t)code;
		/* A rainbow tile of a rack (stacking games). */
		if (i + used < len && text[i + used] == '*') {
			if (code == 0)
				return perr(errcol, errmsg, col + 1,
				    "a wild tile is never rainbow");
			*rainbow |= (uint32_t)1 << (*n - 1);
			used++;
			col++;
		}
	}
	return WG_OK;
}

int
wg_move_parse(struct wg_move *m, const struct wg_alphabet *alphabet,
    const char *text, size_t len, size_t *errcol, const char **errmsg)
{
	size_t i = 0, used, skip, col, tcol;
	const char *tmsg;
	unsigned code;
	int lower, paren = 0, rc;

	memset(m, 0, sizeof(*m));
	while (len > 0 && is_space(text[len - 1]))
		len--;
	while (i < len && is_space(text[i]))
		i++;
	col = i + 1;
	if (i == len)
		return perr(errcol, errmsg, 1, "empty move");
	if (text[i] == '-') {
		i++;
		m->kind = len == i ? WG_MOVE_PASS : WG_MOVE_EXCHANGE;
		rc = wg_tiles_parse(alphabet, text + i, len - i, m->tiles,
		    WG_RACK_MAX, &m->len, &m->rainbow, &tcol, &tmsg);
		if (rc == WG_OK)
			return WG_OK;
		return perr(errcol, errmsg, col + tcol, rc == WG_E_LIMIT ?
		    "too many tiles to exchange" : tmsg);
	}
	m->kind = WG_MOVE_PLACE;
	used = position(m, text + i, len - i);
	if (used == 0)
		return perr(errcol, errmsg, col,
		    "expected a square such as 8D (across) or D8 (down)");
	i += used;
	col += used;
	while (i < len && is_space(text[i])) {
		i++;
		col++;
	}
	if (i == len)
		return perr(errcol, errmsg, col, "the word is missing");
	for (; i < len; i += used, col++) {
		if (text[i] == '(' || text[i] == ')') {
			if ((text[i] == '(') == paren)
				return perr(errcol, errmsg, col,
				    paren ? "'(' inside parentheses" :
				    "')' without '('");
			paren = !paren;
			used = 1;
			continue;
		}
		if (m->len == WG_BOARD_MAX)
			return perr(errcol, errmsg, col, "word too long");
		if (text[i] == '.') {
			m->tiles[m->len++] = WG_THROUGH;
			used = 1;
			continue;
		}
		used = wg_letter_read(alphabet, text + i, len - i, &code,
		    &lower, &skip);
		if (used == 0)
			return perr(errcol, errmsg, col, skip == 0 ||
			    is_space(text[i]) ? "a space inside the word" :
			    "not a letter of the alphabet");
		m->tiles[m->len++] = (uint8_t)(code | (lower ? WG_BLANK : 0) |
		    (paren ? WG_THROUGH : 0));
		/* "*" after a letter: a rainbow tile (stacking games). */
		if (i + used < len && text[i + used] == '*') {
			if (paren || lower)
				return perr(errcol, errmsg, col + 1, paren ?
				    "a letter on the board cannot be marked "
				    "rainbow" : "a wild tile is never rainbow");
			m->rainbow |= (uint32_t)1 << (m->len - 1);
			used++;
			col++;
		}
	}
	if (paren)
		return perr(errcol, errmsg, col, "'(' without ')'");
	if (m->len == 0)
		return perr(errcol, errmsg, col, "the word is missing");
	return WG_OK;
}

size_t
wg_move_write(const struct wg_move *m, const struct wg_alphabet *a,
    const struct wg_board *board, char *buf, size_t size)
{
	char out[WG_MOVE_TEXT_MAX];
	size_t n = 0;
	unsigned i, r, c;
	uint8_t t;
	int thru, open = 0, stacking, marks;
	const char *s;

	if (m->kind != WG_MOVE_PLACE) {
		out[n++] = '-';
		for (i = 0; i < m->len; i++) {
			s = m->tiles[i] == 0 ? "?" :
			    wg_alphabet_letter(a, m->tiles[i]);
			if (s == NULL)
				return (size_t)-1;
			memcpy(out + n, s, strlen(s));
			n += strlen(s);
		}
	} else {
		/* With a board, rainbow marks only where tiles are rainbow
		   (and letters on tiles are stacked); without one, as the
		   move has them. */
		stacking = board != NULL && board->variant->stack_max > 1;
		marks = board == NULL || board->variant->rainbow;
		if (m->down)
			n = (size_t)snprintf(out, sizeof(out), "%c%u ",
			    'A' + m->col, m->row + 1);
		else
			n = (size_t)snprintf(out, sizeof(out), "%u%c ",
			    m->row + 1, 'A' + m->col);
		for (i = 0; i < m->len; i++) {
			r = m->row + (m->down ? i : 0);
			c = m->col + (m->down ? 0 : i);
			t = m->tiles[i];
			thru = (t & WG_THROUGH) != 0;
			/* Letters on the board go in parentheses; the move's
			   own letters are kept, right or wrong. */
			if (board != NULL && r < board->rows &&
			    c < board->cols &&
			    board->sq[r * board->cols + c] != 0 &&
			    (!stacking || thru)) {
				thru = 1;
				if (WG_MOVE_CODE(t) == 0)
					t = board->sq[r * board->cols + c];
			}
			/* Without a board a '.' needs no parentheses: it says
			   "on the board" already (GCG's own style). */
			if (board == NULL && thru && WG_MOVE_CODE(t) == 0)
				thru = 0;
			if (thru != open) {
				out[n++] = thru ? '(' : ')';
				open = thru;
			}
			if (WG_MOVE_CODE(t) == 0)
				s = ".";
			else
				s = t & WG_BLANK ? wg_alphabet_letter_lower(a,
				    WG_MOVE_CODE(t)) :
				    wg_alphabet_letter(a, WG_MOVE_CODE(t));
			if (s == NULL)
				return (size_t)-1;
			memcpy(out + n, s, strlen(s));
			n += strlen(s);
			if (marks && !thru && (m->rainbow >> i & 1))
				out[n++] = '*';
		}
		if (open)
			out[n++] = ')';
	}
	if (n + 1 > size)
		return (size_t)-1;
	memcpy(buf, out, n);
	buf[n] = '\0';
	return n;
}
