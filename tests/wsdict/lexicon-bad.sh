# Damaged lexicons are refused with the reason, exit 2.  t.wgl holds AT and
# CAT: 121 bytes, a 64-byte header, then the payload (see info.sh).
. "$CASEDIR/common.sh"
cp "$CASEDIR/small.txt" .
wsdict build -o t.wgl small.txt || exit
# Writes byte VALUE (octal) at OFFSET of a copy of t.wgl named FILE.
poke() {
	cp t.wgl "$1" &&
	    printf "\\$3" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null
	cmp -s t.wgl "$1" && echo "$1: unchanged" # the case is wrong
}
try() {
	run wsdict -l "./$1" info
}
poke payload.wgl 100 377		# an edge
try payload.wgl
poke version.wgl 8 002			# format version 2
try version.wgl
poke hsize.wgl 12 101			# header size 65
try hsize.wgl
poke reserved.wgl 60 001
try reserved.wgl
poke edges.wgl 28 014			# 12 edges for 11
try edges.wgl
poke root.wgl 36 000			# the DAWG root at the dummy edge
try root.wgl
head -c 100 t.wgl >truncated.wgl
try truncated.wgl
head -c 30 t.wgl >short.wgl
try short.wgl
cat t.wgl t.wgl >twice.wgl
try twice.wgl
: >empty.wgl
try empty.wgl
try small.txt
mkdir folder.wgl
try folder.wgl
