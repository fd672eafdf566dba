# GCG -> log -> GCG gives the GCG writer's own text, and the log replays
# to the same turns; the same for the real records when there are any.
# Converting replays the record as --summary does: exit 1 for a record that
# does not add up (words are not checked here), 2 for one not converted.
check() {
	wsreplay --no-lexicon --to-log $2 "$1" >r.wglog 2>/dev/null
	[ $? -le 1 ] || return
	wsreplay --no-lexicon --to-gcg $2 r.wglog >r.gcg 2>/dev/null
	wsreplay --no-lexicon --to-gcg $2 "$1" 2>/dev/null | cmp -s - r.gcg ||
	    echo "$1: differs"
	# The lines differ between the formats, the messages must not.
	wsreplay --no-lexicon $2 "$1" 2>&1 | sed 's/^\(wsreplay: \).*:[0-9]*: /\1/' >a.out
	wsreplay --no-lexicon $2 r.wglog 2>&1 | sed 's/^\(wsreplay: \).*:[0-9]*: /\1/' >b.out
	cmp -s a.out b.out || echo "$1: replays differently"
}
check "$CASEDIR/game.gcg" "-v $CASEDIR/handcheck.wgv"
if [ -n "$WG_SHARED" ]; then
	for f in "$WG_SHARED"/gcg/*.gcg; do
		case $f in *polish*) v="-v classic-pl" ;; *) v= ;; esac
		check "$f" "$v"
	done
fi
echo done
