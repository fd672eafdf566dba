/*
 * game_html.c: the game viewer, one self-contained HTML page (no network,
 * no external script) stepping through a replayed game: each position as
 * board_svg.c draws it, the move list with racks and scores, the problems
 * the replay found, and a little script for the buttons and keys.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_private.h"

struct viewer_turn {
	unsigned	 number;
	unsigned	 player;
	unsigned	 line;
	char		 rack[WG_RACK_TEXT];	/* "" when not known */
	char		 move[WG_MOVE_TEXT_MAX + 64];
	int		 score;
	int		 total;
	/* Its analysis, when analysed. */
	int		 analysed;
	char		 best[WG_MOVE_TEXT_MAX + 64];
	char		 method[8];
	double		 value, best_value, loss;
	double		 win, best_win;	/* < 0: not known */
};

struct viewer_problem {
	unsigned	 line;
	unsigned	 col;
	char		*msg;
};

struct wg_viewer {
	const struct wg_record *record;
	struct wg_text	 positions;		/* the sections, in order */
	struct viewer_turn *turns;
	size_t		 nturns;
	struct viewer_problem *problems;
	size_t		 nproblems;
	int		 failed;
	int		 analysed;	/* a turn has its analysis */
	int		 wins;		/* a turn knows its win chance */
	int		 over;		/* past the 'memory' limit */
	uint64_t	 budget;	/* the 'memory' limit */
};

/*
 * The stepping script.  The fragment #N shows position N; #do=A,B,...
 * shows position A when a number, else clicks the element of that id (the
 * buttons first, prev, next, last; a move's row mN) or presses the key so
 * named (ArrowLeft, ...), for scripts and tests, which read the steps
 * shown since the page loaded in the body's data-trail.
 */
static const char script[] =
"(function () {\n"
"\tvar n = document.querySelectorAll('section.position').length - 1;\n"
"\tvar step = 0;\n"
"\tvar trail = [];\n"
"\tfunction show(k) {\n"
"\t\tif (isNaN(k))\n"
"\t\t\treturn;\n"
"\t\tk = Math.max(0, Math.min(n, k));\n"
"\t\tvar old = document.getElementById('m' + step);\n"
"\t\tif (old)\n"
"\t\t\told.classList.remove('current');\n"
"\t\tdocument.getElementById('p' + step).hidden = true;\n"
"\t\tstep = k;\n"
"\t\tdocument.getElementById('p' + k).hidden = false;\n"
"\t\tvar row = document.getElementById('m' + k);\n"
"\t\tif (row)\n"
"\t\t\trow.classList.add('current');\n"
"\t\tdocument.body.setAttribute('data-step', String(k));\n"
"\t\ttrail.push(k);\n"
"\t\tdocument.body.setAttribute('data-trail', trail.join(' '));\n"
"\t\tdocument.getElementById('status').textContent = k + ' / ' + n;\n"
"\t}\n"
"\tvar act = {\n"
"\t\tfirst: function () { show(0); },\n"
"\t\tprev: function () { show(step - 1); },\n"
"\t\tnext: function () { show(step + 1); },\n"
"\t\tlast: function () { show(n); }\n"
"\t};\n"
"\tvar keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first',\n"
"\t    End: 'last', PageUp: 'prev', PageDown: 'next' };\n"
"\tObject.keys(act).forEach(function (id) {\n"
"\t\tdocument.getElementById(id).addEventListener('click', act[id]);\n"
"\t});\n"
"\tdocument.addEventListener('keydown', function (e) {\n"
"\t\tif (e.ctrlKey || e.altKey || e.metaKey || !keys[e.key])\n"
"\t\t\treturn;\n"
"\t\te.preventDefault();\n"
"\t\tact[keys[e.key]]();\n"
"\t});\n"
"\tdocument.getElementById('moves').addEventListener('click',\n"
"\t    function (e) {\n"
"\t\tvar tr = e.target.closest('tr[data-step]');\n"
"\t\tif (tr)\n"
"\t\t\tshow(Number(tr.getAttribute('data-step')));\n"
"\t});\n"
"\tfunction fragment() {\n"
"\t\tvar h = decodeURIComponent(location.hash.slice(1));\n"
"\t\tif (/^[0-9]+$/.test(h))\n"
"\t\t\tshow(Number(h));\n"
"\t\telse if (h.indexOf('do=') === 0)\n"
"\t\t\th.slice(3).split(',').forEach(function (w) {\n"
"\t\t\t\tvar b = document.getElementById(w);\n"
"\t\t\t\tif (/^[0-9]+$/.test(w))\n"
"\t\t\t\t\tshow(Number(w));\n"
"\t\t\t\telse if (b)\n"
"\t\t\t\t\tb.click();\n"
"\t\t\t\telse\n"
"\t\t\t\t\tdocument.dispatchEvent(new KeyboardEvent(\n"
"\t\t\t\t\t    'keydown', { key: w, bubbles: true }));\n"
"\t\t\t});\n"
"\t}\n"
"\twindow.addEventListener('hashchange', fragment);\n"
"\tshow(0);\n"
"\tfragment();\n"
"})();\n";

