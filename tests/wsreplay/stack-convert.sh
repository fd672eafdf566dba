# The stacking game's lines written back: as a native log unchanged (but
# comments), and in GCG, where a redraw is an exchange scoring -5 and
# the rest become notes.  The log written back replays as the original.
# Converting replays each record (--summary's exit status): its variant
# is found beside the case, and words are not checked.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH
export WORDGAME_PATH
wsreplay --no-lexicon --to-log "$CASEDIR/stack-market.wglog" "$CASEDIR/stack-concede.wglog" \
    "$CASEDIR/stack-redraw.wglog"
wsreplay --no-lexicon --to-gcg "$CASEDIR/stack-market.wglog" "$CASEDIR/stack-redraw.wglog"
wsreplay --no-lexicon --to-log "$CASEDIR/stack-market.wglog" >back.wglog
wsreplay --no-lexicon --summary back.wglog
# A GCG exchange of the whole rack for 5 is the stacking game's redraw.
wsreplay --no-lexicon --to-gcg "$CASEDIR/stack-redraw.wglog" >redraw.gcg
wsreplay --no-lexicon --summary redraw.gcg
printf 'wglog 1\nvariant stackend\nplayer a\nplayer b\nplay a A*TE 2A A*TE +8 8\nredraw b - -5 -5\n' >blind.wglog
wsreplay --no-lexicon --to-gcg blind.wglog
