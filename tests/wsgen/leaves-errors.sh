# Leave files and the options of training and matches: exit 2, a message.
printf 'S 8\n' > s.txt
wsgen --leaves s.txt --write-leaves s.wglv
# Values made for classic are refused for a variant of other tiles
# (friends: 104 tiles, A9 B2 C2 D5 E13 ...), both tile sets named.
wsgen -v friends --leaves s.wglv --write-leaves x.wglv; echo "exit $?"
# --leaves-info reads binary files only; and goes alone.
wsgen --leaves-info s.txt; echo "exit $?"
wsgen --leaves-info nosuch.wglv; echo "exit $?"
wsgen --leaves-info s.wglv --selfplay 2; echo "exit $?"
# A file cut short, or damaged, is refused.
head -c 100 s.wglv > cut.wglv
wsgen --equity --leaves cut.wglv "$CASEDIR/cat.board" AB; echo "exit $?"
( head -c 200 s.wglv; printf 'X'; tail -c +202 s.wglv ) > bad.wglv
wsgen --equity --leaves bad.wglv "$CASEDIR/cat.board" AB; echo "exit $?"
wsgen --merge-stats m.wglv s.wglv; echo "exit $?"
wsgen --merge-stats m.wglv; echo "exit $?"
wsgen -v stack --train-leaves x.wglv --games 1; echo "exit $?"
wsgen --selfplay 2 --player1 equity --player2 magic; echo "exit $?"
wsgen --selfplay 2 --player1 sim: --player2 score; echo "exit $?"
wsgen --selfplay 2 --player1 static:cut.wglv --player2 score; echo "exit $?"
wsgen --selfplay 2 --player1 simple --player2 score; echo "exit $?"
# No leaves ship for the stacking game: a match asks for a file in the
# SPEC, --equity for --leaves (the folders it looked in, which depend on
# the prefix, left out).
wsgen -v stack --selfplay 2 --player1 sim --player2 score; echo "exit $?"
{ wsgen -v stack --selfplay 2 --equity; echo "exit $?"; } 2>&1 |
    sed 's/ (looked in .*);/;/'
wsgen --selfplay 3 --pairs --player1 score --player2 score; echo "exit $?"
wsgen --selfplay 2 --player1 score; echo "exit $?"
wsgen --write-leaves x.wglv; echo "exit $?"
wsgen --train-leaves x.wglv --games 0; echo "exit $?"
wsgen --train-leaves x.wglv --selfplay 2; echo "exit $?"
test -e x.wglv || test -e m.wglv || echo no file written
