# --peg with a budget too short to decide any candidate: nothing listed
# (every line it prints is exact), exit 1, and standard error says how
# far it got (the seconds it took vary: shown as S).  pegfull.wgv: 28
# tiles, seven against seven, 481 candidates.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cp "$CASEDIR/pegfull.wgv" "$CASEDIR/pegfull.board" .
wsgen -v ./pegfull.wgv --peg --seconds 0.01 pegfull.board 2>err
echo "exit $?"
sed 's/after [0-9.]* s/after S s/' err
wsgen -v ./pegfull.wgv --peg --seconds 0.01 --json pegfull.board \
    2>/dev/null
echo "exit $?"
