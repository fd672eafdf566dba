# A misspelt keyword is reported as one, with the keywords known, not
# read as the first row of the board (its lowercase letters as blanks).
sed 's/^rack 2/rak 2/' "$CASEDIR/cat.board" >rak.board
wsmove rak.board '8H CAT'
echo "exit $?"
sed 's/^board$/bord/' "$CASEDIR/cat.board" >bord.board
wsmove bord.board '8H CAT'
echo "exit $?"
# A first row that begins with blanks is still a row.
printf 'board\n' >ok.board
for r in 1 2 3 4 5 6 7; do echo ...............; done >>ok.board
echo ca............. >>ok.board
for r in 1 2 3 4 5 6 7; do echo ...............; done >>ok.board
wsmove --no-lexicon --rack T ok.board '8A (CA)T'
