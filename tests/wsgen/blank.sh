# A blank scores nothing and is written lowercase.  With ?BS:
#   7I Ba: B on I7 (DL) 3*2 + a 0 = 6; down BA (B I7, A I8) 6 + 1 = 7;
#          down aT (a J7, T J8) 0 + 1 = 1; 6 + 7 + 1 = 14
#   J6 Ba(T)S: B on J6 (TL) 3*3 + a 0 + T 1 + S 1 = 11
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl -n 6 "$CASEDIR/cat.board" '?BS'
