/*
 * fuzz_common.c: fixtures shared by the fuzz harnesses: variants read from
 * the source tree and a small lexicon built from the list below.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "fuzz.h"

#ifndef WG_FUZZ_VARIANTS
#define WG_FUZZ_VARIANTS "share/variants"
#endif

#define CACHE_MAX	16

static struct {
	char		 name[WG_NAME_MAX];
	struct wg_variant *v;
} cache[CACHE_MAX];
static size_t ncache;

static void
free_all(void)
{
	size_t i;

	for (i = 0; i < ncache; i++)
		wg_variant_free(cache[i].v);
	ncache = 0;
}

/* Three-tile racks of four letters and a blank: leave files' harnesses. */
static const char tiny_text[] =
    "name tiny\nalphabet en\nsize 5 5\nstart C3\nplayers 2 2\n"
    "first random\nrack 3\nbingo 10 3\nexchange 3\nout 1 lose\n"
    "stall 2 per-player passes lose\ntie pre-end\n"
    "tile ? 1 0\ntile A 4 1\ntile B 2 2\ntile S 2 1\n"
    "premiums\n.....\n.....\n.....\n.....\n.....\n";

const struct wg_variant *
fuzz_tiny_variant(void)
{
	static struct wg_variant *tiny;
	char err[512];

	if (tiny == NULL && wg_variant_load_memory(&tiny, "tiny", tiny_text,
	    strlen(tiny_text), err, sizeof(err)) != WG_OK)
		return NULL;
	return tiny;
}

const struct wg_variant *
fuzz_variant(const char *name)
{
	const char *dir = getenv("WG_FUZZ_VARIANTS");
	char path[4096], err[512];
	struct wg_variant *v;
	size_t i;

	for (i = 0; i < ncache; i++)
		if (strcmp(cache[i].name, name) == 0)
			return cache[i].v;
	/* Only the names of the files we ship: never a path from input. */
	if (strlen(name) >= WG_NAME_MAX || strspn(name,
	    "abcdefghijklmnopqrstuvwxyz-") != strlen(name) || *name == '\0' ||
	    ncache == CACHE_MAX)
		return NULL;
	snprintf(path, sizeof(path), "%s/%s.wgv", dir != NULL ? dir :
	    WG_FUZZ_VARIANTS, name);
	if (wg_variant_load(&v, path, err, sizeof(err)) != WG_OK)
		v = NULL;
	if (ncache == 0)
		atexit(free_all);
	snprintf(cache[ncache].name, sizeof(cache[ncache].name), "%s", name);
	cache[ncache++].v = v;
	return v;
}

static const char words[] =
    "aa\nab\nad\nae\nag\nah\nai\nal\nam\nan\nar\nas\nat\naw\nax\nay\n"
    "ba\nbe\nbi\nbo\nby\nde\ndo\ned\nef\neh\nel\nem\nen\ner\nes\nex\n"
    "fa\ngo\nha\nhe\nhi\nho\nid\nif\nin\nis\nit\njo\nka\nla\nli\nlo\n"
    "ma\nme\nmi\nmo\nmu\nmy\nna\nne\nno\nnu\nod\noe\nof\noh\noi\nom\n"
    "on\nop\nor\nos\now\nox\noy\npa\npe\npi\nqi\nre\nsh\nsi\nso\nta\n"
    "ti\nto\nuh\num\nun\nup\nus\nut\nwe\nwo\nxi\nxu\nya\nye\nyo\nza\n"
    "cat\ncats\ncare\ncares\ncared\nscare\nscared\nrace\nraced\nacre\n"
    "act\nacts\ntact\nfact\nfacts\nquiz\nquiet\nzax\njinx\nqat\ntree\n"
    "trees\nstreet\ntester\nretest\nsetter\nstreets\nrestate\ntearest\n"
    "aerate\nexotic\nzephyr\nwaltz\nrhythm\nstone\ntones\nnotes\nonset\n"
    "seton\nsteno\nbanana\nbandana\nabandon\nxylophone\nquixotic\n";

