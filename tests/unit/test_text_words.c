/*
 * test_text_words.c: unit tests of the one tokenizer of the text formats
 * (lib/text/text_words.c): lines, words, comments and keyword tables; and of
 * the appenders the writers make text with (lib/text/textio.c).
 */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/text_private.h"
#include "unit.h"

/* Lines end in LF or CRLF; the last may have no end; none is lost. */
static void
test_lines(void)
{
	const char text[] = "one\r\ntwo\n\nthree";
	const char *p = text, *end = text + strlen(text);
	struct wg_tok l;

	CHECK_INT(wg_line_next(&p, end, &l), 1);
	CHECK_INT(l.len, 3);
	CHECK(memcmp(l.s, "one", 3) == 0);
	CHECK_INT(wg_line_next(&p, end, &l), 1);
	CHECK(wg_tok_is(&l, "two"));
	CHECK_INT(wg_line_next(&p, end, &l), 1);
	CHECK_INT(l.len, 0);
	CHECK_INT(wg_line_next(&p, end, &l), 1);
	CHECK(wg_tok_is(&l, "three"));
	CHECK_INT(wg_line_next(&p, end, &l), 0);
}

/* Words at blanks; '#' ends the line only with COMMENTS; too many words
   are counted, never written past the array. */
static void
test_split(void)
{
	const char s[] = "  rack\t1  AB?  # note";
	struct wg_tok w[4];

	CHECK_INT(wg_tok_split(s, strlen(s), 1, w, 4), 3);
	CHECK(wg_tok_is(&w[0], "rack"));
	CHECK(wg_tok_is(&w[1], "1"));
	CHECK(wg_tok_is(&w[2], "AB?"));
	CHECK_INT(wg_tok_col(s, w[2].s), 11);
	CHECK_INT(wg_tok_split(s, strlen(s), 0, w, 4), 5);	/* 4 + 1 */
	CHECK(wg_tok_is(&w[3], "#"));
	CHECK_INT(wg_tok_split(s, strlen(s), 0, w, 1), 2);
	CHECK(wg_tok_is(&w[0], "rack"));
	CHECK_INT(wg_tok_split("   ", 3, 1, w, 4), 0);
	CHECK_INT(wg_tok_split("# all", 5, 1, w, 4), 0);
	/* Columns count characters, not bytes: "é" is two bytes. */
	CHECK_INT(wg_tok_split("é x", strlen("é x"), 1, w, 4), 2);
	CHECK_INT(wg_tok_col("é x", w[1].s), 3);
}

static const struct wg_keyword table[] = {
	{ "size", 2, 2, 0 }, { "tile", 3, 3, 1 }, { "name", 1, 1, 0 },
	{ NULL, 0, 0, 0 }
};

/* Reads LINE (line number NO) against the table. */
static int
read_line(const char *line, unsigned no, unsigned *given,
    struct wg_keyword_fault *f, size_t *col)
{
	struct wg_tok w[8];
	size_t n = wg_tok_split(line, strlen(line), 1, w, 8);
	int k;

	f->at = NULL;
	k = wg_keyword_read(table, w, n, no, given, f);
	*col = f->at != NULL ? wg_tok_col(line, f->at) : 0;
	return k;
}

/* Each fault said, at its place; a repeatable keyword may repeat. */
static void
test_keywords(void)
{
	unsigned given[3] = { 0, 0, 0 };
	struct wg_keyword_fault f;
	size_t col;

	CHECK_INT(read_line("size 15 15", 4, given, &f, &col), 0);
	CHECK_INT(given[0], 4);
	CHECK_INT(read_line("size 9 9", 7, given, &f, &col), -1);
	CHECK_STR(f.msg, "'size' given twice (first on line 4)");
	CHECK_INT(col, 1);
	CHECK_INT(read_line("tile A 9 1", 8, given, &f, &col), 1);
	CHECK_INT(read_line("tile B 2 3", 9, given, &f, &col), 1);
	CHECK_INT(read_line("tile C 2", 10, given, &f, &col), -1);
	CHECK_STR(f.msg, "too few words after 'tile'");
	CHECK_INT(col, 9);		/* just past the last word */
	CHECK_INT(read_line("name a b", 11, given, &f, &col), -1);
	CHECK_STR(f.msg, "too many words after 'name'");
	CHECK_INT(col, 8);
	CHECK_INT(read_line("  nmae x", 12, given, &f, &col), -1);
	CHECK_STR(f.msg, "unknown keyword 'nmae' (known: size, tile, name)");
	CHECK_INT(col, 3);
	/* Without GIVEN, nothing is remembered. */
	CHECK_INT(read_line("name x", 13, NULL, &f, &col), 2);
	CHECK_INT(read_line("name y", 14, NULL, &f, &col), 2);
}

/* Strings and numbers appended as printf would write them, the buffer
   grown from nothing; the most negative number too. */
static void
test_append(void)
{
	struct wg_text t = { NULL, 0, 0, 0 };
	char want[128];

	wg_text_puts(&t, ">p1: ");
	wg_text_int(&t, 0, 1);
	wg_text_puts(&t, " ");
	wg_text_int(&t, -37, 1);
	wg_text_puts(&t, " ");
	wg_text_int(&t, 1234567, 0);
	wg_text_puts(&t, " ");
	wg_text_int(&t, LONG_MIN, 0);
	wg_text_printf(&t, "|%d", 5);
	snprintf(want, sizeof(want), ">p1: +0 -37 1234567 %ld|5", LONG_MIN);
	CHECK(!t.failed);
	CHECK_INT(t.len, strlen(want));
	CHECK(strcmp(t.buf, want) == 0);
	free(t.buf);
}

int
main(void)
{
	RUN(test_lines);
	RUN(test_split);
	RUN(test_append);
	RUN(test_keywords);
	return unit_done();
}
