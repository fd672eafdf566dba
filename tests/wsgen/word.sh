# --word: every place BATS can go (the rack is the word's own letters when
# none is known), and with a rack that lacks a letter, none (exit 1).
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl -n 0 --word bats "$CASEDIR/cat.board" ABS
wsgen -l ./w.wgl -n 0 --word TABS "$CASEDIR/cat.board" XYZ
echo "exit $?"
