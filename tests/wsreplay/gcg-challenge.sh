# A challenge bonus, "(challenge) +5", is the challenged player's, on the
# line right after the play, once (fivepoint.gcg and vs_frentz.gcg have
# right ones).  CORDIAE: 76 (end-classic-passes.sh).
cat >base.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
G
{ cat base.gcg; echo '>ann: ACDEIOR (challenge) +5 5'; } >first.gcg
{ cat base.gcg; echo '>ann: ACDEIOR - +0 0'
  echo '>ann: ACDEIOR (challenge) +5 5'; } >after-pass.gcg
{ cat base.gcg; echo '>ann: ACDEIOR 8D CORDIAE +76 76'
  echo '>bob: EGILNRT (challenge) +5 5'; } >wrong-player.gcg
{ cat base.gcg; echo '>ann: ACDEIOR 8D CORDIAE +76 76'
  echo '>ann: (challenge) +5 81'; echo '>ann: (challenge) +5 86'; } \
    >twice.gcg
{ cat base.gcg; echo '>ann: ACDEIOR 8D CORDIAE +76 76'
  echo '>ann: (challenge) +5 81'; } >right.gcg
for f in first after-pass wrong-player twice right; do
	wsreplay --no-lexicon --summary $f.gcg
	echo "exit $?"
done
