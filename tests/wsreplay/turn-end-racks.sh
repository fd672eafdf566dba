# --turn end: the racks of the position after the last line hold their
# last draws.  A GCG record accounted the North American way, where bob
# drew the bag's last tile and ann went out: bob's rack is the AET her out
# line counts ("If a player has no letters left, he adds the score of the
# letters that the others have left", rules/xwords.txt), not the AE he
# kept.  Then an unfinished log whose draws are written: each rack is
# what the player kept and drew.
cat >na.gcg <<'G'
#player1 ann Ann
#player2 bob Bob
>ann: ACT 4C CAT +10 10
>bob: AES D4 .S +2 2
>ann: AE? 3B aAE +9 19
>ann: (AET) +6 25
G
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" --turn end na.gcg |
    grep -e '^scores' -e '^rack'
cat >drawn.wglog <<'L'
wglog 1
variant handcheck
player ann
player bob
play ann ACT 4C CAT +10 10 draw AE?
play bob AES D4 .S +2 2 draw T
L
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" --turn end drawn.wglog |
    grep -e '^scores' -e '^rack'
