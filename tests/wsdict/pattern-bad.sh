# A bad pattern is refused with the column at fault; exit 2.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
for p in 'c[at' 'c1t' 'ca[t3]' 'c[]t' '[^]'; do
	q pattern "$p"
done
