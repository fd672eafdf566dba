# spy places premiums at random: the board gives a seed or a grid, or --seed.
printf "variant spy\n" > s.board
sed 1,2d "$CASEDIR/empty.board" >> s.board
wsmove --no-lexicon s.board "8H QI"
wsmove --no-lexicon --seed 7 --apply s.board "8H QI" > s7.board
head -6 s7.board
wsmove --no-lexicon s7.board "9H ZA"
wsmove --no-lexicon --seed 7 s7.board "9H ZA"
