/*
 * test_endgame_table.c: the endgame solver's transposition table
 * (endgame_table.c).  A solve starts with a part of the table in use and
 * grows it as it searches, the new slots' pages made ready 2 MiB a call
 * before the entries move: entries written before a growth are found
 * after it, three positions that shared a bucket of two slots before it
 * each have their own after, and a new solve sees none of the last one's
 * entries.
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "engine/engine_private.h"
#include "unit.h"

/* Entries in distinct slots of the smallest part in use (2^18). */
#define N	4096

/* Position I's key: I in the low bits, others above them. */
static uint64_t
key_of(unsigned i)
{
	return (uint64_t)i | ((uint64_t)i * 0x9e3779b97f4a7c15ULL) << 18;
}

static struct wg_eg_entry
entry_of(unsigned i)
{
	struct wg_eg_entry e;

	memset(&e, 0, sizeof(e));
	e.value = (int16_t)(i % 1000 - 500);
	e.depth = 5;
	e.flags = WG_EG_EXACT;
	e.best = i + 1;
	return e;
}

/* The count of positions 0 to N - 1 found with their entries. */
static unsigned
found(const struct wg_eg_table *t)
{
	struct wg_eg_entry e, want;
	unsigned i, n = 0;

	for (i = 0; i < N; i++) {
		want = entry_of(i);
		if (wg_eg_table_probe(t, key_of(i), &e) && e.value ==
		    want.value && e.best == want.best && e.depth == want.depth)
			n++;
	}
	return n;
}

/* 1 when three positions stored one after the other are all found:
   their buckets are apart (a bucket holds two). */
static int
three_apart(struct wg_eg_table *t, uint64_t ka, uint64_t kb, uint64_t kc)
{
	struct wg_eg_entry e, a = entry_of(1), b = entry_of(2), c = entry_of(3);

	wg_eg_table_store(t, ka, &a);
	wg_eg_table_store(t, kb, &b);
	wg_eg_table_store(t, kc, &c);
	return wg_eg_table_probe(t, ka, &e) && e.best == a.best &&
	    wg_eg_table_probe(t, kb, &e) && e.best == b.best &&
	    wg_eg_table_probe(t, kc, &e) && e.best == c.best;
}

