# The quick start's example: 4I ANGUINE for 70 (the arithmetic is in the
# board file).  Needs the default lexicon built from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen -n 3 "$WG_TOP_SRCDIR/share/examples/midgame.board"
