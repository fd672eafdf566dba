# #character-encoding is honoured: ISO-8859-1 text is decoded even where
# its bytes happen to make UTF-8 (C3 A9 is "Ã©" in Latin-1, not "é"), and
# an encoding we do not read is refused.
printf '#character-encoding ISO-8859-1\n#player1 ann Jos\303\251\n#player2 bob Bob\n>ann: ACDEIOR 8D CORDIAE +76 76\n' \
    >latin1.gcg
wsreplay --no-lexicon --to-gcg latin1.gcg | sed -n 2p
printf '#character-encoding KOI8-R\n#player1 ann Ann\n#player2 bob Bob\n>ann: ACDEIOR 8D CORDIAE +76 76\n' \
    >koi8.gcg
wsreplay --no-lexicon --summary koi8.gcg
echo "exit $?"
