# By equity the exchanges are made from the run's leaves (a leave's value
# is its exchange's equity); by score they are counted over the rack's
# codes.  Either way every distinct exchange is listed, once: here the 23
# of a rack with a pair and a blank (3 x 2 x 2 x 2 = 24 tile sets kept,
# less the whole rack), and the pass.
wsdict build -o w.wgl "$CASEDIR/words.txt"
printf 'S 8\nB -2\nAS 3.5\n?S 12\n' > leaves.txt
wsgen -l ./w.wgl -n 0 --exchanges "$CASEDIR/cat.board" 'AAB?S' |
	awk -F '\t' '$2 ~ /^-/ { print $2 }' | sort > score.txt
wsgen -l ./w.wgl -n 0 --exchanges --equity --leaves leaves.txt \
	"$CASEDIR/cat.board" 'AAB?S' |
	awk -F '\t' '$2 ~ /^-/ { print $2 }' | sort > equity.txt
cmp score.txt equity.txt && sort -u equity.txt | wc -l
