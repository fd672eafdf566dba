# A tile touching the word but left out of the notation.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "8K S" "8F DO"
