/*
 * fuzz_kwg.c: KWG word graphs (kwg.c).  The first byte picks how the rest
 * is read: bit 0 walks the GADDAG, bit 1 allows blanks (tile 0), bits 2-7
 * the highest tile (0: 26).  The words of a KWG read are made into a KWG
 * again, which must read back to the same words in the same order.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#define KWG_FUZZ_BYTES	(256 * 1024)

struct packed {
	uint8_t		*buf;
	size_t		 len;
	size_t		 count;
};

static int
pack(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	struct packed *p = arg;

	FUZZ_ASSERT(blanks == 0);
	FUZZ_ASSERT(n >= 1 && n <= WG_MAX_WORD + 1);
	if (p->count >= FUZZ_VISITS || p->len + n + 1 > KWG_FUZZ_BYTES)
		return 1;
	p->buf[p->len] = (uint8_t)n;
	memcpy(p->buf + p->len + 1, codes, n);
	p->len += n + 1;
	p->count++;
	return 0;
}

FUZZ_TARGET(kwg)
{
	struct packed first = { NULL, 0, 0 }, again = { NULL, 0, 0 };
	unsigned flags, max_tile;
	uint8_t *made = NULL;
	size_t made_len;
	char err[512];
	int rc;

	if (size < 1)
		return 0;
	flags = data[0] & 3;
	max_tile = data[0] >> 2 ? data[0] >> 2 : 26;
	if ((first.buf = malloc(KWG_FUZZ_BYTES)) == NULL ||
	    (again.buf = malloc(KWG_FUZZ_BYTES)) == NULL)
		goto out;
	err[0] = '\0';
	rc = wg_kwg_each(data + 1, size - 1, "fuzz.kwg", max_tile, flags, pack,
	    &first, err, sizeof(err));
	FUZZ_ASSERT(rc == WG_OK || rc == 1 || rc == WG_E_CORRUPT ||
	    rc == WG_E_NOMEM);
	if (rc == WG_E_CORRUPT)
		FUZZ_ASSERT(strncmp(err, "fuzz.kwg: ", 10) == 0);
	if (rc == WG_E_CORRUPT)
		FUZZ_ASSERT(first.count == 0);
	/* A GADDAG's strings are not words: only a DAWG is made again. */
	if (rc != WG_OK || (flags & WG_KWG_GADDAG) || first.count == 0)
		goto out;
	rc = wg_kwg_make(first.buf, first.len, flags & WG_KWG_BLANK ?
	    WG_KWG_BLANK : WG_KWG_GADDAG, &made, &made_len, err, sizeof(err));
	FUZZ_ASSERT(rc == WG_OK || rc == WG_E_NOMEM);
	if (rc != WG_OK)
		goto out;
	rc = wg_kwg_each(made, made_len, "made.kwg", max_tile, flags, pack,
	    &again, err, sizeof(err));
	FUZZ_ASSERT(rc == WG_OK);
	FUZZ_ASSERT(again.count == first.count && again.len == first.len &&
	    memcmp(again.buf, first.buf, first.len) == 0);
out:
	free(made);
	free(first.buf);
	free(again.buf);
	return 0;
}
