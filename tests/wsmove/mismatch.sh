# A letter that differs from the tile on its square.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "H7 DOG" "8H (CAB)S"
