# ENABLE from ../shared: dump gives back the list, every word is valid, and
# no word with one letter changed, added or taken away is accepted unless it
# is itself in the list.  Skipped where ../shared is not beside the tree.
. "$CASEDIR/common.sh"
list=$WG_SHARED/lexicons/enable1.txt
[ -n "$WG_SHARED" ] && [ -f "$list" ] || exit 77
run wsdict build -o enable.wgl "$list"
tr a-z A-Z <"$list" | LC_ALL=C sort >words.txt
wsdict -l ./enable.wgl dump >dump.txt &&
    cmp words.txt dump.txt && echo "dump: the list, uppercase"
wsdict -l ./enable.wgl -c check - <words.txt >valid.txt
echo "exit $?"
[ "$(cat valid.txt)" -eq "$(wc -l <words.txt)" ] && echo "check: all valid"
# Every 7th word, changed at position (N mod length) to the next letter,
# with a letter put after it, and without its last letter.
awk 'NR % 7 == 0 {
	n = length($0); i = NR % n + 1
	c = index("ABCDEFGHIJKLMNOPQRSTUVWXYZ", substr($0, i, 1))
	c = substr("BCDEFGHIJKLMNOPQRSTUVWXYZA", c, 1)
	print substr($0, 1, i - 1) c substr($0, i + 1)
	print $0 substr("SEQZ", NR % 4 + 1, 1)
	if (n > 2) print substr($0, 1, n - 1)
}' words.txt | LC_ALL=C sort -u | LC_ALL=C comm -23 - words.txt >non.txt
[ "$(wc -l <non.txt)" -gt 50000 ] && echo "non-words: over 50000"
run wsdict -l ./enable.wgl -c check - <non.txt
