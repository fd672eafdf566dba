# Racks with rainbow tiles (wsgen(1), Stacking): '*' after a letter of the
# rack, in RACK or in the board file's rack line, and the generator places
# it as a rainbow tile, '*' in the move and the leave.  stack.board: CAT
# on H8-J8, C 3 tiles high, A 2, T 1 and rainbow; H8 DW, G8 H9 K8 plain.
# Rack B O* S T, the O a rainbow tile:
#   H8 BO*: B on the C of H8 (4 high, DW), O* on H9:
#     BO  = (B3x4 + O1) x2 (DW) x2 (O*) = 13 x4 = 52,
#     BAT = (B3x4 + A1x2 + T1) x2 (DW) x2 (T*) = 15 x4 = 60; 52 + 60 = 112.
#   8G BO*(AT)S: B on G8, O* on the C of H8 (4 high, DW), S on K8:
#     BOATS = (B3 + O1x4 + A1x2 + T1 + S1) x2 (DW) x2 (T*) x2 (O*)
#           = 11 x8 = 88.
wsdict build -q -o w.wgl "$CASEDIR/stack-words.txt"
b=$CASEDIR/stack.board
sed 's/^rack 1 BOST$/rack 1 BO*ST/' "$b" >rainbow.board
wsgen -l ./w.wgl -n 2 rainbow.board
wsgen -l ./w.wgl -n 2 "$b" 'BO*ST'
wsgen -l ./w.wgl -n 1 --json rainbow.board
# wsmove accepts and scores them alike, and --apply puts the rainbow tile
# on the board: O* on H9 is a "stack H9 1 rainbow" line, B on H8 4 high.
wsmove -l ./w.wgl --rack 'BO*ST' "$b" 'H8 BO*' '8G BO*(AT)S'
wsmove -l ./w.wgl --apply rainbow.board 'H8 BO*' | grep -E '^(rack|stack)'
# A rack of a plain and a rainbow O: each play of SO both ways.  H7 SO*:
# S on H7, O* on the C of H8 (4 high, DW):
#   SO  = (S1 + O1x4) x2 (DW) x2 (O*) = 5 x4 = 20,
#   OAT = (O1x4 + A1x2 + T1) x2 (DW) x2 (O*) x2 (T*) = 7 x8 = 56; 76.
# H7 SO, the plain O: SO = 5 x2 = 10, OAT = 7 x2 x2 = 28; 38.
wsgen -l ./w.wgl -n 0 --word so "$b" 'OO*S' | grep H7
# Rainbow tiles are the stacking game's; a wild tile is never rainbow.
wsgen -l ./w.wgl "$CASEDIR/cat.board" 'C*AT'; echo "exit $?"
wsgen -l ./w.wgl "$b" 'B?*'; echo "exit $?"
sed 's/^rack 1 BOST$/rack 1 BO?*/' "$b" >wild.board
wsgen -l ./w.wgl wild.board; echo "exit $?"
