/*
 * selfplay.c: whole games between players who always take the generator's
 * top move, with tiles drawn from a seeded bag, written out as GCG.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

/* A turn cap far above any real game, in case the rules never end one. */
#define MAX_TURNS	500

/* splitmix64: small, fast, and the same on every machine. */
static uint64_t
next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

struct game {
	struct wg_board	 board;
	uint8_t		 bag[WG_SQUARES + 64];
	unsigned	 nbag;
	uint64_t	 rng;
	char		 name[WG_MAX_PLAYERS][12];	/* "p" and a number */
};

static void
draw(struct game *g, unsigned p)
{
	struct wg_board *b = &g->board;

	while (b->rack_len[p] < b->variant->rack_size && g->nbag > 0)
		b->rack[p][b->rack_len[p]++] = g->bag[--g->nbag];
}

static int
cmp_tile(const void *a, const void *b)
{
	return *(const uint8_t *)a - *(const uint8_t *)b;
}

/* Tiles as GCG writes them: letters, '?' for blanks, sorted. */
static void
spell_tiles(const struct wg_alphabet *a, const uint8_t *tiles, unsigned n,
    char *buf, size_t size)
{
	uint8_t sorted[WG_RACK_MAX];
	size_t used = 0;
	unsigned i;

	memcpy(sorted, tiles, n);
	qsort(sorted, n, 1, cmp_tile);
	buf[0] = '\0';
	for (i = 0; i < n && used < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s",
		    sorted[i] == 0 ? "?" : wg_alphabet_letter(a, sorted[i]));
}

static int
rack_value(const struct wg_board *b, unsigned p)
{
	unsigned i;
	int sum = 0;

	for (i = 0; i < b->rack_len[p]; i++)
		sum += b->variant->value[b->rack[p][i]];
	return sum;
}

static void
end_of_game(struct game *g, struct wg_text *out, int went_out, unsigned who)
{
	struct wg_board *b = &g->board;
	const struct wg_variant *v = b->variant;
	char rack[WG_RACK_MAX * 4 + 1];
	unsigned p;
	int sum = 0;

	for (p = 0; p < b->players; p++) {
		int value = rack_value(b, p);

		if (p == who && went_out)
			continue;
		sum += value;
		if (b->rack_len[p] == 0 || (went_out && !v->out_loss) ||
		    (!went_out && !v->stall_loss))
			continue;
		spell_tiles(v->alphabet, b->rack[p], b->rack_len[p], rack,
		    sizeof(rack));
		wg_score_add(&b->score[p], -(long long)value);
		wg_text_printf(out, ">%s: %s (%s) -%d %d\n", g->name[p], rack,
		    rack, value, b->score[p]);
	}
	if (went_out && sum > 0) {
		char all[WG_MAX_PLAYERS * WG_RACK_MAX * 4 + 1];
		size_t used = 0;

		all[0] = '\0';
		for (p = 0; p < b->players; p++)
			if (p != who) {
				spell_tiles(v->alphabet, b->rack[p],
				    b->rack_len[p], rack, sizeof(rack));
				used += (size_t)snprintf(all + used,
				    sizeof(all) - used, "%s", rack);
			}
		wg_score_add(&b->score[who], sum * v->out_gain);
		wg_text_printf(out, ">%s:  (%s) +%d %d\n", g->name[who], all,
		    sum * v->out_gain, b->score[who]);
	}
}

