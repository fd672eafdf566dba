# Malformed boards: file:line:col and exit 2.
cp "$CASEDIR/empty.board" .
sed "5s/^.*$/......./" empty.board > ragged.board
wsmove --no-lexicon ragged.board "8H CAT"
sed "5s/^.*$/.......3......./" empty.board > digit.board
wsmove --no-lexicon digit.board "8H CAT"
sed "5s/^.*$/.....ZZ......../" empty.board > zz.board
wsmove --no-lexicon zz.board "8H CAT"
sed 16d empty.board > short.board
wsmove --no-lexicon short.board "8H CAT"
printf "variant classic\nplayers 5\n" > players.board
wsmove --no-lexicon players.board "8H CAT"
printf "variant nosuch\n" > nosuch.board
wsmove --no-lexicon nosuch.board "8H CAT" 2>err; s=$?
# The installed data folder depends on the prefix.
sed 's/ and [^ ]*)$/ and DATADIR)/' err >&2
wsmove --no-lexicon missing.board "8H CAT"
wsmove --no-lexicon -v friends empty.board "8H CAT"
# A keyword, or a player's rack, given twice.
printf "variant classic\nplayers 2\nturn 1\nturn 2\n" > twice.board
wsmove --no-lexicon twice.board "8H CAT"
printf "variant classic\nrack 1 AB\nrack 2 CD\nrack  1 EF\n" > racks.board
wsmove --no-lexicon racks.board "8H CAT"
