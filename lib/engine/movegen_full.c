/*
 * movegen_full.c: whether the whole rack makes a word, alone or with
 * letters of the board, for the move generator's score bounds.  A play of
 * every tile earns the bingo bonus, so a bound that assumed one wherever
 * seven squares are free would explore most anchors for nothing.
 *
 * The words are kept by their letter multisets in a hash table.  A multiset's key is the sum of a random
 * number per letter: it needs no sorting, and the key of the rack plus a
 * board letter is one addition.  Two multisets may share a key; then a
 * play is thought possible that is not, which a bound allows.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine_private.h"
#include "lexicon/lexicon_graph.h"
#include "movegen.h"

static int
found_any(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	(void)codes;
	(void)n;
	(void)blanks;
	*(int *)arg = 1;
	return 1;	/* one is enough */
}

/* The random number of letter code C (splitmix64 of C). */
static uint64_t
letter_key(unsigned c)
{
	uint64_t z = (uint64_t)(c + 1) * 0x9e3779b97f4a7c15ULL;

	z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ z >> 27) * 0x94d049bb133111ebULL;
	return z ^ z >> 31;
}

/* Slot of KEY (0 marks an empty slot, so no key is 0). */
static size_t
key_slot(const struct wg_gen *g, uint64_t key)
{
	return (size_t)(key ^ key >> 32) & g->full_mask;
}

/* The slot of KEY, in the table, or of an empty slot. */
static inline size_t
full_find(const struct wg_gen *g, uint64_t key)
{
	size_t i;

	key |= key == 0;
	for (i = key_slot(g, key); g->full[i] != 0 && g->full[i] != key;
	    i = (i + 1) & g->full_mask)
		continue;
	return i;
}

/* Puts KEY (not 0) in the table, which has room; returns its slot. */
static size_t
full_put(struct wg_gen *g, uint64_t key)
{
	size_t i = full_find(g, key);

	if (g->full[i] == 0) {
		g->full[i] = key;
		g->full_used++;
	}
	return i;
}

/* Twice the room, the keys put again; WG_E_LIMIT past the largest. */
static int
full_grow(struct wg_gen *g)
{
	uint64_t *old = g->full;
	size_t n = g->full_mask + 1, i;

	if (n >= (size_t)1 << FULL_MAX_BITS)
		return WG_E_LIMIT;
	if ((g->full = wg_alloc_large(2 * n * sizeof(*g->full))) == NULL) {
		g->full = old;
		return WG_E_NOMEM;
	}
	g->full_mask = 2 * n - 1;
	g->full_used = 0;
	/* The slots kept so far move: full_lists finds them again. */
	free(g->full_slot);
	g->full_slot = NULL;
	for (i = 0; i < n; i++)
		if (old[i] != 0)
			full_put(g, old[i]);
	free(old);
	return WG_OK;
}

/* Keeps the word of the walk's first N letters, after those before, in
   the room made for as many words as the lexicon says it has. */
static int
full_keep(struct wg_gen *g, unsigned n)
{
	if (g->full_nwords == g->full_words_cap)
		return WG_E_LIMIT;
	g->full_order[g->full_nwords++] = (uint32_t)g->full_text_len;
	g->full_text[g->full_text_len++] = (uint8_t)n;
	memcpy(g->full_text + g->full_text_len, g->full_path, n);
	g->full_text_len += n;
	return WG_OK;
}

/* Puts the keys pending in the table, in the order found (the table is
   as if each had been put at once), each word's slot with it. */
static int
full_flush(struct wg_gen *g)
{
	size_t w = g->full_nwords - g->full_npending, slot;
	unsigned i;

	for (i = 0; i < g->full_npending; i++, w++) {
		if ((g->full_used + 1) * 2 > g->full_mask &&
		    full_grow(g) != WG_OK)
			return WG_E_LIMIT;
		slot = full_put(g, g->full_pending[i]);
		if (g->full_slot != NULL)
			g->full_slot[w] = (uint32_t)slot;
	}
	g->full_npending = 0;
	return WG_OK;
}

/* Puts the key KEY of the walk's first N letters, a word, in the table,
   and the word in the words.  The slot, most likely not in the
   processor's cache, is asked for now and filled a few words later. */
static int
full_insert(struct wg_gen *g, uint64_t key, unsigned n)
{
	if (full_keep(g, n) != WG_OK)
		return WG_E_LIMIT;
	key |= key == 0;
	g->full_bits[(key >> 40 & FULL_BITS_MASK) >> 6] |=
	    (uint64_t)1 << (key >> 40 & 63);
	__builtin_prefetch(&g->full[key_slot(g, key)], 1);
	g->full_pending[g->full_npending++] = key;
	return g->full_npending < FULL_PENDING ? WG_OK : full_flush(g);
}

