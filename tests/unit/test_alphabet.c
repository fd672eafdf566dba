/*
 * test_alphabet.c: unit tests of UTF-8 decoding, language alphabets and the
 * normalisation of words into letter codes.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "text/text_private.h"
#include "unit.h"

static char spelled[WG_MAX_WORD * 4 + 1];
static size_t col;

/* Normalises TEXT in LANGUAGE; the word spelled goes to SPELLED. */
static enum wg_word_status
norm(const char *language, enum wg_word_mode mode, const char *text)
{
	struct wg_alphabet *a;
	uint8_t codes[WG_MAX_WORD];
	enum wg_word_status st;
	size_t n;

	spelled[0] = '\0';
	col = 0;
	if (wg_alphabet_new(&a, language) != WG_OK)
		return (enum wg_word_status)-1;
	st = wg_alphabet_word(a, mode, text, strlen(text), codes, &n, &col);
	if (st == WG_WORD_OK &&
	    wg_alphabet_spell(a, codes, n, spelled, sizeof(spelled)) !=
	    strlen(spelled))
		st = (enum wg_word_status)-2;
	wg_alphabet_free(a);
	return st;
}

#define QUERY_OK(lang, text, want) do { \
	CHECK_INT(norm(lang, WG_WORD_QUERY, text), WG_WORD_OK); \
	CHECK_STR(spelled, want); } while (0)
#define QUERY_BAD(lang, text, status, column) do { \
	CHECK_INT(norm(lang, WG_WORD_QUERY, text), status); \
	CHECK_INT(col, column); } while (0)
#define ENTRY_OK(lang, text, want) do { \
	CHECK_INT(norm(lang, WG_WORD_ENTRY, text), WG_WORD_OK); \
	CHECK_STR(spelled, want); } while (0)
#define ENTRY_BAD(lang, text, status, column) do { \
	CHECK_INT(norm(lang, WG_WORD_ENTRY, text), status); \
	CHECK_INT(col, column); } while (0)

