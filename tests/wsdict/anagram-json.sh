# anagram --json and --count.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
wsdict -l ./t.wgl --json anagram 'a?t'
echo "exit $?"
wsdict -l ./t.wgl --count anagram 'toas?'
echo "exit $?"
wsdict -l ./t.wgl -cj anagram 'toas?'
echo "exit $?"
wsdict -l ./t.wgl -j anagram xyz
echo "exit $?"
wsdict -l ./t.wgl -c anagram xyz
echo "exit $?"
