# --turn end prints the position after the record's last line, to analyse
# an unfinished game where it stands; --summary says "unfinished" for it.
cat >game.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDEIOR 8D CORDIAE +76 76
G
wsreplay --no-lexicon --turn end game.gcg
wsreplay --no-lexicon --summary game.gcg
