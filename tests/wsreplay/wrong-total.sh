# The score is right (10) but the total says 11; bob's total then adds up
# from his own previous total.
cat >g.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 4C CAT +10 11
>bob: AES D2 SE. +5 5
>ann: AE? - +0 11
G
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" g.gcg
