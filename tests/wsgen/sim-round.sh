# --sim plays at least one round of 32 iterations, however short
# --seconds is and however few the candidates, so that no static value
# is printed as a simulated one; -n prints the best of the candidates
# (issue 34, item 6).  Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
board=$WG_TOP_SRCDIR/share/examples/midgame.board
wsgen --sim --seconds 1e-300 --candidates 3 --seed 1 "$board" |
    cut -f 2,6-
wsgen --sim --candidates 1 --seed 1 "$board" | cut -f 2,6-
wsgen --sim --iterations 64 --candidates 5 --seed 1 -n 2 --json "$board"
