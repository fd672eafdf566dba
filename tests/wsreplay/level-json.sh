# --level with --json prints one object; --level replays nothing, so any
# other option or a file with it is a usage error (issue 34, item 6).
wsreplay --level 500 --json; echo "exit $?"
wsreplay --json --level 269500; echo "exit $?"
for args in "--level 5 game.gcg" "--level 5 --no-lexicon" \
    "--level 5 --summary" "--level 5 --strict"; do
	wsreplay $args >out 2>err
	echo "exit $? $args"
	cat out
	head -n 1 err
done
