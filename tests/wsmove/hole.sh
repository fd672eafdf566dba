# Marked as played through an empty square.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "8H CAT(S)" "8H CAT."
