# A record that names its players with #player lines names them all: a
# line of an undeclared p3 is an error, not a third player.
cat >p3.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDEIOR 8D CORDIAE +76 76
>p3: AES 9F SEA +9 9
G
wsreplay --no-lexicon --summary p3.gcg
echo "exit $?"
