# Ids are unique in a viewer page: each position of the stacking game
# defines its own rainbow gradient, and its rainbow tiles fill with that
# one, not the first position's.
cp "$CASEDIR/stack-redraw.wglog" .
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon --html \
    stack-redraw.wglog >page.html
echo "ids given twice:"
grep -o ' id="[^"]*"' page.html | sort | uniq -d
echo "positions, gradients and the tiles filled:"
grep -o 'id="p[0-9]*"\|id="wg-rainbow[^"]*"\|url(#[^)]*)' page.html | uniq -c
