/*
 * fuzz_move.c: move notation, checked and played.  The input is an
 * optional position, a line "--", then one move a line; without "--" every
 * line is a move on the empty classic board.  Moves are checked against
 * the fixture lexicon and legal ones are played in turn.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* Finds the "--" line; returns the offset of what follows it, or 0. */
static size_t
split(const char *s, size_t len, size_t *boardlen)
{
	size_t i;

	for (i = 0; i + 2 <= len; i++) {
		if ((i == 0 || s[i - 1] == '\n') && s[i] == '-' &&
		    s[i + 1] == '-' && (i + 2 == len || s[i + 2] == '\n')) {
			*boardlen = i;
			return i + 2 < len ? i + 3 : len;
		}
	}
	*boardlen = 0;
	return 0;
}

static void
play(struct wg_board *b, const char *s, size_t len, int use_lex)
{
	const struct wg_alphabet *a = b->variant->alphabet;
	const struct wg_lexicon *lex = use_lex ? fuzz_lexicon() : NULL;
	struct wg_check *check;
	struct wg_move m;
	char out[WG_MOVE_TEXT_MAX];
	const char *msg;
	size_t col, n;
	int legal;

	msg = NULL;
	col = 0;
	if (wg_move_parse(&m, a, s, len, &col, &msg) != WG_OK) {
		FUZZ_ASSERT(msg != NULL && col >= 1 && col <= len + 1);
		return;
	}
	FUZZ_ASSERT(m.len <= WG_BOARD_MAX && m.row < WG_BOARD_MAX &&
	    m.col < WG_BOARD_MAX);
	n = wg_move_write(&m, a, b, out, sizeof(out));
	FUZZ_ASSERT(n != (size_t)-1);
	n = wg_move_write(&m, a, NULL, out, sizeof(out));
	FUZZ_ASSERT(n != (size_t)-1);
	if ((check = malloc(sizeof(*check))) == NULL)
		return;
	legal = wg_move_check(b, &m, lex, check);
	FUZZ_ASSERT(legal == (check->reasons == 0));
	if (legal) {
		FUZZ_ASSERT(check->nwords <= WG_BOARD_MAX + 1);
		wg_move_apply(b, &m, check);
	}
	free(check);
}

FUZZ_TARGET(move)
{
	const char *s = (const char *)data, *end = s + size, *eol;
	const struct wg_variant *v = fuzz_variant("classic");
	struct wg_board *b;
	size_t boardlen, moves;
	char want[64], err[256];
	int use_lex = size > 0 && (data[0] & 1);

	if (v == NULL)
		fuzz_abort(__FILE__, __LINE__, "no classic variant");
	if ((b = malloc(sizeof(*b))) == NULL)
		return 0;
	moves = split(s, size, &boardlen);
	if (moves > 0) {
		int rc = wg_board_parse(b, v, "fuzz", s, boardlen, want,
		    sizeof(want), err, sizeof(err));

		if (rc == WG_E_ARG && (v = fuzz_variant(want)) != NULL)
			rc = wg_board_parse(b, v, "fuzz", s, boardlen, want,
			    sizeof(want), err, sizeof(err));
		if (rc != WG_OK) {
			free(b);
			return 0;
		}
	} else
		wg_board_init(b, v);
	for (s += moves; s < end; s = eol + 1) {
		if ((eol = memchr(s, '\n', (size_t)(end - s))) == NULL)
			eol = end;
		play(b, s, (size_t)(eol - s), use_lex);
		if (eol == end)
			break;
	}
	free(b);
	return 0;
}
