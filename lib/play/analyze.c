/*
 * analyze.c: a whole game analysed in one pass of its replay: at each turn
 * the move played and the engine's best, valued by static equity or by
 * simulation, or by the exact endgame solver once the bag is empty, and
 * what the move played cost (wsreplay(1) --analyze).
 */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "play_private.h"
#include "engine/movegen.h"

struct wg_analyzer {
	const struct wg_lexicon *lex;
	const struct wg_variant *v;	/* of GEN and SIM */
	struct wg_gen	*gen;
	struct wg_sim	*sim;
	struct wg_infer	*inf;		/* the opponent's last move */
	struct wg_endgame *eg;		/* made at the first empty bag */
	struct wg_peg	*peg;		/* made at the first pre-endgame */
	struct wg_sim_move *out;	/* the simulation's results */
	unsigned	 nout;
	char		 error[256];
};

/* The move played as the analysis values it: a move challenged off is
   the pass its turn came to. */
struct played {
	const struct wg_move *move;
	int		 score;
	const uint8_t	*leave;
	unsigned	 nleave;
	int		 leave_known;
};

/* A game being analysed. */
struct analysis {
	struct wg_analyzer *an;
	const struct wg_analyze_options *opt;
	wg_analysis_visitor visit;
	wg_problem_visitor problem;
	void		*arg;
	struct wg_analysis_total *total;
	int		 rc;
	/* The last move of each player: what the other infers from. */
	struct wg_board	 last_before[2];
	struct wg_move	 last_move[2];
	int		 last_known[2];
	unsigned	 last_player;	/* who moved last */
	int		 any_last;
	/* OPT->seconds: the turn's clock, the endgame's stop flag. */
	struct timespec	 start;
	volatile sig_atomic_t stop;
	double		 peg_win, peg_best_win;	/* the pre-endgame's */
};

static double
turn_elapsed(const struct analysis *a)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)(ts.tv_sec - a->start.tv_sec) +
	    (double)(ts.tv_nsec - a->start.tv_nsec) / 1e9;
}

/* The seconds of the turn's budget left (OPT->seconds), at least 1 ns. */
static double
turn_left(const struct analysis *a)
{
	double left = a->opt->seconds - turn_elapsed(a);

	return left > 1e-9 ? left : 1e-9;
}

/* The endgame's progress: the turn's clock. */
static void
turn_tick(uint64_t done, uint64_t total, void *arg)
{
	struct analysis *a = arg;

	(void)done;
	(void)total;
	if (turn_elapsed(a) >= a->opt->seconds)
		a->stop = 1;
}

enum wg_analysis_method
wg_best_method(const struct wg_board *b, double seconds)
{
	struct wg_board q = *b;
	unsigned bag;

	/* The bag as the player on turn sees it. */
	q.rack_known[1 - q.turn] = 0;
	bag = wg_board_bag(&q);
	if (bag == 0)
		return WG_ANALYSIS_ENDGAME;
	if (bag <= WG_PEG_MAX_BAG)
		return WG_ANALYSIS_PEG;
	return seconds >= WG_BEST_SIM_MIN ? WG_ANALYSIS_SIM :
	    WG_ANALYSIS_STATIC;
}

double
wg_best_peg_seconds(double seconds)
{
	double sim = seconds * (1 - WG_BEST_PEG_SHARE);

	/* The pre-endgame looks at the clock every few thousand positions:
	   a tenth of a second to spare for it. */
	return sim >= WG_BEST_SIM_MIN + 0.1 ? seconds - sim : seconds;
}

int
wg_best_peg_answers(const struct wg_peg_info *info,
    const struct wg_peg_move *best)
{
	if (best == NULL || info->decided == 0)
		return 0;
	/* Ranked by the share won first: none ranks above a move that
	   wins every draw. */
	return info->complete || best->win >= 1;
}

int
wg_analyzer_new(struct wg_analyzer **out, const struct wg_lexicon *lex)
{
	struct wg_analyzer *an;

	*out = NULL;
	if ((an = calloc(1, sizeof(*an))) == NULL)
		return WG_E_NOMEM;
	an->lex = lex;
	*out = an;
	return WG_OK;
}

