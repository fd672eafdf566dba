# --infer: the leaves player 2 may have kept playing K9 CO(S)H at turn 20
# of a self-play game by static equity (seed 3): ENQU, the leave kept,
# comes first.  Two threads give the same list; --header and --json;
# --margin 0 keeps only the racks for which CO(S)H was best; with --sim,
# the position after it is simulated against racks drawn from the leaves.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen --selfplay 1 --seed 3 --equity >game.gcg
wsreplay --turn 20 game.gcg >before.board
wsgen --infer 'K9 CO(S)H' before.board >one.out
head -n 5 one.out
echo "leaves: $(wc -l <one.out)"
wsgen --infer 'K9 CO(S)H' --threads 2 before.board >two.out
cmp one.out two.out && echo "two threads: the same"
wsgen --infer 'K9 CO(S)H' --header -n 2 before.board
wsgen --infer 'K9 CO(S)H' --json -n 2 before.board
echo "margin 0: $(wsgen --infer 'K9 CO(S)H' --margin 0 before.board | wc -l)"
wsgen --infer 'K9 CO(S)H' --sim --candidates 3 --iterations 64 --seed 1 \
    before.board EEIRSTW | cut -f 2,3,6-
