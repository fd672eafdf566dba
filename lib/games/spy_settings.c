/*
 * spy_settings.c: the game settings and player levels of Wordspionage
 * (rules/wordspionage.txt): turn time limits, word-guess limits, skill
 * points, and durations as logs write them.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "games_private.h"

/* The least skill points of each level. */
static const struct {
	unsigned long	 from;
	const char	*name;
} levels[] = {
	{ 0,		"Recruit" },
	{ 500,		"Level 1 Operative" },
	{ 1900,		"Level 2 Operative" },
	{ 4900,		"Level 3 Operative" },
	{ 10500,	"Level 4 Operative" },
	{ 20000,	"Level 5 Operative" },
	{ 35000,	"Level 6 Operative" },
	{ 57400,	"Level 7 Operative" },
	{ 89400,	"Level 8 Operative" },
	{ 133500,	"Level 9 Operative" },
	{ 192500,	"Level 10 Operative" },
	{ 269500,	"Special Agent" }
};

const char *
wg_level_name(unsigned long skill)
{
	size_t i = sizeof(levels) / sizeof(levels[0]) - 1;

	while (skill < levels[i].from)
		i--;
	return levels[i].name;
}

unsigned
wg_level(unsigned long skill)
{
	unsigned i = sizeof(levels) / sizeof(levels[0]) - 1;

	while (skill < levels[i].from)
		i--;
	return i;
}

int
wg_time_limit_ok(unsigned long seconds)
{
	static const unsigned long limits[] = {
		0, 5 * 60, 15 * 60, 30 * 60, 3600, 6 * 3600, 12 * 3600,
		24 * 3600, 48 * 3600, 72 * 3600
	};
	size_t i;

	for (i = 0; i < sizeof(limits) / sizeof(limits[0]); i++)
		if (limits[i] == seconds)
			return 1;
	return 0;
}

int
wg_guess_limit_ok(unsigned n)
{
	return n == 0 || n == 1 || n == 3 || n == 5;
}

static const struct {
	char		 unit;
	unsigned long	 seconds;
} units[] = { { 'd', 86400 }, { 'h', 3600 }, { 'm', 60 }, { 's', 1 } };
#define NUNITS	(sizeof(units) / sizeof(units[0]))

void
wg_duration_text(unsigned long seconds, char *buf, size_t size)
{
	size_t i, used = 0;

	buf[0] = '\0';
	/* Hours up to 72, as the rules write the limits; days beyond. */
	for (i = seconds >= 4 * 86400 ? 0 : 1; i < NUNITS && used < size;
	    i++) {
		if (seconds / units[i].seconds == 0)
			continue;
		used += (size_t)snprintf(buf + used, size - used, "%lu%c",
		    seconds / units[i].seconds, units[i].unit);
		seconds %= units[i].seconds;
	}
	if (used == 0)
		snprintf(buf, size, "0s");
}

int
wg_duration_read(const char *s, size_t len, unsigned long *seconds)
{
	uint64_t n, total = 0;
	size_t i = 0, u = 0, digits;

	if (len == 0)
		return -1;
	while (i < len) {
		for (n = 0, digits = 0; i < len && s[i] >= '0' && s[i] <= '9';
		    i++, digits++)
			n = n * 10 + (uint64_t)(s[i] - '0');
		if (digits == 0 || digits > 9 || i == len)
			return -1;
		while (u < NUNITS && units[u].unit != s[i])
			u++;
		if (u == NUNITS)
			return -1;
		total += n * units[u++].seconds;
		i++;
	}
	/* Some thirty years: no turn lasts longer. */
	if (total > 1000000000)
		return -1;
	*seconds = (unsigned long)total;
	return 0;
}
