# Positions of stacking games read back (wgboard(5) length, rack): a late
# --turn of a long game, with more tiles on the board than a short game's
# pool, and racks with rainbow tiles and tiles bought, piped into wsgen.
# stack-long.wglog: 300 tiles; before turn 54 the board holds 204 of them
# (the grid's tiles and those under them), and p2's rack two rainbow
# tiles, E* and R*.
cp "$CASEDIR/stack-long.wglog" "$CASEDIR/stack-market.wglog" .
wsreplay --turn 54 stack-long.wglog >late.board
head -n 6 late.board
awk '/^stack /{n+=$3-1} f{gsub(/\./,""); n+=length($0)} /^board$/{f=1}
    END{print n " tiles on the board"}' late.board
# wsgen ranks first the move the game's player made (self-play takes the
# top move).  O7 E*R*(S)ATZ down column O: E* on the empty O7; R* on the
# tile of O8 (TW, 2 high); S played through; A, T on the tiles of O10,
# O11, and Z on that of O12 (DL), each 2 high:
#   (E1 + R1x2 + S1 + A1x2 + T1x2 + Z10x2x2) = 48,
#   x3 (TW) x2 (E*) x2 (R*) = 48 x12 = 576.
wsgen -n 3 late.board
grep -F 'O7 E*R*.ATZ' stack-long.wglog
wsmove --verbose late.board 'O7 E*R*(S)ATZ'
# The same position as CGP, through a pipe.
wsreplay --turn 54 --cgp stack-long.wglog | wsgen -n 1 -
# Without its length line the board says more tiles than a short game
# has, and is refused.
sed '/^length /d' late.board | wsgen -n 1 -; echo "exit $?"
# A rack of 8 tiles, bob's 7 and an A bought, its K a rainbow tile
# (stack-market.wglog, turn 7), and one of 9 (ann's, turn 12).
# H5 AWOK*E down H5-H9, K* on the C* of H8 (DW, 2 high), the rest on
# empty squares:
#   AWOKE = (A1 + W4 + O1 + K5x2 + E1) x2 (DW) x2 (K*) = 17 x4 = 68,
#   OM = O1 + M3 = 4, SKAT = (S1 + K5x2 + A1 + T1) x2 x2 = 13 x4 = 52,
#   ED = E1 + D2 = 3; 68 + 4 + 52 + 3 = 127.
wsreplay --no-lexicon --turn 7 stack-market.wglog >bob.board
grep '^rack' bob.board
wsgen -n 1 bob.board
wsmove --verbose bob.board 'H5 AWOK*E'
wsreplay --no-lexicon --turn 12 stack-market.wglog | grep '^rack'
wsreplay --no-lexicon --turn 12 stack-market.wglog | wsgen -n 1 -
