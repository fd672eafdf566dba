# --infer: options it does not go with, a bad --margin or move, are usage
# errors (exit 2); a pass and a move no rack makes within the margin give
# no leave (exit 1); an illegal move and the stacking game are refused
# (exit 2).
board=$WG_TOP_SRCDIR/share/examples/midgame.board
wsgen --margin 3 "$board"; echo "exit $?"
wsgen --infer 8D --margin x "$board"; echo "exit $?"
wsgen --infer '8D AT' --equity "$board"; echo "exit $?"
wsgen --infer 'Z99 AT' "$board"; echo "exit $?"
wsgen --infer '-99' "$board"; echo "exit $?"
wsgen --infer - "$board"; echo "exit $?"
wsgen --infer 'A1 ZZZ' "$board"; echo "exit $?"
wsdict build -o w.wgl "$WG_TOP_SRCDIR/tests/wsgen/stack-words.txt"
wsgen --infer - -l ./w.wgl "$WG_TOP_SRCDIR/tests/wsgen/stack.board"
echo "exit $?"
