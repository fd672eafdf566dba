# Player levels by skill points, at the edges of the rules' table.
for p in 0 499 500 1899 1900 4899 4900 10499 10500 19999 20000 34999 \
    35000 57399 57400 89399 89400 133499 133500 192499 192500 269499 \
    269500 4000000000; do
	printf '%s\t' "$p"
	wsreplay --level "$p" || exit
done
wsreplay --level 1,000
