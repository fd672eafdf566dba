/*
 * lexicon_private.h: the lexicon wing's internals: word lists, archives,
 * lexicon files and a variant's letters in a lexicon.
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_LEXICON_PRIVATE_H
#define WG_LEXICON_PRIVATE_H

#include "text/text_private.h"

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

/* Longest line of a word list, in bytes, line feed excluded. */
#define WG_WORDLIST_MAX_LINE	4096

/*
 * Takes line LINENO of the word-list file NAME (used in reports), TEXT[0..LEN)
 * without its line feed: normalises it with WG_WORD_ENTRY, then appends the
 * word or counts and reports the rejection.  Blank lines are skipped.
 * Returns WG_OK, WG_E_LIMIT (WG_WORDLIST_MAX_WORDS reached) or WG_E_NOMEM
 * (message set).
 */
int	wg_wordlist_feed(struct wg_wordlist *list, const char *name,
	    unsigned long lineno, const char *text, size_t len);
/*
 * Counts line LINENO, longer than WG_WORDLIST_MAX_LINE, as an entry left
 * out (too long), reporting its first bytes TEXT[0..LEN).
 */
int	wg_wordlist_reject_long(struct wg_wordlist *list, const char *name,
	    unsigned long lineno, const char *text, size_t len);
/* Sets the message wg_wordlist_error() returns; printf-style. */
void	wg_wordlist_seterr(struct wg_wordlist *list, const char *fmt, ...)
	    __attribute__((__format__(__printf__, 2, 3)));

/*
 * A libarchive reader of every format but mtree (whose bidder takes some
 * text files for it), and raw, with every filter.  NULL when one cannot
 * be set up, with a message in ERR ("cannot set up libarchive's RAR
 * reader: ...") and errno ENOMEM (out of memory) or EINVAL.
 */
struct archive;
struct archive	*wg_archive_new(char *err, size_t errsize);
/* A reader (NAME, for messages) wg_archive_new adds. */
struct wg_archive_support {
	const char	*name;
	int		(*add)(struct archive *);
};
/* The same with the N readers S (for tests of a failing one). */
struct archive	*wg_archive_new_with(const struct wg_archive_support *s,
	    size_t n, char *err, size_t errsize);
/*
 * Opens PATH ("-": standard input, named "(standard input)" in *NAME) as
 * an archive of *A reading file descriptor *FD.  Returns WG_OK; WG_E_IO or
 * WG_E_NOMEM with *A NULL, errno set and a message in ERR ("NAME: why");
 * or WG_E_FORMAT when libarchive cannot start on it (its message is on
 * *A).  Close *A with wg_archive_close.
 */
int	wg_archive_open_path(const char *path, struct archive **a, int *fd,
	    const char **name, char *err, size_t errsize);
/* Frees A and closes FD unless it is standard input; keeps errno. */
void	wg_archive_close(struct archive *a, int fd);
/*
 * libarchive's message MSG (NULL: none) in words a user can act on: the
 * zlib codes it passes on named.  Returns MSG or BUF.
 */
const char *wg_archive_message(const char *msg, char *buf, size_t size);

/* The lexicon's words and CRC-32 as its header says (lexicon_io.c). */
void	wg_lexicon_identity(const struct wg_lexicon *lex, uint32_t *words,
	    uint32_t *crc);

/* Little-endian integers and the CRC-32 of a file image but its bytes
   20-23, as lexicon and leave files keep them (lexicon_io.c). */
uint32_t wg_load_le32(const uint8_t *p);
void	wg_store_le32(uint8_t *p, uint32_t v);
uint32_t wg_image_crc(const uint8_t *img, size_t size);

/*
 * Fills MAP with the lexicon's code of each of the variant's letters (0:
 * none).  Returns 1 when the two alphabets are the same (MAP unused).
 */
int	wg_lex_map(const struct wg_alphabet *va, const struct wg_lexicon *lex,
	    uint8_t *map);

#endif /* WG_LEXICON_PRIVATE_H */
