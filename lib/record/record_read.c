/*
 * record_read.c: reads files of game records through libarchive: plain
 * text, any compression, every regular member of an archive.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <archive.h>
#include <archive_entry.h>

#include "record_private.h"
#include "record.h"

#define READ_BLOCK	(64 * 1024)

static int
failure(struct archive *a, const char *name, char *err, size_t errsize)
{
	const char *msg = archive_error_string(a);
	char buf[160];
	int e = archive_errno(a);

	if (e == ENOMEM || e == EIO || e == EISDIR || e == EACCES) {
		wg_msg(err, errsize, "%s: %s", name, strerror(e));
		errno = e;
		return e == ENOMEM ? WG_E_NOMEM : WG_E_IO;
	}
	wg_msg(err, errsize, "%s: %s", name,
	    wg_archive_message(msg, buf, sizeof(buf)));
	return WG_E_FORMAT;
}

/* Reads the current member of A whole into *BUF (grown as needed). */
static int
slurp(struct archive *a, char **buf, size_t *cap, size_t *len)
{
	char *nb;
	ssize_t got;

	*len = 0;
	for (;;) {
		if (*cap - *len < READ_BLOCK) {
			if ((nb = realloc(*buf, *cap * 2 + READ_BLOCK)) == NULL)
				return WG_E_NOMEM;
			*buf = nb;
			*cap = *cap * 2 + READ_BLOCK;
		}
		got = archive_read_data(a, *buf + *len, *cap - *len - 1);
		if (got < 0)
			return WG_E_FORMAT;
		if (got == 0)
			break;
		/* A compressed bomb is stopped, not read to the end. */
		if ((uint64_t)*len + (uint64_t)got > wg_limits()->text)
			return WG_E_LIMIT;
		*len += (size_t)got;
	}
	(*buf)[*len] = '\0';
	return WG_OK;
}

/* Every regular member of A, or the one named ONLY (when not NULL). */
static int
read_all(struct archive *a, const char *name, const char *only,
    wg_text_visitor visit, void *arg, char *err, size_t errsize)
{
	struct archive_entry *entry;
	const char *member;
	char *buf = NULL, *where = NULL;
	size_t cap = 0, len, n;
	int rc, visited = 0;

	for (;;) {
		rc = archive_read_next_header(a, &entry);
		if (rc == ARCHIVE_EOF && only != NULL && !visited) {
			wg_msg(err, errsize, "%s: no member %s", name, only);
			errno = ENOENT;
			rc = WG_E_IO;
			break;
		}
		if (rc == ARCHIVE_EOF) {
			/* No member at all: the caller says so. */
			rc = visited ? WG_OK : visit(name, "", 0, arg);
			break;
		}
		if (rc != ARCHIVE_OK && rc != ARCHIVE_WARN) {
			rc = failure(a, name, err, errsize);
			break;
		}
		if (archive_entry_filetype(entry) != AE_IFREG || (only != NULL &&
		    (archive_entry_pathname(entry) == NULL ||
		    strcmp(archive_entry_pathname(entry), only) != 0)))
			continue;
		free(where);
		where = NULL;
		if (archive_format(a) != ARCHIVE_FORMAT_RAW) {
			/* A member is named "ARCHIVE(MEMBER)", as ld does. */
			if ((member = archive_entry_pathname(entry)) == NULL)
				member = "?";
			n = strlen(name) + strlen(member) + 3;
			if ((where = malloc(n)) == NULL) {
				rc = WG_E_NOMEM;
				break;
			}
			snprintf(where, n, "%s(%s)", name, member);
		}
		if ((rc = slurp(a, &buf, &cap, &len)) != WG_OK) {
			if (rc == WG_E_LIMIT)
				wg_msg(err, errsize, "%s: more than %llu bytes "
				    "of text (the 'text' limit)", where ?
				    where : name, (unsigned long long)
				    wg_limits()->text);
			if (rc == WG_E_FORMAT)
				rc = failure(a, where ? where : name, err,
				    errsize);
			break;
		}
		visited = 1;
		if ((rc = visit(where ? where : name, buf, len, arg)) != 0)
			break;
	}
	if (rc == WG_E_NOMEM)
		wg_msg(err, errsize, "%s: %s", name, wg_strerror(rc));
	free(where);
	free(buf);
	return rc;
}

int
wg_record_read_file(const char *path, wg_text_visitor visit, void *arg,
    char *err, size_t errsize)
{
	const char *name, *open = strrchr(path, '(');
	char *archive = NULL, *member = NULL;
	size_t n = strlen(path);
	struct archive *a;
	int fd, rc;

	rc = wg_archive_open_path(path, &a, &fd, &name, err, errsize);
	/* "ARCHIVE(MEMBER)", as members are named, when no file has that
	   name: the one member. */
	if (a == NULL && errno == ENOENT && open != NULL && open > path &&
	    n > 2 && path[n - 1] == ')' && open + 1 < path + n - 1) {
		if ((archive = rec_strndup(path, (size_t)(open - path))) ==
		    NULL || (member = rec_strndup(open + 1,
		    n - 2 - (size_t)(open - path))) == NULL) {
			free(archive);
			wg_msg(err, errsize, "%s: %s", path,
			    wg_strerror(WG_E_NOMEM));
			return WG_E_NOMEM;
		}
		rc = wg_archive_open_path(archive, &a, &fd, &name, err,
		    errsize);
	}
	if (a == NULL) {
		free(archive);
		free(member);
		return rc;
	}
	if (rc != WG_OK)
		rc = failure(a, name, err, errsize);
	else
		rc = read_all(a, name, member, visit, arg, err, errsize);
	wg_archive_close(a, fd);
	free(archive);
	free(member);
	return rc;
}
