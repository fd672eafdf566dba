# The full simulation player, sim2: 2 plies, a budget of its own.  A small
# budget here: it plays its own games, not static's nor sim's, and the
# same seed plays the same games.
b=sim2,candidates=3,iterations=16
wsgen --selfplay 2 --seed 3 --pairs --player1 $b --player2 static --stats
wsgen --selfplay 2 --seed 3 --player1 $b --player2 score >s2.gcg
wsgen --selfplay 2 --seed 3 --player1 $b --player2 score >again.gcg
wsgen --selfplay 2 --seed 3 --player1 static --player2 score >st.gcg
wsgen --selfplay 2 --seed 3 --player1 sim --player2 score >sim.gcg
cmp -s s2.gcg again.gcg && echo "sim2: the same seed, the same games"
cmp -s s2.gcg st.gcg || echo "sim2 plays not as static"
cmp -s s2.gcg sim.gcg || echo "sim2 plays not as sim"
# Its leaves from a file, after the budget.
printf 'S 8\n? 25\nQ -7\n' > few.txt
wsgen --selfplay 2 --seed 3 --player1 $b:few.txt --player2 score |
    grep -c '^#player'
# A budget it does not know, out of range or badly written is refused.
for s in sim2,depth=3 sim2,iterations=0 sim2,threads=65 sim2,candidates=5x \
    sim2x sim2,iterations=4,; do
	wsgen --selfplay 2 --player1 $s --player2 static --stats
	echo "exit $?"
done
