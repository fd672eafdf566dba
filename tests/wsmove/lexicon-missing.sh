# A lexicon that cannot be found is trouble.
cp "$CASEDIR/cat.board" .
wsmove -l nosuch cat.board "9H AS" 2>err; s=$?
# The installed data folder depends on the prefix.
sed 's/ and [^ ]*)$/ and DATADIR)/' err >&2
exit $s
