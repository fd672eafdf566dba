/*
 * wordlist_read.c: reads word lists through libarchive (plain text, any
 * compression, every regular file of an archive) and splits them into lines;
 * a KWG word graph (kwg.c) found so is read as the words it holds.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <archive.h>
#include <archive_entry.h>

#include "lexicon_private.h"

#define READ_BLOCK	(64 * 1024)
#define STDIN_NAME	"(standard input)"

/* One file or archive member being split into lines. */
struct reader {
	struct wg_wordlist *list;
	const char	*where;		/* name for messages */
	unsigned long	 lineno;
	uint64_t	 bytes;		/* read from the file so far */
	size_t		 have;		/* bytes of a line held in part */
	int		 overlong;	/* the line held is too long: the
					   rest of it is skipped */
	char		 part[WG_WORDLIST_MAX_LINE + 1];	/* and its CR */
};

/*
 * Every format but mtree: an mtree file names files on disk to read, and
 * its bidder takes some text files for mtree, which must be read as text.
 */
static const struct wg_archive_support supports[] = {
	{ "filter", archive_read_support_filter_all },
	{ "7-Zip", archive_read_support_format_7zip },
	{ "ar", archive_read_support_format_ar },
	{ "CAB", archive_read_support_format_cab },
	{ "cpio", archive_read_support_format_cpio },
	{ "ISO 9660", archive_read_support_format_iso9660 },
	{ "LHA", archive_read_support_format_lha },
	{ "RAR", archive_read_support_format_rar },
	{ "RAR 5", archive_read_support_format_rar5 },
	{ "tar", archive_read_support_format_tar },
	{ "WARC", archive_read_support_format_warc },
	{ "XAR", archive_read_support_format_xar },
	{ "ZIP", archive_read_support_format_zip },
	{ "raw", archive_read_support_format_raw },
	{ "empty", archive_read_support_format_empty }
};

struct archive *
wg_archive_new_with(const struct wg_archive_support *s, size_t n,
    char *err, size_t errsize)
{
	struct archive *a;
	size_t i;
	int e;

	if ((a = archive_read_new()) == NULL) {
		wg_msg(err, errsize, "%s", strerror(ENOMEM));
		errno = ENOMEM;
		return NULL;
	}
	/*
	 * ARCHIVE_WARN is a format this libarchive was built without (XAR
	 * with no XML library): the others still read.  Worse is a reader
	 * half set up, which libarchive would trip on later.
	 */
	for (i = 0; i < n; i++)
		if (s[i].add(a) < ARCHIVE_WARN) {
			e = archive_errno(a);
			wg_msg(err, errsize, "cannot set up libarchive's %s "
			    "reader: %s", s[i].name, archive_error_string(a) !=
			    NULL ? archive_error_string(a) : strerror(e > 0 ?
			    e : EINVAL));
			archive_read_free(a);
			errno = e == ENOMEM ? ENOMEM : EINVAL;
			return NULL;
		}
	return a;
}

struct archive *
wg_archive_new(char *err, size_t errsize)
{
	return wg_archive_new_with(supports, sizeof(supports) /
	    sizeof(supports[0]), err, errsize);
}

/* Sets the list's message from libarchive's and returns a WG_E_* code. */
static int
archive_failure(struct wg_wordlist *list, struct archive *a, const char *name)
{
	const char *msg = archive_error_string(a);
	char buf[160];
	int e = archive_errno(a);

	switch (e) {
	case ENOMEM:
		wg_wordlist_seterr(list, "%s: %s", name, strerror(e));
		return WG_E_NOMEM;
	case EIO:
	case EISDIR:
	case EBADF:
	case ENXIO:
	case EACCES:
		wg_wordlist_seterr(list, "%s: %s", name, strerror(e));
		errno = e;
		return WG_E_IO;
	default:
		wg_wordlist_seterr(list, "%s: %s", name,
		    wg_archive_message(msg, buf, sizeof(buf)));
		return WG_E_FORMAT;
	}
}

static int
take_line(struct reader *r, const char *s, size_t len)
{
	if (++r->lineno > wg_limits()->lines) {
		wg_wordlist_seterr(r->list, "%s:%lu: more than %llu lines (the "
		    "'lines' limit)", r->where, r->lineno,
		    (unsigned long long)wg_limits()->lines);
		return WG_E_LIMIT;
	}
	if (len > 0 && s[len - 1] == '\r')
		len--;
	/* No word is that long: an entry left out, not the end. */
	if (len > WG_WORDLIST_MAX_LINE || r->overlong) {
		r->overlong = 0;
		return wg_wordlist_reject_long(r->list, r->where, r->lineno,
		    s, len);
	}
	if (r->lineno == 1 && len >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0) {
		s += 3;		/* a byte order mark */
		len -= 3;
	}
	return wg_wordlist_feed(r->list, r->where, r->lineno, s, len);
}

