# A variant is a name, never a path, unless it holds a slash: a folder or
# a file named spy in the current folder does not stand for the variant
# spy (its leaves neither).  A file here is ./NAME.
mkdir spy
printf 'ate\ncat\ntea\n' >w.txt
wsdict build -o w.wglex w.txt || exit
wsgen -l ./w.wglex -v spy --selfplay 1 --seed 2 --log | sed -n 2p
rmdir spy
sed -n '/^name/,$p' "$WG_TOP_SRCDIR/share/variants/spy.wgv" |
    sed 's/^name spy/name here/' >spy
wsgen -l ./w.wglex -v spy --selfplay 1 --seed 2 --log | sed -n 2p
cp spy here.wgv
wsgen -l ./w.wglex -v here.wgv --selfplay 1 --seed 2 --log; echo "exit $?"
wsgen -l ./w.wglex -v ./here.wgv --selfplay 1 --seed 2 --log | sed -n 2p
