/*
 * alloc_large.c: the large tables of the library (the generator's edges,
 * its bingo table, leave values), zeroed, on huge pages where the system
 * offers them on request.  A table of megabytes read at random touches a
 * new 4 KiB page at every other step: each first touch costs the kernel
 * a fault, and each later one may miss the address cache.  One 2 MiB
 * page in their place makes loading quicker and the search too.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "text_private.h"

#define HUGE_PAGE	((size_t)2 << 20)

void *
wg_alloc_large(size_t size)
{
	size_t whole;
	void *p;

	if (size < HUGE_PAGE / 2)
		return calloc(1, size ? size : 1);
	/* Whole pages: the last one is not shared with other data. */
	whole = (size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
	if (whole < size || posix_memalign(&p, HUGE_PAGE, whole) != 0)
		return NULL;
#ifdef MADV_HUGEPAGE
	(void)madvise(p, whole, MADV_HUGEPAGE);	/* a wish, not a need */
#endif
	memset(p, 0, size);
	return p;
}
