# Matches between strategies: player 1 and player 2 are counted as given,
# whatever seat they sat in, so the names swapped mirror the tally.
wsgen --selfplay 4 --seed 3 --pairs --player1 equity --player2 score --stats
wsgen --selfplay 4 --seed 3 --pairs --player1 score --player2 equity --stats
# The same strategy both sides of each deal: the wins are even.
wsgen --selfplay 4 --seed 3 --pairs --player1 score --player2 score --stats
# A leaves file as a strategy; without --stats the records are printed.
printf 'S 8\n? 25\nQ -7\n' > few.txt
wsgen --selfplay 2 --seed 3 --player1 equity:few.txt --player2 score |
    grep -c '^#player'
# Spy lays its premiums at random: there "equity" looks one reply ahead,
# as "sim" does in any variant, and "static" never; in classic "equity"
# is static equity.
wsgen -v spy --selfplay 2 --seed 3 --player1 equity --player2 score >eq.gcg
wsgen -v spy --selfplay 2 --seed 3 --player1 sim --player2 score >sim.gcg
wsgen -v spy --selfplay 2 --seed 3 --player1 static --player2 score >st.gcg
cmp -s eq.gcg sim.gcg && echo "spy: equity plays as sim"
cmp -s eq.gcg st.gcg || echo "spy: equity plays not as static"
wsgen --selfplay 2 --seed 3 --player1 equity --player2 score >eq.gcg
wsgen --selfplay 2 --seed 3 --player1 static --player2 score >st.gcg
cmp -s eq.gcg st.gcg && echo "classic: equity plays as static"
wsgen -v spy --selfplay 4 --seed 3 --pairs --player1 equity --player2 static \
    --stats
