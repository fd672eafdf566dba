## Hand-written mdoc pages, linted by tests/man-lint.sh.
dist_man_MANS += man/wsdict.1 man/libwordgame.3 man/wglex.5
