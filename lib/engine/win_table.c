/*
 * win_table.c: win probability tables (wgwin(5)): the chance that a
 * player wins from a spread, the tiles they cannot see and whether they
 * are on turn; read, checked, written and looked up.  Trained by
 * win_train.c; read by the simulation (sim.c) and the analysis.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "engine_private.h"

#define WIN_MAGIC	"WGWIN\r\n\032"
#define WIN_VERSION	1
#define WIN_HEADER	64

static int
win_fail(char *errbuf, size_t errsize, const char *name, const char *fmt,
    ...)
{
	va_list ap;
	char msg[400];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	wg_msg(errbuf, errsize, "%s: %s", name, msg);
	return WG_E_FORMAT;
}

/* The values of the table: 2 rows of spreads for each unseen count. */
static size_t
win_cells(unsigned umax, unsigned smax)
{
	return (size_t)2 * (umax + 1) * (2 * (size_t)smax + 1);
}

int
wg_win_new(struct wg_win **out, const char *variant, unsigned umax,
    unsigned smax)
{
	struct wg_win *t;

	*out = NULL;
	if (umax < 1 || umax > WG_WIN_UNSEEN_LIMIT || smax < 1 ||
	    smax > WG_WIN_SPREAD_LIMIT || strlen(variant) >= WG_NAME_MAX)
		return WG_E_ARG;
	if ((t = calloc(1, sizeof(*t))) == NULL ||
	    (t->p = calloc(win_cells(umax, smax), sizeof(*t->p))) == NULL) {
		free(t);
		return WG_E_NOMEM;
	}
	snprintf(t->variant, sizeof(t->variant), "%s", variant);
	t->umax = umax;
	t->smax = smax;
	*out = t;
	return WG_OK;
}

void
wg_win_free(struct wg_win *t)
{
	if (t == NULL)
		return;
	free(t->p);
	free(t);
}

/* The row of UNSEEN (at most umax) and ON_TURN. */
static uint16_t *
win_row(const struct wg_win *t, unsigned unseen, int on_turn)
{
	return t->p + ((size_t)(on_turn != 0) * (t->umax + 1) + unseen) *
	    (2 * (size_t)t->smax + 1);
}

double
wg_win_prob(const struct wg_win *t, int spread, unsigned unseen,
    int on_turn)
{
	int s = (int)t->smax;

	if (unseen > t->umax)
		unseen = t->umax;
	if (spread > s)
		spread = s;
	else if (spread < -s)
		spread = -s;
	return win_row(t, unseen, on_turn)[spread + s] / (double)WG_WIN_ONE;
}

unsigned
wg_win_unseen(const struct wg_board *b, unsigned p)
{
	unsigned o = 1 - p;

	return wg_board_bag(b) + (b->rack_known[o] ? b->rack_len[o] :
	    b->variant->rack_size);
}

double
wg_win_board(const struct wg_win *t, const struct wg_board *b, unsigned p)
{
	return wg_win_prob(t, (int)(b->score[p] - b->score[1 - p]),
	    wg_win_unseen(b, p), b->turn == p);
}

void
wg_win_set(struct wg_win *t, unsigned unseen, int on_turn, int spread,
    double prob)
{
	double x = prob * WG_WIN_ONE + 0.5;

	if (unseen > t->umax || spread < -(int)t->smax ||
	    spread > (int)t->smax)
		return;
	win_row(t, unseen, on_turn)[spread + (int)t->smax] = (uint16_t)(x < 0 ?
	    0 : x > WG_WIN_ONE ? WG_WIN_ONE : x);
}

const char *
wg_win_variant(const struct wg_win *t)
{
	return t->variant;
}

void
wg_win_limits(const struct wg_win *t, unsigned *umax, unsigned *smax,
    uint32_t *games, uint64_t *seed)
{
	if (umax != NULL)
		*umax = t->umax;
	if (smax != NULL)
		*smax = t->smax;
	if (games != NULL)
		*games = t->games;
	if (seed != NULL)
		*seed = t->seed;
}

int
wg_win_is_binary(const void *data, size_t len)
{
	return len >= 8 && memcmp(data, WIN_MAGIC, 8) == 0;
}

