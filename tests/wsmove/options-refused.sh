# --apply prints a position, not a judgement: --json and --verbose do
# not go with it, nor --verbose with --json; usage errors, exit 2
# (issue 34, item 6).
board=$CASEDIR/cat.board
for o in "--apply --json" "--apply --verbose" "--json --verbose"; do
	wsmove --no-lexicon $o "$board" "9H AT" >out 2>err
	echo "exit $? $o"
	cat out
	head -n 1 err
done