int
wg_selfplay(struct wg_gen *gen, uint64_t seed, struct wg_selfplay *sp,
    char **gcg, size_t *len)
{
	const struct wg_variant *v = gen->v;
	struct game *g;
	struct wg_text out = { NULL, 0, 0, 0 };
	unsigned c, k, p, turn, stalled = 0, limit;
	int rc = WG_OK;

	*gcg = NULL;
	*len = 0;
	if (v->stacking)
		return WG_E_ARG;
	if ((g = calloc(1, sizeof(*g))) == NULL)
		return WG_E_NOMEM;
	g->rng = seed;
	wg_board_init(&g->board, v);
	if (v->random_layout)
		wg_board_shuffle(&g->board, seed);
	for (c = 0; c <= v->alphabet->size; c++)
		for (k = 0; k < v->count[c] && g->nbag < sizeof(g->bag); k++)
			g->bag[g->nbag++] = (uint8_t)c;
	/* Fisher-Yates with the seeded generator. */
	for (k = g->nbag; k > 1; k--) {
		unsigned j = (unsigned)(next_random(&g->rng) % k);
		uint8_t t = g->bag[k - 1];

		g->bag[k - 1] = g->bag[j];
		g->bag[j] = t;
	}
	g->board.players = 2;
	for (p = 0; p < g->board.players; p++) {
		/* Two players: "p1", "p2" (%u would warn of truncation). */
		snprintf(g->name[p], sizeof(g->name[p]), "p%c", (int)('1' + p));
		g->board.rack_known[p] = 1;
		draw(g, p);
	}
	wg_text_printf(&out, "#character-encoding UTF-8\n#player1 p1 Player 1\n"
	    "#player2 p2 Player 2\n#variant %s\n#seed %llu\n", v->name,
	    (unsigned long long)seed);
	limit = v->stall_turns * (v->stall_per_player ? g->board.players : 1);
	for (turn = 0; turn < MAX_TURNS; turn++) {
		struct wg_board *b = &g->board;
		const struct wg_gen_move *best = NULL;
		struct wg_move m;
		struct wg_check ck;
		char rack[WG_RACK_MAX * 4 + 1], move[WG_MOVE_TEXT_MAX];
		int n, score = 0;

		p = b->turn;
		if (sp != NULL && sp->on_turn != NULL)
			sp->on_turn(b, sp->arg);
		spell_tiles(v->alphabet, b->rack[p], b->rack_len[p], rack,
		    sizeof(rack));
		n = wg_gen_run(gen, b, b->rack[p], b->rack_len[p], 1, 0);
		if (n < 0) {
			rc = n;
			break;
		}
		if (n > 0) {
			best = wg_gen_result(gen, 0);
			m = best->move;
			/* GCG writes played-through letters as '.'. */
			for (k = 0; k < m.len; k++)
				if (m.tiles[k] & WG_THROUGH)
					m.tiles[k] = WG_THROUGH;
			wg_move_write(&m, v->alphabet, NULL, move, sizeof(move));
			m = best->move;
		} else {
			/* Stuck: change the whole rack if the bag allows. */
			memset(&m, 0, sizeof(m));
			if (g->nbag >= v->exchange_min && g->nbag > 0 &&
			    g->nbag >= b->rack_len[p]) {
				m.kind = WG_MOVE_EXCHANGE;
				m.len = b->rack_len[p];
				memcpy(m.tiles, b->rack[p], m.len);
			} else
				m.kind = WG_MOVE_PASS;
			wg_move_write(&m, v->alphabet, NULL, move, sizeof(move));
		}
		if (!wg_move_check(b, &m, gen->lex, &ck)) {
			rc = WG_E_ARG;	/* the generator and the rules differ */
			break;
		}
		score = ck.score;
		wg_move_apply(b, &m, &ck);
		/* Here the racks are known: we deal them. */
		b->rack_known[p] = 1;
		if (m.kind == WG_MOVE_EXCHANGE) {
			/* Draw first, then the old tiles go back in the bag. */
			uint8_t back[WG_RACK_MAX];

			memcpy(back, m.tiles, m.len);
			b->rack_len[p] = 0;
			draw(g, p);
			for (k = 0; k < m.len; k++) {
				unsigned j = (unsigned)(next_random(&g->rng) %
				    (g->nbag + 1));

				g->bag[g->nbag++] = g->bag[j];
				g->bag[j] = back[k];
			}
		} else
			draw(g, p);
		wg_text_printf(&out, ">%s: %s %s +%d %d\n", g->name[p], rack, move,
		    score, b->score[p]);
		if (sp != NULL) {
			sp->turns++;
			sp->placements += m.kind == WG_MOVE_PLACE;
		}
		stalled = wg_variant_stalls(v, &m, score) ? stalled + 1 : 0;
		if (b->rack_len[p] == 0 && g->nbag == 0) {
			end_of_game(g, &out, 1, p);
			break;
		}
		if (limit > 0 && stalled >= limit && !(v->stall_not_zero &&
		    b->score[0] == 0 && b->score[1] == 0)) {
			end_of_game(g, &out, 0, p);
			break;
		}
	}
	if (sp != NULL)
		for (p = 0; p < g->board.players; p++)
			sp->points += (uint64_t)(g->board.score[p] > 0 ?
			    g->board.score[p] : 0);
	free(g);
	if (out.failed && rc == WG_OK)
		rc = WG_E_NOMEM;
	if (rc != WG_OK) {
		free(out.buf);
		return rc;
	}
	*gcg = out.buf;
	*len = out.len;
	return WG_OK;
}
