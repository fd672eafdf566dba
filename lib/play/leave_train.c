/*
 * leave_train.c: leave values learnt from self-play (wsgen(1), TRAINING
 * LEAVES).  Each generation plays games in which both players rank by
 * the current values (the first generation by score).  After each move
 * that drew a full rack, the trainer probes the position reached with
 * racks drawn at random from the tiles the player could have drawn: the
 * equity of a rack's best move is one note of every leave the rack holds.
 * A leave is worth the mean of the racks that hold it less the mean of
 * all racks (as MAGPIE's leavegen and Quackle's superleaves value them);
 * leaves seen rarely lean on their sub-leaves.  The notes are integer
 * sums, so shards of games played apart add up exactly to the statistics
 * of one run of all their games.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play_private.h"

#define STATS_MAGIC	"WGLST\r\n\032"
#define STATS_VERSION	2
#define STATS_HEADER	64
#define STATS_LEAVE	16	/* bytes of a leave: its count and sum */
#define NOTE_SCALE	100	/* notes are summed in hundredths */
#define NOTE_LIMIT	((int64_t)100000000)	/* a note's most either way,
					   a million points in hundredths */
#define RACKS_PER_MOVE	2	/* racks probed after each move */

/* Tiles of code C as the file stores them: at most 255. */
static uint8_t
stored_count(const struct wg_variant *v, unsigned c)
{
	return (uint8_t)(v->count[c] > 255 ? 255 : v->count[c]);
}

int
wg_train_stats_size(const struct wg_variant *v, uint64_t *leaves,
    uint64_t *bytes)
{
	struct wg_leave_index ix;
	int rc;

	*leaves = *bytes = 0;
	if (!wg_game_plain_moves(v))
		return WG_E_ARG;
	if ((rc = wg_leave_index_variant(&ix, v)) != WG_OK)
		return rc;
	*leaves = ix.total;
	*bytes = (uint64_t)ix.total * STATS_LEAVE;
	wg_leave_index_free(&ix);
	return WG_OK;
}

int
wg_train_stats_new(struct wg_train_stats **out, const struct wg_variant *v)
{
	struct wg_train_stats *st;
	unsigned c;
	int rc;

	*out = NULL;
	if (!wg_game_plain_moves(v))
		return WG_E_ARG;
	if ((st = calloc(1, sizeof(*st))) == NULL)
		return WG_E_NOMEM;
	if ((rc = wg_leave_index_variant(&st->index, v)) != WG_OK) {
		free(st);
		return rc;
	}
	snprintf(st->variant, sizeof(st->variant), "%s", v->name);
	for (c = 0; c < st->index.ncodes; c++)
		st->tiles[c] = stored_count(v, c);
	/* The memory limit (wsdict(1), LIMITS) before the tables: a rack
	   of 12 has a billion leaves. */
	if ((uint64_t)st->index.total * STATS_LEAVE > wg_limits()->memory) {
		wg_train_stats_free(st);
		return WG_E_LIMIT;
	}
	if ((st->count = calloc(st->index.total, sizeof(*st->count))) ==
	    NULL || (st->sum = calloc(st->index.total, sizeof(*st->sum))) ==
	    NULL) {
		wg_train_stats_free(st);
		return WG_E_NOMEM;
	}
	*out = st;
	return WG_OK;
}

void
wg_train_stats_free(struct wg_train_stats *st)
{
	if (st == NULL)
		return;
	free(st->count);
	free(st->sum);
	wg_leave_index_free(&st->index);
	free(st);
}

uint64_t
wg_train_stats_games(const struct wg_train_stats *st)
{
	return st->games;
}

