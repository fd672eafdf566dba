/*
 * movegen_full.c: whether the whole rack makes a word, alone or with one
 * letter of the board, for the move generator's score bounds: a play of
 * every tile earns the bingo bonus, so a bound that assumed it everywhere
 * would explore most anchors for nothing.
 */
#include "config.h"

#include <stdlib.h>

#include "lexicon_graph.h"
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

/* The key of a multiset of letters: its codes sorted, 6 bits each. */
static uint64_t
multiset_key(const uint8_t *codes, unsigned n)
{
	uint8_t s[WG_RACK_MAX + 2];
	uint64_t key = 0;
	unsigned i, j;

	for (i = 0; i < n; i++) {
		for (j = i; j > 0 && s[j - 1] > codes[i]; j--)
			s[j] = s[j - 1];
		s[j] = codes[i];
	}
	for (i = 0; i < n; i++)
		key = key << 6 | s[i];
	return key;
}

static uint64_t
key_hash(uint64_t key)
{
	key ^= key >> 29;
	key *= 0xbf58476d1ce4e5b9ULL;
	return key ^ key >> 32;
}

static void
bingo_insert(struct wg_gen *g, uint64_t key)
{
	size_t i = (size_t)key_hash(key) & g->bingo_mask;

	while (g->bingo[i] != 0 && g->bingo[i] != key)
		i = (i + 1) & g->bingo_mask;
	if (g->bingo[i] == 0) {
		g->bingo[i] = key;
		g->bingo_used++;
	}
}

static int
bingo_has(const struct wg_gen *g, uint64_t key)
{
	size_t i = (size_t)key_hash(key) & g->bingo_mask;

	while (g->bingo[i] != 0) {
		if (g->bingo[i] == key)
			return 1;
		i = (i + 1) & g->bingo_mask;
	}
	return 0;
}

/* Adds the words of the list at LIST on, after WORD[0..DEPTH-1]. */
static int
bingo_walk(struct wg_gen *g, uint32_t list, uint8_t *word, unsigned depth,
    unsigned len)
{
	uint64_t todo;

	for (todo = ge_mask(g, list); todo != 0; todo &= todo - 1) {
		unsigned l = (unsigned)__builtin_ctzll(todo);
		uint32_t e = ge_at(g, list, l);

		word[depth] = (uint8_t)l;
		if (depth + 1 == len) {
			if (GE_ACCEPTS(e)) {
				if (g->bingo_used * 2 > g->bingo_mask)
					return WG_E_LIMIT;
				bingo_insert(g, multiset_key(word, len));
			}
		} else if (GE_PTR(e) != 0 &&
		    bingo_walk(g, GE_PTR(e), word, depth + 1, len) != WG_OK)
			return WG_E_LIMIT;
	}
	return WG_OK;
}

/*
 * The letter multisets of the words a full rack and one more letter make,
 * in a hash table: made once a generator has run a few times, as it costs
 * milliseconds.  Without it every bingo through a tile counts as possible.
 */
static void
bingo_table(struct wg_gen *g)
{
	uint8_t word[WG_RACK_MAX + 1];
	unsigned len = g->v->rack_size + 1;
	size_t size = (size_t)1 << 17;

	g->bingo_tried = 1;
	if (len > 10 || (g->bingo = calloc(size, sizeof(*g->bingo))) == NULL)
		return;
	g->bingo_mask = size - 1;
	if (bingo_walk(g, g->lex->dawg_root, word, 0, len - 1) != WG_OK ||
	    bingo_walk(g, g->lex->dawg_root, word, 0, len) != WG_OK) {
		free(g->bingo);
		g->bingo = NULL;
	}
}

/* Whether the multiset CODES[0..N-1] and B blanks makes a word of the
   table. */
static int
bingo_blanks(const struct wg_gen *g, uint8_t *codes, unsigned n, unsigned b)
{
	unsigned x;

	if (b == 0)
		return bingo_has(g, multiset_key(codes, n));
	for (x = 1; x <= g->lex->alphabet.size; x++) {
		codes[n] = (uint8_t)x;
		if (bingo_blanks(g, codes, n + 1, b - 1))
			return 1;
	}
	return 0;
}

/*
 * Looks up, once a run, whether the whole rack makes a word, and which
 * one more letter would make one with it.
 */
void
wg_gen_full_lookup(struct wg_gen *g)
{
	uint8_t rack[WG_RACK_MAX + 2], letters[WG_RACK_MAX + 2];
	unsigned i, n = 0, b = 0, l;

	g->full_alone = 0;
	g->full_with = 0;
	for (i = 0; i < g->rack_len; i++) {
		uint8_t t = g->rack[i];

		if (t != 0 && g->v2l[t] == NO_LETTER)
			return;		/* a tile no word can use */
		rack[i] = t == 0 ? 0 : g->v2l[t];
		if (t == 0)
			b++;
		else
			letters[n++] = g->v2l[t];
	}
	if (g->bingo == NULL && !g->bingo_tried && ++g->runs > 16)
		bingo_table(g);
	/* The table has the words of a full rack and one more letter. */
	if (g->bingo == NULL || g->rack_len != g->v->rack_size || b > 1) {
		wg_lexicon_anagram(g->lex, rack, g->rack_len, found_any,
		    &g->full_alone);
		g->full_with = ~(uint64_t)0;
		return;
	}
	g->full_alone = bingo_blanks(g, letters, n, b);
	for (l = 1; l <= g->lex->alphabet.size; l++) {
		letters[n] = (uint8_t)l;
		if (bingo_blanks(g, letters, n + 1, b))
			g->full_with |= (uint64_t)1 << l;
	}
}

void
wg_gen_full_free(struct wg_gen *g)
{
	free(g->bingo);
	g->bingo = NULL;
}
