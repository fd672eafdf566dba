# dump: every word in alphabet order; dump then build gives the same file.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/words.txt" || exit
q dump
wsdict -l ./t.wgl dump | wsdict build -o again.wgl - && cmp t.wgl again.wgl &&
    echo identical
wsdict -l ./t.wgl --count dump
wsdict -l ./t.wgl -cj dump
wsdict -l ./again.wgl --json dump | sed -n '1,3p;$p'
