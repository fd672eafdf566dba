# A damaged ZIP member is named and said to be cut short or corrupt, not
# "ZIP decompression failed (-5)".  The two archives hold one deflated
# member, words.txt (10 words 20 times); cut-member.zip has both its
# compressed sizes halved (zlib runs out of input: code -5),
# corrupt-member.zip ten bytes of its deflate stream flipped with 0x55
# (code -3).  The same reader serves wsreplay.
cp "$CASEDIR/cut-member.zip" "$CASEDIR/corrupt-member.zip" .
wsdict build -o w.wgl cut-member.zip
echo "exit $?"
wsdict build -o w.wgl corrupt-member.zip
echo "exit $?"
wsreplay cut-member.zip
echo "exit $?"
test -e w.wgl || echo "no lexicon written"
