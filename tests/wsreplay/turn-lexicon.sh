# --turn writes a lexicon line naming the lexicon that checked the record
# (the file's name for -l FILE), so that a program reading the position
# uses the same; none when words are not checked.  The CGP of the classic
# game has no opcode of ours (other engines refuse them), other variants
# keep wg-variant.
mkdir lex
printf 'ZORBLAT\nZORBLATS\n' >words.txt
wsdict build -o lex/nwl23.wgl words.txt
cat >nwl.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ABLORTZ 8D ZORBLAT +106 106
>bob: EQRSTWY 8D .......S +19 19
G
wsreplay -l lex/nwl23.wgl --turn 2 nwl.gcg | sed -n '1,2p;/^rack/p'
wsreplay -l lex/nwl23.wgl --turn 2 --cgp nwl.gcg
wsreplay --no-lexicon --turn 2 nwl.gcg | grep -c '^lexicon'
wsreplay --no-lexicon --turn 2 --cgp nwl.gcg
# wsgen reads the line: the lexicon of two words finds the one play, the
# S hook, where the default has many.
WORDGAME_PATH=$PWD/lex:$WORDGAME_PATH wsreplay -l lex/nwl23.wgl --turn 2 \
    nwl.gcg | WORDGAME_PATH=$PWD/lex:$WORDGAME_PATH wsgen -n 3 -
# Another variant keeps its opcode.
cat >friends.gcg <<'G'
#variant friends
#player1 ann Ann
#player2 bob Bob
>ann: AEHLORT - +0 0
G
wsreplay --no-lexicon --turn 1 --cgp friends.gcg
