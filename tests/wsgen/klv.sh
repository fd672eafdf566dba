# KLV2 and KLV leave files, the wolges and MAGPIE engines' (a word graph of
# the leaves, values in its word order): written by the name's ending,
# read wherever --leaves is taken, told by their content.  The KLV2 reads
# back to the same values; the KLV to 1/256 of a point (8.25 and 25.5 are
# whole 1/256ths).  Classic's 914,624 leaves make a graph of 2,208 nodes
# (kwg.c's, minimal: MAGPIE's own of them has 2,209).
printf 'S 8.25\n?S 25.5\nQ -7.004\n' > some.txt
wsgen --leaves some.txt --write-leaves some.wglv
wsgen --leaves some.wglv --write-leaves some.klv2
wsgen --leaves some.wglv --write-leaves some.KLV
wsgen --leaves-info some.klv2
wsgen --leaves-info some.KLV --json
wsgen --leaves some.wglv --write-leaves a.txt --text
wsgen --leaves some.klv2 --write-leaves b.txt --text
cmp a.txt b.txt && echo "KLV2: the same values"
wsgen --leaves some.KLV --write-leaves c.txt --text
grep -E '^(S|\?S|Q) ' c.txt
# Ranking by a KLV2's values is ranking by the same values.
wsgen -n 3 --equity --leaves some.wglv "$CASEDIR/cat.board" QSS >a.out
wsgen -n 3 --equity --leaves some.klv2 "$CASEDIR/cat.board" QSS >b.out
cmp a.out b.out && cat b.out
# Cut short or damaged: refused, with the file's name.
head -c 1000 some.klv2 > cut.klv2
wsgen --equity --leaves cut.klv2 "$CASEDIR/cat.board" AB; echo "exit $?"
wsgen --leaves-info cut.klv2; echo "exit $?"
# The root (node 0's arc) made node 1, whose arc is itself: a loop.
( head -c 4 some.klv2; printf '\001\000\100\000\001\000\300\000'
    tail -c +13 some.klv2 ) > loop.klv2
wsgen --equity --leaves loop.klv2 "$CASEDIR/cat.board" AB; echo "exit $?"
