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
# The columns --endgame (with --pv) and --sim append are named too.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen --header --endgame --pv -n 1 "$CASEDIR/endgame.board" | head -1
wsgen --header --sim --iterations 10 --candidates 2 \
    "$WG_TOP_SRCDIR/share/examples/midgame.board" | head -1
