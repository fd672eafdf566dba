# subanagram: words using some of the tiles, --min and --max letters.
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
wsdict -l ./t.wgl subanagram cots
echo "exit $?"
wsdict -l ./t.wgl subanagram 'cat?'
echo "exit $?"
wsdict -l ./t.wgl --min 3 --max=3 subanagram 'cots?'
echo "exit $?"
wsdict -l ./t.wgl --min=5 subanagram cotsat
echo "exit $?"
wsdict -l ./t.wgl --max 1 subanagram 'a?'
echo "exit $?"
wsdict -l ./t.wgl --min 7 subanagram cat
echo "exit $?"
wsdict -l ./t.wgl -c -j subanagram '??'
echo "exit $?"
wsdict -l ./t.wgl -c subanagram '??'
echo "exit $?"
wsdict -l ./t.wgl -j --max 2 subanagram at
echo "exit $?"
