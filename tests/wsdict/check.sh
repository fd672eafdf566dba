# check: each word valid or invalid; exit 0 when all are valid, 1 when not.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
wsdict -l ./t.wgl check cat ACT Costat
echo "exit $?"
# A word with characters outside the alphabet is shown as typed.
wsdict -l ./t.wgl check cat dog c-t
echo "exit $?"
# '-' reads standard input, one word a line (CRLF, blanks, spaces too),
# between the other arguments.
printf 'oat\r\n\ntoast\nzebra\n  coat  \n' |
    wsdict -l ./t.wgl check cat - act
echo "exit $?"
printf '' | wsdict -l ./t.wgl check -
echo "exit $?"
