#include "config.h"
#include <archive.h>
#include <zlib.h>
#include <stdio.h>
#include "wg_private.h"
const char *
wg_dependency_versions(void)
{
	static char buf[128];
	snprintf(buf, sizeof(buf), "%s, zlib %s", archive_version_string(), zlibVersion());
	return buf;
}
