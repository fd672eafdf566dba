# The file stops in the middle of line 4: a malformed record, exit 2.
printf '#player1 ann Ann\n#player2 bob Bob\n>ann: ACT 4C CAT +10 10\n>bob: AES D2 SE' >g.gcg
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" g.gcg
