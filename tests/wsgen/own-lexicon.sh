# Leave values serve every lexicon of their variant's letters: the shipped
# ones, trained on ENABLE, with ENABLE plus words it lacks (QI, ZA, ...)
# and with ENABLE built without -L en (another checksum), no message.
# --equity, --sim, --endgame and wsreplay --analyze, exit 0 each.  With
# QI and ZA the best by equity of AIQZ??E differs from ENABLE's.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
board=$WG_TOP_SRCDIR/share/examples/midgame.board
wsdict dump | tr A-Z a-z >enable.txt
{ cat enable.txt; printf '%s\n' qi qis za zas ki kis oi ois; } >plus.txt
wsdict build -q -L en -o plus.wgl plus.txt
wsdict build -q -o plain.wgl enable.txt
for lex in plus plain; do
	echo "$lex: $(wsdict -l ./$lex.wgl info | grep '^words')"
	wsgen -l ./$lex.wgl -n 2 --equity "$board" AIQZ??E; echo "exit $?"
	wsgen -l ./$lex.wgl -q --sim --iterations 20 --candidates 2 --seed 1 \
	    "$board" AIQZ??E | cut -f 1-3; echo "exit $?"
	wsgen -l ./$lex.wgl --endgame -n 1 "$CASEDIR/endgame.board"
	echo "exit $?"
	wsreplay -l ./$lex.wgl --analyze \
	    "$WG_TOP_SRCDIR/tests/wsreplay/analyze.gcg" | cut -f 1-4
	echo "exit $?"
done
