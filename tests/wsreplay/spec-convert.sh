# Spec Op lines and ws lines survive --to-log unchanged; --to-gcg keeps
# each Spec Op as a note, and the native log read back replays the same.
# Converting replays each record (--summary's exit status): its variant
# is found beside the case, and words are not checked.
WORDGAME_PATH=$CASEDIR:$WORDGAME_PATH
export WORDGAME_PATH
# spec-errors.wglog is converted as written, and its problems make the
# exit status 1.
cp "$CASEDIR"/spec-errors.wglog "$CASEDIR"/spec-misdirection.wglog \
    "$CASEDIR"/spec-switch.wglog "$CASEDIR"/spec-double-agent.wglog .
wsreplay --no-lexicon --to-log spec-errors.wglog spec-misdirection.wglog \
    spec-switch.wglog spec-double-agent.wglog
echo "exit $?"
wsreplay --no-lexicon --to-gcg spec-double-agent.wglog
wsreplay --no-lexicon --to-log spec-double-agent.wglog >back.wglog
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" back.wglog
# A Spec Op the log format does not know, and one short of its fields.
printf 'wglog 1\nplayer a\nplayer b\nspec a bribe -5 995\n' >bad1.wglog
printf 'wglog 1\nplayer a\nplayer b\nspec a sabotage b -175 825\n' >bad2.wglog
printf 'wglog 1\nplayer a\nplayer b\nws a -5\n' >bad3.wglog
wsreplay --no-lexicon -v "$CASEDIR/spyops.wgv" bad1.wglog bad2.wglog bad3.wglog
