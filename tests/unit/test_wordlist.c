/*
 * test_wordlist.c: unit tests of word lists: line splitting, rejection
 * reports, compressed files and archives made here on the fly, errors.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <archive.h>
#include <archive_entry.h>
#include <zlib.h>

#include "lexicon/lexicon_private.h"
#include "unit.h"

static char tmpdir[] = "/tmp/test_wordlist.XXXXXX";
static char *written[32];	/* files made in tmpdir, removed at the end */
static size_t nwritten;
static struct wg_alphabet *en;

/* A new list over the English alphabet. */
static struct wg_wordlist *
new_list(void)
{
	struct wg_wordlist *list;

	if (wg_wordlist_new(&list, en) != WG_OK) {
		fprintf(stderr, "wg_wordlist_new failed\n");
		exit(1);
	}
	return list;
}

/* The list's words, spelled and joined by spaces, in a static buffer. */
static const char *
words(const struct wg_wordlist *list)
{
	static char out[4096];
	size_t i, pos = 0, n;

	out[0] = '\0';
	for (i = 0; i < list->len; i += n + 1) {
		n = list->buf[i];
		if (pos + n * 4 + 2 > sizeof(out))
			return "(too many)";
		if (pos > 0)
			out[pos++] = ' ';
		pos += wg_alphabet_spell(list->alphabet, list->buf + i + 1, n,
		    out + pos, sizeof(out) - pos);
	}
	return out;
}

static int
read_text(struct wg_wordlist *list, const char *name, const char *text)
{
	return wg_wordlist_read_memory(list, name, text, strlen(text));
}

/* Writes DATA[0..LEN) to NAME in the temporary folder; returns its path. */
static const char *
write_file(const char *name, const void *data, size_t len)
{
	static char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	if (nwritten < sizeof(written) / sizeof(written[0]))
		written[nwritten++] = strdup(path);
	if ((f = fopen(path, "wb")) == NULL ||
	    fwrite(data, 1, len, f) != len || fclose(f) != 0) {
		perror(path);
		exit(1);
	}
	return path;
}

/* Compresses DATA[0..LEN) with gzip into a new buffer; *OUTLEN its size. */
static unsigned char *
gzip(const void *data, size_t len, size_t *outlen)
{
	z_stream z;
	unsigned char *out;
	size_t cap = len + len / 100 + 1024;

	memset(&z, 0, sizeof(z));
	if ((out = malloc(cap)) == NULL ||
	    deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 8,
	    Z_DEFAULT_STRATEGY) != Z_OK)
		exit(1);
	z.next_in = (unsigned char *)data;
	z.avail_in = len;
	z.next_out = out;
	z.avail_out = cap;
	if (deflate(&z, Z_FINISH) != Z_STREAM_END)
		exit(1);
	*outlen = z.total_out;
	deflateEnd(&z);
	return out;
}

struct member {
	const char	*name;
	const char	*text;		/* NULL: a folder */
};

/*
 * Makes an archive in FORMAT ("zip" or "tar.xz") of MEMBERS in a new
 * buffer; *OUTLEN its size.
 */
static unsigned char *
make_archive(const char *format, const struct member *members, size_t n,
    size_t *outlen)
{
	struct archive *a;
	struct archive_entry *e;
	unsigned char *out;
	size_t cap = 1 << 20, i, len;

	if ((out = malloc(cap)) == NULL || (a = archive_write_new()) == NULL)
		exit(1);
	if (strcmp(format, "zip") == 0)
		archive_write_set_format_zip(a);
	else {
		archive_write_set_format_pax_restricted(a);
		archive_write_add_filter_xz(a);
	}
	if (archive_write_open_memory(a, out, cap, outlen) != ARCHIVE_OK)
		goto fail;
	for (i = 0; i < n; i++) {
		e = archive_entry_new();
		archive_entry_set_pathname(e, members[i].name);
		len = members[i].text ? strlen(members[i].text) : 0;
		archive_entry_set_filetype(e, members[i].text ? AE_IFREG :
		    AE_IFDIR);
		archive_entry_set_perm(e, 0644);
		archive_entry_set_size(e, len);
		if (archive_write_header(a, e) != ARCHIVE_OK ||
		    (len > 0 && archive_write_data(a, members[i].text, len) !=
		    (la_ssize_t)len))
			goto fail;
		archive_entry_free(e);
	}
	if (archive_write_close(a) != ARCHIVE_OK)
		goto fail;
	archive_write_free(a);
	return out;
fail:
	fprintf(stderr, "make_archive: %s\n", archive_error_string(a));
	exit(1);
}

