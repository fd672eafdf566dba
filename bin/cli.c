/*
 * cli.c: messages, exit statuses and shared chores of the ws* programs.
 */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#ifndef WG_DATADIR
#define WG_DATADIR "/usr/local/share/wordgame"
#endif

static const char *progname = "wordgame";

void
cli_init(const char *name)
{
	progname = name;
}

const char *
cli_progname(void)
{
	return progname;
}

void
cli_error(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void
cli_usage_error(const char *synopsis)
{
	fprintf(stderr, "%s", synopsis);
	fprintf(stderr, "Try '%s --help' for more information.\n", progname);
	exit(EXIT_TROUBLE);
}

void
cli_version(void)
{
	printf("%s (wordgame) %s\n", progname, PACKAGE_VERSION);
	printf("libwordgame %s; %s\n", wg_version(), wg_dependency_versions());
	exit(cli_finish(EXIT_YES));
}

int
cli_finish(int status)
{
	int failed = ferror(stdout) != 0;

	if (fclose(stdout) != 0)
		failed = 1;
	if (failed) {
		cli_error("write error: %s", strerror(errno ? errno : EIO));
		return EXIT_TROUBLE;
	}
	return status;
}

struct wg_lexicon *
cli_lexicon_open(const char *name)
{
	char path[PATH_MAX], err[512];
	struct wg_lexicon *lex;
	int rc;

	if (name == NULL)
		name = "default";
	rc = wg_lexicon_find(name, WG_DATADIR, path, sizeof(path));
	if (rc != WG_OK) {
		if (rc == WG_E_IO && strchr(name, '/') != NULL)
			cli_error("%s: %s", name, strerror(errno));
		else if (rc == WG_E_IO)
			cli_error("lexicon '%s' not found (looked in "
			    "$WORDGAME_PATH, the user data folder and %s)",
			    name, WG_DATADIR);
		else
			cli_error("%s: %s", name, wg_strerror(rc));
		return NULL;
	}
	if (wg_lexicon_load(&lex, path, err, sizeof(err)) != WG_OK) {
		cli_error("%s", err);
		return NULL;
	}
	return lex;
}

void
cli_json_string(FILE *fp, const char *s)
{
	const unsigned char *p;

	fputc('"', fp);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(fp, "\\%c", *p);
		else if (*p < 0x20)
			fprintf(fp, "\\u%04x", *p);
		else
			fputc(*p, fp);
	}
	fputc('"', fp);
}
