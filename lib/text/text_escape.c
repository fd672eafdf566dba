/*
 * text_escape.c: text from input (names, words, file names) escaped for
 * the outputs it goes into, JSON strings, HTML and TSV fields or messages,
 * one character at a time, the same way in every program.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text_private.h"

static const char replacement[] = "\xef\xbf\xbd";	/* U+FFFD */

/* Byte C as \xNN in OUT; returns 4. */
static size_t
hex_byte(unsigned char c, char *out)
{
	static const char digits[] = "0123456789ABCDEF";

	out[0] = '\\';
	out[1] = 'x';
	out[2] = digits[c >> 4];
	out[3] = digits[c & 0xf];
	return 4;
}

static size_t
put(char *out, const char *s)
{
	size_t n = strlen(s);

	memcpy(out, s, n);
	return n;
}

size_t
wg_escape_next(enum wg_escape how, const char *s, size_t len, size_t *used,
    char *out)
{
	uint32_t cp;
	size_t n;
	int control;

	if ((n = wg_utf8_decode(s, len, &cp)) == 0) {
		/* Not the start of a UTF-8 character: one byte. */
		*used = 1;
		if (how == WG_ESCAPE_TEXT)
			return hex_byte((unsigned char)s[0], out);
		return put(out, replacement);
	}
	*used = n;
	control = cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
	switch (how) {
	case WG_ESCAPE_JSON:
		if (cp == '"' || cp == '\\') {
			out[0] = '\\';
			out[1] = (char)cp;
			return 2;
		}
		if (control) {
			snprintf(out, WG_ESCAPE_MAX, "\\u%04x", (unsigned)cp);
			return 6;
		}
		break;
	case WG_ESCAPE_HTML:
		switch (cp) {
		case '&':
			return put(out, "&amp;");
		case '<':
			return put(out, "&lt;");
		case '>':
			return put(out, "&gt;");
		case '"':
			return put(out, "&quot;");
		case '\'':
			return put(out, "&#39;");
		case '\t':
			break;
		default:
			/* HTML takes no control character, even by reference. */
			if (control)
				return put(out, replacement);
			break;
		}
		break;
	case WG_ESCAPE_TEXT:
		if (cp == '\t')
			return put(out, "\\t");
		if (cp == '\n')
			return put(out, "\\n");
		if (cp == '\r')
			return put(out, "\\r");
		if (control)
			return n == 1 ? hex_byte((unsigned char)s[0], out) :
			    hex_byte((unsigned char)s[0], out) +
			    hex_byte((unsigned char)s[1], out + 4);
		break;
	}
	memcpy(out, s, n);
	return n;
}

char *
wg_escape(enum wg_escape how, const char *s, size_t len)
{
	size_t i, used, pos = 0;
	char *out;

	/* At most WG_ESCAPE_MAX bytes a byte, a C1 control's 8 of its 2. */
	if (len > (SIZE_MAX - 1) / WG_ESCAPE_MAX ||
	    (out = malloc(len * WG_ESCAPE_MAX + 1)) == NULL)
		return NULL;
	for (i = 0; i < len; i += used)
		pos += wg_escape_next(how, s + i, len - i, &used, out + pos);
	out[pos] = '\0';
	return out;
}

void
wg_text_xml(struct wg_text *t, const char *s)
{
	char out[WG_ESCAPE_MAX + 1];
	size_t i, used, len = strlen(s), n;

	for (i = 0; i < len; i += used) {
		n = wg_escape_next(WG_ESCAPE_HTML, s + i, len - i, &used, out);
		out[n] = '\0';
		wg_text_puts(t, out);
	}
}
