# --analyze --html: the viewer page with each analysed turn's analysis:
# the best move and the points lost under the caption and in the move
# list, and the best move drawn on a board of its own (hidden until the
# button shows it), its tiles marked: ann's AT (2 tiles) against H6 ACT
# (3), bob's pass (none) against G7 V(A)V (2, the A played through).
# Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cp "$CASEDIR/analyze.gcg" .
: >zero.txt
wsreplay --analyze --leaves zero.txt --html analyze.gcg >page.html
echo "exit $?"
grep -o '<body[^>]*>' page.html
grep -o '<button id="best"[^>]*>[^<]*' page.html
grep '<p class="analysis">' page.html
grep -E '<th>Best</th>|<tr id="m' page.html
# Each position: the move played, then the best's board, hidden.
grep -E '^<(section|div)' page.html
# The marked tiles of each board, in the order of the page.
awk '/^<div class="(played|best)"/ { which = $0 }
    /^<\/div>/ { if (which) print which, n + 0; which = ""; n = 0 }
    which { n += gsub(/class="tile last"/, "") }' page.html
# Nothing to fetch: no link, source or URL but the SVG namespace.
grep -c -E '<link|src=|href=|url\(http|https?://[^w]' page.html
# Classic ships a win table: the win chance lost under each caption, in
# the list, and the chart of both players' chances, a point a turn.
grep -o '<th>Win% lost</th>' page.html
grep -o 'win chance [^:]*: <span class="lost">[0-9.]*' page.html
grep -c '<figure id="winchart">' page.html
grep -o '<polyline class="player[12]"[^>]*points="[^"]*"' page.html |
    sed 's/ fill.*points=/ points=/'
# The page without --analyze has none of it.
wsreplay --html analyze.gcg | grep -c -E 'class="(analysis|best)"|id="best"'
# A second game is refused before it is analysed; so is a game the
# analysis does not play, and nothing is written.
wsreplay --analyze --html analyze.gcg analyze.gcg | wc -c
wsgen -v stack --selfplay 1 --seed 1 --log >stack.wglog
wsreplay --analyze --html stack.wglog | wc -c
