# The example of wglex(5): the bytes of the lexicon of AT and CAT.
printf 'at\ncat\n' | wsdict build -o t.wgl - || exit
od -A d -t x1 t.wgl
