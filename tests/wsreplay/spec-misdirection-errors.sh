# Misdirection layouts that are not a shuffle of the premiums left: one
# short of a row, one with a premium more, one moving a covered square's.
cat >m.wglog <<'G'
wglog 1
variant spyops
player ann
player bob
spec ann misdirection Q.....Q/...t.../......./.d.D.d./......./...t... -125 875
pass ann - +0 0
wglog 1
variant spyops
player ann
player bob
spec ann misdirection Q.....Q/...t.../......./.d.D.d./......./...t.../Q.....D -125 875
pass ann - +0 0
wglog 1
variant spyops
player ann
player bob
play ann ACT 4C CAT +10 10
spec bob misdirection Q.....Q/...t.../......./.d.d.D./......./...t.../Q.....Q -125 875
pass bob - +0 0
G
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" m.wglog
