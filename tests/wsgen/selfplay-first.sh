# Self-play starts with a random player: "Once 7 letras are dealt to each
# player, a player is randomly chosen to start" (rules/xwords.txt), the
# variant's "first random".  The seat that starts comes from the game's
# seed: the games of a deal with --pairs start in the same seat, so each
# strategy starts the deal once.  A "first seat" variant (spy) always
# starts with p1.
printf 'at\ncat\ncats\neat\neats\nsat\nseat\nset\ntea\nteas\n' >w.txt
wsdict build -o w.wglex w.txt || exit
first() {
	awk '/^>/ && !seen { sub(/:.*/, ""); sub(/>/, ""); printf "%s ", $0;
	    seen = 1 } /^$/ { seen = 0 } END { print "" }'
}
echo "random:"
wsgen -v "$CASEDIR/../wsreplay/handcheck.wgv" -l ./w.wglex --selfplay 12 \
    --seed 1 | first
echo "pairs:"
wsgen -v "$CASEDIR/../wsreplay/handcheck.wgv" -l ./w.wglex --selfplay 12 \
    --seed 1 --pairs --player1 score --player2 score | first
sed 's/^first random/first seat/; s/^name handcheck/name seat/' \
    "$CASEDIR/../wsreplay/handcheck.wgv" >seat.wgv
echo "seat:"
wsgen -v ./seat.wgv -l ./w.wglex --selfplay 12 --seed 1 | first
