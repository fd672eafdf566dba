# --analyze: the win chance each turn lost (WINLOSS, last), from the
# variant's win table: in classic ann's AT for 4 instead of ACT for 10,
# the start of the game, costs a little; bob's pass instead of V(A)V for
# 17 costs more.  JSON gives the chances after the move played and after
# the best too.  xwords ships no win table: '-' and null, and its page
# has no chart.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cp "$CASEDIR/analyze.gcg" .
: >zero.txt
wsreplay --analyze --leaves zero.txt analyze.gcg | cut -f 1,3,7,10
wsreplay --analyze --leaves zero.txt --json analyze.gcg |
    grep -o '"win":[^}]*'
wsgen -v xwords --selfplay 1 --seed 1 >x.gcg
wsreplay --analyze x.gcg | sed -n '1p;$p'
wsreplay --analyze --json x.gcg | grep -o '"win":[^}]*' | sort -u
wsreplay --analyze --html x.gcg | grep -c -E '<figure id="winchart"|<th>Win% lost'
# The chance after an exact endgame is the end's: 100, 50 or 0.
wsgen --selfplay 1 --seed 3 >game.gcg
wsreplay --analyze --json game.gcg | grep '"endgame"' |
    grep -o '"win":[^}]*' | sort -u
