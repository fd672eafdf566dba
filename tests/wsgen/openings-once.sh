# On an empty board whose layout is the same mirrored on its diagonal, an
# opening and its transpose are one move: listed once (issue 14), the one
# ranking first (wsgen(1), RANKING), so the best moves are what they were.
# Classic: 7 places for ANESTRI, not 14 (H2..H7 down, 8H across).
printf 'variant classic\nboard\n' >classic.board
yes ............... | head -15 >>classic.board
wsgen -n 0 classic.board AEINRST | grep -c 'ANESTRI$'
wsgen -n 0 classic.board AEINRST | grep 'ANESTRI$' | cut -f2
# Spy's layout is shuffled (seed 5): not mirrored, so both directions stay
# (the same 7 spans each way, on different premiums).
printf 'variant spy\npremiums random 5\nboard\n' >spy.board
yes ............... | head -15 >>spy.board
wsgen -n 0 spy.board AEINRST | grep -c 'ANESTRI$'
