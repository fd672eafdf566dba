# --analyze --sim infers by default what the opponent kept with the move
# before (wsgen(1) --infer): bob's turn after ann's TRAIN is simulated
# against racks of ann's drawn from the leaves TRAIN was within 5 points
# of the best with, and values differ from --no-infer's, which draws
# them at random.  Ann's first turn has no move before it: the same
# either way.  Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cp "$CASEDIR/analyze-infer.gcg" .
wsreplay --analyze --sim --iterations 64 --candidates 3 --seed 2 \
    analyze-infer.gcg
wsreplay --analyze --sim --iterations 64 --candidates 3 --seed 2 \
    --no-infer analyze-infer.gcg
