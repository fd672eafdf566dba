/*
 * infer_bench: inference (wsgen --infer) on every turn of self-play games
 * whose true leave the record knows: where the leave kept ranks among the
 * leaves inferred, and the CPU time.  The position of a turn is the one
 * before it, with the rack of the other player (the one who infers) as
 * their next turn shows it; a turn is counted when the record gives its
 * leave and the other player's next rack.
 *
 * The rank: the leaves strictly more likely than the true one come
 * before it, and it stands anywhere among those as likely (ties broken at
 * random): "top K%" is the chance that it is among the first K% of the
 * leaves inferred (at least one), as the mean over the positions.  top10lo
 * puts it last of its ties, top10hi first; possK counts K against every
 * leave the pool could give, however unlikely (the same denominator for
 * every model); bits is the mean of -log2 of its probability, entropy
 * the mean entropy of the leaves inferred (bits: what bits is expected
 * to be when the model is calibrated).  mass10
 * (pmass10) is the mean probability the model gives the leaves of its
 * top 10% (of its top 10% of the possible): what top10% (poss10) is
 * expected to be when the model is calibrated, its own bound on it.  The
 * rows: placements, exchanges, all, and "open": those whose leave was not
 * forced (more than one leave inferred).
 *
 * Usage: infer_bench [-Cv] [-c SHARE] [-d DECAY] [-m MARGIN] [-M FILE]
 *     VARIANT LEXICON LEAVES RECORDS
 * -m the margin (points, default WG_INFER_MARGIN), -d the decay (0: none),
 * -c the share of the prior: the inference of the same player's move
 * before (0: none); -M writes each position there as the commands of
 * MAGPIE's infer (bench/infer-magpie.sh runs them); -v lists the
 * positions whose leave was not inferred, -vv every position's move,
 * leaves inferred and possible and CPU seconds too; -C prints the curves
 * after each row (lines "#curve KIND topK% IN MASS POSS PMASS").
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wordgame.h"
#include "bench.h"

#define TOPS	5
static const double tops[TOPS] = { 0.01, 0.05, 0.10, 0.20, 0.50 };
#define TOP10	2

struct kind_stats {
	unsigned long	 positions, missing, forced;
	double		 in[TOPS], lo, hi, poss[TOPS], bits, cpu, leaves,
			 possible;
	/* The model's own chance of each "in" and "poss": the
	   probability of the leaves in the top K. */
	double		 mass[TOPS], pmass[TOPS];
	double		 entropy;	/* of the leaves inferred, bits */
};

