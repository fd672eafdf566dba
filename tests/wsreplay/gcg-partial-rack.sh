# Some tools write only the tiles played in the rack field: the move
# comes off them, but they are not the whole rack, so neither the leave
# nor the position's rack is known (main took CAT for ann's whole rack:
# an empty leave, "rack 1 CAT").  CAT at 8G: C 3, A 1 on the centre H8,
# T 1, doubled: 10.  DOG at 9F: D 2, O 1 doubled on G9, G 2: 6; CO:
# 3 + 2 = 5; AG: 1 + 2 = 3; 14 in all.  A at 7G, on the double letter:
# ACO, 2 + 3 + 1 = 6, and ann's leave CT is known.
cat >part.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: CAT 8G CAT +10 10
>bob: DOG 9F DOG +14 14
>ann: ACT 7G A +6 16
G
wsreplay --no-lexicon part.gcg
wsreplay --no-lexicon --turn 2 part.gcg | sed -n 1,5p
