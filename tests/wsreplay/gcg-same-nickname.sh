# Quackle names both players NoName when nobody named them: the record is
# read, not refused. Move lines go by turn (the first to player 1; a
# challenge bonus to who just moved), and the second NoName is told
# apart as NoName-2 in what is printed; its GCG reads back the same.
cat >q.gcg <<'G'
#player1 NoName Name One
#player2 NoName Name Two
>NoName: BDGISTV H5 VIGS +16 16
>NoName: ABJKTUW 8D JAUK. +24 24
>NoName: ?BDHINT E5 INH.BiT +44 60
>NoName: (challenge) +5 65
>NoName: BEILQTW F2 BLITE +21 45
>NoName: ADDEGMO D1 DOMED +26 91
G
wsreplay --summary q.gcg
wsreplay q.gcg | cut -f1-5
wsreplay --to-gcg q.gcg >back.gcg
cat back.gcg
wsreplay --summary back.gcg
