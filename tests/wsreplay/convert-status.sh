# --to-log and --to-gcg (issue 16, #10): what they write reads back the
# same, a record that cannot be written so is refused, and the exit status
# is --summary's: 1 for a record that does not add up (still converted),
# 2 for one unreadable or not converted, and then nothing is written.
h='#player1 ann Ann\n#player2 bob Bob\n'
# A nick with '#': a comment in a log.  A nick with ':' cannot be GCG.
printf '#player1 a#b Ann\n#player2 bob Bob\n>a#b: ACT 8H CAT +10 10\n' >hash.gcg
wsreplay --no-lexicon --to-log hash.gcg
echo "exit $? $(wc -c <hash.gcg) bytes in"
printf 'wglog 1\nplayer a:b\nplayer bob\nplay a:b ACT 8H CAT +10 10\n' >colon.wglog
wsreplay --no-lexicon --to-gcg colon.wglog
echo "exit $?"
# Either way round, what one writes the other reads back the same.
wsreplay --no-lexicon --to-gcg hash.gcg >hash2.gcg
echo "exit $?"
wsreplay --no-lexicon --to-gcg hash2.gcg | cmp - hash2.gcg && echo same
wsreplay --no-lexicon --to-log colon.wglog >colon2.wglog
echo "exit $?"
wsreplay --no-lexicon --to-log colon2.wglog | cmp - colon2.wglog && echo same
# CAT on the star 8H: (C3 + A1 + T1) x 2 = 10.
# A total that does not add up: converted, exit 1, as --summary says.
printf "${h}>ann: ACT 8H CAT +10 11\n" >wrong.gcg
wsreplay --no-lexicon --summary wrong.gcg
echo "exit $?"
wsreplay --no-lexicon --to-log wrong.gcg
echo "exit $?"
# One good record and one unreadable: exit 2 and nothing written, not
# half the output.
printf "${h}>ann: ACT 8H CAT +10 10\n" >good.gcg
printf "${h}>ann: ACT 8H CAT 10 10\n" >bad.gcg
wsreplay --no-lexicon --to-gcg good.gcg bad.gcg >out.gcg
echo "exit $? $(wc -c <out.gcg) bytes out"
wsreplay --no-lexicon --to-log good.gcg wrong.gcg >out.wglog
echo "exit $? $(grep -c '^wglog' out.wglog) logs out"
