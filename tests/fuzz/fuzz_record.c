/*
 * fuzz_record.c: game records, GCG and native logs, one after another as
 * wsreplay reads them; each record is written back both ways (and must
 * read back the same, or be refused with a message) and replayed
 * under its variant (or classic) against the fixture lexicon; or under a
 * variant read from the input's start (fuzz_variant_prefix).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/*
 * What the writers write reads back, and written again is the same text;
 * what they refuse wg_record_check_write refuses with a message.
 */
static void
round_trip(const struct wg_record *rec, int format)
{
	struct wg_record *again;
	char *text, *text2, err[512];
	size_t len, len2, used;
	int rc;

	rc = format == WG_RECORD_GCG ? wg_record_write_gcg(rec, &text, &len) :
	    wg_record_write_log(rec, &text, &len);
	if (rc != WG_OK) {
		FUZZ_ASSERT(text == NULL);
		err[0] = '\0';
		FUZZ_ASSERT(wg_record_check_write(rec, format, err,
		    sizeof(err)) == rc);
		FUZZ_ASSERT(rc != WG_E_FORMAT || err[0] != '\0');
		return;
	}
	FUZZ_ASSERT(strlen(text) == len);
	FUZZ_ASSERT(wg_record_parse(&again, "again", text, len, 1, &used, err,
	    sizeof(err)) == WG_OK);
	FUZZ_ASSERT(used == len);
	rc = format == WG_RECORD_GCG ? wg_record_write_gcg(again, &text2,
	    &len2) : wg_record_write_log(again, &text2, &len2);
	FUZZ_ASSERT(rc == WG_OK);
	FUZZ_ASSERT(len2 == len && memcmp(text, text2, len) == 0);
	FUZZ_ASSERT(again->players == rec->players);
	free(text2);
	wg_record_free(again);
	free(text);
}

static void
replay(const struct wg_record *rec, int use_lex, const struct wg_variant *own)
{
	const struct wg_variant *v = own;
	struct wg_replay_result result;

	round_trip(rec, WG_RECORD_GCG);
	round_trip(rec, WG_RECORD_LOG);
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
