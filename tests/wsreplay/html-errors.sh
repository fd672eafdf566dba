# --html excludes the other modes; a page shows one game, so an input of
# two is refused and nothing is written.
cp "$CASEDIR/game.gcg" "$CASEDIR/handcheck.wgv" .
wsreplay --html --json game.gcg; echo "exit $?"
wsreplay --html --turn 2 game.gcg; echo "exit $?"
wsreplay --no-lexicon -v ./handcheck.wgv --html game.gcg game.gcg >two.html
echo "exit $?"
wc -c <two.html
