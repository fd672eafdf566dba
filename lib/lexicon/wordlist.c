/*
 * wordlist.c: the words a lexicon is built from, normalised line by line,
 * with a count and the first few reports of the entries turned away.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon_private.h"

#define WORDLIST_INITIAL	(64 * 1024)

int
wg_wordlist_new(struct wg_wordlist **out, const struct wg_alphabet *alphabet)
{
	struct wg_wordlist *list;

	*out = NULL;
	if (alphabet == NULL)
		return WG_E_ARG;
	if ((list = calloc(1, sizeof(*list))) == NULL)
		return WG_E_NOMEM;
	list->alphabet = alphabet;
	*out = list;
	return WG_OK;
}

void
wg_wordlist_free(struct wg_wordlist *list)
{
	size_t i;

	if (list == NULL)
		return;
	for (i = 0; i < list->nreports; i++)
		free(list->reports[i]);
	free(list->buf);
	free(list);
}

void
wg_wordlist_seterr(struct wg_wordlist *list, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(list->error, sizeof(list->error), fmt, ap);
	va_end(ap);
}

/* Makes room for one more word of N - 1 letters in the buffer. */
static int
reserve(struct wg_wordlist *list, size_t n)
{
	size_t cap;
	uint8_t *buf;

	if (list->count >= wg_limits()->words) {
		wg_wordlist_seterr(list, "more than %llu words (the 'words' "
		    "limit)", (unsigned long long)wg_limits()->words);
		return WG_E_LIMIT;
	}
	if (list->cap - list->len >= n)
		return WG_OK;
	cap = list->cap ? list->cap : WORDLIST_INITIAL;
	while (cap - list->len < n) {
		if (cap > SIZE_MAX / 2)
			goto nomem;
		cap *= 2;
	}
	if ((buf = realloc(list->buf, cap)) == NULL)
		goto nomem;
	list->buf = buf;
	list->cap = cap;
	return WG_OK;
nomem:
	wg_wordlist_seterr(list, "%s", wg_strerror(WG_E_NOMEM));
	return WG_E_NOMEM;
}

static void
append(struct wg_wordlist *list, const uint8_t *codes, size_t n)
{
	list->buf[list->len] = n;
	memcpy(list->buf + list->len + 1, codes, n);
	list->len += n + 1;
	list->count++;
}

int
wg_wordlist_add(struct wg_wordlist *list, const uint8_t *codes, size_t n)
{
	size_t i;
	int rc;

	if (n == 0 || n > WG_MAX_WORD) {
		wg_wordlist_seterr(list, "a word of %zu letters", n);
		return WG_E_ARG;
	}
	for (i = 0; i < n; i++)
		if (codes[i] == 0 || codes[i] > list->alphabet->size) {
			wg_wordlist_seterr(list, "letter code %u out of range",
			    (unsigned)codes[i]);
			return WG_E_ARG;
		}
	if ((rc = reserve(list, n + 1)) != WG_OK)
		return rc;
	append(list, codes, n);
	return WG_OK;
}

/*
 * Writes TEXT[0..LEN) into a new string for a report, trimmed of white
 * space, escaped as messages are (WG_ESCAPE_TEXT: controls and bytes that
 * are not UTF-8 as \xNN).
 */
static char *
quote(const char *text, size_t len)
{
	const unsigned char *s = (const unsigned char *)text;

	while (len > 0 && (s[len - 1] == ' ' || (s[len - 1] >= '\t' &&
	    s[len - 1] <= '\r')))
		len--;
	while (len > 0 && (s[0] == ' ' || (s[0] >= '\t' && s[0] <= '\r'))) {
		s++;
		len--;
	}
	return wg_escape(WG_ESCAPE_TEXT, (const char *)s, len);
}

static int
report(struct wg_wordlist *list, const char *name, unsigned long lineno,
    size_t col, enum wg_word_status status, const char *text, size_t len)
{
	char *word, *msg;
	int n;

	if ((word = quote(text, len)) == NULL)
		goto nomem;
	n = snprintf(NULL, 0, "%s:%lu:%zu: %s: %s", name, lineno, col,
	    wg_word_status_str(status), word);
	if (n < 0 || (msg = malloc((size_t)n + 1)) == NULL) {
		free(word);
		goto nomem;
	}
	snprintf(msg, (size_t)n + 1, "%s:%lu:%zu: %s: %s", name, lineno, col,
	    wg_word_status_str(status), word);
	free(word);
	list->reports[list->nreports++] = msg;
	return WG_OK;
nomem:
	wg_wordlist_seterr(list, "%s", wg_strerror(WG_E_NOMEM));
	return WG_E_NOMEM;
}

int
wg_wordlist_feed(struct wg_wordlist *list, const char *name,
    unsigned long lineno, const char *text, size_t len)
{
	uint8_t codes[WG_MAX_WORD];
	enum wg_word_status status;
	size_t n, col;
	int rc;

	status = wg_alphabet_word(list->alphabet, WG_WORD_ENTRY, text, len,
	    codes, &n, &col);
	if (status == WG_WORD_OK) {
		if ((rc = reserve(list, n + 1)) == WG_E_LIMIT)
			wg_wordlist_seterr(list, "%s:%lu: more than %llu words "
			    "(the 'words' limit)", name, lineno,
			    (unsigned long long)wg_limits()->words);
		if (rc != WG_OK)
			return rc;
		append(list, codes, n);
		return WG_OK;
	}
	if (status == WG_WORD_BLANK)
		return WG_OK;
	list->rejected++;
	if (list->nreports < WG_WORDLIST_MAX_REPORTS)
		return report(list, name, lineno, col, status, text, len);
	return WG_OK;
}

int
wg_wordlist_reject_long(struct wg_wordlist *list, const char *name,
    unsigned long lineno, const char *text, size_t len)
{
	list->rejected++;
	if (list->nreports < WG_WORDLIST_MAX_REPORTS)
		return report(list, name, lineno, 1, WG_WORD_TOO_LONG, text,
		    len < 64 ? len : 64);
	return WG_OK;
}

size_t
wg_wordlist_count(const struct wg_wordlist *list)
{
	return list->count;
}

size_t
wg_wordlist_rejected(const struct wg_wordlist *list)
{
	return list->rejected;
}

const char *
wg_wordlist_report(const struct wg_wordlist *list, size_t i)
{
	return i < list->nreports ? list->reports[i] : NULL;
}

const char *
wg_wordlist_error(const struct wg_wordlist *list)
{
	return list->error;
}

const uint8_t *
wg_wordlist_words(const struct wg_wordlist *list, size_t *len)
{
	*len = list->len;
	return list->buf;
}
