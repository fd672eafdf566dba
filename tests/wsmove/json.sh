# --json: one object per move.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon --json cat.board "9H AT" "1A QQ"
