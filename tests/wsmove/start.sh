# The first move must cover the start square.
cp "$CASEDIR/empty.board" .
wsmove --no-lexicon empty.board "8A CAT" "A1 DOG"