static struct wg_alphabet *lex_alphabet;
static struct wg_lexicon *lexicon;

static void
free_lexicon(void)
{
	wg_lexicon_free(lexicon);
	wg_alphabet_free(lex_alphabet);
}

const struct wg_lexicon *
fuzz_lexicon(void)
{
	struct wg_wordlist *list;

	if (lexicon != NULL)
		return lexicon;
	if (wg_alphabet_new(&lex_alphabet, "en") != WG_OK ||
	    wg_wordlist_new(&list, lex_alphabet) != WG_OK)
		fuzz_abort(__FILE__, __LINE__, "no memory for the fixture");
	if (wg_wordlist_read_memory(list, "fixture", words,
	    sizeof(words) - 1) != WG_OK ||
	    wg_lexicon_build(&lexicon, list) != WG_OK)
		fuzz_abort(__FILE__, __LINE__, "the fixture lexicon fails");
	wg_wordlist_free(list);
	atexit(free_lexicon);
	return lexicon;
}

const char *
fuzz_language(uint8_t b)
{
	static const char *const languages[] = {
		"en", "", "de", "fr", "es", "pl", "it", "pt"
	};

	return languages[b % 8];
}

int
fuzz_refind_visit(const uint8_t *codes, size_t n, uint64_t blanks,
    void *arg)
{
	struct fuzz_refind *f = arg;
	uint64_t front, back;

	(void)blanks;
	FUZZ_ASSERT(n >= 1 && n <= WG_MAX_WORD);
	FUZZ_ASSERT(wg_lexicon_contains(f->lex, codes, n));
	if (f->count < 50)
		wg_lexicon_hooks(f->lex, codes, n, &front, &back);
	return ++f->count >= FUZZ_VISITS;
}

int
fuzz_count_visit(const uint8_t *codes, size_t n, uint64_t blanks, void *arg)
{
	size_t *count = arg;

	FUZZ_ASSERT(n >= 1 && n <= WG_MAX_WORD);
	(void)codes;
	(void)blanks;
	return ++*count >= FUZZ_VISITS;
}

void
fuzz_abort(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: broken promise: %s\n", file, line, what);
	abort();
}

struct wg_variant *
fuzz_variant_prefix(const uint8_t **data, size_t *size)
{
	const char *text = (const char *)*data, *sep = NULL;
	struct wg_variant *v;
	char err[512];
	size_t i;

	for (i = 0; i + 3 <= *size; i++)
		if (memcmp(text + i, "%%\n", 3) == 0 &&
		    (i == 0 || text[i - 1] == '\n')) {
			sep = text + i;
			break;
		}
	if (sep == NULL)
		return NULL;
	if (wg_variant_load_memory(&v, "fuzz-variant", text,
	    (size_t)(sep - text), err, sizeof(err)) != WG_OK)
		return NULL;
	*size -= (size_t)(sep + 3 - text);
	*data = (const uint8_t *)sep + 3;
	return v;
}

void
fuzz_leaves_probe(const struct wg_leaves *lv, const struct wg_variant *v,
    const uint8_t *data, size_t size)
{
	uint8_t rack[WG_RACK_MAX];
	size_t i, n = size < WG_RACK_MAX ? size : WG_RACK_MAX;

	for (i = 0; i < n; i++)
		rack[i] = (uint8_t)(data[i] %
		    (wg_alphabet_size(v->alphabet) + 1));
	for (i = 0; i <= n; i++)
		(void)wg_leaves_value(lv, rack, i);
}

void
fuzz_fix_crc(uint8_t *img, size_t size)
{
	uLong crc = crc32(0L, Z_NULL, 0);

	if (size < 64)
		return;
	crc = crc32(crc, img, 20);
	crc = crc32(crc, img + 24, (uInt)(size - 24));
	img[20] = (uint8_t)crc;
	img[21] = (uint8_t)(crc >> 8);
	img[22] = (uint8_t)(crc >> 16);
	img[23] = (uint8_t)(crc >> 24);
}
