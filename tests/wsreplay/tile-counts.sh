# Records are held to the tile set: a play of three Zs on a rack of three
# Zs (classic has one), a rack of seven blanks (two), a rack of eight
# tiles (seven).  Each is reported at its line and column.
cat >g.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ZZZ 8G ZZZ +60 60
>bob: ??????? 9F ab +10 10
>ann: ABCDEFGH 10E AB +19 79
G
wsreplay --no-lexicon --summary g.gcg
# The positions before the rack of eight and the seven blanks have no
# rack for the player on turn: no board file holds them (wsmove would
# refuse the file --turn wrote).
wsreplay --no-lexicon --turn 3 g.gcg 2>/dev/null | grep -c '^rack'
wsreplay --no-lexicon --turn 2 g.gcg 2>/dev/null | grep -c "^rack"
