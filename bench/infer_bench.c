/*
 * infer_bench: inference (wsgen --infer) on every turn of self-play games
 * whose true leave the record knows: where the leave kept ranks among the
 * leaves inferred, as the share of positions whose leave is in the top 1,
 * 5, 10, 25 and 50% of the list by probability (its rank the number of
 * leaves at least as likely: ties count against it), and the CPU time.
 * The position of a turn is the one before it, with the rack of the other
 * player (the one who infers) as their next turn shows it; a turn is
 * counted when the record gives its leave and the other player's next
 * rack.  The rows: placements, exchanges, all, and "open": those whose
 * leave was not forced (more than one leave inferred).  With MAGPIE-FILE, each position is also written there as the
 * commands MAGPIE's infer takes (bench/infer-magpie.sh runs them).
 * Usage: infer_bench VARIANT LEXICON LEAVES RECORDS [MARGIN [MAGPIE-FILE]]
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wordgame.h"
#include "bench.h"

#define TOPS	5
static const double tops[TOPS] = { 0.01, 0.05, 0.10, 0.25, 0.50 };

struct kind_stats {
	unsigned long	 positions, missing, forced, in[TOPS];
	double		 cpu, leaves;
};

struct bench {
	const struct wg_variant *v;
	struct wg_infer	*inf;
	struct wg_infer_options opt;
	FILE		*magpie;
	/* The turn before: its player, position, move and leave. */
	int		 have;
	unsigned	 player;
	struct wg_board	 before;
	struct wg_move	 move;
	int		 score;
	uint8_t		 leave[WG_RACK_MAX];
	unsigned	 nleave;
	struct kind_stats st[2];	/* placements, exchanges */
	struct kind_stats open;		/* those of more than one leave */
};

static struct corpus {
	char	*text;
	size_t	 len;
} corpus;

static int
keep(const char *name, const char *text, size_t len, void *arg)
{
	struct corpus *c = arg;

	(void)name;
	if ((c->text = malloc(len + 1)) == NULL)
		return -1;
	memcpy(c->text, text, len);
	c->len = len;
	return 1;
}

static void
spell(const struct wg_variant *v, const uint8_t *t, unsigned n, char *buf)
{
	unsigned i;

	buf[0] = '\0';
	for (i = 0; i < n; i++)
		strcat(buf, t[i] == 0 ? "?" : wg_alphabet_letter(v->alphabet,
		    t[i]));
}

/* MAGPIE's commands for the position B, player on turn inferred. */
static void
magpie_position(struct bench *bn, const struct wg_board *b)
{
	struct wg_board c = *b;
	char cgp[WG_BOARD_TEXT_MAX], tiles[64], obs[64];
	uint8_t played[WG_RACK_MAX];
	unsigned i, n = 0, idx, me = b->turn;

	c.rack_known[0] = c.rack_known[1] = 0;
	c.rack_len[0] = c.rack_len[1] = 0;
	if (wg_board_write_cgp(&c, cgp, sizeof(cgp)) == (size_t)-1)
		return;
	cgp[strcspn(cgp, "\n")] = '\0';
	spell(bn->v, b->rack[1 - me], b->rack_known[1 - me] ?
	    b->rack_len[1 - me] : 0, obs);
	if (bn->move.kind == WG_MOVE_PLACE) {
		for (i = 0; i < bn->move.len; i++) {
			idx = bn->move.down ? (bn->move.row + i) * b->cols +
			    bn->move.col : bn->move.row * b->cols +
			    bn->move.col + i;
			if (b->sq[idx] == 0)
				played[n++] = bn->move.tiles[i] & WG_BLANK ? 0 :
				    bn->move.tiles[i] & 0x3f;
		}
		spell(bn->v, played, n, tiles);
		fprintf(bn->magpie, "cgp %s\ninfer 1 %s %d - %s\n", cgp, tiles,
		    bn->score, obs[0] ? obs : "-");
	} else
		fprintf(bn->magpie, "cgp %s\ninfer 1 %u - %s\n", cgp,
		    bn->move.len, obs[0] ? obs : "-");
}

/* The turn before T, whose player is T's opponent, inferred. */
static void
infer_turn(struct bench *bn, const struct wg_replay_turn *t)
{
	struct wg_board b = bn->before;
	struct kind_stats *st = &bn->st[bn->move.kind == WG_MOVE_EXCHANGE];
	size_t n, rank, above, tied;
	clock_t t0;
	int k;

	if (!t->before->rack_known[t->player])
		return;
	memcpy(b.rack[t->player], t->before->rack[t->player],
	    t->before->rack_len[t->player]);
	b.rack_len[t->player] = t->before->rack_len[t->player];
	b.rack_known[t->player] = 1;
	t0 = clock();
	if (wg_infer_run(bn->inf, &b, &bn->move, &bn->opt) != WG_OK) {
		fprintf(stderr, "infer_bench: %s\n", wg_infer_error(bn->inf));
		return;
	}
	st->cpu += (double)(clock() - t0) / CLOCKS_PER_SEC;
	if (bn->magpie != NULL)
		magpie_position(bn, &b);
	st->positions++;
	n = wg_infer_count(bn->inf);
	st->leaves += (double)n;
	if (n == 1)
		st->forced++;
	if (n > 1) {
		bn->open.positions++;
		bn->open.leaves += (double)n;
		bn->open.cpu += (double)(clock() - t0) / CLOCKS_PER_SEC;
	}
	/* Records sort a blank last: wg_infer_find takes any order. */
	if (wg_infer_find(bn->inf, bn->leave, bn->nleave, &above,
	    &tied) < 0) {
		st->missing++;
		bn->open.missing += n > 1;
		return;
	}
	/* Ties count against it. */
	rank = above + tied;
	for (k = 0; k < TOPS; k++)
		if ((double)rank <= tops[k] * (double)n + 1e-9 || rank == 1) {
			st->in[k]++;
			bn->open.in[k] += n > 1;
		}
}

