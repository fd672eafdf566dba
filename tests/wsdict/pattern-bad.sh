# A bad pattern is refused with the column at fault; exit 2.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
for p in 'c[at' 'c1t' 'ca[t3]' 'c[]t' '[^]'; do
	wsdict -l ./t.wgl pattern "$p"
	echo "exit $?"
done
