# --best with 1 tile in the bag where the pre-endgame decides nothing in
# its half of the budget: a full-size board (pegfull.wgv: 28 tiles),
# seven tiles against seven, 481 candidates, the player on turn 84
# behind (no move wins every draw).  Simulation answers with the half
# left (METHOD sim; before, the static best), within the budget (4 s:
# the 2 s left cover a loaded machine's late stop of the pre-endgame).
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen -v "$CASEDIR/pegfull.wgv" --best --seconds 4 \
    "$CASEDIR/pegfull.board" | cut -f 6