int
wg_train_stats_merge(struct wg_train_stats *into,
    const struct wg_train_stats *from)
{
	uint64_t count, games;
	int64_t sum;
	uint32_t i;

	if (strcmp(into->variant, from->variant) != 0 ||
	    into->index.total != from->index.total ||
	    memcmp(into->index.cap, from->index.cap,
	    sizeof(into->index.cap)) != 0 || (into->lex_known &&
	    from->lex_known && (into->lex_words != from->lex_words ||
	    into->lex_crc != from->lex_crc)))
		return WG_E_ARG;
	/* Every sum checked before any is changed: INTO stays whole. */
	if (__builtin_add_overflow(into->games, from->games, &games))
		return WG_E_LIMIT;
	for (i = 0; i < into->index.total; i++)
		if (__builtin_add_overflow(into->count[i], from->count[i],
		    &count) || __builtin_add_overflow(into->sum[i],
		    from->sum[i], &sum))
			return WG_E_LIMIT;
	for (i = 0; i < into->index.total; i++) {
		into->count[i] += from->count[i];
		into->sum[i] += from->sum[i];
	}
	into->games = games;
	if (from->lex_known && !into->lex_known) {
		into->lex_known = 1;
		into->lex_words = from->lex_words;
		into->lex_crc = from->lex_crc;
	}
	return WG_OK;
}

/* One worker's share of the games, and its own notes. */
struct worker {
	struct wg_train_stats *st;	/* its own */
	const struct wg_lexicon *lex;
	const struct wg_variant *v;
	const struct wg_leaves *leaves;
	struct wg_gen	*gen;
	uint64_t	 seed, first, ngames;
	unsigned	 id, nworkers;
	uint64_t	*done;		/* games done by all, shared */
	void		(*progress)(uint64_t, uint64_t, void *);
	void		*arg;
	int		 rc;
	uint64_t	 rng;		/* the game's, for the probes */
	struct wg_board	 probe;		/* the position probed */
};

/* The seed of game I: mixed, so neighbouring games share nothing. */
static uint64_t
game_seed(uint64_t seed, uint64_t i)
{
	uint64_t z = seed * 0x9e3779b97f4a7c15ULL + i;

	return wg_next_random(&z);
}

/*
 * A note is at most NOTE_LIMIT either way (no real equity comes near), so
 * that a file's sums can be checked against its counts, and its count
 * and sum stop short of overflowing (a leave of 2^63 notes is beyond
 * any run; its sum would be WG_E_LIMIT on a merge).
 */
static void
note(struct wg_train_stats *st, uint32_t leave, double value)
{
	double x = value * NOTE_SCALE;
	int64_t q;

	x = x != x ? 0 : x < (double)-NOTE_LIMIT ? (double)-NOTE_LIMIT :
	    x > (double)NOTE_LIMIT ? (double)NOTE_LIMIT : x;
	q = (int64_t)(x + (x < 0 ? -0.5 : 0.5));
	if (st->count[leave] == UINT64_MAX || (q > 0 && st->sum[leave] >
	    INT64_MAX - q) || (q < 0 && st->sum[leave] < INT64_MIN - q))
		return;
	st->count[leave]++;
	st->sum[leave] += q;
}

/*
 * What the rack of NCOVERS Cover IDs (Wordspionage's blanks, held besides
 * the Tile Tray) and the rack size's tiles DRAW comes to for player P on
 * the position probed: the equity of its best move but the pass (as a
 * player of the self-play games chooses), 0 when it has none.
 */
static double
probe(struct worker *w, unsigned p, unsigned ncovers, const uint8_t *draw)
{
	struct wg_board *b = &w->probe;
	const struct wg_gen_move *r;
	unsigned k;
	int n;

	memset(b->rack[p], 0, ncovers);
	memcpy(b->rack[p] + ncovers, draw, w->v->rack_size);
	b->rack_len[p] = w->v->rack_size + ncovers;
	n = wg_gen_run(w->gen, b, b->rack[p], b->rack_len[p], 2,
	    w->leaves != NULL ? WG_GEN_EXCHANGES : 0);
	for (k = 0; n > 0 && k < (unsigned)n; k++)
		if ((r = wg_gen_result(w->gen, k))->move.kind != WG_MOVE_PASS)
			return r->equity;
	return 0;
}

/*
 * Notes VALUE for every leave the sorted rack RACK[0..N) holds, each
 * distinct choice of its tiles once, the empty leave too, the whole rack
 * not: from tile I on, SUB[0..LEN) chosen so far.
 */
static void
note_leaves(struct wg_train_stats *st, const uint8_t *rack, unsigned n,
    unsigned i, uint8_t *sub, unsigned len, double value)
{
	unsigned run, k;
	uint32_t r;

	if (i == n) {
		if (len < n && (r = wg_leave_index_rank(&st->index, sub,
		    len)) != WG_LEAVE_NONE)
			note(st, r, value);
		return;
	}
	for (run = 1; i + run < n && rack[i + run] == rack[i]; run++)
		continue;
	/* None of this code's tiles, then one, two... of them. */
	for (k = 0; k <= run; k++) {
		if (k > 0)
			sub[len + k - 1] = rack[i];
		note_leaves(st, rack, n, i + run, sub, len + k, value);
	}
}

