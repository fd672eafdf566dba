# A variant that is not found is reported where the position names it,
# file:line:column, in a board file and in a CGP line; so is a record's.
# (The installed data folder in the message depends on the prefix.)
printf '# a typo\nvariant clasic\nboard\n' >typo.board
wsmove typo.board '8H CAT' 2>>err
echo "exit $?"
printf '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0 0 0 ld polsh;\n' \
    >typo.cgp
wsmove typo.cgp '8H CAT' 2>>err
echo "exit $?"
printf '#character-encoding UTF-8\n#variant clasic\n#player1 a A\n' \
    >typo.gcg
printf '#player2 b B\n>a: ABC 8H CAB +14 14\n' >>typo.gcg
wsreplay --no-lexicon typo.gcg 2>>err
echo "exit $?"
sed 's/ and [^ ]*)$/ and DATADIR)/' err >&2
