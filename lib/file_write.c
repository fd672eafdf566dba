/*
 * file_write.c: writes a whole file so that it is never seen half-written:
 * into a temporary file beside it, then renamed over it.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "wg_private.h"

static int
write_all(int fd, const uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, p, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/*
 * Writes to an existing file that is not a regular one (/dev/null, a FIFO,
 * /dev/stdout) in place: renaming over it would replace a device node.
 */
static int
write_special(const char *path, const void *data, size_t len)
{
	int fd, saved;

	if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0)
		return WG_E_IO;
	if (write_all(fd, data, len) != 0) {
		saved = errno;
		close(fd);
		errno = saved;
		return WG_E_IO;
	}
	return close(fd) == 0 ? WG_OK : WG_E_IO;
}

int
wg_file_write(const char *path, const void *data, size_t len)
{
	char tmp[PATH_MAX];
	struct stat st;
	int fd, saved;

	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			errno = EISDIR;
			return WG_E_IO;
		}
		return write_special(path, data, len);
	}
	if (snprintf(tmp, sizeof(tmp), "%s.XXXXXX", path) >= (int)sizeof(tmp)) {
		errno = ENAMETOOLONG;
		return WG_E_IO;
	}
	if ((fd = mkstemp(tmp)) < 0)
		return WG_E_IO;
	if (write_all(fd, data, len) != 0 ||
	    fchmod(fd, 0644) != 0 || fsync(fd) != 0) {
		saved = errno;
		close(fd);
		unlink(tmp);
		errno = saved;
		return WG_E_IO;
	}
	if (close(fd) != 0 || rename(tmp, path) != 0) {
		saved = errno;
		unlink(tmp);
		errno = saved;
		return WG_E_IO;
	}
	return WG_OK;
}

