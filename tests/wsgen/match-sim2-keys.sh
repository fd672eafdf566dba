# sim2's plies and endgame keys.  plies=2 is its default; plies=1 looks
# one turn ahead, and plays other games.
b=sim2,candidates=3,iterations=16
wsgen --selfplay 2 --seed 1 --player1 $b --player2 static >two.gcg
wsgen --selfplay 2 --seed 1 --player1 $b,plies=2 --player2 static >p2.gcg
wsgen --selfplay 2 --seed 1 --player1 $b,plies=1 --player2 static >p1.gcg
cmp -s two.gcg p2.gcg && echo "plies=2: as by default"
cmp -s two.gcg p1.gcg || echo "plies=1 plays otherwise"
# endgame=N: with the bag empty, the exact endgame's best move when the
# solve ends within N positions, else the simulation's.  endgame=1 is
# over its budget at every solve: the games are the simulation's.
wsgen --selfplay 1 --seed 1 --player1 $b --player2 static >sim.gcg
wsgen --selfplay 1 --seed 1 --player1 $b,endgame=1 --player2 static >one.gcg
wsgen --selfplay 1 --seed 1 --player1 $b,endgame=1000000 \
    --player2 static >eg.gcg
cmp -s sim.gcg one.gcg && echo "endgame=1: simulated"
diff sim.gcg eg.gcg | grep '^[<>]'
# Turn 22, the bag empty: the move played is the solver's best.
wsreplay --turn 22 eg.gcg >t22.board
wsgen --endgame t22.board | head -1 | cut -f 2
sed -n '/^>/p' eg.gcg | sed -n 22p | cut -d ' ' -f 3,4
# late=N: N iterations once the bag holds 7 tiles or fewer; late=16 is
# the budget's own, late=256 plays the last turns otherwise.
wsgen --selfplay 1 --seed 1 --player1 $b,late=16 --player2 static >l16.gcg
wsgen --selfplay 1 --seed 1 --player1 $b,late=256 --player2 static >l256.gcg
cmp -s sim.gcg l16.gcg && echo "late=16: as the budget"
cmp -s sim.gcg l256.gcg || echo "late=256 plays otherwise"
# Out of range.
for s in $b,plies=0 $b,plies=21 $b,endgame=x $b,endgame=1000000001 \
    $b,late=10000001; do
	wsgen --selfplay 2 --player1 $s --player2 static --stats
	echo "exit $?"
done
