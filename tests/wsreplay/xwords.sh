# The xwords variant follows rules/xwords.txt; classic, the tournament
# game of real records, does not.
# "If in one turn, you make more than one word, the points are added
# separately" - and nothing names a bonus for using all 7 letters: the
# first move ABCDEFG across 8D scores (A 1 x 2 on the DL + 3 + 3 + 2 + 1 +
# 4 + 2) x 2 on the centre's DW = 34 in xwords, 84 in classic.
printf '#player1 ann Ann\n#player2 bob Bob\n>ann: ABCDEFG 8D ABCDEFG +34 34\n' \
    >bingo.gcg
wsreplay --no-lexicon -v xwords bingo.gcg | cut -f1-5
wsreplay --no-lexicon -v classic bingo.gcg | cut -f1-5
# "When the game ends, all the players subtract the points of the letters
# they have remaining. If a player has no letters left, he adds the score
# of the letters that the others have left": each rack is lost on its own
# line, and the player out gains it once.  A self-play game replays as
# written; the same game with the North American accounting (the loser's
# line left out, the out line doubled: p2's EIINU 5, p1 +10) is refused.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen -v xwords --selfplay 1 --seed 3 >game.gcg || exit
# Its leaves are classic's ("leaves classic"): the equity player plays.
wsgen -v xwords --selfplay 1 --seed 3 --equity | tail -1
grep -c 'xwords' game.gcg
wsreplay --summary game.gcg | cut -f2-7
tail -2 game.gcg
awk 'NR == n - 1 { next } NR == n { $(NF - 1) = "+10"; $NF = 367 } 1' \
    n="$(wc -l <game.gcg)" game.gcg >na.gcg
tail -1 na.gcg
wsreplay --summary na.gcg | cut -f2-7
# "Xwords is a board game ... for 2 to 4 players": three replay, five
# cannot be written.
printf '#player1 a A\n#player2 b B\n#player3 c C\n>a: ABC 8G ABC +14 14\n' \
    >three.gcg
wsreplay --no-lexicon --summary -v xwords three.gcg | cut -f2-7
