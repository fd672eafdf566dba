/*
 * endgame_bench: exact endgames solved one after another.
 * For each position file (a board file or CGP line, the bag empty) prints
 * the plies searched, the positions searched, the CPU seconds (of every
 * thread), the calling thread's CPU seconds (on a loaded machine, what
 * the wall time would be with a core for each thread), the wall seconds
 * of the solve, the best move's spread and its
 * line.  -p PLIES stops the search at so many plies (as wsgen --endgame
 * --plies does; 0, the default: to the end); -t THREADS searches on so
 * many threads (default 1); -s SECONDS gives each solve a budget (as
 * wsgen --endgame --seconds), and the "over_s" column says by how much
 * the solve's wall time passed it.
 * Usage: endgame_bench [-p PLIES] [-s SECONDS] [-t THREADS] VARIANT.wgv
 *     LEXICON.wgl POSITION...
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wordgame.h"

static double
clock_now(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

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
	double total = 0, wall_total = 0, main_total = 0, seconds = 0;
	double over_max = 0, t1, m1;
	int i, n, c, status = 0;
	size_t len, k, nl;
	unsigned plies = 0, threads = 1;

	while ((c = getopt(argc, argv, "p:s:t:")) != -1)
		switch (c) {
		case 'p':
			plies = (unsigned)strtoul(optarg, NULL, 10);
			break;
		case 's':
			seconds = strtod(optarg, NULL);
			break;
		case 't':
			threads = (unsigned)strtoul(optarg, NULL, 10);
			break;
		default:
			argc = 0;
		}
	argv += optind - 1;
	argc -= optind - 1;
	if (argc < 4) {
		fprintf(stderr, "usage: endgame_bench [-p PLIES] [-s SECONDS] "
		    "[-t THREADS] VARIANT.wgv LEXICON.wgl POSITION...\n");
		return 2;
	}
	if (wg_variant_load(&v, argv[1], err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, argv[2], err, sizeof(err)) != WG_OK ||
	    wg_endgame_new(&eg, lex, v) != WG_OK) {
		fprintf(stderr, "endgame_bench: %s\n", err);
		return 2;
	}
	wg_endgame_set_threads(eg, threads);
	wg_endgame_set_budget(eg, seconds, 0);
	printf("position\tplies\tnodes\tcpu_s\tmain_cpu_s\twall_s\t%s"
	    "spread\tline\n",
	    seconds > 0 ? "over_s\t" : "");
	for (i = 3; i < argc; i++) {
		char *text = slurp(argv[i], &len);
		clock_t t0;
		double w0, c0;

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
		w0 = clock_now(CLOCK_MONOTONIC);
		c0 = clock_now(CLOCK_THREAD_CPUTIME_ID);
		n = wg_endgame_solve(eg, &b, plies, 1);
		t1 = clock_now(CLOCK_MONOTONIC) - w0;
		m1 = clock_now(CLOCK_THREAD_CPUTIME_ID) - c0;
		if (n < 1) {
			fprintf(stderr, "endgame_bench: %s: %s\n", argv[i],
			    wg_endgame_error(eg));
			status = 2;
			continue;
		}
		wg_endgame_info(eg, &info);
		total += (double)(clock() - t0) / CLOCKS_PER_SEC;
		wall_total += t1;
		main_total += m1;
		printf("%s\t%u\t%llu\t%.2f\t%.2f\t%.3f\t", argv[i],
		    info.plies, (unsigned long long)info.nodes,
		    (double)(clock() - t0) / CLOCKS_PER_SEC, m1, t1);
		if (seconds > 0) {
			printf("%.3f\t", t1 - seconds);
			if (t1 - seconds > over_max)
				over_max = t1 - seconds;
		}
		printf("%d\t", wg_endgame_result(eg, 0)->spread);
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
	printf("total\t\t\t%.2f\t%.2f\t%.3f", total, main_total, wall_total);
	if (seconds > 0)
		printf("\t%.3f", over_max);
	printf("\n");
	wg_endgame_free(eg);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return status;
}
