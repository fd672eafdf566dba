# --json: an array of objects; --dots writes played-through letters as '.'.
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl -n 2 --json "$CASEDIR/cat.board" ABS
wsgen -l ./w.wgl -n 4 --dots "$CASEDIR/cat.board" ABS
