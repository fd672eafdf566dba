## Benchmarks: programs that print figures, never timed assertions.
## `make bench` builds and runs them all.
EXTRA_PROGRAMS = bench/lexicon_bench bench/move_bench bench/gen_bench \
	bench/replay_bench bench/call_bench bench/selfplay_bench \
	bench/leaves_formula bench/endgame_bench bench/sim_bench \
	bench/leaves_bench bench/kwg_bench bench/infer_bench \
	bench/win_magpie bench/peg_bench
EXTRA_DIST += bench/bench.h
bench_lexicon_bench_SOURCES = bench/lexicon_bench.c
bench_lexicon_bench_LDADD = lib/libwordgame.la $(ZLIB_LIBS)
bench_lexicon_bench_CPPFLAGS = $(AM_CPPFLAGS) $(ZLIB_CFLAGS)
CLEANFILES += $(EXTRA_PROGRAMS)

bench: bench-lexicon bench-move bench-gen bench-call bench-replay \
	bench-selfplay bench-endgame bench-sim bench-sim-end
bench-lexicon: bench/lexicon_bench$(EXEEXT)
	@echo "== lexicon: $(WORDLIST)"
	@bench/lexicon_bench$(EXEEXT) $(WORDLIST) bench-lexicon.wgl

bench_move_bench_SOURCES = bench/move_bench.c tests/unit/games.c \
	tests/unit/games.h
bench_move_bench_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit
bench_move_bench_LDADD = lib/libwordgame.la

bench-move: bench/move_bench$(EXEEXT) share/default.wgl
	@echo "== moves: the game records of $(SHARED_DIR)/gcg"
	@bench/move_bench$(EXEEXT) $(srcdir)/share/variants "$(SHARED_DIR)/gcg" \
		share/default.wgl 100000

bench_gen_bench_SOURCES = bench/gen_bench.c
bench_gen_bench_LDADD = lib/libwordgame.la

bench-gen: bench/gen_bench$(EXEEXT) share/default.wgl
	@echo "== move generation: classic, $(WORDLIST)"
	@bench/gen_bench$(EXEEXT) share/default.wgl \
		$(srcdir)/share/variants/classic.wgv 1000

# One wsgen call on a mid-game board, lexicon load included, against the
# floor of any call of the program (wsgen --version).
bench_call_bench_SOURCES = bench/call_bench.c
CALL_BOARD = $(srcdir)/share/examples/midgame.board
# libtool's bin/wsgen is a shell script that runs the program from .libs:
# the program itself is timed, as it runs once installed.
bench-call: bench/call_bench$(EXEEXT) bin/wsgen$(EXEEXT) share/default.wgl
	@wsgen=bin/wsgen$(EXEEXT); \
	test -x bin/.libs/wsgen$(EXEEXT) && wsgen=bin/.libs/wsgen$(EXEEXT); \
	export LD_LIBRARY_PATH=lib/.libs$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH}; \
	echo "== one wsgen call: $(CALL_BOARD), 50 times"; \
	WORDGAME_PATH=share bench/call_bench$(EXEEXT) 50 $$wsgen \
		$(CALL_BOARD) && \
	echo "== the floor: wsgen --version, 50 times" && \
	bench/call_bench$(EXEEXT) 50 $$wsgen --version

bench_replay_bench_SOURCES = bench/replay_bench.c
bench_replay_bench_LDADD = lib/libwordgame.la

# The corpus: REPLAY_GAMES self-play games, made at bench time (wsgen takes
# most of the time), replayed three times with word checks.
REPLAY_GAMES = 1000
bench-replay: bench/replay_bench$(EXEEXT) bin/wsgen$(EXEEXT) share/default.wgl
	@echo "== replay: $(REPLAY_GAMES) self-play games"
	@WORDGAME_PATH=share bin/wsgen$(EXEEXT) --selfplay $(REPLAY_GAMES) \
		--seed 1 >bench-replay.gcg
	@bench/replay_bench$(EXEEXT) $(srcdir)/share/variants/classic.wgv \
		share/default.wgl bench-replay.gcg 3
CLEANFILES += bench-replay.gcg