static void
test_plain(void)
{
	struct wg_wordlist *list = new_list();

	CHECK_INT(read_text(list, "w.txt", "apple\nbanana\ncherry\n"), WG_OK);
	CHECK_INT(wg_wordlist_count(list), 3);
	CHECK_INT(wg_wordlist_rejected(list), 0);
	CHECK_STR(words(list), "APPLE BANANA CHERRY");
	CHECK_STR(wg_wordlist_error(list), "");
	/* The last line needs no line feed; lists add up. */
	CHECK_INT(read_text(list, "x.txt", "date\nelder"), WG_OK);
	CHECK_STR(words(list), "APPLE BANANA CHERRY DATE ELDER");
	wg_wordlist_free(list);
	wg_wordlist_free(NULL);
}

static void
test_crlf_blank(void)
{
	struct wg_wordlist *list = new_list();

	CHECK_INT(read_text(list, "w.txt",
	    "\xef\xbb\xbf" "ab\r\n\r\n\n  \t\ncd\r\n\r\nef"), WG_OK);
	CHECK_STR(words(list), "AB CD EF");
	CHECK_INT(wg_wordlist_rejected(list), 0);
	CHECK_INT(wg_wordlist_count(list), 3);
	wg_wordlist_free(list);
}

static void
test_duplicates(void)
{
	struct wg_wordlist *list = new_list();

	CHECK_INT(read_text(list, "w.txt", "ab\nab\nAb\nab\n"), WG_OK);
	CHECK_INT(wg_wordlist_count(list), 3);
	CHECK_STR(words(list), "AB AB AB");
	wg_wordlist_free(list);
}

static void
test_empty(void)
{
	struct wg_wordlist *list = new_list();

	CHECK_INT(wg_wordlist_read_memory(list, "e.txt", "", 0), WG_OK);
	CHECK_INT(wg_wordlist_read_memory(list, "e.txt", NULL, 0), WG_OK);
	CHECK_INT(wg_wordlist_read_file(list, write_file("e.txt", "", 0)),
	    WG_OK);
	CHECK_INT(wg_wordlist_count(list), 0);
	wg_wordlist_free(list);
}

static void
test_reports(void)
{
	struct wg_wordlist *list = new_list();
	const char *path;
	char want[512];
	static const char text[] =
	    "good\n"
	    "Paris\n"
	    "x-ray\n"
	    "  ab\xff\n"
	    "\n"
	    "caf\xc3\xa9\n"
	    "don\xe2\x80\x99t\n"
	    "two words\n"
	    "apr.\n"
	    "ok\n";

	path = write_file("r.txt", text, strlen(text));
	CHECK_INT(wg_wordlist_read_file(list, path), WG_OK);
	CHECK_STR(words(list), "GOOD CAFE OK");
	CHECK_INT(wg_wordlist_rejected(list), 6);
	snprintf(want, sizeof(want), "%s:2:1: capitalised (proper noun): "
	    "Paris", path);
	CHECK_STR(wg_wordlist_report(list, 0), want);
	snprintf(want, sizeof(want), "%s:3:2: hyphen, apostrophe or period: "
	    "x-ray", path);
	CHECK_STR(wg_wordlist_report(list, 1), want);
	snprintf(want, sizeof(want), "%s:4:5: invalid UTF-8: ab\\xFF", path);
	CHECK_STR(wg_wordlist_report(list, 2), want);
	snprintf(want, sizeof(want), "%s:7:4: hyphen, apostrophe or period: "
	    "don\xe2\x80\x99t", path);
	CHECK_STR(wg_wordlist_report(list, 3), want);
	snprintf(want, sizeof(want), "%s:8:4: not a letter of the alphabet: "
	    "two words", path);
	CHECK_STR(wg_wordlist_report(list, 4), want);
	/* Only the first WG_WORDLIST_MAX_REPORTS are kept. */
	CHECK(wg_wordlist_report(list, 5) == NULL);
	wg_wordlist_free(list);
}

