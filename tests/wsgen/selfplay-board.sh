# --selfplay plays from the empty board: a BOARD given with it is named in
# the message, not only the usage printed.
cp "$CASEDIR/cat.board" .
wsgen --selfplay 1 cat.board
