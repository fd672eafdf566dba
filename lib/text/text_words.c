/*
 * text_words.c: the one tokenizer of the text formats (variants, boards,
 * logs and GCG): a text cut into lines, a line into words, and a line's
 * keyword read against a table that says how many words follow it and
 * whether it may come twice.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "text_private.h"

int
wg_line_next(const char **pp, const char *end, struct wg_tok *line)
{
	const char *p = *pp, *eol;

	if (p >= end)
		return 0;
	eol = memchr(p, '\n', (size_t)(end - p));
	if (eol == NULL)
		eol = end;
	line->s = p;
	line->len = (size_t)(eol - p);
	if (line->len > 0 && p[line->len - 1] == '\r')
		line->len--;
	*pp = eol < end ? eol + 1 : end;
	return 1;
}

static int
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

size_t
wg_tok_split(const char *s, size_t len, int comments, struct wg_tok *w,
    size_t max)
{
	size_t i = 0, n = 0, start;

	for (;;) {
		while (i < len && blank(s[i]))
			i++;
		if (i == len || (comments && s[i] == '#'))
			break;
		start = i;
		while (i < len && !blank(s[i]))
			i++;
		if (n == max)
			return max + 1;
		w[n].s = s + start;
		w[n].len = i - start;
		n++;
	}
	return n;
}

int
wg_tok_is(const struct wg_tok *w, const char *word)
{
	return w->len == strlen(word) && memcmp(w->s, word, w->len) == 0;
}

size_t
wg_tok_col(const char *line, const char *at)
{
	return wg_text_cols(line, (size_t)(at - line)) + 1;
}

int
wg_keyword_index(const struct wg_keyword *table, const struct wg_tok *w)
{
	int k;

	for (k = 0; table[k].name != NULL; k++)
		if (wg_tok_is(w, table[k].name))
			return k;
	return -1;
}

static int	refuse(struct wg_keyword_fault *, const char *, const char *,
		    ...) __attribute__((format(printf, 3, 4)));

/* Sets the message and the place of a keyword line's fault; returns -1. */
static int
refuse(struct wg_keyword_fault *f, const char *at, const char *fmt, ...)
{
	va_list ap;

	f->at = at;
	va_start(ap, fmt);
	vsnprintf(f->msg, sizeof(f->msg), fmt, ap);
	va_end(ap);
	return -1;
}

int
wg_keyword_read(const struct wg_keyword *table, const struct wg_tok *w,
    size_t n, unsigned line, unsigned *given, struct wg_keyword_fault *f)
{
	char name[40], known[sizeof(f->msg) - 64];
	const struct wg_keyword *kw;
	size_t used = 0, i;
	int k;

	snprintf(name, sizeof(name), "%.*s", (int)(w[0].len > 32 ? 32 :
	    w[0].len), w[0].s);
	if ((k = wg_keyword_index(table, &w[0])) < 0) {
		known[0] = '\0';
		for (i = 0; table[i].name != NULL && used < sizeof(known);
		    i++)
			used += (size_t)snprintf(known + used,
			    sizeof(known) - used, "%s%s", i > 0 ? ", " : "",
			    table[i].name);
		return refuse(f, w[0].s, "unknown keyword '%s' (known: %s)",
		    name, known);
	}
	kw = &table[k];
	if (!kw->repeat && given != NULL) {
		if (given[k] != 0)
			return refuse(f, w[0].s, "'%s' given twice (first on "
			    "line %u)", kw->name, given[k]);
		given[k] = line;
	}
	if (n - 1 < kw->min)
		return refuse(f, w[n - 1].s + w[n - 1].len,
		    "too few words after '%s'", kw->name);
	if (n - 1 > kw->max)
		return refuse(f, w[kw->max + 1].s, "too many words after '%s'",
		    kw->name);
	return k;
}
