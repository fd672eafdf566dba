# Binary data: the first line with a control character is named.
printf '#player1 ann Ann\n\177ELF\001\000\002\n' >g.gcg
wsreplay --no-lexicon g.gcg
head -c 300 /dev/zero | tr '\0' '\001' >z.gcg
wsreplay --no-lexicon z.gcg