/*
 * After each move that drew a full rack, on the position it reached, the
 * trainer draws racks at random from the tiles the player could have
 * drawn (the bag before the draw and the tiles drawn) and notes the
 * equity of each one's best move (score and leave, as the players of the
 * generation rank) for every leave the rack holds, and for the empty
 * leave, whose mean is that of all racks.  A leave is worth the mean of
 * the racks that hold it less the mean of all: one rack tells of every
 * leave in it, so a generation sees a hundred notes for each probe.
 */
static void
on_move(const struct wg_selfplay_move *mv, void *arg)
{
	struct worker *w = arg;
	const struct wg_variant *v = w->v;
	unsigned p = mv->player, size = v->rack_size, npool = 0, i, k, j;
	unsigned covers = 0;
	unsigned have[WG_MAX_LETTERS + 1];
	uint8_t pool[WG_RACK_MAX + 256], rack[WG_RACK_MAX], sub[WG_RACK_MAX];
	uint8_t t;

	if (mv->kind == WG_MOVE_PASS || mv->bag < size ||
	    mv->nbag_tiles + size > sizeof(pool))
		return;
	/* The bag before the draw: the bag now, and the tiles drawn. */
	memcpy(pool, mv->bag_tiles, mv->nbag_tiles);
	npool = mv->nbag_tiles;
	memset(have, 0, sizeof(have));
	for (i = 0; i < mv->nleave; i++)
		have[mv->leave[i]]++;
	for (i = 0; i < mv->board->rack_len[p]; i++) {
		t = mv->board->rack[p][i];
		if (have[t] > 0)
			have[t]--;
		else
			pool[npool++] = t;
	}
	/* Cover IDs held stay on the racks probed: the bag has none. */
	for (i = 0; v->blanks_apart && i < mv->nleave; i++)
		covers += mv->leave[i] == 0;
	w->probe = *mv->board;
	w->probe.turn = p;
	w->probe.rack_known[p] = 1;
	for (j = 0; j < RACKS_PER_MOVE && npool >= size; j++) {
		/* SIZE tiles at random: the front of a partial shuffle. */
		for (k = 0; k < size; k++) {
			i = k + (unsigned)(wg_next_random(&w->rng) %
			    (npool - k));
			t = pool[k];
			pool[k] = pool[i];
			pool[i] = t;
		}
		memset(rack, 0, covers);
		memcpy(rack + covers, pool, size);
		wg_tiles_sort(rack + covers, size);
		note_leaves(w->st, rack, size + covers, 0, sub, 0,
		    probe(w, p, covers, rack + covers));
	}
}

static void *
work(void *arg)
{
	struct worker *w = arg;
	struct wg_selfplay sp;
	struct wg_record *r;
	uint64_t i, done, seed;

	if ((w->rc = wg_gen_new(&w->gen, w->lex, w->v)) != WG_OK)
		return NULL;
	wg_gen_set_leaves(w->gen, w->leaves);
	for (i = w->first + w->id; i < w->first + w->ngames;
	    i += w->nworkers) {
		memset(&sp, 0, sizeof(sp));
		sp.on_move = on_move;
		sp.arg = w;
		seed = game_seed(w->seed, i);
		w->rng = seed ^ 0x5bd1e995;
		if ((w->rc = wg_selfplay_record(w->gen, seed, &sp, &r)) !=
		    WG_OK)
			break;
		wg_record_free(r);
		w->st->games++;
		done = __atomic_add_fetch(w->done, 1, __ATOMIC_RELAXED);
		if (w->id == 0 && w->progress != NULL)
			w->progress(done, w->ngames, w->arg);
	}
	wg_gen_free(w->gen);
	return NULL;
}

