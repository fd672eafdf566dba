/*
 * move_bench: validates and scores moves on real positions (the placements
 * of the game records in a GCG folder), with word checks in a lexicon, and
 * prints moves and word checks per second.
 * Usage: move_bench VARIANTS-DIR GCG-DIR LEXICON [MOVES]
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "bench.h"
#include "games.h"

#define MAX_POSITIONS	4096

struct position {
	struct wg_board	board;
	struct wg_move	move;
};

static struct position *positions;
static size_t npositions;

static int
keep(const struct wg_board *board, const struct wg_move *move, int recorded,
    unsigned line, void *arg)
{
	(void)recorded;
	(void)line;
	(void)arg;
	if (npositions == MAX_POSITIONS)
		return 1;
	positions[npositions].board = *board;
	positions[npositions].move = *move;
	npositions++;
	return 0;
}

int
main(int argc, char *argv[])
{
	static struct wg_board scratch;
	struct wg_variant *variants[2];
	struct wg_lexicon *lex;
	struct wg_check ck;
	struct dirent *e;
	char path[4096], err[512];
	unsigned line;
	size_t i, len, moves = 100000, words = 0, legal = 0;
	long long total = 0;
	double t0, t;
	DIR *dir;

	if (argc < 4 || argc > 5) {
		fprintf(stderr, "usage: move_bench VARIANTS-DIR GCG-DIR "
		    "LEXICON [MOVES]\n");
		return 2;
	}
	if (argc == 5)
		moves = strtoul(argv[4], NULL, 10);
	if ((dir = opendir(argv[2])) == NULL) {
		printf("move_bench: no game records in %s: skipped\n",
		    argv[2]);
		return 0;
	}
	if (wg_lexicon_load(&lex, argv[3], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "move_bench: %s\n", err);
		return 2;
	}
	variants[0] = games_variant(argv[1], "classic");
	variants[1] = games_variant(argv[1], "classic-pl");
	if ((positions = calloc(MAX_POSITIONS, sizeof(*positions))) == NULL)
		return 2;
	while ((e = readdir(dir)) != NULL) {
		len = strlen(e->d_name);
		if (len <= 4 || strcmp(e->d_name + len - 4, ".gcg") != 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", argv[2], e->d_name);
		gcg_replay(path, variants, &scratch, keep, NULL, &line);
	}
	closedir(dir);
	if (npositions == 0) {
		printf("move_bench: no placements found: skipped\n");
		return 0;
	}
	t0 = bench_now();
	for (i = 0; i < moves; i++) {
		const struct position *p = &positions[i % npositions];

		legal += (size_t)wg_move_check(&p->board, &p->move, lex, &ck);
		words += ck.nwords;
		total += ck.score;
	}
	t = bench_now() - t0;
	printf("positions from game records\t%zu\n", npositions);
	printf("moves validated and scored\t%zu\n", moves);
	printf("legal in the lexicon\t%zu\n", legal);
	printf("score checksum\t%lld\n", total);
	printf("seconds\t%.3f\n", t);
	printf("moves per second\t%.0f\n", (double)moves / t);
	printf("word checks per second\t%.0f\n", (double)words / t);
	free(positions);
	wg_variant_free(variants[0]);
	wg_variant_free(variants[1]);
	wg_lexicon_free(lex);
	return 0;
}
