/*
 * limits.c: the one resource policy of every reader (wglimits in
 * wsdict(1)): how much text, how many lines, words and turns a file may
 * hold, and how much memory a lexicon build may take, checked as input
 * streams in.  Set once by a program at startup, read by the readers.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "text_private.h"

static struct wg_limits limits = {
	WG_LIMIT_TEXT_DEFAULT, WG_LIMIT_LINES_DEFAULT, WG_LIMIT_WORDS_DEFAULT,
	WG_LIMIT_TURNS_DEFAULT, WG_LIMIT_MEMORY_DEFAULT
};

const struct wg_limits *
wg_limits(void)
{
	return &limits;
}

void
wg_limits_set(const struct wg_limits *l)
{
	limits = *l;
}

/* Reads "N", "NK", "NM" or "NG" (powers of 1024); 0 on a bad number. */
static int
read_size(const char *s, uint64_t *out)
{
	char *end;
	unsigned long long v;
	unsigned shift = 0;

	if (*s < '0' || *s > '9')
		return 0;
	v = strtoull(s, &end, 10);
	switch (*end) {
	case 'K': case 'k':	shift = 10; end++; break;
	case 'M': case 'm':	shift = 20; end++; break;
	case 'G': case 'g':	shift = 30; end++; break;
	}
	if (*end != '\0' || v == 0 || v > (UINT64_MAX >> shift))
		return 0;
	*out = (uint64_t)v << shift;
	return 1;
}

int
wg_limits_parse(struct wg_limits *l, const char *arg)
{
	static const char *names[] = {
		"text", "lines", "words", "turns", "memory", NULL
	};
	uint64_t *field[5];
	const char *eq = strchr(arg, '=');
	size_t i, n;

	field[0] = &l->text;
	field[1] = &l->lines;
	field[2] = &l->words;
	field[3] = &l->turns;
	field[4] = &l->memory;
	if (eq == NULL)
		return WG_E_ARG;
	n = (size_t)(eq - arg);
	for (i = 0; names[i] != NULL; i++)
		if (strlen(names[i]) == n && memcmp(names[i], arg, n) == 0)
			return read_size(eq + 1, field[i]) ? WG_OK : WG_E_ARG;
	return WG_E_ARG;
}
