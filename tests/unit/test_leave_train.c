/*
 * test_leave_train.c: the leave trainer and the binary leaves format on a
 * tiny hand-made game whose leaves are known: a Q no word holds is worth
 * less than nothing, and an S, which every word holds, is the best tile
 * to keep by far.  Statistics of shards merge into exactly those of one run of
 * all their games, whatever the threads; binary values read back as
 * written, and a damaged or foreign file is refused, as are sums no
 * training makes.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/play_private.h"
#include "unit.h"

/* Three-tile racks (leaves of up to 2 tiles), A, B, S and a Q. */
static const char tiny_text[] =
    "name tiny\n"
    "alphabet en\n"
    "size 7 7\n"
    "start D4\n"
    "players 2 2\n"
    "first random\n"
    "rack 3\n"
    "bingo 10 3\n"
    "exchange 3\n"
    "out 1 lose\n"
    "stall 2 per-player passes lose\n"
    "tie pre-end\n"
    "tile A 14 1\n"
    "tile B 10 2\n"
    "tile S 6 1\n"
    "tile Q 4 5\n"
    "premiums\n"
    "t..d..t\n"
    ".D...D.\n"
    "..d.d..\n"
    "d..D..d\n"
    "..d.d..\n"
    ".D...D.\n"
    "t..d..t\n";

static struct wg_variant *tiny;
static struct wg_lexicon *lex;

/* Every word of 1 to 3 of A and B with an S before or after it: no word
   without an S. */
static void
setup(void)
{
	char err[512], word[8];
	struct wg_wordlist *wl;
	struct wg_alphabet *a;
	char *text = NULL;
	size_t len = 0, used = 0;
	unsigned n, bits, k;

	CHECK_INT(wg_variant_load_memory(&tiny, "tiny", tiny_text,
	    strlen(tiny_text), err, sizeof(err)), WG_OK);
	for (n = 1; n <= 3; n++)
		for (bits = 0; bits < 1u << n; bits++) {
			for (k = 0; k < n; k++)
				word[k] = bits >> k & 1 ? 'b' : 'a';
			word[n] = '\0';
			len += 2 * n + 4;
			text = realloc(text, len + 1);
			used += (size_t)sprintf(text + used, "s%s\n%ss\n", word,
			    word);
		}
	CHECK_INT(wg_alphabet_new(&a, "en"), WG_OK);
	CHECK_INT(wg_wordlist_new(&wl, a), WG_OK);
	CHECK_INT(wg_wordlist_read_memory(wl, "tiny words", text, used), WG_OK);
	CHECK_INT(wg_lexicon_build(&lex, wl), WG_OK);
	wg_wordlist_free(wl);
	wg_alphabet_free(a);
	free(text);
}

static double
value(const struct wg_leaves *lv, const char *leave)
{
	uint8_t codes[WG_RACK_MAX];
	size_t n;

	for (n = 0; leave[n] != '\0'; n++)
		codes[n] = (uint8_t)(leave[n] - 'A' + 1);
	return wg_leaves_value(lv, codes, n);
}

/* The statistics file of ST, for comparing byte for byte. */
static void *
image(const struct wg_train_stats *st, size_t *len)
{
	void *data;

	CHECK_INT(wg_train_stats_write(st, &data, len), WG_OK);
	return data;
}

