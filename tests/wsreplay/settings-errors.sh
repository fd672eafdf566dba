# Malformed Wordspionage lines: settings the rules do not offer, a setting
# after play began, bad turn fields and wheels; each file stops at its
# first error, with its line and column.
h='wglog 1\nvariant spyend\nplayer ann\nplayer bob\n'
printf "${h}time-limit 2h\n" >a.wglog
printf "${h}guess-limit 2\n" >b.wglog
printf "${h}missions CAT TASTE EXACTS\n" >c.wglog
printf "${h}missions SEAT CATS EXACTS\n" >d.wglog
printf "${h}pass ann - +0 0\ntime-limit 1h\n" >e.wglog
printf "${h}play ann AX 4C AX +9 9 took 1x\n" >f.wglog
printf "${h}pass ann - +0 0 rejected\n" >g.wglog
printf "${h}pass ann - +0 0 rejected 2 rejected 1\n" >h.wglog
printf "${h}wheel ann win points +5 5\n" >i.wglog
printf "${h}wheel ann jackpot ws +5 1005\n" >j.wglog
printf "${h}wheel ann activation T lucky\n" >k.wglog
printf "${h}wheel ann bingo ws -5 995\n" >l.wglog
printf "${h}forfeit ann now\n" >m.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon ?.wglog
