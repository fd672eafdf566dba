/*
 * replay.c: runs every fuzz harness over its seed corpus and the inputs
 * that once broke it (tests/fuzz/corpus/NAME, tests/fuzz/regress/NAME), or
 * one harness over the files and folders named on the command line
 * (replay NAME PATH...); part of `make check`.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#define REPLAY_MAX	(4 << 20)	/* larger inputs are not ours */

typedef int	(*fuzz_fn)(const uint8_t *, size_t);

static const struct {
	const char	*name;
	fuzz_fn		 fn;
} harnesses[] = {
#define FUZZ_HARNESS(name) { #name, fuzz_one_##name },
	FUZZ_HARNESSES
#undef FUZZ_HARNESS
};

static size_t replayed;

static int
replay_file(fuzz_fn fn, const char *path)
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
		fn(exact, n);
		free(exact);
		replayed++;
	}
	free(buf);
	return 0;
}

static int
replay_path(fuzz_fn fn, const char *path, int must_exist)
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
		return replay_file(fn, path);
	if ((dp = opendir(path)) == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return 1;
	}
	while ((d = readdir(dp)) != NULL) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", path, d->d_name);
		bad |= replay_path(fn, sub, 1);
	}
	closedir(dp);
	return bad;
}

int
main(int argc, char **argv)
{
	const char *top = getenv("WG_TOP_SRCDIR");
	const size_t n = sizeof(harnesses) / sizeof(harnesses[0]);
	char dir[4096];
	size_t h;
	int i, bad = 0;

	if (top == NULL)
		top = ".";
	for (h = 0; h < n; h++) {
		if (argc > 1 && strcmp(argv[1], harnesses[h].name) != 0)
			continue;
		replayed = 0;
		if (argc > 2) {
			for (i = 2; i < argc; i++)
				bad |= replay_path(harnesses[h].fn, argv[i], 1);
		} else {
			snprintf(dir, sizeof(dir), "%s/tests/fuzz/corpus/%s",
			    top, harnesses[h].name);
			bad |= replay_path(harnesses[h].fn, dir, 1);
			snprintf(dir, sizeof(dir), "%s/tests/fuzz/regress/%s",
			    top, harnesses[h].name);
			bad |= replay_path(harnesses[h].fn, dir, 0);
		}
		printf("%s: %zu inputs replayed\n", harnesses[h].name,
		    replayed);
		if (argc > 1)
			return bad;
	}
	if (argc > 1) {
		fprintf(stderr, "usage: replay [NAME [PATH...]]\n");
		return 2;
	}
	return bad;
}