struct bench {
	const struct wg_variant *v;
	/* Per player: the inference of their last move, and the next. */
	struct wg_infer	*inf[2], *prev[2];
	int		 prev_ok[2], prior_ok[2];
	struct wg_infer_options opt;
	FILE		*magpie;
	int		 verbose;
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

/* -C: the curves, one line a share. */
static int curve;

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

/* The tiles the placement of BN puts down on B, 0 a blank. */
static unsigned
played_tiles(const struct bench *bn, const struct wg_board *b, uint8_t *out)
{
	unsigned i, n = 0, idx;

	for (i = 0; i < bn->move.len; i++) {
		idx = bn->move.down ? (bn->move.row + i) * b->cols +
		    bn->move.col : bn->move.row * b->cols + bn->move.col + i;
		if (b->sq[idx] == 0)
			out[n++] = bn->move.tiles[i] & WG_BLANK ? 0 :
			    bn->move.tiles[i] & 0x3f;
	}
	return n;
}

/* MAGPIE's commands for the position B, player on turn inferred. */
static void
magpie_position(struct bench *bn, const struct wg_board *b)
{
	struct wg_board c = *b;
	char cgp[WG_BOARD_TEXT_MAX], tiles[64], obs[64];
	uint8_t played[WG_RACK_MAX];
	unsigned me = b->turn;

	c.rack_known[0] = c.rack_known[1] = 0;
	c.rack_len[0] = c.rack_len[1] = 0;
	if (wg_board_write_cgp(&c, cgp, sizeof(cgp)) == (size_t)-1)
		return;
	cgp[strcspn(cgp, "\n")] = '\0';
	spell(bn->v, b->rack[1 - me], b->rack_known[1 - me] ?
	    b->rack_len[1 - me] : 0, obs);
	if (bn->move.kind == WG_MOVE_PLACE) {
		spell(bn->v, played, played_tiles(bn, b, played), tiles);
		fprintf(bn->magpie, "cgp %s\ninfer 1 %s %d - %s\n", cgp, tiles,
		    bn->score, obs[0] ? obs : "-");
	} else
		fprintf(bn->magpie, "cgp %s\ninfer 1 %u - %s\n", cgp,
		    bn->move.len, obs[0] ? obs : "-");
}

/* The first K (at least 1) of N leaves for the share TOP of TOTAL. */
static double
top_count(double top, double total, size_t n)
{
	double k = floor(top * total + 1e-9);

	if (k < 1)
		k = 1;
	return k < (double)n ? k : (double)n;
}

/* The chance that the true leave, ABOVE before it and TIED as likely
   (itself in), is among the first K. */
static double
in_top(double k, size_t above, size_t tied)
{
	double f = (k - (double)above) / (double)tied;

	return f < 0 ? 0 : f > 1 ? 1 : f;
}

/* The probability of the first K leaves of INF: the model's own chance
   that the leave kept is among them. */
static double
top_mass(const struct wg_infer *inf, double k)
{
	double m = 0;
	size_t i;

	for (i = 0; (double)i < k && i < wg_infer_count(inf); i++)
		m += wg_infer_result(inf, i)->probability;
	return m;
}

/* Adds a position of INF whose true leave has ABOVE leaves before it,
   TIED as likely (itself in), of N inferred and POSSIBLE possible, to
   ST. */
static void
count_rank(struct kind_stats *st, const struct wg_infer *inf, size_t above,
    size_t tied, size_t n, double possible, double p)
{
	double k;
	size_t i;
	int t;

	for (t = 0; t < TOPS; t++) {
		k = top_count(tops[t], (double)n, n);
		st->in[t] += in_top(k, above, tied);
		st->mass[t] += top_mass(inf, k);
		if (t == TOP10) {
			st->lo += (double)(above + tied) <= k;
			st->hi += (double)above < k;
		}
		k = top_count(tops[t], possible, n);
		st->poss[t] += in_top(k, above, tied);
		st->pmass[t] += top_mass(inf, k);
	}
	st->bits -= log2(p);
	for (i = 0; i < n; i++) {
		double q = wg_infer_result(inf, i)->probability;

		if (q > 0)
			st->entropy -= q * log2(q);
	}
}

/* The turn before T, whose player is T's opponent, inferred. */
static void
infer_turn(struct bench *bn, const struct wg_replay_turn *t)
{
	struct wg_board b = bn->before;
	struct kind_stats *st = &bn->st[bn->move.kind == WG_MOVE_EXCHANGE];
	unsigned q = bn->player;
	struct wg_infer *inf = bn->inf[q];
	size_t n, above, tied;
	double cpu, possible;
	long at;
	clock_t t0;

	if (!t->before->rack_known[t->player])
		return;
	memcpy(b.rack[t->player], t->before->rack[t->player],
	    t->before->rack_len[t->player]);
	b.rack_len[t->player] = t->before->rack_len[t->player];
	b.rack_known[t->player] = 1;
	bn->opt.prior = bn->prior_ok[q] ? bn->prev[q] : NULL;
	t0 = clock();
	if (wg_infer_run(inf, &b, &bn->move, &bn->opt) != WG_OK) {
		fprintf(stderr, "infer_bench: %s\n", wg_infer_error(inf));
		return;
	}
	cpu = (double)(clock() - t0) / CLOCKS_PER_SEC;
	if (bn->verbose > 1) {
		char mv[128];

		wg_move_write(&bn->move, bn->v->alphabet, NULL, mv, sizeof(mv));
		fprintf(stderr, "%s\t%zu\t%.0f\t%.3f\n", mv,
		    wg_infer_count(inf), wg_infer_possible(inf), cpu);
	}
	/* This inference is the prior of the player's next move. */
	bn->inf[q] = bn->prev[q];
	bn->prev[q] = inf;
	bn->prev_ok[q] = wg_infer_count(inf) > 0;
	if (bn->magpie != NULL)
		magpie_position(bn, &b);
	possible = wg_infer_possible(inf);
	n = wg_infer_count(inf);
	st->positions++;
	st->cpu += cpu;
	st->leaves += (double)n;
	st->possible += possible;
	st->forced += n == 1;
	if (n > 1) {
		bn->open.positions++;
		bn->open.leaves += (double)n;
		bn->open.possible += possible;
		bn->open.cpu += cpu;
	}
	/* Records sort a blank last: wg_infer_find takes any order. */
	if ((at = wg_infer_find(inf, bn->leave, bn->nleave, &above,
	    &tied)) < 0) {
		if (bn->verbose) {
			char mv[128], lv[32];

			wg_move_write(&bn->move, bn->v->alphabet, NULL, mv,
			    sizeof(mv));
			spell(bn->v, bn->leave, bn->nleave, lv);
			fprintf(stderr, "not inferred: %s keeping %s, %zu "
			    "leaves\n", mv, lv, n);
		}
		st->missing++;
		bn->open.missing += n > 1;
		return;
	}
	count_rank(st, inf, above, tied, n, possible,
	    wg_infer_result(inf, (size_t)at)->probability);
	if (n > 1)
		count_rank(&bn->open, inf, above, tied, n, possible,
		    wg_infer_result(inf, (size_t)at)->probability);
}

static int
visit(const struct wg_replay_turn *t, void *arg)
{
	struct bench *bn = arg;
	unsigned p = t->player;

	if (bn->have && p != bn->player)
		infer_turn(bn, t);
	bn->have = 0;
	if (p > 1)
		return 0;
	/* The prior of this move: the player's move before, inferred. */
	bn->prior_ok[p] = bn->prev_ok[p];
	bn->prev_ok[p] = 0;
	if (t->move == NULL || t->move->kind == WG_MOVE_PASS ||
	    !t->leave_known || t->flags != 0)
		return 0;
	bn->have = 1;
	bn->player = p;
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
	double n = (double)st->positions;
	int k;

	if (st->positions == 0)
		return;
	printf("%s\t%lu\t%lu\t%lu\t%.1f\t%.1f", what, st->positions,
	    st->missing, st->forced, st->leaves / n, st->possible / n);
	for (k = 0; k < TOPS; k++)
		printf("\t%.1f", 100.0 * st->in[k] / n);
	printf("\t%.1f\t%.1f\t%.1f", 100 * st->lo / n, 100 * st->hi / n,
	    100 * st->mass[TOP10] / n);
	for (k = 0; k < TOPS; k++)
		printf("\t%.1f", 100.0 * st->poss[k] / n);
	printf("\t%.1f", 100 * st->pmass[TOP10] / n);
	printf("\t%.2f\t%.2f\t%.3f\t%.1f\n", st->positions > st->missing ?
	    st->bits / (n - (double)st->missing) : 0.0, st->entropy /
	    (n - (double)st->missing), st->cpu,
	    1000 * st->cpu / n);
	if (curve)
		for (k = 0; k < TOPS; k++)
			printf("#curve\t%s\ttop%g%%\t%.1f\t%.1f\t%.1f\t%.1f\n",
			    what, 100 * tops[k], 100 * st->in[k] / n,
			    100 * st->mass[k] / n, 100 * st->poss[k] / n,
			    100 * st->pmass[k] / n);
}

static void
add_stats(struct kind_stats *to, const struct kind_stats *from)
{
	int k;

	to->positions += from->positions;
	to->missing += from->missing;
	to->forced += from->forced;
	for (k = 0; k < TOPS; k++) {
		to->in[k] += from->in[k];
		to->poss[k] += from->poss[k];
		to->mass[k] += from->mass[k];
		to->pmass[k] += from->pmass[k];
	}
	to->lo += from->lo;
	to->hi += from->hi;
	to->bits += from->bits;
	to->entropy += from->entropy;
	to->cpu += from->cpu;
	to->leaves += from->leaves;
	to->possible += from->possible;
}

static void
usage(void)
{
	fprintf(stderr, "usage: infer_bench [-Cv] [-c SHARE] [-d DECAY] "
	    "[-m MARGIN] [-M FILE] VARIANT LEXICON LEAVES RECORDS\n");
	exit(2);
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
	int k, ch;

	memset(&bn, 0, sizeof(bn));
	bn.opt.margin = WG_INFER_MARGIN;
	while ((ch = getopt(argc, argv, "Cc:d:m:M:v")) != -1)
		switch (ch) {
		case 'C':
			curve = 1;
			break;
		case 'c':
			bn.opt.prior_share = strtod(optarg, NULL);
			break;
		case 'd':
			bn.opt.decay = strtod(optarg, NULL);
			break;
		case 'm':
			bn.opt.margin = strtod(optarg, NULL);
			break;
		case 'M':
			if ((bn.magpie = fopen(optarg, "w")) == NULL) {
				perror(optarg);
				return 2;
			}
			break;
		case 'v':
			bn.verbose++;
			break;
		default:
			usage();
		}
	argc -= optind;
	argv += optind;
	if (argc != 4)
		usage();
	if (wg_variant_load(&v, argv[0], err, sizeof(err)) != WG_OK ||
	    wg_lexicon_load(&lex, argv[1], err, sizeof(err)) != WG_OK) {
		fprintf(stderr, "infer_bench: %s\n", err);
		return 2;
	}
	data = bench_slurp(argv[2], &len);
	if ((wg_leaves_is_binary(data, len) ?
	    wg_leaves_read_binary(&lv, argv[2], data, len, v, lex, err,
	    sizeof(err)) : wg_leaves_parse(&lv, v->alphabet, argv[2], data,
	    len, err, sizeof(err))) != WG_OK) {
		fprintf(stderr, "infer_bench: %s\n", err);
		return 2;
	}
	free(data);
	if (wg_record_read_file(argv[3], keep, &corpus, err, sizeof(err)) < 0 ||
	    corpus.text == NULL) {
		fprintf(stderr, "infer_bench: %s\n", err);
		return 2;
	}
	bn.v = v;
	bn.opt.threads = 1;
	bn.opt.leaves = lv;
	for (k = 0; k < 2; k++)
		if (wg_infer_new(&bn.inf[k], lex, v) != WG_OK ||
		    wg_infer_new(&bn.prev[k], lex, v) != WG_OK)
			return 2;
	for (off = 0; off < corpus.len; off += used) {
		if (wg_record_parse(&r, argv[3], corpus.text + off,
		    corpus.len - off, 1, &used, err, sizeof(err)) != WG_OK)
			break;
		bn.have = 0;
		bn.prev_ok[0] = bn.prev_ok[1] = 0;
		wg_replay(r, v, lex, visit, NULL, &bn, &res);
		wg_record_free(r);
	}
	printf("kind\tpositions\tmissing\tforced\tleaves\tpossible");
	for (k = 0; k < TOPS; k++)
		printf("\ttop%g%%", 100 * tops[k]);
	printf("\ttop10lo\ttop10hi\tmass10");
	for (k = 0; k < TOPS; k++)
		printf("\tposs%g", 100 * tops[k]);
	printf("\tpmass10\tbits\tentropy\tcpu_s\tms_each\n");
	report("place", &bn.st[0]);
	report("exchange", &bn.st[1]);
	all = bn.st[0];
	add_stats(&all, &bn.st[1]);
	report("all", &all);
	report("open", &bn.open);
	if (bn.magpie != NULL)
		fclose(bn.magpie);
	for (k = 0; k < 2; k++) {
		wg_infer_free(bn.inf[k]);
		wg_infer_free(bn.prev[k]);
	}
	wg_leaves_free(lv);
	free(corpus.text);
	wg_lexicon_free(lex);
	wg_variant_free(v);
	return 0;
}
