# Every SVG wsboard draws is well-formed XML, by xmllint (Debian's
# libxml2-utils, which the quick start installs): every fixture, every
# variant, a last move, names that need escaping in the viewer's pages.
command -v xmllint >/dev/null ||
    { echo "xmllint not found (apt-get install libxml2-utils)" >&2; exit 77; }
n=0
for f in "$CASEDIR"/blank.board "$CASEDIR"/rainbow.board \
    "$CASEDIR"/../wsmove/cat.board "$CASEDIR"/../wsmove/stack.board; do
	wsboard --svg --last '8H CAT' "$f" >pic.svg && xmllint --noout pic.svg &&
	    n=$((n + 1))
done
for v in classic classic-pl friends friends-de spy stack; do
	printf 'variant %s\nboard\n' $v >e.board
	printf '...............\n%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 \
	    >>e.board
	seed=
	[ $v = spy ] && seed='--seed 1'
	wsboard --svg $seed e.board >pic.svg && xmllint --noout pic.svg &&
	    n=$((n + 1))
done
echo "$n well-formed"
