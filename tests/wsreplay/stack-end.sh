# The three endings of the stacking game: every square covered, the pool
# empty, every player passing in a row.  Scores are checked by hand in
# the logs' notes.
for end in full pool passes; do
	WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
	    "$CASEDIR/stack-end-$end.wglog"
done
# A line of play after the end is reported.
sed 's/^end$/pass bob EAS +0 22/' "$CASEDIR/stack-end-full.wglog" >after.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon --summary after.wglog
