# Malformed CGP lines.
echo "15/15/15 / 0/0 0" > a.cgp
wsmove --no-lexicon a.cgp "8H CAT"
echo "15/15/15/15/15/15/15/7CAT4/15/15/15/15/15/15/15 / 0/0 0" > b.cgp
wsmove --no-lexicon b.cgp "8H CAT"
echo "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 A1/ 0/0 0" > c.cgp
wsmove --no-lexicon c.cgp "8H CAT"
# Our opcodes once each: which seed would count is not for the reader to
# guess.
echo "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 wg-seed 1; lex x; wg-seed 2;" > d.cgp
wsmove --no-lexicon d.cgp "8H CAT"
