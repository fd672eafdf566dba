# friends-es has no K and no W, not even as a blank.
printf "variant friends-es\n" > es.board
sed 1,2d "$CASEDIR/empty.board" >> es.board
wsmove --no-lexicon es.board "8H KIWI" "8H kIwI" "8H AÑO"
