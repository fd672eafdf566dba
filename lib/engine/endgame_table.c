/*
 * endgame_table.c: the exact endgame solver's transposition table,
 * buckets of two slots of one entry each (32 bytes, in one cache line
 * when the system gives its pages): the first slot keeps the entry of the
 * largest search (one that reached the end of every line first, then the
 * deepest), the second the latest of the others.  Threads searching the
 * same endgame share it without locks: a slot's two words are its data
 * and its key XOR its data, so a slot half written by one thread as
 * another reads it does not match.
 */
#include "config.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "engine_private.h"

/* 2^EG_TABLE_BITS slots of 16 bytes at most, 2^EG_TABLE_MIN_BITS at
   least; a solve starts with 2^EG_TABLE_START_BITS of them in use and
   grows them EG_TABLE_GROW bits at a time. */
#define EG_TABLE_BITS		24
#define EG_TABLE_MIN_BITS	12
#define EG_TABLE_START_BITS	18
#define EG_TABLE_GROW		2
/* Slots a grow makes ready at one call, before it moves the entries:
   2 MiB, one large page. */
#define EG_TABLE_READY_STEP	(((size_t)2 << 20) / sizeof(struct eg_slot))
#define EG_AGE_SHIFT		3
#define EG_AGE_MAX		(0xff >> EG_AGE_SHIFT)
/* Slots a bucket. */
#define EG_WAYS			2

struct eg_slot {
	_Atomic uint64_t check;		/* key ^ data */
	_Atomic uint64_t data;
};

struct wg_eg_table {
	struct eg_slot	*slot;
	unsigned	 bits;		/* allocated: 2^bits slots */
	_Atomic size_t	 mask;		/* used: those under the mask */
	size_t		 top;		/* the mask this age may grow to */
	size_t		 kept_top;	/* the top of the last age */
	size_t		 ready;		/* slots under it: pages touched */
	/* Each solve writes the entries with an age of its own (0: never
	   written) and sees no entry of another age, as if the table were
	   empty: a solve searches the same positions whatever came before.
	   The table is emptied only when the ages run out. */
	unsigned	 age;
};

/*
 * N slots, zeroed: fresh pages of the system's, on 2 MiB pages where it
 * gives them on request (a wish, not a need).  A solve reads and writes
 * slots all over the part of the table in use: in 4 KiB pages each
 * first touch is two faults, a read (the shared page of zeros) then a
 * write (a page of its own), and while another thread of the solve runs
 * on another core that write makes the kernel interrupt it to forget the
 * old page; each later touch may miss the address cache.
 * doc/lab/endgame.md measures it.
 */
static struct eg_slot *
slots_new(size_t n)
{
	size_t size = n * sizeof(struct eg_slot);
#if defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
	void *p;

	if (size >= ((size_t)2 << 20)) {
		p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE |
		    MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED)
			return NULL;
		(void)madvise(p, size, MADV_HUGEPAGE);
		return p;
	}
#endif
	return calloc(1, size);
}

static void
slots_free(struct eg_slot *s, size_t n)
{
#if defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
	if (s != NULL && n * sizeof(*s) >= ((size_t)2 << 20)) {
		(void)munmap(s, n * sizeof(*s));
		return;
	}
#else
	(void)n;
#endif
	free(s);
}

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
	slots_free(t->slot, (size_t)1 << t->bits);
	free(t);
}

int
wg_eg_table_ready(struct wg_eg_table *t, uint64_t node_limit, int keep)
{
	unsigned bits = EG_TABLE_MIN_BITS;
	size_t top;

	if (node_limit == 0)
		bits = EG_TABLE_BITS;
	while (bits < EG_TABLE_BITS && ((uint64_t)1 << bits) < 2 * node_limit)
		bits++;
	if (t->slot == NULL || t->bits < bits) {
		slots_free(t->slot, (size_t)1 << t->bits);
		if ((t->slot = slots_new((size_t)1 << bits)) == NULL) {
			t->bits = 0;
			return WG_E_NOMEM;
		}
		t->bits = bits;
		t->age = 0;
		t->ready = 0;
	}
	top = ((size_t)1 << bits) - 1;
	if (keep && t->age > 0 && top == t->kept_top)
		return WG_OK;
	t->top = t->kept_top = top;
	atomic_store_explicit(&t->mask, bits > EG_TABLE_START_BITS ?
	    ((size_t)1 << EG_TABLE_START_BITS) - 1 : top,
	    memory_order_relaxed);
	if (++t->age > EG_AGE_MAX) {
		memset(t->slot, 0, ((size_t)1 << t->bits) * sizeof(*t->slot));
		t->ready = (size_t)1 << t->bits;
		t->age = 1;
	}
	return WG_OK;
}

