/*
 * games.c: game data for the tests and benchmarks; see games.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"

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

/* Splits LINE at blanks into at most MAX words. */
static size_t
words(char *line, char **w, size_t max)
{
	size_t n = 0;
	char *p = line;

	while (n < max) {
		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p == '\0')
			break;
		w[n++] = p;
		while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r' &&
		    *p != '\n')
			p++;
		if (*p != '\0')
			*p++ = '\0';
	}
	return n;
}

/* Letters beyond ASCII in a move: a set such as the Polish one. */
static int
has_utf8_moves(FILE *fp)
{
	char line[1024], *w[8];
	size_t i;
	int found = 0;

	while (!found && fgets(line, sizeof(line), fp) != NULL) {
		if (line[0] != '>' || words(line, w, 8) < 4)
			continue;
		for (i = 0; w[3][i] != '\0'; i++)
			if ((unsigned char)w[3][i] >= 0x80)
				found = 1;
	}
	rewind(fp);
	return found;
}

int
gcg_replay(const char *path, struct wg_variant *const variants[2],
    struct wg_board *board, gcg_visit visit, void *arg, unsigned *line)
{
	char text[1024], move[256], *w[8];
	struct wg_move m, last;
	struct wg_check ck;
	uint8_t before[WG_BOARD_MAX];
	const char *msg;
	size_t col;
	unsigned i, idx, step;
	int have_last = 0, count = 0;
	FILE *fp;

	memset(&last, 0, sizeof(last));

	*line = 0;
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	wg_board_init(board, variants[has_utf8_moves(fp)]);
	while (fgets(text, sizeof(text), fp) != NULL) {
		++*line;
		if (text[0] != '>' || words(text, w, 8) < 5)
			continue;
		if (strcmp(w[2], "--") == 0 && have_last) {
			/* A withdrawn phony: take its tiles back. */
			step = last.down ? board->cols : 1;
			idx = last.row * board->cols + last.col;
			for (i = 0; i < last.len; i++, idx += step)
				board->sq[idx] = before[i];
			have_last = 0;
			continue;
		}
		if (w[2][0] == '-' || w[2][0] == '(' || w[4][0] != '+')
			continue;
		snprintf(move, sizeof(move), "%s %s", w[2], w[3]);
		if (wg_move_parse(&m, board->variant->alphabet, move,
		    strlen(move), &col, &msg) != WG_OK) {
			fclose(fp);
			return -1;
		}
		count++;
		if (visit(board, &m, atoi(w[4] + 1), *line, arg) != 0)
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
	fclose(fp);
	return count;
}
