/*
 * fuzz_leaves_bin.c: binary leave files (wgleaves(5)), read for a tiny
 * variant of four letters (first byte 0) or for classic.  The harness
 * writes the right CRC into the header first, so that the fuzzer gets past
 * it to the checks behind; a file read is looked up, written back, read
 * again and written again to the same bytes.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

FUZZ_TARGET(leaves_bin)
{
	const struct wg_variant *tiny = fuzz_tiny_variant();
	const struct wg_variant *v;
	struct wg_leaves *lv, *again;
	uint8_t *img;
	void *out, *out2;
	size_t len, n, n2;
	char err[512];
	int rc;

	if (tiny == NULL || size < 1)
		return 0;
	v = data[0] == 0 ? tiny : fuzz_variant("classic");
	if (v == NULL || (img = malloc(size)) == NULL)
		return 0;
	memcpy(img, data + 1, size - 1);
	len = size - 1;
	fuzz_fix_crc(img, len);
	err[0] = '\0';
	rc = wg_leaves_read_binary(&lv, "fuzz", img, len, v, NULL, err,
	    sizeof(err));
	if (rc == WG_OK) {
		fuzz_leaves_probe(lv, v, img, len);
		FUZZ_ASSERT(wg_leaves_write_binary(lv, v, NULL, &out, &n) ==
		    WG_OK);
		FUZZ_ASSERT(wg_leaves_read_binary(&again, "again", out, n, v,
		    NULL, err, sizeof(err)) == WG_OK);
		FUZZ_ASSERT(wg_leaves_write_binary(again, v, NULL, &out2,
		    &n2) == WG_OK);
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
