# An exchange by count, as wsreplay(1) documents: "-3" with or without the
# rack, the tiles not named.
cat >count.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDEIOR -3 +0 0
>bob: -7 +0 0
>ann: ACDEIOR 8D CORDIAE +76 76
G
wsreplay --no-lexicon count.gcg
