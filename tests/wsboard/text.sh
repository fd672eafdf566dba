# The text picture, not a terminal so no colours: premium signs, the
# start square, a blank in lowercase, three players with the one on turn
# marked, racks known and not, the bag and the scoreless turns; read from
# a file, from standard input and from "-".
wsboard "$CASEDIR/blank.board"
wsboard <"$CASEDIR/blank.board" >stdin.out
wsboard - <"$CASEDIR/blank.board" >dash.out
wsboard "$CASEDIR/blank.board" | cmp - stdin.out && cmp stdin.out dash.out
