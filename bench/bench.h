/*
 * bench.h: the clock the benchmarks share.
 */
#ifndef WG_BENCH_H
#define WG_BENCH_H

#include <time.h>

/* Seconds on a monotonic clock. */
static inline double
bench_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

#endif
