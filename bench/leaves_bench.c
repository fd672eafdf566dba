/*
 * leaves_bench: the time to read leave values from memory, each file read
 * RUNS times (median, wall clock and the thread's CPU time, which other
 * programs on a busy machine disturb less): binary wgleaves(5), KLV2 or
 * KLV, told by their content, for the variant VARIANT.wgv.
 * Usage: leaves_bench VARIANT.wgv RUNS FILE...
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "bench.h"

/* The calling thread's CPU time, in seconds. */
static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char *argv[])
{
	struct wg_variant *v;
	struct wg_leaves *lv;
	char err[512], *data;
	const char *kind;
	double *t, *c, t0, c0;
	size_t len;
	int runs, i, f, rc;

	if (argc < 4 || (runs = atoi(argv[2])) < 1) {
		fprintf(stderr, "usage: leaves_bench VARIANT.wgv RUNS FILE...\n");
		return 2;
	}
	if (wg_variant_load(&v, argv[1], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "leaves_bench: %s\n", err);
		return 2;
	}
	if ((t = malloc((size_t)runs * sizeof(*t))) == NULL ||
	    (c = malloc((size_t)runs * sizeof(*c))) == NULL)
		return 2;
	printf("file\tformat\tbytes\tread_ms_median\tread_ms_min\t"
	    "cpu_ms_median\n");
	for (f = 3; f < argc; f++) {
		data = bench_slurp(argv[f], &len);
		kind = wg_leaves_is_binary(data, len) ? "wglv" :
		    wg_leaves_klv_kind(data, len, NULL, NULL) == 2 ? "klv2" :
		    wg_leaves_klv_kind(data, len, NULL, NULL) == 1 ? "klv" :
		    NULL;
		if (kind == NULL) {
			fprintf(stderr, "leaves_bench: %s: not binary leaves\n",
			    argv[f]);
			return 2;
		}
		for (i = 0; i < runs; i++) {
			t0 = bench_now();
			c0 = cpu_now();
			rc = kind[0] == 'w' ? wg_leaves_read_binary(&lv,
			    argv[f], data, len, v, NULL, err, sizeof(err)) :
			    wg_leaves_read_klv(&lv, argv[f], data, len, v, err,
			    sizeof(err));
			t[i] = (bench_now() - t0) * 1000;
			c[i] = (cpu_now() - c0) * 1000;
			if (rc != WG_OK) {
				fprintf(stderr, "leaves_bench: %s\n",
				    rc == WG_E_FORMAT ? err : wg_strerror(rc));
				return 2;
			}
			wg_leaves_free(lv);
		}
		qsort(t, (size_t)runs, sizeof(*t), cmp_double);
		qsort(c, (size_t)runs, sizeof(*c), cmp_double);
		printf("%s\t%s\t%zu\t%.2f\t%.2f\t%.2f\n", argv[f], kind, len,
		    t[runs / 2], t[0], c[runs / 2]);
		free(data);
	}
	free(t);
	free(c);
	wg_variant_free(v);
	return 0;
}
