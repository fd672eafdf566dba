/*
 * games.c: game data for the tests and benchmarks; see games.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"

char *
games_read_file(const char *path, size_t *len)
{
	FILE *fp;
	char *buf = NULL, *nb;
	size_t cap = 0, got;

	if ((fp = fopen(path, "rb")) == NULL)
		return NULL;
	*len = 0;
	do {
		if (cap - *len < 4096) {
			if ((nb = realloc(buf, cap * 2 + 8192)) == NULL) {
				free(buf);
				fclose(fp);
				return NULL;
			}
			buf = nb;
			cap = cap * 2 + 8192;
		}
		got = fread(buf + *len, 1, cap - *len - 1, fp);
		*len += got;
	} while (got > 0);
	fclose(fp);
	buf[*len] = '\0';
	return buf;
}

int
games_boards_add(struct games_boards *l, const struct wg_board *board)
{
	struct wg_board *nb;

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 16;
		if ((nb = realloc(l->b, l->cap * sizeof(*nb))) == NULL)
			return 0;
		l->b = nb;
	}
	l->b[l->n++] = *board;
	return 1;
}

struct wg_variant *
games_variant(const char *dir, const char *name)
{
	char path[4096], err[512];
	struct wg_variant *v;
	const char *top = getenv("WG_TOP_SRCDIR");

	if (dir != NULL)
		snprintf(path, sizeof(path), "%s/%s.wgv", dir, name);
	else
		snprintf(path, sizeof(path), "%s/share/variants/%s.wgv",
		    top != NULL ? top : ".", name);
	if (wg_variant_load(&v, path, err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "%s\n", err);
		exit(99);
	}
	return v;
}

/* Letters beyond ASCII in a move: a set such as the Polish one. */
static int
has_utf8_moves(const struct wg_record *r)
{
	const unsigned char *p;
	size_t i;

	for (i = 0; i < r->nevents; i++)
		if (r->events[i].kind == WG_EV_PLAY)
			for (p = (const unsigned char *)r->events[i].move;
			    *p != '\0'; p++)
				if (*p >= 0x80)
					return 1;
	return 0;
}

int
gcg_replay(const char *path, struct wg_variant *const variants[2],
    struct wg_board *board, gcg_visit visit, void *arg, unsigned *line)
{
	struct wg_record *r;
	struct wg_move m, last;
	struct wg_check ck;
	uint8_t before[WG_BOARD_MAX];
	const struct wg_event *e;
	const char *msg;
	char *text;
	size_t len, used, col, k;
	unsigned i, idx, step;
	int have_last = 0, count = 0, rc;

	*line = 0;
	memset(&last, 0, sizeof(last));
	if ((text = games_read_file(path, &len)) == NULL)
		return -1;
	rc = wg_record_parse(&r, path, text, len, 1, &used, NULL, 0);
	free(text);
	if (rc != WG_OK)
		return -1;
	wg_board_init(board, variants[has_utf8_moves(r)]);
	for (k = 0; k < r->nevents; k++) {
		e = &r->events[k];
		*line = e->line;
		if (e->kind == WG_EV_WITHDRAW && have_last) {
			/* A withdrawn phony: take its tiles back. */
			step = last.down ? board->cols : 1;
			idx = last.row * board->cols + last.col;
			for (i = 0; i < last.len; i++, idx += step)
				board->sq[idx] = before[i];
			have_last = 0;
			continue;
		}
		if (e->kind != WG_EV_PLAY || e->move[0] == '-')
			continue;
		if (wg_move_parse(&m, board->variant->alphabet, e->move,
		    strlen(e->move), &col, &msg) != WG_OK) {
			wg_record_free(r);
			return -1;
		}
		count++;
		if (visit(board, &m, e->score, e->line, arg) != 0)
			break;
		step = m.down ? board->cols : 1;
		idx = m.row * board->cols + m.col;
		for (i = 0; i < m.len; i++, idx += step)
			before[i] = board->sq[idx];
		last = m;
		have_last = 1;
		board->turn = 0;
		wg_move_check(board, &m, NULL, &ck);
		wg_move_apply(board, &m, &ck);
	}
	wg_record_free(r);
	return count;
}

struct wg_lexicon *
games_words(const struct wg_alphabet *a, const char *const *list)
{
	struct wg_wordlist *wl;
	struct wg_lexicon *lex = NULL;
	uint8_t codes[WG_MAX_WORD];
	size_t n;

	if (wg_wordlist_new(&wl, a) != WG_OK)
		return NULL;
	for (; *list != NULL; list++)
		if (wg_alphabet_word(a, WG_WORD_QUERY, *list, strlen(*list),
		    codes, &n, NULL) == WG_WORD_OK)
			wg_wordlist_add(wl, codes, n);
	wg_lexicon_build(&lex, wl);
	wg_wordlist_free(wl);
	return lex;
}
