# A rack given on the command line is held to the tile set as a board
# file's rack is: classic has one J, one Q, one X.
wsgen "$WG_TOP_SRCDIR/share/examples/midgame.board" ZZQQJJX
