/*
 * test_selfplay.c: self-play games of the stacking game replayed through
 * the library: every turn's score and total as the replay computes them,
 * every rack, draw and ending without a problem, as the record itself and
 * as its GCG and native log read back.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

static char lexpath[4096], testdir[4096];

static unsigned scale = UNIT_DEFAULT_SCALE;
#define GAMES(n)	((n) / scale + 1)

/* What the replay of one record found. */
struct seen {
	const char	*what;		/* "record", "GCG", "log" */
	uint64_t	 seed;
	unsigned	 problems;
	size_t		 turns;
	size_t		 scores;	/* lines whose score was checked */
	size_t		 stacked;	/* placements on a tile */
	size_t		 redraws;
	size_t		 bad;
};

static int
on_turn(const struct wg_replay_turn *t, void *arg)
{
	struct seen *s = arg;
	const struct wg_event *e = t->event;
	unsigned i;

	s->turns++;
	if (e->kind != WG_EV_PLAY)
		return 0;
	s->scores++;
	s->redraws += e->redraw;
	if (t->score != e->score || t->total != e->total) {
		if (s->bad++ < 3)
			unit_fail(__FILE__, __LINE__, "%s of seed %llu, line "
			    "%u: %s scores %d (total %d), the record %d (%d)",
			    s->what, (unsigned long long)s->seed, e->line,
			    e->move, t->score, t->total, e->score, e->total);
	}
	if (t->move == NULL || t->move->kind != WG_MOVE_PLACE)
		return 0;
	for (i = 0; i < t->move->len; i++)
		if (!(t->move->tiles[i] & WG_THROUGH) &&
		    t->before->sq[(t->move->row + (t->move->down ? i : 0)) *
		    t->before->cols + t->move->col + (t->move->down ? 0 : i)]
		    != 0) {
			s->stacked++;
			break;
		}
	return 0;
}

static void
on_problem(unsigned line, unsigned col, const char *message, void *arg)
{
	struct seen *s = arg;

	if (s->problems++ < 3)
		unit_fail(__FILE__, __LINE__, "%s of seed %llu, line %u, "
		    "column %u: %s", s->what, (unsigned long long)s->seed, line,
		    col, message);
}

/* Replays R and checks it ended by the stacking game's rules. */
static void
replay(const struct wg_record *r, const struct wg_variant *v,
    const struct wg_lexicon *lex, struct seen *s, int *final)
{
	struct wg_replay_result res;

	CHECK_INT(wg_replay(r, v, lex, on_turn, on_problem, s, &res), WG_OK);
	CHECK(res.end == WG_END_POOL || res.end == WG_END_FULL ||
	    res.end == WG_END_STALL);
	CHECK_INT(res.problems, 0);
	if (final[0] == -1000000) {
		final[0] = res.score[0];
		final[1] = res.score[1];
	} else {
		/* Read back from text, the same game. */
		CHECK_INT(res.score[0], final[0]);
		CHECK_INT(res.score[1], final[1]);
	}
}

/* R written by WRITE and read back, replayed. */
static void
replay_text(const struct wg_record *r, const struct wg_variant *v,
    const struct wg_lexicon *lex, int log, struct seen *s, int *final)
{
	struct wg_record *back;
	char err[512], *text;
	size_t len, used;

	CHECK_INT(log ? wg_record_write_log(r, &text, &len) :
	    wg_record_write_gcg(r, &text, &len), WG_OK);
	CHECK_INT(wg_record_parse(&back, "self-play", text, len, 1, &used,
	    err, sizeof(err)), WG_OK);
	if (back != NULL) {
		CHECK_INT(back->length, log ? r->length : 0);
		replay(back, v, lex, s, final);
	}
	wg_record_free(back);
	free(text);
}

/* A generator of variant NAME (in DIR, NULL: share/variants). */
static struct wg_gen *
gen_open(const char *dir, const char *name, struct wg_variant **v,
    struct wg_lexicon **lex)
{
	struct wg_gen *gen = NULL;
	char err[512];

	*v = games_variant(dir, name);
	CHECK_INT(wg_lexicon_load(lex, lexpath, err, sizeof(err)), WG_OK);
	CHECK_INT(wg_gen_new(&gen, *lex, *v), WG_OK);
	return gen;
}

