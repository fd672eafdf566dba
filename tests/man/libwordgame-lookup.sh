# The first program of libwordgame(3), built from the page: CAT in a list
# that holds it and in one that lacks it; a missing list, and one with no
# word (a capitalised entry is a proper noun in English), each a message
# and status 2.
lookup=$WG_TOP_BUILDDIR/tests/man/lookup
printf 'cat\ndog\n' >words.txt
$WG_EXEC "$lookup"
echo "exit $?"
printf 'cats\ndog\n' >words.txt
$WG_EXEC "$lookup"
echo "exit $?"
rm words.txt
$WG_EXEC "$lookup"
echo "exit $?"
printf 'Cat\n' >words.txt
$WG_EXEC "$lookup"
echo "exit $?"
