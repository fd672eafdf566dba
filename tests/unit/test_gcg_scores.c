/*
 * test_gcg_scores.c: every placement in the real game records of
 * $WG_SHARED/gcg scores as recorded, with no word checks.  The records are
 * read where they are, never copied here.  Skips (77) without WG_SHARED.
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "unit.h"

static struct wg_variant *classic, *polish;
static const char *shared;
static int placements;

static struct wg_variant *
load(const char *name)
{
	char path[4096], err[512];
	struct wg_variant *v;
	const char *top = getenv("WG_TOP_SRCDIR");

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

/* GCG letters beyond ASCII in a move mean the Polish set. */
static int
has_utf8_moves(FILE *fp)
{
	char line[1024], *w[8];
	size_t n, i;
	int found = 0;

	while (!found && fgets(line, sizeof(line), fp) != NULL) {
		if (line[0] != '>' || (n = words(line, w, 8)) < 4)
			continue;
		for (i = 0; w[3][i] != '\0'; i++)
			if ((unsigned char)w[3][i] >= 0x80)
				found = 1;
	}
	rewind(fp);
	return found;
}

static void
replay(const char *file)
{
	char path[4096], line[1024], move[256], *w[8];
	struct wg_board board;
	struct wg_move m, last;
	struct wg_check ck;
	const char *msg;
	size_t n, col;
	unsigned lineno = 0, i, idx, step;
	int recorded, have_last = 0;
	uint8_t before[WG_BOARD_MAX];
	FILE *fp;

	snprintf(path, sizeof(path), "%s/gcg/%s", shared, file);
	if ((fp = fopen(path, "r")) == NULL) {
		unit_fail(__FILE__, __LINE__, "%s: cannot open", path);
		return;
	}
	wg_board_init(&board, has_utf8_moves(fp) ? polish : classic);
	while (fgets(line, sizeof(line), fp) != NULL) {
		lineno++;
		if (line[0] != '>' || (n = words(line, w, 8)) < 5)
			continue;
		if (strcmp(w[2], "--") == 0 && have_last) {
			/* A withdrawn phony: take its tiles back. */
			step = last.down ? board.cols : 1;
			idx = last.row * board.cols + last.col;
			for (i = 0; i < last.len; i++, idx += step)
				board.sq[idx] = before[i];
			have_last = 0;
			continue;
		}
		if (w[2][0] == '-' || w[2][0] == '(' || w[4][0] != '+')
			continue;
		snprintf(move, sizeof(move), "%s %s", w[2], w[3]);
		if (wg_move_parse(&m, board.variant->alphabet, move,
		    strlen(move), &col, &msg) != WG_OK) {
			unit_fail(__FILE__, __LINE__, "%s:%u: '%s': %s", file,
			    lineno, move, msg);
			continue;
		}
		recorded = atoi(w[4] + 1);
		placements++;
		unit_checks++;
		if (!wg_move_check(&board, &m, NULL, &ck) ||
		    ck.score != recorded) {
			unit_fail(__FILE__, __LINE__, "%s:%u: %s scores %d "
			    "(reasons %#x), recorded %d", file, lineno, move,
			    ck.score, ck.reasons, recorded);
			continue;
		}
		step = m.down ? board.cols : 1;
		idx = m.row * board.cols + m.col;
		for (i = 0; i < m.len; i++, idx += step)
			before[i] = board.sq[idx];
		last = m;
		have_last = 1;
		board.turn = 0;
		wg_move_apply(&board, &m, &ck);
	}
	fclose(fp);
}

int
main(void)
{
	DIR *dir;
	struct dirent *e;
	char path[4096];
	size_t len;

	if ((shared = unit_shared()) == NULL) {
		printf("WG_SHARED is empty: skipped\n");
		return 77;
	}
	snprintf(path, sizeof(path), "%s/gcg", shared);
	if ((dir = opendir(path)) == NULL) {
		printf("%s: cannot open: skipped\n", path);
		return 77;
	}
	classic = load("classic");
	polish = load("classic-pl");
	while ((e = readdir(dir)) != NULL) {
		len = strlen(e->d_name);
		if (len > 4 && strcmp(e->d_name + len - 4, ".gcg") == 0)
			replay(e->d_name);
	}
	closedir(dir);
	printf("%d placements checked\n", placements);
	wg_variant_free(classic);
	wg_variant_free(polish);
	return unit_done();
}
