# ann's rack holds no T; then bob goes on with a rack that does.
cat >g.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACE 4C CAT +10 10
>bob: EST D4 (A)TE +5 5
G
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" g.gcg
