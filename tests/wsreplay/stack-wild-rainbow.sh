# A wild tile is never rainbow: '?*' in a rack or a draw, or a wild tile
# of a move marked '*', is malformed (exit 2), as in moves.
printf 'wglog 1\nvariant stackend\nplayer a\nplayer b\nplay a A*?* 2A At +4 4\n' >rack.wglog
printf 'wglog 1\nvariant stackend\nplayer a\nplayer b\nplay a A*TE 2A A*TE +8 8 draw S?*T\npass b S*AT +0 0\npass a - +0 8\n' >draw.wglog
printf 'wglog 1\nvariant stackend\nplayer a\nplayer b\nplay a A*?E 2A A*t*E +8 8\n' >move.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon --summary \
    rack.wglog draw.wglog move.wglog
