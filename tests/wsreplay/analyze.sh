# --analyze: each turn's move against the engine's best by static equity,
# first with leave values all 0 (an empty --leaves file: the score).  ann plays AT for (1 + 1) x 2 = 4 where
# ACT or CAT makes (3 + 1 + 1) x 2 = 10 on the start's double word: she loses
# 6 (the engine's is H6 ACT, down).  bob passes
# with VV where G7 V(A)V makes V 4 x 2 + A 1 + V 4 x 2 = 17 on the double
# letters G7 and G9: he loses 17.  Then a
# self-play game, whose players always take the top score, loses nothing
# until the bag is empty, where the exact endgame solver finds 3 lost by
# each (analyze-endgame.sh shows those turns; only the totals here), and
# the same game twice in a tar archive.
# Last, the shipped leave values (the default) value the leaves kept too.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cp "$CASEDIR/analyze.gcg" .
: >zero.txt
wsreplay --analyze --leaves zero.txt analyze.gcg
wsreplay --analyze --leaves zero.txt --json analyze.gcg
wsgen --selfplay 1 --seed 3 >game.gcg
wsreplay --analyze --leaves zero.txt game.gcg | grep '^total'
cp game.gcg again.gcg
tar -cf games.tar game.gcg again.gcg
wsreplay --analyze --leaves zero.txt games.tar | grep -c '^total'
wsreplay --analyze analyze.gcg | cut -f 1-3,5
# --header names the turn lines' columns.
wsreplay --analyze --header --leaves zero.txt analyze.gcg | head -1
