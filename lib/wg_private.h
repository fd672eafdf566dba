/*
 * wg_private.h: structures and helpers shared inside libwordgame only.
 */
#ifndef WG_PRIVATE_H
#define WG_PRIVATE_H

#ifndef WG_BUILDING_LIBRARY
#error "wg_private.h is internal to libwordgame; include wordgame.h"
#endif

#include <stddef.h>
#include <stdint.h>

#include "wordgame.h"

#define WG_LANGUAGE_MAX	8	/* bytes of a language tag, NUL included */

struct wg_alphabet {
	unsigned	size;				/* letters: codes 1..size */
	char		language[WG_LANGUAGE_MAX];	/* "" when none */
	uint32_t	upper[WG_MAX_LETTERS + 1];	/* code point, by code */
	uint32_t	lower[WG_MAX_LETTERS + 1];
	char		spell[WG_MAX_LETTERS + 1][5];	/* UTF-8, NUL ended */
	char		spell_lower[WG_MAX_LETTERS + 1][5];
	char		letters[WG_MAX_LETTERS * 4 + 1];
};

/*
 * A word list keeps its accepted words in one buffer, each as a length
 * byte followed by that many letter codes, in the order read.
 */
struct wg_wordlist {
	const struct wg_alphabet *alphabet;
	uint8_t		*buf;
	size_t		 len;
	size_t		 cap;
	size_t		 count;		/* words in buf */
	size_t		 rejected;
	char		*reports[WG_WORDLIST_MAX_REPORTS];
	size_t		 nreports;
	char		 error[512];
};

/*
 * Decodes one UTF-8 code point from S[0..LEN) into *CP.  Returns the bytes
 * used (1-4), or 0 for an invalid or truncated sequence.
 */
size_t	wg_utf8_decode(const char *s, size_t len, uint32_t *cp);
/* Encodes CP into OUT (4 bytes at most, not NUL ended); returns bytes. */
size_t	wg_utf8_encode(uint32_t cp, char *out);

#endif /* WG_PRIVATE_H */
