# CAT scores 10 (C3 A1 T1, doubled on D4); the record says 12 and carries
# the 12 on, so the total adds up and only the score is wrong.
cat >g.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 4C CAT +12 12
>bob: AES D2 SE. +5 5
G
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" g.gcg
