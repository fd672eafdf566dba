/*
 * pattern.c: word patterns ("?", "*", "[ABC]", "[^ABC]", letters) compiled
 * to a small NFA whose state set rides along a walk of the DAWG, so each
 * word is visited, and reported, once.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lexicon_private.h"
#include "lexicon_graph.h"

/* One NFA state per element; state N (after the last) accepts. */
#define PATTERN_MAX	63

struct wg_pattern {
	unsigned	n;
	uint64_t	set[PATTERN_MAX];	/* letters matched (bit = code) */
	uint64_t	star;			/* elements that are '*' */
	uint64_t	all;			/* every letter */
};

static int
pattern_error(size_t *errcol, const char **errmsg, size_t col,
    const char *msg)
{
	if (errcol != NULL)
		*errcol = col;
	if (errmsg != NULL)
		*errmsg = msg;
	return WG_E_FORMAT;
}

/* Reads one letter at S; returns its byte length or 0 with *CODE unset. */
static size_t
pattern_letter(const struct wg_alphabet *a, const char *s, unsigned *code)
{
	uint32_t cp;
	size_t len = wg_utf8_decode(s, strlen(s), &cp);

	if (len == 0 || (*code = wg_alphabet_code(a, cp)) == 0)
		return 0;
	return len;
}

int
wg_pattern_compile(struct wg_pattern **out, const struct wg_alphabet *a,
    const char *text, size_t *errcol, const char **errmsg)
{
	struct wg_pattern *p;
	const char *s = text;
	size_t col = 1, len;
	unsigned code;
	int rc;

	*out = NULL;
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return WG_E_NOMEM;
	p->all = (((uint64_t)1 << a->size) - 1) << 1;
	while (*s != '\0') {
		uint64_t set = 0;

		if (p->n == PATTERN_MAX) {
			rc = pattern_error(errcol, errmsg, col,
			    "pattern too long");
			goto fail;
		}
		if (*s == '?') {
			set = p->all;
			s++;
		} else if (*s == '*') {
			p->star |= (uint64_t)1 << p->n;
			set = p->all;
			s++;
		} else if (*s == '[') {
			size_t open = col;
			int negate = s[1] == '^';

			s += 1 + negate;
			col += 1 + negate;
			while (*s != ']') {
				if (*s == '\0') {
					rc = pattern_error(errcol, errmsg,
					    open, "unclosed '['");
					goto fail;
				}
				if ((len = pattern_letter(a, s, &code)) == 0) {
					rc = pattern_error(errcol, errmsg, col,
					    "not a letter of the alphabet");
					goto fail;
				}
				set |= (uint64_t)1 << code;
				s += len;
				col++;
			}
			if (set == 0) {
				rc = pattern_error(errcol, errmsg, open,
				    negate ? "empty '[^]'" : "empty '[]'");
				goto fail;
			}
			if (negate)
				set = p->all & ~set;
			s++;
		} else if ((len = pattern_letter(a, s, &code)) != 0) {
			set = (uint64_t)1 << code;
			s += len;
		} else {
			rc = pattern_error(errcol, errmsg, col,
			    "not a letter of the alphabet");
			goto fail;
		}
		p->set[p->n++] = set;
		col++;
	}
	*out = p;
	return WG_OK;
fail:
	free(p);
	return rc;
}

void
wg_pattern_free(struct wg_pattern *p)
{
	free(p);
}

/* Adds to S the states reachable by skipping '*' elements (none matched). */
static uint64_t
closure(const struct wg_pattern *p, uint64_t s)
{
	unsigned i;

	for (i = 0; i < p->n; i++)
		if ((s >> i & 1) && (p->star >> i & 1))
			s |= (uint64_t)1 << (i + 1);
	return s;
}

static uint64_t
step(const struct wg_pattern *p, uint64_t s, unsigned letter)
{
	uint64_t next = 0, bit = (uint64_t)1 << letter;
	unsigned i;

	for (i = 0; i < p->n; i++) {
		if (!(s >> i & 1) || !(p->set[i] & bit))
			continue;
		/* A star matches and stays; other elements move on. */
		next |= (uint64_t)1 << (i + !(p->star >> i & 1));
	}
	return closure(p, next);
}

struct match {
	const struct wg_lexicon *lex;
	const struct wg_pattern *p;
	uint8_t		 word[WG_MAX_WORD];
	wg_word_visitor	 visit;
	void		*arg;
};

static int
match_walk(struct match *m, uint32_t list, size_t depth, uint64_t states)
{
	uint64_t accept = (uint64_t)1 << m->p->n;
	uint32_t i;
	int rc;

	if (list == 0 || depth >= WG_MAX_WORD)
		return WG_OK;
	for (i = list;; i++) {
		uint64_t raw = wg_edge_raw(m->lex, i);
		unsigned l = wg_raw_letter(m->lex, raw);
		uint64_t next = step(m->p, states, l);

		if (next != 0) {
			m->word[depth] = (uint8_t)l;
			if ((next & accept) && wg_raw_accepts(m->lex, raw) &&
			    (rc = m->visit(m->word, depth + 1, 0, m->arg)) != 0)
				return rc;
			if (next != accept && (rc = match_walk(m,
			    wg_raw_ptr(m->lex, raw), depth + 1, next)) != 0)
				return rc;
		}
		if (wg_raw_last(m->lex, raw))
			return WG_OK;
	}
}

int
wg_lexicon_match(const struct wg_lexicon *lex, const struct wg_pattern *p,
    wg_word_visitor visit, void *arg)
{
	struct match m;

	if (p->n == 0)
		return WG_OK;
	memset(&m, 0, sizeof(m));
	m.lex = lex;
	m.p = p;
	m.visit = visit;
	m.arg = arg;
	return match_walk(&m, lex->dawg_root, 0, closure(p, 1));
}
