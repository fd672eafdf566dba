/*
 * textio.c: chores shared by the readers of text formats (variants, boards,
 * moves): reading letters and whole files, finding data files, messages.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "text_private.h"

size_t
wg_letter_read(const struct wg_alphabet *alphabet, const char *s, size_t len,
    unsigned *code, int *lower, size_t *skip)
{
	uint32_t cp;
	size_t n;

	*code = 0;
	*lower = 0;
	n = wg_utf8_decode(s, len, &cp);
	*skip = n > 0 ? n : 1;
	if (n == 0)
		return 0;
	*code = wg_alphabet_code(alphabet, cp);
	if (*code == 0)
		return 0;
	*lower = cp != alphabet->upper[*code];
	return n;
}

/*
 * Looks in folder DIR for a file named NAME.EXT, letters in any case, and
 * writes its path into BUF.  Returns WG_OK, WG_E_IO (none) or WG_E_LIMIT.
 */
static int
try_any_case(char *buf, size_t size, const char *dir, const char *name,
    const char *ext)
{
	char want[NAME_MAX + 1];
	struct dirent *d;
	DIR *dp;
	int n, rc = WG_E_IO;

	n = snprintf(want, sizeof(want), "%s.%s", name, ext);
	if (n < 0 || (size_t)n >= sizeof(want) || (dp = opendir(dir)) == NULL)
		return WG_E_IO;
	while (rc == WG_E_IO && (d = readdir(dp)) != NULL) {
		if (strcasecmp(d->d_name, want) != 0)
			continue;
		n = snprintf(buf, size, "%s/%s", dir, d->d_name);
		if (n < 0 || (size_t)n >= size)
			rc = WG_E_LIMIT;
		else if (access(buf, R_OK) == 0)
			rc = WG_OK;
	}
	closedir(dp);
	return rc;
}

/*
 * Tries DIR SUB / [SUBDIR /] NAME.EXT, with ANY_CASE letters in any case
 * after the exact name.  Returns WG_OK, WG_E_IO (not there) or
 * WG_E_LIMIT.
 */
static int
try_path(char *buf, size_t size, const char *dir, const char *sub,
    const char *subdir, const char *name, const char *ext, int any_case)
{
	char folder[PATH_MAX];
	int n;

	if (subdir != NULL) {
		n = snprintf(buf, size, "%s%s/%s/%s.%s", dir, sub, subdir,
		    name, ext);
		if (n < 0 || (size_t)n >= size)
			return WG_E_LIMIT;
		if (access(buf, R_OK) == 0)
			return WG_OK;
	}
	n = snprintf(buf, size, "%s%s/%s.%s", dir, sub, name, ext);
	if (n < 0 || (size_t)n >= size)
		return WG_E_LIMIT;
	if (access(buf, R_OK) == 0)
		return WG_OK;
	if (!any_case)
		return WG_E_IO;
	n = snprintf(folder, sizeof(folder), "%s%s", dir, sub);
	if (n < 0 || (size_t)n >= sizeof(folder))
		return WG_E_LIMIT;
	return try_any_case(buf, size, n > 0 ? folder : "/", name, ext);
}

int
wg_variant_name_ok(const char *s, size_t n)
{
	size_t i;

	if (n == 0 || n >= WG_NAME_MAX || s[0] == '.' || s[0] == '-')
		return 0;
	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '-' || s[i] == '_' || s[i] == '.'))
			return 0;
	return 1;
}

static int search_path(const char *, const char *, const char *,
    const char *, char *, size_t, int);

int
wg_data_find(const char *name, const char *ext, const char *subdir,
    const char *datadir, char *buf, size_t size)
{
	if (strchr(name, '/') != NULL || access(name, R_OK) == 0) {
		if (strlen(name) >= size)
			return WG_E_LIMIT;
		strcpy(buf, name);
		if (access(name, R_OK) == 0)
			return WG_OK;
		return WG_E_IO;
	}
	return search_path(name, ext, subdir, datadir, buf, size, 0);
}

int
wg_data_find_named(const char *name, const char *ext, const char *subdir,
    const char *datadir, char *buf, size_t size)
{
	if (!wg_variant_name_ok(name, strlen(name)))
		return WG_E_ARG;
	return search_path(name, ext, subdir, datadir, buf, size, 0);
}

int
wg_data_find_any_case(const char *name, const char *ext,
    const char *datadir, char *buf, size_t size)
{
	if (!wg_variant_name_ok(name, strlen(name)))
		return WG_E_ARG;
	return search_path(name, ext, NULL, datadir, buf, size, 1);
}

