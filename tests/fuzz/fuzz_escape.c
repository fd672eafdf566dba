/*
 * fuzz_escape.c: the string writer (wg_escape, wg_escape_next) over any
 * bytes, the first byte picking JSON, HTML or text: what it writes is
 * valid UTF-8 with no control character the output forbids, and, from
 * valid UTF-8, a JSON string or text that reads back as the input.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* The code point at S[0..LEN) (valid UTF-8 asserted); sets *N. */
static uint32_t
decode(const char *s, size_t len, size_t *n)
{
	const unsigned char *p = (const unsigned char *)s;
	uint32_t cp;
	size_t k, i;

	cp = p[0];
	k = cp < 0x80 ? 1 : cp >= 0xc2 && cp <= 0xdf ? 2 : cp >= 0xe0 &&
	    cp <= 0xef ? 3 : cp >= 0xf0 && cp <= 0xf4 ? 4 : 0;
	FUZZ_ASSERT(k > 0 && k <= len);
	if (k > 1)
		cp &= 0x7f >> k;
	for (i = 1; i < k; i++) {
		FUZZ_ASSERT((p[i] & 0xc0) == 0x80);
		cp = cp << 6 | (p[i] & 0x3f);
	}
	FUZZ_ASSERT(k == 1 || cp >= (k == 2 ? 0x80u : k == 3 ? 0x800u :
	    0x10000u));
	FUZZ_ASSERT(cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff));
	*n = k;
	return cp;
}

static int
is_control(uint32_t cp)
{
	return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
}

static int
hex(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ?
	    c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/*
 * Reads OUT back, checking it is what HOW allows, into BACK (the JSON
 * string's or the text's meaning); returns its length.
 */
static size_t
read_back(enum wg_escape how, const char *out, size_t len, char *back)
{
	static const char *const refs[] = { "&amp;", "&lt;", "&gt;",
	    "&quot;", "&#39;" };
	static const char raw[] = "&<>\"'";
	size_t i, n, k, pos = 0;
	uint32_t cp;

	for (i = 0; i < len; i += n) {
		cp = decode(out + i, len - i, &n);
		if (how == WG_ESCAPE_JSON && cp == '\\') {
			FUZZ_ASSERT(i + 1 < len);
			if (out[i + 1] == 'u') {
				FUZZ_ASSERT(i + 5 < len);
				for (cp = 0, k = 2; k < 6; k++) {
					FUZZ_ASSERT(hex(out[i + k]) >= 0);
					cp = cp << 4 | (uint32_t)hex(out[i + k]);
				}
				FUZZ_ASSERT(is_control(cp));
				if (cp < 0x80)
					back[pos++] = (char)cp;
				else {
					back[pos++] = (char)0xc2;
					back[pos++] = (char)(0x80 | (cp & 0x3f));
				}
				n = 6;
				continue;
			} else {
				FUZZ_ASSERT(out[i + 1] == '"' ||
				    out[i + 1] == '\\');
				back[pos++] = out[i + 1];
				n = 2;
				continue;
			}
		} else if (how == WG_ESCAPE_TEXT && cp == '\\' && i + 1 < len &&
		    (out[i + 1] == 'x' || out[i + 1] == 't' ||
		    out[i + 1] == 'n' || out[i + 1] == 'r')) {
			/* A backslash of the input stays: this may be one. */
			FUZZ_ASSERT(!is_control(cp));
		} else if (how == WG_ESCAPE_HTML && cp == '&') {
			for (k = 0; k < 5; k++)
				if (strncmp(out + i, refs[k], strlen(refs[k]))
				    == 0)
					break;
			FUZZ_ASSERT(k < 5);
			back[pos++] = raw[k];
			n = strlen(refs[k]);
			continue;
		} else if (how == WG_ESCAPE_HTML) {
			FUZZ_ASSERT(cp >= 0x80 || strchr("<>\"'", (int)cp) ==
			    NULL);
			FUZZ_ASSERT(!is_control(cp) || cp == '\t');
		} else
			FUZZ_ASSERT(!is_control(cp));
		if (how == WG_ESCAPE_JSON && cp == '"')
			FUZZ_ASSERT(0);
		memcpy(back + pos, out + i, n);
		pos += n;
	}
	return pos;
}

FUZZ_TARGET(escape)
{
	enum wg_escape how;
	const char *s = (const char *)data + 1;
	char one[WG_ESCAPE_MAX], *out, *back;
	size_t len, i, used, n, pos, k;
	int utf8 = 1, backslash = 0, control = 0;

	if (size < 1)
		return 0;
	how = (enum wg_escape)(data[0] % 3);
	len = size - 1;
	if ((out = wg_escape(how, s, len)) == NULL)
		return 0;
	/* Character by character, the same as all at once. */
	for (i = pos = 0; i < len; i += used) {
		n = wg_escape_next(how, s + i, len - i, &used, one);
		FUZZ_ASSERT(used >= 1 && used <= 4 && used <= len - i);
		FUZZ_ASSERT(n >= 1 && n <= WG_ESCAPE_MAX);
		FUZZ_ASSERT(memcmp(out + pos, one, n) == 0);
		pos += n;
	}
	FUZZ_ASSERT(out[pos] == '\0' && strlen(out) == pos);
	if ((back = malloc(pos + 1)) == NULL) {
		free(out);
		return 0;
	}
	n = read_back(how, out, pos, back);
	/*
	 * What is valid UTF-8 reads back as itself: in JSON always; in HTML
	 * without controls but tab; in text without controls or backslashes.
	 */
	for (i = 0; i < len; i += k) {
		if (wg_escape_next(WG_ESCAPE_JSON, s + i, len - i, &k, one) ==
		    3 && k == 1 && memcmp(one, "\xef\xbf\xbd", 3) == 0)
			utf8 = 0;	/* an invalid byte, replaced */
		else if (k == 1 && s[i] == '\\')
			backslash = 1;
		else if (wg_escape_next(WG_ESCAPE_TEXT, s + i, len - i, &k,
		    one) != k || memcmp(one, s + i, k) != 0)
			control |= s[i] == '\t' ? 1 : 2;
	}
	if (utf8 && (how == WG_ESCAPE_JSON || (how == WG_ESCAPE_HTML &&
	    control < 2)))
		FUZZ_ASSERT(n == len && memcmp(back, s, len) == 0);
	if (utf8 && how == WG_ESCAPE_TEXT && !control && !backslash)
		FUZZ_ASSERT(pos == len && memcmp(out, s, len) == 0);
	free(back);
	free(out);
	return 0;
}
