# Messages that name what is wrong (issue 16, #12).  A record's numbers
# have the range of a board's, -999,999,999 to 999,999,999 (wglog(5)):
# a score of 10^9 is out of range at its column, not a line "ending
# before its score"; the largest is read, and its total checked.
h='#player1 ann Ann\n#player2 bob Bob\n'
printf "${h}>ann: ACT 8H CAT +1000000000 1000000000\n" >big.gcg
printf "${h}>ann: ACT 8H CAT +10 10000000000000000000000\n" >bigger.gcg
printf "${h}>ann: ACT 8H CAT +999999999 999999999\n" >most.gcg
printf 'wglog 1\nplayer ann\nplayer bob\nplay ann ACT 8H CAT +10 -1000000000\n' >big.wglog
printf 'wglog 1\nplayer ann\nplayer bob\nws ann 1000000000\n' >ws.wglog
wsreplay --no-lexicon big.gcg bigger.gcg most.gcg big.wglog ws.wglog
echo "exit $?"
# A draw of 26 tiles is too many for a rack, not "to exchange".
printf 'wglog 1\nplayer ann\nplayer bob\nplay ann ACT 8H CAT +10 10 draw ABCDEFGHIJKLMNOPQRSTUVWXYZ\n' >draw.wglog
wsreplay --no-lexicon draw.wglog
echo "exit $?"
