# --endgame's progress line, drawn on standard error when it is a
# terminal (script(1) gives one): the time, the plies of the deepest
# iteration completed, its best move and spread, the positions searched
# and the rate; the last one drawn is shown, its numbers that depend on
# the machine as N.  Nothing when standard error is not a terminal, or
# with -q.  Needs the default lexicon from ENABLE and script(1) from
# util-linux.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
script -qec true /dev/null >/dev/null 2>&1 || exit 77
board=$CASEDIR/endgame.board
script -qec "wsgen --endgame -n 1 '$board' >out" /dev/null </dev/null |
    tr '\r' '\n' | sed 's/\x1b\[K//g' | grep '^wsgen: endgame' | tail -n 1 |
    sed -e 's/[0-9][0-9.]* s,/N s,/' -e 's/: [0-9]* positions/: N positions/' \
    -e 's|, [0-9.]*/s|, N/s|'
cut -f 2,6,7 out
script -qec "wsgen -q --endgame -n 1 '$board' >out" /dev/null </dev/null |
    wc -c
wsgen --endgame -n 1 "$board" 2>err >out
wc -c <err
