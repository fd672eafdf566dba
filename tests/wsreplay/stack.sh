# A stacking game's record replays through the library's stacked plays:
# C*AT 20, S(CAT) 12 (the rainbow C), (S)P(AT)S 20 (P covers C); then the
# same record with a wrong score and a play that puts no tile on an empty
# square (SCAT keeps its S: no word is covered whole), each reported.
# Each opening rack has its one rainbow tile marked '*' (C*, D*).
cat >g.gcg <<'GCG'
#player1 a A
#player2 b B
>a: C*ATXYZQ 8H C*AT +20 20
>b: SD*EFGHI 8G S(CAT) +12 12
>a: PSXYZQL 8G (S)P(AT)S +20 40
GCG
wsreplay --no-lexicon --summary -v stack g.gcg; echo "exit $?"
sed 's/+12 12/+13 13/; s/PSXYZQL 8G (S)P(AT)S +20 40/PATXYZQ 8G (S)PAT +18 38/' g.gcg >bad.gcg
wsreplay --no-lexicon --summary -v stack bad.gcg; echo "exit $?"