static void
test_plain_alphabet(void)
{
	struct wg_alphabet *plain;
	struct wg_wordlist *list;

	CHECK_INT(wg_alphabet_new(&plain, NULL), WG_OK);
	CHECK_INT(wg_wordlist_new(&list, plain), WG_OK);
	CHECK_INT(read_text(list, "p.txt", "Paris\nx-ray\nab\n"), WG_OK);
	CHECK_STR(words(list), "PARIS AB");
	CHECK_STR(wg_wordlist_report(list, 0),
	    "p.txt:2:2: not a letter of the alphabet: x-ray");
	wg_wordlist_free(list);
	wg_alphabet_free(plain);
}

static void
test_line_too_long(void)
{
	struct wg_wordlist *list;
	char *text;

	text = malloc(WG_WORDLIST_MAX_LINE + 16);
	/* 4096 bytes and a CR: long, but not too long a line. */
	memcpy(text, "ab\n", 3);
	memset(text + 3, 'a', WG_WORDLIST_MAX_LINE);
	memcpy(text + 3 + WG_WORDLIST_MAX_LINE, "\r\ncd\n", 6);
	list = new_list();
	CHECK_INT(read_text(list, "l.txt", text), WG_OK);
	CHECK_STR(words(list), "AB CD");
	CHECK_INT(wg_wordlist_rejected(list), 1);
	CHECK(strncmp(wg_wordlist_report(list, 0), "l.txt:2:1: too long: ",
	    21) == 0);
	CHECK_INT(strlen(wg_wordlist_report(list, 0)),
	    21 + WG_WORDLIST_MAX_LINE);
	wg_wordlist_free(list);

	/* One byte more is too long: an entry left out, as wsdict(1) says
	   of bad entries, and reading goes on (issue 16). */
	memcpy(text + 3, "a", 1);
	memcpy(text + 3 + WG_WORDLIST_MAX_LINE, "a\ncd\n", 6);
	list = new_list();
	CHECK_INT(read_text(list, "l.txt", text), WG_OK);
	CHECK_STR(words(list), "AB CD");
	CHECK_INT(wg_wordlist_rejected(list), 1);
	CHECK(strncmp(wg_wordlist_report(list, 0), "l.txt:2:1: too long: ",
	    21) == 0);
	wg_wordlist_free(list);
	free(text);
}

/*
 * A gzip file decompresses in blocks, so lines cross block boundaries; a
 * long line that does is caught too.
 */
