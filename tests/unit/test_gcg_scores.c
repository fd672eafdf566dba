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
#include "games.h"
#include "unit.h"

static int placements;

static int
check_score(const struct wg_board *board, const struct wg_move *m,
    int recorded, unsigned line, void *arg)
{
	struct wg_check ck;
	char text[WG_MOVE_TEXT_MAX];

	placements++;
	unit_checks++;
	if (!wg_move_check(board, m, NULL, &ck) || ck.score != recorded) {
		wg_move_write(m, board->variant->alphabet, board, text,
		    sizeof(text));
		unit_fail(__FILE__, __LINE__, "%s:%u: %s scores %d (reasons "
		    "%#x), recorded %d", (const char *)arg, line, text,
		    ck.score, ck.reasons, recorded);
	}
	return 0;
}

int
main(void)
{
	struct wg_variant *variants[2];
	static struct wg_board board;
	const char *shared;
	char path[4096];
	struct dirent *e;
	unsigned line;
	size_t len;
	DIR *dir;

	if ((shared = unit_shared()) == NULL) {
		printf("WG_SHARED is empty: skipped\n");
		return 77;
	}
	snprintf(path, sizeof(path), "%s/gcg", shared);
	if ((dir = opendir(path)) == NULL) {
		printf("%s: cannot open: skipped\n", path);
		return 77;
	}
	variants[0] = games_variant(NULL, "classic");
	variants[1] = games_variant(NULL, "classic-pl");
	while ((e = readdir(dir)) != NULL) {
		len = strlen(e->d_name);
		if (len <= 4 || strcmp(e->d_name + len - 4, ".gcg") != 0)
			continue;
		snprintf(path, sizeof(path), "%s/gcg/%s", shared, e->d_name);
		if (gcg_replay(path, variants, &board, check_score, e->d_name,
		    &line) < 0)
			unit_fail(__FILE__, __LINE__, "%s:%u: cannot read the "
			    "record or a move", e->d_name, line);
	}
	closedir(dir);
	printf("%d placements checked\n", placements);
	if (placements < 200)
		unit_fail(__FILE__, __LINE__, "only %d placements", placements);
	wg_variant_free(variants[0]);
	wg_variant_free(variants[1]);
	return unit_done();
}
