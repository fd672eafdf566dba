/*
 * fuzz_pattern.c: patterns compiled against an alphabet (the first byte
 * picks it) and matched over the fixture lexicon when English.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

FUZZ_TARGET(pattern)
{
	struct wg_alphabet *a;
	struct wg_pattern *p;
	const char *msg;
	char *text;
	size_t col, count;
	int rc;

	if (size < 1 || (text = malloc(size)) == NULL)
		return 0;
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	if (wg_alphabet_new(&a, fuzz_language(data[0])) != WG_OK) {
		free(text);
		return 0;
	}
	msg = NULL;
	col = 0;
	rc = wg_pattern_compile(&p, a, text, &col, &msg);
	if (rc == WG_OK) {
		if (data[0] % 8 == 0) {
			count = 0;
			FUZZ_ASSERT(wg_lexicon_match(fuzz_lexicon(), p,
			    fuzz_count_visit, &count) >= 0);
		}
		wg_pattern_free(p);
	} else if (rc == WG_E_FORMAT)
		FUZZ_ASSERT(msg != NULL && col >= 1 && col <= size);
	wg_alphabet_free(a);
	free(text);
	return 0;
}
