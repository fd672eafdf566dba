# The pipe: wsreplay --turn N | wsboard --svg, and a turn's
# position drawn as text with its CGP line as input too.
cp "$CASEDIR/../wsreplay/game.gcg" "$CASEDIR/../wsreplay/handcheck.wgv" .
wsreplay --no-lexicon -v ./handcheck.wgv --turn 5 game.gcg |
    WORDGAME_PATH=.:$WORDGAME_PATH wsboard --svg >t5.svg
grep -c '<g class="tile' t5.svg
wsreplay --no-lexicon -v ./handcheck.wgv --turn 5 --cgp game.gcg |
    WORDGAME_PATH=.:$WORDGAME_PATH wsboard
