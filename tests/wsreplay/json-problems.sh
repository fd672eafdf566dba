# --json lists the problems with their lines and columns; a problem of
# the whole record has none.
printf '#player1 ann Ann\n>ann: ACT 4C CAT  +10  12\n' >one.gcg
wsreplay --no-lexicon --json -v "$CASEDIR/handcheck.wgv" one.gcg
