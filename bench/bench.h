/*
 * bench.h: the clock and the file reader the benchmarks share.
 */
#ifndef WG_BENCH_H
#define WG_BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Seconds on a monotonic clock. */
static inline double
bench_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The whole file PATH, NUL-terminated, its size in *LEN; exits on error. */
static inline char *
bench_slurp(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (fp == NULL || fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0 ||
	    fseek(fp, 0, SEEK_SET) != 0 || (buf = malloc((size_t)n + 1)) == NULL ||
	    fread(buf, 1, (size_t)n, fp) != (size_t)n) {
		perror(path);
		exit(2);
	}
	fclose(fp);
	buf[n] = '\0';
	*len = (size_t)n;
	return buf;
}

#endif
