/*
 * replay_bench: reads a corpus of game records (wsgen --selfplay output),
 * replays every game with word checks, and prints games per second.
 * Usage: replay_bench VARIANT-FILE LEXICON CORPUS [ROUNDS]
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "bench.h"

struct corpus {
	char	*text;
	size_t	 len;
};

static int
keep(const char *name, const char *text, size_t len, void *arg)
{
	struct corpus *c = arg;

	(void)name;
	if ((c->text = malloc(len + 1)) == NULL)
		return -1;
	memcpy(c->text, text, len);
	c->len = len;
	return 1;
}

int
main(int argc, char *argv[])
{
	struct corpus c = { NULL, 0 };
	struct wg_variant *v;
	struct wg_lexicon *lex;
	struct wg_replay_result res;
	struct wg_record *r;
	char err[512];
	size_t off, used, games = 0, bad = 0, turns = 0;
	unsigned long rounds, k;
	double t0, dt, parse = 0;

	if (argc < 4) {
		fprintf(stderr, "usage: replay_bench VARIANT LEXICON CORPUS "
		    "[ROUNDS]\n");
		return 2;
	}
	rounds = argc > 4 ? strtoul(argv[4], NULL, 10) : 3;
	if (wg_variant_load(&v, argv[1], err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, argv[2], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "replay_bench: %s\n", err);
		return 2;
	}
	if (wg_record_read_file(argv[3], keep, &c, err, sizeof(err)) < 0 ||
	    c.text == NULL) {
		fprintf(stderr, "replay_bench: %s\n", err);
		return 2;
	}
	t0 = bench_now();
	for (k = 0; k < rounds; k++) {
		double t1;

		for (off = 0; off < c.len; off += used) {
			t1 = bench_now();
			if (wg_record_parse(&r, argv[3], c.text + off,
			    c.len - off, 1, &used, err, sizeof(err)) != WG_OK)
				break;
			parse += bench_now() - t1;
			wg_replay(r, v, lex, NULL, NULL, NULL, &res);
			games++;
			turns += res.turns;
			bad += res.problems > 0;
			wg_record_free(r);
		}
	}
	dt = bench_now() - t0;
	printf("%zu games (%zu turns, %zu bad) in %.3f s: %.0f games/s, "
	    "%.0f turns/s; parsing %.0f%% of the time\n", games, turns, bad,
	    dt, (double)games / dt, (double)turns / dt, 100 * parse / dt);
	free(c.text);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return bad > 0;
}
