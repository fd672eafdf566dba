## Hand-written mdoc pages, linted by tests/man/lint.sh; their EXAMPLES run
## as tests (tests/README).
dist_man_MANS += man/wsgen.1 man/wsdict.1 man/libwordgame.3 man/wglex.5
dist_man_MANS += man/wsmove.1 man/wgvariant.5 man/wgboard.5
dist_man_MANS += man/wsreplay.1 man/wglog.5
dist_man_MANS += man/wgleaves.5 man/wgstats.5 man/wgwin.5
dist_man_MANS += man/wsboard.1
