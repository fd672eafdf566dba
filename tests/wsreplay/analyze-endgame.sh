# --analyze with the bag empty: the exact endgame solver values the turn.
# Self-play game seed 3 (classic, ENABLE; tests/wsgen/endgame.sh solves
# its turn 21).  Turn 19 (7 tiles against 7) is over the budget of
# positions: valued by static equity, METHOD static/over-budget.  Turn
# 21: p1 holds NNRU, p2 AITU; the best line G7 (KA)RN 9, 2L A(I)T 15, H2
# UN(PAGED) 11 out, IU = 2 points moved twice: 9 - 15 + 11 + 4 = 9 for
# p1; p1 played H2 UN(PAGED), worth 6 after best play: a loss of 3.
# Turn 23: G7 (KA)RN 9 goes out, IU moved twice: 9 + 4 = 13, no loss.
# --endgame-nodes 5000: turn 21 over it too (it needs more), turns 22 and 23
# (p1's last tiles) still solved; 0: no solve, every turn static.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
: >zero.txt
wsgen --selfplay 1 --seed 3 >game.gcg
wsreplay --analyze --header --leaves zero.txt game.gcg | sed -n '1p;19,$p'
wsreplay --analyze --json --leaves zero.txt game.gcg | grep -E '"turn":(19|21),'
wsreplay --analyze --endgame-nodes 5000 --leaves zero.txt game.gcg |
    sed -n '21,23p' | cut -f 1,8
wsreplay --analyze --endgame-nodes 0 --leaves zero.txt game.gcg |
    sed -n '19,23p' | cut -f 1,8
