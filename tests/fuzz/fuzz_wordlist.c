/*
 * fuzz_wordlist.c: word lists (plain, compressed, archives) read from
 * memory, then built into a lexicon whose words must all be found again.
 * The first byte picks the language.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"

static const char *const languages[] = {
	"", "en", "de", "fr", "es", "pl", "it", "pt"
};

struct found {
	const struct wg_lexicon *lex;
	size_t	 count;
};

static int
refind(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	struct found *f = arg;

	(void)blanks;
	FUZZ_ASSERT(wg_lexicon_contains(f->lex, codes, n));
	return ++f->count >= FUZZ_VISITS;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct wg_alphabet *a;
	struct wg_wordlist *list;
	struct wg_lexicon *lex;
	struct found f;
	size_t i;
	int rc;

	if (size < 1)
		return 0;
	if (wg_alphabet_new(&a, languages[data[0] % 8]) != WG_OK)
		return 0;
	if (wg_wordlist_new(&list, a) != WG_OK) {
		wg_alphabet_free(a);
		return 0;
	}
	rc = wg_wordlist_read_memory(list, "fuzz", data + 1, size - 1);
	FUZZ_ASSERT(rc <= 0);
	if (rc != WG_OK)
		FUZZ_ASSERT(strlen(wg_wordlist_error(list)) > 0);
	for (i = 0; i < WG_WORDLIST_MAX_REPORTS; i++)
		if (wg_wordlist_report(list, i) != NULL)
			FUZZ_ASSERT(strlen(wg_wordlist_report(list, i)) > 0);
	if (rc == WG_OK && wg_wordlist_count(list) > 0 &&
	    wg_wordlist_count(list) <= 5000 &&
	    wg_lexicon_build(&lex, list) == WG_OK) {
		f.lex = lex;
		f.count = 0;
		FUZZ_ASSERT(wg_lexicon_each(lex, refind, &f) >= 0);
		wg_lexicon_free(lex);
	}
	wg_wordlist_free(list);
	wg_alphabet_free(a);
	return 0;
}
