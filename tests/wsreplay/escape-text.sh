# Text from a record is escaped the same way in every output (wsreplay(1),
# OUTPUT).  A file name with bytes that are not UTF-8: U+FFFD in JSON and
# in the page's title.  Nicknames with DEL and a C1 control (U+0085):
# \u007f and \u0085 in JSON, U+FFFD in HTML, \x7F and \xC2\x85 in rows.
# Archive members named with a newline or ESC: \n and \x1B in --summary
# rows and in messages, so that a row never breaks and no escape reaches
# the terminal.
cp "$CASEDIR/game.gcg" "$CASEDIR/handcheck.wgv" .
bad=$(printf 'g\377\376.gcg')
cp game.gcg "$bad"
wsreplay --no-lexicon -v ./handcheck.wgv --json "$bad" | cut -c 1-40
wsreplay --no-lexicon -v ./handcheck.wgv --html "$bad" |
    grep -a '<title>g\|<h1>'
sed "s/ann/a$(printf '\177')n/g; s/bob/b$(printf '\302\205')b/g" game.gcg \
    >nick.gcg
wsreplay --no-lexicon -v ./handcheck.wgv --json nick.gcg |
    grep -o '"players":\[[^]]*\]'
wsreplay --no-lexicon -v ./handcheck.wgv --html nick.gcg |
    grep -a 'id="result"\|id="m1"\|id="m2"'
wsreplay --no-lexicon -v ./handcheck.wgv nick.gcg | grep -a '^result'
mkdir m
nl=$(printf 'new\nline.gcg')
esc=$(printf 'esc\033[31m.gcg')
title=$(printf 'bad\033]0;title\007.gcg')
cp game.gcg "m/$nl"
cp game.gcg "m/$esc"
printf '#player1 ann Ann\n#player2 bob Bob\nbogus line\n' >"m/$title"
tar cf m.tar "m/$nl" "m/$esc" "m/$title"
wsreplay --no-lexicon -v ./handcheck.wgv --summary m.tar
echo "exit $?"
