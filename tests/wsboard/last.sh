# --last marks the tiles a move placed, not those it played through nor
# empty squares; a down move; GCG's '.' for a played-through letter.
wsboard --last '8H BeE' "$CASEDIR/blank.board" | sed -n 10p
wsboard --last '8H (B)eE' "$CASEDIR/blank.board" | sed -n 10p
wsboard --last '8H .eE' "$CASEDIR/blank.board" | sed -n 10p
wsboard --last 'H8 BOX' "$CASEDIR/blank.board" | sed -n '10,12p'
