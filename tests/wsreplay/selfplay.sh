# Self-play records of three variants replay clean with the default
# lexicon, also from a gzip file and a tar archive.
for v in classic friends spy; do
	wsgen -v $v --selfplay 10 --seed 11 >$v.gcg || exit 1
	wsreplay --summary $v.gcg | cut -f2 | sort | uniq -c
done
gzip -c classic.gcg >classic.gcg.gz
wsreplay --summary classic.gcg.gz | cut -f2 | sort | uniq -c
tar -cf games.tar classic.gcg friends.gcg
wsreplay --summary games.tar | cut -f1 | sed 's/:[0-9]*$//' | uniq -c