static void
test_merge(void)
{
	struct wg_train_stats *a, *b, *all, *t2, *back;
	void *ia, *iall, *it2, *iback;
	size_t la, lall, lt2, lback;
	char err[256];

	CHECK_INT(wg_train_stats_new(&a, tiny), WG_OK);
	CHECK_INT(wg_train_stats_new(&b, tiny), WG_OK);
	CHECK_INT(wg_train_stats_new(&all, tiny), WG_OK);
	CHECK_INT(wg_train_stats_new(&t2, tiny), WG_OK);
	/* Two shards: games 0-9 and 10-19 of seed 5. */
	CHECK_INT(wg_train_play(a, lex, tiny, NULL, 5, 0, 10, 1, NULL, NULL),
	    WG_OK);
	CHECK_INT(wg_train_play(b, lex, tiny, NULL, 5, 10, 10, 1, NULL, NULL),
	    WG_OK);
	CHECK_INT(wg_train_stats_merge(a, b), WG_OK);
	/* One run of all twenty, and one in three threads. */
	CHECK_INT(wg_train_play(all, lex, tiny, NULL, 5, 0, 20, 1, NULL,
	    NULL), WG_OK);
	CHECK_INT(wg_train_play(t2, lex, tiny, NULL, 5, 0, 20, 3, NULL, NULL),
	    WG_OK);
	CHECK_INT(wg_train_stats_games(a), 20);
	ia = image(a, &la);
	iall = image(all, &lall);
	it2 = image(t2, &lt2);
	CHECK(la == lall && memcmp(ia, iall, la) == 0);
	CHECK(lt2 == lall && memcmp(it2, iall, lt2) == 0);
	/* Something was noted (the empty leave: every rack probed, so at
	   least each leave of one tile), and the file reads back the same. */
	CHECK(all->count[0] > 0);
	CHECK(all->count[1] + all->count[2] > 0);
	CHECK(all->count[0] >= all->count[1]);
	CHECK_INT(wg_train_stats_read(&back, "s", iall, lall, tiny, lex, err,
	    sizeof(err)), WG_OK);
	iback = image(back, &lback);
	CHECK(lback == lall && memcmp(iback, iall, lall) == 0);
	wg_train_stats_free(back);
	/* Truncated, or not statistics at all. */
	CHECK_INT(wg_train_stats_read(&back, "s", iall, lall - 1, tiny, lex,
	    err, sizeof(err)), WG_E_FORMAT);
	CHECK_INT(wg_train_stats_read(&back, "s", "WGLEX", 5, tiny, lex, err,
	    sizeof(err)), WG_E_FORMAT);
	free(ia);
	free(iall);
	free(it2);
	free(iback);
	wg_train_stats_free(a);
	wg_train_stats_free(b);
	wg_train_stats_free(all);
	wg_train_stats_free(t2);
}

static void
test_known_leaves(void)
{
	struct wg_train_stats *st;
	struct wg_leaves *lv, *lv2;
	unsigned games = 400 / unit_scale(UNIT_DEFAULT_SCALE);

	/* Two generations: by score, then by the first's values. */
	CHECK_INT(wg_train_stats_new(&st, tiny), WG_OK);
	CHECK_INT(wg_train_play(st, lex, tiny, NULL, 1, 0, games, 2, NULL,
	    NULL), WG_OK);
	CHECK_INT(wg_train_leaves(&lv, st, tiny, lex, 20), WG_OK);
	wg_train_stats_free(st);
	CHECK_INT(wg_train_stats_new(&st, tiny), WG_OK);
	CHECK_INT(wg_train_play(st, lex, tiny, lv, 2, 0, games, 2, NULL, NULL),
	    WG_OK);
	CHECK_INT(wg_train_leaves(&lv2, st, tiny, lex, 20), WG_OK);
	/* A Q is dead weight, alone or in pairs. */
	CHECK(value(lv2, "Q") < 0);
	CHECK(value(lv2, "Q") < value(lv2, "B"));
	CHECK(value(lv2, "QQ") < value(lv2, "AS") - 3);
	/* No word lacks an S: the best tile to keep by far. */
	CHECK(value(lv2, "S") > value(lv2, "A") + 2);
	CHECK(value(lv2, "S") > value(lv2, "B") + 2);
	CHECK(value(lv2, "S") > value(lv2, "Q") + 3);
	CHECK(value(lv2, "AS") > value(lv2, "AB") + 2);
	wg_leaves_free(lv);
	wg_leaves_free(lv2);
	wg_train_stats_free(st);
}

