/*
 * gen_bench: move generation speed.  Prints microseconds to generate every
 * move of mid-game positions (self-play turns 5-14, 7-tile racks, blanks
 * as they come) and self-play games per second on one core.
 * Usage: gen_bench LEXICON VARIANT [GAMES]
 */
#include "config.h"

#include <sys/resource.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "bench.h"

#define POSITIONS	200

struct sample {
	struct wg_board	 boards[POSITIONS];
	size_t		 n;
	unsigned	 turn;
};

static void
sample_turn(const struct wg_board *b, void *arg)
{
	struct sample *s = arg;

	/* Mid-game: from the fifth turn to the fourteenth. */
	if (s->turn++ % 40 >= 4 && s->turn % 40 <= 14 && s->n < POSITIONS &&
	    b->rack_len[b->turn] == 7)
		s->boards[s->n++] = *b;
}

/* 1 if the rack on turn holds a blank. */
static int
has_blank(const struct wg_board *b)
{
	unsigned j;

	for (j = 0; j < b->rack_len[b->turn]; j++)
		if (b->rack[b->turn][j] == 0)
			return 1;
	return 0;
}

int
main(int argc, char *argv[])
{
	struct wg_lexicon *lex;
	struct wg_variant *v;
	struct wg_gen *gen;
	struct wg_selfplay sp;
	struct sample *s;
	struct rusage ru;
	char err[512];
	unsigned long games = argc > 3 ? strtoul(argv[3], NULL, 10) : 1000, i;
	size_t k, moves = 0, blanks = 0;
	double t0, t, best = 1e9, class_best[2] = { 1e9, 1e9 };
	size_t class_n[2] = { 0, 0 }, class_moves[2] = { 0, 0 };
	int r;

	if (argc < 3) {
		fprintf(stderr, "usage: gen_bench LEXICON VARIANT [GAMES]\n");
		return 2;
	}
	t0 = bench_now();
	if (wg_lexicon_load(&lex, argv[1], err, sizeof(err)) != WG_OK ||
	    wg_variant_load(&v, argv[2], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "%s\n", err);
		return 2;
	}
	t = bench_now() - t0;
	wg_gen_new(&gen, lex, v);
	s = calloc(1, sizeof(*s));
	memset(&sp, 0, sizeof(sp));
	sp.on_turn = sample_turn;
	sp.arg = s;
	for (i = 0; s->n < POSITIONS && i < 100; i++) {
		char *gcg;
		size_t len;

		s->turn = 0;
		wg_selfplay(gen, 4242 + i, &sp, &gcg, &len);
		free(gcg);
	}
	for (k = 0; k < s->n; k++) {
		const struct wg_board *b = &s->boards[k];
		unsigned j;

		for (j = 0; j < 7; j++)
			blanks += b->rack[b->turn][j] == 0;
		class_n[has_blank(b)]++;
		class_moves[has_blank(b)] += (size_t)wg_gen_run(gen, b,
		    b->rack[b->turn], 7, 0, 0);
	}
	/* Best of five rounds over all the positions, and over those with
	   and without a blank on the rack. */
	for (r = 0; r < 5; r++) {
		double class_time[2] = { 0, 0 };

		moves = 0;
		t0 = bench_now();
		for (k = 0; k < s->n; k++) {
			const struct wg_board *b = &s->boards[k];
			double t1 = bench_now();

			moves += (size_t)wg_gen_run(gen, b, b->rack[b->turn],
			    7, 0, 0);
			class_time[has_blank(b)] += bench_now() - t1;
		}
		t0 = (bench_now() - t0) / (double)s->n * 1e6;
		if (t0 < best)
			best = t0;
		for (k = 0; k < 2; k++)
			if (class_time[k] < class_best[k])
				class_best[k] = class_time[k];
	}
	printf("metric\tvalue\ttarget\n");
	printf("lexicon_and_variant_load_ms\t%.2f\t\n", t * 1e3);
	printf("positions\t%zu\t(%zu blanks on their racks)\n", s->n, blanks);
	printf("moves_per_position\t%.0f\t\n", (double)moves / (double)s->n);
	printf("all_moves_us_per_position\t%.1f\t< 150\n", best);
	for (k = 0; k < 2; k++)
		printf("  racks_%s_us\t%.1f\t(%zu positions, %.0f moves "
		    "each)\n", k ? "with_blanks" : "without_blanks",
		    class_best[k] / (double)class_n[k] * 1e6, class_n[k],
		    (double)class_moves[k] / (double)class_n[k]);
	t0 = bench_now();
	for (i = 0; i < games; i++) {
		char *gcg;
		size_t len;

		wg_selfplay(gen, 99 + i, NULL, &gcg, &len);
		free(gcg);
	}
	t = bench_now() - t0;
	getrusage(RUSAGE_SELF, &ru);
	printf("selfplay_games\t%lu\t\n", games);
	printf("selfplay_games_per_second\t%.0f\t>= 400\n", (double)games / t);
	printf("peak_rss_mb\t%.1f\t< 50\n", (double)ru.ru_maxrss / 1024);
	free(s);
	wg_gen_free(gen);
	wg_variant_free(v);
	wg_lexicon_free(lex);
	return 0;
}
