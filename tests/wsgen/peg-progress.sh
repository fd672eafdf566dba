# --peg's progress line, drawn on standard error when it is a terminal
# (script(1) gives one): the time, the candidates decided of all, the
# best so far with its win% and spread, the endgame positions searched
# and the rate; the last one drawn is shown, its numbers that depend on
# the machine as N.  Nothing when standard error is not a terminal, or
# with -q.  peg1.board of peg-tiny.wgv (peg.sh).  Needs script(1) from
# util-linux.
script -qec true /dev/null >/dev/null 2>&1 || exit 77
cp "$CASEDIR/peg-tiny.wgv" "$CASEDIR/peg1.board" .
script -qec "wsgen -v ./peg-tiny.wgv --peg -n 1 peg1.board >out" \
    /dev/null </dev/null |
    tr '\r' '\n' | sed 's/\x1b\[K//g' | grep '^wsgen: pre-endgame' |
    tail -n 1 |
    sed -e 's/[0-9][0-9.]* s,/N s,/' -e 's/: [0-9]* positions/: N positions/' \
    -e 's|, [0-9.]*/s|, N/s|'
cut -f 2,6,7 out
script -qec "wsgen -q -v ./peg-tiny.wgv --peg -n 1 peg1.board >out" \
    /dev/null </dev/null | wc -c
wsgen -v ./peg-tiny.wgv --peg -n 1 peg1.board 2>err >out
wc -c <err
