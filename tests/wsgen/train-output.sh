# An output the trainer cannot write is refused before any game is
# played: exit 2, one message naming it (no "input/output error" after
# it), and nothing else written.  Values and statistics still go to a
# temporary file renamed into place.
V=$CASEDIR/tiny.wgv
wsdict build -q -v "$V" -o tiny.wgl "$CASEDIR/tiny-words.txt"
t() { wsgen -l tiny.wgl -v "$V" "$@"; }
mkdir folder
t --train-stats no/such/x.st --games 500; echo "exit $?"
t --train-stats folder --games 500; echo "exit $?"
t --train-leaves no/x.wglv --games 500 --generations 9; echo "exit $?"
t --train-stats a.st --games 3 --seed 1
t --merge-stats folder a.st; echo "exit $?"
printf 'S 8\n' > s.txt
t --leaves s.txt --write-leaves no/x.wglv; echo "exit $?"
# A file that exists is replaced whole; no temporary file is left.
t --train-stats a.st --games 3 --seed 2 && t --merge-stats m.wglv a.st &&
    ! ls -a folder . | grep "^\.wglex" && echo no temporary file
