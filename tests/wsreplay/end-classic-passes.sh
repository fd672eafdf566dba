# Xwords ends a game on passes only once the sack is empty ("no letters
# left in the sack and ... all the players pass twice"): four passes at
# the start, 86 tiles in the bag, end nothing and the game goes on.
# CORDIAE at 8D: C on the double letter D8, the centre H8 doubles the
# word: (3*2 + 1+1+2+1+1+1) * 2 = 26, and 50 for the seven tiles: 76.
cat >passes.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
#variant classic
>ann: ACDEIOR - +0 0
>bob: EGILNRT - +0 0
>ann: ACDEIOR - +0 0
>bob: EGILNRT - +0 0
>ann: ACDEIOR 8D CORDIAE +76 76
G
wsreplay --no-lexicon passes.gcg
