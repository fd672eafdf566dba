# A word of no letters is refused at column 1, the whole word: columns
# count from 1, and there was no column 0 (issue 16, #12).  The same for
# the other queries that read a word, and for blanks only.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q hooks ''
q hooks '   '
q check ''
