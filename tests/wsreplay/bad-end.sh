# The end-of-game lines checked against the rack left: bob holds A (1).
# North American doubling is accepted when no rack is lost on record;
# a wrong rack or a wrong amount is not; and play after the end is.
# The game: handcheck-out.gcg.
cp "$CASEDIR/handcheck-out.gcg" base
{ cat base; echo '>ann:  (A) +2 17'; } >double.gcg
{ cat base; echo '>bob: E (E) -1 11'; echo '>ann:  (E) +1 16'; } >rack.gcg
{ cat base; echo '>ann:  (A) +3 18'; } >amount.gcg
{ cat base; echo '>bob: A E4 (T)A +4 16'; } >after.gcg
cat base >none.gcg
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" double.gcg | tail -1
for f in rack amount after none; do
	wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" $f.gcg
done
