# The resource limits of wsreplay(1), each named when it refuses a file, and
# a note of 300,000 lines read in linear time (it once took quadratic time:
# minutes; the CPU limit makes that a failure, not a slow pass).
wsgen --selfplay 1 --seed 1 | head -4 >head.gcg
{ cat head.gcg; i=0; while [ $i -lt 1500 ]; do
	echo ">p1: ABCDEFG - +0 0"; echo ">p2: ABCDEFG - +0 0"
	i=$((i + 1)); done; } >passes.gcg
wsreplay --no-lexicon --summary --limit turns=1000 passes.gcg
echo "exit $?"
wsreplay --no-lexicon --summary passes.gcg
echo "exit $?"
{ cat head.gcg; echo "#note start"; yes "more note" | head -300000; } >note.gcg
(ulimit -t 60; wsreplay --no-lexicon --summary note.gcg)
echo "exit $?"
wsreplay --no-lexicon --summary --limit lines=1000 note.gcg
echo "exit $?"
# A double gzip of 3 MB of newlines, stopped at 1 MiB of text.
yes '' | head -c 3000000 | gzip | gzip >nl.gz
wsreplay --no-lexicon --summary --limit text=1M nl.gz
echo "exit $?"
wsreplay --limit turns=0 nl.gz
echo "exit $?"