void
wg_analyzer_free(struct wg_analyzer *an)
{
	if (an == NULL)
		return;
	wg_gen_free(an->gen);
	wg_sim_free(an->sim);
	wg_infer_free(an->inf);
	wg_endgame_free(an->eg);
	wg_peg_free(an->peg);
	free(an->out);
	free(an);
}

const char *
wg_analyzer_error(const struct wg_analyzer *an)
{
	return an->error;
}

/* The generator and simulator for V, made again when V changes. */
static int
analyzer_for(struct wg_analyzer *an, const struct wg_variant *v, int sim)
{
	int rc;

	if (an->v != v) {
		wg_gen_free(an->gen);
		wg_sim_free(an->sim);
		wg_infer_free(an->inf);
		wg_endgame_free(an->eg);
		wg_peg_free(an->peg);
		an->gen = NULL;
		an->sim = NULL;
		an->inf = NULL;
		an->eg = NULL;
		an->peg = NULL;
		an->v = v;
	}
	if (an->gen == NULL && (rc = wg_gen_new(&an->gen, an->lex, v)) !=
	    WG_OK)
		return rc;
	if (sim && an->sim == NULL &&
	    (rc = wg_sim_new(&an->sim, an->lex, v)) != WG_OK)
		return rc;
	if (sim && an->inf == NULL &&
	    (rc = wg_infer_new(&an->inf, an->lex, v)) != WG_OK)
		return rc;
	return WG_OK;
}

/* Static equity: the generator's best, and the move played as it is. */
static int
analyze_static(struct analysis *a, const struct wg_replay_turn *t,
    const struct played *pl, struct wg_analysis_turn *at)
{
	const struct wg_analyze_options *o = a->opt;
	const struct wg_board *b = t->before;
	const struct wg_gen_move *best;
	int n;

	wg_gen_set_leaves(a->an->gen, o->leaves);
	n = wg_gen_run(a->an->gen, b, b->rack[t->player],
	    b->rack_len[t->player], 1, WG_GEN_EXCHANGES);
	if (n < 0)
		return n;
	/* The move played as the generator values its own moves: the
	   leave as the end of the game makes it worth too. */
	at->value = pl->score;
	if (o->leaves != NULL && pl->leave_known) {
		struct wg_gen_move played;

		memset(&played, 0, sizeof(played));
		played.score = pl->score;
		memcpy(played.leave, pl->leave, pl->nleave);
		played.nleave = pl->nleave;
		wg_gen_equity(a->an->gen, &played);
		at->value = played.equity;
	}
	/* A move of the record's own (a phony, one taken back) is never
	   the best: the generator's is, however they compare. */
	if (n > 0 && (best = wg_gen_result(a->an->gen, 0)) != NULL &&
	    (best->equity > at->value || at->flags != 0)) {
		at->best = best->move;
		at->best_value = best->equity;
	} else {
		at->best = *pl->move;
		at->best_value = at->value;
	}
	return WG_OK;
}

/*
 * The opponent's racks of a simulation of turn T: inferred from their
 * last move, when it was the last line of play and a placement or an
 * exchange, on the position before it with T's rack for the player's
 * (wsgen(1) --infer).  1 when leaves were inferred.
 */
static int
analyze_infer(struct analysis *a, const struct wg_replay_turn *t,
    unsigned threads)
{
	struct wg_infer_options io;
	struct wg_board b;
	unsigned q = 1 - t->player;

	if (a->opt->no_infer || a->opt->leaves == NULL || !a->any_last ||
	    a->last_player != q || !a->last_known[q] ||
	    a->last_move[q].kind == WG_MOVE_PASS)
		return 0;
	b = a->last_before[q];
	memcpy(b.rack[t->player], t->before->rack[t->player],
	    t->before->rack_len[t->player]);
	b.rack_len[t->player] = t->before->rack_len[t->player];
	b.rack_known[t->player] = 1;
	memset(&io, 0, sizeof(io));
	io.margin = WG_INFER_MARGIN;
	io.threads = threads;
	io.leaves = a->opt->leaves;
	/* A move inference refuses draws the racks as without it. */
	return wg_infer_run(a->an->inf, &b, &a->last_move[q], &io) == WG_OK &&
	    wg_infer_count(a->an->inf) > 0;
}

