# --analyze --sim: the moves played valued by simulation, each beside the
# candidates, 64 iterations a turn with seed 2; the same on two threads.
# Leave values make static equity more than the score: ann's AT keeps C
# (worth 2 here: 4 + 2 = 6 against ACT's 10) and bob's pass keeps VV
# (-9: 0 - 9 against V(A)V's 17 keeping nothing).  The opponent's racks
# are drawn at random (--no-infer; analyze-infer.sh infers them).  Needs
# the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cp "$CASEDIR/analyze.gcg" .
printf 'C 2\nVV -9\nV -3\n' >leaves.txt
wsreplay --analyze --leaves leaves.txt analyze.gcg
wsreplay --analyze --leaves leaves.txt --sim --iterations 64 \
    --candidates 3 --seed 2 --no-infer analyze.gcg >one.out
cat one.out
wsreplay --analyze --leaves leaves.txt --sim --iterations 64 \
    --candidates 3 --seed 2 --threads 2 --no-infer analyze.gcg >two.out
cmp one.out two.out && echo "two threads: the same"
# --seconds however short plays one round of 32 iterations a turn: the
# values labelled "sim" are simulated, not the static ones (issue 34).
wsreplay --analyze --leaves leaves.txt --sim --seconds 1e-300 \
    --candidates 3 --seed 2 --no-infer analyze.gcg
