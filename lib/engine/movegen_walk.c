/*
 * movegen_walk.c: the walk from an anchor (movegen_walk.h), made for any
 * x86 processor and for one with a bit-count instruction, the better
 * chosen when the generator is made; each also made for the walks in
 * which no blank may be put down.
 */
#include "config.h"

#include "engine_private.h"
#include "lexicon/lexicon_graph.h"
#include "movegen.h"

#define POPCOUNT(x)	popcount64(x)
#define OWN(name)	name##_plain_own
#define WALK(name)	name##_plain_own
#define OWN_ONLY	1
#include "movegen_walk.h"
#undef WALK
#undef OWN_ONLY
#define WALK(name)	name##_plain
#define OWN_ONLY	0
#include "movegen_walk.h"
#undef WALK
#undef OWN_ONLY
#undef OWN
#undef POPCOUNT

#if (defined(__x86_64__) || defined(__i386__)) && \
    (defined(__clang__) || defined(__GNUC__))
#define HAVE_POPCNT_WALK 1
#if defined(__clang__)
#pragma clang attribute push (__attribute__((target("popcnt"))), \
    apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("popcnt")
#endif
#define POPCOUNT(x)	((uint32_t)__builtin_popcountll(x))
#define OWN(name)	name##_popcnt_own
#define WALK(name)	name##_popcnt_own
#define OWN_ONLY	1
#include "movegen_walk.h"
#undef WALK
#undef OWN_ONLY
#define WALK(name)	name##_popcnt
#define OWN_ONLY	0
#include "movegen_walk.h"
#undef WALK
#undef OWN_ONLY
#undef OWN
#undef POPCOUNT
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#endif

void
wg_gen_walk_select(struct wg_gen *g)
{
	g->walk = anchor_plain;
	g->walk_own = anchor_plain_own;
#ifdef HAVE_POPCNT_WALK
	__builtin_cpu_init();
	if (__builtin_cpu_supports("popcnt")) {
		g->walk = anchor_popcnt;
		g->walk_own = anchor_popcnt_own;
	}
#endif
}
