# pattern: ? one letter, * any run, [ABC] one of a set, [^ABC] none of it.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
wsdict -l ./t.wgl pattern 'c?t'
echo "exit $?"
wsdict -l ./t.wgl pattern 'C*'
echo "exit $?"
wsdict -l ./t.wgl pattern '*s'
echo "exit $?"
wsdict -l ./t.wgl pattern '[ao]?'
echo "exit $?"
wsdict -l ./t.wgl pattern '[^c]?[ao]*'
echo "exit $?"
wsdict -l ./t.wgl pattern '*o*a*'
echo "exit $?"
wsdict -l ./t.wgl pattern 'q*'
echo "exit $?"
wsdict -l ./t.wgl --count pattern '*a*'
echo "exit $?"
wsdict -l ./t.wgl --json pattern 'c?t'
echo "exit $?"
wsdict -l ./t.wgl -jc pattern '*'
echo "exit $?"
