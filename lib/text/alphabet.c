/*
 * alphabet.c: the letters of a language and the normalisation of words into
 * letter codes (case, diacritics, ligatures, word-list exclusions).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "text_private.h"

struct language {
	const char	*tag;
	const char	*letters;
	unsigned	 rules;
};

#define LATIN_RULES	(WG_RULE_ENTRY | WG_RULE_FOLD | WG_RULE_EXPAND)

static const struct language languages[] = {
	{ "en", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", LATIN_RULES },
	{ "es", "ABCDEFGHIJLMN\u00d1OPQRSTUVXYZ", LATIN_RULES },
	{ "it", "ABCDEFGHILMNOPQRSTUVZ", LATIN_RULES },
	{ "pt", "ABC\u00c7DEFGHIJLMNOPQRSTUVXYZ", LATIN_RULES },
	{ "de", "ABCDEFGHIJKLMNOPQRSTUVWXYZ\u00c4\u00d6\u00dc",
	    LATIN_RULES | WG_RULE_NOUNS },
	{ "fr", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", LATIN_RULES },
	{ "pl", "A\u0104BC\u0106DE\u0118FGHIJKL\u0141MN\u0143O\u00d3PRS"
	    "\u015aTUWYZ\u0179\u017b", WG_RULE_ENTRY },
};

static const char plain_letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/*
 * The base letter of each code point U+00C0..U+017F, either case, with its
 * diacritic removed; '.' where there is none (ligatures, eth's neighbours
 * thorn and kra, signs).  Sixteen code points a line.
 */
#define LATIN_FIRST	0xc0
#define LATIN_LAST	0x17f
static const char latin_base[] =
	"AAAAAA.CEEEEIIII"	/* U+00C0 */
	"DNOOOOO.OUUUUY.."	/* U+00D0 */
	"AAAAAA.CEEEEIIII"	/* U+00E0 */
	"DNOOOOO.OUUUUY.Y"	/* U+00F0 */
	"AAAAAACCCCCCCCDD"	/* U+0100 */
	"DDEEEEEEEEEEGGGG"	/* U+0110 */
	"GGGGHHHHIIIIIIII"	/* U+0120 */
	"II..JJKK.LLLLLLL"	/* U+0130 */
	"LLLNNNNNN...OOOO"	/* U+0140 */
	"OO..RRRRRRSSSSSS"	/* U+0150 */
	"SSTTTTTTUUUUUUUU"	/* U+0160 */
	"UUUUWWYYYZZZZZZS";	/* U+0170 */

/*
 * In Latin Extended-A, case pairs sit side by side: uppercase on the even
 * code point in U+0100..U+0137 and U+014A..U+0177, on the odd one in
 * U+0139..U+0148 and U+0179..U+017E.
 */
static int
extended_a_pair(uint32_t cp, int *upper_is_even)
{
	if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14a && cp <= 0x177)) {
		*upper_is_even = 1;
		return 1;
	}
	if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17e)) {
		*upper_is_even = 0;
		return 1;
	}
	return 0;
}

uint32_t
wg_unicode_upper(uint32_t cp)
{
	int even;

	if (cp >= 'a' && cp <= 'z')
		return cp - 0x20;
	if (cp < 0xe0)
		return cp;
	if (cp <= 0xfe)
		return cp == 0xf7 ? cp : cp - 0x20;
	if (cp == 0xff)
		return 0x178;
	if (cp == 0x131)	/* dotless i */
		return 'I';
	if (cp == 0x17f)	/* long s */
		return 'S';
	if (cp == 0x130)
		return cp;
	if (extended_a_pair(cp, &even))
		return (cp % 2 == 0) == even ? cp : cp - 1;
	if (cp >= 0x3b1 && cp <= 0x3c9)	/* Greek; final sigma too */
		return cp == 0x3c2 ? 0x3a3 : cp - 0x20;
	if (cp >= 0x430 && cp <= 0x44f)
		return cp - 0x20;
	if (cp >= 0x450 && cp <= 0x45f)
		return cp - 0x50;
	return cp;
}

