# A lexicon of 33 letters on a classic board: the letters the variant has no
# tile for are named (issue 14: a lexicon of another language) before the
# move generator's limit of 32 letters could be reached.
printf 'abc\ncab\n' >w.txt
wsdict build -a ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆ -o l.wgl w.txt
wsgen -l ./l.wgl "$CASEDIR/cat.board" ABC; echo "exit $?"
