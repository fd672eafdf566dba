# A player named twice is malformed in the native log. In GCG, where
# Quackle names both players NoName, the nickname is told apart instead
# (gcg-same-nickname.sh), the last one named included.
printf '#player1 a Alice\n#player2 b Bob\n#player3 b Bobby\n>a: ABC 8H CAB +14 14\n' > dup.gcg
printf 'wglog 1\nplayer ann\nplayer ann\n' > dup.wglog
wsreplay --no-lexicon --summary dup.gcg dup.wglog
