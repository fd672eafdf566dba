# Every word is checked in the lexicon; each invalid one is named.
cp "$CASEDIR/cat.board" .
wsmove cat.board "9G ODS" "9H OS" "K8 DOGS" "9I EX" "9H AS" "8H (CAT)S"
