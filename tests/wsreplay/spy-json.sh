# JSON: the players who left and whether the winner gains skill points.
cp "$CASEDIR/end-timeout-3p.wglog" "$CASEDIR/end-out.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon --json \
    end-timeout-3p.wglog end-out.wglog
