# sim2 as --sim plays: ranked by the variant's win table (win=1) and the
# opponent's racks drawn from an inference of their last move when it
# kept at most 2 tiles (infer=2), both by default.  Each changes the
# games; the threads do not, and the same seed plays the same games.
b=sim2,candidates=3,iterations=16
wsgen --selfplay 2 --seed 4 --player1 $b --player2 static >def.gcg
wsgen --selfplay 2 --seed 4 --player1 $b,infer=2,win=1 --player2 static \
    >said.gcg
wsgen --selfplay 2 --seed 4 --player1 $b --player2 static >again.gcg
wsgen --selfplay 2 --seed 4 --player1 $b,threads=2 --player2 static >t2.gcg
wsgen --selfplay 2 --seed 4 --player1 $b,infer=0 --player2 static >i0.gcg
wsgen --selfplay 2 --seed 4 --player1 $b,infer=3 --player2 static >i3.gcg
wsgen --selfplay 2 --seed 4 --player1 $b,win=0 --player2 static >w0.gcg
cmp -s def.gcg said.gcg && echo "infer=2 and win=1 by default"
cmp -s def.gcg again.gcg && echo "the same seed, the same games"
cmp -s def.gcg t2.gcg && echo "two threads, the same games"
cmp -s def.gcg i0.gcg || echo "infer=0 plays otherwise"
cmp -s def.gcg i3.gcg || echo "infer=3 plays otherwise"
cmp -s i0.gcg i3.gcg || echo "infer=3 plays not as infer=0"
cmp -s def.gcg w0.gcg || echo "win=0 plays otherwise"
for s in sim2,infer=17 sim2,win=2 sim2,infer=-1; do
	wsgen --selfplay 2 --player1 $s --player2 static --stats
	echo "exit $?"
done
