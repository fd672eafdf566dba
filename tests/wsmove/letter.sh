# Letters a variant has no tile for.  Spanish has Ñ, and no K or W at all
# (not letters of the alphabet: malformed, 2); the user variant tiny
# excludes Z, which not even a blank may stand for (illegal, 1).
printf "variant friends-es\n" > es.board
sed 1,2d "$CASEDIR/empty.board" >> es.board
wsmove --no-lexicon es.board "8H AÑO" "8H KIWI"
echo "exit $?"
cp "$CASEDIR/tiny.wgv" .
printf "variant tiny\n.....\n.....\n.....\n.....\n.....\n" > t.board
wsmove -v ./tiny.wgv --no-lexicon t.board "3B TA" "3B ZA" "3B zA"
