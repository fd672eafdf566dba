# Leave values a simulation's or trainer's sums hold whatever the games:
# a text value beyond 10000 points either way is refused where it stands,
# exit 2 (a value of a million once overflowed --sim's sum of squares and
# printed a standard error of 0); 10000 itself is read.
board=$WG_TOP_SRCDIR/share/examples/midgame.board
printf 'A 1\nS 1000000\n' > big.txt
wsgen --sim --iterations 10 --candidates 2 --leaves big.txt "$board"
echo "exit $?"
printf 'A 1\nS -1e5\n' > neg.txt
wsgen --equity --leaves neg.txt "$board"; echo "exit $?"
printf 'A 1\nS 10000\n' > max.txt
wsgen --leaves max.txt --write-leaves max.wglv; echo "exit $?"
