# Usage errors: exit 2 with the synopsis.
wsmove
wsmove board
wsmove --bogus board "8H CAT"
wsmove -l x --no-lexicon board "8H CAT"
wsmove --seed x board "8H CAT"
