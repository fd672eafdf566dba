# The variant of wgvariant(5), tiny, plays as its lines say: a 5 x 5 board
# starting on the double word C3, racks of 3, three tiles a bingo worth 10,
# A worth 1, B 3 and the blank 0; then a double and a triple letter, a
# double word, and a triple word in a corner.
awk -v name=tiny.wgv -f "$WG_TOP_SRCDIR/tests/man/listing.awk" \
    "$WG_TOP_SRCDIR/man/wgvariant.5" >tiny.wgv ||
	echo "wgvariant.5: no listing tiny.wgv"
echo '5/5/5/5/5 AB?/ 0/0 0' >empty.cgp
wsmove -v ./tiny.wgv --no-lexicon --verbose empty.cgp '3B ABa' '3C AB' '2B AB'
echo "exit $?"
wsmove -v ./tiny.wgv --no-lexicon --apply empty.cgp '3B AB' >one.cgp
wsmove -v ./tiny.wgv --no-lexicon --verbose --rack AB? one.cgp \
    'B2 B(A)A' '4C AB' 'A1 BAa'
