/*
 * play_private.h: the play wing's internals: the leave trainer's
 * statistics.
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_PLAY_PRIVATE_H
#define WG_PLAY_PRIVATE_H

#include "text/text_private.h"
#include "lexicon/lexicon_private.h"
#include "rules/rules_private.h"
#include "games/games_private.h"
#include "record/record_private.h"
#include "engine/engine_private.h"

/* The leave trainer's statistics (leave_train.c). */
struct wg_train_stats {
	struct wg_leave_index index;
	char		 variant[WG_NAME_MAX];
	uint8_t		 tiles[WG_MAX_LETTERS + 1];	/* of each code, at
						   most 255 */
	int		 lex_known;	/* played or read: the lexicon's */
	uint32_t	 lex_words;	/* words and CRC-32 */
	uint32_t	 lex_crc;
	uint64_t	 games;
	uint64_t	*count;		/* notes, by leave index */
	int64_t		*sum;		/* of notes, in hundredths */
};

/*
 * Runs FN on each of the N workers of WORKERS (an array of elements of
 * SIZE bytes): worker 0 on this thread, the others on threads of their
 * own, all finished when it returns.  WG_E_NOMEM when a thread cannot be
 * started: worker 0 then does not run (workers.c).
 */
int	wg_run_workers(void *(*fn)(void *), void *workers, size_t size,
	    unsigned n);

#endif /* WG_PLAY_PRIVATE_H */
