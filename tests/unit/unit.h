/*
 * unit.h: a few assertion macros for the library's unit tests.  A failed
 * check prints file:line and both values, and the test goes on.
 */
#ifndef WG_UNIT_H
#define WG_UNIT_H

#include <stddef.h>
#include <stdint.h>

extern int unit_failures;
extern int unit_checks;

void	unit_fail(const char *file, int line, const char *fmt, ...);
/* Runs FN under NAME and prints its verdict. */
void	unit_run(const char *name, void (*fn)(void));
/* Prints the totals; returns the exit status for the test program. */
int	unit_done(void);
/* The shared/ folder beside the source tree, or NULL (then skip). */
const char *unit_shared(void);
/* The scale of the tests that play games: half the games under the
   sanitizers. */
#if defined(__SANITIZE_ADDRESS__)
#define UNIT_DEFAULT_SCALE	2
#else
#define UNIT_DEFAULT_SCALE	1
#endif
/* The test's scale: WG_TEST_SCALE if set, else SCALE (never 0); a test
   plays a SCALE-th of its games, so slow builds can ask for fewer. */
unsigned	 unit_scale(unsigned scale);
/* Writes into BUF the path REST under the build tree (BUILD) or the
   source tree, from the golden driver's environment. */
void	unit_path(char *buf, size_t size, int build, const char *rest);

#define CHECK(cond) do { unit_checks++; if (!(cond)) \
	unit_fail(__FILE__, __LINE__, "check failed: %s", #cond); } while (0)
#define CHECK_INT(a, b) do { long long a_ = (a), b_ = (b); unit_checks++; \
	if (a_ != b_) unit_fail(__FILE__, __LINE__, "%s == %lld, expected %s == %lld", \
	    #a, a_, #b, b_); } while (0)
#define CHECK_STR(a, b) do { const char *a_ = (a), *b_ = (b); unit_checks++; \
	if (a_ == NULL || b_ == NULL || strcmp(a_, b_) != 0) \
	unit_fail(__FILE__, __LINE__, "%s == \"%s\", expected \"%s\"", #a, \
	    a_ ? a_ : "(null)", b_ ? b_ : "(null)"); } while (0)
#define RUN(fn) unit_run(#fn, fn)

#endif