/*
 * Sorts the words kept by the slots of their keys (counting them first),
 * so that a key's words lie together.
 */
static int
full_lists(struct wg_gen *g)
{
	size_t slots = g->full_mask + 1, w, s;
	uint32_t *slot_of, *order;

	if ((g->full_first = wg_alloc_large((slots + 1) *
	    sizeof(*g->full_first))) == NULL ||
	    (slot_of = malloc(g->full_nwords * sizeof(*slot_of) + 1)) == NULL)
		return WG_E_NOMEM;
	if ((order = malloc(g->full_nwords * sizeof(*order) + 1)) == NULL) {
		free(slot_of);
		return WG_E_NOMEM;
	}
	for (w = 0; w < g->full_nwords; w++) {
		const uint8_t *t = g->full_text + g->full_order[w];
		uint64_t key = 0;
		unsigned k;

		if (g->full_slot != NULL)
			slot_of[w] = g->full_slot[w];	/* kept as put */
		else {
			for (k = 1; k <= t[0]; k++)
				key += g->letter_key[t[k]];
			slot_of[w] = (uint32_t)full_find(g, key);
		}
		g->full_first[slot_of[w] + 1]++;
	}
	for (s = 0; s < slots; s++)
		g->full_first[s + 1] += g->full_first[s];
	/* Each word at its slot's next place; the places counted up end
	   where the next slot starts, so the first of each is put back. */
	for (w = 0; w < g->full_nwords; w++)
		order[g->full_first[slot_of[w]]++] = g->full_order[w];
	memmove(g->full_first + 1, g->full_first, slots *
	    sizeof(*g->full_first));
	g->full_first[0] = 0;
	free(slot_of);
	free(g->full_order);
	g->full_order = order;
	return WG_OK;
}

const uint32_t *
wg_gen_full_words(const struct wg_gen *g, uint64_t key, const uint32_t **end)
{
	size_t s = full_find(g, key);

	*end = g->full_order + g->full_first[s + 1];
	return g->full_order + g->full_first[s];
}

static int
full_has(const struct wg_gen *g, uint64_t key)
{
	key |= key == 0;
	if (!(g->full_bits[(key >> 40 & FULL_BITS_MASK) >> 6] >>
	    (key >> 40 & 63) & 1))
		return 0;
	return g->full[full_find(g, key)] != 0;
}

/* Adds the words of MIN letters or more after a prefix of DEPTH letters
   whose key is KEY, going on at NODE. */
static int
full_walk(struct wg_gen *g, uint64_t node, unsigned depth, unsigned min,
    uint64_t key)
{
	const uint64_t *kid = g->tab + GE_PTR(node);	/* the list, in order */
	uint64_t todo;

	if (depth >= WG_BOARD_MAX)
		return WG_OK;
	for (todo = gn_mask(node); todo != 0; todo &= todo - 1, kid++) {
		unsigned l = (unsigned)__builtin_ctzll(todo);
		uint64_t e = *kid;
		uint64_t k = key + g->letter_key[l];

		if (++g->full_steps > FULL_MAX_STEPS)
			return WG_E_LIMIT;
		g->full_path[depth] = (uint8_t)l;
		if (GE_ACCEPTS(e) && depth + 1 >= min &&
		    full_insert(g, k, depth + 1) != WG_OK)
			return WG_E_LIMIT;
		if (GE_PTR(e) != 0 &&
		    full_walk(g, e, depth + 1, min, k) != WG_OK)
			return WG_E_LIMIT;
	}
	return WG_OK;
}

/* Makes the table; none if the words do not fit, or take too long to
   find, or memory is short: then every bingo is thought possible. */