static void
test_gzip_blocks(void)
{
	struct wg_wordlist *list;
	unsigned char *gz;
	char *text, *p;
	size_t len, gzlen, i, lines = 40000, bytes = 0;

	text = malloc(lines * 8 + WG_WORDLIST_MAX_LINE + 16);
	for (i = 0, p = text; i < lines; i++) {
		p[0] = 'a' + i % 26;
		p[1] = 'a' + i / 26 % 26;
		p[2] = 'a' + i / 676 % 26;
		p[3] = i % 3 == 0 ? '\r' : 'x';
		p[4] = '\n';
		p += 5;
		bytes += i % 3 == 0 ? 4 : 5;	/* length byte, letters */
	}
	len = p - text;
	gz = gzip(text, len, &gzlen);
	list = new_list();
	CHECK_INT(wg_wordlist_read_file(list, write_file("b.gz", gz, gzlen)),
	    WG_OK);
	CHECK_INT(wg_wordlist_count(list), lines);
	CHECK_INT(wg_wordlist_rejected(list), 0);
	CHECK_INT(list->len, bytes);
	wg_wordlist_free(list);
	free(gz);

	memset(p, 'q', WG_WORDLIST_MAX_LINE + 1);
	memcpy(p + WG_WORDLIST_MAX_LINE + 1, "\nzz\n", 4);
	len = p + WG_WORDLIST_MAX_LINE + 5 - text;
	gz = gzip(text, len, &gzlen);
	list = new_list();
	CHECK_INT(wg_wordlist_read_memory(list, "b.gz", gz, gzlen), WG_OK);
	CHECK_INT(wg_wordlist_rejected(list), 1);
	CHECK(strncmp(wg_wordlist_report(list, 0), "b.gz:40001:1: too long: "
	    "qqq", 27) == 0);
	CHECK_INT(wg_wordlist_count(list), lines + 1);
	wg_wordlist_free(list);
	free(gz);
	free(text);
}

static void
test_gzip_damaged(void)
{
	static const char text[] = "alpha\nbravo\ncharlie\ndelta\necho\n"
	    "foxtrot\ngolf\nhotel\nindia\njuliet\nkilo\nlima\nmike\n";
	struct wg_wordlist *list;
	unsigned char *gz;
	size_t gzlen;
	const char *msg;

	gz = gzip(text, strlen(text), &gzlen);
	list = new_list();
	CHECK_INT(wg_wordlist_read_memory(list, "w.gz", gz, gzlen), WG_OK);
	CHECK_INT(wg_wordlist_count(list), 13);
	wg_wordlist_free(list);

	/* Cut short in the deflate stream. */
	list = new_list();
	CHECK_INT(wg_wordlist_read_file(list, write_file("t.gz", gz,
	    gzlen / 2)), WG_E_FORMAT);
	msg = wg_wordlist_error(list);
	CHECK(strncmp(msg, tmpdir, strlen(tmpdir)) == 0);
	CHECK(strstr(msg, "t.gz: ") != NULL);
	wg_wordlist_free(list);

	/* Garbage in the deflate stream. */
	memset(gz + 12, 0xff, 8);
	list = new_list();
	CHECK_INT(wg_wordlist_read_memory(list, "g.gz", gz, gzlen),
	    WG_E_FORMAT);
	CHECK(strncmp(wg_wordlist_error(list), "g.gz: ", 6) == 0);
	wg_wordlist_free(list);
	free(gz);
}

static void
test_zip(void)
{
	static const struct member members[] = {
		{ "en/", NULL },
		{ "en/a.txt", "ab\ncd\n" },
		{ "en/b.txt", "ef\r\nG-h\r\n" },
	};
	struct wg_wordlist *list = new_list();
	unsigned char *zip;
	size_t len;

	zip = make_archive("zip", members, 3, &len);
	CHECK_INT(wg_wordlist_read_memory(list, "w.zip", zip, len), WG_OK);
	CHECK_STR(words(list), "AB CD EF");
	CHECK_INT(wg_wordlist_rejected(list), 1);
	CHECK_STR(wg_wordlist_report(list, 0), "w.zip(en/b.txt):2:1: "
	    "capitalised (proper noun): G-h");
	/* A zip file on disk is read through its central directory. */
	CHECK_INT(wg_wordlist_read_file(list, write_file("w.zip", zip, len)),
	    WG_OK);
	CHECK_INT(wg_wordlist_count(list), 6);
	wg_wordlist_free(list);

	free(zip);
}

