# hooks --json and --count: the count is of hooks on both sides.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
wsdict -l ./t.wgl --json hooks at
echo "exit $?"
wsdict -l ./t.wgl -j hooks cat
echo "exit $?"
wsdict -l ./t.wgl -j hooks zzz
echo "exit $?"
wsdict -l ./t.wgl --count hooks oat
echo "exit $?"
wsdict -l ./t.wgl -cj hooks a
echo "exit $?"
