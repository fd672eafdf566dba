# --turn N writes the true position: the other player's rack, which the
# record tells later.  bob's next line writes his whole rack (he draws
# nothing before it); at the end, the tiles an end-of-game line lists:
# in logan.gcg, Maven goes out on turn 23 and "(EIIO) +8" says Adam Logan
# held EIIO, the bag empty, where his last leave known is IIO (QUAI from
# AIIIOQU).  --turn end takes the racks #rack1 and #rack2 give an
# unfinished record.
[ -n "$WG_SHARED" ] || exit 77
wsreplay --no-lexicon --turn 23 "$WG_SHARED/gcg/logan.gcg" | grep '^rack'
echo
cat >g.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACDGOOT 8G CAT +10 10
>bob: AEQSXYZ 9G AS +10 10
>ann: DEGOORS 7I DOG +12 22
G
wsreplay --no-lexicon --turn 2 g.gcg | grep '^rack'
echo
cat >rack.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 8G CAT +10 10
>bob: AES 9G AS +10 10
#rack1 DOG
#rack2 EIIO
G
wsreplay --no-lexicon --turn end rack.gcg | grep '^rack'
echo
# Racks the tile set cannot hold are reported, exit 1.
sed 's/^#rack2 EIIO/#rack2 ZZZ/' rack.gcg >bad.gcg
wsreplay --no-lexicon --turn end bad.gcg >bad.board
echo "exit $?"
grep '^rack' bad.board
