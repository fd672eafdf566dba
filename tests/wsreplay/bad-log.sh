# Native log errors: an unknown player, a line of an unknown kind.
printf 'wglog 1\nplayer ann\nplay bob ACT 4C CAT +10 10\n' >a.wglog
printf 'wglog 1\nplayer ann\nplayer bob\nswap ann ACT\n' >b.wglog
wsreplay --no-lexicon a.wglog b.wglog
