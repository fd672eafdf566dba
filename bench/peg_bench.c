/*
 * peg_bench: pre-endgames solved one after another on one thread, the
 * best move only (wsgen --peg -n 1).  For each position file (a board
 * file or CGP line, 1 to 4 tiles in the bag) prints the best move, its
 * share of draws won and mean spread, the candidates decided, the
 * endgame positions searched (a figure the machine's load does not
 * change) and the CPU seconds.  -k K takes the K best candidates by
 * static equity (wsgen --candidates; 0, the default: every move) by
 * the leave values LEAVES (wgleaves(5), as wsgen takes the shipped
 * ones; without: by score); -n NODES stops each after so many endgame
 * positions.
 * Usage: peg_bench [-k K] [-l LEAVES] [-n NODES] VARIANT.wgv LEXICON.wgl
 *        POSITION...
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "bench.h"

static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
main(int argc, char *argv[])
{
	struct wg_variant *v;
	struct wg_lexicon *lex;
	struct wg_leaves *lv = NULL;
	const char *leaves = NULL;
	struct wg_peg *pg;
	struct wg_peg_options po;
	struct wg_peg_info info;
	const struct wg_peg_move *m;
	struct wg_board b;
	char err[512], want[64], move[WG_MOVE_TEXT_MAX];
	double total = 0, t0, t;
	unsigned long long nodes = 0;
	int i, n, status = 0;
	size_t len;

	memset(&po, 0, sizeof(po));
	po.count = 1;
	for (i = 1; i + 1 < argc && argv[i][0] == '-'; i += 2) {
		if (strcmp(argv[i], "-k") == 0)
			po.candidates = (unsigned)strtoul(argv[i + 1], NULL,
			    10);
		else if (strcmp(argv[i], "-l") == 0)
			leaves = argv[i + 1];
		else if (strcmp(argv[i], "-n") == 0)
			po.nodes = strtoull(argv[i + 1], NULL, 10);
		else
			break;
	}
	if (argc - i < 3) {
		fprintf(stderr, "usage: peg_bench [-k K] [-l LEAVES] "
		    "[-n NODES] VARIANT.wgv LEXICON.wgl POSITION...\n");
		return 2;
	}
	if (wg_variant_load(&v, argv[i], err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, argv[i + 1], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "peg_bench: %s\n", err);
		return 2;
	}
	if (leaves != NULL) {
		char *text = bench_slurp(leaves, &len);

		if (wg_leaves_read_binary(&lv, leaves, text, len, v, lex, err,
		    sizeof(err)) != WG_OK) {
			fprintf(stderr, "peg_bench: %s: %s\n", leaves, err);
			free(text);
			return 2;
		}
		free(text);
		po.leaves = lv;
	}
	if (wg_peg_new(&pg, lex, v) != WG_OK) {
		fprintf(stderr, "peg_bench: out of memory\n");
		return 2;
	}
	printf("position\tmove\twin\tspread\tdecided\tnodes\tcpu_s\n");
	for (i += 2; i < argc; i++) {
		char *text = bench_slurp(argv[i], &len);

		if (wg_board_parse(&b, v, argv[i], text, len,
		    want, sizeof(want), err, sizeof(err)) != WG_OK) {
			fprintf(stderr, "peg_bench: %s: cannot read\n",
			    argv[i]);
			free(text);
			status = 2;
			continue;
		}
		free(text);
		t0 = cpu_now();
		n = wg_peg_solve(pg, &b, &po);
		t = cpu_now() - t0;
		if (n < 0) {
			fprintf(stderr, "peg_bench: %s: %s\n", argv[i],
			    wg_peg_error(pg));
			status = 2;
			continue;
		}
		wg_peg_info(pg, &info);
		total += t;
		nodes += info.nodes;
		if (n == 0 || (m = wg_peg_result(pg, 0)) == NULL ||
		    wg_move_write(&m->gen.move, v->alphabet, &b, move,
		    sizeof(move)) == (size_t)-1)
			snprintf(move, sizeof(move), "-");
		printf("%s\t%s\t%.2f\t%.2f\t%u/%u\t%llu\t%.2f\n", argv[i],
		    move, n > 0 ? 100 * m->win : 0, n > 0 ? m->spread : 0,
		    info.decided, info.candidates,
		    (unsigned long long)info.nodes, t);
		fflush(stdout);
	}
	printf("total\t\t\t\t\t%llu\t%.2f\n", nodes, total);
	wg_peg_free(pg);
	wg_leaves_free(lv);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}
