# Legal first moves on an empty board; the first word is doubled by H8.
cp "$CASEDIR/empty.board" .
wsmove --no-lexicon empty.board "8D HELLO" "H7 QI" "8H cAT" "8B ABCDEFG"
