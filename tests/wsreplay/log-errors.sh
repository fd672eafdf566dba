# Malformed log lines: each file stops at its first error, reported with
# its line and the column of the field at fault, or just past the last
# field (a comment left out) when one is missing; exit 2.
h='wglog 1\nvariant handcheck\nplayer ann Ann\nplayer bob Bob\n'
printf "${h}play ann ACT 4C +10   # CAT\n" >a.wglog
printf "${h}play ann ACT 4C CAT 1O 10\n" >b.wglog
printf "${h}exchange ann ACT A-T +0 0\n" >c.wglog
printf "${h}play  cat ACT 4C CAT +10 10\n" >d.wglog
printf "${h}end\n  pass ann ACT +0 0\n" >e.wglog
printf '\357\273\277wglog  2\n' >f.wglog
printf "${h}layout ..d..z.\n" >g.wglog
printf "${h}buy ann A rack +5\n" >h.wglog
printf "${h}seed 12x\n" >i.wglog
printf "${h}end now\n" >j.wglog
printf "${h}rack ann\n" >k.wglog
printf "${h}spec ann cover-id 0\n" >l.wglog
printf "${h}pass ann ACT +0 0\nplayer cat Cat\n" >m.wglog
# A line that says what another said already: which counts is not for
# the reader to guess (n: the variant twice; o: the seed twice).
printf "${h}variant classic\n" >n.wglog
printf "${h}seed 1\nseed 2\n" >o.wglog
# An unknown line lists the keywords known.
printf "${h}swap ann ACT +0 0\n" >p.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon ?.wglog
