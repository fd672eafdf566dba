/*
 * sim_bench: simulation speed, ours and MAGPIE's side by side in one run.
 * Simulates the position of a CGP file (2 plies, 10 candidates, no early
 * stop: a fixed amount of work) on one thread and on two, and prints
 * candidate play-outs a second (iterations times candidates: MAGPIE counts
 * an iteration per candidate).  Given MAGPIE's folder, runs its sim on the
 * same position with the same work, loading subtracted, and prints the
 * ratios.
 * Usage: sim_bench LEXICON VARIANT CGPFILE ITERATIONS [MAGPIE_DIR]
 */
#include "config.h"

#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wordgame.h"
#include "bench.h"

#define PLIES		2
#define CANDIDATES	10

static double
cpu_self(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
	    ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

/* Our play-outs a second on THREADS threads: wall and CPU. */
static int
ours(struct wg_sim *sim, const struct wg_board *b, unsigned long iterations,
    unsigned threads, double *wall, double *cpu)
{
	struct wg_sim_options o;
	struct wg_sim_move out[CANDIDATES + 1];
	double t0, c0;
	size_t n;
	int rc;

	memset(&o, 0, sizeof(o));
	o.plies = PLIES;
	o.candidates = CANDIDATES;
	o.iterations = iterations;
	o.threads = threads;
	o.seed = 1;
	o.no_stop = 1;
	t0 = bench_now();
	c0 = cpu_self();
	rc = wg_sim_run(sim, b, &o, out, &n);
	*wall = bench_now() - t0;
	*cpu = cpu_self() - c0;
	if (rc != WG_OK)
		fprintf(stderr, "sim_bench: %s\n", wg_sim_error(sim));
	return rc;
}

/*
 * MAGPIE's sim of CGP (its first four fields) with PLAYOUTS play-outs on
 * THREADS threads: the child's wall and CPU seconds, or -1.
 */
static int
magpie(const char *dir, const char *cgp, unsigned long playouts,
    unsigned threads, double *wall, double *cpu)
{
	char cmd[8192];
	struct rusage ru;
	int fd[2], status;
	pid_t pid;
	double t0;
	FILE *in;

	snprintf(cmd, sizeof(cmd), "cgp %s -lex OSPD_ENABLE -leaves OSPD_ZERO\n"
	    "gsim -plies %d -numplays %d -iterations %lu "
	    "-minplayiterations 1 -sr rr -threshold none -threads %u "
	    "-seed 1\n", cgp, PLIES, CANDIDATES, playouts, threads);
	if (pipe(fd) != 0)
		return -1;
	t0 = bench_now();
	if ((pid = fork()) == 0) {
		dup2(fd[0], 0);
		close(fd[0]);
		close(fd[1]);
		if (freopen("/dev/null", "w", stdout) == NULL || chdir(dir) != 0)
			_exit(127);
		/* bin/magpie, or src/bin/magpie in older trees. */
		execl("bin/magpie", "magpie", "set", "-mode", "sync",
		    "-savesettings", "false", (char *)NULL);
		execl("src/bin/magpie", "magpie", "set", "-mode", "sync",
		    "-savesettings", "false", (char *)NULL);
		_exit(127);
	}
	close(fd[0]);
	if (pid < 0 || (in = fdopen(fd[1], "w")) == NULL)
		return -1;
	fputs(cmd, in);
	fclose(in);
	if (wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0)
		return -1;
	*wall = bench_now() - t0;
	*cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
	    ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
	return 0;
}

int
main(int argc, char *argv[])
{
	struct wg_variant *v = NULL;
	struct wg_lexicon *lex = NULL;
	struct wg_sim *sim = NULL;
	struct wg_board b;
	char err[512], want[64], cgp[4096], *p;
	unsigned long iterations, playouts;
	double w1, c1, w2, c2, mw1 = 0, mc1 = 0, mw2 = 0, mc2 = 0, w0, c0;
	size_t len;
	FILE *fp;
	int have_magpie = 0, spaces;

	if (argc < 5 || argc > 6) {
		fprintf(stderr, "usage: sim_bench LEXICON VARIANT CGPFILE "
		    "ITERATIONS [MAGPIE_DIR]\n");
		return 2;
	}
	iterations = strtoul(argv[4], NULL, 10);
	playouts = iterations * CANDIDATES;
	if (wg_variant_load(&v, argv[2], err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, argv[1], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "sim_bench: %s\n", err);
		return 2;
	}
	if ((fp = fopen(argv[3], "r")) == NULL ||
	    fgets(cgp, sizeof(cgp), fp) == NULL) {
		perror(argv[3]);
		return 2;
	}
	fclose(fp);
	len = strcspn(cgp, "\n");
	cgp[len] = '\0';
	if (wg_board_parse(&b, v, argv[3], cgp, len, want, sizeof(want), err,
	    sizeof(err)) != WG_OK || wg_sim_new(&sim, lex, v) != WG_OK) {
		fprintf(stderr, "sim_bench: %s\n", err);
		return 2;
	}
	/* A first round apart: the generators' tables are made once. */
	ours(sim, &b, 32, 2, &w1, &c1);
	if (ours(sim, &b, iterations, 1, &w1, &c1) != WG_OK ||
	    ours(sim, &b, iterations, 2, &w2, &c2) != WG_OK)
		return 1;
	/* MAGPIE takes the board, racks, scores and zeros only. */
	for (p = cgp, spaces = 0; *p != '\0' && spaces < 4; p++)
		if (*p == ' ' && ++spaces == 4)
			*p = '\0';
	if (argc == 6) {
		have_magpie = magpie(argv[5], cgp, CANDIDATES, 1, &w0, &c0) ==
		    0 && magpie(argv[5], cgp, playouts, 1, &mw1, &mc1) == 0 &&
		    magpie(argv[5], cgp, playouts, 2, &mw2, &mc2) == 0;
		if (!have_magpie)
			printf("MAGPIE did not run from %s: skipped\n", argv[5]);
		/* Loading and setting up, measured apart, subtracted. */
		mw1 -= w0, mc1 -= c0, mw2 -= w0, mc2 -= c0;
	} else
		printf("MAGPIE not given: skipped\n");
	printf("%d plies, %d candidates, %lu iterations = %lu play-outs\n",
	    PLIES, CANDIDATES, iterations, playouts);
	printf("%-22s %12s %12s %12s\n", "", "wall s", "play-outs/s",
	    "per CPU-s");
	printf("%-22s %12.2f %12.0f %12.0f\n", "ours, 1 thread", w1,
	    playouts / w1, playouts / c1);
	printf("%-22s %12.2f %12.0f %12.0f\n", "ours, 2 threads", w2,
	    playouts / w2, playouts / c2);
	if (have_magpie) {
		printf("%-22s %12.2f %12.0f %12.0f\n", "MAGPIE, 1 thread", mw1,
		    playouts / mw1, playouts / mc1);
		printf("%-22s %12.2f %12.0f %12.0f\n", "MAGPIE, 2 threads",
		    mw2, playouts / mw2, playouts / mc2);
		printf("ours / MAGPIE, 1 thread: %.2f (wall) %.2f (CPU)\n",
		    mw1 / w1, mc1 / c1);
		printf("ours 2 threads / MAGPIE 1 thread (wall): %.2f\n",
		    mw1 / w2);
	}
	printf("ours, 2 threads / 1 (wall): %.2f\n", w1 / w2);
	wg_sim_free(sim);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return 0;
}
