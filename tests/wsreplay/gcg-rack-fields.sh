# The rack field of a withdrawal ("--") is the rack the play was made
# from, and that of a rack penalty the tiles lost: both are checked.
# The stalled game of end-lines.sh: bob is left with AS (2).
cat >base.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 4C CAT +10 10
G
{ cat base.gcg; echo '>ann: ACE -- -10 0'; } >withdraw.gcg
{ cat base.gcg; echo '>ann: ACT -- -10 0'; } >withdraw-right.gcg
for f in withdraw withdraw-right; do
	wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" $f.gcg
	echo "exit $?"
done
{ cat "$CASEDIR/handcheck-stall.gcg"; echo '>ann: AE? (AE?) -2 8'
  echo '>bob: AT (AS) -2 3'; } >stalled.gcg
sed 's/^stall 2 per-player passes lose$/& empty-bag/' \
    "$CASEDIR/handcheck.wgv" >xwords.wgv
wsreplay --no-lexicon --summary -v ./xwords.wgv stalled.gcg
echo "exit $?"
