# Wordspionage's Tile Tray holds seven tiles of the bag: "If you play a
# word using all seven tiles in your Tile Tray, you get to spin the Bonus
# Wheel" (rules/wordspionage.txt).  A rack of 8 or 9 lettered tiles is
# refused, as other variants refuse them; the Cover IDs (blanks, from the
# Spec Ops) come besides the seven.
h='wglog 1\nvariant spy\nseed 1\nplayer ann\nplayer bob\nws ann 1000\n'
printf "${h}play ann ACETTTTT H8 CAT +8 8\n" >eight.wglog
printf "${h}play ann ACETTTTTT H8 CAT +8 8\n" >nine.wglog
printf "${h}play ann ACETTTT H8 CAT +8 8\n" >seven.wglog
wsreplay --no-lexicon --summary eight.wglog nine.wglog seven.wglog
