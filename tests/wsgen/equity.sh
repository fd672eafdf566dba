# --equity ranks by score plus the leave's value: keeping S is worth 8
# here, so 12-point plays using S fall behind 11-point ones keeping it
# (11 + 8 = 19).  The equity is the last column.
wsdict build -o w.wgl "$CASEDIR/words.txt"
printf '# leave values\nS 8\nB -2\nAS 3.5\n' > leaves.txt
wsgen -l ./w.wgl -n 5 --equity --leaves leaves.txt "$CASEDIR/cat.board" ABS
