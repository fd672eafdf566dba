# The example of wglex(5): the bytes of the lexicon of AT and CAT.
printf 'at\ncat\n' | wsdict build -o t.wgl - || exit
od -A d -t x1 t.wgl
# The CRC-32 at offset 20, worked out apart: gzip's trailer holds the CRC-32
# of its input, here the file but for that field.
{ head -c 20 t.wgl; tail -c +25 t.wgl; } | gzip -c | tail -c 8 | head -c 4 >crc
cmp -n 4 crc t.wgl 0 20 && echo "crc: as gzip works it out"
