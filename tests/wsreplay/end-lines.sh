# The lines the end of a game needs.  handcheck with Xwords' stalled end
# (passes count once the bag is empty) and Words With Friends' accounting
# (the transfer only).  ann's CAT at 4C: C 3, A 1 on the double word D4,
# T 1: 5*2 = 10; bob's (A)TE down from D4: A 1, T 1, E 1 on the triple
# letter D6: 5; the bag (4 tiles) is empty after it.  Four passes then end
# the game; ann's AE? is worth 2, bob's AS 2.
sed 's/^stall 2 per-player passes lose$/& empty-bag/' \
    "$CASEDIR/handcheck.wgv" >xwords.wgv
sed 's/^out 1 lose$/& transfer/' "$CASEDIR/handcheck.wgv" >friends.wgv
cp "$CASEDIR/handcheck-stall.gcg" play.gcg
{ cat play.gcg; echo '>ann: AE? (AE?) -2 8'; echo '>bob: AS (AS) -2 3'; } \
    >stalled.gcg
{ cat play.gcg; echo '>ann: AE? (AE?) -2 8'; } >no-penalty.gcg
# The four passes at the start end nothing; the game ends after the four
# with the bag empty.
wsreplay --no-lexicon -v ./xwords.wgv stalled.gcg
echo "exit $?"
wsreplay --no-lexicon --summary -v ./xwords.wgv no-penalty.gcg
echo "exit $?"
# Today's handcheck ends the game at the fourth pass.
wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" stalled.gcg
echo "exit $?"
# Going out (bad-end.sh's game, whose scores it checks): bob is left with
# A (1).  The North American gain (twice bob's A, 2) is wrong under the
# transfer, and so is the gain without bob's line; bob's -1 and ann's +1
# are right.
cp "$CASEDIR/handcheck-out.gcg" base.gcg
{ cat base.gcg; echo '>ann:  (A) +2 17'; } >double.gcg
{ cat base.gcg; echo '>bob: A (A) -1 11'; echo '>ann:  (A) +1 16'; } \
    >transfer.gcg
{ cat base.gcg; echo '>ann:  (A) +1 16'; } >gain-only.gcg
for f in double transfer gain-only; do
	wsreplay --no-lexicon --summary -v ./friends.wgv $f.gcg
	echo "exit $?"
done
