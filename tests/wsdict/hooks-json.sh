# hooks --json and --count: the count is of hooks on both sides.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q --json hooks at
q -j hooks cat
q -j hooks zzz
q --count hooks oat
q -cj hooks a
