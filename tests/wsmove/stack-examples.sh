# The examples of rules/stacking-marketplace.txt, on the stack variant
# (the classic board: H8, the START square, doubles the first word).
sed 's/CAT/.../; /^stack /d; /^rack /d' "$CASEDIR/stack.board" >empty.board
# "JUMP: J8 + U1 + M3 + P3 = 15. SUM ... is not rescored."
#   SUM down H7-H9 first, through START (DW): (1 + 1 + 3) x2 = 10;
#   J(U)MP across G8-J8: G8, I8, J8 are plain and H8's DW is used:
#   8 + 1 + 3 + 3 = 15, SUM not rescored.
wsmove --no-lexicon --apply empty.board 'H7 SUM' | wsmove --no-lexicon --verbose - '8G J(U)MP'
# "MEN: M3 x3 + E1 + N1 x2 = 12": M goes on J7, which holds two tiles,
# E on the empty K7, N on L7, which holds one; J7-L7 are plain squares:
#   3x3 + 1 + 1x2 = 12.
wsmove --no-lexicon --verbose "$CASEDIR/stack-men.board" '7J MEN'
# "A 4-point tile on TL scores 12 before word bonuses": after CAT, F on
# J6 (TL) in FA(T): 4x3 + 1 + 1 = 14.
wsmove --no-lexicon --apply empty.board '8H CAT' | wsmove --no-lexicon --verbose - 'J6 FA(T)'
