# Self-play is reproducible: the same seed gives the same games, and game
# I of seed S is the same whatever the number of games.  Every game ends
# with its end-of-game line.
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl --selfplay 3 --seed 4 > a.gcg
wsgen -l ./w.wgl --selfplay 3 --seed 4 > b.gcg
cmp a.gcg b.gcg && echo same
wsgen -l ./w.wgl --selfplay 1 --seed 4 > c.gcg
head -n "$(wc -l < c.gcg)" a.gcg | cmp - c.gcg && echo "first game alike"
grep -c '^#player1' a.gcg