static void
test_grow(void)
{
	struct wg_eg_table *t;
	struct wg_eg_entry e, a = entry_of(1), b = entry_of(2), c = entry_of(3);
	/* Three positions of one bucket until the part in use grows. */
	uint64_t ka = (N + 7) | (uint64_t)1 << 18;
	uint64_t kb = (N + 7) | (uint64_t)2 << 18;
	uint64_t kc = (N + 7) | (uint64_t)3 << 18;
	/* And three of one bucket until it grows past 2^20 slots. */
	uint64_t kd = (N + 9) | (uint64_t)1 << 20;
	uint64_t ke = (N + 9) | (uint64_t)2 << 20;
	uint64_t kf = (N + 9) | (uint64_t)3 << 20;
	unsigned i;

	CHECK_INT(wg_eg_table_new(&t), WG_OK);
	CHECK_INT(wg_eg_table_ready(t, 0, 0), WG_OK);
	wg_eg_table_store(t, ka, &a);
	wg_eg_table_store(t, kb, &b);
	wg_eg_table_store(t, kc, &c);
	CHECK_INT(wg_eg_table_probe(t, ka, &e), 0);
	CHECK_INT(wg_eg_table_probe(t, kb, &e), 1);
	CHECK_INT(wg_eg_table_probe(t, kc, &e), 1);
	for (i = 0; i < N; i++) {
		e = entry_of(i);
		wg_eg_table_store(t, key_of(i), &e);
	}
	CHECK_INT(found(t), N);
	/* As many positions searched as half the slots: no growth. */
	wg_eg_table_grow(t, (uint64_t)1 << 17);
	wg_eg_table_store(t, ka, &a);
	CHECK_INT(wg_eg_table_probe(t, kb, &e), 0);
	CHECK_INT(wg_eg_table_probe(t, kc, &e), 1);
	/* One more: the growth to 2^20 slots first makes its new slots'
	   pages ready, 2 MiB a call ((2^20 - 2^18) x 16 bytes: 6 calls),
	   and KA, KB and KC still share a bucket. */
	for (i = 0; i < 6; i++)
		wg_eg_table_grow(t, ((uint64_t)1 << 17) + 1);
	CHECK(!three_apart(t, ka, kb, kc));
	/* The 7th moves the entries: nothing lost, KA, KB and KC apart. */
	wg_eg_table_grow(t, ((uint64_t)1 << 17) + 1);
	CHECK_INT(found(t), N);
	CHECK(three_apart(t, ka, kb, kc));
	/* To 2^22 slots: 24 calls, then the 25th moves them. */
	for (i = 0; i < 24; i++)
		wg_eg_table_grow(t, (uint64_t)1 << 40);
	CHECK(!three_apart(t, kd, ke, kf));
	wg_eg_table_grow(t, (uint64_t)1 << 40);
	CHECK(three_apart(t, kd, ke, kf));
	/* To 2^24, the top, in 96 + 1 calls, and never past it. */
	for (i = 0; i < 97 + 3; i++)
		wg_eg_table_grow(t, (uint64_t)1 << 40);
	CHECK_INT(found(t), N);
	CHECK(three_apart(t, ka, kb, kc));
	CHECK(three_apart(t, kd, ke, kf));
	/* The next solve: a new age, the entries gone, the part in use
	   small again. */
	CHECK_INT(wg_eg_table_ready(t, 0, 0), WG_OK);
	CHECK_INT(found(t), 0);
	wg_eg_table_store(t, ka, &a);
	wg_eg_table_store(t, kb, &b);
	wg_eg_table_store(t, kc, &c);
	CHECK_INT(wg_eg_table_probe(t, ka, &e), 0);
	/* Kept for the next solve (wg_endgame_keep_table): the same. */
	CHECK_INT(wg_eg_table_ready(t, 0, 1), WG_OK);
	CHECK(wg_eg_table_probe(t, kb, &e) && e.best == b.best);
	wg_eg_table_free(t);
}

/*
 * A bucket's first slot keeps the largest search: an entry that reached
 * every end, or searched deeper, outlasts the later smaller ones, which
 * take turns in the second slot.
 */
static void
test_larger_kept(void)
{
	struct wg_eg_table *t;
	struct wg_eg_entry e, big = entry_of(1), b = entry_of(2),
	    c = entry_of(3), deep = entry_of(4);
	uint64_t ka = 9 | (uint64_t)1 << 18, kb = 9 | (uint64_t)2 << 18;
	uint64_t kc = 9 | (uint64_t)3 << 18, kd = 9 | (uint64_t)4 << 18;

	big.flags |= WG_EG_WHOLE;
	deep.depth = 9;
	CHECK_INT(wg_eg_table_new(&t), WG_OK);
	CHECK_INT(wg_eg_table_ready(t, 0, 0), WG_OK);
	wg_eg_table_store(t, ka, &big);
	wg_eg_table_store(t, kb, &b);
	wg_eg_table_store(t, kc, &c);
	CHECK(wg_eg_table_probe(t, ka, &e) && e.best == big.best);
	CHECK_INT(wg_eg_table_probe(t, kb, &e), 0);
	CHECK(wg_eg_table_probe(t, kc, &e) && e.best == c.best);
	/* Deeper but not to every end: the second slot. */
	wg_eg_table_store(t, kd, &deep);
	CHECK(wg_eg_table_probe(t, ka, &e) && e.best == big.best);
	CHECK(wg_eg_table_probe(t, kd, &e) && e.best == deep.best);
	CHECK_INT(wg_eg_table_probe(t, kc, &e), 0);
	wg_eg_table_free(t);
}

int
main(void)
{
	RUN(test_grow);
	RUN(test_larger_kept);
	return unit_done();
}
