# --sim: the five best moves by static equity (the shipped leave values)
# of the quick start's board,
# each played out two turns against 200 racks drawn with seed 1.  The
# 70-point bingo ANGUINE stays best; the other moves are beaten with
# confidence (fewer iterations).  Two threads give the same answer, byte
# for byte, and so does --json.  Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
board=$WG_TOP_SRCDIR/share/examples/midgame.board
wsgen --sim --iterations 200 --candidates 5 --seed 1 "$board" >one.out
cat one.out
wsgen --sim --iterations 200 --candidates 5 --seed 1 --threads 2 \
    "$board" >two.out
cmp one.out two.out && echo "two threads: the same"
wsgen --sim --iterations 200 --candidates 5 --seed 1 --plies 1 --json \
    "$board" AEGINNU
