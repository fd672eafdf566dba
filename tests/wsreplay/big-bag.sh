# A variant may hold 255 tiles of each letter: a bag of 1,275 tiles, more
# than the squares of the largest board, replays whole (its unseen tiles
# once overflowed a list sized by the board).  Self-play into wsreplay, as
# wsreplay(1) shows it.
sed -e 's/^tile A 3 1/tile A 255 1/' -e 's/^tile C 1 3/tile C 255 3/' \
    -e 's/^tile E 2 1/tile E 255 1/' -e 's/^tile S 1 1/tile S 255 1/' \
    -e 's/^tile T 2 1/tile T 255 1/' -e 's/^name handcheck/name bigbag/' \
    "$CASEDIR/handcheck.wgv" >bigbag.wgv
printf 'at\ncat\ncats\neat\neats\nsat\nseat\nset\ntea\nteas\n' >w.txt
wsdict build -o w.wglex w.txt || exit
wsgen -v ./bigbag.wgv -l w.wglex --selfplay 1 --seed 3 >game.gcg || exit
wsreplay -v ./bigbag.wgv -l w.wglex --summary game.gcg | cut -f2-
wsreplay -v ./bigbag.wgv -l w.wglex game.gcg | tail -1 | cut -f1-5
# Turn 1: p1 cannot see 5 * 255 + 1 - 3 = 1,273 tiles (a newline ends them).
wsreplay -v ./bigbag.wgv -l w.wglex game.gcg | head -1 | cut -f8 | wc -c
