/*
 * fuzz_wordlist.c: word lists (plain, compressed, archives) read from
 * memory, then built into a lexicon whose words must all be found again.
 * The first byte picks the language.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"

FUZZ_TARGET(wordlist)
{
	struct wg_alphabet *a;
	struct wg_wordlist *list;
	struct wg_lexicon *lex;
	struct fuzz_refind f;
	size_t i;
	int rc;

	if (size < 1)
		return 0;
	if (wg_alphabet_new(&a, fuzz_language(data[0])) != WG_OK)
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
		FUZZ_ASSERT(wg_lexicon_each(lex, fuzz_refind_visit, &f) >= 0);
		wg_lexicon_free(lex);
	}
	wg_wordlist_free(list);
	wg_alphabet_free(a);
	return 0;
}