/*
 * The analysis page's own: the button and the key B show the engine's best
 * move instead of the move played at every position, and back; the body's
 * data-best says which (1: the best).  Before the stepping script, whose
 * #do= list may click the button.
 */
static const char best_script[] =
"(function () {\n"
"\tvar shown = false;\n"
"\tvar button = document.getElementById('best');\n"
"\tfunction toggle() {\n"
"\t\tshown = !shown;\n"
"\t\tdocument.querySelectorAll('div.played').forEach(function (d) {\n"
"\t\t\td.hidden = shown;\n"
"\t\t});\n"
"\t\tdocument.querySelectorAll('div.best').forEach(function (d) {\n"
"\t\t\td.hidden = !shown;\n"
"\t\t});\n"
"\t\tdocument.body.setAttribute('data-best', shown ? '1' : '0');\n"
"\t\tbutton.textContent = shown ? 'Move played' : 'Best move';\n"
"\t}\n"
"\tbutton.addEventListener('click', toggle);\n"
"\tdocument.addEventListener('keydown', function (e) {\n"
"\t\tif (e.ctrlKey || e.altKey || e.metaKey ||\n"
"\t\t    (e.key !== 'b' && e.key !== 'B'))\n"
"\t\t\treturn;\n"
"\t\te.preventDefault();\n"
"\t\ttoggle();\n"
"\t});\n"
"})();\n";

static const char best_style[] =
".analysis { margin: 0.3em 0; }\n"
".lost { color: #c0392b; font-weight: bold; }\n"
"#winchart text { font-size: 11px; }\n";

static const char style[] =
"body { font-family: 'DejaVu Sans', Verdana, sans-serif; margin: 1em;\n"
"    background: #fbf8f0; color: #222; }\n"
"#viewer { display: flex; flex-wrap: wrap; gap: 1.5em; }\n"
"nav { margin: 0.5em 0; }\n"
"nav button { font-size: 1.1em; min-width: 2.5em; }\n"
"#status { display: inline-block; min-width: 5em; text-align: center; }\n"
".caption { margin: 0.3em 0; min-height: 1.3em; }\n"
"table { border-collapse: collapse; }\n"
"td, th { padding: 0.15em 0.5em; text-align: left; }\n"
"td.n { text-align: right; }\n"
"tr[data-step] { cursor: pointer; }\n"
"tr.current { background: #ffe8a3; }\n"
"tr.problem td:first-child::after { content: ' \\26a0'; color: #c0392b; }\n"
"#problems li { color: #c0392b; }\n";

