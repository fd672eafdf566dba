/*
 * leaves_formula: a leaves file for benchmarks, every leave of 1 to
 * (rack size - 1) tiles the variant's tile set allows (914,624 for
 * classic), valued by a simple formula: a value per tile (for the English
 * letters, roughly what trained leaves give them; for others, from the
 * tile's points), less penalties for duplicates, for vowels and
 * consonants out of balance, and for a Q without a U.  Not trained and
 * not shipped: its values only need to spread as trained ones do, since
 * how far equity pruning cuts depends on them.
 * Usage: leaves_formula VARIANT > LEAVES
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wordgame.h"

static const struct wg_variant *v;
static unsigned char letter[64];	/* code -> ASCII, or 0 */
static const char *spell[64];		/* code -> UTF-8 */
static double tile_worth[64];
static unsigned limit[64];
static unsigned ncodes;
static unsigned long written;

/* A tile's worth alone: the English letters by hand, others by points. */
static double
worth(unsigned code)
{
	static const char *const table =
	    "?24.0 A0.5 B-2.0 C0.5 D0.5 E1.0 F-2.0 G-2.0 H1.0 I-1.5 J-2.5 "
	    "K-1.0 L0.2 M0.5 N0.3 O-1.5 P-0.3 Q-7.0 R1.5 S8.0 T0.0 U-4.0 "
	    "V-5.0 W-3.5 X3.0 Y-0.5 Z3.0";
	const char *p;

	if (code == 0)
		return 24.0;
	if (letter[code] != 0)
		for (p = table; *p != '\0'; p++)
			if (*p == letter[code] && (p == table || p[-1] == ' '))
				return atof(p + 1);
	return 2.0 - v->value[code] / 2.0;
}

static int
vowel(unsigned code)
{
	return letter[code] != 0 && strchr("AEIOU", letter[code]) != NULL;
}

static double
formula(const unsigned *count)
{
	double sum = 0;
	unsigned c, n = 0, vowels = 0;

	for (c = 0; c < ncodes; c++) {
		if (count[c] == 0)
			continue;
		n += count[c];
		if (vowel(c))
			vowels += count[c];
		/* Each copy is worth less, duplicated vowels least. */
		sum += tile_worth[c] * count[c] - (vowel(c) ? 4.0 : 3.0) *
		    pow(count[c] - 1, 1.5) - (c == 0 ? 6.0 * (count[c] - 1) :
		    0);
	}
	if (count[0] + vowels < n)	/* blanks count as either */
		sum -= 2.5 * fabs((double)vowels - 0.4 * (n - count[0]));
	for (c = 1; c < ncodes; c++)
		if (letter[c] == 'Q' && count[c] > 0)
			for (c = 1; c < ncodes; c++)
				if (letter[c] == 'U')
					sum -= count[c] == 0 ? 5.0 : -2.0;
	return sum;
}

/* Every leave of up to LEFT more tiles, codes from C on. */
static void
leaves(unsigned *count, unsigned c, unsigned left, unsigned n)
{
	unsigned k, i;
	double value;

	if (c == ncodes) {
		if (n == 0)
			return;
		for (i = 0; i < ncodes; i++)
			for (k = 0; k < count[i]; k++)
				fputs(i == 0 ? "?" : spell[i], stdout);
		/* In hundredths, as wgleaves(5) keeps them: the text and the
		   binary file hold the same values (and never "-0.00"). */
		value = round(formula(count) * 100) / 100;
		printf(" %.2f\n", value == 0 ? 0.0 : value);
		written++;
		return;
	}
	for (k = 0; k <= limit[c] && k <= left; k++) {
		count[c] = k;
		leaves(count, c + 1, left - k, n + k);
	}
	count[c] = 0;
}

int
main(int argc, char *argv[])
{
	struct wg_variant *var;
	unsigned count[64] = { 0 }, c;
	char err[512];

	if (argc != 2) {
		fprintf(stderr, "usage: leaves_formula VARIANT > LEAVES\n");
		return 2;
	}
	if (wg_variant_load(&var, argv[1], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "leaves_formula: %s\n", err);
		return 2;
	}
	v = var;
	ncodes = wg_alphabet_size(v->alphabet) + 1;
	for (c = 1; c < ncodes; c++) {
		spell[c] = wg_alphabet_letter(v->alphabet, c);
		if (spell[c][0] >= 'A' && spell[c][0] <= 'Z' &&
		    spell[c][1] == '\0')
			letter[c] = (unsigned char)spell[c][0];
	}
	for (c = 0; c < ncodes; c++) {
		limit[c] = v->count[c];
		tile_worth[c] = worth(c);
	}
	leaves(count, 0, v->rack_size - 1, 0);
	fprintf(stderr, "leaves_formula: %lu leaves\n", written);
	wg_variant_free(var);
	return 0;
}
