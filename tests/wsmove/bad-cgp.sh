# Malformed CGP lines.
echo "15/15/15 / 0/0 0" > a.cgp
wsmove --no-lexicon a.cgp "8H CAT"
echo "15/15/15/15/15/15/15/7CAT4/15/15/15/15/15/15/15 / 0/0 0" > b.cgp
wsmove --no-lexicon b.cgp "8H CAT"
echo "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 A1/ 0/0 0" > c.cgp
wsmove --no-lexicon c.cgp "8H CAT"
