# subanagram: words using some of the tiles, --min and --max letters.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q subanagram cots
q subanagram 'cat?'
q --min 3 --max=3 subanagram 'cots?'
q --min=5 subanagram cotsat
q --max 1 subanagram 'a?'
q --min 7 subanagram cat
q -c -j subanagram '??'
q -c subanagram '??'
q -j --max 2 subanagram at
