# --cgp and --board convert both ways and keep everything: a board file
# to CGP, back to a board file, and to CGP again gives the same line;
# stacks, rainbow tiles and the length too.
for f in blank.board rainbow.board; do
	wsboard --cgp "$CASEDIR/$f" | tee $f.cgp
	wsboard --board $f.cgp | tee $f.again
	wsboard --cgp $f.again | cmp - $f.cgp
done
# A CGP line draws as its board file does.
wsboard blank.board.cgp >a
wsboard --board blank.board.cgp | wsboard >b
cmp a b