/*
 * Grows the part of T in use when the solve has searched NODES positions,
 * more than half its slots (a solve writes an entry for most of them,
 * and a table fuller than half loses too many: vs_frentz:23 searched
 * 8% more positions growing at twice): the entries of this age move to the slots
 * of the new mask (their own or one that was never used in this age),
 * then the mask is the new one.  A thread that writes an entry under the
 * old mask meanwhile loses it: a slot is a guess, never a wrong answer.
 * A solve of a few thousand positions so touches a few MB, not 256.
 * The new slots' pages are first touched 2 MiB a call (the system's
 * fresh pages took up to 0.3 s for 48 MiB here, 1.1 s for the last grow:
 * a budget the caller looks at between two calls is kept), then the
 * entries move in one call.
 * Called by one thread only, the solve's main one.
 */
void
wg_eg_table_grow(struct wg_eg_table *t, uint64_t nodes)
{
	size_t mask = atomic_load_explicit(&t->mask, memory_order_relaxed);
	size_t wide, i, k, end;
	uint64_t d, c;

	if (mask >= t->top || 2 * nodes <= (uint64_t)(mask + 1))
		return;
	wide = ((mask + 1) << EG_TABLE_GROW) - 1;
	if (wide > t->top)
		wide = t->top;
	if (t->ready <= wide) {
		if (t->ready <= mask)
			t->ready = mask + 1;
		end = t->ready + EG_TABLE_READY_STEP;
		if (end > wide + 1)
			end = wide + 1;
		/* A write that changes nothing: no other thread writes
		   there, but one that does is not undone. */
		for (i = t->ready; i < end; i += 4096 / sizeof(*t->slot))
			(void)atomic_fetch_or_explicit(&t->slot[i].check, 0,
			    memory_order_relaxed);
		t->ready = end;
		return;
	}
	for (i = 0; i <= mask; i++) {
		d = atomic_load_explicit(&t->slot[i].data,
		    memory_order_relaxed);
		c = atomic_load_explicit(&t->slot[i].check,
		    memory_order_relaxed);
		/* The same slot of its bucket under the new mask. */
		if (d == 0 || ((d >> 24) & 0xff) >> EG_AGE_SHIFT != t->age ||
		    (k = ((c ^ d) & wide & ~(size_t)(EG_WAYS - 1)) |
		    (i & (EG_WAYS - 1))) == i)
			continue;
		atomic_store_explicit(&t->slot[k].data, d,
		    memory_order_relaxed);
		atomic_store_explicit(&t->slot[k].check, c,
		    memory_order_relaxed);
	}
	atomic_store_explicit(&t->mask, wide, memory_order_relaxed);
}

/* The first slot of KEY's bucket. */
static struct eg_slot *
bucket(const struct wg_eg_table *t, uint64_t key)
{
	return &t->slot[key & atomic_load_explicit(&t->mask,
	    memory_order_relaxed) & ~(size_t)(EG_WAYS - 1)];
}

/* Slot S's data into *D; the key of the position it holds. */
static uint64_t
slot_read(struct eg_slot *s, uint64_t *d)
{
	*d = atomic_load_explicit(&s->data, memory_order_relaxed);
	return atomic_load_explicit(&s->check, memory_order_relaxed) ^ *d;
}

static void
slot_write(struct eg_slot *s, uint64_t key, uint64_t d)
{
	atomic_store_explicit(&s->data, d, memory_order_relaxed);
	atomic_store_explicit(&s->check, key ^ d, memory_order_relaxed);
}

int
wg_eg_table_probe(const struct wg_eg_table *t, uint64_t key,
    struct wg_eg_entry *e)
{
	struct eg_slot *s = bucket(t, key);
	uint64_t d;
	unsigned i;

	for (i = 0; i < EG_WAYS; i++)
		if (slot_read(&s[i], &d) == key) {
			unpack(d, e);
			return (e->flags >> EG_AGE_SHIFT) == t->age;
		}
	return 0;
}

/* Whether an entry of FLAGS and DEPTH (of this age) is of a larger search
   than OLD's, or as large: the first slot's. */
static int
larger(const struct wg_eg_table *t, uint8_t flags, uint8_t depth,
    const struct wg_eg_entry *old)
{
	unsigned whole = flags & WG_EG_WHOLE, owhole = old->flags & WG_EG_WHOLE;

	return (old->flags >> EG_AGE_SHIFT) != t->age || whole > owhole ||
	    (whole == owhole && depth >= old->depth);
}

void
wg_eg_table_store(struct wg_eg_table *t, uint64_t key,
    const struct wg_eg_entry *e)
{
	struct eg_slot *s = bucket(t, key);
	struct wg_eg_entry old, w = *e;
	uint64_t d0, k0, d;

	w.flags = (uint8_t)((e->flags & ((1 << EG_AGE_SHIFT) - 1)) |
	    t->age << EG_AGE_SHIFT);
	d = pack(&w);
	k0 = slot_read(&s[0], &d0);
	unpack(d0, &old);
	if (k0 == key || larger(t, w.flags, w.depth, &old)) {
		/* The first slot's entry, of another position, moves to
		   the second. */
		if (k0 != key && (old.flags >> EG_AGE_SHIFT) == t->age)
			slot_write(&s[1], k0, d0);
		slot_write(&s[0], key, d);
		return;
	}
	slot_write(&s[1], key, d);
}
