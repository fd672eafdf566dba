# Unreadable or empty inputs: every input is reported, exit 2, and no output
# file is left behind.
. "$CASEDIR/common.sh"
cp "$CASEDIR/small.txt" .
run wsdict build -o t.wgl nope.txt
run wsdict build -o t.wgl nope.txt small.txt nope2.txt
run wsdict build -o t.wgl .
printf '\037\213\010\000garbage' >bad.gz
run wsdict build -o t.wgl bad.gz
: >empty.txt
printf '\n  \r\n\t\n' >blank.txt
run wsdict build -o t.wgl empty.txt blank.txt
ls
