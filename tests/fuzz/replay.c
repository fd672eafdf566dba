/*
 * replay.c: runs one fuzz harness over its seed corpus and the inputs that
 * once broke it (tests/fuzz/corpus/NAME, tests/fuzz/regress/NAME), or over
 * the files and folders named on the command line; part of `make check`.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#ifndef FUZZ_NAME
#error "FUZZ_NAME names the harness"
#endif

#define REPLAY_MAX	(4 << 20)	/* larger inputs are not ours */

static size_t replayed;

static int
replay_file(const char *path)
{
	FILE *fp;
	uint8_t *buf, *exact;
	size_t n;

	if ((fp = fopen(path, "rb")) == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	if ((buf = malloc(REPLAY_MAX)) == NULL) {
		fclose(fp);
		return 1;
	}
	n = fread(buf, 1, REPLAY_MAX, fp);
	fclose(fp);
	/* A copy of exactly the input's size, so overreads are caught. */
	if ((exact = malloc(n ? n : 1)) != NULL) {
		memcpy(exact, buf, n);
		LLVMFuzzerTestOneInput(exact, n);
		free(exact);
		replayed++;
	}
	free(buf);
	return 0;
}

static int
replay_path(const char *path, int must_exist)
{
	char sub[4096];
	struct dirent *d;
	struct stat st;
	DIR *dp;
	int bad = 0;

	if (stat(path, &st) != 0) {
		if (!must_exist && errno == ENOENT)
			return 0;
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	if (!S_ISDIR(st.st_mode))
		return replay_file(path);
	if ((dp = opendir(path)) == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	while ((d = readdir(dp)) != NULL) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", path, d->d_name);
		bad |= replay_path(sub, 1);
	}
	closedir(dp);
	return bad;
}

int
main(int argc, char **argv)
{
	const char *top = getenv("WG_TOP_SRCDIR");
	char dir[4096];
	int i, bad = 0;

	if (argc > 1) {
		for (i = 1; i < argc; i++)
			bad |= replay_path(argv[i], 1);
	} else {
		if (top == NULL)
			top = ".";
		snprintf(dir, sizeof(dir), "%s/tests/fuzz/corpus/%s", top,
		    FUZZ_NAME);
		bad |= replay_path(dir, 1);
		snprintf(dir, sizeof(dir), "%s/tests/fuzz/regress/%s", top,
		    FUZZ_NAME);
		bad |= replay_path(dir, 0);
	}
	printf("%s: %zu inputs replayed\n", FUZZ_NAME, replayed);
	return bad;
}
