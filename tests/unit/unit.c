/*
 * unit.c: the runner behind unit.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "unit.h"

int unit_failures;
int unit_checks;
static int current_failed;

void
unit_fail(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	unit_failures++;
	current_failed = 1;
}

void
unit_run(const char *name, void (*fn)(void))
{
	current_failed = 0;
	fn();
	printf("%s: %s\n", current_failed ? "FAIL" : "ok", name);
}

int
unit_done(void)
{
	printf("%d checks, %d failed\n", unit_checks, unit_failures);
	return unit_failures ? 1 : 0;
}

const char *
unit_shared(void)
{
	const char *s = getenv("WG_SHARED");

	return s != NULL && *s != '\0' ? s : NULL;
}

unsigned
unit_scale(unsigned scale)
{
	const char *s = getenv("WG_TEST_SCALE");

	if (s != NULL)
		scale = (unsigned)strtoul(s, NULL, 10);
	return scale == 0 ? 1 : scale;
}

void
unit_path(char *buf, size_t size, int build, const char *rest)
{
	const char *top = getenv(build ? "WG_TOP_BUILDDIR" : "WG_TOP_SRCDIR");

	snprintf(buf, size, "%s/%s", top != NULL ? top : build ? "." : "..",
	    rest);
}
