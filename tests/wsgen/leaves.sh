# Leave values converted: text to binary (every leave of the tile set,
# values to hundredths; leaves not in the text are 0), and back to text
# in canonical order (leaves of one tile first, '?' first).
printf 'S 8.25\n?S 25.5\nQ -7.004\n' > some.txt
wsgen --leaves some.txt --write-leaves some.wglv
wsgen --leaves some.wglv --write-leaves back.txt --text
head -n 3 back.txt
grep -E '^(S|\?S|Q|EIS) ' back.txt
grep -c . back.txt
# The same file twice gives the same bytes.
wsgen --leaves back.txt --write-leaves again.wglv
cmp some.wglv again.wglv && echo same
# --equity with the shipped leaves ranks exchanges too (the last column).
wsgen -n 3 --equity --exchanges "$CASEDIR/cat.board" QUUVVWW | cut -f 2,3,6
# What a file was made for: its tiles and variant, and the lexicon it was
# trained with (the default, here), as TSV and JSON.
wsgen --leaves-info some.wglv
wsgen --leaves-info some.wglv --json
# That lexicon is information: the values serve another lexicon of the
# same letters, here 20 words built without -L en (no message).
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl -n 2 --equity "$CASEDIR/cat.board" AB; echo "exit $?"
# Values converted with such a lexicon keep the one they name.
wsgen -l ./w.wgl --leaves some.wglv --write-leaves w.wglv
wsgen --leaves-info w.wglv | grep '^lexicon'
wsgen -l ./w.wgl --leaves some.txt --write-leaves w2.wglv
wsgen --leaves-info w2.wglv | grep '^lexicon'
