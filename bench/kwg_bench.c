/*
 * kwg_bench.c: KWG word graphs (kwg.c): the time to make the KWG of a word
 * list, with its GADDAG, and to read KWGs (the one made, and each file
 * named) as wsdict build reads them, best of several runs.
 * Usage: kwg_bench WORDLIST [KWG...]
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "bench.h"

#define KWG_BENCH_RUNS	10

/* Counts the words and folds them into a checksum (FNV-1a). */
struct tally {
	size_t		 words;
	uint32_t	 sum;
};

static int
tally(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	struct tally *t = arg;
	size_t i;

	(void)blanks;
	t->words++;
	for (i = 0; i <= n; i++)
		t->sum = (t->sum ^ (i < n ? codes[i] : 0xff)) * 16777619u;
	return 0;
}

/* Reads DATA[0..SIZE) as wsdict does, best of the runs; prints it. */
static int
bench_read(const char *name, const uint8_t *data, size_t size)
{
	struct tally t;
	double best = 1e9, t0;
	char msg[256];
	int i;

	for (i = 0; i < KWG_BENCH_RUNS; i++) {
		memset(&t, 0, sizeof(t));
		t.sum = 2166136261u;
		t0 = bench_now();
		if (wg_kwg_each(data, size, name, 26, 0, tally, &t, msg,
		    sizeof(msg)) != WG_OK) {
			fprintf(stderr, "kwg_bench: %s\n", msg);
			return 1;
		}
		if (bench_now() - t0 < best)
			best = bench_now() - t0;
	}
	printf("read %-28s %8zu words  %9zu B  %6.1f ms  checksum %08x\n",
	    name, t.words, size, best * 1e3, t.sum);
	return 0;
}

static uint8_t *
slurp(const char *path, size_t *size)
{
	FILE *f;
	uint8_t *buf;
	long n;

	if ((f = fopen(path, "rb")) == NULL || fseek(f, 0, SEEK_END) != 0 ||
	    (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 ||
	    (buf = malloc((size_t)n + 1)) == NULL ||
	    fread(buf, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		if (f != NULL)
			fclose(f);
		return NULL;
	}
	fclose(f);
	*size = (size_t)n;
	return buf;
}

int
main(int argc, char **argv)
{
	struct wg_alphabet *a;
	struct wg_wordlist *list;
	const uint8_t *words;
	uint8_t *kwg, *file;
	size_t len, size, fsize;
	double best = 1e9, t0;
	char msg[256];
	int i, status = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: kwg_bench WORDLIST [KWG...]\n");
		return 2;
	}
	if (wg_alphabet_new(&a, NULL) != WG_OK ||
	    wg_wordlist_new(&list, a) != WG_OK)
		return 2;
	if (wg_wordlist_read_file(list, argv[1]) != WG_OK) {
		fprintf(stderr, "kwg_bench: %s\n", wg_wordlist_error(list));
		return 2;
	}
	words = wg_wordlist_words(list, &len);
	for (i = 0; i < 3; i++) {
		t0 = bench_now();
		if (wg_kwg_make(words, len, WG_KWG_GADDAG, &kwg, &size, msg,
		    sizeof(msg)) != WG_OK) {
			fprintf(stderr, "kwg_bench: %s\n", msg);
			return 2;
		}
		if (bench_now() - t0 < best)
			best = bench_now() - t0;
		if (i < 2)
			free(kwg);
	}
	printf("make (with GADDAG) %zu entries: %zu B, %zu nodes, %.0f ms\n",
	    wg_wordlist_count(list), size, size / 4, best * 1e3);
	status |= bench_read("(made here)", kwg, size);
	free(kwg);
	for (i = 2; i < argc; i++) {
		if ((file = slurp(argv[i], &fsize)) == NULL) {
			status = 2;
			continue;
		}
		status |= bench_read(argv[i], file, fsize);
		free(file);
	}
	wg_wordlist_free(list);
	wg_alphabet_free(a);
	return status;
}
