/*
 * errors.c: descriptions of the library's return codes, and its version.
 */
#include "config.h"

#include "text_private.h"

const char *
wg_strerror(int code)
{
	switch (code) {
	case WG_OK:
		return "success";
	case WG_E_NOMEM:
		return "out of memory";
	case WG_E_IO:
		return "input/output error";
	case WG_E_FORMAT:
		return "malformed input";
	case WG_E_CORRUPT:
		return "corrupt lexicon";
	case WG_E_ARG:
		return "invalid argument";
	case WG_E_LIMIT:
		return "size limit exceeded";
	case WG_E_EMPTY:
		return "no words";
	default:
		return "unknown error";
	}
}

const char *
wg_version(void)
{
	return WG_VERSION;
}
