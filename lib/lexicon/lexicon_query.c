/*
 * lexicon_query.c: lookups, dumps, rack queries and hooks over a loaded
 * lexicon's DAWG (front hooks use the reversed-prefix graph).
 */
#include "config.h"

#include <string.h>

#include "lexicon_private.h"
#include "lexicon_graph.h"

const struct wg_alphabet *
wg_lexicon_alphabet(const struct wg_lexicon *lex)
{
	return &lex->alphabet;
}

void
wg_lexicon_info(const struct wg_lexicon *lex, struct wg_lexicon_info *info)
{
	memset(info, 0, sizeof(*info));
	info->format_version = WG_LEX_VERSION;
	info->words = lex->words;
	info->nodes = lex->nodes;
	info->edges = lex->nedges;
	info->dawg_nodes = lex->dawg_nodes;
	info->dawg_edges = lex->dawg_edges;
	info->bytes = lex->image_size;
	info->dawg_bytes = ((uint64_t)lex->dawg_edges * lex->edge_bits + 7) / 8;
	info->edge_bits = lex->edge_bits;
	info->max_length = lex->max_length;
}

void
wg_lexicon_identity(const struct wg_lexicon *lex, uint32_t *words,
    uint32_t *crc)
{
	*words = lex->words;
	*crc = wg_load_le32(lex->image + 20);
}

/* The list after walking CODES[0..N) from LIST; *ACCEPTS for the end. */
static uint32_t
walk(const struct wg_lexicon *lex, uint32_t list, const uint8_t *codes,
    size_t n, unsigned *accepts)
{
	size_t i;
	uint64_t raw = 0;

	*accepts = 0;
	for (i = 0; i < n; i++) {
		if (wg_edge_find(lex, list, codes[i], &raw) == 0)
			return UINT32_MAX;
		list = wg_raw_ptr(lex, raw);
	}
	*accepts = n > 0 && wg_raw_accepts(lex, raw);
	return list;
}

int
wg_lexicon_contains(const struct wg_lexicon *lex, const uint8_t *codes,
    size_t n)
{
	unsigned accepts;

	if (n == 0 || n > WG_MAX_WORD)
		return 0;
	if (walk(lex, lex->dawg_root, codes, n, &accepts) == UINT32_MAX)
		return 0;
	return (int)accepts;
}

int
wg_lexicon_each(const struct wg_lexicon *lex, wg_word_visitor visit,
    void *arg)
{
	uint32_t stack[WG_MAX_WORD];
	uint8_t word[WG_MAX_WORD];
	size_t depth = 0;
	int rc;

	stack[0] = lex->dawg_root;
	for (;;) {
		uint64_t raw = wg_edge_raw(lex, stack[depth]);
		uint32_t ptr = wg_raw_ptr(lex, raw);

		word[depth] = (uint8_t)wg_raw_letter(lex, raw);
		if (wg_raw_accepts(lex, raw) &&
		    (rc = visit(word, depth + 1, 0, arg)) != 0)
			return rc;
		if (ptr != 0 && depth + 1 < WG_MAX_WORD) {
			stack[++depth] = ptr;
			continue;
		}
		/* Next sibling, climbing while the list is done. */
		while (wg_raw_last(lex, wg_edge_raw(lex, stack[depth]))) {
			if (depth == 0)
				return WG_OK;
			depth--;
		}
		stack[depth]++;
	}
}

struct rack_search {
	const struct wg_lexicon *lex;
	uint8_t		 count[WG_MAX_LETTERS + 1];	/* 0: blanks */
	size_t		 tiles;				/* left on the rack */
	size_t		 minlen;
	size_t		 maxlen;
	int		 exact;
	uint8_t		 word[WG_MAX_WORD];
	wg_word_visitor	 visit;
	void		*arg;
};

