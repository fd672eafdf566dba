# A rack that lacks the tiles kept on the turn before (ann keeps DGOO
# after CAT, and writes EGOORSU: no D) is a slip of the recording that
# leaves every score adding up: a warning with its line and column, the
# record right (ok, exit 0); with --strict it is wrong (bad, exit 1).
cat >slip.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDGOOT 8G CAT +10 10
>bob: AEQSXYZ 9G AS +10 10
>ann: EGOORSU 7I GOO +11 21
G
wsreplay --no-lexicon --summary slip.gcg
echo "exit $?"
wsreplay --no-lexicon --summary --strict slip.gcg
echo "exit $?"
wsreplay --no-lexicon --json slip.gcg | grep -o '"problems":.*'
wsreplay --no-lexicon --json --strict slip.gcg | grep -o '"ok":.*'
