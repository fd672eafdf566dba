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
# Sets the CRC-32 at offset 20 of FILE to match again, so that the checks
# behind it are reached: gzip's trailer holds the CRC-32 of its input, here
# the file but for that field.
recrc() {
	{ head -c 20 "$1"; tail -c +25 "$1"; } | gzip -c | tail -c 8 |
	    head -c 4 >crc
	dd if=crc of="$1" bs=1 seek=20 conv=notrunc 2>/dev/null
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
poke reserved.wgl 60 001		# the checksum covers the header too
try reserved.wgl
recrc reserved.wgl
try reserved.wgl
poke edges.wgl 28 014; recrc edges.wgl	# 12 edges for 11
try edges.wgl
poke root.wgl 36 000; recrc root.wgl	# the DAWG root at the dummy edge
try root.wgl
# Edge 1 (bits 12-23 of the edges at offset 96) is T, accepts, last,
# pointer 0: 0x0b4.  Its pointer is the high half of byte 98, its letter
# the high half of byte 97 and the low bit of byte 98.
poke pointer.wgl 98 253; recrc pointer.wgl	# 0xab: pointer 10
try pointer.wgl
poke letter.wgl 97 260; recrc letter.wgl	# 0xb0: letter 27 of 26
try letter.wgl
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
