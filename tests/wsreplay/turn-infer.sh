# --turn N --infer: the leaves the player who moved before turn N may
# have kept (wsgen(1) --infer), at turn 21 of a self-play game by static
# equity (seed 3): player 2 played K9 CO(S)H keeping ENQU, first of 24;
# 7 with --margin 0.  Turn 1 has no move before it; --infer, --margin and
# --no-infer alone or with what they do not go with are usage errors.
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen --selfplay 1 --seed 3 --equity >game.gcg
wsreplay --turn 21 --infer --header game.gcg | head -n 4
echo "leaves: $(wsreplay --turn 21 --infer game.gcg | wc -l)"
echo "margin 0: $(wsreplay --turn 21 --infer --margin 0 game.gcg | wc -l)"
wsreplay --turn 1 --infer game.gcg; echo "exit $?"
wsreplay --infer game.gcg; echo "exit $?"
wsreplay --turn 21 --infer --cgp game.gcg; echo "exit $?"
wsreplay --turn 21 --margin 2 game.gcg; echo "exit $?"
wsreplay --analyze --no-infer game.gcg; echo "exit $?"
