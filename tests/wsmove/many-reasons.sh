# Every reason is listed.
cp "$CASEDIR/cat.board" .
wsmove cat.board "1A QQ" "8H X(Z)T."
