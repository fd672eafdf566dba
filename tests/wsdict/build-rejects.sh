# Entries outside the alphabet are left out and reported: the count, then
# the first five with FILE:LINE:COLUMN, the reason and the entry.
printf 'cat\ndog2\ncaf\303\251\nx y\n\nok\nna\357ve\nbad!\n\303\274ber\nlast\n' >list.txt
wsdict build -o t.wgl list.txt
echo "exit $?"
wsdict -l ./t.wgl dump
# -q: no report.
wsdict -q build -o t.wgl list.txt
echo "exit $?"
# Nothing left: no words to build from, and no file.
printf '1\n2\n' >digits.txt
wsdict build -o none.wgl digits.txt
echo "exit $?"
test -e none.wgl || echo "none.wgl: not made"
