# --endgame refuses what it cannot solve, exit 2 with a message.
cp "$CASEDIR/endgame.board" "$CASEDIR/stack.board" .
cp "$WG_TOP_SRCDIR/share/examples/midgame.board" .
# The bag not empty: 58 tiles unseen.
wsgen --endgame midgame.board AEINRST; echo "exit $?"
# A rack on the command line with tiles the board has all used.
wsgen --endgame endgame.board ZZZ; echo "exit $?"
# A stacking game.
wsdict build -o w.wgl "$CASEDIR/stack-words.txt"
wsgen -l ./w.wgl --endgame stack.board; echo "exit $?"
# Options that do not go together.
wsgen --endgame --word RUN endgame.board; echo "exit $?"
wsgen --pv endgame.board; echo "exit $?"
wsgen --plies 3 endgame.board; echo "exit $?"
wsgen --endgame --plies x endgame.board; echo "exit $?"
