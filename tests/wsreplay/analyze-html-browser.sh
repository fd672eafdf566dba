# The analysed page in a real browser (Debian's chromium, headless): the
# fragment's list steps to turn 1, shows the best move with the button,
# steps on and presses B twice (back to the move played, then the best
# again); the DOM dumped shows the best's boards shown, the move played's
# hidden, at every position, and the button's label.
# Skipped without chromium (CI installs it) or the default lexicon.
browser=
for b in chromium chromium-browser; do
	command -v $b >/dev/null && { browser=$b; break; }
done
[ -n "$browser" ] ||
    { echo "chromium not found: the browser test is skipped" >&2; exit 77; }
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
cp "$CASEDIR/analyze.gcg" .
wsreplay --analyze --html analyze.gcg >page.html
steps=1,best,next,b,B
timeout 300 $browser --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$PWD/profile" --dump-dom \
    "file://$PWD/page.html#do=$steps" >dom.html 2>browser.err ||
    { cat browser.err >&2; exit 2; }
grep -o '<body[^>]*>' dom.html
grep -o '<button id="best"[^>]*>[^<]*' dom.html
grep '<section class="position"' dom.html | grep -v hidden
grep -E '^<div class="(played|best)"' dom.html
