# An exchange needs tiles in the bag (a user variant: 12 tiles, racks of 3).
cp "$CASEDIR/tiny.wgv" .
printf "variant tiny\nrack 1 AB?\nrack 2 TTC\nboard\n.....\n.....\n.CAB.\n..T..\n.....\n" > t.board
wsmove -v ./tiny.wgv --no-lexicon t.board "-AB" "-" "-C"
printf "variant tiny\nrack 1 ATB\nboard\n.....\n.....\n..C..\n.....\n.....\n" > u.board
wsmove -v ./tiny.wgv --no-lexicon u.board "-AB"
