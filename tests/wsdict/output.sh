# Output errors: an output that cannot be written, a failed write to standard
# output; exit 2.  A FIFO given to -o is written in place, not replaced.
. "$CASEDIR/common.sh"
cp "$CASEDIR/small.txt" .
run wsdict build -o nodir/t.wgl small.txt
run wsdict build -o . small.txt
mkfifo out.fifo || exit 99
wsdict build -o out.fifo small.txt &
timeout 10 cat out.fifo >got.wgl
wait $!
echo "exit $?"
test -p out.fifo && echo "out.fifo: still a FIFO"
wsdict build -o t.wgl small.txt || exit
cmp t.wgl got.wgl && echo "out.fifo: the lexicon"
wsdict -l ./t.wgl dump >/dev/full
echo "exit $?"
wsdict -l ./t.wgl --json info >/dev/full
echo "exit $?"
ls
