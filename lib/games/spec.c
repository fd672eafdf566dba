/*
 * spec.c: the Spec Ops of Wordspionage (rules/wordspionage.txt): their
 * names, costs in WS$ and uses a game.
 */
#include "config.h"

#include "games_private.h"

static const struct {
	const char	*name;
	int		 cost;
	unsigned	 uses;
} specs[WG_SPEC_COUNT] = {
	{ "cover-id",		0,	2 },
	{ "surveillance",	75,	2 },
	{ "misdirection",	125,	1 },
	{ "switch",		125,	1 },
	{ "flash-bomb",		175,	1 },
	{ "sabotage",		175,	1 },
	{ "double-agent",	250,	1 }
};

const char *
wg_spec_name(enum wg_spec op)
{
	return (unsigned)op < WG_SPEC_COUNT ? specs[op].name : NULL;
}

int
wg_spec_cost(enum wg_spec op)
{
	return (unsigned)op < WG_SPEC_COUNT ? specs[op].cost : 0;
}

unsigned
wg_spec_uses(enum wg_spec op)
{
	return (unsigned)op < WG_SPEC_COUNT ? specs[op].uses : 0;
}
