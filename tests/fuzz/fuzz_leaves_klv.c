/*
 * fuzz_leaves_klv.c: KLV and KLV2 leave files (a word graph of leaves and
 * their values), read for a tiny variant of four letters or, first byte
 * 1 modulo 16, for classic (914,624 leaves: a slower run).  The harness makes the sizes add up first (the
 * graph's node count at most what the bytes hold, the values what is
 * left, 4 or 2 bytes each by the first byte's second bit) so that the
 * fuzzer gets past them to the walk of the graph; a file read is looked
 * up and, for tiny, written as a KLV2, read again and written again to
 * the same bytes (classic's 914,624 leaves would take seconds a run).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void
put32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

FUZZ_TARGET(leaves_klv)
{
	const struct wg_variant *tiny = fuzz_tiny_variant();
	const struct wg_variant *v;
	struct wg_leaves *lv, *again;
	uint8_t *img;
	void *out, *out2;
	size_t len, n, n2, rest;
	uint32_t k, each;
	char err[512];
	int rc;

	if (tiny == NULL || size < 1)
		return 0;
	v = data[0] % 16 != 1 ? tiny : fuzz_variant("classic");
	each = data[0] & 2 ? 2 : 4;
	if (v == NULL || (img = malloc(size)) == NULL)
		return 0;
	memcpy(img, data + 1, size - 1);
	len = size - 1;
	if (len >= 12) {
		k = (uint32_t)(img[0] | img[1] << 8);
		if (k == 0 || k > (len - 8) / 4)
			k = k % ((len - 8) / 4) + 1;
		put32(img, k);
		rest = len - 8 - 4 * (size_t)k;
		put32(img + 4 + 4 * (size_t)k, (uint32_t)(rest / each));
		len -= rest % each;
	}
	err[0] = '\0';
	rc = wg_leaves_read_klv(&lv, "fuzz", img, len, v, err, sizeof(err));
	if (rc == WG_OK) {
		fuzz_leaves_probe(lv, v, img, len);
		if (v != tiny) {
			wg_leaves_free(lv);
			free(img);
			return 0;
		}
		FUZZ_ASSERT(wg_leaves_write_klv(lv, v, 2, &out, &n) == WG_OK);
		FUZZ_ASSERT(wg_leaves_klv_kind(out, n, NULL, NULL) == 2);
		FUZZ_ASSERT(wg_leaves_read_klv(&again, "again", out, n, v,
		    err, sizeof(err)) == WG_OK);
		FUZZ_ASSERT(wg_leaves_write_klv(again, v, 2, &out2, &n2) ==
		    WG_OK);
		FUZZ_ASSERT(n2 == n && memcmp(out, out2, n) == 0);
		free(out2);
		wg_leaves_free(again);
		wg_leaves_free(lv);
		free(out);
	} else {
		FUZZ_ASSERT(lv == NULL && rc < 0);
		if (rc == WG_E_FORMAT)
			FUZZ_ASSERT(strncmp(err, "fuzz:", 5) == 0);
	}
	free(img);
	return 0;
}
