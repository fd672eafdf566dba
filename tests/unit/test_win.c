/*
 * test_win.c: win tables (wgwin(5)): the shipped ones never win less
 * often with a larger spread and favour the side on turn; a table that
 * would is refused, as is a damaged one or one of another variant;
 * training gives the same table on one thread or two, and one the reader
 * takes.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"
#include "games.h"
#include "unit.h"

static char lexpath[4096], srcdir[4096];

/* The shipped table of NAME, or NULL after a failure. */
static struct wg_win *
shipped(const struct wg_variant *v)
{
	struct wg_win *t = NULL;
	char path[sizeof(srcdir) + 64], err[512];

	snprintf(path, sizeof(path), "%s/share/win/%s.wgwin", srcdir,
	    v->name);
	CHECK_INT(wg_win_load(&t, path, v, NULL, err, sizeof(err)), WG_OK);
	if (t == NULL)
		printf("%s\n", err);
	return t;
}

/* Every shipped table: a larger spread never wins less often, a lead of
   200 points almost always wins, and the side on turn wins more. */
static void
test_shipped(void)
{
	static const char *const names[] = { "classic", "friends", "spy" };
	unsigned i, u, umax, smax, bad;
	int o, s;

	for (i = 0; i < 3; i++) {
		struct wg_variant *v = games_variant(NULL, names[i]);
		struct wg_win *t = shipped(v);

		if (t == NULL) {
			wg_variant_free(v);
			continue;
		}
		wg_win_limits(t, &umax, &smax, NULL, NULL);
		CHECK(umax >= 90);
		bad = 0;
		for (o = 0; o < 2; o++)
			for (u = 0; u <= umax + 2; u++)
				for (s = -(int)smax - 2; s <= (int)smax + 2;
				    s++)
					bad += wg_win_prob(t, s, u, o) <
					    wg_win_prob(t, s - 1, u, o);
		CHECK_INT(bad, 0);
		CHECK(wg_win_prob(t, 200, 40, 0) > 0.95);
		CHECK(wg_win_prob(t, -200, 40, 1) < 0.05);
		CHECK(wg_win_prob(t, 0, 40, 1) > wg_win_prob(t, 0, 40, 0));
		CHECK(fabs(wg_win_prob(t, 0, 0, 0) - 0.5) < 1e-4);
		CHECK(wg_win_prob(t, 1, 0, 1) == 1);
		wg_win_free(t);
		wg_variant_free(v);
	}
}

/* Writes T and reads it back for V: the return code, the message in
   ERR. */
static int
round_trip(const struct wg_win *t, const struct wg_variant *v, int damage,
    char *err, size_t errsize)
{
	struct wg_win *back = NULL;
	void *data;
	size_t len;
	int rc;

	if (wg_win_write(t, &data, &len) != WG_OK)
		return WG_E_NOMEM;
	if (damage)
		((unsigned char *)data)[len - 1] ^= 1;
	err[0] = '\0';
	rc = wg_win_read(&back, "t.wgwin", data, len, v, err, errsize);
	wg_win_free(back);
	free(data);
	return rc;
}

/* A table that wins less often with a larger spread is refused; so is a
   damaged one and one of another variant. */
static void
test_refused(void)
{
	struct wg_variant *v = games_variant(NULL, "classic");
	struct wg_variant *f = games_variant(NULL, "friends");
	struct wg_win *t;
	char err[512];
	int s;

	CHECK_INT(wg_win_new(&t, "classic", 10, 20), WG_OK);
	for (s = -20; s <= 20; s++)
		wg_win_set(t, 5, 1, s, (s + 20) / 40.0);
	CHECK_INT(round_trip(t, v, 0, err, sizeof(err)), WG_OK);
	CHECK_INT(round_trip(t, f, 0, err, sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "t.wgwin: a table of variant classic, not friends");
	CHECK_INT(round_trip(t, v, 1, err, sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "t.wgwin: checksum mismatch");
	wg_win_set(t, 5, 1, 3, 0.1);
	CHECK_INT(round_trip(t, v, 0, err, sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "t.wgwin: 5 tiles unseen, on turn: spread 3 wins "
	    "less often than 2");
	/* Beyond the table, its edges. */
	wg_win_set(t, 10, 0, 20, 0.75);
	CHECK(wg_win_prob(t, 500, 99, 0) == wg_win_prob(t, 20, 10, 0));
	wg_win_free(t);
	wg_variant_free(v);
	wg_variant_free(f);
}

/* The file of a table trained on GAMES games on THREADS threads. */
static void *
trained(const struct wg_variant *v, const struct wg_lexicon *lex,
    unsigned threads, uint64_t games, size_t *len)
{
	struct wg_win_counts *c = NULL;
	struct wg_win *t = NULL;
	void *data = NULL;

	*len = 0;
	CHECK_INT(wg_win_counts_new(&c, v, 300), WG_OK);
	CHECK_INT(wg_win_play(c, lex, v, NULL, 7, games, threads, NULL, NULL),
	    WG_OK);
	CHECK_INT(wg_win_counts_games(c), games);
	CHECK_INT(wg_win_fit(&t, c, 7), WG_OK);
	if (t != NULL)
		CHECK_INT(wg_win_write(t, &data, len), WG_OK);
	wg_win_free(t);
	wg_win_counts_free(c);
	return data;
}

/* Training: the same table on one thread and on two, which the reader
   takes (so never winning less often with more spread), and which is
   calibrated on its own games to within what a fit of a few games
   allows. */
static void
test_train(void)
{
	struct wg_variant *v = games_variant(NULL, "classic");
	struct wg_lexicon *lex = NULL;
	struct wg_win *t = NULL;
	struct wg_board b;
	char err[512];
	void *one, *two;
	size_t n1, n2;
	uint64_t games = 24 / unit_scale(UNIT_DEFAULT_SCALE);

	CHECK_INT(wg_lexicon_load(&lex, lexpath, err, sizeof(err)), WG_OK);
	if (lex == NULL) {
		wg_variant_free(v);
		return;
	}
	one = trained(v, lex, 1, games, &n1);
	two = trained(v, lex, 2, games, &n2);
	CHECK(one != NULL && two != NULL && n1 == n2 &&
	    memcmp(one, two, n1) == 0);
	CHECK_INT(wg_win_read(&t, "one", one, n1, v, err, sizeof(err)),
	    WG_OK);
	if (t != NULL) {
		/* The board's view: its scores, its bag, its turn. */
		wg_board_init(&b, v);
		b.players = 2;
		b.score[0] = 30;
		b.score[1] = 10;
		b.turn = 1;
		CHECK_INT(wg_win_unseen(&b, 0), 93);
		CHECK(wg_win_board(t, &b, 0) == wg_win_prob(t, 20, 93, 0));
		CHECK(wg_win_board(t, &b, 1) == wg_win_prob(t, -20, 93, 1));
	}
	wg_win_free(t);
	free(one);
	free(two);
	wg_lexicon_free(lex);
	wg_variant_free(v);
}

int
main(void)
{
	unit_path(lexpath, sizeof(lexpath), 1, "share/default.wgl");
	unit_path(srcdir, sizeof(srcdir), 0, "");
	RUN(test_shipped);
	RUN(test_refused);
	RUN(test_train);
	return unit_done();
}