# Self-play by equity and by score against MAGPIE's autoplay, side by
# side: SELFPLAY_GAMES games on one core, program and data load included,
# with the 914,624 leaves of bench/leaves_formula (every leave of 1 to 6
# classic tiles, values from a formula, in hundredths; made at bench
# time), read from the binary file (wgleaves(5), as MAGPIE reads its own
# binary format) and, a second row, from the text.  MAGPIE runs when
# MAGPIE names its binary: MAGPIE_DIR its directory (it reads ./data),
# MAGPIE_LEXICON its ENABLE, MAGPIE_LEAVES the same leaves in its format
# (its csv2klv of bench-leaves.txt) and MAGPIE_ZERO leaves all 0: all
# made by bench/magpie-setup.sh (make bench-leaves.txt first).
bench_selfplay_bench_SOURCES = bench/selfplay_bench.c
bench_leaves_formula_SOURCES = bench/leaves_formula.c
bench_leaves_formula_LDADD = lib/libwgcore.la -lm
SELFPLAY_GAMES = 1000
SELFPLAY_ROUNDS = 3
bench-leaves.txt: bench/leaves_formula$(EXEEXT)
	bench/leaves_formula$(EXEEXT) $(srcdir)/share/variants/classic.wgv \
		>$@.tmp && mv $@.tmp $@
bench-leaves.wgleaves: bench-leaves.txt bin/wsgen$(EXEEXT) share/default.wgl
	WORDGAME_PATH=share bin/wsgen$(EXEEXT) --leaves bench-leaves.txt \
		--write-leaves $@
