# A move placing no tile.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "8H CAT" "8H ..."
