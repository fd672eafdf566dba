# --peg refuses what it cannot solve, exit 2 with a message.
cp "$CASEDIR/endgame.board" "$CASEDIR/stack.board" .
cp "$WG_TOP_SRCDIR/share/examples/midgame.board" .
# The bag empty, and 51 tiles in it.
wsgen --peg endgame.board; echo "exit $?"
wsgen --peg midgame.board AEINRST; echo "exit $?"
# A stacking game.
wsdict build -o w.wgl "$CASEDIR/stack-words.txt"
wsgen -l ./w.wgl --peg stack.board; echo "exit $?"
# Options that do not go together.
wsgen --peg --endgame endgame.board; echo "exit $?"
wsgen --peg --plies 2 endgame.board; echo "exit $?"
wsgen --best --peg endgame.board; echo "exit $?"
wsgen --best --candidates 3 endgame.board; echo "exit $?"
