# Study queries: --length, --contains, --order, --study, --blanks, -v, the
# study command on arguments and standard input, --header, and errors.
# Draws by hand for the classic bag (E 12, A 9, T 6, S 4, blanks 2):
# EAT without blanks 12*9*6 = 648; with one blank 2*(9*6 + 12*6 + 12*9)
# = 468 more, 1116; with two C(2,2)*(6 + 9 + 12) = 27 more, 1143.
printf '%s\n' eat ate tea eats seat teas east sate etas ta at >w.txt
wsdict build -o w.wgl w.txt
wsdict -l ./w.wgl --length 3 dump
wsdict -l ./w.wgl --contains ST --order alphagram dump
wsdict -l ./w.wgl --header --study --order probability --max 3 dump
wsdict -l ./w.wgl --study --blanks 0 study eat
wsdict -l ./w.wgl --study --blanks 1 study eat
# The stacking game's bag: a variant other than classic.
wsdict -l ./w.wgl -v friends --study study eat
printf 'seat\nxyz\nat\n' | wsdict -l ./w.wgl --study study -
echo "exit $?"
wsdict -l ./w.wgl -j --study study eat
wsdict -l ./w.wgl --header check eat xyz
wsdict -l ./w.wgl --header hooks at
wsdict -l ./w.wgl --blanks 3 dump
echo "exit $?"
wsdict -l ./w.wgl --order size dump
echo "exit $?"
wsdict -l ./w.wgl --header -j dump
echo "exit $?"
