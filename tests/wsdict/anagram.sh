# anagram: words using every tile; '?' is a blank.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q anagram tca
q anagram 'a?t'
# Four tiles, two of them blanks: every four-letter word with A and T.
q anagram 'ta??'
# The blank makes COATS and TACOS, and the second T of STOAT and TOAST:
# those come once, not once for each T the blank could stand for.
q anagram 'toas?'
q anagram xyz
q anagram c4t
