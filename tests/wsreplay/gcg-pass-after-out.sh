# Under double challenge a failed challenge of the play that goes out
# costs the challenger a turn: the record writes the pass after the last
# play (Macondo does), then the end lines.  bad-end.sh's game.
cp "$CASEDIR/handcheck-out.gcg" base.gcg
{ cat base.gcg; echo '>bob: A - +0 12'; echo '>ann:  (A) +2 17'; } \
    >pass.gcg
{ cat base.gcg; echo '>bob: A - +0 12'; echo '>bob: A - +0 12'
  echo '>ann:  (A) +2 17'; } >two-passes.gcg
for f in pass two-passes; do
	wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" $f.gcg
	echo "exit $?"
done
