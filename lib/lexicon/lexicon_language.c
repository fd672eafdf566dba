/*
 * Whether a lexicon suits a variant: the same language, or, for a
 * lexicon built with no language, no letter the variant's tiles lack.
 * An English lexicon on a Spanish board would otherwise offer English
 * words with Spanish tiles (issue 14).  And the words a game adds to its
 * list (Words With Friends names ZEN, QI, TEXTING) that a lexicon lacks.
 */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "lexicon_private.h"

/*
 * Fills MAP with the lexicon's code of each of the variant's letters (0:
 * none).  Returns 1 when the two alphabets are the same.
 */
int
wg_lex_map(const struct wg_alphabet *va, const struct wg_lexicon *lex,
    uint8_t *map)
{
	const struct wg_alphabet *la = wg_lexicon_alphabet(lex);
	unsigned c;

	if (la == va || (la->size == va->size &&
	    strcmp(la->letters, va->letters) == 0))
		return 1;
	map[0] = 0;
	for (c = 1; c <= va->size; c++)
		map[c] = (uint8_t)wg_alphabet_code(la, va->upper[c]);
	return 0;
}

/* A language tag's name for messages, or the tag itself. */
static const char *
language_name(const char *tag)
{
	static const char *const names[][2] = {
		{ "en", "English" }, { "es", "Spanish" }, { "it", "Italian" },
		{ "pt", "Portuguese" }, { "de", "German" }, { "fr", "French" },
		{ "pl", "Polish" },
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(tag, names[i][0]) == 0)
			return names[i][1];
	return tag;
}

int
wg_lexicon_suits(const struct wg_lexicon *lex, const struct wg_variant *v,
    char *errbuf, size_t errsize)
{
	const struct wg_alphabet *la = wg_lexicon_alphabet(lex);
	const char *ll = la->language, *vl = v->alphabet->language;
	char missing[64];
	size_t used = 0;
	unsigned c, n = 0;

	if (ll[0] != '\0' && vl[0] != '\0') {
		if (strcmp(ll, vl) == 0)
			return WG_OK;
		if (errbuf != NULL)
			snprintf(errbuf, errsize, "the lexicon is %s (%s), "
			    "variant %s plays %s (%s)", language_name(ll), ll,
			    v->name, language_name(vl), vl);
		return WG_E_ARG;
	}
	/* No language on one side: the letters must agree. */
	missing[0] = '\0';
	for (c = 1; c <= la->size; c++) {
		if (wg_alphabet_code(v->alphabet, la->upper[c]) != 0)
			continue;
		if (n++ < 8 && used + 6 < sizeof(missing))
			used += (size_t)snprintf(missing + used,
			    sizeof(missing) - used, "%s%s", n > 1 ? " " : "",
			    la->spell[c]);
	}
	if (n == 0)
		return WG_OK;
	if (errbuf != NULL)
		snprintf(errbuf, errsize, "the lexicon has %u letter%s variant "
		    "%s has no tile for (%s%s): a lexicon of another language?",
		    n, n == 1 ? "" : "s", v->name, missing, n > 8 ? " ..." : "");
	return WG_E_ARG;
}

unsigned
wg_lexicon_lacks(const struct wg_lexicon *lex, const struct wg_variant *v,
    char *buf, size_t size)
{
	uint8_t map[WG_MAX_LETTERS + 1], codes[WG_MAX_WORD];
	int same = wg_lex_map(v->alphabet, lex, map);
	unsigned i, k, missing = 0;
	size_t used = 0;

	if (buf != NULL && size > 0)
		buf[0] = '\0';
	for (i = 0; i < v->nadd; i++) {
		for (k = 0; k < v->add_len[i]; k++)
			if ((codes[k] = same ? v->add[i][k] :
			    map[v->add[i][k]]) == 0)
				break;
		if (k == v->add_len[i] &&
		    wg_lexicon_contains(lex, codes, v->add_len[i]))
			continue;
		if (buf != NULL && used < size) {
			if (missing > 0)
				used += (size_t)snprintf(buf + used,
				    size - used, " ");
			for (k = 0; k < v->add_len[i] && used < size; k++)
				used += (size_t)snprintf(buf + used,
				    size - used, "%s", wg_alphabet_letter(
				    v->alphabet, v->add[i][k]));
		}
		missing++;
	}
	return missing;
}
