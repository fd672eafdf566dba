# Records one after another, one of them broken before its first line of
# play: it is reported on its own (exit 2) and the records after it are
# replayed.  Concatenated GCG files (also compressed), native logs, a GCG
# record whose header stops short, and a tar archive of such files.
printf '#player1 ann Ann\n#player2 bob Bob\nbogus line\n' >bad.gcg
printf '#character-encoding UTF-8\n#player1 ann Ann\n#title\n' >short.gcg
printf 'wglog 1\nplayer ann Ann\nswap ann ACT\n' >bad.wglog
cat "$CASEDIR/game.gcg" bad.gcg "$CASEDIR/game.gcg" >three.gcg
cat bad.gcg "$CASEDIR/game.wglog" >mixed.gcg
cat bad.wglog "$CASEDIR/game.wglog" bad.wglog "$CASEDIR/game.gcg" >logs.wglog
cat short.gcg "$CASEDIR/game.gcg" >short2.gcg
gzip -c three.gcg >three.gcg.gz
cp "$CASEDIR/game.gcg" .
tar cf all.tar three.gcg bad.gcg game.gcg
for f in three.gcg mixed.gcg logs.wglog short2.gcg three.gcg.gz all.tar; do
	wsreplay --no-lexicon --summary -v "$CASEDIR/handcheck.wgv" $f
	echo "$f: exit $?"
done
