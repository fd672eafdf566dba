# A CGP row counting 0 empty squares says so, at the digit, rather than
# that the row has more than 15 squares (issue 16, #12); a run too long
# still says that.
echo "0/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 / 0/0 0" > zero.cgp
wsmove --no-lexicon zero.cgp "9I AS"
echo "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/16 / 0/0 0" > long.cgp
wsmove --no-lexicon long.cgp "9I AS"
