## Data installed in $(pkgdatadir): the default lexicon, variants, examples.
pkgdata_DATA += share/default.wgl
CLEANFILES += share/default.wgl

# Built with the wsdict of this tree (rebuilt when it changes).
share/default.wgl: $(WORDLIST) bin/wsdict$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) share && bin/wsdict$(EXEEXT) build -q -L en -o $@ $(WORDLIST)

# Words With Friends' list: ENABLE and the words its variant adds.
pkgdata_DATA += share/friends.wgl
CLEANFILES += share/friends.wgl
share/friends.wgl: $(WORDLIST) bin/wsdict$(EXEEXT) $(srcdir)/share/variants/friends.wgv
	$(AM_V_GEN)$(MKDIR_P) share && bin/wsdict$(EXEEXT) build -q \
	    -v $(srcdir)/share/variants/friends.wgv -o $@ $(WORDLIST)

# Variants: one file per game, wgvariant(5).
variantsdir = $(pkgdatadir)/variants
dist_variants_DATA = \
	share/variants/classic.wgv \
	share/variants/classic-pl.wgv \
	share/variants/friends.wgv \
	share/variants/friends-de.wgv \
	share/variants/friends-es.wgv \
	share/variants/friends-fr.wgv \
	share/variants/friends-it.wgv \
	share/variants/friends-pt.wgv \
	share/variants/spy.wgv \
	share/variants/stack.wgv \
	share/variants/xwords.wgv

# The build tree works as installed: the variants beside the built lexicon
# ($WORDGAME_PATH is the build tree's share/).
noinst_DATA = share/variants/.stamp
CLEANFILES += share/variants/.stamp
# The sources by $(srcdir), as for the leaves below.
share/variants/.stamp: $(dist_variants_DATA:%=$(srcdir)/%)
	$(AM_V_GEN)$(MKDIR_P) share/variants && \
	if test "$(srcdir)" != .; then \
		for f in $(dist_variants_DATA); do \
			cp "$(srcdir)/$$f" share/variants/ || exit 1; \
		done; \
	fi && touch $@

# Example positions, for the quick start and the man pages' examples.
examplesdir = $(pkgdatadir)/examples
dist_examples_DATA = share/examples/midgame.board

# The copies made for the tests in a build folder apart from the sources
# (never the sources themselves).
clean-local: clean-variant-copies
clean-variant-copies:
	-if test "$(srcdir)" != .; then rm -f $(dist_variants_DATA); fi
.PHONY: clean-variant-copies

# Leave values for equity ranking, trained by wsgen --train-leaves on the
# default lexicon (README, "Leave values"); wgleaves(5).
leavesdir = $(pkgdatadir)/leaves
dist_leaves_DATA = \
	share/leaves/classic.wglv \
	share/leaves/friends.wglv \
	share/leaves/spy.wglv

# The build tree finds them as installed, beside the variants.
noinst_DATA += share/leaves/.stamp
CLEANFILES += share/leaves/.stamp
# The sources by $(srcdir): through VPATH a copy made before would stand
# for a newer source.
share/leaves/.stamp: $(dist_leaves_DATA:%=$(srcdir)/%)
	$(AM_V_GEN)$(MKDIR_P) share/leaves && \
	if test "$(srcdir)" != .; then \
		for f in $(dist_leaves_DATA); do \
			cp "$(srcdir)/$$f" share/leaves/ || exit 1; \
		done; \
	fi && touch $@
clean-local: clean-leaves-copies
clean-leaves-copies:
	-if test "$(srcdir)" != .; then rm -f $(dist_leaves_DATA); fi
.PHONY: clean-leaves-copies
# Win probability tables for --sim and the analysis, trained by wsgen
# --train-win on the default lexicon (doc/lab/win.md); wgwin(5).
windir = $(pkgdatadir)/win
dist_win_DATA = \
	share/win/classic.wgwin \
	share/win/friends.wgwin \
	share/win/spy.wgwin

# The build tree finds them as installed, beside the variants.
noinst_DATA += share/win/.stamp
CLEANFILES += share/win/.stamp
share/win/.stamp: $(dist_win_DATA:%=$(srcdir)/%)
	$(AM_V_GEN)$(MKDIR_P) share/win && \
	if test "$(srcdir)" != .; then \
		for f in $(dist_win_DATA); do \
			cp "$(srcdir)/$$f" share/win/ || exit 1; \
		done; \
	fi && touch $@
clean-local: clean-win-copies
clean-win-copies:
	-if test "$(srcdir)" != .; then rm -f $(dist_win_DATA); fi
.PHONY: clean-win-copies
## Shell completions (issue 15), the package's data folder written in.
## bash-completion loads a command's completion from a file named for it,
## so the one script is installed under each program's name.
WG_COMPLETED = wsdict wsmove wsgen wsreplay wsboard
bashcompletiondir = $(BASH_COMPLETION_DIR)
zshcompletiondir = $(ZSH_COMPLETION_DIR)
zshcompletion_DATA = share/completion/_wordgame
noinst_DATA += share/completion/wordgame.bash
CLEANFILES += share/completion/wordgame.bash share/completion/_wordgame
EXTRA_DIST += share/completion/wordgame.bash.in share/completion/_wordgame.in
share/completion/wordgame.bash: $(srcdir)/share/completion/wordgame.bash.in
	$(AM_V_GEN)$(MKDIR_P) share/completion && \
	sed 's|@pkgdatadir[@]|$(pkgdatadir)|g' \
	    $(srcdir)/share/completion/wordgame.bash.in >$@-t && mv $@-t $@
share/completion/_wordgame: $(srcdir)/share/completion/_wordgame.in
	$(AM_V_GEN)$(MKDIR_P) share/completion && \
	sed 's|@pkgdatadir[@]|$(pkgdatadir)|g' \
	    $(srcdir)/share/completion/_wordgame.in >$@-t && mv $@-t $@
install-data-local: install-bash-completion
install-bash-completion: share/completion/wordgame.bash
	$(MKDIR_P) '$(DESTDIR)$(bashcompletiondir)'
	for p in $(WG_COMPLETED); do \
		$(INSTALL_DATA) share/completion/wordgame.bash \
		    '$(DESTDIR)$(bashcompletiondir)'/$$p || exit 1; \
	done
uninstall-local: uninstall-bash-completion
uninstall-bash-completion:
	for p in $(WG_COMPLETED); do \
		rm -f '$(DESTDIR)$(bashcompletiondir)'/$$p; \
	done
.PHONY: install-bash-completion uninstall-bash-completion
