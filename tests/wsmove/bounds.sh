# A word running off the board.
cp "$CASEDIR/empty.board" .
wsmove --no-lexicon empty.board "8J ABCDEFG" "O9 ABCDEFGH"
