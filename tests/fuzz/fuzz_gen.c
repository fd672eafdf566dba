/*
 * fuzz_gen.c: move generation on hostile positions.  The input is a board
 * file or CGP line; the rack is the one it gives the player on turn, its
 * rainbow tiles too, or the first tiles of the variant's bag.  Every move found must be legal by
 * wg_move_check and score what the generator says.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void
generate(const struct wg_board *b)
{
	const struct wg_variant *v = b->variant;
	const struct wg_gen_move *gm;
	struct wg_check *check;
	struct wg_gen *gen;
	uint8_t rack[WG_RACK_MAX];
	uint32_t rainbow = 0;
	size_t n = 0, i;
	unsigned c;

	if (b->rack_known[b->turn]) {
		n = b->rack_len[b->turn];
		memcpy(rack, b->rack[b->turn], n);
		rainbow = b->rack_rainbow[b->turn];
	} else
		for (c = 0; c <= wg_alphabet_size(v->alphabet) &&
		    n < v->rack_size; c++)
			if (v->count[c] > 0)
				rack[n++] = (uint8_t)c;
	if (wg_gen_new(&gen, fuzz_lexicon(), v) != WG_OK)
		return;
	if ((check = malloc(sizeof(*check))) == NULL) {
		wg_gen_free(gen);
		return;
	}
	if (wg_gen_run_rainbow(gen, b, rack, n, rainbow, 20,
	    WG_GEN_EXCHANGES) >= 0) {
		for (i = 0; (gm = wg_gen_result(gen, i)) != NULL; i++) {
			if (gm->move.kind != WG_MOVE_PLACE)
				continue;
			FUZZ_ASSERT(wg_move_check(b, &gm->move, fuzz_lexicon(),
			    check) == 1 || !b->rack_known[b->turn]);
			if (check->reasons == 0)
				FUZZ_ASSERT(check->score == gm->score);
		}
	}
	free(check);
	wg_gen_free(gen);
}

FUZZ_TARGET(gen)
{
	const struct wg_variant *v = fuzz_variant("classic");
	struct wg_board *b;
	char want[64], err[512];
	int rc;

	if (v == NULL)
		fuzz_abort(__FILE__, __LINE__, "no classic variant");
	if ((b = malloc(sizeof(*b))) == NULL)
		return 0;
	rc = wg_board_parse(b, v, "fuzz", (const char *)data, size, want,
	    sizeof(want), err, sizeof(err));
	if (rc == WG_E_ARG && (v = fuzz_variant(want)) != NULL)
		rc = wg_board_parse(b, v, "fuzz", (const char *)data, size,
		    want, sizeof(want), err, sizeof(err));
	if (rc == WG_OK)
		generate(b);
	free(b);
	return 0;
}