/* Holds S[0..LEN) as the start of a line that goes on in the next block. */
static int
hold(struct reader *r, const char *s, size_t len)
{
	if (len > sizeof(r->part) - r->have) {
		/* Keeps the start for the report, skips the rest. */
		len = sizeof(r->part) - r->have;
		r->overlong = 1;
	}
	memcpy(r->part + r->have, s, len);
	r->have += len;
	return WG_OK;
}

static int
read_block(struct reader *r, const char *s, size_t len)
{
	const char *end = s + len, *nl;
	int rc;

	while (s < end) {
		if ((nl = memchr(s, '\n', end - s)) == NULL)
			return hold(r, s, end - s);
		if (r->have == 0)
			rc = take_line(r, s, nl - s);
		else if ((rc = hold(r, s, nl - s)) == WG_OK) {
			rc = take_line(r, r->part, r->have);
			r->have = 0;
		}
		if (rc != WG_OK)
			return rc;
		s = nl + 1;
	}
	return WG_OK;
}

/* A compressed bomb is stopped, not read to the end. */
static int
count_bytes(struct reader *r, size_t size)
{
	if ((r->bytes += size) > wg_limits()->text) {
		wg_wordlist_seterr(r->list, "%s: more than %llu bytes of text "
		    "(the 'text' limit)", r->where,
		    (unsigned long long)wg_limits()->text);
		return WG_E_LIMIT;
	}
	return WG_OK;
}

/*
 * A KWG word graph starts with a node of tile 0 that ends its list and
 * accepts no word: a fourth byte 0, which no word list's text has.
 */
static int
is_kwg(const uint8_t *data, size_t size)
{
	return size >= 4 && data[3] == 0 && (data[2] & 0xc0) == 0x40;
}

static int
add_kwg_word(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	(void)blanks;
	return wg_wordlist_add(arg, codes, n);
}

/* Reads the rest of a KWG whose first block is DATA[0..SIZE). */
static int
read_kwg(struct reader *r, struct archive *a, const char *name,
    const void *data, size_t size)
{
	char msg[sizeof(r->list->error)];
	uint8_t *buf = NULL, *nb;
	size_t len = 0, cap = 0;
	int64_t offset;
	int rc;

	for (;;) {
		if (len + size > cap) {
			cap = cap ? cap : 1 << 16;
			while (cap < len + size)
				cap *= 2;
			if ((nb = realloc(buf, cap)) == NULL) {
				free(buf);
				wg_wordlist_seterr(r->list, "%s",
				    wg_strerror(WG_E_NOMEM));
				return WG_E_NOMEM;
			}
			buf = nb;
		}
		if (size > 0)
			memcpy(buf + len, data, size);
		len += size;
		rc = archive_read_data_block(a, &data, &size, &offset);
		if (rc == ARCHIVE_EOF)
			break;
		if (rc != ARCHIVE_OK && rc != ARCHIVE_WARN) {
			free(buf);
			return archive_failure(r->list, a, name);
		}
		if ((rc = count_bytes(r, size)) != WG_OK) {
			free(buf);
			return rc;
		}
	}
	msg[0] = '\0';
	rc = wg_kwg_each(buf, len, r->where,
	    (unsigned)wg_alphabet_size(r->list->alphabet), 0, add_kwg_word,
	    r->list, msg, sizeof(msg));
	free(buf);
	/* The list keeps its own message (the 'words' limit). */
	if (rc != WG_OK && msg[0] != '\0')
		wg_wordlist_seterr(r->list, "%s", msg);
	return rc;
}

static int
read_entry(struct reader *r, struct archive *a, const char *name)
{
	const void *data;
	size_t size;
	int64_t offset;
	int rc, first = 1;

	r->lineno = 0;
	r->have = 0;
	r->overlong = 0;
	for (;;) {
		rc = archive_read_data_block(a, &data, &size, &offset);
		if (rc == ARCHIVE_EOF)
			break;
		if (rc != ARCHIVE_OK && rc != ARCHIVE_WARN)
			return archive_failure(r->list, a, name);
		if ((rc = count_bytes(r, size)) != WG_OK)
			return rc;
		if (first && size > 0 && is_kwg(data, size))
			return read_kwg(r, a, name, data, size);
		if (size > 0)
			first = 0;
		/* An empty block may come with no buffer at all. */
		if (size > 0 && (rc = read_block(r, data, size)) != WG_OK)
			return rc;
	}
	if (r->have > 0)
		return take_line(r, r->part, r->have);
	return WG_OK;
}

