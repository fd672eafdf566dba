# A position never makes a program open a file: a board's lexicon line and
# a CGP lex opcode name a lexicon on the search path only, refused when
# they are a path, not found (and not opened) when a file of that name is
# in the current folder; so does a variant a board or a record names.
wsgen --selfplay 1 --seed 1 >g.gcg || exit
# (The position's own lexicon line left out: a second would be refused.)
wsreplay --turn 3 g.gcg >p0.board || exit
sed '/^lexicon /d' p0.board >p.board
printf 'secret\n' >passwd
sed 's|^players 2|lexicon /etc/passwd\nplayers 2|' p.board >path.board
wsmove path.board '8H CAT'; echo "exit $?"
sed 's|^players 2|lexicon passwd\nplayers 2|' p.board >here.board
wsmove here.board '8H CAT'; echo "exit $?"
echo "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lex /etc/passwd;" \
    >path.cgp
wsmove path.cgp '8H CAT'; echo "exit $?"
echo "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 lex passwd;" \
    >here.cgp
wsmove here.cgp '8H CAT'; echo "exit $?"
cp passwd passwd.wgv
sed 's|^variant classic|variant passwd|' p.board >variant.board
wsmove variant.board '8H CAT'; echo "exit $?"
sed 's|^#variant classic|#variant passwd|' g.gcg >variant.gcg
wsreplay --summary variant.gcg; echo "exit $?"
