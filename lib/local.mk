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
EXTRA_DIST += lib/symbols.sh
lib/wordgame.sym: lib/wordgame.h lib/symbols.sh
	$(AM_V_GEN)$(MKDIR_P) lib && \
	$(SHELL) $(srcdir)/lib/symbols.sh $(srcdir)/lib/wordgame.h >$@.tmp && \
	mv $@.tmp $@

lib_libwgcore_la_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-DWG_VERSION='"$(PACKAGE_VERSION)"'
lib_libwgcore_la_CFLAGS = $(AM_CFLAGS) $(LIBARCHIVE_CFLAGS) $(ZLIB_CFLAGS)
lib_libwgcore_la_LIBADD = $(LIBARCHIVE_LIBS) $(ZLIB_LIBS) -lpthread
lib_libwgcore_la_SOURCES = \
	lib/wg_private.h \
	lib/alloc_large.c \
	lib/alphabet.c \
	lib/errors.c \
	lib/leaves.c \
	lib/limits.c \
	lib/leave_index.c \
	lib/leaves_io.c \
	lib/leaves_klv.c \
	lib/leave_train.c \
	lib/file_write.c \
	lib/kwg.c \
	lib/lexicon_io.c \
	lib/lexicon_order.c \
	lib/pattern.c \
	lib/lexicon_query.c \
	lib/lexicon_language.c \
	lib/board_words.c \
	lib/move_reasons.c \
	lib/study.c \
	lib/movegen.c \
	lib/movegen.h \
	lib/movegen_bound.c \
	lib/movegen_full.c \
	lib/movegen_full_plays.c \
	lib/movegen_leave.c \
	lib/movegen_rank.c \
	lib/movegen_walk.c \
	lib/movegen_walk.h \
	lib/selfplay.c \
	lib/lookahead.c \
	lib/bag.c \
	lib/sim.c \
	lib/lexicon_build.c \
	lib/lexicon_graph.h \
	lib/utf8.c \
	lib/wordlist.c \
	lib/wordlist_read.c \
	lib/board.c \
	lib/board_parse.c \
	lib/board_write.c \
	lib/move.c \
	lib/move_parse.c \
	lib/score.c \
	lib/stack.c \
	lib/stack_gen.c \
	lib/textio.c \
	lib/text_escape.c \
	lib/text_words.c \
	lib/tile_count.c \
	lib/variant.c \
	lib/variant_parse.c
# Equity beyond the trained leave values (issue 12, strength).
lib_libwgcore_la_SOURCES += lib/leave_eval.c
lib_libwgcore_la_SOURCES += \
	lib/gcg_parse.c \
	lib/log_parse.c \
	lib/log_write.c \
	lib/market.c \
	lib/record.c \
	lib/record.h \
	lib/record_read.c \
	lib/replay.c \
	lib/replay.h \
	lib/spy_replay.c \
	lib/stack_replay.c \
	lib/analyze.c \
	lib/spec.c \
	lib/spy_play.c \
	lib/spy_settings.c
# The end of a game, and exact endgames.
lib_libwgcore_la_SOURCES += \
	lib/endgame.c \
	lib/endgame_lexicon.c \
	lib/game_end.c
lib_libwgcore_la_SOURCES += \
	lib/board_draw.c \
	lib/board_svg.c \
	lib/game_html.c
