# Turn lines end with the rack, the tiles placed and a bingo flag (the
# columns before them unchanged); --header names the columns, for the
# turn lines and --summary; other modes refuse it.  Empty fields read
# with awk -F'\t' keep their places.
cp "$CASEDIR/game.gcg" "$CASEDIR/handcheck.wgv" .
wsreplay --header --no-lexicon -v ./handcheck.wgv game.gcg | head -n 4
wsreplay --header --summary --no-lexicon -v ./handcheck.wgv game.gcg
wsreplay --no-lexicon -v ./handcheck.wgv game.gcg | awk -F '\t' '/^[0-9]/ {
	printf "turn %s rack [%s] tiles %s bingo %s leave [%s]\n", $1, $9,
	    $10, $11, $7 }' | head -n 3
wsreplay --no-lexicon -v ./handcheck.wgv --json game.gcg | grep -o '"rack":[^,]*,"tiles":[0-9]*,"bingo":[a-z]*' | head -n 3
wsreplay --header --to-gcg game.gcg
echo "exit $?"
