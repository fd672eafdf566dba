# Lines that read but do not stand, each reported at the field at fault:
# a move that is not one (exit 2), a tile not on the rack, a score and a
# total that do not add up, a play out of turn; columns in characters
# (ä is one).
cat >g.gcg <<'G'
#player1 änn Änne
#player2 bob Bob
>änn:  ACT  4C CAT  +10 10
>bob: AES    8DSE +5 5
>bob: AES D2 SE  +5 5
>änn:  AE?  3C AX  +8 18
>bob: AES  D4 (A)SE +3  9
G
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" g.gcg
