# The SVG picture of a stacking game: the rainbow gradient, heights in the
# tiles' corners, the rainbow tile on the rack.
wsboard --svg "$CASEDIR/rainbow.board"
