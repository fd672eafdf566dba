# Scores of stacked plays, checked in a small lexicon.  stack.board: CAT
# on H8-J8, C the third tile of its stack, A the second, T a rainbow tile.
# Premiums: H8 DW, G7 I7 G9 I9 DL, J6 TL; the other squares here plain.
wsdict build -q -o w.wgl "$CASEDIR/stack-words.txt"
b=$CASEDIR/stack.board
# B on T (J8, now 2 high; the rainbow T covered), S on K8:
#   CABS = C3x3 + A1x2 + B3x2 + S1 = 9 + 2 + 6 + 1 = 18.
# T stays on top, so its rainbow doubles CATS, later as when it was played:
#   CATS = (9 + 2 + 1 + 1) x2 = 26.
# B placed as a rainbow tile doubles CABS: 18 x2 = 36.
# A wild b on T scores 0 however high: 9 + 2 + 0 + 1 = 12.
# M on C at H8, a new tile on the DW square, M 4 high; T still rainbow:
#   MATS = (3x4 + 1x2 + 1 + 1) x2 (DW) x2 (rainbow) = 16 x4 = 64.
# BAD down I7-I9 puts an A on the A of I8 (3 high now): a tile like the
# one it covers is allowed (only a wild must change the letter), and CAT
# is changed, so both are scored:
#   BAD = B3x2 (DL) + A1x3 + D2x2 (DL) = 6 + 3 + 4 = 13,
#   CAT = (C3x3 + A1x3 + T1) x2 (rainbow) = 13 x2 = 26; 13 + 26 = 39.
wsmove -l ./w.wgl --rack 'BS?MADT' --verbose "$b" '8H (CA)BS' '8H (CAT)S' \
    '8H (CA)B*S' '8H (CA)bS' '8H M(AT)S' 'I7 BAD'
# A later turn, from an empty board:
#   C*AT first, C rainbow on H8 (DW): (3 + 1 + 1) x2 x2 = 20;
#   S(CAT) on G8: S1 + C3 + A1 + T1 = 6, x2 for the rainbow C = 12;
#   (S)P(AT)S: P on C at H8 (DW, 2 high), S on K8: the rainbow is covered:
#   (1 + 3x2 + 1 + 1 + 1) x2 = 10 x2 = 20.
sed 's/CAT/.../; /^stack /d; /^rack /d' "$b" >empty.board
wsmove -l ./w.wgl --verbose empty.board '8H C*AT'
wsmove -l ./w.wgl --apply empty.board '8H C*AT' >1.board
wsmove -l ./w.wgl --verbose 1.board '8G S(CAT)'
wsmove -l ./w.wgl --apply 1.board '8G S(CAT)' >2.board
wsmove -l ./w.wgl --verbose 2.board '8G (S)P(AT)S'
# Two rainbow tiles double twice: C*AT* first: (3 + 1 + 1) x2 x2 x2 = 40.
wsmove -l ./w.wgl empty.board '8H C*AT*'
# A letter premium counts for a tile placed on a stack on it; the stack's
# height multiplies too.  HAT down J6-J8 after CAT: H on J6 (TL) = 12,
# HAT = 12 + 1 + 1 = 14; then F on that H (J6, 2 high, TL) and S on J9:
#   FATS = F4x2x3 + A1 + T1 + S1 = 24 + 3 = 27.
wsmove -l ./w.wgl --apply empty.board '8H CAT' 'J6 HA(T)' >3.board
wsmove -l ./w.wgl --verbose 3.board 'J6 F(AT)S'
