# hooks: the letters that make a word in front of WORD and after it.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
for w in cat at oat a coa taco zzz; do
	q hooks "$w"
done
q hooks 'c?t'
