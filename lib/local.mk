## libwordgame: the library; everything game-related lives here.
lib_LTLIBRARIES += lib/libwordgame.la
include_HEADERS += lib/wordgame.h
pkgconfig_DATA += lib/wordgame.pc
lib_libwordgame_la_CPPFLAGS = $(AM_CPPFLAGS) -DWG_BUILDING_LIBRARY \
	-DWG_VERSION='"$(PACKAGE_VERSION)"'
lib_libwordgame_la_CFLAGS = $(AM_CFLAGS) $(LIBARCHIVE_CFLAGS) $(ZLIB_CFLAGS)
lib_libwordgame_la_LIBADD = $(LIBARCHIVE_LIBS) $(ZLIB_LIBS)
lib_libwordgame_la_LDFLAGS = $(AM_LDFLAGS) -version-info 0:0:0
lib_libwordgame_la_SOURCES = \
	lib/wg_private.h \
	lib/alphabet.c \
	lib/errors.c \
	lib/leaves.c \
	lib/lexicon_io.c \
	lib/pattern.c \
	lib/lexicon_query.c \
	lib/study.c \
	lib/movegen.c \
	lib/movegen.h \
	lib/movegen_bound.c \
	lib/movegen_full.c \
	lib/movegen_rank.c \
	lib/movegen_walk.c \
	lib/movegen_walk.h \
	lib/selfplay.c \
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
	lib/variant.c \
	lib/variant_parse.c
lib_libwordgame_la_SOURCES += \
	lib/gcg_parse.c \
	lib/log_parse.c \
	lib/log_write.c \
	lib/market.c \
	lib/record.c \
	lib/record.h \
	lib/record_read.c \
	lib/replay.c \
	lib/spec.c \
	lib/spy_settings.c
lib_libwordgame_la_SOURCES += \
	lib/board_draw.c \
	lib/board_svg.c \
	lib/game_html.c
