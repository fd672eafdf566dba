# Scores: one range, -999,999,999 to 999,999,999 (wgboard(5)), for the
# reader and the writer alike: a position --apply writes reads back, as a
# board file and as CGP (issue 16, #11).
sed 's/^scores 10 0$/scores 146 100000/' "$CASEDIR/cat.board" > big.board
# Player 2 plays 9I AS: A on 9I (double letter, 2) and S (1) under AT make
# AS 2 + 1 = 3 across, AA 1 + 2 = 3 and TS 1 + 1 = 2 down: 8, and
# 100000 + 8 = 100008.
wsmove --no-lexicon --apply big.board "9I AS" > after.board
grep '^scores' after.board
wsmove --no-lexicon after.board "10H ZA" | cut -f1-2
wsboard --cgp after.board > after.cgp
cut -d' ' -f3 after.cgp
wsmove --no-lexicon after.cgp "10H ZA" | cut -f1-2
# At the limit a total stops there, and is still read back.
sed 's/^scores 10 0$/scores 0 999999999/' "$CASEDIR/cat.board" > top.board
wsmove --no-lexicon --apply top.board "9I AS" > top-after.board
grep '^scores' top-after.board
wsboard --cgp top-after.board | tee top.cgp | cut -d' ' -f3
wsmove --no-lexicon top.cgp "10H ZA" | cut -f1-2
# Past it, and far past it: out of range, not "not a number" (#12).
sed 's/^scores 10 0$/scores 2147483647 0/' "$CASEDIR/cat.board" > over.board
wsmove --no-lexicon over.board "9I AS"
sed 's/^scores 10 0$/scores 0 -99999999999999999999/' "$CASEDIR/cat.board" > far.board
wsmove --no-lexicon far.board "9I AS"
echo "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 /DOGS?AE 1000000000/0 0" > over.cgp
wsmove --no-lexicon over.cgp "9I AS"
