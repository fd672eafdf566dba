# The stacking game: the generator does not play it yet, and says so
# (exit 2) rather than list moves that ignore stacking.
wsdict build -o w.wgl "$CASEDIR/words.txt"
sed 's/^variant classic$/variant stack/' "$CASEDIR/cat.board" >stack.board
wsgen -l ./w.wgl stack.board; echo "exit $?"
wsgen -l ./w.wgl -v stack --selfplay 1; echo "exit $?"
