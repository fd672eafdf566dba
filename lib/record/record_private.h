/*
 * record_private.h: the record wing's internals (record.h: the record
 * formats'; a record being replayed: games/turn.h).
 * Inside libwordgame only; a wing includes the headers of the lower
 * wings it uses, never a higher one's (lib/README).
 */
#ifndef WG_RECORD_PRIVATE_H
#define WG_RECORD_PRIVATE_H

#include "text/text_private.h"
#include "lexicon/lexicon_private.h"
#include "rules/rules_private.h"
#include "games/games_private.h"

#endif /* WG_RECORD_PRIVATE_H */
