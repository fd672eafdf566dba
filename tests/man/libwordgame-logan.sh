# The third program of libwordgame(3) on the record the page names, Maven
# against Adam Logan in 1998 (../shared/gcg/logan.gcg): the final scores
# the page shows (its block named logan-scores).
game=$WG_SHARED/gcg/logan.gcg
[ -n "$WG_SHARED" ] && [ -f "$game" ] || exit 77
$WG_EXEC "$WG_TOP_BUILDDIR/tests/man/finalscores" "$game" >scores
echo "exit $?"
cat scores
awk -v name=logan-scores -f "$WG_TOP_SRCDIR/tests/man/listing.awk" \
    "$WG_TOP_SRCDIR/man/libwordgame.3" | diff -u - scores
