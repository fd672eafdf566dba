# Compressed lists and archives of lists give the same lexicon as the plain
# list.
. "$CASEDIR/common.sh"
wsdict build -o plain.wgl "$CASEDIR/words.txt" || exit
gzip -c "$CASEDIR/words.txt" >words.txt.gz
run wsdict build -o gz.wgl words.txt.gz
cmp plain.wgl gz.wgl && echo "gzip: identical"
mkdir lists
sed -n '1,10p' "$CASEDIR/words.txt" >lists/one.txt
sed -n '11,$p' "$CASEDIR/words.txt" >lists/two.txt
tar -czf lists.tar.gz lists
run wsdict build -o tar.wgl lists.tar.gz
cmp plain.wgl tar.wgl && echo "tar.gz: identical"
# A list and a gzip'ed one together, with words in both.
run wsdict build -o both.wgl lists/one.txt words.txt.gz
cmp plain.wgl both.wgl && echo "list and gzip: identical"
