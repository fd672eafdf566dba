# A lexicon that cannot be found is trouble.
cp "$CASEDIR/cat.board" .
wsmove -l nosuch cat.board "9H AS"
