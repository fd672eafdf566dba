# check: each word valid or invalid; exit 0 when all are valid, 1 when not.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q check cat ACT Costat
# A word with characters outside the alphabet is shown as typed.
q check cat dog c-t
# '-' reads standard input, one word a line (CRLF, blanks, spaces too),
# between the other arguments.
printf 'oat\r\n\ntoast\nzebra\n  coat  \n' | q check cat - act
printf '' | q check -
