## libwordgame: the library; everything game-related lives here.
## Its code is built once, as the convenience library libwgcore.la, which
## the tests link to reach private functions; the installed libwordgame.la
## is that library with only what wordgame.h declares exported (the list,
## lib/wordgame.sym, is made from the header, so it cannot drift).
lib_LTLIBRARIES += lib/libwordgame.la
noinst_LTLIBRARIES += lib/libwgcore.la
include_HEADERS += lib/wordgame.h
pkgconfig_DATA += lib/wordgame.pc
lib_libwordgame_la_SOURCES =
nodist_EXTRA_lib_libwordgame_la_SOURCES = lib/link_as_c.c
lib_libwordgame_la_LIBADD = lib/libwgcore.la $(LIBARCHIVE_LIBS) $(ZLIB_LIBS) \
	-lpthread
lib_libwordgame_la_LDFLAGS = $(AM_LDFLAGS) -version-info 0:0:0 \
	-export-symbols lib/wordgame.sym
EXTRA_lib_libwordgame_la_DEPENDENCIES = lib/wordgame.sym
CLEANFILES += lib/wordgame.sym
EXTRA_DIST += lib/symbols.sh lib/wings lib/wings-exceptions
lib/wordgame.sym: lib/wordgame.h lib/symbols.sh
	$(AM_V_GEN)$(MKDIR_P) lib && \
	$(SHELL) $(srcdir)/lib/symbols.sh $(srcdir)/lib/wordgame.h >$@.tmp && \
	mv $@.tmp $@

lib_libwgcore_la_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-DWG_VERSION='"$(PACKAGE_VERSION)"'
lib_libwgcore_la_CFLAGS = $(AM_CFLAGS) $(LIBARCHIVE_CFLAGS) $(ZLIB_CFLAGS)
lib_libwgcore_la_LIBADD = $(LIBARCHIVE_LIBS) $(ZLIB_LIBS) -lpthread
lib_libwgcore_la_SOURCES =
# text: characters, letters, messages, files
lib_libwgcore_la_SOURCES += \
	lib/text/text_private.h \
	lib/text/alloc_large.c \
	lib/text/alphabet.c \
	lib/text/errors.c \
	lib/text/file_write.c \
	lib/text/limits.c \
	lib/text/text_escape.c \
	lib/text/text_words.c \
	lib/text/textio.c \
	lib/text/utf8.c
# lexicon: word lists and their graphs
lib_libwgcore_la_SOURCES += \
	lib/lexicon/lexicon_private.h \
	lib/lexicon/kwg.c \
	lib/lexicon/lexicon_build.c \
	lib/lexicon/lexicon_graph.h \
	lib/lexicon/lexicon_io.c \
	lib/lexicon/lexicon_language.c \
	lib/lexicon/lexicon_order.c \
	lib/lexicon/lexicon_query.c \
	lib/lexicon/pattern.c \
	lib/lexicon/study.c \
	lib/lexicon/wordlist.c \
	lib/lexicon/wordlist_read.c
# rules: board, tiles, moves, scores, the end
lib_libwgcore_la_SOURCES += \
	lib/rules/rules_private.h \
	lib/rules/bag.c \
	lib/rules/board.c \
	lib/rules/board_words.c \
	lib/rules/game_end.c \
	lib/rules/move.c \
	lib/rules/move_stack.c \
	lib/rules/move_parse.c \
	lib/rules/move_reasons.c \
	lib/rules/score.c \
	lib/rules/tile_count.c \
	lib/rules/variant.c
# games: each game's own rules, and the variant files naming them
lib_libwgcore_la_SOURCES += \
	lib/games/game.c \
	lib/games/game.h \
	lib/games/games_private.h \
	lib/games/market.c \
	lib/games/spec.c \
	lib/games/spy_replay.c \
	lib/games/spy_settings.c \
	lib/games/stack_replay.c \
	lib/games/turn.c \
	lib/games/turn.h \
	lib/games/variant_parse.c
# record: boards and records read, written and replayed
lib_libwgcore_la_SOURCES += \
	lib/record/record_private.h \
	lib/record/board_parse.c \
	lib/record/board_write.c \
	lib/record/gcg_parse.c \
	lib/record/log_parse.c \
	lib/record/log_write.c \
	lib/record/record.c \
	lib/record/record.h \
	lib/record/record_read.c \
	lib/record/replay.c
# engine: move generation, leaves, simulation, endgames
lib_libwgcore_la_SOURCES += \
	lib/engine/engine_private.h \
	lib/engine/endgame.c \
	lib/engine/endgame_lexicon.c \
	lib/engine/endgame_table.c \
	lib/engine/infer.c \
	lib/engine/leave_eval.c \
	lib/engine/leave_index.c \
	lib/engine/leaves.c \
	lib/engine/leaves_io.c \
	lib/engine/leaves_klv.c \
	lib/engine/lookahead.c \
	lib/engine/movegen.c \
	lib/engine/movegen.h \
	lib/engine/movegen_bound.c \
	lib/engine/movegen_full.c \
	lib/engine/movegen_full_plays.c \
	lib/engine/movegen_leave.c \
	lib/engine/movegen_rank.c \
	lib/engine/movegen_walk.c \
	lib/engine/movegen_walk.h \
	lib/engine/peg.c \
	lib/engine/sim.c \
	lib/engine/spy_play.c \
	lib/engine/stack_gen.c \
	lib/engine/win_table.c
# play: whole games (self-play, training, analysis)
lib_libwgcore_la_SOURCES += \
	lib/play/play_private.h \
	lib/play/analyze.c \
	lib/play/leave_train.c \
	lib/play/selfplay.c \
	lib/play/win_train.c \
	lib/play/workers.c
# draw: pictures and pages
lib_libwgcore_la_SOURCES += \
	lib/draw/draw_private.h \
	lib/draw/board_draw.c \
	lib/draw/board_svg.c \
	lib/draw/game_html.c
