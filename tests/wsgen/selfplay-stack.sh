# Self-play of the stacking game (wsgen(1), Self-play): opening racks with
# one rainbow tile and later draws rainbow by chance ('*'), stacked plays,
# the draws, the game's length, and the end when the pool is empty, every
# square is covered or both players pass.  Every game's record replays
# clean: wsreplay checks every score, rack, draw and ending, and exits 0.
wsgen -v stack --selfplay 20 --seed 1 --log | wsreplay - >turns.txt
echo "wsreplay exit $?"
wsgen -v stack --selfplay 20 --seed 1 --log >games.wglog
# 20 logs, each with its "end"; the lines placing rainbow tiles; how the
# games ended.
grep -c '^wglog' games.wglog
grep -c '^end$' games.wglog
cut -f3 turns.txt | grep -c '\*'
grep '^result' turns.txt | cut -f2 | sort | uniq -c
# The first game whole.  Checked by hand:
#   J*AUK down H5-H8, through the DW on H8, J a rainbow tile:
#     (J8 + A1 + U1 + K5) x2 (DW) x2 (J*) = 15 x4 = 60;
#   (J)IBS* across H5-K5, S* on the DW of K5, J* still on top:
#     (J8 + I1 + B3 + S1) x2 (DW) x2 (J*) x2 (S*) = 13 x8 = 104.
sed -n '1,/^end$/p' games.wglog
# The same games as GCG ('*' in racks and moves, #length): the same
# summaries.
wsgen -v stack --selfplay 20 --seed 1 >games.gcg
wsreplay --summary games.gcg | cut -f2- >gcg.sum
wsreplay --summary games.wglog | cut -f2- >log.sum
cmp gcg.sum log.sum && echo "same games"
head -n 8 games.gcg
# Normal and long games draw from a pool twice and three times as large.
for length in normal long; do
	wsgen -v stack --selfplay 2 --seed 1 --length $length --log >$length.wglog
	grep '^length' $length.wglog
	wsreplay --summary $length.wglog | cut -f2-
done
# --length is for self-play of a stacking game.
wsgen --length long x.board; echo "exit $?"
wsgen -v stack --selfplay 1 --length longer; echo "exit $?"
wsgen --selfplay 1 --length long; echo "exit $?"
