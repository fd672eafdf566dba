/*
 * brute.c: what the move generators' brute-force tests share (brute.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brute.h"

int
words_collect(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	struct words *ws = arg;

	(void)blanks;
	if (n > WG_BOARD_MAX)
		return 0;
	/* Doubling: one realloc a word copies gigabytes under ASan. */
	if ((ws->n & (ws->n - 1)) == 0)
		ws->w = realloc(ws->w, (ws->n ? 2 * ws->n : 1) *
		    sizeof(*ws->w));
	ws->w[ws->n][0] = (uint8_t)n;
	memcpy(ws->w[ws->n] + 1, codes, n);
	ws->n++;
	return 0;
}

struct wg_lexicon *
small_lexicon(const char *lexpath, const struct wg_alphabet *a)
{
	struct wg_lexicon *full, *small = NULL;
	struct wg_wordlist *wl;
	struct words all;
	char err[512];
	size_t i;

	if (wg_lexicon_load(&full, lexpath, err, sizeof(err)) != WG_OK)
		return NULL;
	memset(&all, 0, sizeof(all));
	wg_lexicon_each(full, words_collect, &all);
	wg_wordlist_new(&wl, a);
	for (i = 0; i < all.n; i++)
		if (i % 25 == 0 || all.w[i][0] == 2)
			wg_wordlist_add(wl, all.w[i] + 1, all.w[i][0]);
	wg_lexicon_build(&small, wl);
	wg_wordlist_free(wl);
	free(all.w);
	wg_lexicon_free(full);
	return small;
}

char *
move_key(const struct wg_move *m, int score)
{
	char buf[256];
	size_t n;
	unsigned i;

	n = (size_t)snprintf(buf, sizeof(buf), "%u %u %d ", m->row, m->col,
	    m->down);
	for (i = 0; i < m->len; i++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%02x",
		    m->tiles[i] & WG_THROUGH ? WG_MOVE_CODE(m->tiles[i]) :
		    m->tiles[i]);
	if (m->rainbow != 0)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "*%x",
		    (unsigned)m->rainbow);
	snprintf(buf + n, sizeof(buf) - n, " %d", score);
	return strdup(buf);
}

int
move_key_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char **
gen_keys(const struct wg_gen *gen, size_t n)
{
	char **keys = malloc((n + 1) * sizeof(*keys));
	size_t i;

	for (i = 0; i < n; i++) {
		const struct wg_gen_move *m = wg_gen_result(gen, i);

		keys[i] = move_key(&m->move, m->score);
	}
	qsort(keys, n, sizeof(*keys), move_key_cmp);
	return keys;
}

static void
keys_free(char **keys, size_t n, int all)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(keys[i]);
	if (all)
		free(keys);
}

static const char *
keys_differ(char *const *a, size_t na, char *const *b, size_t nb, int *in_a)
{
	size_t i = 0, j = 0;
	int d;

	while (i < na || j < nb) {
		d = i == na ? 1 : j == nb ? -1 : strcmp(a[i], b[j]);
		if (d == 0) {
			i++;
			j++;
			continue;
		}
		*in_a = d < 0;
		return d < 0 ? a[i] : b[j];
	}
	return NULL;
}

int
gen_differs(struct wg_gen *gen, const struct wg_board *b, char **found,
    size_t nfound, char *msg, size_t size)
{
	const char *lacking;
	char **keys;
	size_t n;
	int got, in_gen;

	got = wg_gen_run_rainbow(gen, b, b->rack[b->turn],
	    b->rack_len[b->turn], b->rack_rainbow[b->turn], 0, 0);
	n = got > 0 ? (size_t)got : 0;
	keys = gen_keys(gen, n);
	qsort(found, nfound, sizeof(*found), move_key_cmp);
	if ((lacking = keys_differ(keys, n, found, nfound, &in_gen)) != NULL)
		snprintf(msg, size, "%s %s only (generator %zu moves, brute "
		    "force %zu)", in_gen ? "generator" : "brute force",
		    lacking, n, nfound);
	keys_free(keys, n, 1);
	keys_free(found, nfound, 0);
	return lacking != NULL;
}

int
board_at(const struct wg_board *b, int r, int c)
{
	if (r < 0 || c < 0 || r >= (int)b->rows || c >= (int)b->cols)
		return 0;
	return b->sq[r * b->cols + c];
}

int
same_move(const struct wg_move *x, const struct wg_move *y)
{
	return x->kind == y->kind && x->row == y->row && x->col == y->col &&
	    x->down == y->down && x->len == y->len &&
	    memcmp(x->tiles, y->tiles, x->len) == 0 &&
	    x->rainbow == y->rainbow;
}
