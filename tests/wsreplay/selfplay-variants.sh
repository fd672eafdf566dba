# Every self-play record replays clean (issue 14, item 7): 100 games of
# players by score and 100 of players by static equity (who keep blanks,
# exchange some tiles, and so reach the rarer endings) for each variant
# self-play plays in English, and in spy, whose layouts are random, 6
# games of players who look one reply ahead (what "equity" is there).
# bench/selfplay-replay.sh plays 10,000 of each.
for v in classic friends spy; do
	wsgen -q -v $v --selfplay 100 --seed 1 >score.gcg
	wsgen -q -v $v --selfplay 100 --seed 2 --player1 static \
	    --player2 static >static.gcg
	for f in score static; do
		wsreplay --summary $f.gcg | cut -f2 | sort | uniq -c |
		    sed "s/^ */$v $f /"
	done
done
wsgen -q -v spy --selfplay 6 --seed 3 --player1 equity --player2 equity \
    >ahead.gcg
wsreplay --summary ahead.gcg | cut -f2 | sort | uniq -c | sed 's/^ */spy ahead /'
