# The lexicon a record names checks it when one of that name is installed
# (its letters in any case), else the default does and one line says so;
# -l overrides the record; --summary and --json name the lexicon used.
# A lexicon of two words no other has: the record's words.
mkdir lex
printf 'ZORBLAT\nZORBLATS\n' >words.txt
wsdict build -o lex/nwl23.wgl words.txt
WORDGAME_PATH=$PWD/lex:$WORDGAME_PATH
export WORDGAME_PATH
# ZORBLAT at 8D: Z 10 doubled on D8, O 1, R 1, B 3, L 1, A 1, T 1 = 28,
# doubled on the start, and 50: 106.  bob hooks S on K8: ZORBLATS, the
# same letters with no premium under the new tile, and S 1: 19.
cat >nwl.gcg <<'G'
#lexicon NWL23
#player1 ann Ann
#player2 bob Bob
>ann: ABLORTZ 8D ZORBLAT +106 106
>bob: EQRSTWY 8D .......S +19 19
G
sed 's/^#lexicon NWL23/#lexicon CSW19/' nwl.gcg >csw.gcg
sed 's/^#lexicon NWL23/#lexicon nwl23/' nwl.gcg >lower.gcg
wsreplay --summary --header nwl.gcg lower.gcg csw.gcg
echo "exit $?"
# -l names the lexicon whatever the record says: no line about it.
wsreplay --summary -l default nwl.gcg
echo "exit $?"
wsreplay --summary --no-lexicon nwl.gcg
echo "exit $?"
wsreplay --json nwl.gcg | grep -o '"variant":[^[]*'
wsreplay --json --no-lexicon nwl.gcg | grep -o '"variant":[^[]*'
# A native log's "lexicon" line is read alike.
wsreplay --to-log nwl.gcg >nwl.wglog
grep '^lexicon' nwl.wglog
wsreplay --summary nwl.wglog
echo "exit $?"
