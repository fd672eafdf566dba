/*
 * lexicon_graph.h: the in-memory lexicon and fast access to its packed
 * edges, shared by the loader, the queries and move generation.
 */
#ifndef WG_LEXICON_GRAPH_H
#define WG_LEXICON_GRAPH_H

#ifndef WG_BUILDING_LIBRARY
#error "lexicon_graph.h is internal to libwordgame"
#endif

#include <stddef.h>
#include <stdint.h>

#include "lexicon_private.h"

/*
 * File layout (wglex(5)), all integers little-endian:
 *   0  magic "WGLEX\r\n\032"        8 bytes
 *   8  u32 format version            12 u32 header size (64)
 *  16  u32 payload size              20 u32 CRC-32 of all but itself
 *  24  u32 words                     28 u32 edges
 *  32  u32 DAWG edges                36 u32 DAWG root
 *  40  u32 GADDAG root               44 u32 nodes (sibling lists)
 *  48  u32 DAWG nodes                52 u8 letter bits, u8 pointer bits,
 *  54  u8 longest word, u8 letters   56 u8 alphabet bytes, u8 language
 *  58  u16, u32 reserved (0)            bytes
 * The payload: language tag, alphabet (UTF-8), zero padding to 8 bytes,
 * then the edges packed LSB-first, EDGE_BITS each, then 8 zero bytes.
 * An edge is: letter (LETTER_BITS, codes from 1), accepts (a word ends with
 * this letter), prefix (reversed-prefix graph only: the letters read so far,
 * reversed, begin longer words), last (of its sibling list), pointer (the
 * child's sibling list, 0 for none).  Edge 0 is a dummy, so that pointer 0
 * can mean "none"; every pointer points back into an earlier list or its
 * tail.  Edges [1, DAWG edges) are the DAWG; the rest, the reversed-prefix
 * graph (the first half of a GADDAG; lexicon_build.c says why).
 */
#define WG_LEX_MAGIC		"WGLEX\r\n\032"
#define WG_LEX_VERSION		1
#define WG_LEX_HEADER_SIZE	64

struct wg_lexicon {
	struct wg_alphabet alphabet;
	const uint8_t	*edges;		/* packed edge bits */
	uint32_t	 nedges;
	uint32_t	 dawg_edges;	/* edges [0, dawg_edges) are the DAWG */
	uint32_t	 dawg_root;
	uint32_t	 gaddag_root;
	uint32_t	 words;
	uint32_t	 nodes;
	uint32_t	 dawg_nodes;
	unsigned	 letter_bits;
	unsigned	 ptr_bits;
	unsigned	 edge_bits;
	unsigned	 max_length;
	uint64_t	 edge_mask;
	uint64_t	 letter_mask;
	const uint8_t	*image;		/* the whole file */
	size_t		 image_size;
	uint8_t		*owned;		/* the image, read into memory */
};

/* One decoded edge. */
struct wg_edge {
	unsigned	letter;
	unsigned	accepts;
	unsigned	prefix;
	unsigned	last;
	uint32_t	ptr;
};

static inline uint64_t
wg_load_le64(const uint8_t *p)
{
	return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
	    (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 |
	    (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
	    (uint64_t)p[7] << 56;
}

/* The raw bits of edge I. */
static inline uint64_t
wg_edge_raw(const struct wg_lexicon *lex, uint32_t i)
{
	uint64_t bit = (uint64_t)i * lex->edge_bits;

	return (wg_load_le64(lex->edges + (bit >> 3)) >> (bit & 7)) &
	    lex->edge_mask;
}

static inline unsigned
wg_raw_letter(const struct wg_lexicon *lex, uint64_t raw)
{
	return (unsigned)(raw & lex->letter_mask);
}

static inline unsigned
wg_raw_accepts(const struct wg_lexicon *lex, uint64_t raw)
{
	return (unsigned)(raw >> lex->letter_bits) & 1;
}

static inline unsigned
wg_raw_prefix(const struct wg_lexicon *lex, uint64_t raw)
{
	return (unsigned)(raw >> (lex->letter_bits + 1)) & 1;
}

static inline unsigned
wg_raw_last(const struct wg_lexicon *lex, uint64_t raw)
{
	return (unsigned)(raw >> (lex->letter_bits + 2)) & 1;
}

static inline uint32_t
wg_raw_ptr(const struct wg_lexicon *lex, uint64_t raw)
{
	return (uint32_t)(raw >> (lex->letter_bits + 3));
}

static inline void
wg_edge_get(const struct wg_lexicon *lex, uint32_t i, struct wg_edge *e)
{
	uint64_t raw = wg_edge_raw(lex, i);

	e->letter = wg_raw_letter(lex, raw);
	e->accepts = wg_raw_accepts(lex, raw);
	e->prefix = wg_raw_prefix(lex, raw);
	e->last = wg_raw_last(lex, raw);
	e->ptr = wg_raw_ptr(lex, raw);
}

/*
 * The edge for LETTER in the sibling list starting at LIST, or 0 when there
 * is none (lists are sorted by letter).  *RAW receives its bits.
 */
static inline uint32_t
wg_edge_find(const struct wg_lexicon *lex, uint32_t list, unsigned letter,
    uint64_t *raw)
{
	uint32_t i;

	if (list == 0)
		return 0;
	for (i = list;; i++) {
		uint64_t r = wg_edge_raw(lex, i);
		unsigned l = wg_raw_letter(lex, r);

		if (l == letter) {
			*raw = r;
			return i;
		}
		if (l > letter || wg_raw_last(lex, r))
			return 0;
	}
}

/*
 * Builds the file image for the edges of a built graph; used by the builder
 * (lexicon_build.c), implemented with the loader (lexicon_io.c).
 */
struct wg_lex_layout {
	uint32_t	words;
	uint32_t	nedges;
	uint32_t	dawg_edges;
	uint32_t	dawg_root;
	uint32_t	gaddag_root;
	uint32_t	nodes;
	uint32_t	dawg_nodes;
	unsigned	max_length;
};
/* The largest lexicon file accepted (wglex(5)): far above any real list. */
#define WG_LEX_MAX_FILE	((uint64_t)1 << 30)

struct wg_edge_build {
	uint32_t	ptr;
	uint8_t		letter;
	uint8_t		accepts;
	uint8_t		prefix;
	uint8_t		last;
};
/* The lists of EDGES (laid out as LAY says) put deepest first in each
   graph, the layout's roots moved with them (lexicon_order.c). */
int	wg_lex_order(struct wg_edge_build **edges, struct wg_lex_layout *lay);
int	wg_lex_image_make(struct wg_lexicon **out,
	    const struct wg_alphabet *alphabet, const struct wg_lex_layout *lay,
	    const struct wg_edge_build *edges);

#endif /* WG_LEXICON_GRAPH_H */
