/*
 * fuzz_lexicon.c: lexicon images.  The CRC-32 is set right before loading,
 * so that mutations reach the checks behind it; whatever loads must answer
 * every query without reading outside the image.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#define HEADER	64

static void
queries(const struct wg_lexicon *lex, const uint8_t *data, size_t size)
{
	const struct wg_alphabet *a = wg_lexicon_alphabet(lex);
	unsigned letters = wg_alphabet_size(a);
	static const char *const patterns[] = {
	    "*", "?", "??*", "*?*?", "[^?]*", NULL
	};
	struct wg_lexicon_info info;
	struct wg_pattern *p;
	struct fuzz_refind c = { lex, 0 };
	uint8_t word[WG_MAX_WORD + 1];
	uint64_t front, back;
	size_t i, n, count;

	wg_lexicon_info(lex, &info);
	FUZZ_ASSERT(info.max_length >= 1 && info.max_length <= WG_MAX_WORD);
	FUZZ_ASSERT(wg_lexicon_each(lex, fuzz_refind_visit, &c) >= 0);
	/* Words and racks from the input's own bytes. */
	n = size < sizeof(word) ? size : sizeof(word);
	for (i = 0; i < n; i++)
		word[i] = (uint8_t)(data[i] % (letters + 1));
	for (i = 0; i <= n; i += 7) {
		(void)wg_lexicon_contains(lex, word, n - i);
		wg_lexicon_hooks(lex, word, n - i, &front, &back);
	}
	n = n < 8 ? n : 8;
	count = 0;
	(void)wg_lexicon_anagram(lex, word, n, fuzz_count_visit, &count);
	count = 0;
	(void)wg_lexicon_subanagram(lex, word, n, 2, 0, fuzz_count_visit,
	    &count);
	for (i = 0; patterns[i] != NULL; i++) {
		if (wg_pattern_compile(&p, a, patterns[i], NULL, NULL) != WG_OK)
			continue;
		count = 0;
		(void)wg_lexicon_match(lex, p, fuzz_count_visit, &count);
		wg_pattern_free(p);
	}
}

FUZZ_TARGET(lexicon)
{
	struct wg_lexicon *lex;
	uint8_t *img;
	char err[256];
	int rc;

	if ((img = malloc(size ? size : 1)) == NULL)
		return 0;
	memcpy(img, data, size);
	if (size >= HEADER)
		fuzz_fix_crc(img, size);
	err[0] = '\0';
	rc = wg_lexicon_load_memory(&lex, img, size, err, sizeof(err));
	free(img);
	if (rc != WG_OK) {
		FUZZ_ASSERT(lex == NULL && rc < 0 && err[0] != '\0');
		return 0;
	}
	queries(lex, data, size);
	wg_lexicon_free(lex);
	return 0;
}
