/*
 * fuzz_record.c: game records, GCG and native logs, one after another as
 * wsreplay reads them; each record is written back both ways and replayed
 * under its variant (or classic) against the fixture lexicon; or under a
 * variant read from the input's start (fuzz_variant_prefix).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void
replay(const struct wg_record *rec, int use_lex, const struct wg_variant *own)
{
	const struct wg_variant *v = own;
	struct wg_replay_result result;
	struct wg_record *again;
	char *text, err[512];
	size_t len, used;

	if (wg_record_write_gcg(rec, &text, &len) == WG_OK) {
		FUZZ_ASSERT(strlen(text) == len);
		free(text);
	}
	if (wg_record_write_log(rec, &text, &len) == WG_OK) {
		if (wg_record_parse(&again, "again", text, len, 1, &used, err,
		    sizeof(err)) == WG_OK)
			wg_record_free(again);
		free(text);
	}
	if (v == NULL && rec->variant[0] != '\0')
		v = fuzz_variant(rec->variant);
	if (v == NULL)
		v = fuzz_variant("classic");
	(void)wg_replay(rec, v, use_lex ? fuzz_lexicon() : NULL, NULL, NULL,
	    NULL, &result);
	FUZZ_ASSERT(result.players <= WG_MAX_PLAYERS);
}

FUZZ_TARGET(record)
{
	struct wg_variant *own = fuzz_variant_prefix(&data, &size);
	const char *text = (const char *)data;
	struct wg_record *rec;
	char err[512];
	size_t off = 0, used;
	unsigned line = 1, records = 0;
	int rc;

	while (off < size && records < 16) {
		used = 0;
		rc = wg_record_parse(&rec, "fuzz", text + off, size - off, line,
		    &used, err, sizeof(err));
		FUZZ_ASSERT(used <= size - off);
		if (rc == WG_OK) {
			replay(rec, size > 0 && (data[0] & 1), own);
			wg_record_free(rec);
		} else if (rc == WG_E_EMPTY)
			break;
		else
			FUZZ_ASSERT(rec == NULL);
		if (used == 0)
			break;
		for (; used > 0; used--, off++)
			line += text[off] == '\n';
		records++;
	}
	wg_variant_free(own);
	return 0;
}