/* NAME.EXT in the places of the search path only. */
static int
search_path(const char *name, const char *ext, const char *subdir,
    const char *datadir, char *buf, size_t size, int any_case)
{
	const char *env, *p, *home;
	char dir[PATH_MAX];
	int rc;

	if ((env = getenv("WORDGAME_PATH")) != NULL) {
		for (p = env; *p != '\0';) {
			size_t n = strcspn(p, ":");

			if (n > 0 && n < sizeof(dir)) {
				memcpy(dir, p, n);
				dir[n] = '\0';
				if ((rc = try_path(buf, size, dir, "", subdir,
				    name, ext, any_case)) != WG_E_IO)
					return rc;
			}
			p += n;
			if (*p == ':')
				p++;
		}
	}
	if ((env = getenv("XDG_DATA_HOME")) != NULL && *env == '/') {
		if ((rc = try_path(buf, size, env, "/wordgame", subdir, name,
		    ext, any_case)) != WG_E_IO)
			return rc;
	} else if ((home = getenv("HOME")) != NULL && *home != '\0') {
		if ((rc = try_path(buf, size, home, "/.local/share/wordgame",
		    subdir, name, ext, any_case)) != WG_E_IO)
			return rc;
	}
	if (datadir != NULL && (rc = try_path(buf, size, datadir, "", subdir,
	    name, ext, any_case)) != WG_E_IO)
		return rc;
	errno = ENOENT;
	return WG_E_IO;
}

int
wg_square_read(const char *t, size_t n, unsigned rows, unsigned cols,
    unsigned *row, unsigned *col)
{
	size_t k;
	unsigned rw = 0;

	if (n < 2 || t[0] < 'A' || t[0] > 'Y')
		return -1;
	for (k = 1; k < n; k++) {
		if (t[k] < '0' || t[k] > '9' || rw > 100)
			return -1;
		rw = rw * 10 + (unsigned)(t[k] - '0');
	}
	if (rw == 0 || rw > rows || (unsigned)(t[0] - 'A') >= cols)
		return -2;
	*row = rw - 1;
	*col = (unsigned)(t[0] - 'A');
	return 0;
}

size_t
wg_text_cols(const char *s, size_t n)
{
	size_t i, c = 0;

	for (i = 0; i < n; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			c++;
	return c;
}

int
wg_file_read(const char *path, char **text, size_t *len)
{
	FILE *fp;
	char *buf = NULL, *nbuf;
	size_t cap = 0, n = 0, got;
	int saved;

	if ((fp = fopen(path, "rb")) == NULL)
		return WG_E_IO;
	for (;;) {
		if (cap - n < 4096) {
			cap = cap ? cap * 2 : 8192;
			if ((nbuf = realloc(buf, cap + 1)) == NULL) {
				free(buf);
				fclose(fp);
				return WG_E_NOMEM;
			}
			buf = nbuf;
		}
		got = fread(buf + n, 1, cap - n, fp);
		n += got;
		if (got == 0)
			break;
		if (n > WG_TEXT_MAX) {
			free(buf);
			fclose(fp);
			errno = EFBIG;
			return WG_E_IO;
		}
	}
	if (ferror(fp)) {
		saved = errno;
		free(buf);
		fclose(fp);
		errno = saved;
		return WG_E_IO;
	}
	fclose(fp);
	buf[n] = '\0';
	*text = buf;
	*len = n;
	return WG_OK;
}

void
wg_msg(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;

	if (buf == NULL || size == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, size, fmt, ap);
	va_end(ap);
}

/* Room for N more bytes and a NUL at the end of T, or 0 (T failed). */
static int
text_room(struct wg_text *t, size_t n)
{
	size_t ncap;
	char *nb;

	if (t->failed)
		return 0;
	if (t->cap - t->len > n)
		return 1;
	ncap = (t->cap + n + 1) * 2;
	if ((nb = realloc(t->buf, ncap)) == NULL) {
		t->failed = 1;
		return 0;
	}
	t->buf = nb;
	t->cap = ncap;
	return 1;
}

void
wg_text_printf(struct wg_text *t, const char *fmt, ...)
{
	va_list ap;
	size_t room;
	int n;

	for (;;) {
		room = t->cap - t->len;
		va_start(ap, fmt);
		/* No buffer yet: NULL + 0 is undefined, NULL with 0 is not. */
		n = vsnprintf(t->buf != NULL ? t->buf + t->len : NULL, room,
		    fmt, ap);
		va_end(ap);
		if (n < 0) {
			t->failed = 1;
			return;
		}
		if ((size_t)n < room) {
			t->len += (size_t)n;
			return;
		}
		if (!text_room(t, (size_t)n))
			return;
	}
}

void
wg_text_puts(struct wg_text *t, const char *s)
{
	size_t n = strlen(s);

	if (!text_room(t, n))
		return;
	memcpy(t->buf + t->len, s, n + 1);
	t->len += n;
}

void
wg_text_int(struct wg_text *t, long n, int plus)
{
	char digits[24], *p = digits + sizeof(digits);
	unsigned long u = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;

	*--p = '\0';
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*--p = '-';
	else if (plus)
		*--p = '+';
	wg_text_puts(t, p);
}
