# One tile alone forms no word.
cp "$CASEDIR/empty.board" .
wsmove --no-lexicon empty.board "8H A"
