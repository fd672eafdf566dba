# Examples of the rule documents, scored on the classic board.
# Stacking rules: "JUMP: J8 + U1 + M3 + P3 = 15. SUM ... is not rescored."
# Stacking rules: "A 4-point tile on TL scores 12": FAT, F on J6 (TL).
# Xwords: the first word is doubled by the centre square.
cp "$CASEDIR/empty.board" .
wsmove --no-lexicon --apply empty.board "H7 SUM" | wsmove --no-lexicon --verbose - "8G J(U)MP"
wsmove --no-lexicon --apply empty.board "8H CAT" | wsmove --no-lexicon --verbose - "J6 FA(T)"
wsmove --no-lexicon --verbose empty.board "8G JUMP"