int
wg_win_read(struct wg_win **out, const char *name, const void *data,
    size_t len, const struct wg_variant *v, char *errbuf, size_t errsize)
{
	const uint8_t *img = data, *pay;
	struct wg_win *t;
	char variant[WG_NAME_MAX];
	unsigned umax, smax, u, o, i, width;
	uint8_t *raw;
	size_t n, k;
	uLongf rawlen;
	uint16_t *row;
	int rc;

	*out = NULL;
	if (len < WIN_HEADER + WG_NAME_MAX || !wg_win_is_binary(data, len))
		return win_fail(errbuf, errsize, name, "not a win table "
		    "(wgwin(5))");
	if (wg_load_le32(img + 8) != WIN_VERSION)
		return win_fail(errbuf, errsize, name, "format version %u, "
		    "not %u", wg_load_le32(img + 8), WIN_VERSION);
	if (wg_load_le32(img + 12) != WIN_HEADER ||
	    wg_load_le32(img + 16) != len - WIN_HEADER)
		return win_fail(errbuf, errsize, name, "truncated or wrong "
		    "sizes");
	if (wg_load_le32(img + 20) != wg_image_crc(img, len))
		return win_fail(errbuf, errsize, name, "checksum mismatch");
	for (i = 36; i < WIN_HEADER; i++)
		if (img[i] != 0 && (i < 40 || i >= 48))
			return win_fail(errbuf, errsize, name, "reserved "
			    "header bytes set");
	umax = wg_load_le32(img + 28);
	smax = wg_load_le32(img + 32);
	if (umax < 1 || umax > WG_WIN_UNSEEN_LIMIT || smax < 1 ||
	    smax > WG_WIN_SPREAD_LIMIT)
		return win_fail(errbuf, errsize, name, "%u tiles unseen, "
		    "spreads of %u: out of range", umax, smax);
	pay = img + WIN_HEADER;
	if (memchr(pay, '\0', WG_NAME_MAX) == NULL)
		return win_fail(errbuf, errsize, name, "bad variant name");
	memcpy(variant, pay, WG_NAME_MAX);
	if (v != NULL && strcmp(variant, v->name) != 0)
		return win_fail(errbuf, errsize, name, "a table of variant "
		    "%s, not %s", variant, v->name);
	if ((rc = wg_win_new(&t, variant, umax, smax)) != WG_OK)
		return rc;
	t->games = wg_load_le32(img + 24);
	t->seed = (uint64_t)wg_load_le32(img + 44) << 32 |
	    wg_load_le32(img + 40);
	n = win_cells(umax, smax);
	rawlen = (uLongf)n * 2;
	if ((raw = malloc(rawlen)) == NULL) {
		wg_win_free(t);
		return WG_E_NOMEM;
	}
	/* All of the stream and nothing after it: two bytes a value. */
	if (uncompress(raw, &rawlen, pay + WG_NAME_MAX,
	    (uLong)(len - WIN_HEADER - WG_NAME_MAX)) != Z_OK ||
	    rawlen != (uLongf)n * 2) {
		free(raw);
		wg_win_free(t);
		return win_fail(errbuf, errsize, name, "damaged values");
	}
	for (k = 0; k < n; k++)
		t->p[k] = (uint16_t)(raw[k] << 8 | raw[n + k]);
	free(raw);
	/* A larger spread never wins less often. */
	width = 2 * smax + 1;
	for (o = 0; o < 2; o++)
		for (u = 0; u <= umax; u++) {
			row = win_row(t, u, (int)o);
			for (i = 1; i < width; i++)
				if (row[i] < row[i - 1]) {
					wg_win_free(t);
					return win_fail(errbuf, errsize, name,
					    "%u tiles unseen, %s: spread %d "
					    "wins less often than %d", u,
					    o ? "on turn" : "not on turn",
					    (int)i - (int)smax,
					    (int)i - 1 - (int)smax);
				}
		}
	*out = t;
	return WG_OK;
}

int
wg_win_write(const struct wg_win *t, void **out, size_t *len)
{
	size_t n = win_cells(t->umax, t->smax), pre = WIN_HEADER +
	    WG_NAME_MAX, k;
	uint8_t *raw, *img = NULL;
	uLongf zlen = compressBound((uLong)n * 2);
	int rc = WG_E_NOMEM;

	*out = NULL;
	*len = 0;
	if ((raw = malloc(n * 2)) == NULL ||
	    (img = calloc(1, pre + zlen)) == NULL)
		goto done;
	/* High bytes first, then low bytes: the rows' plateaus compress. */
	for (k = 0; k < n; k++) {
		raw[k] = (uint8_t)(t->p[k] >> 8);
		raw[n + k] = (uint8_t)t->p[k];
	}
	if (compress2(img + pre, &zlen, raw, (uLong)n * 2, 9) != Z_OK)
		goto done;
	memcpy(img, WIN_MAGIC, 8);
	wg_store_le32(img + 8, WIN_VERSION);
	wg_store_le32(img + 12, WIN_HEADER);
	wg_store_le32(img + 16, (uint32_t)(pre - WIN_HEADER + zlen));
	wg_store_le32(img + 24, t->games);
	wg_store_le32(img + 28, t->umax);
	wg_store_le32(img + 32, t->smax);
	wg_store_le32(img + 40, (uint32_t)t->seed);
	wg_store_le32(img + 44, (uint32_t)(t->seed >> 32));
	snprintf((char *)img + WIN_HEADER, WG_NAME_MAX, "%s", t->variant);
	wg_store_le32(img + 20, wg_image_crc(img, pre + zlen));
	*out = img;
	*len = pre + zlen;
	img = NULL;
	rc = WG_OK;
done:
	free(raw);
	free(img);
	return rc;
}

int
wg_win_find(const char *variant, const char *datadir, char *buf,
    size_t size)
{
	return wg_data_find_named(variant, "wgwin", "win", datadir, buf,
	    size);
}

int
wg_win_load(struct wg_win **out, const char *path,
    const struct wg_variant *v, const char *datadir, char *errbuf,
    size_t errsize)
{
	char found[4096], *data;
	size_t len;
	int rc;

	*out = NULL;
	if (path == NULL) {
		if (wg_win_find(v->name, datadir, found, sizeof(found)) !=
		    WG_OK) {
			wg_msg(errbuf, errsize, "no win table ships for "
			    "variant %s", v->name);
			return WG_E_IO;
		}
		path = found;
	}
	if ((rc = wg_file_read(path, &data, &len)) != WG_OK) {
		wg_msg(errbuf, errsize, "%s: %s", path, rc == WG_E_IO ?
		    strerror(errno) : wg_strerror(rc));
		return rc;
	}
	rc = wg_win_read(out, path, data, len, v, errbuf, errsize);
	free(data);
	return rc;
}