/* Simulation: the candidates and the move played, simulated alike. */
static int
analyze_sim(struct analysis *a, const struct wg_replay_turn *t,
    const struct played *pl, struct wg_analysis_turn *at)
{
	struct wg_analyzer *an = a->an;
	struct wg_sim_options so = a->opt->sim;
	size_t n, i, k;
	int rc;

	if (a->opt->seconds > 0) {
		/* As wsgen --best simulates: 2 plies, 10 candidates, one
		   thread, within the turn's budget. */
		so.plies = 2;
		so.candidates = 10;
		so.threads = 1;
		so.iterations = 0;
	}
	if (an->nout < so.candidates + 1) {
		free(an->out);
		an->nout = 0;
		if ((an->out = calloc(so.candidates + 1, sizeof(*an->out))) ==
		    NULL)
			return WG_E_NOMEM;
		an->nout = so.candidates + 1;
	}
	so.leaves = a->opt->leaves;
	so.also = pl->move;
	so.infer = analyze_infer(a, t, so.threads) ? an->inf : NULL;
	if (a->opt->seconds > 0)
		so.seconds = turn_left(a);	/* what inference left */
	if ((rc = wg_sim_run(an->sim, t->before, &so, an->out, &n)) !=
	    WG_OK) {
		wg_msg(an->error, sizeof(an->error), "turn %u: %s", t->number,
		    wg_sim_error(an->sim));
		return rc;
	}
	for (i = 0; i < n && !an->out[i].also; i++)
		;
	if (i == n)
		return WG_E_ARG;	/* the move played is always simulated */
	/* The best: the first the generator made (a phony it never
	   makes). */
	for (k = 0; k < n && an->out[k].also &&
	    (at->flags & WG_ANALYSIS_PHONY); k++)
		;
	if (k == n)
		k = i;
	at->value = an->out[i].value;
	at->best = an->out[k].gen.move;
	at->best_value = an->out[k].value;
	return WG_OK;
}

/* Whether the bag is empty before turn T: the tiles unseen by its player
   (a replay may know a few of the opponent's) fit on one rack. */
static int
bag_empty(const struct wg_replay_turn *t)
{
	struct wg_board b = *t->before;

	b.rack_known[1 - t->player] = 0;
	return wg_board_bag(&b) == 0;
}

/*
 * The bag empty: the best move and the move played solved exactly, within
 * the budget of positions.  WG_E_LIMIT over it, WG_E_ARG where the solver
 * cannot take the position or the move: then the method asked values the
 * turn.
 */
static int
analyze_endgame(struct analysis *a, const struct wg_replay_turn *t,
    const struct played *pl, struct wg_analysis_turn *at)
{
	struct wg_analyzer *an = a->an;
	const struct wg_board *b = t->before;
	const struct wg_endgame_move *best;
	struct wg_endgame_info info;
	char x[WG_MOVE_TEXT_MAX], y[WG_MOVE_TEXT_MAX];
	uint64_t budget = a->opt->endgame_nodes > 0 ? a->opt->endgame_nodes :
	    WG_ANALYSIS_ENDGAME_NODES;
	int now, played, rc;

	if (an->eg == NULL &&
	    (rc = wg_endgame_new(&an->eg, an->lex, an->v)) != WG_OK)
		return rc;
	/* Within the turn's seconds: no budget of positions unless given. */
	if (a->opt->seconds > 0 && a->opt->endgame_nodes == 0)
		budget = 0;
	wg_endgame_set_node_limit(an->eg, budget);
	if ((rc = wg_endgame_solve(an->eg, b, 0, 1)) < 0)
		return rc;
	wg_endgame_info(an->eg, &info);
	if (!info.exact)
		return WG_E_LIMIT;	/* stopped by the clock */
	if ((best = wg_endgame_result(an->eg, 0)) == NULL)
		return WG_E_ARG;
	at->best = best->move;
	at->best_value = best->spread;
	played = best->spread;
	wg_endgame_info(an->eg, &info);
	/* The move played searched again unless it is the best (the same
	   text on the board: through-letters marked or not). */
	if (wg_move_write(&best->move, an->v->alphabet, b, x, sizeof(x)) ==
	    (size_t)-1 || wg_move_write(pl->move, an->v->alphabet, b, y,
	    sizeof(y)) == (size_t)-1 || strcmp(x, y) != 0) {
		wg_endgame_set_node_limit(an->eg, budget > 0 ? budget -
		    info.nodes + 1 : 0);
		rc = wg_endgame_spread(an->eg, b, pl->move, 0, &played);
		wg_endgame_set_node_limit(an->eg, 0);
		if (rc != WG_OK)
			return rc;
	}
	/* What the rest of the game brings, as equity counts from now. */
	now = b->score[t->player] - b->score[1 - t->player];
	at->value = played - now;
	at->best_value -= now;
	if (at->value >= at->best_value && at->flags == 0) {
		at->best = *pl->move;
		at->best_value = at->value;
	}
	at->method = WG_ANALYSIS_ENDGAME;
	return WG_OK;
}