bench-selfplay: bench/selfplay_bench$(EXEEXT) bin/wsgen$(EXEEXT) \
    share/default.wgl bench-leaves.txt bench-leaves.wgleaves
	@wsgen=bin/wsgen$(EXEEXT); \
	test -x bin/.libs/wsgen$(EXEEXT) && wsgen=bin/.libs/wsgen$(EXEEXT); \
	export LD_LIBRARY_PATH=lib/.libs$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH}; \
	export WORDGAME_PATH=share; \
	eq="$$wsgen --selfplay $(SELFPLAY_GAMES) --seed 1 --equity \
	    --leaves bench-leaves.wgleaves"; \
	eqt="$$wsgen --selfplay $(SELFPLAY_GAMES) --seed 1 --equity \
	    --leaves bench-leaves.txt"; \
	sc="$$wsgen --selfplay $(SELFPLAY_GAMES) --seed 1"; \
	mp="$${MAGPIE:-} autoplay games $(SELFPLAY_GAMES) \
	    -lex $${MAGPIE_LEXICON:-OSPD_ENABLE} -threads 1 -seed 1 \
	    -pfrequency $(SELFPLAY_GAMES) -savesettings false"; \
	echo "== self-play, $(SELFPLAY_GAMES) games, one core, by equity"; \
	if test -z "$${MAGPIE:-}"; then \
		echo "(MAGPIE not set: wordgame alone)"; \
		bench/selfplay_bench$(EXEEXT) $(SELFPLAY_ROUNDS) wsgen-equity \
			$$eq -- wsgen-equity-text $$eqt -- wsgen-score $$sc --; \
	else \
		bench=`pwd`/bench/selfplay_bench$(EXEEXT); \
		case $$wsgen in /*) ;; *) wsgen=`pwd`/$$wsgen;; esac; \
		eq="$$wsgen --selfplay $(SELFPLAY_GAMES) --seed 1 --equity \
		    --leaves `pwd`/bench-leaves.wgleaves"; \
		eqt="$$wsgen --selfplay $(SELFPLAY_GAMES) --seed 1 --equity \
		    --leaves `pwd`/bench-leaves.txt"; \
		sc="$$wsgen --selfplay $(SELFPLAY_GAMES) --seed 1"; \
		export WORDGAME_PATH=`pwd`/share; \
		export LD_LIBRARY_PATH=`pwd`/lib/.libs; \
		cd "$${MAGPIE_DIR:-.}" && \
		$$bench $(SELFPLAY_ROUNDS) wsgen-equity $$eq -- magpie-equity \
			$$mp -leaves $${MAGPIE_LEAVES:-OSPD_EQSEARCH} -- \
			wsgen-equity-text $$eqt -- && \
		echo "== self-play, $(SELFPLAY_GAMES) games, one core, by score" && \
		$$bench $(SELFPLAY_ROUNDS) wsgen-score $$sc -- magpie-zero \
			$$mp -leaves $${MAGPIE_ZERO:-OSPD_ZERO} --; \
	fi
CLEANFILES += bench-leaves.txt bench-leaves.wgleaves
.PHONY: bench-endgame

# Exact endgames of the real records in $(SHARED_DIR)/gcg, the turns where
# the bag is empty, beside MAGPIE's solver when MAGPIE is set up
# (bench/endgame-magpie.sh says how, or that it skips); EG_RECORDS, given
# to make, adds positions of other records, RECORD:TURN each (the stuck
# Q of noah_vs_peter.gcg:32, Macondo's gcgio/testdata).
bench_endgame_bench_SOURCES = bench/endgame_bench.c
bench_endgame_bench_LDADD = lib/libwordgame.la
EXTRA_DIST += bench/endgame-magpie.sh bench/endgame-positions.txt \
	bench/magpie-setup.sh
bench-endgame: bench/endgame_bench$(EXEEXT) bin/wsreplay$(EXEEXT) \
		share/default.wgl
	@echo "== endgames: $(srcdir)/bench/endgame-positions.txt"
	@MAGPIE_DIR="$(MAGPIE_DIR)" WORDGAME_PATH=share \
		$(SHELL) $(srcdir)/bench/endgame-magpie.sh \
		"$(SHARED_DIR)/gcg" $(srcdir)/bench/endgame-positions.txt \
		$(EG_RECORDS)
# The exact endgame solver on 1 and 2 threads (wsgen --endgame --threads)
# on the same positions, but the three that take too long.
EXTRA_DIST += bench/endgame-threads.sh
bench: bench-endgame-threads
bench-endgame-threads: bench/endgame_bench$(EXEEXT) bin/wsreplay$(EXEEXT) \
		share/default.wgl
	@echo "== endgames on 1 and 2 threads: $(srcdir)/bench/endgame-positions.txt"
	@WORDGAME_PATH=share $(SHELL) $(srcdir)/bench/endgame-threads.sh \
		"$(SHARED_DIR)/gcg" $(srcdir)/bench/endgame-positions.txt 2
.PHONY: bench-endgame-threads
# Budgets kept (issue 31): wsgen --best, --peg and --endgame with
# --seconds BUDGET_SECONDS on turns of the records of $(SHARED_DIR)/gcg,
# the time past it (bench/budget.sh).
BUDGET_SECONDS = 2
EXTRA_DIST += bench/budget.sh
bench: bench-budget
bench-budget: bin/wsgen$(EXEEXT) bin/wsreplay$(EXEEXT) share/default.wgl
	@echo "== budgets of $(BUDGET_SECONDS) s kept: $(SHARED_DIR)/gcg"
	@WORDGAME_PATH=share $(SHELL) $(srcdir)/bench/budget.sh \
		"$(SHARED_DIR)/gcg" $(BUDGET_SECONDS) 3
.PHONY: bench-budget
# Simulation, ours and MAGPIE's side by side (when MAGPIE_DIR, given to
# make, holds its release build and data, as its HOWTO sets up), on turn 8 of a self-play
# game; then a whole game analysed by static equity, in one process.
bench_sim_bench_SOURCES = bench/sim_bench.c
bench_sim_bench_LDADD = lib/libwordgame.la
MAGPIE_DIR =
SIM_ITERATIONS = 300
bench-sim: bench/sim_bench$(EXEEXT) bench/call_bench$(EXEEXT) \
    bin/wsgen$(EXEEXT) bin/wsreplay$(EXEEXT) share/default.wgl
	@WORDGAME_PATH=share bin/wsgen$(EXEEXT) --selfplay 1 --seed 3 \
		>bench-sim.gcg
	@WORDGAME_PATH=share bin/wsreplay$(EXEEXT) --turn 8 --cgp \
		bench-sim.gcg >bench-sim.cgp
	@echo "== simulation: turn 8 of self-play game 3 (bench-sim.cgp)"
	@if test -n "$(MAGPIE_DIR)" && { test -x "$(MAGPIE_DIR)/bin/magpie" || \
	    test -x "$(MAGPIE_DIR)/src/bin/magpie"; }; then \
		bench/sim_bench$(EXEEXT) share/default.wgl \
			$(srcdir)/share/variants/classic.wgv bench-sim.cgp \
			$(SIM_ITERATIONS) $(MAGPIE_DIR); \
	else \
		echo "MAGPIE not built in MAGPIE_DIR ($(MAGPIE_DIR)): ours alone"; \
		bench/sim_bench$(EXEEXT) share/default.wgl \
			$(srcdir)/share/variants/classic.wgv bench-sim.cgp \
			$(SIM_ITERATIONS); \
	fi
	@wsreplay=bin/wsreplay$(EXEEXT); \
	test -x bin/.libs/wsreplay$(EXEEXT) && \
		wsreplay=bin/.libs/wsreplay$(EXEEXT); \
	export LD_LIBRARY_PATH=lib/.libs$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH}; \
	echo "== analysis: wsreplay --analyze of that game, static equity, 10 times"; \
	WORDGAME_PATH=share bench/call_bench$(EXEEXT) 10 $$wsreplay \
		--analyze bench-sim.gcg
CLEANFILES += bench-sim.gcg bench-sim.cgp

# The end of the bag in simulation (issue 30): doug_v_emely turn 23 of
# $(SHARED_DIR)/gcg at 2 plies and at 8 (bench/sim-end-bag.sh), and
# MAGPIE's sim of it when MAGPIE_DIR is given.
EXTRA_DIST += bench/sim-end-bag.sh
bench-sim-end: bin/wsgen$(EXEEXT) bin/wsreplay$(EXEEXT) share/default.wgl \
    bench/win_magpie$(EXEEXT)
	@echo "== simulation at the end of the bag: doug_v_emely turn 23"
	@$(SHELL) $(srcdir)/bench/sim-end-bag.sh "$(SHARED_DIR)/gcg" \
		"$(MAGPIE_DIR)"

.PHONY: bench bench-lexicon bench-move bench-gen bench-call bench-replay \
	bench-selfplay bench-sim bench-sim-end

# Every self-play record of every variant replays clean (issue 14, item
# 7): 10,000 games a variant and player kind, or SELFPLAY_REPLAY_GAMES.
SELFPLAY_REPLAY_GAMES = 10000
EXTRA_DIST += bench/selfplay-replay.sh
bench: bench-selfplay-replay
bench-selfplay-replay: bin/wsgen$(EXEEXT) bin/wsreplay$(EXEEXT) \
	share/default.wgl
	@echo "== self-play records replayed: $(SELFPLAY_REPLAY_GAMES) a variant"
	@PATH="$$PWD/bin:$$PATH" WORDGAME_PATH=share \
		$(SHELL) $(srcdir)/bench/selfplay-replay.sh \
		$(SELFPLAY_REPLAY_GAMES)
.PHONY: bench-selfplay-replay

# Reading leave values (issue 29): the shipped classic values as
# wgleaves(5) and as the KLV2 and KLV wsgen writes of them, 914,624
# leaves, from memory, 21 times each.  bench/klv-magpie.sh takes them to
# MAGPIE and back (not part of `make bench`: it needs MAGPIE built).
bench_leaves_bench_SOURCES = bench/leaves_bench.c
bench_leaves_bench_LDADD = lib/libwordgame.la
EXTRA_DIST += bench/klv-magpie.sh
bench: bench-leaves
bench-leaves: bench/leaves_bench$(EXEEXT) bin/wsgen$(EXEEXT)
	@echo "== reading leave values: classic, 914,624 leaves"
	@WORDGAME_PATH=share bin/wsgen$(EXEEXT) --leaves \
		$(srcdir)/share/leaves/classic.wglv --write-leaves bench-leaves.klv2
	@WORDGAME_PATH=share bin/wsgen$(EXEEXT) --leaves \
		$(srcdir)/share/leaves/classic.wglv --write-leaves bench-leaves.klv
	@bench/leaves_bench$(EXEEXT) $(srcdir)/share/variants/classic.wgv 21 \
		$(srcdir)/share/leaves/classic.wglv bench-leaves.klv2 \
		bench-leaves.klv
CLEANFILES += bench-leaves.klv2 bench-leaves.klv
.PHONY: bench-leaves

# KWG word graphs (issue 29): made from the word list and read back; with
# MAGPIE, both ways (bench/kwg-magpie.sh, after bench/magpie-setup.sh).
bench_kwg_bench_SOURCES = bench/kwg_bench.c
bench_kwg_bench_LDADD = lib/libwordgame.la
EXTRA_DIST += bench/kwg-magpie.sh
bench-kwg: bench/kwg_bench$(EXEEXT)
	@echo "== KWG word graphs: $(WORDLIST)"
	@bench/kwg_bench$(EXEEXT) $(WORDLIST)
bench-kwg-magpie: bench/kwg_bench$(EXEEXT) bin/wsdict$(EXEEXT)
	@test -n "$(MAGPIE_DIR)" || { echo "bench-kwg-magpie: give MAGPIE_DIR=FOLDER" >&2; exit 2; }
	@$(SHELL) $(srcdir)/bench/kwg-magpie.sh "$(MAGPIE_DIR)"
bench: bench-kwg
.PHONY: bench-kwg bench-kwg-magpie

# Inference (wsgen --infer) on self-play games by static equity: where
# the leave kept ranks among those inferred, and the CPU time; beside
# MAGPIE's infer on the same positions (bench/infer-magpie.sh, when
# MAGPIE_DIR holds a MAGPIE made ready by bench/magpie-setup.sh).
bench_infer_bench_SOURCES = bench/infer_bench.c
bench_infer_bench_LDADD = lib/libwordgame.la
INFER_GAMES = 20
bench-infer: bench/infer_bench$(EXEEXT) bin/wsgen$(EXEEXT) share/default.wgl
	@echo "== inference: $(INFER_GAMES) self-play games, classic, ENABLE"
	@WORDGAME_PATH=share bin/wsgen$(EXEEXT) --selfplay $(INFER_GAMES) \
		--seed 1 --equity --log >bench-infer.log
	@bench/infer_bench$(EXEEXT) $(srcdir)/share/variants/classic.wgv \
		share/default.wgl $(srcdir)/share/leaves/classic.wglv \
		bench-infer.log
CLEANFILES += bench-infer.log
EXTRA_DIST += bench/infer-magpie.sh
bench: bench-infer

bench_peg_bench_SOURCES = bench/peg_bench.c
bench_peg_bench_LDADD = lib/libwordgame.la

# The pre-endgame (issue 31) beside MAGPIE's exhaustive one, one thread
# each: the turns with 1 tile in the bag of $(SHARED_DIR)/gcg and of 20
# self-play games (not part of `make bench`: it needs MAGPIE built and
# set up, and takes up to PEG_SECONDS a position and engine).
PEG_SECONDS = 300
EXTRA_DIST += bench/peg-magpie.sh
bench-peg: bin/wsgen$(EXEEXT) bin/wsreplay$(EXEEXT) share/default.wgl
	@echo "== pre-endgames, 1 tile in the bag, beside MAGPIE"
	@$(SHELL) $(srcdir)/bench/peg-magpie.sh $(MAGPIE_DIR) \
		"$(SHARED_DIR)/gcg" 20 1 $(PEG_SECONDS)
.PHONY: bench-peg

# Strength (issue 30): sim2, the simulating player, against static
# equity in pairs, MATCH_GAMES a variant (bench/match.sh; not part of
# `make bench`: on one core it takes hours).  MATCH_DIR keeps each
# chunk's tally, so an interrupted run resumes; SPEC and CHUNK, in the
# environment, set sim2's budget and the games of a chunk.
MATCH_GAMES = 2000
MATCH_DIR = bench-match
EXTRA_DIST += bench/match.sh
bench-match: bin/wsgen$(EXEEXT) share/default.wgl
	@echo "== strength: sim2 against static, $(MATCH_GAMES) games a variant"
	@$(SHELL) $(srcdir)/bench/match.sh $(MATCH_DIR) $(MATCH_GAMES)
.PHONY: bench-match

# Our classic win table as MAGPIE's winpct.csv (bench/magpie-setup.sh).
bench_win_magpie_SOURCES = bench/win_magpie.c
bench_win_magpie_LDADD = lib/libwordgame.la -lm
