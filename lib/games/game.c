/*
 * game.c: the registry of the games with rules of their own (game.h).
 * Adding a game adds its line here.
 */
#include "config.h"

#include <stddef.h>

#include "games_private.h"
#include "game.h"

const struct wg_game_rules *const wg_games[] = {
	&wg_game_spy,
	&wg_game_stack,
	NULL
};

const struct wg_game_rules *
wg_game_find(const struct wg_variant *v)
{
	size_t i;

	for (i = 0; wg_games[i] != NULL; i++)
		if (wg_games[i]->is_variant != NULL &&
		    wg_games[i]->is_variant(v))
			return wg_games[i];
	return NULL;
}

int
wg_game_plain_moves(const struct wg_variant *v)
{
	const struct wg_game_rules *g = wg_game_find(v);

	return g == NULL || !g->own_moves;
}

int
wg_game_stacks(const struct wg_variant *v)
{
	const struct wg_game_rules *g = wg_game_find(v);

	return g != NULL && g->stacks;
}

int
wg_game_lengths(const struct wg_variant *v)
{
	const struct wg_game_rules *g = wg_game_find(v);

	return g != NULL && g->lengths;
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
