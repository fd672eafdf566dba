# Every real record replays with --no-lexicon to its recorded final
# scores (the last total written for each player).  multiplayer-crash.gcg
# writes racks that lack the tiles played: those are reported.
[ -n "$WG_SHARED" ] || exit 77
for f in "$WG_SHARED"/gcg/*.gcg; do
	case $f in *polish*) v="-v classic-pl" ;; *) v= ;; esac
	wsreplay --no-lexicon --summary $v "$f" 2>&1 >s.out |
	    sed "s|$WG_SHARED/||"
	echo "exit $?" >/dev/null
	sed "s|$WG_SHARED/||" s.out
	# A record that is not UTF-8 is Latin-1 (as wsreplay reads it).
	if iconv -f UTF-8 -t UTF-8 <"$f" >/dev/null 2>&1; then
		conv=cat
	else
		conv="iconv -f ISO-8859-1 -t UTF-8"
	fi
	want=$(tr -d '\r' <"$f" | $conv | awk '/^>/ { n = $1; sub(/^>/, "", n);
	    sub(/:$/, "", n); last[n] = $NF; if (!(n in seen)) {
	    seen[n] = 1; order[++k] = n } }
	    /^>/ && $NF !~ /^-?[0-9]+$/ { for (i = NF; i > 0; i--)
	    if ($i ~ /^[+-][0-9]+$/) { last[n] = $(i + 1); break } }
	    END { for (i = 1; i <= k; i++) printf "\t%s\t%s", order[i],
	    last[order[i]]; print "" }')
	got=$(cut -f4-11 s.out | sed 's/^/\t/; s/\t*$//')
	[ "$want" = "$got" ] ||
	    echo "${f#"$WG_SHARED"/}: recorded$want, replayed$got"
done
