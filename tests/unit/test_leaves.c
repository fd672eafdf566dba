/*
 * test_leaves.c: unit tests of leave files: values, blanks, any order,
 * the last of duplicate lines, and hostile files that must load in about
 * linear time (many duplicates, many leaves that share a hash bucket);
 * a file read for a variant gives the values read without one.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine_private.h"
#include "unit.h"

#define HOSTILE_LINES	200000

static struct wg_alphabet *az;

/* A growing text buffer. */
struct text {
	char	*s;
	size_t	 len, cap;
};

static void
add(struct text *t, const char *s)
{
	size_t n = strlen(s);

	if (t->len + n + 1 > t->cap) {
		t->cap = (t->len + n + 1) * 2;
		if ((t->s = realloc(t->s, t->cap)) == NULL) {
			perror("realloc");
			exit(99);
		}
	}
	memcpy(t->s + t->len, s, n + 1);
	t->len += n;
}

/* Codes of A-Z (1-26) and blanks ('?', 0) from a leave as written. */
static size_t
codes_of(const char *leave, uint8_t *codes)
{
	size_t n;

	for (n = 0; leave[n] != '\0'; n++)
		codes[n] = leave[n] == '?' ? 0 : (uint8_t)(leave[n] - 'A' + 1);
	return n;
}

static double
value_of(const struct wg_leaves *lv, const char *leave)
{
	uint8_t codes[WG_RACK_MAX];

	return wg_leaves_value(lv, codes, codes_of(leave, codes));
}

static struct wg_leaves *
parse(const char *text, size_t len, int *rc)
{
	struct wg_leaves *lv;
	char err[256];

	*rc = wg_leaves_parse(&lv, az, "t", text, len, err, sizeof(err));
	if (*rc != WG_OK)
		printf("  %s\n", err);
	return lv;
}

/* Values, blanks, any order; the last of duplicate lines counts. */
static void
test_values(void)
{
	static const char text[] =
	    "# leaves\n"
	    "A 1.5\n"
	    "?S 20\n"
	    "QU -3\n"
	    "UQ -4\n"
	    "  EIR\t2.25\r\n"
	    "A 1\n";
	struct wg_leaves *lv;
	int rc;

	lv = parse(text, sizeof(text) - 1, &rc);
	CHECK_INT(rc, WG_OK);
	if (lv == NULL)
		return;
	CHECK(value_of(lv, "A") == 1);
	CHECK(value_of(lv, "S?") == 20);
	CHECK(value_of(lv, "?S") == 20);
	CHECK(value_of(lv, "QU") == -4);
	CHECK(value_of(lv, "RIE") == 2.25);
	CHECK(value_of(lv, "Z") == 0);
	CHECK(value_of(lv, "") == 0);
	CHECK(value_of(lv, "??") == 0);
	wg_leaves_free(lv);
}

