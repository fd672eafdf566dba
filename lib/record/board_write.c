/*
 * board_write.c: writes positions as board files (wgboard(5)) and as CGP
 * lines.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "record_private.h"

struct out {
	char	*buf;
	size_t	 size;
	size_t	 len;
	int	 full;
};

static void
put(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
put(struct out *o, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (o->full)
		return;
	va_start(ap, fmt);
	n = vsnprintf(o->buf + o->len, o->size - o->len, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= o->size - o->len)
		o->full = 1;
	else
		o->len += (size_t)n;
}

static size_t
done(struct out *o)
{
	if (o->full) {
		if (o->size > 0)
			o->buf[0] = '\0';
		return (size_t)-1;
	}
	return o->len;
}

/* Whether the position's lexicon is its variant's own ("": "default"). */
static int
is_variant_lexicon(const struct wg_board *b)
{
	const char *own = b->variant->lexicon[0] != '\0' ?
	    b->variant->lexicon : "default";

	return strcmp(b->lexicon, own) == 0;
}

static const char *
square(const struct wg_board *b, uint8_t sq)
{
	const struct wg_alphabet *a = b->variant->alphabet;

	if (sq == 0)
		return ".";
	return sq & WG_BLANK ? wg_alphabet_letter_lower(a, WG_CODE(sq)) :
	    wg_alphabet_letter(a, sq);
}

static void
rack(struct out *o, const struct wg_board *b, unsigned p)
{
	unsigned i;
	int stacks = wg_game_stacks(b->variant);

	for (i = 0; i < b->rack_len[p]; i++)
		put(o, "%s%s", b->rack[p][i] == 0 ? "?" :
		    wg_alphabet_letter(b->variant->alphabet, b->rack[p][i]),
		    stacks && (b->rack_rainbow[p] >> i & 1) ? "*" : "");
}

static void
premium_rows(struct out *o, const struct wg_board *b, const char *rowsep,
    const char *end)
{
	unsigned r, c;

	for (r = 0; r < b->rows; r++) {
		for (c = 0; c < b->cols; c++)
			put(o, "%c",
			    wg_premium_chars[b->premium[r * b->cols + c]]);
		put(o, "%s", r + 1 < b->rows ? rowsep : end);
	}
}

/*
 * The squares whose stack says more than one plain tile, as "H8 3" or
 * "H8 1 rainbow", each after PRE and before POST.
 */
static void
stacks(struct out *o, const struct wg_board *b, const char *pre,
    const char *sep, const char *post)
{
	unsigned i, n = b->rows * b->cols, h, k = 0;

	for (i = 0; i < n; i++) {
		h = wg_board_height(b, i);
		if (h == 0 || (h == 1 && !b->rainbow[i]))
			continue;
		put(o, "%s%c%u %u%s", k++ ? sep : pre, 'A' + i % b->cols,
		    i / b->cols + 1, h, b->rainbow[i] ? " rainbow" : "");
	}
	if (k > 0)
		put(o, "%s", post);
}

size_t
wg_board_write(const struct wg_board *b, char *buf, size_t size)
{
	struct out o = { buf, size, 0, size == 0 };
	unsigned r, c, p;

	put(&o, "variant %s\n", b->variant->name);
	if (wg_pool_sets(b->variant, b->length) > 1)
		put(&o, "length %s\n", wg_length_name(b->length));
	if (b->lexicon[0] != '\0')
		put(&o, "lexicon %s\n", b->lexicon);
	put(&o, "players %u\nscores", b->players);
	for (p = 0; p < b->players; p++)
		put(&o, " %d", b->score[p]);
	put(&o, "\n");
	for (p = 0; p < b->players; p++) {
		if (!b->rack_known[p])
			continue;
		put(&o, "rack %u ", p + 1);
		if (b->rack_len[p] == 0)
			put(&o, "-");
		rack(&o, b, p);
		put(&o, "\n");
	}
	put(&o, "turn %u\n", b->turn + 1);
	if (b->zeros != 0)
		put(&o, "zeros %u\n", b->zeros);
	if (b->layout == WG_LAYOUT_SEED)
		put(&o, "premiums random %llu\n", (unsigned long long)b->seed);
	else if (b->layout == WG_LAYOUT_GRID) {
		put(&o, "premiums\n");
		premium_rows(&o, b, "\n", "\n");
	} else if (b->variant->random_layout && b->layout ==
	    WG_LAYOUT_STANDARD)
		put(&o, "premiums standard\n");
	if (wg_game_stacks(b->variant))
		stacks(&o, b, "stack ", "\nstack ", "\n");
	put(&o, "board\n");
	for (r = 0; r < b->rows; r++) {
		for (c = 0; c < b->cols; c++)
			put(&o, "%s", square(b, b->sq[r * b->cols + c]));
		put(&o, "\n");
	}
	return done(&o);
}

size_t
wg_board_write_cgp(const struct wg_board *b, char *buf, size_t size)
{
	struct out o = { buf, size, 0, size == 0 };
	unsigned r, c, k, p, empties;

	for (r = 0; r < b->rows; r++) {
		empties = 0;
		for (c = 0; c < b->cols; c++) {
			if (b->sq[r * b->cols + c] == 0) {
				empties++;
				continue;
			}
			if (empties > 0)
				put(&o, "%u", empties);
			empties = 0;
			put(&o, "%s", square(b, b->sq[r * b->cols + c]));
		}
		if (empties > 0)
			put(&o, "%u", empties);
		if (r + 1 < b->rows)
			put(&o, "/");
	}
	/* CGP lists the player on turn first. */
	put(&o, " ");
	for (k = 0; k < b->players; k++) {
		p = (b->turn + k) % b->players;
		if (b->rack_known[p])
			rack(&o, b, p);
		put(&o, "%s", k + 1 < b->players ? "/" : " ");
	}
	for (k = 0; k < b->players; k++) {
		p = (b->turn + k) % b->players;
		put(&o, "%d%s", b->score[p], k + 1 < b->players ? "/" : " ");
	}
	put(&o, "%u", b->zeros);
	/* The variant's own lexicon goes unnamed: a position without lex
	   reads with it, and other engines know no "default". */
	if (b->lexicon[0] != '\0' && !is_variant_lexicon(b))
		put(&o, " lex %s;", b->lexicon);
	/* Other engines refuse opcodes of ours: none for the game they
	   all play. */
	if (strcmp(b->variant->name, "classic") != 0)
		put(&o, " wg-variant %s;", b->variant->name);
	if (wg_pool_sets(b->variant, b->length) > 1)
		put(&o, " wg-length %s;", wg_length_name(b->length));
	if (b->layout == WG_LAYOUT_SEED)
		put(&o, " wg-seed %llu;", (unsigned long long)b->seed);
	else if (b->layout == WG_LAYOUT_GRID || (b->layout ==
	    WG_LAYOUT_STANDARD && b->variant->random_layout)) {
		put(&o, " wg-premiums ");
		premium_rows(&o, b, "/", ";");
	}
	if (wg_game_stacks(b->variant))
		stacks(&o, b, " wg-stack ", "/", ";");
	put(&o, "\n");
	return done(&o);
}
