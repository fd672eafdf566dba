# The first move misses the start square and is skipped, so bob's move
# is the first on the board: SEA, S1 E1 A1 doubled on D4 = 6.
cat >g.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 1A CAT +5 5
>bob: AES 4C SEA +6 6
G
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" g.gcg
