# What -o replaces: a symbolic link is followed, never replaced (one that
# points nowhere, as /dev/stdout does with standard output closed, is
# refused); a file replaced keeps its mode, a new one honours the umask; a
# name as long as a folder allows (255 bytes) is written; a write blocked
# on a FIFO ends at a signal, leaving no temporary file.
printf 'cat\ndog\n' >w.txt
printf 'cat\ndog\nemu\n' >w3.txt
umask 027
wsdict build -o real.wglex w.txt || exit
ln -s real.wglex link.wglex
wsdict build -o link.wglex w3.txt; echo "exit $?"
test -L link.wglex && echo "link.wglex: still a link"
wsdict -l ./real.wglex dump | wc -l
ln -s nowhere/x.wglex dangling
wsdict build -o dangling w.txt; echo "exit $?"
test -L dangling && echo "dangling: still a link"
ls -l real.wglex | cut -c1-10
chmod 600 real.wglex
wsdict build -o real.wglex w.txt; echo "exit $?"
ls -l real.wglex | cut -c1-10
long=$(printf '%0255d' 0)
wsdict build -o "$long" w.txt; echo "exit $?"
test -f "$long" && echo "a 255-byte name: written"
rm -f "$long"
mkfifo out.fifo || exit 99
wsdict build -o out.fifo w.txt &
pid=$!
sleep 2
kill -TERM $pid
# The writer blocks until the FIFO has a reader; the signal must end it
# (polled for up to 20 s, then a reader unblocks it to finish the test).
i=0
while kill -0 $pid 2>/dev/null && [ $i -lt 200 ]; do
	sleep 0.1
	i=$((i + 1))
done
if kill -0 $pid 2>/dev/null; then
	echo "out.fifo: the signal waited for a reader"
	cat out.fifo >/dev/null
fi
wait $pid
echo "exit $?"
ls -A
