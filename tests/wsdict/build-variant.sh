# build -v: a lexicon for a game, in its language and with the words it adds
# (wgvariant(5) words; friends adds ZEN, QI and TEXTING to its list).
printf 'cat\nzebra\n' >w.txt
wsdict build -q -v friends -o f.wgl w.txt; echo "exit $?"
wsdict -l ./f.wgl dump
wsdict -l ./f.wgl info | grep language
# Another language than the game's is an error, and nothing is written.
wsdict build -q -v friends -L es -o es.wgl w.txt; echo "exit $?"
test -e es.wgl || echo "no es.wgl"
# A variant's words: after the alphabet, letters of it, two or more.
printf 'name x\nwords ZEN\nalphabet en\n' >early.wgv
wsdict build -q -v ./early.wgv -o x.wgl w.txt; echo "exit $?"
printf 'name x\nalphabet en\nwords ZEN Q\n' >short.wgv
wsdict build -q -v ./short.wgv -o x.wgl w.txt; echo "exit $?"
# Playing friends with a lexicon that lacks them: a warning, then the moves.
printf 'variant friends\nboard\n' >f.board
yes ............... | head -15 >>f.board
wsgen -l default -n 1 f.board QI; echo "exit $?"
wsgen -n 1 f.board QI; echo "exit $?"