int
wg_viewer_new(struct wg_viewer **out, const struct wg_record *r)
{
	struct wg_viewer *vw;

	if ((vw = calloc(1, sizeof(*vw))) == NULL) {
		*out = NULL;
		return WG_E_NOMEM;
	}
	vw->record = r;
	vw->budget = wg_limits()->memory;
	*out = vw;
	return WG_OK;
}

/*
 * The page so far, its positions and its turns, against the 'memory'
 * limit: past it, the positions are dropped at once and every call fails
 * with WG_E_LIMIT, so that a record of many turns stops early, not after
 * gigabytes.
 */
static int
within_budget(struct wg_viewer *vw)
{
	uint64_t held = (uint64_t)vw->positions.len +
	    (uint64_t)vw->nturns * sizeof(struct viewer_turn);

	if (!vw->over && held <= vw->budget)
		return 1;
	vw->over = 1;
	free(vw->positions.buf);
	memset(&vw->positions, 0, sizeof(vw->positions));
	return 0;
}

void
wg_viewer_free(struct wg_viewer *vw)
{
	size_t i;

	if (vw == NULL)
		return;
	free(vw->positions.buf);
	free(vw->turns);
	for (i = 0; i < vw->nproblems; i++)
		free(vw->problems[i].msg);
	free(vw->problems);
	free(vw);
}

/* One position: its caption, then the picture. */
/* The analysis of turn VT under its caption: the best, what was lost. */
static void
analysis_line(struct wg_text *t, const struct viewer_turn *vt)
{
	wg_text_printf(t, "<p class=\"analysis\">Best: <span class=\"best-move"
	    "\">");
	wg_text_xml(t, vt->best);
	wg_text_printf(t, "</span>, %.3f against %.3f by %s: <span class="
	    "\"lost\">%.3f</span> points lost", vt->best_value, vt->value,
	    strcmp(vt->method, "sim") == 0 ? "simulation" :
	    strcmp(vt->method, "endgame") == 0 ? "the exact endgame" :
	    strcmp(vt->method, "peg") == 0 ? "the pre-endgame" :
	    "static equity", vt->loss);
	if (vt->win >= 0 && vt->best_win >= 0)
		wg_text_printf(t, "; win chance %.1f%% against %.1f%%: <span "
		    "class=\"lost\">%.1f</span> lost", 100 * vt->win,
		    100 * vt->best_win, vt->best_win > vt->win ?
		    100 * (vt->best_win - vt->win) : 0.0);
	wg_text_printf(t, "</p>\n");
}

static void
position(struct wg_viewer *vw, unsigned step, const struct wg_board *b,
    const struct wg_draw *d, const struct viewer_turn *vt,
    const struct wg_board *best, const struct wg_draw *bd)
{
	struct wg_text *t = &vw->positions;
	char rainbow[32];

	wg_text_printf(t, "<section class=\"position\" id=\"p%u\"%s>\n"
	    "<p class=\"caption\">", step, step > 0 ? " hidden" : "");
	if (vt == NULL)
		wg_text_printf(t, "The start");
	else {
		wg_text_printf(t, "Turn %u: ", vt->number);
		wg_text_xml(t, vw->record->nick[vt->player]);
		wg_text_printf(t, " ");
		wg_text_xml(t, vt->move);
		wg_text_printf(t, ", %d (total %d)", vt->score, vt->total);
	}
	wg_text_printf(t, "</p>\n");
	if (vt != NULL && vt->analysed)
		analysis_line(t, vt);
	/* Ids are unique in a page: each position's gradient its own. */
	snprintf(rainbow, sizeof(rainbow), "wg-rainbow-p%u", step);
	if (best != NULL)
		wg_text_printf(t, "<div class=\"played\">\n");
	wg_board_svg_append(t, b, d, rainbow);
	if (best != NULL) {
		wg_text_printf(t, "</div>\n<div class=\"best\" hidden>\n");
		snprintf(rainbow, sizeof(rainbow), "wg-rainbow-b%u", step);
		wg_board_svg_append(t, best, bd, rainbow);
		wg_text_printf(t, "</div>\n");
	}
	wg_text_printf(t, "</section>\n");
}

