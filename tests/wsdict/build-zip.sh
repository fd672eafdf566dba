# A .zip of two lists gives the same lexicon as the plain list.  Skipped
# where neither zip nor python3 can make one.
. "$CASEDIR/common.sh"
mkdir lists
sed -n '1,10p' "$CASEDIR/words.txt" >lists/one.txt
sed -n '11,$p' "$CASEDIR/words.txt" >lists/two.txt
if command -v zip >/dev/null 2>&1; then
	zip -q -r lists.zip lists
elif command -v python3 >/dev/null 2>&1; then
	python3 -m zipfile -c lists.zip lists
else
	exit 77
fi
wsdict build -o plain.wgl "$CASEDIR/words.txt" || exit
run wsdict build -o zip.wgl lists.zip
cmp plain.wgl zip.wgl && echo "zip: identical"
