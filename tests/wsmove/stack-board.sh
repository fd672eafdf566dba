# Stacking boards (wgboard(5) "stack"): heights and rainbow tops read,
# written back by --apply (a pass) in both formats, and hostile ones
# refused with FILE:LINE:COL.
wsmove --no-lexicon --apply "$CASEDIR/stack.board" -
wsmove --no-lexicon --apply "$CASEDIR/stack.board" - >back.board
wsmove --no-lexicon --apply back.board - | grep '^stack'
printf '%s\n' '15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 ABC/ 0/0 0 wg-variant stack; wg-stack H8 3 rainbow/I8 2;' >s.cgp
wsmove --no-lexicon --apply s.cgp -
# Refused: each line replaces the stack lines of the board.
grid() { sed -n '/^board$/,$p' "$CASEDIR/stack.board"; }
n=0
while IFS= read -r line; do
	n=$((n + 1))
	{ printf 'variant stack\n%b\n' "$line"; grid; } >bad$n.board
	wsmove --no-lexicon bad$n.board -; echo "exit $?"
done <<'LINES'
stack H8 3 blue
stack H9 3
stack H8 0
stack H8 256
stack P8 2
stack 8H 2
stack H8
stack H8 2 rainbow more
stack H8 99
stack H8 2\nstack H8 3
LINES
sed 's/CAT/CaT/; s/^stack I8 2$/stack I8 2 rainbow/' "$CASEDIR/stack.board" >wild.board
wsmove --no-lexicon wild.board -; echo "exit $?"
sed 's/^variant stack$/variant classic/' "$CASEDIR/stack.board" >classic.board
wsmove --no-lexicon classic.board -; echo "exit $?"
printf '%s\n' '15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 ABC/ 0/0 0 wg-variant stack; wg-stack H8 3/H9 2;' >bad.cgp
wsmove --no-lexicon bad.cgp -; echo "exit $?"
