# The game's length sets the pool: the variant's tiles once (short, and
# when no length line is given), twice (normal) or three times (long).
# stackend.wgv has 12 tiles: ann's first pass sees 9, 21 or 33 unseen.
for length in short normal long; do
	printf 'wglog 1\nvariant stackend\nlength %s\nplayer ann\nplayer bob\npass ann A*TE +0 0\n' \
	    "$length" >$length.wglog
done
printf 'wglog 1\nvariant stackend\nplayer ann\nplayer bob\npass ann A*TE +0 0\n' >none.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    short.wglog normal.wglog long.wglog none.wglog; echo "exit $?"
# Lengths the game has not, settings after play began, and the stacking
# game's settings in another game.
printf 'wglog 1\nvariant stackend\nlength medium\nplayer a\nplayer b\n' >bad1.wglog
printf 'wglog 1\nvariant stackend\nplayer a\nplayer b\npass a A*TE +0 0\nmarket AE\n' >bad2.wglog
printf 'wglog 1\nvariant stackend\nlength\nplayer a\nplayer b\n' >bad3.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon \
    bad1.wglog bad2.wglog bad3.wglog; echo "exit $?"
printf 'wglog 1\nvariant classic\nlength long\nmarket AE\nplayer a\nplayer b\n' >classic.wglog
wsreplay --no-lexicon classic.wglog