static void
test_binary(void)
{
	struct wg_leaves *lv, *back;
	struct wg_variant *other;
	uint8_t *img, *bad;
	void *data;
	size_t len;
	char err[512], *text;
	uint32_t i;
	unsigned wrong = 0;

	CHECK_INT(wg_leaves_new_dense(&lv, tiny, lex), WG_OK);
	for (i = 1; i < lv->index.total; i++)
		lv->values[i] = (float)((int)(i * 37 % 2001) - 1000) / 4.0f;
	lv->values[3] = 500;	/* past the most the format holds */
	CHECK_INT(wg_leaves_write_binary(lv, tiny, lex, &data, &len), WG_OK);
	img = data;
	CHECK(wg_leaves_is_binary(img, len));
	CHECK_INT(wg_leaves_read_binary(&back, "b", img, len, tiny, lex, err,
	    sizeof(err)), WG_OK);
	for (i = 1; i < lv->index.total; i++)
		wrong += i != 3 && back->values[i] != lv->values[i];
	CHECK_INT(wrong, 0);
	CHECK(back->values[3] > 327.66 && back->values[3] < 327.68);
	wg_leaves_free(back);
	/* Every byte damaged in turn is refused (the CRC, or a check). */
	if ((bad = malloc(len)) == NULL)
		return;
	for (i = 0, wrong = 0; i < len; i++) {
		memcpy(bad, img, len);
		bad[i] ^= 0x40;
		if (wg_leaves_read_binary(&back, "b", bad, len, tiny, lex, err,
		    sizeof(err)) == WG_OK) {
			wrong++;
			wg_leaves_free(back);
		}
	}
	CHECK_INT(wrong, 0);
	CHECK_INT(wg_leaves_read_binary(&back, "b", img, len - 1, tiny, lex,
	    err, sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "b: truncated or wrong sizes");
	free(bad);
	/* Another variant of the same tiles reads them; of other tiles
	   (two A fewer), both tile sets are named. */
	text = strdup(tiny_text);
	memcpy(text + 5, "tinz", 4);
	CHECK_INT(wg_variant_load_memory(&other, "tinz", text, strlen(text),
	    err, sizeof(err)), WG_OK);
	CHECK_INT(wg_leaves_read_binary(&back, "b", img, len, other, NULL,
	    err, sizeof(err)), WG_OK);
	CHECK(back->values[5] == lv->values[5]);
	wg_leaves_free(back);
	wg_variant_free(other);
	memcpy(strstr(text, "tile A 14"), "tile A 12", 9);
	CHECK_INT(wg_variant_load_memory(&other, "tinz", text, strlen(text),
	    err, sizeof(err)), WG_OK);
	CHECK_INT(wg_leaves_read_binary(&back, "b", img, len, other, lex, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "b: values for the tiles ?0 A14 B10 C0 D0 E0 F0 G0 H0 "
	    "I0 J0 K0 L0 M0 N0 O0 P0 Q4 R0 S6 T0 U0 V0 W0 X0 Y0 Z0, racks of 3 "
	    "(variant tiny); variant tinz has the tiles ?0 A12 B10 C0 D0 E0 F0 "
	    "G0 H0 I0 J0 K0 L0 M0 N0 O0 P0 Q4 R0 S6 T0 U0 V0 W0 X0 Y0 Z0, "
	    "racks of 3");
	wg_variant_free(other);
	free(text);
	/* The text written reads back to the same values. */
	CHECK_INT(wg_leaves_write_text(lv, tiny, &text, &len), WG_OK);
	CHECK_INT(wg_leaves_parse(&back, tiny->alphabet, "t", text, len, err,
	    sizeof(err)), WG_OK);
	CHECK(value(back, "QS") == value(lv, "QS"));
	CHECK(value(back, "AB") == value(lv, "AB"));
	wg_leaves_free(back);
	free(text);
	free(data);
	wg_leaves_free(lv);
}

/*
 * The lexicon the values were trained with is information, in the header
 * wg_leaves_info_read reads; a version 1 file (no letters, no lexicon
 * name, its variant's name standing for its letters) is read for a
 * variant of that name only.
 */
static void
test_info_and_version1(void)
{
	struct wg_leaves_info in;
	struct wg_leaves *lv, *back;
	struct wg_variant *other;
	uint8_t *img, *v1;
	size_t len, n1, pre2, pre1;
	uint32_t words, crc;
	char err[512], tiles[300], *text;
	void *data;

	CHECK_INT(wg_leaves_new_dense(&lv, tiny, lex), WG_OK);
	lv->values[1] = 1.5f;
	wg_leaves_set_lexicon(lv, lex, "mine");
	CHECK_INT(wg_leaves_write_binary(lv, tiny, NULL, &data, &len), WG_OK);
	img = data;
	CHECK_INT(wg_leaves_info_read(&in, "b", img, len, err, sizeof(err)),
	    WG_OK);
	wg_lexicon_identity(lex, &words, &crc);
	CHECK_INT(in.format_version, 2);
	CHECK_STR(in.variant, "tiny");
	CHECK_STR(in.lexicon, "mine");
	CHECK_INT(in.lexicon_words, words);
	CHECK_INT(in.lexicon_crc, crc);
	CHECK_INT(in.longest, 2);
	CHECK_INT(in.codes, 27);
	CHECK_STR(in.letters, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
	wg_leaves_info_tiles(&in, tiles, sizeof(tiles));
	CHECK(strncmp(tiles, "?0 A14 B10 C0 ", 14) == 0);
	/* Values of another lexicon keep naming theirs. */
	lv->lex_words = words + 1;
	wg_leaves_set_lexicon(lv, lex, "other");
	CHECK_STR(lv->lex_name, "mine");
	CHECK_INT(lv->lex_words, words + 1);
	/* Version 1: no letters' bytes, no lexicon name. */
	pre2 = 64 + 2 * WG_NAME_MAX + 27 + 26;
	pre1 = 64 + WG_NAME_MAX + 27;
	n1 = len - (pre2 - pre1);
	if ((v1 = malloc(n1)) == NULL)
		return;
	memcpy(v1, img, 64 + WG_NAME_MAX);
	memcpy(v1 + 64 + WG_NAME_MAX, img + 64 + 2 * WG_NAME_MAX, 27);
	memcpy(v1 + pre1, img + pre2, len - pre2);
	wg_store_le32(v1 + 8, 1);
	v1[38] = v1[39] = 0;
	wg_store_le32(v1 + 16, (uint32_t)(n1 - 64));
	wg_store_le32(v1 + 20, wg_image_crc(v1, n1));
	CHECK_INT(wg_leaves_read_binary(&back, "v1", v1, n1, tiny, lex, err,
	    sizeof(err)), WG_OK);
	CHECK(back->values[1] == 1.5f);
	CHECK_INT(back->lex_words, words);
	CHECK_STR(back->lex_name, "");
	wg_leaves_free(back);
	text = strdup(tiny_text);
	memcpy(text + 5, "tinz", 4);
	CHECK_INT(wg_variant_load_memory(&other, "tinz", text, strlen(text),
	    err, sizeof(err)), WG_OK);
	CHECK_INT(wg_leaves_read_binary(&back, "v1", v1, n1, other, lex, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "v1: values for variant tiny, not tinz (a version 1 "
	    "file: its variant stands for its tiles)");
	wg_variant_free(other);
	free(text);
	/* Bad letters: one byte fewer than the codes need. */
	img[38]--;
	wg_store_le32(img + 20, wg_image_crc(img, len));
	CHECK_INT(wg_leaves_info_read(&in, "b", img, len, err, sizeof(err)),
	    WG_E_FORMAT);
	CHECK_STR(err, "b: bad letters");
	free(v1);
	free(data);
	wg_leaves_free(lv);
}

/*
 * KLV2 and KLV files (the leaves' word graph, values in its word order): a
 * KLV2 written here reads back identical, a KLV to 1/256; leaves of a
 * larger tile set are passed over; a damaged or truncated file is refused
 * with its name.
 */
static void
test_klv(void)
{
	struct wg_leaves *lv, *back;
	struct wg_variant *more;
	uint8_t *img, *bad;
	void *data;
	size_t len, i;
	uint32_t nodes, leaves, k;
	unsigned wrong = 0, refused = 0;
	char err[512], *text;
	float f;

	CHECK_INT(wg_leaves_new_dense(&lv, tiny, lex), WG_OK);
	for (k = 1; k < lv->index.total; k++)
		lv->values[k] = (float)((int)(k * 37 % 2001) - 1000) / 7.0f;
	CHECK_INT(wg_leaves_write_klv(lv, tiny, 2, &data, &len), WG_OK);
	img = data;
	CHECK_INT(wg_leaves_klv_kind(img, len, &nodes, &leaves), 2);
	CHECK_INT(leaves, lv->index.total - 1);
	CHECK(!wg_leaves_is_binary(img, len));
	CHECK_INT(wg_leaves_read_klv(&back, "k", img, len, tiny, err,
	    sizeof(err)), WG_OK);
	for (k = 0; k < lv->index.total; k++)
		wrong += back->values[k] != lv->values[k];
	CHECK_INT(wrong, 0);
	CHECK(value(back, "QS") == value(lv, "QS"));
	wg_leaves_free(back);
	/* Cut short, or a byte changed: refused, by name, or read (a value
	   changed), never past the end (ASan). */
	CHECK_INT(wg_leaves_read_klv(&back, "k", img, len - 1, tiny, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "k: not a KLV or KLV2 leaves file (truncated or wrong "
	    "sizes)");
	if ((bad = malloc(len)) == NULL)
		return;
	for (i = 0; i < 8 + 4 * (size_t)nodes; i++) {
		memcpy(bad, img, len);
		bad[i] ^= 0x21;
		if (wg_leaves_read_klv(&back, "k", bad, len, tiny, err,
		    sizeof(err)) == WG_OK)
			wg_leaves_free(back);
		else
			refused += strncmp(err, "k: ", 3) == 0;
	}
	CHECK(refused > 4 * nodes / 2);
	/* A node's arc to itself: a damaged graph, not a hang. */
	memcpy(bad, img, len);
	wg_store_le32(bad + 8, (wg_load_le32(bad + 8) & ~0x3fffffu) | 1);
	CHECK_INT(wg_leaves_read_klv(&back, "k", bad, len, tiny, err,
	    sizeof(err)), WG_E_FORMAT);
	/* A value not a number. */
	memcpy(bad, img, len);
	f = 0.0f;
	f /= f;
	memcpy(&k, &f, sizeof(k));
	wg_store_le32(bad + 8 + 4 * (size_t)nodes, k);
	CHECK_INT(wg_leaves_read_klv(&back, "k", bad, len, tiny, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "k: value 0 is not a number");
	free(bad);
	free(data);
	/* KLV: 16-bit 1/256ths. */
	CHECK_INT(wg_leaves_write_klv(lv, tiny, 1, &data, &len), WG_OK);
	CHECK_INT(wg_leaves_klv_kind(data, len, NULL, NULL), 1);
	CHECK_INT(wg_leaves_read_klv(&back, "k", data, len, tiny, err,
	    sizeof(err)), WG_OK);
	/* Within +-128 points, the most 16 bits of 1/256ths hold. */
	for (k = 1, wrong = 0; k < lv->index.total; k++)
		wrong += fabs(lv->values[k]) < 127 &&
		    fabs(back->values[k] - lv->values[k]) > 1.0 / 512;
	CHECK_INT(wrong, 0);
	wg_leaves_free(back);
	free(data);
	/* Values for more tiles (two C): read for tiny, the leaves it has. */
	if ((text = malloc(sizeof(tiny_text) + 16)) == NULL)
		return;
	snprintf(text, sizeof(tiny_text) + 16, "%.*stile C 2 3\n%s",
	    (int)(strstr(tiny_text, "premiums") - tiny_text), tiny_text,
	    strstr(tiny_text, "premiums"));
	CHECK_INT(wg_variant_load_memory(&more, "more", text, strlen(text),
	    err, sizeof(err)), WG_OK);
	CHECK_INT(wg_leaves_write_klv(lv, more, 2, &data, &len), WG_OK);
	CHECK_INT(wg_leaves_read_klv(&back, "k", data, len, tiny, err,
	    sizeof(err)), WG_OK);
	for (k = 0, wrong = 0; k < lv->index.total; k++)
		wrong += back->values[k] != lv->values[k];
	CHECK_INT(wrong, 0);
	wg_leaves_free(back);
	free(data);
	wg_variant_free(more);
	free(text);
	wg_leaves_free(lv);
}

/*
 * Sums a file with a right CRC still cannot hold: one larger than its
 * notes allow, a leave noted more often than the racks, refused on read;
 * sums that would overflow on a merge, refused with INTO unchanged (the
 * merge once overflowed a signed integer).
 */
static void
test_crafted(void)
{
	struct wg_train_stats *a, *b, *back;
	size_t len, leave1;
	uint8_t *img, *copy;
	void *data;
	char err[256];

	CHECK_INT(wg_train_stats_new(&a, tiny), WG_OK);
	CHECK_INT(wg_train_play(a, lex, tiny, NULL, 5, 0, 4, 1, NULL, NULL),
	    WG_OK);
	CHECK_INT(wg_train_stats_write(a, &data, &len), WG_OK);
	img = data;
	copy = malloc(len);
	/* Leave 1, after the header, the variant's name and 27 codes. */
	leave1 = 64 + WG_NAME_MAX + 27 + 16;
	memcpy(copy, img, len);
	memset(copy + leave1 + 8, 0xff, 7);
	copy[leave1 + 15] = 0x7f;		/* INT64_MAX */
	wg_store_le32(copy + 20, wg_image_crc(copy, len));
	CHECK_INT(wg_train_stats_read(&back, "crafted", copy, len, tiny, lex,
	    err, sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "crafted: leave 1: a sum larger than its notes allow");
	memcpy(copy, img, len);
	memset(copy + leave1, 0xff, 8);	/* a count beyond the racks' */
	wg_store_le32(copy + 20, wg_image_crc(copy, len));
	CHECK_INT(wg_train_stats_read(&back, "crafted", copy, len, tiny, lex,
	    err, sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "crafted: leave 1: a leave noted more often than the "
	    "racks probed");
	/* Counts that allow the sums, and sums that overflow together. */
	CHECK_INT(wg_train_stats_new(&b, tiny), WG_OK);
	a->count[0] = a->count[1] = b->count[0] = b->count[1] = UINT64_MAX / 4;
	a->sum[1] = INT64_MAX - 5;
	b->sum[1] = 10;
	CHECK_INT(wg_train_stats_merge(a, b), WG_E_LIMIT);
	CHECK(a->sum[1] == INT64_MAX - 5 && a->count[1] == UINT64_MAX / 4);
	b->sum[1] = 5;
	CHECK_INT(wg_train_stats_merge(a, b), WG_OK);
	CHECK(a->sum[1] == INT64_MAX && a->count[1] == UINT64_MAX / 4 * 2);
	free(copy);
	free(data);
	wg_train_stats_free(a);
	wg_train_stats_free(b);
}

int
main(void)
{
	setup();
	RUN(test_merge);
	RUN(test_crafted);
	RUN(test_known_leaves);
	RUN(test_binary);
	RUN(test_info_and_version1);
	RUN(test_klv);
	wg_lexicon_free(lex);
	wg_variant_free(tiny);
	return unit_done();
}
