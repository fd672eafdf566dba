# Entries outside the alphabet are left out and reported: the count, then
# the first five with FILE:LINE:COLUMN, the reason and the entry.
. "$CASEDIR/common.sh"
printf 'cat\ndog2\ncaf\303\251\nx y\n\nok\nna\357ve\nbad!\n\303\274ber\nlast\n' >list.txt
run wsdict build -o t.wgl list.txt
wsdict -l ./t.wgl dump
# -q: no report.
run wsdict -q build -o t.wgl list.txt
# Nothing left: no words to build from, and no file.
printf '1\n2\n' >digits.txt
run wsdict build -o none.wgl digits.txt
test -e none.wgl || echo "none.wgl: not made"
