# check --json and --count: the count is of valid words.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
wsdict -l ./t.wgl --json check cat 'dog"' c-t
echo "exit $?"
wsdict -l ./t.wgl --count check cat dog
echo "exit $?"
wsdict -l ./t.wgl -c -j check cat
echo "exit $?"
printf '' | wsdict -l ./t.wgl -j check -
echo "exit $?"
