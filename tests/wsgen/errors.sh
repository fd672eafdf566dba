# Trouble: exit 2 with a message.
wsdict build -o w.wgl "$CASEDIR/words.txt"
printf 'variant classic\n' > norack.board
sed -n '/^board$/,$p' "$CASEDIR/cat.board" | sed 1d >> norack.board
wsgen -l ./w.wgl norack.board; echo "exit $?"
wsgen -l ./w.wgl "$CASEDIR/cat.board" 'AB1'; echo "exit $?"
printf 'S 8\nB x\n' > bad.leaves
wsgen -l ./w.wgl --equity --leaves bad.leaves "$CASEDIR/cat.board" AB; echo "exit $?"
wsgen -l ./w.wgl -v nosuch "$CASEDIR/cat.board" AB 2>err; echo "exit $?"
# The installed data folder depends on the prefix.
sed 's/ and [^ ]*)$/ and DATADIR)/' err >&2
wsgen -l ./w.wgl --word 'B4D' "$CASEDIR/cat.board" AB; echo "exit $?"
wsgen -l ./w.wgl -n x "$CASEDIR/cat.board" AB; echo "exit $?"
wsgen -l ./w.wgl; echo "exit $?"
wsgen -l ./w.wgl nosuch.board AB; echo "exit $?"
