# --peg on small boards (peg-tiny.wgv: 7x7, racks of 3, ENABLE), self-play
# games of seeds 5 (turn 7) and 1 (turn 8) of that variant.
# peg1.board: 1 tile in the bag, 4 unseen (EERZ); the opponent's rack the
# board gives (ERZ) is not used: 4 splits, E twice.  7E DOT goes out of
# tiles, draws the last one, and wins every split; the pass and the
# exchanges are candidates too.
wsgen -v "$CASEDIR/peg-tiny.wgv" --peg -n 4 --header "$CASEDIR/peg1.board"
# peg2.board: 2 tiles in the bag, 5 unseen: 20 orders of the bag.
wsgen -v "$CASEDIR/peg-tiny.wgv" --peg -n 3 "$CASEDIR/peg2.board"
wsgen -v "$CASEDIR/peg-tiny.wgv" --peg -n 1 --json "$CASEDIR/peg2.board"
# Every move ranked; the 2 best by static equity only.
wsgen -v "$CASEDIR/peg-tiny.wgv" --peg -n 0 "$CASEDIR/peg2.board" | wc -l
wsgen -v "$CASEDIR/peg-tiny.wgv" --peg --candidates 2 "$CASEDIR/peg2.board"
# The rack on the command line.
wsgen -v "$CASEDIR/peg-tiny.wgv" --peg -n 1 "$CASEDIR/peg1.board" DOT