static void
test_zip_damaged(void)
{
	static const struct member members[] = {
		{ "a.txt", "alpha\nbravo\ncharlie\ndelta\necho\nfoxtrot\n"
		    "golf\nhotel\nindia\njuliet\nkilo\nlima\nmike\n" },
	};
	struct wg_wordlist *list = new_list();
	unsigned char *zip;
	size_t len, data;

	/* Garbage in the deflate data, after the header, name and extra. */
	zip = make_archive("zip", members, 1, &len);
	data = 30 + (zip[26] | zip[27] << 8) + (zip[28] | zip[29] << 8);
	memset(zip + data + 2, 0xff, 16);
	CHECK_INT(wg_wordlist_read_memory(list, "d.zip", zip, len),
	    WG_E_FORMAT);
	CHECK(strncmp(wg_wordlist_error(list), "d.zip(a.txt): ", 14) == 0);
	wg_wordlist_free(list);
	free(zip);
}

static void
test_tar_xz(void)
{
	static const struct member members[] = {
		{ "words/one.txt", "ab\ncd" },
		{ "words/", NULL },
		{ "words/two.txt", "ef\nx1\n" },
	};
	struct wg_wordlist *list = new_list();
	unsigned char *tar;
	size_t len;

	tar = make_archive("tar.xz", members, 3, &len);
	CHECK_INT(wg_wordlist_read_file(list, write_file("w.tar.xz", tar,
	    len)), WG_OK);
	CHECK_STR(words(list), "AB CD EF");
	CHECK(strstr(wg_wordlist_report(list, 0),
	    "w.tar.xz(words/two.txt):2:2: not a letter of the alphabet: x1")
	    != NULL);
	wg_wordlist_free(list);

	/* Cut short: the xz stream ends early. */
	list = new_list();
	CHECK_INT(wg_wordlist_read_memory(list, "w.tar.xz", tar, len - 20),
	    WG_E_FORMAT);
	CHECK(strncmp(wg_wordlist_error(list), "w.tar.xz: ", 10) == 0);
	wg_wordlist_free(list);
	free(tar);
}

/*
 * Text that libarchive's format bidders could take for an archive (mtree
 * most of all) is read as plain lines.
 */
static void
test_text_not_archive(void)
{
	struct wg_wordlist *list = new_list();

	CHECK_INT(read_text(list, "m.txt", "#mtree\nab\ncd\n"), WG_OK);
	CHECK_STR(words(list), "AB CD");
	CHECK_INT(wg_wordlist_rejected(list), 1);
	CHECK_INT(read_text(list, "m.txt",
	    "ab type=file\n/set type=file\ncd\n"), WG_OK);
	CHECK_STR(words(list), "AB CD CD");
	wg_wordlist_free(list);
}

static void
test_missing_file(void)
{
	struct wg_wordlist *list = new_list();
	char path[256], want[512];

	snprintf(path, sizeof(path), "%s/no-such-file.txt", tmpdir);
	errno = 0;
	CHECK_INT(wg_wordlist_read_file(list, path), WG_E_IO);
	CHECK_INT(errno, ENOENT);
	snprintf(want, sizeof(want), "%s: %s", path, strerror(ENOENT));
	CHECK_STR(wg_wordlist_error(list), want);

	errno = 0;
	CHECK_INT(wg_wordlist_read_file(list, tmpdir), WG_E_IO);
	CHECK_INT(errno, EISDIR);
	snprintf(want, sizeof(want), "%s: %s", tmpdir, strerror(EISDIR));
	CHECK_STR(wg_wordlist_error(list), want);
	wg_wordlist_free(list);
}

static void
test_stdin(void)
{
	struct wg_wordlist *list = new_list();
	int fd, saved;

	fd = open(write_file("s.txt", "ab\nc-d\n", 7), O_RDONLY);
	saved = dup(STDIN_FILENO);
	CHECK(fd != -1 && saved != -1 && dup2(fd, STDIN_FILENO) != -1);
	CHECK_INT(wg_wordlist_read_file(list, "-"), WG_OK);
	CHECK_STR(words(list), "AB");
	CHECK_STR(wg_wordlist_report(list, 0), "(standard input):2:2: "
	    "hyphen, apostrophe or period: c-d");
	dup2(saved, STDIN_FILENO);
	close(saved);
	close(fd);
	wg_wordlist_free(list);
}