static void
test_utf8_decode(void)
{
	uint32_t cp = 0;

	CHECK_INT(wg_utf8_decode("A", 1, &cp), 1);
	CHECK_INT(cp, 'A');
	CHECK_INT(wg_utf8_decode("\xc3\xa9", 2, &cp), 2);
	CHECK_INT(cp, 0xe9);
	CHECK_INT(wg_utf8_decode("\xe2\x80\x99", 3, &cp), 3);
	CHECK_INT(cp, 0x2019);
	CHECK_INT(wg_utf8_decode("\xf4\x8f\xbf\xbf", 4, &cp), 4);
	CHECK_INT(cp, 0x10ffff);
	/* Overlong forms. */
	CHECK_INT(wg_utf8_decode("\xc0\x80", 2, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xc1\xbf", 2, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xe0\x9f\xbf", 3, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xf0\x8f\xbf\xbf", 4, &cp), 0);
	/* Surrogates, beyond U+10FFFF, stray bytes. */
	CHECK_INT(wg_utf8_decode("\xed\xa0\x80", 3, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xed\xbf\xbf", 3, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xf4\x90\x80\x80", 4, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xf5\x80\x80\x80", 4, &cp), 0);
	CHECK_INT(wg_utf8_decode("\x80", 1, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xff", 1, &cp), 0);
	/* Truncated, by length or by a byte that does not continue. */
	CHECK_INT(wg_utf8_decode("\xc3\xa9", 1, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xe2\x80\x99", 2, &cp), 0);
	CHECK_INT(wg_utf8_decode("\xe2\x80" "A", 3, &cp), 0);
	CHECK_INT(wg_utf8_decode("", 0, &cp), 0);
}

static void
test_utf8_encode(void)
{
	static const uint32_t cps[] = { 0, 'z', 0x7f, 0x80, 0x7ff, 0x800,
	    0xfffd, 0x10000, 0x10ffff };
	char buf[4];
	uint32_t cp;
	size_t i, n;

	for (i = 0; i < sizeof(cps) / sizeof(cps[0]); i++) {
		n = wg_utf8_encode(cps[i], buf);
		CHECK_INT(wg_utf8_decode(buf, n, &cp), n);
		CHECK_INT(cp, cps[i]);
	}
	CHECK_INT(wg_utf8_encode(0xd800, buf), 3);
	CHECK(memcmp(buf, "\xef\xbf\xbd", 3) == 0);
	CHECK_INT(wg_utf8_encode(0x110000, buf), 3);
}

static void
test_case_tables(void)
{
	CHECK_INT(wg_unicode_upper(0xe9), 0xc9);	/* é */
	CHECK_INT(wg_unicode_upper(0xf7), 0xf7);	/* ÷ */
	CHECK_INT(wg_unicode_upper(0xff), 0x178);	/* ÿ */
	CHECK_INT(wg_unicode_upper(0xdf), 0xdf);	/* ß */
	CHECK_INT(wg_unicode_upper(0x105), 0x104);	/* ą */
	CHECK_INT(wg_unicode_upper(0x142), 0x141);	/* ł */
	CHECK_INT(wg_unicode_upper(0x17c), 0x17b);	/* ż */
	CHECK_INT(wg_unicode_upper(0x153), 0x152);	/* œ */
	CHECK_INT(wg_unicode_upper(0x131), 'I');	/* ı */
	CHECK_INT(wg_unicode_lower(0xc7), 0xe7);	/* Ç */
	CHECK_INT(wg_unicode_lower(0xd7), 0xd7);	/* × */
	CHECK_INT(wg_unicode_lower(0x178), 0xff);	/* Ÿ */
	CHECK_INT(wg_unicode_lower(0x143), 0x144);	/* Ń */
	CHECK_INT(wg_unicode_lower(0x179), 0x17a);	/* Ź */
	CHECK_INT(wg_unicode_lower(0x138), 0x138);	/* ĸ */
	CHECK_INT(wg_unicode_lower(0x3a3), 0x3c3);	/* Σ */
	CHECK_INT(wg_unicode_lower(0x416), 0x436);	/* Ж */
}

static void
check_letters(const char *language, const char *letters, unsigned size)
{
	struct wg_alphabet *a;

	CHECK_INT(wg_alphabet_new(&a, language), WG_OK);
	if (a == NULL)
		return;
	CHECK_STR(wg_alphabet_letters(a), letters);
	CHECK_INT(wg_alphabet_size(a), size);
	CHECK_STR(wg_alphabet_language(a), language ? language : "");
	wg_alphabet_free(a);
}

static void
test_languages(void)
{
	struct wg_alphabet *a;

	check_letters(NULL, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 26);
	check_letters("en", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 26);
	check_letters("es", "ABCDEFGHIJLMNÑOPQRSTUVXYZ", 25);
	check_letters("it", "ABCDEFGHILMNOPQRSTUVZ", 21);
	check_letters("pt", "ABCÇDEFGHIJLMNOPQRSTUVXYZ", 25);
	check_letters("de", "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", 29);
	check_letters("fr", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 26);
	check_letters("pl", "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ", 32);
	CHECK_INT(wg_alphabet_new(&a, ""), WG_OK);
	CHECK_STR(wg_alphabet_language(a), "");
	wg_alphabet_free(a);
	CHECK_INT(wg_alphabet_new(&a, "xx"), WG_E_ARG);
	CHECK(a == NULL);
	CHECK_INT(wg_alphabet_new(&a, "english"), WG_E_ARG);
	wg_alphabet_free(NULL);
}

static void
test_accessors(void)
{
	struct wg_alphabet *a;

	CHECK_INT(wg_alphabet_new(&a, "pl"), WG_OK);
	CHECK_STR(wg_alphabet_letter(a, 1), "A");
	CHECK_STR(wg_alphabet_letter(a, 2), "Ą");
	CHECK_STR(wg_alphabet_letter_lower(a, 2), "ą");
	CHECK_STR(wg_alphabet_letter(a, 32), "Ż");
	CHECK_STR(wg_alphabet_letter_lower(a, 32), "ż");
	CHECK(wg_alphabet_letter(a, 0) == NULL);
	CHECK(wg_alphabet_letter(a, 33) == NULL);
	CHECK(wg_alphabet_letter_lower(a, 0) == NULL);
	CHECK_INT(wg_alphabet_code(a, 'a'), 1);
	CHECK_INT(wg_alphabet_code(a, 'A'), 1);
	CHECK_INT(wg_alphabet_code(a, 0x104), 2);	/* Ą */
	CHECK_INT(wg_alphabet_code(a, 0x105), 2);	/* ą */
	CHECK_INT(wg_alphabet_code(a, 'Q'), 0);
	CHECK_INT(wg_alphabet_code(a, 0xe9), 0);	/* é */
	CHECK_INT(wg_alphabet_code(a, 0), 0);
	wg_alphabet_free(a);

	/* Exact letters only: no folding in wg_alphabet_code. */
	CHECK_INT(wg_alphabet_new(&a, "en"), WG_OK);
	CHECK_INT(wg_alphabet_code(a, 0xe9), 0);
	CHECK_INT(wg_alphabet_code(a, 'e'), 5);
	wg_alphabet_free(a);
}

static void
test_new_letters(void)
{
	struct wg_alphabet *a;

	CHECK_INT(wg_alphabet_new_letters(&a, "abcñ", "es"), WG_OK);
	CHECK_STR(wg_alphabet_letters(a), "ABCÑ");
	CHECK_STR(wg_alphabet_language(a), "es");
	CHECK_INT(wg_alphabet_code(a, 0xf1), 4);
	wg_alphabet_free(a);
	CHECK_INT(wg_alphabet_new_letters(&a, "ΑΒΓ", NULL), WG_OK);
	CHECK_STR(wg_alphabet_letter_lower(a, 3), "γ");
	wg_alphabet_free(a);
	CHECK_INT(wg_alphabet_new_letters(&a, "ABA", NULL), WG_E_ARG);
	CHECK(a == NULL);
	CHECK_INT(wg_alphabet_new_letters(&a, "ABa", NULL), WG_E_ARG);
	CHECK_INT(wg_alphabet_new_letters(&a, "AB-", NULL), WG_E_ARG);
	CHECK_INT(wg_alphabet_new_letters(&a, "A B", NULL), WG_E_ARG);
	CHECK_INT(wg_alphabet_new_letters(&a, "A\xc3", NULL), WG_E_ARG);
	CHECK_INT(wg_alphabet_new_letters(&a, "", NULL), WG_E_ARG);
	CHECK_INT(wg_alphabet_new_letters(&a, "AB", "zz"), WG_E_ARG);
	CHECK_INT(wg_alphabet_new_letters(&a,
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ"
	    "ĀĂĄĆĈĊ", NULL), WG_OK);
	CHECK_INT(wg_alphabet_size(a), 62);
	wg_alphabet_free(a);
	CHECK_INT(wg_alphabet_new_letters(&a,
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ"
	    "ĀĂĄĆĈĊČ", NULL), WG_E_ARG);
}

static void
test_plain(void)
{
	QUERY_OK(NULL, "Hello", "HELLO");
	ENTRY_OK(NULL, "Hello", "HELLO");	/* no language: folded */
	QUERY_BAD(NULL, "café", WG_WORD_BAD_LETTER, 4);
	QUERY_BAD(NULL, "straße", WG_WORD_BAD_LETTER, 5);
	ENTRY_BAD(NULL, "don't", WG_WORD_BAD_LETTER, 4);
	ENTRY_BAD(NULL, "x-ray", WG_WORD_BAD_LETTER, 2);
	QUERY_BAD(NULL, "two words", WG_WORD_BAD_LETTER, 4);
}

static void
test_english(void)
{
	QUERY_OK("en", "café", "CAFE");
	QUERY_OK("en", "NAÏVE", "NAIVE");
	QUERY_OK("en", "señor", "SENOR");	/* Ñ folded: not a letter */
	QUERY_OK("en", "Ångström", "ANGSTROM");
	QUERY_OK("en", "æon", "AEON");
	QUERY_OK("en", "Œuvre", "OEUVRE");
	QUERY_OK("en", "straße", "STRASSE");
	QUERY_OK("en", "łódź", "LODZ");
	QUERY_BAD("en", "aþb", WG_WORD_BAD_LETTER, 2);
	QUERY_BAD("en", "a€", WG_WORD_BAD_LETTER, 2);
}

static void
test_spanish(void)
{
	QUERY_OK("es", "año", "AÑO");
	QUERY_OK("es", "AÑO", "AÑO");
	QUERY_OK("es", "canción", "CANCION");
	QUERY_OK("es", "pingüino", "PINGUINO");
	QUERY_BAD("es", "kilo", WG_WORD_BAD_LETTER, 1);
	QUERY_BAD("es", "wifi", WG_WORD_BAD_LETTER, 1);
	QUERY_BAD("es", "ŵa", WG_WORD_BAD_LETTER, 1);	/* folds to W */
}

static void
test_italian(void)
{
	QUERY_OK("it", "perché", "PERCHE");
	QUERY_OK("it", "città", "CITTA");
	QUERY_BAD("it", "jazz", WG_WORD_BAD_LETTER, 1);
	QUERY_BAD("it", "taxi", WG_WORD_BAD_LETTER, 3);
	QUERY_BAD("it", "yoga", WG_WORD_BAD_LETTER, 1);
	QUERY_BAD("it", "kiwi", WG_WORD_BAD_LETTER, 1);
}

static void
test_portuguese(void)
{
	QUERY_OK("pt", "ação", "AÇAO");
	QUERY_OK("pt", "CORAÇÃO", "CORAÇAO");
	QUERY_OK("pt", "você", "VOCE");
	QUERY_BAD("pt", "kiwi", WG_WORD_BAD_LETTER, 1);
}

static void
test_german(void)
{
	QUERY_OK("de", "äpfel", "ÄPFEL");
	QUERY_OK("de", "Übermäßig", "ÜBERMÄSSIG");
	QUERY_OK("de", "öl", "ÖL");
	QUERY_OK("de", "café", "CAFE");
	QUERY_OK("de", "aepfel", "AEPFEL");	/* not turned into Ä */
	QUERY_OK("de", "STRAẞE", "STRASSE");	/* capital sharp s */
}

static void
test_french(void)
{
	QUERY_OK("fr", "garçon", "GARCON");	/* Ç folded here, kept in pt */
	QUERY_OK("fr", "œuf", "OEUF");
	QUERY_OK("fr", "cæcum", "CAECUM");
	QUERY_OK("fr", "où", "OU");
	QUERY_OK("fr", "Noël", "NOEL");
	QUERY_OK("fr", "ÊTRE", "ETRE");
}

static void
test_polish(void)
{
	QUERY_OK("pl", "źdźbło", "ŹDŹBŁO");
	QUERY_OK("pl", "ŻÓŁĆ", "ŻÓŁĆ");
	QUERY_BAD("pl", "quiz", WG_WORD_BAD_LETTER, 1);
	QUERY_BAD("pl", "café", WG_WORD_BAD_LETTER, 4);	/* no folding */
	QUERY_BAD("pl", "ßa", WG_WORD_BAD_LETTER, 1);
	ENTRY_BAD("pl", "Łódź", WG_WORD_PROPER_NOUN, 1);
}

static void
test_trim(void)
{
	QUERY_OK("en", "  word\r", "WORD");
	QUERY_OK("en", "\tword \r\n", "WORD");
	QUERY_OK("en", "\xc2\xa0word\xc2\xa0", "WORD");
	/* No letters: the whole word is at fault, column 1 (columns count
	   from 1; wsdict said "column 0"). */
	QUERY_BAD("en", "", WG_WORD_BLANK, 1);
	QUERY_BAD("en", " \t\r", WG_WORD_BLANK, 1);
	/* Columns count from the start of the text, white space included. */
	QUERY_BAD("en", "  ab1", WG_WORD_BAD_LETTER, 5);
	QUERY_BAD("en", "éé1", WG_WORD_BAD_LETTER, 3);
}

static void
test_entry(void)
{
	ENTRY_OK("en", "zebra", "ZEBRA");
	ENTRY_OK("en", "naïve", "NAIVE");
	ENTRY_BAD("en", "Paris", WG_WORD_PROPER_NOUN, 1);
	ENTRY_BAD("en", "  Paris", WG_WORD_PROPER_NOUN, 3);
	ENTRY_BAD("en", "Émile", WG_WORD_PROPER_NOUN, 1);
	ENTRY_BAD("en", "USA", WG_WORD_PROPER_NOUN, 1);
	ENTRY_BAD("en", "x-ray", WG_WORD_PUNCTUATION, 2);
	ENTRY_BAD("en", "don't", WG_WORD_PUNCTUATION, 4);
	ENTRY_BAD("en", "don\xe2\x80\x99t", WG_WORD_PUNCTUATION, 4);
	ENTRY_BAD("fr", "apr.", WG_WORD_PUNCTUATION, 4);
	ENTRY_BAD("it", "l'adito", WG_WORD_PUNCTUATION, 2);
	ENTRY_BAD("fr", "état-major", WG_WORD_PUNCTUATION, 5);
	/* German nouns are capitalised and are words; abbreviations are not. */
	ENTRY_OK("de", "Straße", "STRASSE");
	ENTRY_OK("de", "Übel", "ÜBEL");
	ENTRY_BAD("de", "USA", WG_WORD_PROPER_NOUN, 1);
	ENTRY_BAD("de", "ÄÖÜ", WG_WORD_PROPER_NOUN, 1);
	ENTRY_OK("de", "A", "A");
	/* Query mode keeps capitals and reports punctuation as letters. */
	QUERY_OK("en", "Paris", "PARIS");
	QUERY_BAD("en", "x-ray", WG_WORD_BAD_LETTER, 2);
	QUERY_BAD("en", "don\xe2\x80\x99t", WG_WORD_BAD_LETTER, 4);
}

static void
test_bad_utf8(void)
{
	QUERY_BAD("en", "ab\xff", WG_WORD_BAD_UTF8, 3);
	QUERY_BAD("en", "\xc3", WG_WORD_BAD_UTF8, 1);
	QUERY_BAD("en", "é\xc3\xa9\xa9", WG_WORD_BAD_UTF8, 3);
	QUERY_BAD("en", "a\xc0\x81", WG_WORD_BAD_UTF8, 2);	/* overlong */
	QUERY_BAD("en", "a\xed\xa0\x80", WG_WORD_BAD_UTF8, 2);	/* surrogate */
	ENTRY_BAD("en", "\xff", WG_WORD_BAD_UTF8, 1);
}

static void
test_too_long(void)
{
	char text[WG_MAX_WORD + 2];

	memset(text, 'a', WG_MAX_WORD);
	text[WG_MAX_WORD] = '\0';
	CHECK_INT(norm("en", WG_WORD_QUERY, text), WG_WORD_OK);
	CHECK_INT(strlen(spelled), WG_MAX_WORD);
	text[WG_MAX_WORD] = 'a';
	text[WG_MAX_WORD + 1] = '\0';
	QUERY_BAD("en", text, WG_WORD_TOO_LONG, 1);
	/* ß at the end of 63 letters makes 65. */
	memcpy(text + WG_MAX_WORD - 1, "\xc3\x9f", 3);
	QUERY_BAD("en", text, WG_WORD_TOO_LONG, 1);
}

static void
test_spell(void)
{
	struct wg_alphabet *a;
	uint8_t codes[WG_MAX_WORD];
	char buf[WG_MAX_WORD * 4 + 1];
	size_t n;

	CHECK_INT(wg_alphabet_new(&a, "pl"), WG_OK);
	/* 5 letters, 8 bytes. */
	CHECK_INT(wg_alphabet_word(a, WG_WORD_QUERY, "gęślą", 8, codes, &n,
	    NULL), WG_WORD_OK);
	CHECK_INT(n, 5);
	CHECK_INT(wg_alphabet_spell(a, codes, n, buf, sizeof(buf)), 8);
	CHECK_STR(buf, "GĘŚLĄ");
	CHECK_INT(wg_alphabet_spell(a, codes, n, buf, 9), 8);
	CHECK_INT(wg_alphabet_spell(a, codes, n, buf, 8), (size_t)-1);
	CHECK_INT(wg_alphabet_spell(a, codes, 0, buf, 1), 0);
	CHECK_STR(buf, "");
	codes[0] = 33;
	CHECK_INT(wg_alphabet_spell(a, codes, n, buf, sizeof(buf)), (size_t)-1);
	codes[0] = 0;
	CHECK_INT(wg_alphabet_spell(a, codes, n, buf, sizeof(buf)), (size_t)-1);
	wg_alphabet_free(a);
}

static void
test_status_str(void)
{
	CHECK_STR(wg_word_status_str(WG_WORD_OK), "ok");
	CHECK_STR(wg_word_status_str(WG_WORD_PROPER_NOUN),
	    "capitalised (proper noun)");
	CHECK(wg_word_status_str(WG_WORD_TOO_LONG) != NULL);
	CHECK(wg_word_status_str((enum wg_word_status)99) != NULL);
}

int
main(void)
{
	RUN(test_utf8_decode);
	RUN(test_utf8_encode);
	RUN(test_case_tables);
	RUN(test_languages);
	RUN(test_accessors);
	RUN(test_new_letters);
	RUN(test_plain);
	RUN(test_english);
	RUN(test_spanish);
	RUN(test_italian);
	RUN(test_portuguese);
	RUN(test_german);
	RUN(test_french);
	RUN(test_polish);
	RUN(test_trim);
	RUN(test_entry);
	RUN(test_bad_utf8);
	RUN(test_too_long);
	RUN(test_spell);
	RUN(test_status_str);
	return unit_done();
}
