# Trouble with the input: exit 2, a message naming the file, line and
# column, nothing on standard output.
cp "$CASEDIR/../wsmove/cat.board" .
wsboard missing.board; echo "exit $?"
printf 'variant classic\nscores 1 2 3\nboard\n' >bad.board
wsboard --svg bad.board; echo "exit $?"
printf 'variant clasic\n' >typo.board
wsboard typo.board; echo "exit $?"
printf '15/15/15 / 0/0 0\n' | wsboard --cgp; echo "exit $?"
wsboard --last '8H' cat.board; echo "exit $?"
wsboard --last '-' cat.board; echo "exit $?"
wsboard --last '-ABC' cat.board; echo "exit $?"
printf 'variant spy\n' >spy.board
wsboard spy.board; echo "exit $?"
wsboard --seed 3 cat.board; echo "exit $?"
wsboard -v friends cat.board; echo "exit $?"
wsboard cat.board >/dev/full; echo "exit $?"