static void
names(const struct wg_viewer *vw, struct wg_draw *d)
{
	unsigned p;

	for (p = 0; p < WG_MAX_PLAYERS && p < vw->record->players; p++)
		d->names[p] = vw->record->nick[p];
}

/* The rack player P held before the turn on SHOWN, the only one shown. */
static void
rack_held(struct wg_board *shown, const struct wg_board *before, unsigned p)
{
	memset(shown->rack_known, 0, sizeof(shown->rack_known));
	shown->turn = p;
	if (before->rack_known[p]) {
		shown->rack_known[p] = 1;
		shown->rack_len[p] = before->rack_len[p];
		memcpy(shown->rack[p], before->rack[p], sizeof(shown->rack[0]));
		shown->rack_rainbow[p] = before->rack_rainbow[p];
	}
}

/* Turn VT's analysis A kept; the best move played on *BEST, marked on
   *BD.  Returns 1 when drawn, 0 when the move cannot be played there. */
static int
analysis_keep(struct wg_viewer *vw, struct viewer_turn *vt,
    const struct wg_replay_turn *t, const struct wg_viewer_analysis *a,
    struct wg_board *best, struct wg_draw *bd)
{
	struct wg_check ck;

	vw->analysed = 1;
	vt->analysed = 1;
	snprintf(vt->best, sizeof(vt->best), "%s", a->best_text);
	snprintf(vt->method, sizeof(vt->method), "%s", a->method);
	vt->value = a->value;
	vt->best_value = a->best_value;
	vt->loss = a->loss;
	vt->win = a->win;
	vt->best_win = a->best_win;
	if (a->win >= 0)
		vw->wins = 1;
	*best = *t->before;
	if (!wg_move_check(best, a->best, NULL, &ck))
		return 0;
	wg_move_apply(best, a->best, &ck);
	rack_held(best, t->before, t->player);
	wg_draw_mark_move(bd, t->before, a->best);
	return 1;
}

int
wg_viewer_turn(struct wg_viewer *vw, const struct wg_replay_turn *t,
    const char *move)
{
	return wg_viewer_turn_analysed(vw, t, move, NULL);
}

int
wg_viewer_turn_analysed(struct wg_viewer *vw, const struct wg_replay_turn *t,
    const char *move, const struct wg_viewer_analysis *a)
{
	struct wg_board shown, best;
	struct wg_draw bd;
	int drawn = 0;
	struct viewer_turn *vt, *nt;
	struct wg_draw d;

	if (vw->over)
		return WG_E_LIMIT;
	if ((nt = realloc(vw->turns, (vw->nturns + 1) * sizeof(*nt))) ==
	    NULL) {
		vw->failed = 1;
		return WG_E_NOMEM;
	}
	vw->turns = nt;
	wg_draw_init(&d);
	names(vw, &d);
	if (vw->nturns == 0)
		position(vw, 0, t->before, &d, NULL, NULL, NULL);
	vt = &vw->turns[vw->nturns++];
	vt->number = t->number;
	vt->player = t->player;
	vt->line = t->event->line;
	snprintf(vt->rack, sizeof(vt->rack), "%s", t->event->has_rack ?
	    t->event->rack : "");
	snprintf(vt->move, sizeof(vt->move), "%s", move);
	vt->score = t->score;
	vt->total = t->total;
	vt->analysed = 0;
	vt->win = vt->best_win = -1;
	bd = d;
	if (a != NULL)
		drawn = analysis_keep(vw, vt, t, a, &best, &bd);
	/* The position after the turn, with the rack the player held. */
	shown = *t->after;
	rack_held(&shown, t->before, t->player);
	wg_draw_mark_change(&d, t->before, t->after);
	position(vw, (unsigned)vw->nturns, &shown, &d, vt,
	    drawn ? &best : NULL, &bd);
	if (vw->positions.failed)
		return WG_E_NOMEM;
	return within_budget(vw) ? WG_OK : WG_E_LIMIT;
}

