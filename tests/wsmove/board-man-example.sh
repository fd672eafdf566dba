# The listings of wgboard(5) are the positions the page says.  The board
# file after CAT and its CGP line judge moves alike, with player 2 on turn
# holding DOGS?AE, and play to the same position.  The stacking position
# and its CGP (the page's opcodes after the grid of CAT, no racks, the
# board file's scores) both count C three high, A two, and T a rainbow
# tile that doubles the word.
page=$WG_TOP_SRCDIR/man/wgboard.5
for name in cat.board cat.cgp stack.board stack.opcodes; do
	awk -v name=$name -f "$WG_TOP_SRCDIR/tests/man/listing.awk" \
	    "$page" >$name || echo "wgboard.5: no listing $name"
done
echo "$(cut -d' ' -f1 cat.cgp) / 20/11 0 $(cat stack.opcodes)" >stack.cgp
for f in cat.board cat.cgp; do
	echo "== $f"
	wsmove --no-lexicon "$f" '8H (CAT)S' 'K5 DOGS' '8L ZA'
	echo "exit $?"
	wsmove --no-lexicon --apply "$f" 'K5 DOGS'
done
for f in stack.board stack.cgp; do
	echo "== $f"
	wsmove --no-lexicon --verbose --rack SOBER "$f" '8H (CAT)S' '8H (CA)RS'
	wsmove --no-lexicon --apply --rack SOBER "$f" '8H (CA)RS'
done
