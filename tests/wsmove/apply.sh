# --apply prints the position after the moves; moves chain through pipes.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon --apply cat.board "9H AS" | wsmove --no-lexicon --apply - "J5 BOA(T)" | tee after.board
wsmove --no-lexicon after.board "10H ZA"
