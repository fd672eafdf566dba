#!/bin/sh
# selfplay-replay.sh: every self-play record of every variant replays
# clean (issue 14, item 7).  Plays GAMES games (default 10,000) of players
# by score and as many by static equity for each variant self-play plays
# in English, and in spy a tenth as many of players who look one reply
# ahead (its "equity"), replays them, and prints each status's count and
# the time taken; the records that fail are kept in
# ./selfplay-replay-VARIANT-*.gcg.  Run by `make bench-selfplay-replay`
# from the build tree.
games=${1:-10000}
status=0
for v in classic friends spy; do
	for who in score static ahead; do
		n=$games
		case $who in
		score)	set -- --seed 1 ;;
		static)	set -- --seed 2 --player1 static --player2 static ;;
		ahead)	[ $v = spy ] || continue
			n=$((games / 10))
			set -- --seed 3 --player1 equity --player2 equity ;;
		esac
		start=$(date +%s)
		wsgen -q -v $v --selfplay "$n" "$@" \
		    >selfplay-replay-$v-$who.gcg || status=2
		wsreplay --summary selfplay-replay-$v-$who.gcg \
		    >selfplay-replay-$v-$who.txt 2>&1
		[ $? -gt 1 ] && status=2
		end=$(date +%s)
		printf '%s\t%s\t%s games\t%s s\t' $v $who "$n" \
		    $((end - start))
		cut -f2 selfplay-replay-$v-$who.txt | grep -v '^wsreplay' |
		    sort | uniq -c | tr -s ' \n' ' ' ; echo
		if grep -q '	bad	' selfplay-replay-$v-$who.txt; then
			status=1
		else
			rm -f selfplay-replay-$v-$who.gcg \
			    selfplay-replay-$v-$who.txt
		fi
	done
done
exit $status