int
wg_train_play(struct wg_train_stats *st, const struct wg_lexicon *lex,
    const struct wg_variant *v, const struct wg_leaves *leaves,
    uint64_t seed, uint64_t first, uint64_t ngames, unsigned threads,
    void (*progress)(uint64_t done, uint64_t total, void *arg), void *arg)
{
	struct worker *w;
	uint64_t done = 0;
	uint32_t words, crc;
	unsigned t;
	int rc = WG_OK;

	if (threads == 0 || threads > 256 || strcmp(st->variant, v->name) != 0)
		return WG_E_ARG;
	wg_lexicon_identity(lex, &words, &crc);
	if (st->lex_known && (words != st->lex_words || crc != st->lex_crc))
		return WG_E_ARG;
	st->lex_known = 1;
	st->lex_words = words;
	st->lex_crc = crc;
	/* Worker 0 notes into ST itself, the others each into a table of
	   their own: all of them within the memory limit. */
	if ((uint64_t)st->index.total * STATS_LEAVE * threads >
	    wg_limits()->memory)
		return WG_E_LIMIT;
	if ((w = calloc(threads, sizeof(*w))) == NULL)
		return WG_E_NOMEM;
	for (t = 0; t < threads && rc == WG_OK; t++) {
		if (t == 0)
			w[t].st = st;
		else
			rc = wg_train_stats_new(&w[t].st, v);
		w[t].lex = lex;
		w[t].v = v;
		w[t].leaves = leaves;
		w[t].seed = seed;
		w[t].first = first;
		w[t].ngames = ngames;
		w[t].id = t;
		w[t].nworkers = threads;
		w[t].done = &done;
		w[t].progress = progress;
		w[t].arg = arg;
	}
	if (rc == WG_OK)
		rc = wg_run_workers(work, w, sizeof(*w), threads);
	/* Integer sums: the order of the merges changes nothing. */
	for (t = 0; t < threads; t++) {
		if (rc == WG_OK)
			rc = w[t].rc;
		if (t == 0)
			continue;
		if (rc == WG_OK && w[t].st != NULL)
			rc = wg_train_stats_merge(st, w[t].st);
		wg_train_stats_free(w[t].st);
	}
	free(w);
	return rc;
}

/* The index of CODES[0..LEN) less the tiles at A and B (B = LEN: A only). */
static uint32_t
less(const struct wg_leave_index *ix, const uint8_t *codes, size_t len,
    size_t a, size_t b)
{
	uint8_t sub[WG_RACK_MAX];
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		if (i != a && i != b)
			sub[n++] = codes[i];
	return wg_leave_index_rank(ix, sub, n);
}

int
wg_train_leaves(struct wg_leaves **out, const struct wg_train_stats *st,
    const struct wg_variant *v, const struct wg_lexicon *lex,
    double smoothing)
{
	struct wg_leaves *lv;
	uint8_t codes[WG_RACK_MAX];
	double mean, prior, n, all;
	uint32_t i, parts;
	size_t len, k, j;
	int rc;

	*out = NULL;
	if (smoothing < 0 || strcmp(st->variant, v->name) != 0)
		return WG_E_ARG;
	if ((rc = wg_leaves_new_dense(&lv, v, lex)) != WG_OK)
		return rc;
	if (lv->index.total != st->index.total) {
		wg_leaves_free(lv);
		return WG_E_ARG;
	}
	/* The empty leave's notes are those of every rack probed. */
	all = st->count[0] > 0 ? (double)st->sum[0] / NOTE_SCALE /
	    (double)st->count[0] : 0;
	/* Shorter leaves first: a leave's sub-leaves are valued before it. */
	for (i = 1; i < st->index.total; i++) {
		len = wg_leave_index_unrank(&st->index, i, codes);
		prior = 0;
		if (len > 1) {
			/* Over each pair of its tiles: the leave less one,
			   plus the leave less the other, less the leave less
			   both (what the pair adds together). */
			for (parts = 0, k = 0; k < len; k++)
				for (j = k + 1; j < len; j++) {
					prior += lv->values[less(&st->index,
					    codes, len, k, len)] +
					    lv->values[less(&st->index, codes,
					    len, j, len)] -
					    lv->values[less(&st->index, codes,
					    len, k, j)];
					parts++;
				}
			prior /= parts;
		}
		n = (double)st->count[i];
		mean = n > 0 ? (double)st->sum[i] / NOTE_SCALE / n - all : 0;
		lv->values[i] = (float)(n + smoothing > 0 ? (n * mean +
		    smoothing * prior) / (n + smoothing) : 0);
	}
	*out = lv;
	return WG_OK;
}

