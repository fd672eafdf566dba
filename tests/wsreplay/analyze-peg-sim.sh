# --analyze --seconds S: a turn with 1 tile in the bag whose pre-endgame
# decides nothing in its half of the budget (turn 3: seven tiles against
# seven on a full-size board, 481 candidates, the player 84 behind) is
# simulated with the half left, as wsgen --best does (METHOD sim; before,
# static).  Turns 1 and 2 have more tiles in the bag: simulation.
# Needs the default lexicon from ENABLE.
# What a budget allows depends on speed: under valgrind (some 30 times
# slower) the pre-endgame's half leaves the simulation no time.
[ -z "$WG_VALGRIND" ] || exit 77
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsreplay -v "$WG_TOP_SRCDIR/tests/wsgen/pegfull.wgv" --analyze \
    --seconds 3 "$CASEDIR/pegfull.gcg" | sed -n 1,3p | cut -f 1,8
