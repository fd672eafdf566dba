/*
 * selfplay_bench: self-play speed against another engine's, side by side.
 * Runs each command given (output to /dev/null) ROUNDS times, taking them
 * in turn so that a busy machine slows all alike, and prints for each its
 * best and median CPU time (user + system: program and data load
 * included) and its peak memory, and the ratio of each command's time to
 * the first's.  A command is a NAME and its words, ended by "--".
 * Usage: selfplay_bench ROUNDS NAME COMMAND... -- [NAME COMMAND... --]...
 */
#include "config.h"

#include <sys/resource.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_COMMANDS	8
#define MAX_ROUNDS	50

struct command {
	const char	*name;
	char		**argv;
	double		 cpu[MAX_ROUNDS];
	long		 rss_kb;
};

/* Runs C once; its CPU seconds, or -1 when it fails. */
static double
run(struct command *c)
{
	struct rusage ru;
	int status;
	pid_t pid = fork();

	if (pid < 0) {
		perror("selfplay_bench: fork");
		return -1;
	}
	if (pid == 0) {
		int fd = open("/dev/null", O_WRONLY);

		if (fd >= 0)
			dup2(fd, STDOUT_FILENO);
		execvp(c->argv[0], c->argv);
		perror(c->argv[0]);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		fprintf(stderr, "selfplay_bench: %s failed\n", c->name);
		return -1;
	}
	if (ru.ru_maxrss > c->rss_kb)
		c->rss_kb = ru.ru_maxrss;
	return (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
	    (double)ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int
main(int argc, char *argv[])
{
	struct command cmd[MAX_COMMANDS];
	double best[MAX_COMMANDS], median[MAX_COMMANDS];
	int ncmd = 0, i, k;
	long rounds;

	if (argc < 4 || (rounds = strtol(argv[1], NULL, 10)) < 1 ||
	    rounds > MAX_ROUNDS) {
		fprintf(stderr, "usage: selfplay_bench ROUNDS NAME COMMAND... "
		    "-- [NAME COMMAND... --]...\n");
		return 2;
	}
	for (i = 2; i < argc; i++) {
		if (ncmd == MAX_COMMANDS || i + 1 >= argc) {
			fprintf(stderr, "selfplay_bench: too many commands, or "
			    "a name without one\n");
			return 2;
		}
		memset(&cmd[ncmd], 0, sizeof(cmd[ncmd]));
		cmd[ncmd].name = argv[i++];
		cmd[ncmd].argv = argv + i;
		while (i < argc && strcmp(argv[i], "--") != 0)
			i++;
		argv[i < argc ? i : argc] = NULL;
		ncmd++;
	}
	for (k = 0; k < rounds; k++)
		for (i = 0; i < ncmd; i++)
			if ((cmd[i].cpu[k] = run(&cmd[i])) < 0)
				return 2;
	printf("command\tbest_cpu_s\tmedian_cpu_s\tpeak_mb\tratio_to_first\n");
	for (i = 0; i < ncmd; i++) {
		qsort(cmd[i].cpu, (size_t)rounds, sizeof(double), cmp_double);
		best[i] = cmd[i].cpu[0];
		median[i] = cmd[i].cpu[rounds / 2];
		printf("%s\t%.2f\t%.2f\t%.1f\t%.2f\n", cmd[i].name, best[i],
		    median[i], cmd[i].rss_kb / 1024.0, median[i] / median[0]);
	}
	return 0;
}