int
wg_viewer_problem(struct wg_viewer *vw, unsigned line, unsigned col,
    const char *msg)
{
	struct viewer_problem *np;

	if ((np = realloc(vw->problems, (vw->nproblems + 1) *
	    sizeof(*np))) == NULL) {
		vw->failed = 1;
		return WG_E_NOMEM;
	}
	vw->problems = np;
	np[vw->nproblems].line = line;
	np[vw->nproblems].col = col;
	if ((np[vw->nproblems].msg = strdup(msg)) == NULL) {
		vw->failed = 1;
		return WG_E_NOMEM;
	}
	vw->nproblems++;
	return WG_OK;
}

static int
has_problem(const struct wg_viewer *vw, unsigned line)
{
	size_t i;

	for (i = 0; i < vw->nproblems; i++)
		if (vw->problems[i].line == line)
			return 1;
	return 0;
}

/* The move list's cells of an analysed page: the best, what was lost. */
static void
analysis_cells(struct wg_text *t, const struct wg_viewer *vw,
    const struct viewer_turn *vt)
{
	wg_text_printf(t, "<td>");
	if (vt->analysed)
		wg_text_xml(t, vt->best);
	wg_text_printf(t, "</td><td class=\"n\">");
	if (vt->analysed)
		wg_text_printf(t, "%.3f", vt->loss);
	wg_text_printf(t, "</td>");
	if (!vw->wins)
		return;
	wg_text_printf(t, "<td class=\"n\">");
	if (vt->analysed && vt->win >= 0 && vt->best_win >= 0)
		wg_text_printf(t, "%.1f", vt->best_win > vt->win ?
		    100 * (vt->best_win - vt->win) : 0.0);
	wg_text_printf(t, "</td>");
}

/*
 * Each player's win chance through the game, an inline SVG: after each
 * turn that knows it, the chance of the player who moved after the move
 * played, the other's the rest; a point a turn, a line a player.
 */
#define CHART_W		360
#define CHART_H		160
#define CHART_X0	36
#define CHART_Y0	10
#define CHART_PW	310	/* the plot's width and height */
#define CHART_PH	120

static void
win_chart(struct wg_text *t, const struct wg_viewer *vw)
{
	static const char *const colour[2] = { "#1f6fb2", "#d9480f" };
	const struct viewer_turn *vt;
	char buf[32];
	double x, y, w;
	unsigned p, k;
	size_t i;

	wg_text_printf(t, "<figure id=\"winchart\">\n<svg xmlns=\"http://www."
	    "w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d "
	    "%d\" role=\"img\" aria-label=\"win chance through the game\">\n",
	    CHART_W, CHART_H, CHART_W, CHART_H);
	wg_text_printf(t, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height="
	    "\"%d\" fill=\"#fff\" stroke=\"#888\"/>\n", CHART_X0, CHART_Y0,
	    CHART_PW, CHART_PH);
	for (k = 0; k <= 2; k++) {
		y = CHART_Y0 + CHART_PH * (1 - k / 2.0);
		wg_text_printf(t, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" "
		    "y2=\"%.1f\" stroke=\"#ccc\"/><text x=\"%d\" y=\"%.1f\" "
		    "text-anchor=\"end\">%u%%</text>\n", CHART_X0, y,
		    CHART_X0 + CHART_PW, y, CHART_X0 - 4, y + 4, k * 50);
	}
	for (p = 0; p < 2; p++) {
		wg_text_printf(t, "<polyline class=\"player%u\" fill=\"none\" "
		    "stroke=\"%s\" stroke-width=\"2\" points=\"", p + 1,
		    colour[p]);
		for (i = 0, k = 0; i < vw->nturns; i++) {
			vt = &vw->turns[i];
			if (!vt->analysed || vt->win < 0)
				continue;
			w = vt->player == p ? vt->win : 1 - vt->win;
			x = CHART_X0 + CHART_PW * (i + 1.0) / vw->nturns;
			y = CHART_Y0 + CHART_PH * (1 - w);
			wg_text_printf(t, "%s%.1f,%.1f", k++ > 0 ? " " : "", x,
			    y);
		}
		wg_text_printf(t, "\"/>\n");
		wg_text_printf(t, "<text x=\"%d\" y=\"%d\" fill=\"%s\">",
		    CHART_X0 + 160 * p, CHART_Y0 + CHART_PH + 22, colour[p]);
		if (vw->record->nick[p][0] != '\0')
			wg_text_xml(t, vw->record->nick[p]);
		else {
			snprintf(buf, sizeof(buf), "Player %u", p + 1);
			wg_text_xml(t, buf);
		}
		wg_text_printf(t, "</text>\n");
	}
	wg_text_printf(t, "</svg>\n<figcaption>Each player's win chance "
	    "after each turn analysed</figcaption>\n</figure>\n");
}

