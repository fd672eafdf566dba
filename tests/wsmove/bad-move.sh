# Malformed moves are trouble (2); the other moves are still judged.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "8Z CAT" "9H A1" "9H A(S" "9H S)" "9H" "9H AS"