static void
put64(uint8_t *p, uint64_t v)
{
	unsigned k;

	for (k = 0; k < 8; k++)
		p[k] = (uint8_t)(v >> (8 * k));
}

static uint64_t
get64(const uint8_t *p)
{
	uint64_t v = 0;
	unsigned k;

	for (k = 0; k < 8; k++)
		v |= (uint64_t)p[k] << (8 * k);
	return v;
}

/*
 * Statistics files (wgstats(5)): a header of 64 bytes (magic, version,
 * sizes, the CRC-32 of the rest, the leaves, the lexicon's identity, the
 * longest leave, the codes, games), the variant's name and tile counts,
 * then for each leave in canonical order its count and sum, 8 bytes each.
 */
int
wg_train_stats_write(const struct wg_train_stats *st, void **out, size_t *len)
{
	size_t pre = STATS_HEADER + WG_NAME_MAX + st->index.ncodes;
	size_t size = pre + (size_t)st->index.total * STATS_LEAVE;
	uint8_t *img, *p;
	uint32_t i;
	unsigned c;

	*out = NULL;
	*len = 0;
	if ((img = wg_alloc_large(size)) == NULL)
		return WG_E_NOMEM;
	memcpy(img, STATS_MAGIC, 8);
	wg_store_le32(img + 8, STATS_VERSION);
	wg_store_le32(img + 12, STATS_HEADER);
	wg_store_le32(img + 24, st->index.total);
	wg_store_le32(img + 28, st->lex_words);
	wg_store_le32(img + 32, st->lex_crc);
	img[36] = (uint8_t)st->index.maxlen;
	img[37] = (uint8_t)st->index.ncodes;
	put64(img + 40, st->games);
	put64(img + 48, size - STATS_HEADER);
	p = img + STATS_HEADER;
	snprintf((char *)p, WG_NAME_MAX, "%s", st->variant);
	for (c = 0; c < st->index.ncodes; c++)
		p[WG_NAME_MAX + c] = st->tiles[c];
	for (i = 0, p = img + pre; i < st->index.total; i++,
	    p += STATS_LEAVE) {
		put64(p, st->count[i]);
		put64(p + 8, (uint64_t)st->sum[i]);
	}
	wg_store_le32(img + 20, wg_image_crc(img, size));
	*out = img;
	*len = size;
	return WG_OK;
}

static int
fail(char *errbuf, size_t errsize, const char *name, const char *what)
{
	wg_msg(errbuf, errsize, "%s: %s", name, what);
	return WG_E_FORMAT;
}

/* The sums of leave I of ST: within its notes' limits, or a message. */
static const char *
check_leave(const struct wg_train_stats *st, uint32_t i)
{
	uint64_t mag = st->sum[i] < 0 ? (uint64_t)-(st->sum[i] + 1) + 1 :
	    (uint64_t)st->sum[i];

	/* Every rack probed notes the empty leave once and each other
	   leave it holds once at most. */
	if (i > 0 && st->count[i] > st->count[0])
		return "a leave noted more often than the racks probed";
	if (mag / (uint64_t)NOTE_LIMIT > st->count[i] ||
	    (mag / (uint64_t)NOTE_LIMIT == st->count[i] &&
	    mag % (uint64_t)NOTE_LIMIT != 0))
		return "a sum larger than its notes allow";
	return NULL;
}

