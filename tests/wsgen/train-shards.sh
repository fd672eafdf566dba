# Statistics files (wgstats(5)) are checked when merged: a shard damaged,
# cut short, of another variant, tile set or lexicon, or with sums its
# notes cannot make is refused by name, exit 2, and no values written.
V=$CASEDIR/tiny.wgv
wsdict build -q -v "$V" -o tiny.wgl "$CASEDIR/tiny-words.txt"
grep -v "^sa$" "$CASEDIR/tiny-words.txt" > other.txt
wsdict build -q -v "$V" -o other.wgl other.txt
t() { wsgen -l tiny.wgl -v "$V" "$@"; }
t --train-stats a.st --games 5 --seed 1
t --train-stats b.st --games 5 --seed 2
t --merge-stats ab.wglv a.st b.st && echo good shards merged
# The header: magic, version 2, header size, the leaves, the rack less 1.
od -A d -t x1 -N 16 a.st
od -A d -t u4 -j 24 -N 4 a.st
# One byte changed in the sums: the CRC says so.
( head -c 200 a.st; printf 'X'; tail -c +202 a.st ) > bad.st
t --merge-stats x.wglv a.st bad.st b.st; echo "exit $?"
head -c 300 a.st > cut.st
t --merge-stats x.wglv cut.st; echo "exit $?"
# A shard of another variant (its name), tile set or lexicon.
sed 's/^name tiny/name tiny2/' "$V" > tiny2.wgv
wsgen -l tiny.wgl -v ./tiny2.wgv --train-stats v2.st --games 2
t --merge-stats x.wglv a.st v2.st; echo "exit $?"
sed 's/^tile Q 4 5/tile Q 3 5/' "$V" > tiles.wgv
wsgen -l tiny.wgl -v ./tiles.wgv --train-stats tiles.st --games 2
t --merge-stats x.wglv tiles.st; echo "exit $?"
wsgen -l other.wgl -v "$V" --train-stats lex.st --games 2
# (the lexicons' CRCs left out: they change with the lexicon format)
{ t --merge-stats x.wglv a.st lex.st; echo "exit $?"; } 2>&1 |
    sed 's/ (.*)$//' 
# Statistics of another kind of file.
t --merge-stats x.wglv ab.wglv; echo "exit $?"
test -e x.wglv || echo no values written
