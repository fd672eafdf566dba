# --log writes the self-play games as native logs: the same games as the
# GCG, so both replay to the same summary; --log alone is a usage error.
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl --selfplay 2 --seed 9 > a.gcg
wsgen -l ./w.wgl --selfplay 2 --seed 9 --log > a.wglog
head -n 3 a.wglog
grep -c '^wglog' a.wglog
wsreplay -l ./w.wgl --summary a.gcg | cut -f2- > gcg.sum
wsreplay -l ./w.wgl --summary a.wglog | cut -f2- > log.sum
cmp gcg.sum log.sum && echo "same games"
cat log.sum
wsgen -l ./w.wgl --log 2>&1
echo "exit $?"
