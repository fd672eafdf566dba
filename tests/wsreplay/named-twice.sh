# A player named twice is malformed, the last one named included, in GCG
# and in the native log.
printf '#player1 a Alice\n#player2 b Bob\n#player3 b Bobby\n>a: ABC 8H CAB +14 14\n' > dup.gcg
printf 'wglog 1\nplayer ann\nplayer ann\n' > dup.wglog
wsreplay --no-lexicon dup.gcg dup.wglog
