# The Wordspionage lines written back: as a native log (settings, turn
# fields, wheels, leaving players) and in GCG, where they become notes.
# Converting replays each record (--summary's exit status): its variant
# is found beside the case, and words are not checked.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH
export WORDGAME_PATH
wsreplay --no-lexicon --to-log "$CASEDIR/end-out.wglog" "$CASEDIR/end-forfeit.wglog" \
    "$CASEDIR/wheel-activation.wglog"
wsreplay --no-lexicon --to-gcg "$CASEDIR/end-out.wglog"
# And the log written back replays as the original does.
wsreplay --no-lexicon --to-log "$CASEDIR/end-out.wglog" >again.wglog
wsreplay --no-lexicon again.wglog |
    tail -3