uint32_t
wg_unicode_lower(uint32_t cp)
{
	int even;

	if (cp >= 'A' && cp <= 'Z')
		return cp + 0x20;
	if (cp < 0xc0)
		return cp;
	if (cp <= 0xde)
		return cp == 0xd7 ? cp : cp + 0x20;
	if (cp == 0x178)
		return 0xff;
	if (cp == 0x130)	/* I with dot above */
		return 'i';
	if (cp == 0x131)
		return cp;
	if (extended_a_pair(cp, &even))
		return (cp % 2 == 0) == even ? cp + 1 : cp;
	if (cp >= 0x391 && cp <= 0x3a9 && cp != 0x3a2)
		return cp + 0x20;
	if (cp >= 0x410 && cp <= 0x42f)
		return cp + 0x20;
	if (cp >= 0x400 && cp <= 0x40f)
		return cp + 0x50;
	return cp;
}

/*
 * Whether CP may be a letter of an alphabet: ASCII letters and, roughly,
 * everything from U+00C0 on that is not a sign, a combining mark, a
 * punctuation mark or a symbol of the common blocks.
 */
static int
is_letter(uint32_t cp)
{
	if (cp < 0x80)
		return (cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z');
	if (cp < 0xc0 || cp == 0xd7 || cp == 0xf7)
		return 0;
	if (cp >= 0x2b0 && cp <= 0x36f)	/* modifiers, combining marks */
		return 0;
	if (cp >= 0x2000 && cp <= 0x2bff)	/* punctuation, symbols */
		return 0;
	if (cp >= 0x3000 && cp <= 0x303f)	/* CJK punctuation */
		return 0;
	if (cp >= 0xd800 && cp <= 0xf8ff)	/* surrogates, private use */
		return 0;
	if (cp >= 0xfe00 && cp <= 0xfe0f)	/* variation selectors */
		return 0;
	if (cp >= 0xfff0)
		return 0;
	return 1;
}

static const struct language *
find_language(const char *tag)
{
	size_t i;

	for (i = 0; i < sizeof(languages) / sizeof(languages[0]); i++)
		if (strcmp(languages[i].tag, tag) == 0)
			return &languages[i];
	return NULL;
}

int
wg_alphabet_new_letters(struct wg_alphabet **out, const char *letters,
    const char *language)
{
	const struct language *lang = NULL;
	struct wg_alphabet *a;
	uint32_t cp, up;
	size_t len, n, i, k, pos;
	unsigned code;

	*out = NULL;
	if (letters == NULL)
		return WG_E_ARG;
	if (language != NULL && *language != '\0' &&
	    (lang = find_language(language)) == NULL)
		return WG_E_ARG;
	if ((a = calloc(1, sizeof(*a))) == NULL)
		return WG_E_NOMEM;
	if (lang != NULL) {
		memcpy(a->language, lang->tag, strlen(lang->tag) + 1);
		a->rules = lang->rules;
	}
	len = strlen(letters);
	pos = 0;
	for (i = 0; i < len; i += n) {
		if ((n = wg_utf8_decode(letters + i, len - i, &cp)) == 0 ||
		    !is_letter(cp) || a->size == WG_MAX_LETTERS)
			goto bad;
		up = wg_unicode_upper(cp);
		for (code = 1; code <= a->size; code++)
			if (a->upper[code] == up)
				goto bad;
		code = ++a->size;
		a->upper[code] = up;
		a->lower[code] = wg_unicode_lower(up);
		a->spell[code][wg_utf8_encode(up, a->spell[code])] = '\0';
		a->spell_lower[code][wg_utf8_encode(a->lower[code],
		    a->spell_lower[code])] = '\0';
		k = strlen(a->spell[code]);
		memcpy(a->letters + pos, a->spell[code], k);
		pos += k;
		if (up < 0x80) {
			a->ascii[up] = code;
			a->ascii[a->lower[code]] = code;
		}
	}
	a->letters[pos] = '\0';
	if (a->size == 0)
		goto bad;
	*out = a;
	return WG_OK;
bad:
	free(a);
	return WG_E_ARG;
}

int
wg_alphabet_new(struct wg_alphabet **out, const char *language)
{
	const struct language *lang;

	if (language == NULL || *language == '\0')
		return wg_alphabet_new_letters(out, plain_letters, NULL);
	if ((lang = find_language(language)) == NULL) {
		*out = NULL;
		return WG_E_ARG;
	}
	return wg_alphabet_new_letters(out, lang->letters, language);
}

void
wg_alphabet_free(struct wg_alphabet *alphabet)
{
	free(alphabet);
}

unsigned
wg_alphabet_size(const struct wg_alphabet *alphabet)
{
	return alphabet->size;
}

const char *
wg_alphabet_language(const struct wg_alphabet *alphabet)
{
	return alphabet->language;
}

const char *
wg_alphabet_letters(const struct wg_alphabet *alphabet)
{
	return alphabet->letters;
}

const char *
wg_alphabet_letter(const struct wg_alphabet *alphabet, unsigned code)
{
	if (code == 0 || code > alphabet->size)
		return NULL;
	return alphabet->spell[code];
}

const char *
wg_alphabet_letter_lower(const struct wg_alphabet *alphabet, unsigned code)
{
	if (code == 0 || code > alphabet->size)
		return NULL;
	return alphabet->spell_lower[code];
}

unsigned
wg_alphabet_code(const struct wg_alphabet *alphabet, uint32_t cp)
{
	unsigned code;

	if (cp < 0x80)
		return alphabet->ascii[cp];
	for (code = 1; code <= alphabet->size; code++)
		if (alphabet->upper[code] == cp || alphabet->lower[code] == cp)
			return code;
	return 0;
}

/*
 * Maps the non-ASCII code point CP to at most two codes in OUT under the
 * alphabet's rules; returns how many, 0 when CP is not a letter here.
 * The alphabet's own letters win over any folding, so that "de" keeps Ä
 * and "es" keeps Ñ.
 */
static size_t
map_other(const struct wg_alphabet *a, uint32_t cp, uint8_t out[2])
{
	uint32_t up = wg_unicode_upper(cp);
	const char *pair = NULL;
	unsigned code;
	char base;

	for (code = 1; code <= a->size; code++)
		if (a->upper[code] == up) {
			out[0] = code;
			return 1;
		}
	if ((a->rules & WG_RULE_FOLD) && up >= LATIN_FIRST &&
	    up <= LATIN_LAST && (base = latin_base[up - LATIN_FIRST]) != '.') {
		out[0] = a->ascii[(unsigned char)base];
		return out[0] != 0;
	}
	if (!(a->rules & WG_RULE_EXPAND))
		return 0;
	switch (up) {
	case 0xc6:	/* Æ */
		pair = "AE";
		break;
	case 0x152:	/* Œ */
		pair = "OE";
		break;
	case 0x132:	/* Ĳ */
		pair = "IJ";
		break;
	case 0xdf:	/* ß */
	case 0x1e9e:	/* capital sharp s */
		pair = "SS";
		break;
	default:
		return 0;
	}
	out[0] = a->ascii[(unsigned char)pair[0]];
	out[1] = a->ascii[(unsigned char)pair[1]];
	return out[0] != 0 && out[1] != 0 ? 2 : 0;
}

static int
is_space(unsigned char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/* Whether the first two letters of S[0..LEN) are capitals ("USA", "ABC"). */
static int
all_capitals(const char *s, size_t len)
{
	uint32_t cp;
	size_t k, i = 0, step;

	for (k = 0; k < 2; k++, i += step) {
		if (i >= len || (step = wg_utf8_decode(s + i, len - i, &cp)) == 0)
			return 0;
		if (wg_unicode_lower(cp) == cp)
			return 0;
	}
	return 1;
}

enum wg_word_status
wg_alphabet_word(const struct wg_alphabet *alphabet, enum wg_word_mode mode,
    const char *text, size_t len, uint8_t *codes, size_t *ncodes,
    size_t *badcol)
{
	const unsigned char *s = (const unsigned char *)text;
	const int entry = mode == WG_WORD_ENTRY &&
	    (alphabet->rules & WG_RULE_ENTRY);
	enum wg_word_status status;
	size_t i, end, n, col, k, step;
	uint8_t two[2];
	uint32_t cp;
	unsigned char c;

	*ncodes = 0;
	n = 0;
	col = 1;
	i = 0;
	end = len;
	/* Trim ASCII white space and no-break spaces (U+00A0). */
	for (;;) {
		if (i < end && is_space(s[i]))
			i++;
		else if (end - i >= 2 && s[i] == 0xc2 && s[i + 1] == 0xa0)
			i += 2;
		else
			break;
		col++;
	}
	for (;;) {
		if (end > i && is_space(s[end - 1]))
			end--;
		else if (end - i >= 2 && s[end - 2] == 0xc2 &&
		    s[end - 1] == 0xa0)
			end -= 2;
		else
			break;
	}
	if (i == end) {
		/* Nothing to read: the whole word is at fault. */
		if (badcol != NULL)
			*badcol = 1;
		return WG_WORD_BLANK;
	}
	if (entry) {
		if (s[i] < 0x80)
			cp = s[i];
		else if (wg_utf8_decode(text + i, end - i, &cp) == 0)
			cp = 0;
		if (wg_unicode_lower(cp) != cp && (!(alphabet->rules &
		    WG_RULE_NOUNS) || all_capitals(text + i, end - i))) {
			status = WG_WORD_PROPER_NOUN;
			goto fail;
		}
	}
	for (; i < end; i += step, col++) {
		c = s[i];
		if (c < 0x80) {
			/* The fast path: one table look-up a letter. */
			step = 1;
			if (alphabet->ascii[c] != 0) {
				if (n == WG_MAX_WORD) {
					col = 1;
					status = WG_WORD_TOO_LONG;
					goto fail;
				}
				codes[n++] = alphabet->ascii[c];
				continue;
			}
			if (entry && (c == '-' || c == '\'' || c == '.')) {
				status = WG_WORD_PUNCTUATION;
				goto fail;
			}
			status = WG_WORD_BAD_LETTER;
			goto fail;
		}
		if ((step = wg_utf8_decode(text + i, end - i, &cp)) == 0) {
			status = WG_WORD_BAD_UTF8;
			goto fail;
		}
		if (entry && cp == 0x2019) {
			status = WG_WORD_PUNCTUATION;
			goto fail;
		}
		if ((k = map_other(alphabet, cp, two)) == 0) {
			status = WG_WORD_BAD_LETTER;
			goto fail;
		}
		if (n + k > WG_MAX_WORD) {
			col = 1;
			status = WG_WORD_TOO_LONG;
			goto fail;
		}
		memcpy(codes + n, two, k);
		n += k;
	}
	*ncodes = n;
	return WG_WORD_OK;
fail:
	if (badcol != NULL)
		*badcol = col;
	return status;
}

const char *
wg_word_status_str(enum wg_word_status status)
{
	switch (status) {
	case WG_WORD_OK:
		return "ok";
	case WG_WORD_BLANK:
		return "no letters";
	case WG_WORD_BAD_UTF8:
		return "invalid UTF-8";
	case WG_WORD_BAD_LETTER:
		return "not a letter of the alphabet";
	case WG_WORD_PROPER_NOUN:
		return "capitalised (proper noun)";
	case WG_WORD_PUNCTUATION:
		return "hyphen, apostrophe or period";
	case WG_WORD_TOO_LONG:
		return "too long";
	}
	return "unknown status";
}

size_t
wg_alphabet_spell(const struct wg_alphabet *alphabet, const uint8_t *codes,
    size_t n, char *buf, size_t size)
{
	size_t i, pos, k;

	if (size == 0)
		return (size_t)-1;
	for (i = pos = 0; i < n; i++) {
		if (codes[i] == 0 || codes[i] > alphabet->size)
			goto fail;
		k = strlen(alphabet->spell[codes[i]]);
		if (size - pos <= k)
			goto fail;
		memcpy(buf + pos, alphabet->spell[codes[i]], k);
		pos += k;
	}
	buf[pos] = '\0';
	return pos;
fail:
	buf[0] = '\0';
	return (size_t)-1;
}
