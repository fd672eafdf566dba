# The stacking game (wsgen(1), Stacking): stacked plays listed and scored
# as wsmove scores them.  stack.board: CAT on H8-J8, C 3 tiles high, A 2,
# T 1 and rainbow; H8 is a DW square, H9 and K8 plain; rack BOST.
# The best, H8 BO: B on the C of H8 (now 4 high, on the DW) and O on H9:
#   BO  = (B3x4 + O1) x2 (DW) = 13 x2 = 26,
#   BAT = (B3x4 + A1x2 + T1) x2 (DW) x2 (T rainbow, still on top)
#       = 15 x4 = 60; 26 + 60 = 86.
# Next, 8H B(AT)S: B on C as above, S on K8:
#   BATS = (12 + 2 + 1 + 1) x2 (DW) x2 (rainbow) = 16 x4 = 64.
# Then 8G BO(AT)S: B on G8, O on the C of H8 (4 high, DW), S on K8:
#   BOATS = (B3 + O1x4 + A1x2 + T1 + S1) x2 (DW) x2 (rainbow) = 11 x4 = 44.
wsdict build -q -o w.wgl "$CASEDIR/stack-words.txt"
b=$CASEDIR/stack.board
wsgen -l ./w.wgl -n 3 "$b"
# The same moves as wsmove judges them.
wsmove -l ./w.wgl "$b" 'H8 BO' '8H B(AT)S' '8G BO(AT)S'
# Played-through letters as dots; stacked ones stay letters.
wsgen -l ./w.wgl -n 3 --dots "$b"
wsgen -l ./w.wgl -n 2 --json "$b"
# Every place BOATS goes: on the C or through it; a wild tile on a stack
# must change its letter, any other tile may keep it.
wsgen -l ./w.wgl -n 0 --word boats "$b" BOST?
# The pass, and the redraw of the whole rack for 5 points (score -5),
# listed while the player has 5 points to pay with; ties of 0 keep
# placements before the pass.
wsgen -l ./w.wgl -n 0 --exchanges "$b" | tail -n 3
sed 's/^scores 20 11/scores 4 11/' "$b" >poor.board
wsgen -l ./w.wgl -n 0 --exchanges poor.board | tail -n 2
