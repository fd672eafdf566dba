# Words already on a board are checked against the lexicon: those it lacks
# are named in a warning (issue 14), across then down, and the move is
# judged as before.  QZ (8G across) and ZX (H8 down) are not words; the
# move G8 (Q)ATS makes QATS and AX, which are.
printf 'variant classic\nboard\n' >b.board
for r in 1 2 3 4 5 6 7; do echo ...............; done >>b.board
echo ......QZ....... >>b.board
echo .......X....... >>b.board
for r in 10 11 12 13 14 15; do echo ...............; done >>b.board
wsmove b.board 'G8 (Q)ATS'; echo "exit $?"
wsmove --no-lexicon b.board 'G8 (Q)ATS'; echo "exit $?"
wsgen -n 1 b.board CATS; echo "exit $?"
