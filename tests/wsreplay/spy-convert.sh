# The Wordspionage lines written back: as a native log (settings, turn
# fields, wheels, leaving players) and in GCG, where they become notes.
wsreplay --to-log "$CASEDIR/end-out.wglog" "$CASEDIR/end-forfeit.wglog" \
    "$CASEDIR/wheel-activation.wglog"
wsreplay --to-gcg "$CASEDIR/end-out.wglog"
# And the log written back replays as the original does.
wsreplay --to-log "$CASEDIR/end-out.wglog" >again.wglog
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH wsreplay --no-lexicon again.wglog |
    tail -3
