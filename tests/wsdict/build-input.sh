# Word lists: a byte order mark, CRLF, any case, spaces around words, blank
# lines, duplicates and a missing last newline are all fine.
. "$CASEDIR/common.sh"
printf '\357\273\277Cat\r\ncat\r\nCAT\r\n  act \t\r\n\r\n\nact\r\ntaco' >list.txt
run wsdict build -o t.wgl list.txt
wsdict -l ./t.wgl dump
# -a: an alphabet of one's own, in its own order.
printf 'bat\ncab\ntab\ndog\n' >abc.txt
run wsdict -q -a TCBA build -o abc.wgl abc.txt
wsdict -l ./abc.wgl info | sed -n '/^alphabet/p; /^words/p'
wsdict -l ./abc.wgl dump
run wsdict -a AAB build -o x.wgl abc.txt
