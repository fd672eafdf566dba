## Unit tests of the library, one program per concept.
check_PROGRAMS += tests/unit/test_alphabet
TESTS += tests/unit/test_alphabet
tests_unit_test_alphabet_LDADD = $(UNIT_LIBS)
tests_unit_test_alphabet_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit

check_PROGRAMS += tests/unit/test_text_words
TESTS += tests/unit/test_text_words
tests_unit_test_text_words_LDADD = $(UNIT_LIBS)
tests_unit_test_text_words_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit

check_PROGRAMS += tests/unit/test_wordlist
TESTS += tests/unit/test_wordlist
tests_unit_test_wordlist_LDADD = $(UNIT_LIBS) $(LIBARCHIVE_LIBS) $(ZLIB_LIBS)
tests_unit_test_wordlist_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit $(LIBARCHIVE_CFLAGS) $(ZLIB_CFLAGS)

check_PROGRAMS += tests/unit/test_lexicon
TESTS += tests/unit/test_lexicon
tests_unit_test_lexicon_LDADD = $(UNIT_LIBS) $(ZLIB_LIBS)
tests_unit_test_lexicon_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit $(ZLIB_CFLAGS)

check_PROGRAMS += tests/unit/test_leaves
TESTS += tests/unit/test_leaves
tests_unit_test_leaves_LDADD = $(UNIT_LIBS)
tests_unit_test_leaves_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit

check_PROGRAMS += tests/unit/test_leave_index
TESTS += tests/unit/test_leave_index
tests_unit_test_leave_index_LDADD = $(UNIT_LIBS)
tests_unit_test_leave_index_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit

check_PROGRAMS += tests/unit/test_leave_train
TESTS += tests/unit/test_leave_train
tests_unit_test_leave_train_LDADD = $(UNIT_LIBS)
tests_unit_test_leave_train_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit

## wsmove's library side: scoring rules, parsers, the real game records.
check_PROGRAMS += tests/unit/test_gcg_scores
TESTS += tests/unit/test_gcg_scores
tests_unit_test_gcg_scores_SOURCES = tests/unit/test_gcg_scores.c \
	tests/unit/games.c tests/unit/games.h
tests_unit_test_gcg_scores_LDADD = $(UNIT_LIBS)

check_PROGRAMS += tests/unit/test_score
TESTS += tests/unit/test_score
tests_unit_test_score_SOURCES = tests/unit/test_score.c \
	tests/unit/games.c tests/unit/games.h
tests_unit_test_score_LDADD = $(UNIT_LIBS)

check_PROGRAMS += tests/unit/test_movegen
TESTS += tests/unit/test_movegen
EXTRA_DIST += tests/unit/mini.wgv tests/unit/heavy.wgv
tests_unit_test_movegen_SOURCES = tests/unit/test_movegen.c \
	tests/unit/brute.c tests/unit/brute.h
tests_unit_test_movegen_LDADD = $(UNIT_LIBS)
tests_unit_test_movegen_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit

check_PROGRAMS += tests/unit/test_stack
TESTS += tests/unit/test_stack
tests_unit_test_stack_SOURCES = tests/unit/test_stack.c \
	tests/unit/games.c tests/unit/games.h
tests_unit_test_stack_LDADD = $(UNIT_LIBS)

check_PROGRAMS += tests/unit/test_stack_gen
TESTS += tests/unit/test_stack_gen
EXTRA_DIST += tests/unit/ministack.wgv
tests_unit_test_stack_gen_SOURCES = tests/unit/test_stack_gen.c \
	tests/unit/brute.c tests/unit/brute.h tests/unit/games.c \
	tests/unit/games.h
tests_unit_test_stack_gen_LDADD = $(UNIT_LIBS)

check_PROGRAMS += tests/unit/test_selfplay
TESTS += tests/unit/test_selfplay
tests_unit_test_selfplay_SOURCES = tests/unit/test_selfplay.c \
	tests/unit/games.c tests/unit/games.h
tests_unit_test_selfplay_LDADD = $(UNIT_LIBS)
EXTRA_DIST += tests/unit/stuckstack.wgv

## The move generator's table of long words (movegen_full.c).
check_PROGRAMS += tests/unit/test_movegen_full
TESTS += tests/unit/test_movegen_full
tests_unit_test_movegen_full_SOURCES = tests/unit/test_movegen_full.c \
	tests/unit/brute.c tests/unit/brute.h
tests_unit_test_movegen_full_LDADD = $(UNIT_LIBS)
tests_unit_test_movegen_full_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit

## The move generator ranking by equity: its leave values and pruning.
check_PROGRAMS += tests/unit/test_movegen_equity
TESTS += tests/unit/test_movegen_equity
tests_unit_test_movegen_equity_SOURCES = tests/unit/test_movegen_equity.c \
	tests/unit/brute.c tests/unit/brute.h
