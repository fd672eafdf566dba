# --html: one self-contained page (no link, no external script) with each
# position as wsboard --svg draws it, the move list with racks and scores,
# the turn with a problem flagged and the problems listed; names escaped.
# The wrong score still makes the exit status 1, its message on stderr.
cp "$CASEDIR/html-short.gcg" "$CASEDIR/handcheck.wgv" .
wsreplay --no-lexicon -v ./handcheck.wgv --html html-short.gcg >page.html
status=$?
cat page.html
# Nothing to fetch: no link, source or URL but the SVG namespace.
grep -c -E '<link|src=|href=|url\(http|https?://[^w]' page.html
exit $status
