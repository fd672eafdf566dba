/*
 * utf8.c: strict UTF-8 decoding and encoding of single code points.
 */
#include "config.h"

#include "text_private.h"

size_t
wg_utf8_decode(const char *s, size_t len, uint32_t *cp)
{
	const unsigned char *p = (const unsigned char *)s;
	uint32_t c, min;
	size_t n, i;

	if (len == 0)
		return 0;
	c = p[0];
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf) {
		n = 2;
		c &= 0x1f;
		min = 0x80;
	} else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		c &= 0x0f;
		min = 0x800;
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		c &= 0x07;
		min = 0x10000;
	} else
		return 0;	/* a continuation byte, C0, C1 or F5-FF */
	if (len < n)
		return 0;
	for (i = 1; i < n; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (p[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return n;
}

size_t
wg_utf8_encode(uint32_t cp, char *out)
{
	unsigned char *p = (unsigned char *)out;

	if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		cp = 0xfffd;	/* not a scalar value: replacement character */
	if (cp < 0x80) {
		p[0] = cp;
		return 1;
	}
	if (cp < 0x800) {
		p[0] = 0xc0 | cp >> 6;
		p[1] = 0x80 | (cp & 0x3f);
		return 2;
	}
	if (cp < 0x10000) {
		p[0] = 0xe0 | cp >> 12;
		p[1] = 0x80 | (cp >> 6 & 0x3f);
		p[2] = 0x80 | (cp & 0x3f);
		return 3;
	}
	p[0] = 0xf0 | cp >> 18;
	p[1] = 0x80 | (cp >> 12 & 0x3f);
	p[2] = 0x80 | (cp >> 6 & 0x3f);
	p[3] = 0x80 | (cp & 0x3f);
	return 4;
}
