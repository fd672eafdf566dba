# --header names the columns of the move list (and equity's with
# --equity); it is refused with --json and --selfplay.  wsmove's too.
cp "$CASEDIR/cat.board" .
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl -n 2 --header cat.board
wsgen -l ./w.wgl --header --json cat.board
echo "exit $?"
wsgen -l ./w.wgl --header --selfplay 1
echo "exit $?"
wsmove --no-lexicon --header cat.board '8G S'
wsmove --no-lexicon --header --json cat.board '8G S'
echo "exit $?"
