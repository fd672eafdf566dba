/*
 * game.c: the registry of the games with rules of their own (game.h).
 * Adding a game adds its line here.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "games_private.h"
#include "game.h"

const struct wg_game_rules *const wg_games[] = {
	&wg_game_spy,
	&wg_game_stack,
	NULL
};
_Static_assert(sizeof(wg_games) / sizeof(wg_games[0]) <= WG_GAMES_MAX + 1,
    "more games than a replay has states for (turn.h: WG_GAMES_MAX)");

const struct wg_game_rules *
wg_game_named(const char *keyword, size_t len)
{
	size_t i;

	for (i = 0; wg_games[i] != NULL; i++)
		if (strlen(wg_games[i]->keyword) == len &&
		    memcmp(wg_games[i]->keyword, keyword, len) == 0)
			return wg_games[i];
	return NULL;
}

const struct wg_game_rules *
wg_game_find(const struct wg_variant *v)
{
	return v->game[0] == '\0' ? NULL : wg_game_named(v->game,
	    strlen(v->game));
}

int
wg_game_plain_moves(const struct wg_variant *v)
{
	const struct wg_game_rules *g = wg_game_find(v);

	return g == NULL || !g->own_moves;
}

int
wg_variant_plain_moves(const struct wg_variant *v)
{
	return wg_game_plain_moves(v);
}

int
wg_game_stacks(const struct wg_variant *v)
{
	return v->stack_max > 1;
}

int
wg_game_lengths(const struct wg_variant *v)
{
	return v->lengths;
}

const struct wg_game_rules *
wg_game_action(enum wg_event_kind kind)
{
	size_t i, k;

	for (i = 0; wg_games[i] != NULL; i++)
		for (k = 0; k < 2; k++)
			if (wg_games[i]->actions[k] == kind &&
			    kind != WG_EV_NOTE)
				return wg_games[i];
	return NULL;
}
