# The best moves on CAT (H8-J8) for the rack ABS, with a small lexicon.
# Hand-checked (classic premiums, B=3 A=1 S=1 T=1 C=3):
#   7I BA: BA across, B on I7 (DL) 3*2 + A 1 = 7; down BA (B I7, A I8)
#          6 + 1 = 7; down AT (A J7, T J8) 1 + 1 = 2; 7 + 7 + 2 = 16
#   9I BA: BA 7; down AB (A I8, B I9 DL) 1 + 6 = 7; TA 2; 16
#   J6 BA(T)S: B on J6 (TL) 3*3 + A 1 + T 1 + S 1 = 12
#   G7 AS: A on G7 (DL) 1*2 + S 1 = 3; across SCAT 1 + 3 + 1 + 1 = 6; 9
# Ties go by square (row, then column), across first.
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl "$CASEDIR/cat.board" ABS
