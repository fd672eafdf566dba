/*
 * endgame_bench: exact endgames solved one after another on one thread.
 * For each position file (a board file or CGP line, the bag empty) prints
 * the plies searched, the positions searched, the CPU seconds, the best
 * move's spread and its line.  -p PLIES stops the search at so many plies
 * (as wsgen --endgame --plies does; 0, the default: to the end).
 * Usage: endgame_bench [-p PLIES] VARIANT.wgv LEXICON.wgl POSITION...
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *text;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (text = malloc((size_t)n + 1)) ==
	    NULL) {
		if (f != NULL)
			fclose(f);
		return NULL;
	}
	*len = fread(text, 1, (size_t)n, f);
	fclose(f);
	return text;
}

int
main(int argc, char *argv[])
{
	struct wg_variant *v;
	struct wg_lexicon *lex;
	struct wg_endgame *eg;
	struct wg_endgame_info info;
	const struct wg_endgame_move *line;
	struct wg_board b;
	char err[512], want[64], move[WG_MOVE_TEXT_MAX];
	double total = 0;
	int i, n, status = 0;
	size_t len, k, nl;
	unsigned plies = 0;

	if (argc > 2 && strcmp(argv[1], "-p") == 0) {
		plies = (unsigned)strtoul(argv[2], NULL, 10);
		argv += 2;
		argc -= 2;
	}
	if (argc < 4) {
		fprintf(stderr, "usage: endgame_bench [-p PLIES] VARIANT.wgv "
		    "LEXICON.wgl POSITION...\n");
		return 2;
	}
	if (wg_variant_load(&v, argv[1], err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, argv[2], err, sizeof(err)) != WG_OK ||
	    wg_endgame_new(&eg, lex, v) != WG_OK) {
		fprintf(stderr, "endgame_bench: %s\n", err);
		return 2;
	}
	printf("position\tplies\tnodes\tcpu_s\tspread\tline\n");
	for (i = 3; i < argc; i++) {
		char *text = slurp(argv[i], &len);
		clock_t t0;

		if (text == NULL || wg_board_parse(&b, v, argv[i], text, len,
		    want, sizeof(want), err, sizeof(err)) != WG_OK) {
			fprintf(stderr, "endgame_bench: %s: cannot read\n",
			    argv[i]);
			free(text);
			status = 2;
			continue;
		}
		free(text);
		t0 = clock();
		n = wg_endgame_solve(eg, &b, plies, 1);
		if (n < 1) {
			fprintf(stderr, "endgame_bench: %s: %s\n", argv[i],
			    wg_endgame_error(eg));
			status = 2;
			continue;
		}
		wg_endgame_info(eg, &info);
		total += (double)(clock() - t0) / CLOCKS_PER_SEC;
		printf("%s\t%u\t%llu\t%.2f\t%d\t", argv[i], info.plies,
		    (unsigned long long)info.nodes,
		    (double)(clock() - t0) / CLOCKS_PER_SEC,
		    wg_endgame_result(eg, 0)->spread);
		nl = wg_endgame_line(eg, 0, &line);
		for (k = 0; k < nl; k++) {
			if (wg_move_write(&line[k].move, v->alphabet, NULL, move,
			    sizeof(move)) == (size_t)-1)
				snprintf(move, sizeof(move), "?");
			printf("%s%s %d", k ? "; " : "", move, line[k].score);
		}
		printf("\n");
		fflush(stdout);
	}
	printf("total\t\t\t%.2f\n", total);
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}
