# hooks: the letters that make a word in front of WORD and after it.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
for w in cat at oat a coa taco zzz; do
	wsdict -l ./t.wgl hooks "$w"
	echo "exit $?"
done
wsdict -l ./t.wgl hooks 'c?t'
echo "exit $?"
