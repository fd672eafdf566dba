# --sim's WIN% column (issue 30): the shipped classic table ranks the
# quick start's board; a variant of one's own with no table prints '-'
# (JSON null) and ranks by SIMVALUE, and with a table trained for it
# (--win) ranks by the chance of a win; a table of another variant is
# refused.  The same seed on two threads gives the same answer.  Needs
# the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
board=$WG_TOP_SRCDIR/share/examples/midgame.board
wsgen --sim --iterations 200 --candidates 5 --seed 1 --header "$board" \
    >one.out
cat one.out
wsgen --sim --iterations 200 --candidates 5 --seed 1 --header --threads 2 \
    "$board" >two.out
cmp one.out two.out && echo "two threads: the same"
wsgen --sim --iterations 100 --candidates 2 --seed 1 --json "$board"
cp "$WG_TOP_SRCDIR/share/win/friends.wgwin" friends.wgwin
wsgen --sim --iterations 64 --candidates 2 --win friends.wgwin "$board"
echo "exit $?"
wsdict build -q -v "$CASEDIR/tiny.wgv" -o tiny.wgl "$CASEDIR/tiny-words.txt"
t="-l ./tiny.wgl -v $CASEDIR/tiny.wgv"
wsgen $t --selfplay 1 --seed 1 >g.gcg
wsreplay $t --turn 4 g.gcg >t.board
wsgen $t --sim --iterations 64 --seed 1 --header -n 3 t.board
wsgen $t --sim --iterations 64 --seed 1 --json -n 1 t.board
wsgen $t --train-win tiny.wgwin --games 100 --seed 1 -q
wsgen $t --sim --iterations 64 --seed 1 --header -n 3 --win tiny.wgwin \
    t.board
