# Passes and exchanges score 0; exchanged tiles must be on the rack.
cp "$CASEDIR/cat.board" .
wsmove --no-lexicon cat.board "-" "-DOG" "-?" "-ZZ"
