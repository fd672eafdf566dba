# Illegal stacked plays, each refused with its reason (exit 1), and
# rainbow marks that cannot be read (exit 2).  stack.board: CAT on H8-J8;
# its rack is left out here but for the rack check.
wsdict build -q -o w.wgl "$CASEDIR/stack-words.txt"
sed '/^rack /d' "$CASEDIR/stack.board" >norack.board
b=norack.board
# D, O, G on C, A, T and S on K8: the word CAT would be covered whole.
# D, O, G alone: covered whole, and no tile on an empty square.
# U on A and T on T: no tile on an empty square.
# A wild t on T keeps the letter T.
# B on T makes CABS, but with R: CARS is not a word.
# A played through an empty square, a play away from every tile.
wsmove -l ./w.wgl "$b" '8H DOGS' '8H DOG' '8H (C)UT' '8H (CA)tS' \
    '8H (CA)RS' '8H (CATS)' '2B CAT'; echo "exit $?"
# The tiles stacked must be on the rack like any other.
wsmove -l ./w.wgl --rack SBX "$CASEDIR/stack.board" '8H (CA)BS' '8H M(AT)S'
echo "exit $?"
# The first play: through START, and a word of two letters or more.
sed 's/CAT/.../; /^stack /d; /^rack /d' "$b" >empty.board
wsmove -l ./w.wgl empty.board '8A CAT' '8H A'; echo "exit $?"
# Rainbow marks: never on a wild tile or a letter on the board (the move
# cannot be read), and no rainbow tiles in other games.
wsmove -l ./w.wgl "$b" '8H (CA)b*S'; echo "exit $?"
wsmove -l ./w.wgl "$b" '8H (C*A)BS'; echo "exit $?"
sed 's/^variant stack$/variant classic/; /^stack /d' "$b" >classic.board
wsmove --no-lexicon classic.board '8H (CAT)S*'; echo "exit $?"
