## Data installed in $(pkgdatadir): the default lexicon, variants, examples.
pkgdata_DATA += share/default.wgl
CLEANFILES += share/default.wgl

# Built with the wsdict of this tree (order-only: no recursive make).
share/default.wgl: $(WORDLIST) | bin/wsdict$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) share && bin/wsdict$(EXEEXT) build -q -o $@ $(WORDLIST)
