# KWG word graphs (wglex(5)): --format kwg, or an output name ending in .kwg,
# writes one; a KWG given as a word list (plain, compressed, in an archive)
# builds exactly its words; a malformed one is refused by name, exit 2.
. "$CASEDIR/common.sh"
wsdict build -q -o plain.wgl "$CASEDIR/words.txt" || exit
run wsdict build -q --format kwg -o w.graph "$CASEDIR/words.txt"
run wsdict build -q -o w.KWG "$CASEDIR/words.txt"
cmp w.graph w.KWG && echo "--format kwg and .KWG: identical"
run wsdict build -q -o back.wgl w.graph
cmp plain.wgl back.wgl && echo "from the KWG: identical"
wsdict -l ./back.wgl dump | head -3
# A KWG of a KWG is the same file.
run wsdict build -q -o again.kwg w.graph
cmp w.graph again.kwg && echo "KWG of the KWG: identical"
gzip -c w.graph >w.kwg.gz
run wsdict build -q -o gz.wgl w.kwg.gz
cmp plain.wgl gz.wgl && echo "gzip: identical"
mkdir g
cp w.graph g/w.kwg
tar -cf g.tar g
run wsdict build -q -o tar.wgl g.tar
cmp plain.wgl tar.wgl && echo "tar: identical"
# --format wgl whatever the name.
run wsdict build -q --format=wgl -o x.kwg "$CASEDIR/words.txt"
cmp plain.wgl x.kwg && echo "--format wgl: a lexicon"
# Cut short, at a node and inside one; a tile the alphabet lacks.
head -c 40 w.graph >cut.kwg
head -c 41 w.graph >odd.kwg
run wsdict build -q -o t.wgl cut.kwg odd.kwg
run wsdict build -q -a ACT -o t.wgl w.graph
ls t.wgl 2>/dev/null
run wsdict build --format=dawg -o t.wgl w.graph
