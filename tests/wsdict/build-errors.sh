# Unreadable or empty inputs: every input is reported, exit 2, and no output
# file is left behind.
cp "$CASEDIR/small.txt" .
wsdict build -o t.wgl nope.txt
echo "exit $?"
wsdict build -o t.wgl nope.txt small.txt nope2.txt
echo "exit $?"
wsdict build -o t.wgl .
echo "exit $?"
printf '\037\213\010\000garbage' >bad.gz
wsdict build -o t.wgl bad.gz
echo "exit $?"
: >empty.txt
printf '\n  \r\n\t\n' >blank.txt
wsdict build -o t.wgl empty.txt blank.txt
echo "exit $?"
ls
