# No legal move: nothing listed, exit 1.
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl "$CASEDIR/cat.board" XYZ
