/*
 * fuzz_leaves.c: leave files, read against the English alphabet (or the
 * one the first byte picks) and looked up.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"

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
	return 0;
}