/*
 * 1 to 4 tiles in the bag (OPT->seconds): the pre-endgame, the move played
 * valued first, the best among the candidates decided in the turn's
 * budget; the values the mean spread the rest of the game brings.
 * WG_E_LIMIT when the budget ends before the move played is valued,
 * WG_E_ARG where the solver cannot take the position or the move.
 */
static int
analyze_peg(struct analysis *a, const struct wg_replay_turn *t,
    const struct played *pl, struct wg_analysis_turn *at)
{
	struct wg_analyzer *an = a->an;
	const struct wg_board *b = t->before;
	const struct wg_peg_move *best, *played;
	struct wg_peg_options po;
	struct wg_peg_info info;
	double now;
	int rc;

	if (an->peg == NULL &&
	    (rc = wg_peg_new(&an->peg, an->lex, an->v)) != WG_OK)
		return rc;
	memset(&po, 0, sizeof(po));
	po.count = 1;
	/* Its share of the turn's budget (simulation the rest when it
	   decides nothing useful). */
	po.seconds = wg_best_peg_seconds(a->opt->seconds) - turn_elapsed(a);
	if (po.seconds < 1e-9)
		po.seconds = 1e-9;
	po.leaves = a->opt->leaves;
	po.also = pl->move;
	if ((rc = wg_peg_solve(an->peg, b, &po)) < 0)
		return rc;
	if ((played = wg_peg_also(an->peg)) == NULL ||
	    (best = wg_peg_result(an->peg, 0)) == NULL)
		return WG_E_LIMIT;
	wg_peg_info(an->peg, &info);
	now = b->score[t->player] - b->score[1 - t->player];
	at->value = played->spread - now;
	at->best = best->gen.move;
	at->best_value = best->spread - now;
	/* Ranked by the share won, then by spread: the move played when
	   it ranks as high. */
	if (at->flags == 0 && (played->win > best->win ||
	    (played->win == best->win && played->spread >= best->spread))) {
		at->best = *pl->move;
		at->best_value = at->value;
		best = played;
	}
	/* Stopped before it decided what ranks first: simulation, when
	   enough of the budget is left for it. */
	if (!wg_best_peg_answers(&info, best) &&
	    turn_left(a) >= WG_BEST_SIM_MIN)
		return WG_E_LIMIT;
	at->over_budget = !info.complete;
	at->method = WG_ANALYSIS_PEG;
	a->peg_win = played->win;
	a->peg_best_win = best->win;
	return WG_OK;
}

/*
 * 1 if turn T is one to analyse: a move of a known rack the player
 * decided (not the turn a failed challenge lost), legal but for words the
 * lexicon lacks.
 */
static int
analysable(const struct wg_replay_turn *t)
{
	return t->event->kind == WG_EV_PLAY && t->move != NULL &&
	    !t->event->redraw && t->before->rack_known[t->player] &&
	    t->before->turn == t->player &&
	    !(t->flags & WG_TURN_CHALLENGE_LOST) &&
	    (t->check == NULL || (t->check->reasons & ~WG_ILL_WORD) == 0 ||
	    t->move->kind != WG_MOVE_PLACE);
}

/* The tiles move M places (not those it plays through). */
static unsigned
placed(const struct wg_move *m)
{
	unsigned i, n = 0;

	if (m->kind != WG_MOVE_PLACE)
		return 0;
	for (i = 0; i < m->len; i++)
		n += m->tiles[i] != WG_THROUGH;
	return n;
}

