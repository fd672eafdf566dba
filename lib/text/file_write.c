/*
 * file_write.c: writes a whole file so that it is never seen half-written:
 * into a temporary file beside it, then renamed over it.  A symbolic link
 * is followed (its target replaced), a device or FIFO written in place, a
 * replaced file keeps its mode, a new one gets 0666 less the umask, and a
 * signal handler can remove the temporary file (wg_lexicon_write_cancel).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "text_private.h"

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

/*
 * The temporary file of the write in progress, for wg_lexicon_write_cancel
 * in a signal handler: the name is complete before the flag is set.
 */
static char pending_tmp[PATH_MAX];
static volatile sig_atomic_t pending;

void
wg_lexicon_write_cancel(void)
{
	if (pending) {
		pending = 0;
		unlink(pending_tmp);
	}
}

/*
 * Creates a new temporary file beside TARGET, with mode 0666 less the
 * umask.  Its name does not grow with TARGET's (a name of NAME_MAX bytes
 * can be replaced), and it starts with a dot to stay out of listings.
 */
static int
open_temporary(const char *target, char *tmp, size_t size)
{
	const char *slash = strrchr(target, '/');
	int dirlen = slash == NULL ? 0 : (int)(slash - target + 1);
	unsigned long seed = (unsigned long)getpid() * 2654435761UL ^
	    (unsigned long)time(NULL) ^ (unsigned long)(uintptr_t)tmp;
	int fd, tries;

	for (tries = 0; tries < 100; tries++) {
		seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
		if (snprintf(tmp, size, "%.*s.wglex-%08lx", dirlen, target,
		    (seed >> 16) & 0xffffffffUL) >= (int)size) {
			errno = ENAMETOOLONG;
			return -1;
		}
		memcpy(pending_tmp, tmp, strlen(tmp) + 1);
		pending = 1;
		fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
		if (fd >= 0)
			return fd;
		pending = 0;
		if (errno != EEXIST)
			return -1;
	}
	return -1;
}

/*
 * The file PATH names into TARGET[PATH_MAX] and its status into *ST:
 * a symbolic link is followed (its target is replaced, never the link;
 * one pointing nowhere is refused, ENOENT).  Returns 0 (a new file), 1
 * (a regular file to replace), 2 (a device or FIFO, to write in place)
 * or -1 with errno set (a folder: EISDIR).
 */
static int
resolve(const char *path, char *target, struct stat *st)
{
	struct stat lst;

	if (strlen(path) >= PATH_MAX) {
		errno = ENAMETOOLONG;
		return -1;
	}
	if (lstat(path, &lst) != 0) {
		if (errno != ENOENT)
			return -1;
		memcpy(target, path, strlen(path) + 1);
		return 0;
	}
	if (stat(path, st) != 0)
		return -1;
	if (S_ISDIR(st->st_mode)) {
		errno = EISDIR;
		return -1;
	}
	if (!S_ISREG(st->st_mode))
		return 2;
	if (!S_ISLNK(lst.st_mode))
		memcpy(target, path, strlen(path) + 1);
	else if (realpath(path, target) == NULL)
		return -1;
	return 1;
}

int
wg_file_check(const char *path)
{
	char target[PATH_MAX], tmp[PATH_MAX];
	struct stat st;
	int fd;

	switch (resolve(path, target, &st)) {
	case -1:
		return WG_E_IO;
	case 2:
		/* Without blocking: a FIFO with no reader yet is fine. */
		if ((fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
			return errno == ENXIO ? WG_OK : WG_E_IO;
		close(fd);
		return WG_OK;
	}
	if ((fd = open_temporary(target, tmp, sizeof(tmp))) < 0)
		return WG_E_IO;
	close(fd);
	unlink(tmp);
	pending = 0;
	return WG_OK;
}

int
wg_file_write(const char *path, const void *data, size_t len)
{
	char target[PATH_MAX], tmp[PATH_MAX];
	struct stat st;
	int fd, saved, replacing;

	switch (replacing = resolve(path, target, &st)) {
	case -1:
		return WG_E_IO;
	case 2:
		return write_special(path, data, len);
	}
	if ((fd = open_temporary(target, tmp, sizeof(tmp))) < 0)
		return WG_E_IO;
	/* A file replaced keeps its mode (and owner, when we may). */
	if (replacing && fchown(fd, st.st_uid, st.st_gid) != 0 &&
	    errno != EPERM) {
		saved = errno;
		goto fail;
	}
	if ((replacing && fchmod(fd, st.st_mode & 07777) != 0) ||
	    write_all(fd, data, len) != 0 ||
	    fsync(fd) != 0) {
		saved = errno;
		goto fail;
	}
	if (close(fd) != 0 || rename(tmp, target) != 0) {
		saved = errno;
		fd = -1;
		goto fail;
	}
	pending = 0;
	return WG_OK;
fail:
	if (fd >= 0)
		close(fd);
	pending = 0;
	unlink(tmp);
	errno = saved;
	return WG_E_IO;
}
