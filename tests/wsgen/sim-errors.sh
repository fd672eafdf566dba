# --sim's options: out of range, alone, or with what they do not go with,
# are usage errors (exit 2); a position simulation does not play is
# refused with a message.
board=$WG_TOP_SRCDIR/share/examples/midgame.board
wsgen --plies 2 "$board"; echo "exit $?"
wsgen --sim --iterations 0 "$board"; echo "exit $?"
wsgen --sim --iterations 10 --seconds 1 "$board"; echo "exit $?"
wsgen --sim --threads 65 "$board"; echo "exit $?"
wsgen --sim --seconds x "$board"; echo "exit $?"
wsgen --sim --plies 21 "$board"; echo "exit $?"
wsgen --sim --candidates 0 "$board"; echo "exit $?"
wsgen --sim --selfplay 1; echo "exit $?"
wsgen --sim --word AT "$board"; echo "exit $?"
wsdict build -o w.wgl "$WG_TOP_SRCDIR/tests/wsgen/stack-words.txt"
wsgen --sim -l ./w.wgl "$WG_TOP_SRCDIR/tests/wsgen/stack.board"
echo "exit $?"
