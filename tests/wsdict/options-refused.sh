# Options the man page gives to other commands are usage errors (exit 2),
# not ignored: --study with check (which once leaked the probability
# order), -c with info, word-list filters with check or hooks, build's
# options with queries and the queries' with build, the bag without the
# figures that need it (issue 34, item 6).
printf 'at\ncat\neat\ntea\n' >w.txt
wsdict build -q -o w.wgl w.txt || exit
run() {
	wsdict "$@" >out 2>err
	echo "exit $? $*"
	cat out
	head -n 1 err
}
run -l ./w.wgl --study check cat
run -l ./w.wgl -c info
run -l ./w.wgl --min 3 check cat
run -l ./w.wgl --contains a hooks at
run -l ./w.wgl -q dump
run -l ./w.wgl -v friends anagram tae
run -l ./w.wgl --blanks 0 dump
run -l ./w.wgl -j build -o x.wgl w.txt
run -l ./w.wgl --study -v friends --blanks 0 anagram tae
run -l ./w.wgl --order probability --blanks 1 pattern '?a?'
