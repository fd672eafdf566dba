/*
 * lexicon_bench: measures lexicon build, size, load and queries on a word
 * list and prints a table (metric, value, target) for the README.
 * Usage: lexicon_bench WORDLIST [SCRATCH-FILE]
 */
#include "config.h"

#include <sys/resource.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

#include "wordgame.h"
#include "bench.h"

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(*v), cmp_double);
	return v[n / 2];
}

static size_t
gzip9_size(const char *data, size_t len)
{
	z_stream z;
	unsigned char out[1 << 16];
	size_t total = 0;

	memset(&z, 0, sizeof(z));
	deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY);
	z.next_in = (unsigned char *)(uintptr_t)data;
	z.avail_in = (uInt)len;
	do {
		z.next_out = out;
		z.avail_out = sizeof(out);
		deflate(&z, Z_FINISH);
		total += sizeof(out) - z.avail_out;
	} while (z.avail_out == 0);
	deflateEnd(&z);
	return total;
}

static int
count(const uint8_t *c, size_t n, uint64_t b, void *arg)
{
	(void)c;
	(void)n;
	(void)b;
	++*(size_t *)arg;
	return 0;
}

/* Microseconds per call of a rack query, median of several rounds. */
static double
time_rack(const struct wg_lexicon *lex, const char *rack, int exact,
    size_t *found)
{
	const struct wg_alphabet *a = wg_lexicon_alphabet(lex);
	uint8_t codes[WG_MAX_WORD];
	double t[9];
	size_t n = 0, i;
	int r, k;

	for (i = 0; rack[i] != '\0'; i++)
		codes[i] = rack[i] == '?' ? 0 :
		    (uint8_t)wg_alphabet_code(a, (unsigned char)rack[i]);
	n = i;
	for (r = 0; r < 9; r++) {
		double t0 = bench_now();

		for (k = 0; k < 20; k++) {
			*found = 0;
			if (exact)
				wg_lexicon_anagram(lex, codes, n, count, found);
			else
				wg_lexicon_subanagram(lex, codes, n, 0, 0,
				    count, found);
		}
		t[r] = (bench_now() - t0) / 20 * 1e6;
	}
	return median(t, 9);
}

static double
time_pattern(const struct wg_lexicon *lex, const char *text, size_t *found)
{
	struct wg_pattern *p;
	double t[9];
	int r;

	if (wg_pattern_compile(&p, wg_lexicon_alphabet(lex), text, NULL,
	    NULL) != WG_OK)
		return -1;
	for (r = 0; r < 9; r++) {
		double t0 = bench_now();

		*found = 0;
		wg_lexicon_match(lex, p, count, found);
		t[r] = (bench_now() - t0) * 1e3;
	}
	wg_pattern_free(p);
	return median(t, 9);
}

