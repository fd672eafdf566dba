# The third program of libwordgame(3), built from the page, as wsreplay(1)
# --summary would judge: a self-play game adds up (0); a record whose first
# score is 12, not 10, is reported at its column (1); the first record of
# each member of an archive, the worst status; an empty file, a missing
# one, a record of an unknown variant and no file at all, each a message
# and status 2.
finalscores=$WG_TOP_BUILDDIR/tests/man/finalscores
wsgen --selfplay 1 --seed 3 >game.gcg
$WG_EXEC "$finalscores" game.gcg
echo "exit $?"
wsreplay --no-lexicon --summary game.gcg | cut -f4-
cat >wrong.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 8G CAT +12 12
>bob: AES 9F SEA +11 11
G
$WG_EXEC "$finalscores" wrong.gcg
echo "exit $?"
tar cf games.tar game.gcg wrong.gcg
$WG_EXEC "$finalscores" games.tar
echo "exit $?"
: >empty.gcg
$WG_EXEC "$finalscores" empty.gcg
echo "exit $?"
$WG_EXEC "$finalscores" missing.gcg
echo "exit $?"
printf '#player1 a\n#player2 b\n#variant nosuch\n' >nosuch.gcg
$WG_EXEC "$finalscores" nosuch.gcg
echo "exit $?"
$WG_EXEC "$finalscores"
echo "exit $?"
