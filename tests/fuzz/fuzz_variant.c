/*
 * fuzz_variant.c: variant files.  A variant that reads must make an empty
 * board that writes and reads back, and a shuffled layout.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

FUZZ_TARGET(variant)
{
	struct wg_variant *v;
	struct wg_board *b, *b2;
	char err[512], want[64], *buf;
	uint8_t premium[WG_SQUARES];
	size_t n;
	int rc;

	err[0] = '\0';
	rc = wg_variant_load_memory(&v, "fuzz", (const char *)data, size, err,
	    sizeof(err));
	if (rc != WG_OK) {
		FUZZ_ASSERT(v == NULL && rc < 0);
		if (rc == WG_E_FORMAT)
			FUZZ_ASSERT(strncmp(err, "fuzz:", 5) == 0);
		return 0;
	}
	FUZZ_ASSERT(v->rows >= 1 && v->rows <= WG_BOARD_MAX);
	FUZZ_ASSERT(v->cols >= 1 && v->cols <= WG_BOARD_MAX);
	FUZZ_ASSERT(v->start_row < v->rows && v->start_col < v->cols);
	FUZZ_ASSERT(v->rack_size >= 1 && v->rack_size <= WG_RACK_MAX);
	FUZZ_ASSERT(v->min_players >= 1 && v->min_players <= v->max_players &&
	    v->max_players <= WG_MAX_PLAYERS);
	wg_variant_shuffle(v, 42, premium);
	b = malloc(sizeof(*b));
	b2 = malloc(sizeof(*b2));
	buf = malloc(WG_BOARD_TEXT_MAX);
	if (b != NULL && b2 != NULL && buf != NULL) {
		wg_board_init(b, v);
		wg_board_shuffle(b, 7);
		(void)wg_board_bag(b);
		n = wg_board_write(b, buf, WG_BOARD_TEXT_MAX);
		FUZZ_ASSERT(n != (size_t)-1);
		rc = wg_board_parse(b2, v, "fuzz", buf, n, want, sizeof(want),
		    err, sizeof(err));
		FUZZ_ASSERT(rc == WG_OK);
		FUZZ_ASSERT(memcmp(b->premium, b2->premium,
		    sizeof(b->premium)) == 0);
		n = wg_board_write_cgp(b, buf, WG_BOARD_TEXT_MAX);
		FUZZ_ASSERT(n != (size_t)-1);
		rc = wg_board_parse(b2, v, "fuzz", buf, n, want, sizeof(want),
		    err, sizeof(err));
		FUZZ_ASSERT(rc == WG_OK);
	}
	free(buf);
	free(b2);
	free(b);
	wg_variant_free(v);
	return 0;
}
