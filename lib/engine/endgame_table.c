/*
 * endgame_table.c: the exact endgame solver's transposition table, one
 * entry a slot.  Threads searching the same endgame share it without
 * locks: a slot's two words are its data and its key XOR its data, so a
 * slot half written by one thread as another reads it does not match.
 */
#include "config.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "engine_private.h"

/* 2^EG_TABLE_BITS slots of 16 bytes at most, 2^EG_TABLE_MIN_BITS at
   least. */
#define EG_TABLE_BITS		24
#define EG_TABLE_MIN_BITS	12
#define EG_AGE_SHIFT		3
#define EG_AGE_MAX		(0xff >> EG_AGE_SHIFT)

struct eg_slot {
	_Atomic uint64_t check;		/* key ^ data */
	_Atomic uint64_t data;
};

struct wg_eg_table {
	struct eg_slot	*slot;
	unsigned	 bits;		/* allocated: 2^bits slots */
	size_t		 mask;		/* used: those under the mask */
	size_t		 kept_mask;	/* the mask of the last age */
	/* Each solve writes the entries with an age of its own (0: never
	   written) and sees no entry of another age, as if the table were
	   empty: a solve searches the same positions whatever came before.
	   The table is emptied only when the ages run out. */
	unsigned	 age;
};

static uint64_t
pack(const struct wg_eg_entry *e)
{
	return (uint64_t)(uint16_t)e->value | (uint64_t)e->depth << 16 |
	    (uint64_t)e->flags << 24 | (uint64_t)e->best << 32;
}

static void
unpack(uint64_t d, struct wg_eg_entry *e)
{
	e->value = (int16_t)(uint16_t)(d & 0xffff);
	e->depth = (uint8_t)(d >> 16);
	e->flags = (uint8_t)(d >> 24);
	e->best = (uint32_t)(d >> 32);
}

int
wg_eg_table_new(struct wg_eg_table **out)
{
	if ((*out = calloc(1, sizeof(**out))) == NULL)
		return WG_E_NOMEM;
	return WG_OK;
}

void
wg_eg_table_free(struct wg_eg_table *t)
{
	if (t == NULL)
		return;
	free(t->slot);
	free(t);
}

int
wg_eg_table_ready(struct wg_eg_table *t, uint64_t node_limit, int keep)
{
	unsigned bits = EG_TABLE_MIN_BITS;

	if (node_limit == 0)
		bits = EG_TABLE_BITS;
	while (bits < EG_TABLE_BITS && ((uint64_t)1 << bits) < 2 * node_limit)
		bits++;
	if (t->slot == NULL || t->bits < bits) {
		free(t->slot);
		if ((t->slot = calloc((size_t)1 << bits, sizeof(*t->slot))) ==
		    NULL) {
			t->bits = 0;
			return WG_E_NOMEM;
		}
		t->bits = bits;
		t->age = 0;
	}
	t->mask = ((size_t)1 << bits) - 1;
	if (keep && t->age > 0 && t->mask == t->kept_mask)
		return WG_OK;
	t->kept_mask = t->mask;
	if (++t->age > EG_AGE_MAX) {
		memset(t->slot, 0, ((size_t)1 << t->bits) * sizeof(*t->slot));
		t->age = 1;
	}
	return WG_OK;
}

int
wg_eg_table_probe(const struct wg_eg_table *t, uint64_t key,
    struct wg_eg_entry *e)
{
	struct eg_slot *s = &t->slot[key & t->mask];
	uint64_t d, c;

	d = atomic_load_explicit(&s->data, memory_order_relaxed);
	c = atomic_load_explicit(&s->check, memory_order_relaxed);
	if ((c ^ d) != key)
		return 0;
	unpack(d, e);
	return (e->flags >> EG_AGE_SHIFT) == t->age;
}

void
wg_eg_table_store(struct wg_eg_table *t, uint64_t key,
    const struct wg_eg_entry *e)
{
	struct eg_slot *s = &t->slot[key & t->mask];
	struct wg_eg_entry old;
	uint64_t d, c;

	d = atomic_load_explicit(&s->data, memory_order_relaxed);
	c = atomic_load_explicit(&s->check, memory_order_relaxed);
	unpack(d, &old);
	/* Another position's entry of this solve gives way to a search as
	   deep or to one that reached the end of every line. */
	if ((c ^ d) != key && (old.flags >> EG_AGE_SHIFT) == t->age &&
	    old.depth > e->depth && !(e->flags & WG_EG_WHOLE))
		return;
	old = *e;
	old.flags = (uint8_t)((e->flags & ((1 << EG_AGE_SHIFT) - 1)) |
	    t->age << EG_AGE_SHIFT);
	d = pack(&old);
	atomic_store_explicit(&s->data, d, memory_order_relaxed);
	atomic_store_explicit(&s->check, key ^ d, memory_order_relaxed);
}