/* Reads every regular file of the opened archive A, called NAME. */
static int
read_archive(struct wg_wordlist *list, struct archive *a, const char *name)
{
	struct archive_entry *entry;
	struct reader *r;
	const char *member;
	char *where;
	size_t n, files = 0;
	int rc;

	if ((r = malloc(sizeof(*r))) == NULL) {
		wg_wordlist_seterr(list, "%s", wg_strerror(WG_E_NOMEM));
		return WG_E_NOMEM;
	}
	r->list = list;
	r->bytes = 0;
	for (;;) {
		rc = archive_read_next_header(a, &entry);
		if (rc == ARCHIVE_EOF) {
			rc = WG_OK;
			/* 512 zero bytes make an empty tar archive: a word
			   list starting so must not vanish silently. */
			if (files == 0 && archive_format(a) !=
			    ARCHIVE_FORMAT_EMPTY) {
				wg_wordlist_seterr(list, "%s: an archive with "
				    "no file in it (%s), not a word list",
				    name, archive_format_name(a));
				rc = WG_E_FORMAT;
			}
			break;
		}
		if (rc != ARCHIVE_OK && rc != ARCHIVE_WARN) {
			rc = archive_failure(list, a, name);
			break;
		}
		if (archive_entry_filetype(entry) != AE_IFREG)
			continue;
		files++;
		if (archive_format(a) == ARCHIVE_FORMAT_RAW) {
			r->where = name;
			rc = read_entry(r, a, name);
		} else {
			/* A member is named "ARCHIVE(MEMBER)", as ld does. */
			if ((member = archive_entry_pathname(entry)) == NULL)
				member = "?";
			n = strlen(name) + strlen(member) + 3;
			if ((where = malloc(n)) == NULL) {
				wg_wordlist_seterr(list, "%s",
				    wg_strerror(WG_E_NOMEM));
				rc = WG_E_NOMEM;
				break;
			}
			snprintf(where, n, "%s(%s)", name, member);
			r->where = where;
			rc = read_entry(r, a, where);
			free(where);
		}
		if (rc != WG_OK)
			break;
	}
	free(r);
	return rc;
}

static void
close_unless_stdin(int fd)
{
	if (fd != STDIN_FILENO && fd != -1)
		close(fd);
}

int
wg_archive_open_path(const char *path, struct archive **out, int *fdp,
    const char **name, char *err, size_t errsize)
{
	char why[256];
	struct archive *a;
	struct stat st;
	int fd = -1, e;

	*out = NULL;
	*name = path;
	if (strcmp(path, "-") == 0) {
		fd = STDIN_FILENO;
		*name = STDIN_NAME;
	} else if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		goto syserr;
	if (fstat(fd, &st) == -1)
		goto syserr;
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		goto syserr;
	}
	if ((a = wg_archive_new(why, sizeof(why))) == NULL) {
		e = errno;
		close_unless_stdin(fd);
		wg_msg(err, errsize, "%s: %s", *name, why);
		errno = e;
		return e == ENOMEM ? WG_E_NOMEM : WG_E_IO;
	}
	*out = a;
	*fdp = fd;
	if (archive_read_open_fd(a, fd, READ_BLOCK) != ARCHIVE_OK)
		return WG_E_FORMAT;
	return WG_OK;
syserr:
	e = errno;
	close_unless_stdin(fd);
	wg_msg(err, errsize, "%s: %s", *name, strerror(e));
	errno = e;
	return e == ENOMEM ? WG_E_NOMEM : WG_E_IO;
}

const char *
wg_archive_message(const char *msg, char *buf, size_t size)
{
	const char *tail;
	char *end;
	long code;

	if (msg == NULL)
		return "damaged archive or compressed data";
	/* libarchive passes zlib's codes on: "ZIP decompression failed (-5)". */
	if ((tail = strstr(msg, " decompression failed (")) == NULL)
		return msg;
	code = strtol(tail + 23, &end, 10);
	if (*end != ')')
		return msg;
	snprintf(buf, size, "%.*s member damaged: %s", (int)(tail - msg), msg,
	    code == -5 ? "its compressed data is cut short" :
	    code == -3 ? "its compressed data is corrupt" :
	    code == -4 ? "out of memory while decompressing it" :
	    "its compressed data does not decompress");
	return buf;
}

void
wg_archive_close(struct archive *a, int fd)
{
	int e = errno;

	archive_read_free(a);
	if (fd != STDIN_FILENO)
		close(fd);
	errno = e;
}

int
wg_wordlist_read_file(struct wg_wordlist *list, const char *path)
{
	const char *name;
	struct archive *a;
	char err[512];
	int fd, rc;

	rc = wg_archive_open_path(path, &a, &fd, &name, err, sizeof(err));
	if (a == NULL) {
		wg_wordlist_seterr(list, "%s", err);
		return rc;
	}
	if (rc != WG_OK)
		rc = archive_failure(list, a, name);
	else
		rc = read_archive(list, a, name);
	wg_archive_close(a, fd);
	return rc;
}

int
wg_wordlist_read_memory(struct wg_wordlist *list, const char *name,
    const void *data, size_t len)
{
	struct archive *a;
	char err[256];
	int rc;

	if ((a = wg_archive_new(err, sizeof(err))) == NULL) {
		rc = errno == ENOMEM ? WG_E_NOMEM : WG_E_IO;
		wg_wordlist_seterr(list, "%s: %s", name, err);
		return rc;
	}
	/* libarchive wants a non-NULL buffer even for no data. */
	if (archive_read_open_memory(a, len > 0 ? data : "", len) !=
	    ARCHIVE_OK)
		rc = archive_failure(list, a, name);
	else
		rc = read_archive(list, a, name);
	archive_read_free(a);
	return rc;
}