static int
visit(const struct wg_replay_turn *t, void *arg)
{
	struct bench *bn = arg;

	if (bn->have && t->player != bn->player)
		infer_turn(bn, t);
	bn->have = 0;
	if (t->move == NULL || t->move->kind == WG_MOVE_PASS ||
	    !t->leave_known || t->flags != 0)
		return 0;
	bn->have = 1;
	bn->player = t->player;
	bn->before = *t->before;
	bn->move = *t->move;
	bn->score = t->score;
	memcpy(bn->leave, t->leave, t->nleave);
	bn->nleave = t->nleave;
	return 0;
}

static void
report(const char *what, const struct kind_stats *st)
{
	unsigned long counted = st->positions;
	int k;

	if (counted == 0)
		return;
	printf("%s\t%lu\t%lu\t%lu\t%.1f", what, counted, st->missing,
	    st->forced, st->leaves / (double)counted);
	for (k = 0; k < TOPS; k++)
		printf("\t%.1f", 100.0 * (double)st->in[k] / (double)counted);
	printf("\t%.3f\t%.1f\n", st->cpu, 1000 * st->cpu / (double)counted);
}

int
main(int argc, char *argv[])
{
	struct wg_variant *v;
	struct wg_lexicon *lex;
	struct wg_leaves *lv = NULL;
	struct wg_replay_result res;
	struct wg_record *r;
	struct bench bn;
	struct kind_stats all;
	char err[512], *data;
	size_t off, used, len;
	int k;

	if (argc < 5) {
		fprintf(stderr, "usage: infer_bench VARIANT LEXICON LEAVES "
		    "RECORDS [MARGIN [MAGPIE-FILE]]\n");
		return 2;
	}
	memset(&bn, 0, sizeof(bn));
	if (wg_variant_load(&v, argv[1], err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, argv[2], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "infer_bench: %s\n", err);
		return 2;
	}
	data = bench_slurp(argv[3], &len);
	if ((wg_leaves_is_binary(data, len) ?
	    wg_leaves_read_binary(&lv, argv[3], data, len, v, lex, err,
	    sizeof(err)) : wg_leaves_parse(&lv, v->alphabet, argv[3], data,
	    len, err, sizeof(err))) != WG_OK) {
		fprintf(stderr, "infer_bench: %s\n", err);
		return 2;
	}
	free(data);
	if (wg_record_read_file(argv[4], keep, &corpus, err, sizeof(err)) < 0 ||
	    corpus.text == NULL) {
		fprintf(stderr, "infer_bench: %s\n", err);
		return 2;
	}
	if (argc > 6 && (bn.magpie = fopen(argv[6], "w")) == NULL) {
		perror(argv[6]);
		return 2;
	}
	bn.v = v;
	bn.opt.margin = argc > 5 ? strtod(argv[5], NULL) : WG_INFER_MARGIN;
	bn.opt.threads = 1;
	bn.opt.leaves = lv;
	if (wg_infer_new(&bn.inf, lex, v) != WG_OK)
		return 2;
	for (off = 0; off < corpus.len; off += used) {
		if (wg_record_parse(&r, argv[4], corpus.text + off,
		    corpus.len - off, 1, &used, err, sizeof(err)) != WG_OK)
			break;
		bn.have = 0;
		wg_replay(r, v, lex, visit, NULL, &bn, &res);
		wg_record_free(r);
	}
	printf("kind\tpositions\tmissing\tforced\tleaves");
	for (k = 0; k < TOPS; k++)
		printf("\ttop%g%%", 100 * tops[k]);
	printf("\tcpu_s\tms_each\n");
	report("place", &bn.st[0]);
	report("exchange", &bn.st[1]);
	all = bn.st[0];
	all.positions += bn.st[1].positions;
	all.missing += bn.st[1].missing;
	all.forced += bn.st[1].forced;
	all.leaves += bn.st[1].leaves;
	all.cpu += bn.st[1].cpu;
	for (k = 0; k < TOPS; k++)
		all.in[k] += bn.st[1].in[k];
	report("all", &all);
	report("open", &bn.open);
	if (bn.magpie != NULL)
		fclose(bn.magpie);
	wg_infer_free(bn.inf);
	wg_leaves_free(lv);
	free(corpus.text);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return 0;
}
