# The second program of libwordgame(3), built from the page: the best move
# of its CGP position with the default lexicon, which the page says; with
# no lexicon to find, status 2.
page=$WG_TOP_SRCDIR/man/libwordgame.3
move=$($WG_EXEC "$WG_TOP_BUILDDIR/tests/man/bestmove")
status=$?
echo "$move"
echo "exit $status"
grep -Fqx ".Ql $move ." "$page" ||
	echo "libwordgame.3 does not say the program prints $move"
mkdir variants
cp "$WG_TOP_SRCDIR/share/variants/classic.wgv" variants/
WORDGAME_PATH=$PWD $WG_EXEC "$WG_TOP_BUILDDIR/tests/man/bestmove"
echo "exit $?"
