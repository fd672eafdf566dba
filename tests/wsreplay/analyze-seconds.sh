# --analyze --seconds S without --sim: each turn valued within S seconds
# by the method wsgen --best would choose for it.  A 7x7 game of racks of
# 3 and 10 tiles in all, so the bag never holds more than 4: every turn
# with tiles in the bag is a pre-endgame (METHOD peg, exact: the budget
# is far more than it takes), the last an endgame; turn 1's exchange
# and turn 2's AN (the played move is always valued) rank by the share
# of draws won, then spread: D3 NA wins more often than AN though its
# mean spread is lower (LOSS 0).  Below 0.5 s a classic game's early
# turns are valued by static equity (simulation's first round takes a
# few tenths of a second).
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cat >pegbag.wgv <<'VARIANT'
name pegbag
alphabet en
size 7 7
start D4
players 2 4
first seat
rack 3
bingo 20 3
exchange 1
out 1 lose
stall 2 per-player passes lose empty-bag
tile A 2 1
tile E 2 1
tile I 1 1
tile O 1 1
tile T 1 1
tile S 1 1
tile N 1 1
tile R 1 1
premiums
T..d..T
.D...D.
..t.t..
d..*..d
..t.t..
.D...D.
T..d..T
VARIANT
wsgen -v ./pegbag.wgv --selfplay 1 --seed 1 >bag.gcg
wsreplay -v ./pegbag.wgv --analyze --header --seconds 30 bag.gcg
wsreplay -v ./pegbag.wgv --analyze --json --seconds 30 bag.gcg |
    grep '"turn":2,'
wsgen --selfplay 1 --seed 3 >game.gcg
wsreplay --analyze --seconds 0.1 game.gcg | sed -n '1,3p' | cut -f 1,8
