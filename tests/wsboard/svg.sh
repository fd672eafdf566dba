# The SVG picture of a classic position: coordinates, premium labels and
# colours, a blank (no value, red letter), the last move outlined, three
# players, an empty rack, a rack with a blank, the bag.
wsboard --svg --last '8H BeE' "$CASEDIR/blank.board"
