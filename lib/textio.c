/*
 * textio.c: chores shared by the readers of text formats (variants, boards,
 * moves): reading letters and whole files, finding data files, messages.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "wg_private.h"

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

static int
readable(const char *path)
{
	return access(path, R_OK) == 0;
}

static int
try_dir(const char *dir, size_t dirlen, const char *subdir, const char *name,
    const char *ext, char *buf, size_t size)
{
	int n;

	if (dirlen == 0)
		return 0;
	n = snprintf(buf, size, "%.*s/%s/%s.%s", (int)dirlen, dir, subdir,
	    name, ext);
	if (n >= 0 && (size_t)n < size && readable(buf))
		return 1;
	n = snprintf(buf, size, "%.*s/%s.%s", (int)dirlen, dir, name, ext);
	return n >= 0 && (size_t)n < size && readable(buf);
}

int
wg_data_find(const char *name, const char *ext, const char *subdir,
    const char *datadir, char *buf, size_t size)
{
	const char *path, *colon, *home;
	char xdg[4096];

	if (strlen(name) >= size)
		return WG_E_LIMIT;
	if (strchr(name, '/') != NULL || readable(name)) {
		snprintf(buf, size, "%s", name);
		if (readable(buf))
			return WG_OK;
		return WG_E_IO;
	}
	if ((path = getenv("WORDGAME_PATH")) != NULL) {
		for (;;) {
			colon = strchr(path, ':');
			if (try_dir(path, colon ? (size_t)(colon - path) :
			    strlen(path), subdir, name, ext, buf, size))
				return WG_OK;
			if (colon == NULL)
				break;
			path = colon + 1;
		}
	}
	if ((path = getenv("XDG_DATA_HOME")) != NULL && *path != '\0')
		snprintf(xdg, sizeof(xdg), "%s/wordgame", path);
	else if ((home = getenv("HOME")) != NULL)
		snprintf(xdg, sizeof(xdg), "%s/.local/share/wordgame", home);
	else
		xdg[0] = '\0';
	if (try_dir(xdg, strlen(xdg), subdir, name, ext, buf, size))
		return WG_OK;
	if (datadir != NULL &&
	    try_dir(datadir, strlen(datadir), subdir, name, ext, buf, size))
		return WG_OK;
	errno = ENOENT;
	return WG_E_IO;
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
