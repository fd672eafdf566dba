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
