# --turn shows one record: with several (files, or an archive's members)
# it says so, exit 2, and prints nothing; one member of an archive is
# named as wsreplay names it, ARCHIVE(MEMBER).
cat >a.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDEIOR 8D CORDIAE +76 76
G
sed 's/ann/cat/' a.gcg >b.gcg
tar cf games.tar a.gcg b.gcg
wsreplay --no-lexicon --turn 1 a.gcg b.gcg
echo "exit $?"
wsreplay --no-lexicon --turn 1 games.tar
echo "exit $?"
wsreplay --no-lexicon --turn 1 'games.tar(b.gcg)' | grep '^player'
echo "exit $?"
wsreplay --no-lexicon --summary 'games.tar(b.gcg)'
wsreplay --no-lexicon --summary 'games.tar(c.gcg)'
echo "exit $?"