static void
gen_close(struct wg_gen *gen, struct wg_variant *v, struct wg_lexicon *lex)
{
	wg_gen_free(gen);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

static void
play_games(const char *dir, const char *name, enum wg_length length,
    unsigned games, uint64_t first)
{
	struct wg_variant *v;
	struct wg_lexicon *lex;
	struct wg_gen *gen = gen_open(dir, name, &v, &lex);
	struct wg_selfplay sp;
	struct seen total;
	double sec = 0;
	unsigned i;

	memset(&sp, 0, sizeof(sp));
	memset(&total, 0, sizeof(total));
	sp.length = length;
	for (i = 0; i < games; i++) {
		static const char *const what[] = { "record", "GCG", "log" };
		struct wg_record *r;
		struct seen s;
		int final[2] = { -1000000, 0 }, k;
		clock_t t0 = clock();

		CHECK_INT(wg_selfplay_record(gen, first + i, &sp, &r), WG_OK);
		sec += (double)(clock() - t0) / CLOCKS_PER_SEC;
		if (r == NULL)
			continue;
		CHECK(r->ended);
		CHECK_INT(r->length, length);
		for (k = 0; k < 3; k++) {
			memset(&s, 0, sizeof(s));
			s.what = what[k];
			s.seed = first + i;
			if (k == 0)
				replay(r, v, lex, &s, final);
			else
				replay_text(r, v, lex, k == 2, &s, final);
			if (k > 0)
				continue;
			total.turns += s.turns;
			total.scores += s.scores;
			total.stacked += s.stacked;
			total.redraws += s.redraws;
		}
		wg_record_free(r);
	}
	CHECK(total.scores > games * 10);
	CHECK(total.stacked > 0);
	CHECK(sp.rainbows > 0);
	CHECK_INT(total.redraws, sp.redraws);
	CHECK_INT(sp.placements + sp.redraws <= sp.turns, 1);
	if (dir != NULL)
		CHECK(total.redraws > 0);
	printf("%s, %s: %u games, %zu turns (%zu stacked, %zu redraws, %llu "
	    "rainbow tiles placed), every score checked; %.0f games a "
	    "second\n", name, wg_length_name(length), games, total.scores,
	    total.stacked, total.redraws, (unsigned long long)sp.rainbows,
	    sec > 0 ? games / sec : 0.0);
	gen_close(gen, v, lex);
}

static void
test_short_games(void)
{
	play_games(NULL, "stack", WG_LENGTH_SHORT, GAMES(60), 1);
}

static void
test_normal_games(void)
{
	play_games(NULL, "stack", WG_LENGTH_NORMAL, GAMES(8), 100);
}

static void
test_long_games(void)
{
	play_games(NULL, "stack", WG_LENGTH_LONG, GAMES(4), 200);
}

/* Racks of consonants, stuck: the redraw while the points last. */
static void
test_redraws(void)
{
	play_games(testdir, "stuckstack", WG_LENGTH_SHORT, GAMES(6), 300);
}

/* The same seed, the same game; a length out of range is refused. */
static void
test_seeded(void)
{
	struct wg_variant *v;
	struct wg_lexicon *lex;
	struct wg_gen *gen = gen_open(NULL, "stack", &v, &lex);
	struct wg_selfplay sp;
	char *a, *b;
	size_t alen, blen;

	CHECK_INT(wg_selfplay(gen, 7, NULL, &a, &alen), WG_OK);
	CHECK_INT(wg_selfplay(gen, 7, NULL, &b, &blen), WG_OK);
	CHECK(alen == blen && memcmp(a, b, alen) == 0);
	CHECK(strstr(a, "#length short\n") != NULL);
	free(a);
	free(b);
	memset(&sp, 0, sizeof(sp));
	sp.length = (enum wg_length)4;
	CHECK_INT(wg_selfplay(gen, 7, &sp, &a, &alen), WG_E_ARG);
	CHECK(a == NULL);
	gen_close(gen, v, lex);
}

int
main(void)
{
	scale = unit_scale(scale);
	unit_path(testdir, sizeof(testdir), 0, "tests/unit");
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	RUN(test_short_games);
	RUN(test_normal_games);
	RUN(test_long_games);
	RUN(test_redraws);
	RUN(test_seeded);
	return unit_done();
}
