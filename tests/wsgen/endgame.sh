# --endgame on turn 21 of self-play game seed 3 (classic, ENABLE), the bag
# empty: player 1 (530) holds NNRU, player 2 (371) the unseen AITU.
# Hand-checked best line: G7 (KA)RN 9 (539); 2L A(I)T 15 (386), leaving
# IU (2 points); H2 UN(PAGED) 11 goes out (550), and going out moves the
# 2 points: 552 - 384 = 168, the game's real end.  The second move, H2
# UN(PAGED) at once, lets player 2 reply 9F UT 14 and go out first.
wsgen --endgame -n 3 "$CASEDIR/endgame.board"
wsgen --endgame -n 2 --pv "$CASEDIR/endgame.board"
wsgen --endgame -n 1 --pv --json "$CASEDIR/endgame.board"
# The rack on the command line is the player on turn's.
wsgen --endgame -n 1 "$CASEDIR/endgame.board" NNRU
# One ply: no line reaches the end, the spreads are estimates.
wsgen --endgame --plies 1 -n 2 "$CASEDIR/endgame.board"
# Every move, and the pass among them.
wsgen --endgame -n 0 "$CASEDIR/endgame.board" | grep -c exact
wsgen --endgame -n 0 "$CASEDIR/endgame.board" | grep '	-	'