static void
move_list(struct wg_text *t, const struct wg_viewer *vw)
{
	const struct viewer_turn *vt;
	size_t i;

	wg_text_printf(t, "<table id=\"moves\">\n<thead><tr><th>#</th>"
	    "<th>Player</th><th>Rack</th><th>Move</th><th>Score</th>"
	    "<th>Total</th>%s%s</tr></thead>\n<tbody>\n", vw->analysed ?
	    "<th>Best</th><th>Lost</th>" : "", vw->wins ? "<th>Win% lost</th>" :
	    "");
	for (i = 0; i < vw->nturns; i++) {
		vt = &vw->turns[i];
		wg_text_printf(t, "<tr id=\"m%zu\" data-step=\"%zu\"%s><td "
		    "class=\"n\">%u</td><td>", i + 1, i + 1,
		    has_problem(vw, vt->line) ? " class=\"problem\"" : "",
		    vt->number);
		wg_text_xml(t, vw->record->nick[vt->player]);
		wg_text_printf(t, "</td><td>");
		wg_text_xml(t, vt->rack);
		wg_text_printf(t, "</td><td>");
		wg_text_xml(t, vt->move);
		wg_text_printf(t, "</td><td class=\"n\">%d</td><td class=\"n\">"
		    "%d</td>", vt->score, vt->total);
		if (vw->analysed)
			analysis_cells(t, vw, vt);
		wg_text_printf(t, "</tr>\n");
	}
	wg_text_printf(t, "</tbody>\n</table>\n");
}

static void
problem_list(struct wg_text *t, const struct wg_viewer *vw)
{
	size_t i;

	if (vw->nproblems == 0) {
		wg_text_printf(t, "<p id=\"problems\">No problems found."
		    "</p>\n");
		return;
	}
	wg_text_printf(t, "<h2>Problems</h2>\n<ul id=\"problems\">\n");
	for (i = 0; i < vw->nproblems; i++) {
		wg_text_printf(t, "<li>line %u", vw->problems[i].line);
		if (vw->problems[i].col > 0)
			wg_text_printf(t, ", column %u", vw->problems[i].col);
		wg_text_printf(t, ": ");
		wg_text_xml(t, vw->problems[i].msg);
		wg_text_printf(t, "</li>\n");
	}
	wg_text_printf(t, "</ul>\n");
}

