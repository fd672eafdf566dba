# anagram --json and --count.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q --json anagram 'a?t'
q --count anagram 'toas?'
q -cj anagram 'toas?'
q -j anagram xyz
q -c anagram xyz