/*
 * The win chance of the player on turn T after move M valued VALUE: the
 * table's at the spread it makes, the opponent on turn, the tiles unseen
 * less those drawn; the exact endgame's value is the end's spread.
 */
static double
win_after(const struct analysis *a, const struct wg_replay_turn *t,
    const struct wg_analysis_turn *at, const struct wg_move *m, double value)
{
	const struct wg_board *b = t->before;
	unsigned p = t->player, unseen = wg_win_unseen(b, p);
	unsigned drawn = placed(m), bag = wg_board_bag(b);
	double spread = (double)b->score[p] - (double)b->score[1 - p] + value;

	if (at->method == WG_ANALYSIS_ENDGAME)
		return spread > 0 ? 1 : spread < 0 ? 0 : 0.5;
	if (at->method == WG_ANALYSIS_PEG)
		return m == &at->best ? a->peg_best_win : a->peg_win;
	if (drawn > bag)
		drawn = bag;
	return wg_win_prob(a->opt->win, (int)(spread < 0 ? spread - 0.5 :
	    spread + 0.5), unseen > drawn ? unseen - drawn : 0, 0);
}

/* The win chances of turn AT, the move played M, with OPT->win. */
static void
analysis_win(const struct analysis *a, const struct wg_replay_turn *t,
    const struct wg_move *m, struct wg_analysis_turn *at)
{
	at->win = at->best_win = at->win_loss = -1;
	if (a->opt->win == NULL)
		return;
	at->win = win_after(a, t, at, m, at->value);
	at->best_win = win_after(a, t, at, &at->best, at->best_value);
	at->win_loss = at->best_win > at->win ? at->best_win - at->win : 0;
}

static void
on_problem(unsigned line, unsigned col, const char *message, void *arg)
{
	struct analysis *a = arg;

	if (a->problem != NULL)
		a->problem(line, col, message, a->arg);
}

/* Turn T's move, as the other player will infer from it. */
static void
keep_last(struct analysis *a, const struct wg_replay_turn *t)
{
	unsigned p = t->player;

	if (t->event->kind != WG_EV_PLAY || p > 1)
		return;
	a->any_last = 1;
	a->last_player = p;
	a->last_known[p] = t->move != NULL && !(t->flags &
	    (WG_TURN_WITHDRAWN | WG_TURN_CHALLENGE_LOST)) && !t->event->redraw;
	if (a->last_known[p]) {
		a->last_before[p] = *t->before;
		a->last_move[p] = *t->move;
	}
}

static int analyze_turn(const struct wg_replay_turn *, struct analysis *);

static int
on_turn(const struct wg_replay_turn *t, void *arg)
{
	struct analysis *a = arg;
	int rc = analyze_turn(t, a);

	keep_last(a, t);
	return rc;
}

