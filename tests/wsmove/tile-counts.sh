# The tile set's counts hold for moves and racks: classic has one K, two
# blanks, one Q; friends-pt has no Y tile (only a blank stands for Y).
# On a board holding KA, (K)ICK places a second K: illegal (exit 1), and
# --apply writes nothing.  Racks over the counts are refused (exit 2).
{
	echo 'variant classic'
	echo 'board'
	for i in 1 2 3 4 5 6 7; do echo '...............'; done
	echo '.......KA......'
	for i in 1 2 3 4 5 6 7; do echo '...............'; done
} >ka.board
sed 's/KA/kA/' ka.board >blank.board
wsmove --no-lexicon ka.board 'H8 (K)ICK' 'H8 (K)IcK' '-QQ'
echo "exit $?"
wsmove --no-lexicon --apply ka.board 'H8 (K)ICK'
echo "exit $?"
wsmove --no-lexicon --rack QQQ ka.board 'I7 Q(A)'
echo "exit $?"
wsmove --no-lexicon --rack '??' blank.board 'I7 a(A)'
echo "exit $?"
wsmove --no-lexicon --rack '?AB' blank.board 'I7 a(A)'
echo "exit $?"
sed 's/classic/friends-pt/; s/KA/CA/' ka.board >pt.board
wsmove --no-lexicon -v friends-pt --rack YE pt.board 'I7 Y(A)'
echo "exit $?"
wsmove --no-lexicon pt.board 'I7 Y(A)' 'I7 y(A)'
