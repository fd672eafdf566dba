# anagram: words using every tile; '?' is a blank.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
wsdict -l ./t.wgl anagram tca
echo "exit $?"
wsdict -l ./t.wgl anagram 'a?t'
echo "exit $?"
# Four tiles, two of them blanks: every four-letter word with A and T.
wsdict -l ./t.wgl anagram 'ta??'
echo "exit $?"
# The blank makes COATS and TACOS, and the second T of STOAT and TOAST:
# those come once, not once for each T the blank could stand for.
wsdict -l ./t.wgl anagram 'toas?'
echo "exit $?"
wsdict -l ./t.wgl anagram xyz
echo "exit $?"
wsdict -l ./t.wgl anagram c4t
echo "exit $?"
