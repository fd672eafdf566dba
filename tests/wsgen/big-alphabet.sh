# The move generator takes alphabets of at most 32 letters: a larger one is
# a limit, said as such, not a lack of memory.
printf 'abc\ncab\n' >w.txt
wsdict build -a ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆ -o l.wgl w.txt
wsgen -l ./l.wgl "$CASEDIR/cat.board" ABC; echo "exit $?"