static int
rack_walk(struct rack_search *s, uint32_t list, size_t depth,
    uint64_t blanks)
{
	uint32_t i;
	int rc;

	if (list == 0 || depth >= s->maxlen || s->tiles == 0)
		return WG_OK;
	for (i = list;; i++) {
		uint64_t raw = wg_edge_raw(s->lex, i);
		unsigned l = wg_raw_letter(s->lex, raw);
		uint64_t b = blanks;
		uint8_t *from;

		/* The rack's own letter first: a blank could only repeat. */
		if (s->count[l] > 0)
			from = &s->count[l];
		else if (s->count[0] > 0) {
			from = &s->count[0];
			b |= (uint64_t)1 << depth;
		} else
			goto next;
		(*from)--;
		s->tiles--;
		s->word[depth] = (uint8_t)l;
		rc = WG_OK;
		if (wg_raw_accepts(s->lex, raw) && depth + 1 >= s->minlen &&
		    (!s->exact || s->tiles == 0))
			rc = s->visit(s->word, depth + 1, b, s->arg);
		if (rc == 0)
			rc = rack_walk(s, wg_raw_ptr(s->lex, raw), depth + 1,
			    b);
		(*from)++;
		s->tiles++;
		if (rc != 0)
			return rc;
next:
		if (wg_raw_last(s->lex, raw))
			return WG_OK;
	}
}

static int
rack_query(const struct wg_lexicon *lex, const uint8_t *rack, size_t n,
    size_t minlen, size_t maxlen, int exact, wg_word_visitor visit,
    void *arg)
{
	struct rack_search s;
	size_t i;

	if (n > WG_MAX_WORD)
		return WG_E_LIMIT;
	memset(&s, 0, sizeof(s));
	for (i = 0; i < n; i++) {
		if (rack[i] > lex->alphabet.size)
			return WG_E_ARG;
		s.count[rack[i]]++;
	}
	s.lex = lex;
	s.tiles = n;
	s.minlen = exact ? n : minlen ? minlen : 1;
	s.maxlen = maxlen == 0 || maxlen > WG_MAX_WORD ? WG_MAX_WORD : maxlen;
	s.exact = exact;
	s.visit = visit;
	s.arg = arg;
	return rack_walk(&s, lex->dawg_root, 0, 0);
}

int
wg_lexicon_anagram(const struct wg_lexicon *lex, const uint8_t *rack,
    size_t n, wg_word_visitor visit, void *arg)
{
	if (n == 0)
		return WG_OK;
	return rack_query(lex, rack, n, n, n, 1, visit, arg);
}

int
wg_lexicon_subanagram(const struct wg_lexicon *lex, const uint8_t *rack,
    size_t n, size_t minlen, size_t maxlen, wg_word_visitor visit, void *arg)
{
	return rack_query(lex, rack, n, minlen, maxlen, 0, visit, arg);
}

void
wg_lexicon_hooks(const struct wg_lexicon *lex, const uint8_t *codes,
    size_t n, uint64_t *front, uint64_t *back)
{
	uint8_t rev[WG_MAX_WORD];
	unsigned accepts;
	uint32_t list, i;
	size_t k;

	*front = *back = 0;
	if (n == 0 || n >= WG_MAX_WORD)
		return;
	/* Back: the letters that end a word after CODES in the DAWG. */
	list = walk(lex, lex->dawg_root, codes, n, &accepts);
	for (i = list; list != UINT32_MAX && i != 0; i++) {
		uint64_t raw = wg_edge_raw(lex, i);

		if (wg_raw_accepts(lex, raw))
			*back |= (uint64_t)1 << wg_raw_letter(lex, raw);
		if (wg_raw_last(lex, raw))
			break;
	}
	/*
	 * Front: read CODES backwards in the reversed-prefix graph, then one
	 * more letter that completes a word.
	 */
	for (k = 0; k < n; k++)
		rev[k] = codes[n - 1 - k];
	list = walk(lex, lex->gaddag_root, rev, n, &accepts);
	for (i = list; list != UINT32_MAX && i != 0; i++) {
		uint64_t raw = wg_edge_raw(lex, i);
		unsigned l = wg_raw_letter(lex, raw);

		if (wg_raw_accepts(lex, raw))
			*front |= (uint64_t)1 << l;
		if (wg_raw_last(lex, raw))
			break;
	}
}
