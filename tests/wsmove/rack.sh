# Tiles not on the rack of the player on turn (the board's, or --rack).
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "J5 DOG(T)" "K5 GOOD" "K4 DOGsE" "I6 ZO(A)"
wsmove --no-lexicon --rack ZOO cat.board "I6 ZO(A)" "I6 XO(A)"
