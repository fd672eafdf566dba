# Malformed GCG lines: each file stops at its first error, reported with
# its line and the column of the field at fault (just past the line's end
# when a field is missing), counted in characters; exit 2.
h='#player1 ann Ann\n#player2 bob Bob\n>ann: ACT 4C CAT +10 10\n'
printf "${h}>bob:  8DSE +5 5\n" >a.gcg
# A score without its sign (GCG writes +5).
printf "${h}>bob: AES D2 SE 5 5 \n" >b.gcg
printf "${h}>bob AES D2 SE +5 5\n" >c.gcg
printf "${h}>bob: AES D2 SE AT +5 5\n" >d.gcg
printf "${h}>bob:   +5 5\n" >e.gcg
printf "${h}>bob b: AES D2 SE +5 5\n" >f.gcg
printf '#player1 ann Ann\n#seed  12x\n' >g.gcg
printf '#player1 ann Ann\n#player3 bob Bob\n' >h.gcg
printf '#player1 ann Ann\n#player2  \n' >i.gcg
printf '#player1 ann Ann\n  bogus line\n' >j.gcg
# é in UTF-8 counts as one column; Latin-1 ö (not UTF-8) is read as such.
printf '#character-encoding UTF-8\n#player1 ann Ren\303\251e \351\n' >k.gcg
printf "${h}>b\366b AES D2 SE +5 5\n" >l.gcg
printf "${h}>cat: A 4D A +1 1\n>dan: A 4D A +1 1\n>eve: A 4D A +1 1\n" >m.gcg
# A tab in a name is a blank too.
printf "${h}>bo\tb: AES D2 SE +5 5\n" >n.gcg
printf "${h}>bob: AES D2 SE  \n" >o.gcg
wsreplay --no-lexicon -v "$CASEDIR/handcheck.wgv" ?.gcg
