# Each position of a viewer page is an SVG picture that is well-formed
# XML (xmllint, from Debian's libxml2-utils, which the quick start
# installs), and the same picture wsboard --svg draws of the position.
command -v xmllint >/dev/null ||
    { echo "xmllint not found (apt-get install libxml2-utils)" >&2; exit 77; }
cp "$CASEDIR/game.gcg" "$CASEDIR/handcheck.wgv" .
wsreplay --no-lexicon -v ./handcheck.wgv --html game.gcg >page.html
awk '/^<svg /{n++; f = "pos" n ".svg"} f{print >f} /^<\/svg>/{f = ""}' page.html
n=0
for f in pos*.svg; do
	xmllint --noout "$f" && n=$((n + 1))
done
echo "$n positions, well-formed"
# The start is the position before turn 1: the board as wsboard draws
# it; the players below differ only in their names (nicknames here), and
# --turn knows bob's rack from his next line, which the page keeps hidden.
wsreplay --no-lexicon -v ./handcheck.wgv --turn 1 game.gcg |
    sed '/^rack 2 /d' |
    WORDGAME_PATH=.:$WORDGAME_PATH wsboard --svg | sed 1d >start.svg
diff start.svg pos1.svg
exit 0
