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

/*
 * Variants, boards and moves.
 */
/* Letter and word multipliers of each enum wg_premium. */
extern const uint8_t wg_letter_mult[7];
extern const uint8_t wg_word_mult[7];
/* The layout character of each enum wg_premium, and back (-1: none). */
extern const char wg_premium_chars[8];
int	wg_premium_from_char(int ch);

/*
 * Reads one letter of ALPHABET at S[0..LEN): its code into *CODE and
 * whether it was lowercase into *LOWER.  Returns the bytes used, or 0 when
 * S does not start with a letter of the alphabet (*CODE is then 0 if it is
 * valid UTF-8 at all, with the bytes of that character returned in *SKIP).
 */
size_t	wg_letter_read(const struct wg_alphabet *alphabet, const char *s,
	    size_t len, unsigned *code, int *lower, size_t *skip);

/*
 * Finds NAME as a data file: NAME itself when it has a '/' or is a
 * readable file, else NAME.EXT in SUBDIR and then directly in each folder
 * of $WORDGAME_PATH, $XDG_DATA_HOME/wordgame (or ~/.local/share/wordgame)
 * and DATADIR.
 */
int	wg_data_find(const char *name, const char *ext, const char *subdir,
	    const char *datadir, char *buf, size_t size);

/* Reads the whole file PATH into a new NUL-ended buffer. */
int	wg_file_read(const char *path, char **text, size_t *len);

/* printf into BUF of SIZE (may be 0). */
void	wg_msg(char *buf, size_t size, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

/* Scores W (its squares, placed mask, position set) on B's premiums. */
void	wg_score_word(const struct wg_board *b, struct wg_word *w);
/*
 * The bingo bonus for placing TILES tiles, BLANKS of them blanks; sets
 * *IS_BINGO.
 */
int	wg_score_bingo(const struct wg_variant *v, unsigned tiles,
	    unsigned blanks, int *is_bingo);

#endif /* WG_PRIVATE_H */
