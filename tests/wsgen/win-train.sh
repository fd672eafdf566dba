# Win tables (wgwin(5)): --train-win gives the same table on one thread
# or two; --check-win prints how well a table foretells other games (the
# shipped one too); a table of another variant, a damaged one and the
# stacking game are refused.  Needs the default lexicon from ENABLE.
[ "$(wsdict info | sed -n 's/^words\t//p')" = 172820 ] || exit 77
wsgen --train-win one.wgwin --games 16 --seed 3 -q
wsgen --train-win two.wgwin --games 16 --seed 3 --threads 2 -q
cmp one.wgwin two.wgwin && echo "two threads: the same"
wsgen --check-win one.wgwin --games 8 --seed 4 -q --header
wsgen --check-win "$WG_TOP_SRCDIR/share/win/classic.wgwin" --games 8 \
    --seed 4 -q | tail -1
wsgen -v friends --check-win one.wgwin --games 1 -q; echo "exit $?"
head -c 100 one.wgwin >cut.wgwin
wsgen --check-win cut.wgwin --games 1 -q; echo "exit $?"
wsgen -v stack --train-win s.wgwin --games 1 -q; echo "exit $?"
wsgen --train-win x.wgwin --check-win one.wgwin; echo "exit $?"
wsgen --check-win one.wgwin --json >/dev/null 2>&1; echo "exit $?"
