# An exchange draws from the bag the play has left, which a record leaving
# out a draw cannot hide: after bob's (A)SE the bag of handcheck (4 tiles
# after the deal, 3 drawn by ann, 1 by bob) is empty, and ann's rack
# written without her last draw does not make room for an exchange.
cat >short.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 4C CAT +10 10
>bob: AES D4 .SE +5 5
>ann: AE -E +0 10
G
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" short.gcg
echo "exit $?"
