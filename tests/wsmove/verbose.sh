# --verbose: each word letter by letter, premiums, the bingo.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon --verbose cat.board "9H AS" "J1 DOGSAEs(T)" "1A QQ"
