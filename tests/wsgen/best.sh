# --best picks the method by the bag: the endgame with it empty (the
# position of endgame.sh: G7 (KA)RN, 168), the pre-endgame with 1 to 4
# tiles in it (peg.sh's boards), and below 0.5 s of budget static equity
# (midgame.board, 51 tiles in the bag).
wsgen --best --header "$CASEDIR/endgame.board"
wsgen --best -n 2 --json "$CASEDIR/endgame.board"
wsgen -v "$CASEDIR/peg-tiny.wgv" --best --seconds 30 "$CASEDIR/peg1.board"
wsgen -v "$CASEDIR/peg-tiny.wgv" --best -n 2 "$CASEDIR/peg2.board"
wsgen --best --seconds 0.01 "$WG_TOP_SRCDIR/share/examples/midgame.board"
