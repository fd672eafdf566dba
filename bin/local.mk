## The programs: option parsing, I/O and calls into libwordgame.
noinst_LIBRARIES += bin/libwscli.a
bin_libwscli_a_SOURCES = bin/cli.c bin/cli.h
bin_libwscli_a_CPPFLAGS = $(WS_CPPFLAGS)

WS_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_builddir)/gnu -I$(top_srcdir)/gnu \
	-DWG_DATADIR='"$(pkgdatadir)"'
WS_LDADD = bin/libwscli.a lib/libwordgame.la gnu/libgnu.a \
	$(LIBARCHIVE_LIBS) $(ZLIB_LIBS)

bin_PROGRAMS += bin/wsdict
bin_wsdict_SOURCES = bin/wsdict.c
bin_wsdict_CPPFLAGS = $(WS_CPPFLAGS)
bin_wsdict_LDADD = $(WS_LDADD)

bin_PROGRAMS += bin/wsmove
bin_wsmove_SOURCES = bin/wsmove.c
bin_wsmove_CPPFLAGS = $(WS_CPPFLAGS)
bin_wsmove_LDADD = $(WS_LDADD)

bin_PROGRAMS += bin/wsgen
bin_wsgen_SOURCES = bin/wsgen.c
bin_wsgen_CPPFLAGS = $(WS_CPPFLAGS)
bin_wsgen_LDADD = $(WS_LDADD)

bin_PROGRAMS += bin/wsreplay
bin_wsreplay_SOURCES = bin/wsreplay.c
bin_wsreplay_CPPFLAGS = $(WS_CPPFLAGS)
bin_wsreplay_LDADD = $(WS_LDADD)

bin_PROGRAMS += bin/wsboard
bin_wsboard_SOURCES = bin/wsboard.c
bin_wsboard_CPPFLAGS = $(WS_CPPFLAGS)
bin_wsboard_LDADD = $(WS_LDADD)
