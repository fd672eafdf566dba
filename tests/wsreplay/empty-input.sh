# An input with no record at all is trouble, named: an empty file, plain
# or compressed, an empty archive, empty standard input.  A good file
# after them is still replayed; the status is the worst.
: >empty.gcg
gzip -c empty.gcg >empty.gcg.gz
tar cf none.tar -T /dev/null
for f in empty.gcg empty.gcg.gz none.tar -; do
	wsreplay --no-lexicon $f
	echo "$f: exit $?"
done
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" empty.gcg \
    "$CASEDIR/game.gcg" >summary
status=$?
sed 's|.*/||' summary
exit $status
