# A move touching no tile on the board.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "1A DOGS"
