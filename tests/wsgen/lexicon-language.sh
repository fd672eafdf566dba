# A lexicon of another language than the variant's is refused by every
# program, not played with (issue 14: wsgen used to suggest English words on
# a Spanish board).  The default lexicon is English (built with -L en).
printf 'variant friends-es\nboard\n' >es.board
yes ............... | head -15 >>es.board
wsgen es.board AEIRSTN; echo "exit $?"
wsmove es.board '8H SETA'; echo "exit $?"
printf '#character-encoding UTF-8\n#variant friends-es\n#player1 a A\n' \
    >es.gcg
printf '#player2 b B\n>a: AEST 8H SETA +8 8\n' >>es.gcg
wsreplay es.gcg; echo "exit $?"
wsreplay --analyze es.gcg; echo "exit $?"
# A lexicon built with no language: its letters must all have tiles.  Q, V
# and X have none in the Polish set.
printf 'qi\nvex\ncat\n' >w.txt
wsdict build -q -o plain.wgl w.txt
printf 'variant classic-pl\nboard\n' >pl.board
yes ............... | head -15 >>pl.board
wsgen -l ./plain.wgl pl.board KOTA; echo "exit $?"
# The same lexicon suits classic.
printf 'variant classic\nboard\n' >classic.board
yes ............... | head -15 >>classic.board
wsgen -l ./plain.wgl classic.board CATQI; echo "exit $?"
