# --apply stops at an illegal move and prints no board.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon --apply cat.board "9H AS" "1A QQ"
