# check --json and --count: the count is of valid words.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q --json check cat 'dog"' c-t
q --count check cat dog
q -c -j check cat
printf '' | q -j check -
