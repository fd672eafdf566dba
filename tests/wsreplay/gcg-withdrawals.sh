# Withdrawals: the "-- +0 TOTAL" form (no score, the total put right) is
# accepted beside "-- -76 0"; and a withdrawn play is a turn lost that
# counts toward the stalled end like a pass.  CORDIAE: 76; TINGLER at 8D:
# T 1 doubled on D8, I 1, N 1, G 2, L 1 on the centre, E 1, R 1: 9 * 2 =
# 18, and 50.
cat >zero.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDEIOR 8D CORDIAE +76 76
>ann: ACDEIOR -- +0 0
>bob: EGILNRT 8D TINGLER +68 68
G
wsreplay --no-lexicon zero.gcg
echo "exit $?"
# handcheck (four passes end it): ann's CAT withdrawn, then three passes.
cat >stall.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 4C CAT +10 10
>ann: ACT -- -10 0
>bob: AES - +0 0
>ann: ACT - +0 0
>bob: AES - +0 0
>ann: ACT (ACT) -5 -5
>bob: AES (AES) -3 -3
G
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" stall.gcg
echo "exit $?"
