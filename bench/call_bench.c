/*
 * call_bench: the time of one whole program call, as a user at a shell
 * sees it: fork, exec, lexicon load, the work, exit.  Runs the command
 * given N times (output to /dev/null) and prints the mean and the best,
 * in milliseconds.
 * Usage: call_bench N COMMAND [ARGUMENT...]
 */
#include "config.h"

#include <sys/wait.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "bench.h"

int
main(int argc, char *argv[])
{
	double sum = 0, best = 1e9;
	long n, i;

	if (argc < 3 || (n = strtol(argv[1], NULL, 10)) < 1) {
		fprintf(stderr, "usage: call_bench N COMMAND [ARGUMENT...]\n");
		return 2;
	}
	for (i = 0; i < n; i++) {
		double t0 = bench_now(), t;
		int status;
		pid_t pid = fork();

		if (pid < 0) {
			perror("call_bench: fork");
			return 2;
		}
		if (pid == 0) {
			int fd = open("/dev/null", O_WRONLY);

			if (fd >= 0)
				dup2(fd, STDOUT_FILENO);
			execvp(argv[2], argv + 2);
			perror(argv[2]);
			_exit(127);
		}
		if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
		    WEXITSTATUS(status) != 0) {
			fprintf(stderr, "call_bench: %s failed\n", argv[2]);
			return 2;
		}
		t = bench_now() - t0;
		sum += t;
		if (t < best)
			best = t;
	}
	printf("mean_ms\t%.2f\nbest_ms\t%.2f\n", sum / (double)n * 1e3,
	    best * 1e3);
	return 0;
}