/* The players and their final scores, and who won. */
static void
result_line(struct wg_text *t, const struct wg_viewer *vw,
    const struct wg_replay_result *res)
{
	const struct wg_record *r = vw->record;
	unsigned p;

	wg_text_printf(t, "<p id=\"result\">");
	for (p = 0; p < r->players && p < WG_MAX_PLAYERS; p++) {
		wg_text_printf(t, "%s", p > 0 ? ", " : "");
		wg_text_xml(t, r->nick[p]);
		wg_text_printf(t, " %d", res->score[p]);
	}
	if (res->winner >= 0) {
		wg_text_printf(t, "; ");
		wg_text_xml(t, r->nick[res->winner]);
		wg_text_printf(t, " wins");
	} else
		wg_text_printf(t, "; %s", res->winner == -1 ? "a tie" :
		    "unfinished");
	wg_text_printf(t, "</p>\n");
}

int
wg_viewer_finish(struct wg_viewer *vw, const struct wg_replay_result *res,
    const char *title, char **text, size_t *len)
{
	struct wg_text t = { NULL, 0, 0, 0 }, tail = { NULL, 0, 0, 0 };
	struct wg_text *pos = &vw->positions;
	uint64_t total;
	char *page;

	*text = NULL;
	*len = 0;
	if (vw->over)
		return WG_E_LIMIT;
	if (vw->failed || vw->positions.failed)
		return WG_E_NOMEM;
	wg_text_printf(&t, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>");
	wg_text_xml(&t, title);
	wg_text_printf(&t, "</title>\n<style>\n%s%s</style>\n</head>\n"
	    "<body data-step=\"0\"%s>\n<h1>", style, vw->analysed ? best_style :
	    "", vw->analysed ? " data-best=\"0\"" : "");
	wg_text_xml(&t, title);
	wg_text_printf(&t, "</h1>\n");
	result_line(&t, vw, res);
	wg_text_printf(&t, "<div id=\"viewer\">\n<div id=\"board\">\n<nav>"
	    "<button id=\"first\" title=\"first (Home)\">&#x23ee;</button>"
	    "<button id=\"prev\" title=\"back (left arrow)\">&#x25c0;</button>"
	    "<span id=\"status\">0 / %zu</span>"
	    "<button id=\"next\" title=\"forward (right arrow)\">&#x25b6;"
	    "</button><button id=\"last\" title=\"last (End)\">&#x23ed;"
	    "</button>%s</nav>\n", vw->nturns, vw->analysed ? " <button id=\""
	    "best\" title=\"the engine's best move or the move played (B)\">"
	    "Best move</button>" : "");
	if (vw->nturns == 0)
		wg_text_printf(&t, "<section class=\"position\" id=\"p0\">"
		    "<p class=\"caption\">No turns.</p></section>\n");
	wg_text_printf(&tail, "</div>\n<div id=\"side\">\n");
	if (vw->wins)
		win_chart(&tail, vw);
	move_list(&tail, vw);
	problem_list(&tail, vw);
	wg_text_printf(&tail, "</div>\n</div>\n");
	if (vw->analysed)
		wg_text_printf(&tail, "<script>\n%s</script>\n", best_script);
	wg_text_printf(&tail, "<script>\n%s</script>\n</body>\n</html>\n",
	    script);
	if (t.failed || tail.failed) {
		free(t.buf);
		free(tail.buf);
		return WG_E_NOMEM;
	}
	/* The head and the tail go around the positions in their own
	   buffer, grown in place: the page is never held twice. */
	total = (uint64_t)t.len + pos->len + tail.len;
	if (total + 1 > vw->budget) {
		vw->over = 1;
		page = NULL;
	} else if ((page = realloc(pos->buf, (size_t)total + 1)) != NULL) {
		memmove(page + t.len, page, pos->len);
		memcpy(page, t.buf, t.len);
		memcpy(page + t.len + pos->len, tail.buf, tail.len);
		page[total] = '\0';
		memset(pos, 0, sizeof(*pos));
		*text = page;
		*len = (size_t)total;
	}
	free(t.buf);
	free(tail.buf);
	return page != NULL ? WG_OK : vw->over ? WG_E_LIMIT : WG_E_NOMEM;
}