static int
analyze_turn(const struct wg_replay_turn *t, struct analysis *a)
{
	static const struct wg_move pass = { .kind = WG_MOVE_PASS };
	struct wg_analysis_turn at;
	struct played pl;
	int rc;

	if (!analysable(t))
		return 0;
	memset(&at, 0, sizeof(at));
	at.turn = t;
	pl.move = t->move;
	pl.score = t->score;
	pl.leave = t->leave;
	pl.nleave = t->nleave;
	pl.leave_known = t->leave_known;
	if (t->flags & WG_TURN_WITHDRAWN) {
		/* The turn lost: what a pass keeps, the whole rack. */
		at.flags |= WG_ANALYSIS_WITHDRAWN;
		pl.move = &pass;
		pl.score = 0;
		pl.leave = t->before->rack[t->player];
		pl.nleave = t->before->rack_len[t->player];
		pl.leave_known = 1;
	} else if (t->check != NULL && t->check->reasons != 0)
		at.flags |= WG_ANALYSIS_PHONY;
	at.method = a->opt->simulate ? WG_ANALYSIS_SIM : WG_ANALYSIS_STATIC;
	rc = WG_E_ARG;
	if (a->opt->seconds > 0) {
		/* The method by the position, as wsgen --best chooses. */
		clock_gettime(CLOCK_MONOTONIC, &a->start);
		a->stop = 0;
		if (a->an->eg != NULL)
			wg_endgame_set_stop(a->an->eg, &a->stop, turn_tick, a);
		switch (wg_best_method(t->before, a->opt->seconds)) {
		case WG_ANALYSIS_ENDGAME:
			if (a->an->eg == NULL && (rc = wg_endgame_new(&a->an->eg,
			    a->an->lex, a->an->v)) != WG_OK)
				break;
			wg_endgame_set_stop(a->an->eg, &a->stop, turn_tick, a);
			rc = a->opt->no_endgame ? WG_E_ARG :
			    analyze_endgame(a, t, &pl, &at);
			break;
		case WG_ANALYSIS_PEG:
			rc = analyze_peg(a, t, &pl, &at);
			/* It decided nothing useful in its share: what is
			   left to simulation. */
			if (rc != WG_E_LIMIT ||
			    turn_left(a) < WG_BEST_SIM_MIN)
				break;
			at.method = WG_ANALYSIS_SIM;
			rc = analyze_sim(a, t, &pl, &at);
			break;
		case WG_ANALYSIS_SIM:
			at.method = WG_ANALYSIS_SIM;
			rc = analyze_sim(a, t, &pl, &at);
			break;
		default:
			at.method = WG_ANALYSIS_STATIC;
			rc = analyze_static(a, t, &pl, &at);
			break;
		}
		if (rc == WG_E_LIMIT)
			at.over_budget = 1;
		if (rc == WG_E_LIMIT || rc == WG_E_ARG) {
			memset(&at.best, 0, sizeof(at.best));
			at.method = WG_ANALYSIS_STATIC;
			rc = analyze_static(a, t, &pl, &at);
		}
	} else {
		if (!a->opt->no_endgame && bag_empty(t) &&
		    (rc = analyze_endgame(a, t, &pl, &at)) == WG_E_LIMIT)
			at.over_budget = 1;
		if (rc == WG_E_LIMIT || rc == WG_E_ARG) {
			memset(&at.best, 0, sizeof(at.best));
			at.method = a->opt->simulate ? WG_ANALYSIS_SIM :
			    WG_ANALYSIS_STATIC;
			rc = a->opt->simulate ? analyze_sim(a, t, &pl, &at) :
			    analyze_static(a, t, &pl, &at);
		}
	}
	if (a->an->eg != NULL)
		wg_endgame_set_stop(a->an->eg, NULL, NULL, NULL);
	if (rc != WG_OK) {
		a->rc = rc;
		return rc;
	}
	at.loss = at.best_value > at.value ? at.best_value - at.value : 0;
	analysis_win(a, t, pl.move, &at);
	a->total->loss[t->player] += at.loss;
	a->total->turns[t->player]++;
	return a->visit != NULL ? a->visit(&at, a->arg) : 0;
}

int
wg_analyze(struct wg_analyzer *an, const struct wg_record *r,
    const struct wg_variant *v, const struct wg_analyze_options *opt,
    wg_analysis_visitor visit, wg_problem_visitor problem, void *arg,
    struct wg_replay_result *res, struct wg_analysis_total *total)
{
	struct analysis a;
	int rc;

	memset(total, 0, sizeof(*total));
	memset(res, 0, sizeof(*res));
	an->error[0] = '\0';
	total->players = r->players;
	if (r->players != 2 || !wg_game_plain_moves(v)) {
		wg_msg(an->error, sizeof(an->error), "analysis plays "
		    "two-player games other than the stacking game");
		return WG_E_ARG;
	}
	if ((rc = analyzer_for(an, v, opt->simulate || opt->seconds > 0)) !=
	    WG_OK) {
		wg_msg(an->error, sizeof(an->error), "%s", wg_strerror(rc));
		return rc;
	}
	memset(&a, 0, sizeof(a));
	a.an = an;
	a.opt = opt;
	a.visit = visit;
	a.problem = problem;
	a.arg = arg;
	a.total = total;
	rc = wg_replay(r, v, an->lex, on_turn, on_problem, &a, res);
	if (a.rc != WG_OK && an->error[0] == '\0')
		wg_msg(an->error, sizeof(an->error), "%s", wg_strerror(a.rc));
	return a.rc != WG_OK ? a.rc : rc;
}
