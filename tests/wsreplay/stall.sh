# Two passes each end a classic game; everyone loses the rack left.
cat >g.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 4C CAT +10 10
>bob: AES - +0 0
>ann: AE? - +0 10
>bob: AES - +0 0
>ann: AE? - +0 10
>ann: AE? (AE?) -2 8
>bob: AES (AES) -3 -3
G
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" g.gcg | tail -1
