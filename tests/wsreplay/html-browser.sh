# The viewer in a real browser: Debian's chromium, headless, loads the
# page, which steps itself through the fragment's list (a number, the
# buttons, the keys, a click on a move's row); the DOM it dumps shows the
# steps taken (data-trail), the position shown and the row marked.
# Skipped without chromium (CI installs it).
browser=
for b in chromium chromium-browser; do
	command -v $b >/dev/null && { browser=$b; break; }
done
[ -n "$browser" ] ||
    { echo "chromium not found: the browser test is skipped" >&2; exit 77; }
cp "$CASEDIR/game.gcg" "$CASEDIR/handcheck.wgv" .
wsreplay --no-lexicon -v ./handcheck.wgv --html game.gcg >page.html
steps=5,next,ArrowRight,ArrowRight,prev,ArrowLeft,End,PageUp,Home,last,first,m3,PageDown
timeout 300 $browser --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$PWD/profile" --dump-dom \
    "file://$PWD/page.html#do=$steps" >dom.html 2>browser.err ||
    { cat browser.err >&2; exit 2; }
grep -o '<body[^>]*>' dom.html
grep -o '<span id="status">[^<]*' dom.html
grep '<section class="position"' dom.html | grep -v hidden
grep -A1 '<section class="position" id="p4"' dom.html | sed -n 2p
grep 'class="current"' dom.html
grep -c '<section class="position" id="p[0-9]*" hidden' dom.html
