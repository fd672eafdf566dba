# Every man page passes mandoc's lint at warning level (no output).
[ -n "$MANDOC" ] || exit 77
for page in "$WG_TOP_SRCDIR"/man/*.[1-9]; do
	"$MANDOC" -T lint -W warning "$page" 2>&1 |
	    sed "s|$WG_TOP_SRCDIR/||"
done
exit 0