tests_unit_test_movegen_equity_LDADD = $(UNIT_LIBS)
tests_unit_test_movegen_equity_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit \
	-DWG_BUILDING_LIBRARY
## The endgame solver against full-width minimax.
check_PROGRAMS += tests/unit/test_endgame
TESTS += tests/unit/test_endgame
tests_unit_test_endgame_SOURCES = tests/unit/test_endgame.c \
	tests/unit/brute.c tests/unit/brute.h tests/unit/games.c \
	tests/unit/games.h
tests_unit_test_endgame_LDADD = $(UNIT_LIBS)
tests_unit_test_endgame_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit \
	-DWG_BUILDING_LIBRARY
## The endgame solver's transposition table.
check_PROGRAMS += tests/unit/test_endgame_table
TESTS += tests/unit/test_endgame_table
tests_unit_test_endgame_table_LDADD = $(UNIT_LIBS)
tests_unit_test_endgame_table_CPPFLAGS = $(AM_CPPFLAGS) \
	-DWG_BUILDING_LIBRARY -I$(top_srcdir)/tests/unit
## The pre-endgame against brute force.
check_PROGRAMS += tests/unit/test_peg
TESTS += tests/unit/test_peg
tests_unit_test_peg_SOURCES = tests/unit/test_peg.c tests/unit/games.c \
	tests/unit/games.h
tests_unit_test_peg_LDADD = $(UNIT_LIBS)
tests_unit_test_peg_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit
## The endgame solver's small lexicon against the whole one.
check_PROGRAMS += tests/unit/test_endgame_lexicon
TESTS += tests/unit/test_endgame_lexicon
tests_unit_test_endgame_lexicon_SOURCES = tests/unit/test_endgame_lexicon.c \
	tests/unit/games.c tests/unit/games.h
tests_unit_test_endgame_lexicon_LDADD = $(UNIT_LIBS)
tests_unit_test_endgame_lexicon_CPPFLAGS = $(AM_CPPFLAGS) \
	-I$(top_srcdir)/tests/unit -DWG_BUILDING_LIBRARY
## Study figures (study.c, issue 15): draws against brute force.
check_PROGRAMS += tests/unit/test_study
TESTS += tests/unit/test_study
tests_unit_test_study_SOURCES = tests/unit/test_study.c
tests_unit_test_study_LDADD = $(UNIT_LIBS)
tests_unit_test_study_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit

## Pictures: wsboard's text and SVG, the viewer page.
check_PROGRAMS += tests/unit/test_draw
TESTS += tests/unit/test_draw
tests_unit_test_draw_SOURCES = tests/unit/test_draw.c \
	tests/unit/games.c tests/unit/games.h
tests_unit_test_draw_LDADD = $(UNIT_LIBS)
## Simulation: a move known best by construction, the same seed's answer.
check_PROGRAMS += tests/unit/test_sim
TESTS += tests/unit/test_sim
tests_unit_test_sim_SOURCES = tests/unit/test_sim.c tests/unit/games.c \
	tests/unit/games.h
tests_unit_test_sim_LDADD = $(UNIT_LIBS)
tests_unit_test_sim_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit

## Inference: the leave a move was best with, the draws that make it.
check_PROGRAMS += tests/unit/test_infer
TESTS += tests/unit/test_infer
tests_unit_test_infer_SOURCES = tests/unit/test_infer.c tests/unit/games.c \
	tests/unit/games.h
tests_unit_test_infer_LDADD = $(UNIT_LIBS)
tests_unit_test_infer_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit

## Equity as the bag allows (issue 12, strength).
check_PROGRAMS += tests/unit/test_leave_eval
TESTS += tests/unit/test_leave_eval
tests_unit_test_leave_eval_LDADD = $(UNIT_LIBS)
tests_unit_test_leave_eval_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit

check_PROGRAMS += tests/unit/test_kwg
TESTS += tests/unit/test_kwg
tests_unit_test_kwg_LDADD = $(UNIT_LIBS) $(LIBARCHIVE_LIBS) $(ZLIB_LIBS)
tests_unit_test_kwg_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-I$(top_srcdir)/tests/unit $(LIBARCHIVE_CFLAGS) $(ZLIB_CFLAGS)

## Win tables (issue 30): monotone in the spread, refused when not, the
## same trained on any number of threads.
check_PROGRAMS += tests/unit/test_win
TESTS += tests/unit/test_win
tests_unit_test_win_SOURCES = tests/unit/test_win.c tests/unit/games.c \
	tests/unit/games.h
tests_unit_test_win_LDADD = $(UNIT_LIBS)
tests_unit_test_win_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/tests/unit