int
main(int argc, char *argv[])
{
	const char *list_path, *out = argc > 2 ? argv[2] : "bench.wgl";
	struct wg_alphabet *a;
	struct wg_lexicon *lex = NULL;
	struct wg_lexicon_info in;
	struct rusage ru;
	double t[11], t0, build_s, load_ms, lookups;
	size_t len, nwords = 0, found = 0, i, ok = 0;
	char *text, *p, *line;
	uint8_t (*words)[WG_MAX_WORD + 1];
	char err[512];
	int r;

	if (argc < 2) {
		fprintf(stderr, "usage: lexicon_bench WORDLIST [SCRATCH]\n");
		return 2;
	}
	list_path = argv[1];
	wg_alphabet_new(&a, NULL);
	/* Build: read, compile and write, as `wsdict build` does. */
	for (r = 0; r < 5; r++) {
		struct wg_wordlist *wl;

		t0 = bench_now();
		wg_wordlist_new(&wl, a);
		if (wg_wordlist_read_file(wl, list_path) != WG_OK) {
			fprintf(stderr, "%s\n", wg_wordlist_error(wl));
			return 2;
		}
		wg_lexicon_free(lex);
		if (wg_lexicon_build(&lex, wl) != WG_OK ||
		    wg_lexicon_write(lex, out) != WG_OK) {
			fprintf(stderr, "build failed\n");
			return 2;
		}
		wg_wordlist_free(wl);
		t[r] = bench_now() - t0;
	}
	build_s = median(t, 5);
	getrusage(RUSAGE_SELF, &ru);
	wg_lexicon_info(lex, &in);
	wg_lexicon_free(lex);

	for (r = 0; r < 11; r++) {
		t0 = bench_now();
		if (wg_lexicon_load(&lex, out, err, sizeof(err)) != WG_OK) {
			fprintf(stderr, "%s\n", err);
			return 2;
		}
		t[r] = (bench_now() - t0) * 1e3;
		if (r < 10)
			wg_lexicon_free(lex);
	}
	load_ms = median(t, 11);

	/* Lookups: every word of the list and a non-word beside each. */
	text = bench_slurp(list_path, &len);
	words = malloc((len / 2 + 1) * sizeof(*words) * 2);
	for (line = strtok_r(text, "\r\n", &p); line != NULL;
	    line = strtok_r(NULL, "\r\n", &p)) {
		size_t n;

		if (wg_alphabet_word(a, WG_WORD_QUERY, line, strlen(line),
		    words[nwords] + 1, &n, NULL) != WG_WORD_OK)
			continue;
		words[nwords][0] = (uint8_t)n;
		memcpy(words[nwords + 1], words[nwords], n + 1);
		words[nwords + 1][n] = (uint8_t)(words[nwords][n] % 26 + 1);
		nwords += 2;
	}
	t0 = bench_now();
	for (r = 0; r < 5; r++)
		for (i = 0; i < nwords; i++)
			ok += (size_t)wg_lexicon_contains(lex, words[i] + 1,
			    words[i][0]);
	lookups = 5.0 * (double)nwords / (bench_now() - t0);
	free(text);

	printf("metric\tvalue\ttarget\n");
	printf("words\t%u\t\n", in.words);
	printf("list_bytes\t%zu\t\n", len);
	printf("list_gzip9_bytes\t%zu\t\n",
	    gzip9_size(bench_slurp(list_path, &len), len));
	printf("file_bytes\t%llu\t<= 2500000\n", (unsigned long long)in.bytes);
	printf("query_graph_bytes\t%llu\t< gzip -9 of the list\n",
	    (unsigned long long)in.dawg_bytes);
	printf("edges\t%u\t\n", in.edges);
	printf("build_seconds\t%.3f\t< 0.3\n", build_s);
	printf("build_peak_rss_mb\t%.1f\t\n", (double)ru.ru_maxrss / 1024);
	printf("load_ms\t%.2f\t< 5\n", load_ms);
	printf("lookups_per_second\t%.0f\t> 1000000\n", lookups);
	/* Each query runs before its line is printed: the count comes last. */
	{
		static const struct { const char *name, *arg; int kind; } q[] = {
			{ "anagram_RETAINS_us", "RETAINS", 0 },
			{ "subanagram_RETAI??_us", "RETAI??", 1 },
			{ "pattern_*ING_ms", "*ING", 2 },
			{ "pattern_QU?Z*_ms", "QU?Z*", 2 },
			{ "pattern_[AEIOU]*[^S]_ms", "[AEIOU]*[^S]", 2 },
		};
		for (i = 0; i < sizeof(q) / sizeof(q[0]); i++) {
			double v = q[i].kind == 2 ?
			    time_pattern(lex, q[i].arg, &found) :
			    time_rack(lex, q[i].arg, q[i].kind == 0, &found);

			printf("%s\t%.3f\t(%zu words)\n", q[i].name, v, found);
		}
	}
	(void)ok;
	wg_lexicon_free(lex);
	wg_alphabet_free(a);
	remove(out);
	return 0;
}