static void
test_errors(void)
{
	struct wg_leaves *lv;
	char err[256];

	CHECK_INT(wg_leaves_parse(&lv, az, "t", "A 1\nA1 2\n", 9, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK(lv == NULL);
	CHECK_STR(err, "t:2:2: not a letter of the alphabet");
	CHECK_INT(wg_leaves_parse(&lv, az, "t", "AB x\n", 5, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "t:1:4: 'x' is not a number");
	/* strtod's other forms are no leave value (issue 16). */
	CHECK_INT(wg_leaves_parse(&lv, az, "t", "AB inf\n", 7, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "t:1:4: 'inf' is not a number");
	CHECK_INT(wg_leaves_parse(&lv, az, "t", "AB 0x10\n", 8, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_STR(err, "t:1:4: '0x10' is not a number");
	CHECK_INT(wg_leaves_parse(&lv, az, "t", "AB 1e\n", 6, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK_INT(wg_leaves_parse(&lv, az, "t", "AB -.5e+1\n", 10, err,
	    sizeof(err)), WG_OK);
	wg_leaves_free(lv);
}

/*
 * 200,000 lines of one leave in every order, then of a few leaves over and
 * over: each stays one entry, worth its last line's value (line i's value
 * is i hundredths, within the bound of a leave value).
 */
static void
test_duplicates(void)
{
	static const char *const few[] = { "AEINRST", "?", "QU", "EEE" };
	struct text t = { NULL, 0, 0 };
	struct wg_leaves *lv;
	char line[64], leave[8];
	unsigned long i;
	size_t k;
	int rc;

	for (i = 0; i < HOSTILE_LINES; i++) {
		/* A permutation of ABCDEFG picked by I. */
		unsigned long x = i;

		memcpy(leave, "ABCDEFG", 8);
		for (k = 7; k > 1; k--) {
			char c = leave[k - 1];

			leave[k - 1] = leave[x % k];
			leave[x % k] = c;
			x /= k;
		}
		snprintf(line, sizeof(line), "%s %lue-2\n", leave, i);
		add(&t, line);
	}
	for (i = 0; i < HOSTILE_LINES; i++) {
		snprintf(line, sizeof(line), "%s %lue-2\n", few[i % 4],
		    i);
		add(&t, line);
	}
	lv = parse(t.s, t.len, &rc);
	CHECK_INT(rc, WG_OK);
	if (lv != NULL) {
		CHECK(value_of(lv, "GFEDCBA") == (HOSTILE_LINES - 1) / 100.0);
		for (k = 0; k < 4; k++)
			CHECK(value_of(lv, few[k]) ==
			    (HOSTILE_LINES - 4 + (double)k) / 100.0);
	}
	wg_leaves_free(lv);
	free(t.s);
}

#define CRAFT_LEN	10
#define CRAFT_BAND	4096	/* of 2^19 buckets or slots */

struct craft {
	struct text	 t;
	uint8_t		 codes[CRAFT_LEN];
	unsigned long	 found;
};

/*
 * Leaves of CRAFT_LEN tiles (blanks and A-Z, in order) whose hash
 * (wg_leave_hash) falls in the first CRAFT_BAND of 2^19 buckets: in a
 * table of 2^18 or 2^19 buckets, as HOSTILE_LINES leaves get, they all
 * crowd into CRAFT_BAND buckets.  With open addressing that made one run
 * of 200,000 slots, each new leave walking the whole run: a quadratic
 * load.
 */
static void
craft(struct craft *c, size_t depth, uint8_t from)
{
	char line[64];
	size_t i;
	uint8_t x;

	if (c->found == HOSTILE_LINES)
		return;
	if (depth == CRAFT_LEN) {
		if ((wg_leave_hash(c->codes, CRAFT_LEN) & ((1U << 19) - 1)) >=
		    CRAFT_BAND)
			return;
		for (i = 0; i < CRAFT_LEN; i++)
			line[i] = c->codes[i] == 0 ? '?' :
			    (char)('A' + c->codes[i] - 1);
		snprintf(line + CRAFT_LEN, sizeof(line) - CRAFT_LEN,
		    " %lue-2\n", c->found++);
		add(&c->t, line);
		return;
	}
	for (x = from; x <= 26 && c->found < HOSTILE_LINES; x++) {
		c->codes[depth] = x;
		craft(c, depth + 1, x);
	}
}

static void
test_collisions(void)
{
	struct craft c;
	struct wg_leaves *lv;
	const char *line;
	char leave[CRAFT_LEN + 1];
	unsigned long i, bad = 0;
	int rc;

	memset(&c, 0, sizeof(c));
	craft(&c, 0, 0);
	CHECK_INT(c.found, HOSTILE_LINES);
	lv = parse(c.t.s, c.t.len, &rc);
	CHECK_INT(rc, WG_OK);
	if (lv != NULL)
		for (i = 0, line = c.t.s; i < c.found; i++) {
			memcpy(leave, line, CRAFT_LEN);
			leave[CRAFT_LEN] = '\0';
			if (value_of(lv, leave) != (double)i / 100.0)
				bad++;
			line = strchr(line, '\n') + 1;
		}
	CHECK_INT(bad, 0);
	wg_leaves_free(lv);
	free(c.t.s);
}

/*
 * Read for classic (leaves of up to 6 tiles, one Q, two blanks), leaves
 * of its tile set are kept by index, the others (two Qs, three blanks,
 * seven tiles) in the hash; every value is the one read without the
 * variant, the last of duplicates.
 */
static void
test_variant(void)
{
	static const char text[] =
	    "A 1.25\n"
	    "BA -2.5\n"
	    "?Q 30\n"
	    "QQ 7\n"
	    "ABCDEFG 3\n"
	    "??? 4\n"
	    "AB -1.75\n"
	    "# a comment\n"
	    "?? 40\n";
	static const char *const ask[] = { "A", "AB", "BA", "Q?", "QQ",
	    "GFEDCBA", "???", "??", "B", "QA", "AAB", "ABCDEF", "" };
	const char *top = getenv("WG_TOP_SRCDIR");
	struct wg_variant *v;
	struct wg_leaves *plain, *dense;
	char err[512], path[4096];
	size_t i;

	snprintf(path, sizeof(path), "%s/share/variants/classic.wgv",
	    top != NULL ? top : ".");
	CHECK_INT(wg_variant_load(&v, path, err, sizeof(err)), WG_OK);
	if (v == NULL)
		return;
	CHECK_INT(wg_leaves_parse(&plain, v->alphabet, "t", text,
	    sizeof(text) - 1, err, sizeof(err)), WG_OK);
	CHECK_INT(wg_leaves_parse_variant(&dense, v, "t", text,
	    sizeof(text) - 1, err, sizeof(err)), WG_OK);
	if (plain != NULL && dense != NULL) {
		CHECK(dense->text_values != NULL);
		/* The hash holds only what the tile set cannot. */
		CHECK_INT(dense->count, 3);
		for (i = 0; i < sizeof(ask) / sizeof(ask[0]); i++) {
			if (value_of(dense, ask[i]) != value_of(plain, ask[i]))
				printf("  leave '%s': %g, not %g\n", ask[i],
				    value_of(dense, ask[i]),
				    value_of(plain, ask[i]));
			CHECK(value_of(dense, ask[i]) ==
			    value_of(plain, ask[i]));
		}
		CHECK(value_of(dense, "AB") == -1.75);
		CHECK(value_of(dense, "QQ") == 7);
	}
	/* Errors as without the variant. */
	wg_leaves_free(dense);
	CHECK_INT(wg_leaves_parse_variant(&dense, v, "t", "AB x\n", 5, err,
	    sizeof(err)), WG_E_FORMAT);
	CHECK(dense == NULL);
	CHECK_STR(err, "t:1:4: 'x' is not a number");
	wg_leaves_free(plain);
	wg_leaves_free(dense);
	wg_variant_free(v);
}

int
main(void)
{
	if (wg_alphabet_new(&az, NULL) != WG_OK)
		return 99;
	RUN(test_values);
	RUN(test_errors);
	RUN(test_duplicates);
	RUN(test_collisions);
	RUN(test_variant);
	wg_alphabet_free(az);
	return unit_done();
}