static void
test_add(void)
{
	struct wg_wordlist *list = new_list();
	uint8_t codes[WG_MAX_WORD + 1];

	memset(codes, 1, sizeof(codes));
	CHECK_INT(wg_wordlist_add(list, codes, 2), WG_OK);
	CHECK_INT(wg_wordlist_add(list, codes, WG_MAX_WORD), WG_OK);
	CHECK_INT(wg_wordlist_add(list, codes, 0), WG_E_ARG);
	CHECK_INT(wg_wordlist_add(list, codes, WG_MAX_WORD + 1), WG_E_ARG);
	codes[1] = 27;
	CHECK_INT(wg_wordlist_add(list, codes, 2), WG_E_ARG);
	codes[1] = 0;
	CHECK_INT(wg_wordlist_add(list, codes, 2), WG_E_ARG);
	CHECK_INT(wg_wordlist_count(list), 2);
	CHECK_INT(list->len, 2 + 1 + WG_MAX_WORD + 1);
	wg_wordlist_free(list);
	CHECK_INT(wg_wordlist_new(&list, NULL), WG_E_ARG);
	CHECK(list == NULL);
}

/* A reader libarchive cannot set up, as when out of memory. */
static int
support_fails(struct archive *a)
{
	archive_set_error(a, ENOMEM, "Can't allocate test data");
	return ARCHIVE_FATAL;
}

/* A format this libarchive lacks (XAR without an XML library). */
static int
support_lacks(struct archive *a)
{
	archive_set_error(a, -1, "not on this platform");
	return ARCHIVE_WARN;
}

/*
 * A reader that cannot be set up is refused with a message naming it, not
 * left half set up for libarchive to trip on; one the build lacks is not.
 */
static void
test_archive_support_fails(void)
{
	const struct wg_archive_support fails[] = {
		{ "filter", archive_read_support_filter_all },
		{ "test", support_fails },
		{ "tar", archive_read_support_format_tar }
	}, lacks[] = {
		{ "test", support_lacks },
		{ "raw", archive_read_support_format_raw }
	};
	struct archive *a;
	char err[256];

	errno = 0;
	a = wg_archive_new_with(fails, 3, err, sizeof(err));
	CHECK(a == NULL);
	CHECK_INT(errno, ENOMEM);
	CHECK_STR(err, "cannot set up libarchive's test reader: Can't "
	    "allocate test data");
	a = wg_archive_new_with(lacks, 2, err, sizeof(err));
	CHECK(a != NULL);
	archive_read_free(a);
	a = wg_archive_new(err, sizeof(err));
	CHECK(a != NULL);
	archive_read_free(a);
}

int
main(void)
{
	size_t i;

	if (mkdtemp(tmpdir) == NULL) {
		perror("mkdtemp");
		return 1;
	}
	if (wg_alphabet_new(&en, "en") != WG_OK)
		return 1;
	RUN(test_plain);
	RUN(test_crlf_blank);
	RUN(test_duplicates);
	RUN(test_empty);
	RUN(test_reports);
	RUN(test_plain_alphabet);
	RUN(test_line_too_long);
	RUN(test_gzip_blocks);
	RUN(test_gzip_damaged);
	RUN(test_zip);
	RUN(test_zip_damaged);
	RUN(test_tar_xz);
	RUN(test_text_not_archive);
	RUN(test_missing_file);
	RUN(test_stdin);
	RUN(test_add);
	RUN(test_archive_support_fails);
	wg_alphabet_free(en);
	for (i = 0; i < nwritten; i++) {
		unlink(written[i]);
		free(written[i]);
	}
	rmdir(tmpdir);
	return unit_done();
}
