# pattern: ? one letter, * any run, [ABC] one of a set, [^ABC] none of it.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q pattern 'c?t'
q pattern 'C*'
q pattern '*s'
q pattern '[ao]?'
q pattern '[^c]?[ao]*'
q pattern '*o*a*'
q pattern 'q*'
q --count pattern '*a*'
q --json pattern 'c?t'
q -jc pattern '*'
