/*
 * draw_private.h: the draw wing's internals: what the pictures and
 * pages share.
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_DRAW_PRIVATE_H
#define WG_DRAW_PRIVATE_H

#include "text/text_private.h"
#include "rules/rules_private.h"
#include "games/games_private.h"

/* Pictures of positions (board_draw.c, board_svg.c, game_html.c). */
extern const char *const wg_premium_labels[WG_SQ_QW + 1];	/* "DL" */
/* Player P's name in pictures: DRAW's, else "Player N" written in BUF. */
const char *wg_draw_name(const struct wg_draw *draw, unsigned p, char *buf,
	    size_t size);
/* Player P's rack as board files write it, '-' when empty. */
void	wg_draw_rack(struct wg_text *t, const struct wg_board *b, unsigned p);

/* Hands T's buffer over: WG_OK, or WG_E_NOMEM (T freed). */
int	wg_draw_finish(struct wg_text *t, char **text, size_t *len);
/*
 * The SVG picture appended to T (wg_board_draw_svg); RAINBOW is the id of
 * its rainbow tiles' gradient, unique in the page it goes in.
 */
void	wg_board_svg_append(struct wg_text *t, const struct wg_board *b,
	    const struct wg_draw *d, const char *rainbow);

#endif /* WG_DRAW_PRIVATE_H */
