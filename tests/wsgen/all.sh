# -n 0 lists every move, and exits 0; the rack comes from the board file
# when no RACK is given (player 2's DOGS?AE there).
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl -n 0 "$CASEDIR/cat.board" ABS | wc -l
wsgen -l ./w.wgl -n 3 "$CASEDIR/cat.board"
