# Every self-play record replays clean (issue 14, item 7): 100 games of
# players by score and 100 of players by equity (who keep blanks, exchange
# some tiles, and so reach the rarer endings) for each variant self-play
# plays in English.  bench/selfplay-replay.sh plays 10,000 of each.
for v in classic friends spy; do
	wsgen -q -v $v --selfplay 100 --seed 1 >score.gcg
	wsgen -q -v $v --selfplay 100 --seed 2 --player1 equity \
	    --player2 equity >equity.gcg
	for f in score equity; do
		wsreplay --summary $f.gcg | cut -f2 | sort | uniq -c |
		    sed "s/^ */$v $f /"
	done
done