static void
full_table(struct wg_gen *g)
{
	size_t size = (size_t)1 << 16;
	unsigned c;

	g->full_tried = 1;
	for (c = 0; c < 64; c++)
		g->letter_key[c] = letter_key(c);
	/* Room for every word at once (no word shares a multiset): each
	   doubling would touch a new table. */
	while (size < ((size_t)1 << FULL_MAX_BITS) &&
	    size / 2 < (size_t)g->lex->words + 1)
		size *= 2;
	if ((g->full = wg_alloc_large(size * sizeof(*g->full))) == NULL)
		return;
	g->full_mask = size - 1;
	g->full_used = 0;
	g->full_steps = 0;
	/* The words, each its length and letters: room for them all. */
	g->full_words_cap = (size_t)g->lex->words;
	g->full_nwords = g->full_text_len = 0;
	if (g->full_words_cap > UINT32_MAX / (WG_BOARD_MAX + 1) ||
	    (g->full_order = wg_alloc_large((g->full_words_cap + 1) *
	    sizeof(*g->full_order))) == NULL || (g->full_text =
	    wg_alloc_large(g->full_words_cap * (WG_BOARD_MAX + 1) + 1)) ==
	    NULL || (g->full_slot = malloc((g->full_words_cap + 1) *
	    sizeof(*g->full_slot))) == NULL) {
		wg_gen_full_free(g);
		return;
	}
	/* Every word of a full rack's letters or more: plays of every
	   tile, alone or with the board's letters. */
	g->full_npending = 0;
	if (full_walk(g, g->dawg_node, 0, g->v->rack_size, 0) != WG_OK ||
	    full_flush(g) != WG_OK || full_lists(g) != WG_OK)
		wg_gen_full_free(g);
	free(g->full_slot);
	g->full_slot = NULL;
}

/*
 * Whether the rack (key RACK_KEY and BLANKS blanks) with letters of key
 * KEY makes a word: with one blank, any letter for it.
 */
static int
full_with_key(const struct wg_gen *g, uint64_t key)
{
	unsigned x;

	key += g->rack_key;
	if (g->rack_blanks == 0)
		return full_has(g, key);
	for (x = 1; x <= g->lex->alphabet.size; x++)
		if (full_has(g, key + g->letter_key[x]))
			return 1;
	return 0;
}

int
wg_gen_full_through(struct wg_gen *g, uint64_t key)
{
	struct full_cached *c = &g->full_cache[(key ^ key >> 29) &
	    (FULL_CACHE - 1)];

	if (!g->full_exact)
		return 1;
	/* Anchors of one run share the board's letters: each looked up
	   once (with a blank, once a letter for it). */
	if (c->stamp != g->full_stamp || c->key != key) {
		c->key = key;
		c->stamp = g->full_stamp;
		c->possible = (uint8_t)full_with_key(g, key);
	}
	return c->possible;
}

/*
 * Looks up, once a run, whether the whole rack makes a word, and which
 * one more letter would make one with it.
 */
void
wg_gen_full_lookup(struct wg_gen *g)
{
	uint8_t rack[WG_RACK_MAX];
	unsigned i;

	g->full_alone = 0;
	g->full_with = 0;
	g->full_with_known = ~(uint64_t)0;
	g->full_exact = 0;
	g->rack_key = 0;
	g->rack_blanks = 0;
	/* First, as making the table draws the letter keys: a rack's key
	   summed before them was 0, and on the run that made the table
	   every bingo was looked up in vain, so bounded away. */
	if (g->full == NULL && !g->full_tried && ++g->runs > FULL_AFTER_RUNS)
		full_table(g);
	for (i = 0; i < g->rack_len; i++) {
		uint8_t t = g->rack[i];

		if (t != 0 && g->v2l[t] == NO_LETTER)
			return;		/* a tile no word can use */
		rack[i] = t == 0 ? 0 : g->v2l[t];
		if (t == 0)
			g->rack_blanks++;
		else
			g->rack_key += g->letter_key[rack[i]];
	}
	/* The table has the words of a full rack's length and more. */
	if (g->full == NULL || g->rack_len != g->v->rack_size ||
	    g->rack_blanks > 1) {
		wg_lexicon_anagram(g->lex, rack, g->rack_len, found_any,
		    &g->full_alone);
		g->full_with = g->full_with_known = ~(uint64_t)0;
		return;
	}
	/* Which letters make a word with the rack: each looked up when a
	   bound first asks (with a blank, one lookup a letter for it). */
	g->full_exact = 1;
	g->full_with_known = 0;
	g->full_stamp++;
	g->full_alone = full_with_key(g, 0);
}

int
wg_gen_full_with(struct wg_gen *g, unsigned l)
{
	uint64_t bit = (uint64_t)1 << l;

	if (!(g->full_with_known & bit)) {
		g->full_with_known |= bit;
		if (full_with_key(g, g->letter_key[l]))
			g->full_with |= bit;
	}
	return (g->full_with & bit) != 0;
}

void
wg_gen_full_free(struct wg_gen *g)
{
	free(g->full);
	free(g->full_first);
	free(g->full_order);
	free(g->full_text);
	free(g->full_slot);
	g->full_slot = NULL;
	g->full = NULL;
	g->full_first = g->full_order = NULL;
	g->full_text = NULL;
}
