/*
 * fuzz_leaves.c: leave files, read against the English alphabet (or the
 * one the first byte picks) and looked up; and read for classic, which
 * must give what reading against its alphabet gives.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"

/* Read for classic, by leave index, and against its alphabet: the same
   outcome and the same values. */
static void
same_for_variant(const uint8_t *data, size_t size)
{
	const struct wg_variant *v = fuzz_variant("classic");
	struct wg_leaves *plain, *dense;
	uint8_t rack[WG_RACK_MAX];
	char err[512];
	size_t i, n;
	int rc;

	if (v == NULL)
		return;
	rc = wg_leaves_parse(&plain, v->alphabet, "fuzz", (const char *)data,
	    size, err, sizeof(err));
	FUZZ_ASSERT(wg_leaves_parse_variant(&dense, v, "fuzz",
	    (const char *)data, size, err, sizeof(err)) == rc);
	if (rc == WG_OK) {
		n = size < WG_RACK_MAX ? size : WG_RACK_MAX;
		for (i = 0; i < n; i++)
			rack[i] = (uint8_t)(data[i] %
			    (wg_alphabet_size(v->alphabet) + 1));
		for (i = 0; i <= n; i++)
			FUZZ_ASSERT(wg_leaves_value(plain, rack, i) ==
			    wg_leaves_value(dense, rack, i));
	}
	wg_leaves_free(plain);
	wg_leaves_free(dense);
}

FUZZ_TARGET(leaves)
{
	struct wg_alphabet *a;
	struct wg_leaves *lv;
	uint8_t rack[WG_RACK_MAX];
	char err[512];
	size_t i, n;
	int rc;

	if (size < 1 || wg_alphabet_new(&a, fuzz_language(data[0])) != WG_OK)
		return 0;
	err[0] = '\0';
	rc = wg_leaves_parse(&lv, a, "fuzz", (const char *)data + 1, size - 1,
	    err, sizeof(err));
	if (rc == WG_OK) {
		n = size - 1 < WG_RACK_MAX ? size - 1 : WG_RACK_MAX;
		for (i = 0; i < n; i++)
			rack[i] = (uint8_t)(data[1 + i] %
			    (wg_alphabet_size(a) + 1));
		for (i = 0; i <= n; i++)
			(void)wg_leaves_value(lv, rack, i);
		wg_leaves_free(lv);
	} else {
		FUZZ_ASSERT(lv == NULL && rc < 0);
		if (rc == WG_E_FORMAT)
			FUZZ_ASSERT(strncmp(err, "fuzz:", 5) == 0);
	}
	wg_alphabet_free(a);
	same_for_variant(data, size);
	return 0;
}