int
wg_train_stats_read(struct wg_train_stats **out, const char *name,
    const void *data, size_t len, const struct wg_variant *v,
    const struct wg_lexicon *lex, char *errbuf, size_t errsize)
{
	const uint8_t *img = data, *p;
	struct wg_train_stats *st;
	char msg[300];
	const char *bad;
	uint32_t i, words, crc;
	unsigned c, codes, longest;
	size_t pre;
	int rc;

	*out = NULL;
	if (len < STATS_HEADER || memcmp(img, STATS_MAGIC, 8) != 0)
		return fail(errbuf, errsize, name, "not a leave statistics "
		    "file (wgstats(5))");
	if (wg_load_le32(img + 8) != STATS_VERSION) {
		snprintf(msg, sizeof(msg), "format version %u, not %u",
		    wg_load_le32(img + 8), STATS_VERSION);
		return fail(errbuf, errsize, name, msg);
	}
	if (wg_load_le32(img + 12) != STATS_HEADER || get64(img + 48) !=
	    len - STATS_HEADER)
		return fail(errbuf, errsize, name, "truncated or wrong sizes");
	if (wg_load_le32(img + 20) != wg_image_crc(img, len))
		return fail(errbuf, errsize, name, "checksum mismatch");
	longest = img[36];
	codes = img[37];
	for (i = 16; i < 20; i++)
		if (img[i] != 0)
			return fail(errbuf, errsize, name, "reserved header "
			    "bytes set");
	for (i = 38; i < 40; i++)
		if (img[i] != 0)
			return fail(errbuf, errsize, name, "reserved header "
			    "bytes set");
	for (i = 56; i < STATS_HEADER; i++)
		if (img[i] != 0)
			return fail(errbuf, errsize, name, "reserved header "
			    "bytes set");
	p = img + STATS_HEADER;
	if (len - STATS_HEADER < WG_NAME_MAX + codes ||
	    memchr(p, '\0', WG_NAME_MAX) == NULL)
		return fail(errbuf, errsize, name, "bad variant name");
	/* NUL-padded: a file reads back as it was written, byte for byte. */
	for (i = (uint32_t)strlen((const char *)p); i < WG_NAME_MAX; i++)
		if (p[i] != 0)
			return fail(errbuf, errsize, name, "bad variant name");
	if (strcmp((const char *)p, v->name) != 0) {
		snprintf(msg, sizeof(msg), "statistics of variant %.*s, not "
		    "%s", WG_NAME_MAX, (const char *)p, v->name);
		return fail(errbuf, errsize, name, msg);
	}
	if (codes != v->alphabet->size + 1 || longest + 1 != v->rack_size) {
		snprintf(msg, sizeof(msg), "statistics of another tile set "
		    "or rack size than variant %s's", v->name);
		return fail(errbuf, errsize, name, msg);
	}
	for (c = 0; c < codes; c++)
		if (p[WG_NAME_MAX + c] != stored_count(v, c)) {
			snprintf(msg, sizeof(msg), "statistics of another "
			    "tile set than variant %s's", v->name);
			return fail(errbuf, errsize, name, msg);
		}
	if (lex != NULL) {
		wg_lexicon_identity(lex, &words, &crc);
		if (words != wg_load_le32(img + 28) ||
		    crc != wg_load_le32(img + 32)) {
			snprintf(msg, sizeof(msg), "statistics of another "
			    "lexicon (%u words, CRC %08x; this one has %u "
			    "words, CRC %08x)", wg_load_le32(img + 28),
			    wg_load_le32(img + 32), words, crc);
			return fail(errbuf, errsize, name, msg);
		}
	}
	if ((rc = wg_train_stats_new(&st, v)) != WG_OK)
		return rc;
	pre = STATS_HEADER + WG_NAME_MAX + codes;
	if (wg_load_le32(img + 24) != st->index.total ||
	    (len - pre) / STATS_LEAVE != st->index.total ||
	    (len - pre) % STATS_LEAVE != 0) {
		snprintf(msg, sizeof(msg), "%u leaves, variant %s has %u",
		    wg_load_le32(img + 24), v->name, st->index.total);
		wg_train_stats_free(st);
		return fail(errbuf, errsize, name, msg);
	}
	st->games = get64(img + 40);
	st->lex_known = 1;
	st->lex_words = wg_load_le32(img + 28);
	st->lex_crc = wg_load_le32(img + 32);
	for (i = 0, p = img + pre; i < st->index.total; i++,
	    p += STATS_LEAVE) {
		st->count[i] = get64(p);
		st->sum[i] = (int64_t)get64(p + 8);
		if ((bad = check_leave(st, i)) != NULL) {
			snprintf(msg, sizeof(msg), "leave %u: %s", i, bad);
			wg_train_stats_free(st);
			return fail(errbuf, errsize, name, msg);
		}
	}
	if (st->games == 0 && st->count[0] != 0) {
		wg_train_stats_free(st);
		return fail(errbuf, errsize, name, "notes without games");
	}
	*out = st;
	return WG_OK;
}
