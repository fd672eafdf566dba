# --analyze: a line for every turn a player decided, and only for those,
# with the FLAGS column last.  ann's CORDIAE is challenged off (withdrawn):
# her turn is worth a pass, 0 with leave values all 0, and the best is a
# move of the lexicon (H4 CARIED, 24), not the play taken back.  bob's
# TINGLER stands and its challenge bonus is an event: no line.  ann's
# D4 CAIR(T) makes CAIRT, which ENABLE lacks, and stood: valued as played
# (C 3 doubled on D4, A 1, I 1, R 1, T 1: 14), flagged phony, still
# reported on standard error, the exit status 1 as in the replay.  bob's
# pass is a choice like any other.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
: >zero.txt
cat >flags.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDEIOR 8D CORDIAE +76 76
>ann: ACDEIOR -- -76 0
>bob: EGILNRT 8D TINGLER +68 68
>bob: AEIOSTU (challenge) +5 73
>ann: ACDEIOR D4 CAIR. +14 14
>bob: AEIOSTU - +0 73
G
wsreplay --analyze --header --leaves zero.txt flags.gcg
echo "exit $?"
wsreplay --analyze --json --leaves zero.txt flags.gcg
echo "exit $?"
# The pass of a failed challenge of the play that went out (double
# challenge: the challenger loses a turn) is no decision: a self-play
# game with that pass added after p1 goes out analyses the same turns.
wsgen --selfplay 1 --seed 3 >game.gcg
sed '/^>p1: NR G7/a\
>p2: IU - +0 386' game.gcg >lost.gcg
wsreplay --analyze --leaves zero.txt lost.gcg | tail -4
# By simulation too the best is a move the generator makes, never the
# phony the record played.
wsreplay --analyze --sim --iterations 20 --candidates 3 --plies 1 \
    --leaves zero.txt flags.gcg 2>/dev/null | cut -f 1,3,5,9
