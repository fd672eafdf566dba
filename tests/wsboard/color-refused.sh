# --color colours the text drawing: with --svg, --board or --cgp, which
# have no colours, it is a usage error, not ignored (issue 34, item 6).
board=$WG_TOP_SRCDIR/tests/wsboard/blank.board
for o in --svg --board --cgp; do
	wsboard --color=always $o "$board" >out 2>err
	echo "exit $? $o"
	cat out
	head -n 1 err
done
